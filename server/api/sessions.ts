import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse, jsonContent } from './router';
import { IdParamsSchema } from './validators/orders';

const TAG = 'Sessions';
// a member the shop requires two-step login of may still see and end their devices before setting it up
const staffMember = sellerOnly(TAG, { permission: 'seller:area', beforeTwoStep: true });

const SessionSchema = z
  .object({
    id: z.string(),
    browser: z.string().openapi({ description: 'E.g. "Chrome 131 on macOS", from the user agent' }),
    ip: z.string().nullable().openapi({ description: 'The address it signed in from' }),
    lastSeenAt: z.string(),
    createdAt: z.string(),
    current: z.boolean().openapi({ description: 'The session asking' }),
  })
  .openapi('Session');

const Ended = z.object({ success: z.literal(true), message: z.string(), ended: z.number().int() });

const listRoute = createRoute({
  ...staffMember,
  method: 'get',
  path: '/',
  operationId: 'listSessions',
  summary: 'Your signed-in devices: browser, address, last seen; the one asking is marked current (staff)',
  responses: {
    200: jsonContent(z.object({ sessions: z.array(SessionSchema).max(LIST_LIMITS.sessions) }), 'The devices'),
    ...sellerRefusals,
  },
});

const endOthersRoute = createRoute({
  ...staffMember,
  method: 'delete',
  path: '/',
  operationId: 'endOtherSessions',
  summary: 'End all your other sessions: this one stays signed in (staff)',
  responses: { 200: jsonContent(Ended, 'Ended'), ...sellerRefusals },
});

const endRoute = createRoute({
  ...staffMember,
  method: 'delete',
  path: '/{id}',
  operationId: 'endSession',
  summary: "End one of your sessions (ending this one logs you out); another account's is not found (staff)",
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(Ended, 'Ended'),
    ...sellerRefusals,
    404: errorResponse('No such session of yours (or it has ended)'),
  },
});

/** Issue 33's signed-in devices of the logged-in staff member. */
export function sessionsApi(ctx: AppContext) {
  const { sessions } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ sessions: await sessions.list(user.id, user.sessionId) }, 200);
  });

  app.openapi(endOthersRoute, async (c) => {
    const user = requireUser(c);
    const ended = await sessions.endAllBut(user.id, user.sessionId);
    const message =
      ended === 0
        ? 'No other sessions were signed in.'
        : `Ended ${ended === 1 ? '1 other session' : `${ended} other sessions`}.`;
    return c.json({ success: true as const, message, ended }, 200);
  });

  app.openapi(endRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    await sessions.end(user.id, id);
    return c.json({ success: true as const, message: 'Session ended.', ended: 1 }, 200);
  });

  return app;
}
