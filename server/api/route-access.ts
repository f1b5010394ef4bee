import type { MiddlewareHandler } from 'hono';
import type { Permission } from '../../domain/permissions';
import { requirePermission, type SessionEnv } from '../http/session';
import { errorResponse, SECURITY } from './router';

/**
 * Who may call an operation, as the route describes it: its tag, its security and the checks that enforce it,
 * spread into createRoute so that the document and the middleware always say the same.
 */

/** An operation for a logged-in user under this tag, behind these checks (the first one refuses a guest). */
export const sessionOnly = (tag: string, ...middleware: MiddlewareHandler<SessionEnv>[]) => ({
  tags: [tag],
  security: SECURITY.session,
  middleware,
});

/**
 * A seller's operation under this tag: a session with this permission, then any further checks. The permission
 * goes into the API document too (`x-permission`): the access table test (seller-access.test.ts) reads it there
 * and walks every operation for every role. `{ permission, beforeTwoStep: true }` lets a member the shop requires
 * two-step login of through before they have set it up (their account, sessions and two-step set-up).
 */
export const sellerOnly = (
  tag: string,
  access: Permission | { permission: Permission; beforeTwoStep?: boolean },
  ...more: MiddlewareHandler[]
) => {
  const { permission, beforeTwoStep = false } = typeof access === 'string' ? { permission: access } : access;
  return {
    ...sessionOnly(tag, requirePermission(permission, { beforeTwoStep }), ...more),
    'x-permission': permission,
  };
};

/** What a seller's operation answers anyone else. */
export const sellerRefusals = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not the seller'),
};
