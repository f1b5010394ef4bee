import { createRoute, z } from '@hono/zod-openapi';
import { ORDER_LINK_DAYS } from '../../domain/order-links';
import { can, isStaff, notPermittedMessage } from '../../domain/permissions';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { setRequestActor } from '../services/audit';
import type { SessionEnv } from '../http/session';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { OrderIdParamsSchema, OrderQuerySchema } from './validators/orders';

const mailLinkRoute = createRoute({
  method: 'post',
  path: '/{orderId}/link-mail',
  operationId: 'mailOrderLink',
  summary: "Mails a new link to the order page to the order's own address",
  description: `Links in the shop's mails open the order without a login for ${ORDER_LINK_DAYS} days. The seller, the order's owner, or whoever holds a link to it (expired or not, \`?token=\`) may ask for a new one; it goes to the address the order was placed with, at most once in ten minutes.`,
  tags: ['Orders'],
  security: SECURITY.optionalSession,
  request: { params: OrderIdParamsSchema, query: OrderQuerySchema },
  responses: {
    202: jsonContent(z.object({ message: z.string() }), 'The mail is on its way'),
    403: errorResponse('A member of staff who may not manage orders'),
    404: errorResponse('No such order, or not the asker’s'),
    409: errorResponse('The customer was deleted: there is no address'),
  },
});

export function orderLinksApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();
  app.openapi(mailLinkRoute, async (c) => {
    const user = c.get('user');
    // staff: only those who manage orders mail buyers (Production works without their addresses), and the
    // mail is theirs in the audit trail
    if (user && isStaff(user)) {
      if (!can(user, 'orders:manage')) {
        throw new AppError('forbidden', notPermittedMessage(user, 'orders:manage'));
      }
      setRequestActor(user);
    }
    const result = await ctx.services.orderLinks.mailAgain(c.req.valid('param').orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: c.req.valid('query').token,
    });
    return c.json(result, 202);
  });
  return app;
}
