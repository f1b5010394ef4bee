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

/** A seller's operation under this tag: a session with this permission, then any further checks. */
export const sellerOnly = (tag: string, permission: Permission, ...more: MiddlewareHandler[]) => ({
  ...sessionOnly(tag, requirePermission(permission), ...more),
  /** The permission in the API document too: the access table test reads it from there. */
  'x-permission': permission,
});

/** What a seller's operation answers anyone else. */
export const sellerRefusals = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not the seller'),
};
