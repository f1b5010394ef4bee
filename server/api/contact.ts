import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { clientIp } from '../http/session';
import { createApiRouter, errorResponse, messageResponse, SECURITY } from './router';
import { ContactBodySchema } from './validators/contact';

const submitRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'sendContactMessage',
  summary: 'Send a message to the shop',
  tags: ['Contact'],
  security: SECURITY.public,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: ContactBodySchema,
        },
      },
    },
  },
  responses: {
    201: messageResponse('Stored and sent to the shop'),
    400: errorResponse('A required field is missing, a value is malformed, or a field is unknown'),
    415: errorResponse('The body is not JSON'),
    429: errorResponse('Too many messages from this address in the last hour'),
  },
});

export function contactApi(ctx: AppContext) {
  return createApiRouter().openapi(submitRoute, async (c) => {
    await ctx.services.contact.submit(c.req.valid('json'), clientIp(c));
    return c.json({ success: true as const, message: 'Your form has been submitted!' }, 201);
  });
}
