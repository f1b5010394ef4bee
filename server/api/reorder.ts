import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { reorderMessage } from '../services/reorder';
import { cartLineJson, cartSummaryJson } from './cart';
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
