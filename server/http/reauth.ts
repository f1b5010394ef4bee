import type { MiddlewareHandler } from 'hono';
import { can } from '../../domain/permissions';
import { reauthMessage, type ReauthAction } from '../../domain/reauth';
import type { AppContext } from '../context';
import { sessionToken, type SessionEnv } from './session';

/**
 * For a seller's grave action: 403 `{ message, reauth: true }` unless the session's password was entered in
 * the last 15 minutes (POST /api/auth/reauth enters it again). Anyone else is left to the route's own check
 * (401 for a guest, 403 for a customer).
 */
export function requireRecentPassword(ctx: AppContext, action: ReauthAction): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (!can(c.get('user'), 'seller:area')) return next();
    if (await ctx.services.auth.passwordIsRecent(sessionToken(c))) return next();
    return c.json({ message: reauthMessage(action), reauth: true }, 403);
  };
}
