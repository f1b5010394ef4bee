import { createRoute, z } from '@hono/zod-openapi';
import { ContactMessageSchema } from '../../domain/schemas/contact';
import type { AppContext } from '../context';
import { clientIp } from '../http/session';
import { createApiRouter } from './router';
import { ErrorSchema } from './serializers';

const submitRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Send a message to the shop',
  tags: ['Contact'],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: ContactMessageSchema,
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored and sent to the shop',
      content: {
        'application/json': { schema: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    400: {
      description: 'A required field is missing',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

export function contactApi(ctx: AppContext) {
  return createApiRouter().openapi(submitRoute, async (c) => {
    await ctx.services.contact.submit(c.req.valid('json'), clientIp(c));
    return c.json({ success: true as const, message: 'Your form has been submitted!' }, 201);
  });
}
