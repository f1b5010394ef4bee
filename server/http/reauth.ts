import type { MiddlewareHandler } from 'hono';
import { can, type Permission } from '../../domain/permissions';
import { reauthMessage, type ReauthAction } from '../../domain/reauth';
import type { AppContext } from '../context';
import { sessionToken, type SessionEnv } from './session';

/**
 * For a seller's grave action: 403 `{ message, reauth: true }` unless the session's password was entered in
 * the last 15 minutes (POST /api/auth/reauth enters it again). Anyone without the action's permission is left to
 * the route's own check (401 for a guest, 403 for a customer or a member of staff whose role lacks it): asking
 * them for a password first would only delay the refusal.
 */
const REAUTH_PERMISSIONS: Record<ReauthAction, Permission> = {
  refund: 'orders:refund',
  deleteCustomer: 'customers:manage',
  promoMail: 'promos:manage',
};

export function requireRecentPassword(ctx: AppContext, action: ReauthAction): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (!can(c.get('user'), REAUTH_PERMISSIONS[action])) return next();
    if (await ctx.services.auth.passwordIsRecent(sessionToken(c))) return next();
    return c.json({ message: reauthMessage(action), reauth: true }, 403);
  };
}
