import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireRecentPassword } from '../http/reauth';
import { type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse, messageResponse } from './router';
import { IdParamsSchema } from './validators/orders';

const deleteCustomerRoute = createRoute({
  method: 'delete',
  path: '/{id}/deleteCustomer',
  operationId: 'deleteCustomer',
  summary:
    'Deletes a customer by anonymising them: name, e-mail, phone, password, sessions, saved addresses and logos go; every order and its money stay (seller)',
  ...sellerOnly('Orders', 'customers:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: messageResponse("'Customer deleted successfully'"),
    ...sellerRefusals,
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
