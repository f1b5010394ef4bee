import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerActor } from '../services/orders/order-events';
import { reorderMessage } from '../services/orders/reorder';
import { cartLineJson, cartSummaryJson } from './cart';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { IdParamsSchema } from './validators/orders';

const ReorderSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    added: z
      .number()
      .int()
      .openapi({ description: 'Garments put in the cart (a bundle counts its garments)' }),
    notes: z.array(z.string()).openapi({
      description:
        'Lines skipped (no longer sold, out of stock) or reduced (short of stock), as the shopper reads them',
    }),
    cart: z.array(z.object({}).passthrough()),
    summary: z.object({}).passthrough(),
  })
  .openapi('Reorder');

const reorderRoute = createRoute({
  method: 'post',
  path: '/{id}/reorder',
  operationId: 'reorder',
  summary:
    "One-click re-order: the customer's own order's lines back into their cart (same garments, colours, sizes, quantities and logos; a paid order's logos pay no setup fee again)",
  tags: ['Orders'],
  security: SECURITY.session,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(ReorderSchema, 'What was added, notes on anything skipped or reduced, and the cart'),
    401: errorResponse('Not logged in'),
    404: errorResponse('No such order, or not yours'),
  },
});

/** POST /api/orders/{id}/reorder: the order page's Re-order button, as an API. */
export function reorderApi(ctx: AppContext) {
  const { reorder } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(reorderRoute, async (c) => {
    const user = requireUser(c);
    const result = await reorder.reorder(user.id, c.req.valid('param').id);
    return c.json(
      {
        success: true as const,
        message: reorderMessage(result.added, result.notes),
        added: result.added,
        notes: result.notes,
        cart: result.cart.lines.map(cartLineJson),
        summary: cartSummaryJson(result.cart.totals),
      },
      200,
    );
  });
  return app;
}

const SellerReorderSchema = z
  .object({
    success: z.literal(true),
    message: z.string().openapi({
      description:
        'What happened, for the seller: "Added 10 garments to jo@example.co.uk\'s cart and e-mailed them the link."',
    }),
    added: z
      .number()
      .int()
      .openapi({ description: "Garments put in the customer's cart (a bundle counts its garments)" }),
    notes: z.array(z.string()).openapi({
      description: 'Lines skipped (no longer sold, out of stock) or reduced (short of stock)',
    }),
  })
  .openapi('SellerReorder');

const sellerReorderRoute = createRoute({
  method: 'post',
  path: '/{customerId}/orders/{orderId}/reorder',
  operationId: 'reorderForCustomer',
  summary:
    "The seller re-orders a customer's order on their behalf: the same lines into the customer's cart (as their own Re-order does), recorded on the order's timeline, and the customer e-mailed what was added with a link to their cart (no e-mail when nothing could be added) (seller)",
  ...sellerOnly('Orders', 'orders:manage'),
  request: {
    params: z.object({
      customerId: z.string().openapi({ param: { name: 'customerId', in: 'path' } }),
      orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonContent(SellerReorderSchema, 'What was added, the notes, and the message for the seller'),
    ...sellerRefusals,
    404: errorResponse("No such customer, or no such order of this customer's"),
    409: errorResponse('The customer was deleted, or the order was placed as a guest'),
  },
});

/** POST /api/customers/{customerId}/orders/{orderId}/reorder: the seller's customer view's Re-order for customer. */
export function sellerReorderApi(ctx: AppContext) {
  const { sellerReorder } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(sellerReorderRoute, async (c) => {
    const { customerId, orderId } = c.req.valid('param');
    const result = await sellerReorder.reorderFor(customerId, orderId, sellerActor(requireUser(c)));
    return c.json({ success: true as const, ...result }, 200);
  });
  return app;
}
