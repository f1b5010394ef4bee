import { createRoute, z } from '@hono/zod-openapi';
import { VAT_RATES } from '../../domain/vat';
import {
  parseVatQuarter,
  VAT_QUARTER_PATTERN,
  VatRateChangeSchema,
  vatReturnCsv,
} from '../../domain/vat-documents';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';

const OrderVatSchema = z
  .object({
    vatNumber: z.string(),
    net: z.number().int(),
    vat: z.number().int(),
    gross: z.number().int(),
    rates: z.array(
      z.object({
        rate: z.enum(VAT_RATES),
        percent: z.number(),
        net: z.number().int(),
        vat: z.number().int(),
        gross: z.number().int(),
      }),
    ),
  })
  .openapi('OrderVat', { description: "An order's VAT per rate, in pence (its gross is the order's total)" });

const changeRateRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'put',
  path: '/{orderId}/lines/{lineId}/vat-rate',
  operationId: 'changeOrderLineVatRate',
  summary:
    "Corrects one line's VAT rate on an unpaid VAT order: the order's VAT is worked out again (its total stays); refused once it is paid or invoiced (seller)",
  request: {
    params: z.object({
      orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' } }),
      lineId: z.string().openapi({ param: { name: 'lineId', in: 'path' } }),
    }),
    body: jsonBody(VatRateChangeSchema),
  },
  responses: {
    200: jsonContent(z.object({ vat: OrderVatSchema }), "The order's VAT as now worked out"),
    ...bodyErrors,
    ...sellerRefusals,
    404: errorResponse('No such order or line'),
    409: errorResponse('The order was paid or invoiced (its VAT invoice stands), or was placed without VAT'),
  },
});

const vatReturnRoute = createRoute({
  ...sellerOnly('Orders', 'earnings:view'),
  method: 'get',
  path: '/earnings/vat-return',
  operationId: 'getVatReturnCsv',
  summary:
    "A quarter's VAT summary as CSV: per rate and in all, the net and VAT of the VAT invoices (tax point in the quarter) and credit notes (issued in it), with boxes 6 and 1 of the VAT return (seller)",
  request: {
    query: z
      .object({
        quarter: z
          .string()
          .regex(VAT_QUARTER_PATTERN, 'quarter must be a year and a quarter, like 2027-Q1')
          .openapi({ example: '2027-Q1' }),
      })
      .strict(),
  },
  responses: {
    200: {
      description: 'The CSV (vat-return_2027-Q1.csv), pounds with two decimals',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: errorResponse('A quarter not like 2027-Q1'),
    ...sellerRefusals,
  },
});

/** /api/orders: a VAT order's line rates and the quarter's VAT summary (issue 34). */
export function vatOrdersApi(ctx: AppContext) {
  const { orders, sellerEarnings } = ctx.services;
  return createApiRouter()
    .openapi(changeRateRoute, async (c) => {
      const { orderId, lineId } = c.req.valid('param');
      const vat = await orders.changeLineVatRate(orderId, lineId, c.req.valid('json').rate);
      return c.json({ vat }, 200);
    })
    .openapi(vatReturnRoute, async (c) => {
      const quarter = parseVatQuarter(c.req.valid('query').quarter);
      if (!quarter) throw badRequest('quarter must be a year and a quarter, like 2027-Q1');
      const csv = vatReturnCsv(await sellerEarnings.vatQuarter(quarter));
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="vat-return_${quarter.key}.csv"`,
        },
      });
    });
}
