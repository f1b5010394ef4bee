import { createRoute, z } from '@hono/zod-openapi';
import type { Permission } from '../../domain/permissions';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { orderVisibilityOf } from '../../domain/order-visibility';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse } from './router';
import { OrderIdParamsSchema } from './validators/orders';

const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
});

const documentRoute = (
  path: string,
  operationId: string,
  summary: string,
  { notFound = 'No such order', permission = 'orders:manage' as Permission } = {},
) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    summary,
    ...sellerOnly('Orders', permission),
    request: { params: OrderIdParamsSchema },
    responses: {
      200: pdf('The PDF, as an attachment'),
      ...sellerRefusals,
      404: errorResponse(notFound),
    },
  });

/**
 * The seller's printable documents of an order: the invoice, the credit note of a refund and the workshop's work
 * order (packing slip).
 */
export function orderDocumentsApi(ctx: AppContext) {
  const { documents } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const send = (body: Buffer, filename: string) =>
    new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(body.byteLength),
      },
    });

  app.openapi(
    documentRoute('/{orderId}/invoice', 'getOrderInvoice', "The order's invoice PDF (invoice_{id}.pdf)"),
    async (c) => {
      const { orderId } = c.req.valid('param');
      return send(await documents.invoice(orderId), `invoice_${orderId}.pdf`);
    },
  );
  app.openapi(
    documentRoute(
      '/{orderId}/credit-note',
      'getOrderCreditNote',
      "The credit note of the order's refund (credit-note_{id}.pdf); 404 when it was not refunded",
      { notFound: 'No such order, or the order was not refunded' },
    ),
    async (c) => {
      const { orderId } = c.req.valid('param');
      return send(await documents.creditNote(orderId), `credit-note_${orderId}.pdf`);
    },
  );
  app.openapi(
    documentRoute(
      '/{orderId}/work-order',
      'getOrderWorkOrder',
      "The order's work order and packing slip PDF: every decoration in full with large mock-ups, no prices",
      { permission: 'orders:production' },
    ),
    async (c) => {
      const { orderId } = c.req.valid('param');
      const visibility = orderVisibilityOf(requireUser(c));
      return send(await documents.workOrder(orderId, visibility), `work-order_${orderId}.pdf`);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{orderId}/names.csv',
      operationId: 'getOrderNamesCsv',
      summary:
        "Every name on the order's garments (issue 32) as CSV: Product, Colour, Size, Name, one row per name (the heading alone when the order has none); a name a spreadsheet would run as a formula is written safely",
      ...sellerOnly('Orders', 'orders:production'),
      request: { params: OrderIdParamsSchema },
      responses: {
        200: {
          description: 'The CSV (UTF-8 with a byte-order mark), as an attachment names_{id}.csv',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...sellerRefusals,
        404: errorResponse('No such order'),
      },
    }),
    async (c) => {
      const { orderId } = c.req.valid('param');
      const csv = await documents.namesCsv(orderId);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="names_${orderId}.csv"`,
        },
      });
    },
  );
  return app;
}
