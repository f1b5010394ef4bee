import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { createApiRouter, jsonContent, SECURITY } from './router';

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'health',
  summary: 'Ready: the database answers',
  tags: ['Service'],
  security: SECURITY.public,
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }), 'Up'),
    500: jsonContent(z.object({ message: z.string() }), 'The database does not answer'),
  },
});

export function healthApi(ctx: AppContext) {
  return createApiRouter().openapi(healthRoute, async (c) => {
    await ctx.database.ping();
    return c.json({ status: 'ok' as const }, 200);
  });
}
