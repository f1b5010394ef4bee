import { createRoute, z } from '@hono/zod-openapi';
import {
  CLICK_DROP_MAX_ORDERS,
  CLICK_DROP_MAX_SELECTED,
  clickDropHeader,
  clickDropRow,
} from '../../domain/click-drop';
import type { AppContext } from '../context';
import type { SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody } from './router';

const ClickDropBodySchema = z
  .object({
    orderIds: z
      .array(z.uuid({ error: 'Each order must be an order id.' }))
      .min(1, 'Choose at least one order, or leave the choice out for every order waiting for a label.')
      .max(
        CLICK_DROP_MAX_SELECTED,
        `Choose at most ${CLICK_DROP_MAX_SELECTED.toLocaleString('en-GB')} orders.`,
      )
      .optional()
      .openapi({
        description: 'The orders chosen on the orders list; left out: every order waiting for a label',
      }),
  })
  .strict()
  .openapi('ClickDropExport');

const exportRoute = createRoute({
  ...sellerOnly('Orders', 'orders:contact'),
  method: 'post',
  path: '/click-drop.csv',
  operationId: 'exportClickDrop',
  summary: "Orders as Royal Mail Click & Drop's order import CSV (seller)",
  description: `The chosen orders, or with \`{}\` every order waiting for a label (paid or invoiced, Pending or Confirmed, not archived, and a decorated one with its proof approved: in production is fine), oldest first and at most ${CLICK_DROP_MAX_ORDERS.toLocaleString('en-GB')}. A choice goes whole or not at all: an order of it not waiting for a label refuses the export with 409, naming each. One row per order with the address, e-mail and phone (so it needs orders:contact), the parcel's weight from the products' weights (else their garment type's default) plus packaging, the package size, the service code and the contents. UTF-8 with a byte-order mark; a field a spreadsheet would run as a formula is written safely.`,
  request: { body: jsonBody(ClickDropBodySchema) },
  responses: {
    200: {
      description: 'The CSV, as an attachment click-and-drop.csv',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...bodyErrors,
    ...sellerRefusals,
    404: errorResponse('A chosen order was not found; or, without a choice, no order is waiting for a label'),
    409: errorResponse(
      'A chosen order is not waiting for a label: "Not exported: #1042 is not paid; #1043 has already shipped. …"',
    ),
  },
});

/** Royal Mail Click & Drop (issue 36): the labels' import file; tracking comes back by the bulk shipping CSV. */
export function clickDropApi(ctx: AppContext) {
  const { clickDrop } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(exportRoute, async (c) => {
    const { orderIds } = c.req.valid('json');
    const list = await clickDrop.exportOrders(orderIds ?? null);
    const csv = clickDropHeader() + list.map(clickDropRow).join('');
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="click-and-drop.csv"',
        'Cache-Control': 'no-store',
      },
    });
  });
  return app;
}
