import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireRecentPassword } from '../http/reauth';
import { requirePermission, type SessionEnv } from '../http/session';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { IdParamsSchema } from './validators/orders';

const deleteCustomerRoute = createRoute({
  method: 'delete',
  path: '/{id}/deleteCustomer',
  operationId: 'deleteCustomer',
  summary:
    'Deletes a customer by anonymising them: name, e-mail, phone, password, sessions, saved addresses and logos go; every order and its money stay (seller)',
  tags: ['Orders'],
  security: SECURITY.session,
  middleware: requirePermission('customers:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string() }),
      "'Customer deleted successfully'",
    ),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not the seller'),
    404: errorResponse('No such customer (or deleted already)'),
  },
});

/** The seller's customer actions under `/orders` as the spec names them (the list is GET /orders/customers). */
export function customersApi(ctx: AppContext) {
  const { customers } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.use('/:id/deleteCustomer', requireRecentPassword(ctx, 'deleteCustomer'));
  app.openapi(deleteCustomerRoute, async (c) => {
    await customers.anonymise(c.req.valid('param').id);
    return c.json({ success: true as const, message: 'Customer deleted successfully' }, 200);
  });
  return app;
}
