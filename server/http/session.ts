import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { AppContext } from '../context';
import type { SessionUser } from '../services/auth';
import { SESSION_DAYS } from '../services/auth';
import { AppError } from '../errors';
import { can, notPermittedMessage, type Permission } from '../../domain/permissions';
import { TWO_STEP_MESSAGES } from '../../domain/two-step';
import { runInRequestScope, setRequestActor } from '../services/audit';
import { clientAddress, requestOrigin, servedOverHttps } from './request-info';

export const SESSION_COOKIE = 'sid';

export type SessionEnv = { Variables: { requestId: string; user: SessionUser | null; clientIp: string } };

export function setSessionCookie(c: Context, ctx: AppContext, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: servedOverHttps(c, ctx.config),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);

/** The visitor's address, worked out once per request by `rememberClientIp` (TRUST_PROXY decides how). */
export const clientIp = (c: Context): string => (c.get('clientIp') as string | undefined) ?? 'unknown';

export function rememberClientIp(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientIp', clientAddress(c, ctx.config));
    await next();
  };
}

/** Looks up the session once per request and keeps the user on the context. */
export function loadSession(ctx: AppContext): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    c.set('user', await ctx.services.auth.userForSession(sessionToken(c)));
    await next();
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests from other sites. SameSite=Lax already keeps the cookie off most of them;
 * this also stops a cross-site form or fetch from reaching an endpoint that needs no cookie.
 */
export function refuseCrossSite(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = new Set([new URL(c.req.url).origin, requestOrigin(c, ctx.config)]);
    if ((origin && origin !== 'null' && !own.has(origin)) || origin === 'null' || site === 'cross-site') {
      return c.json({ message: 'Cross-site requests are not allowed.' }, 403);
    }
    return next();
  };
}

export function requireUser(c: Context<SessionEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 'Unauthorized - Please log in again.');
  return user;
}

/**
 * The seller's APIs: 401 when not logged in, 403 for a user whose role lacks `permission` ("You don't have
 * permission to …", the spec's words to a customer), and 403 for a staff member the shop requires two-step login
 * of who hasn't set it up (`beforeTwoStep` lets the set-up's own calls through). The staff member becomes the
 * request's actor for the audit trail.
 */
export function requirePermission(
  permission: Permission,
  options: { beforeTwoStep?: boolean } = {},
): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const user = requireUser(c);
    if (!can(user, permission)) throw new AppError('forbidden', notPermittedMessage(user, permission));
    if (user.mustSetUpTwoStep && !options.beforeTwoStep) {
      throw new AppError('forbidden', TWO_STEP_MESSAGES.setUpFirst);
    }
    setRequestActor(user);
    await next();
  };
}

/** Runs each request in the audit trail's scope with its client address (after rememberClientIp). */
export function auditScope(): MiddlewareHandler {
  return (c, next) => runInRequestScope(clientIp(c), next);
}

/** The Set-Cookie header for a page action (React Router answers those, not Hono). */
export function sessionCookieHeader(token: string | null, secure: boolean): string {
  return serialize(SESSION_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: token ? SESSION_DAYS * 86_400 : 0,
  });
}

/** A guest's cart: a random token in its own cookie (only its hash is stored). */
export const CART_COOKIE = 'cart';
export const CART_COOKIE_DAYS = 30;

export const cartToken = (c: Context) => getCookie(c, CART_COOKIE);

export function setCartCookie(c: Context, ctx: AppContext, token: string) {
  setCookie(c, CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: servedOverHttps(c, ctx.config),
    path: '/',
    maxAge: CART_COOKIE_DAYS * 86_400,
  });
}

/** The Set-Cookie header of a new guest cart for a page action (a form post without JavaScript). */
export function cartCookieHeader(token: string, secure: boolean): string {
  return serialize(CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: CART_COOKIE_DAYS * 86_400,
  });
}

/** Forgets the guest cart cookie once its lines have moved into a customer's cart. */
export function cartCookieClearHeader(secure: boolean): string {
  return serialize(CART_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: 0 });
}

/** A browser the account has logged in from before (see the auth service's login limits): a year-long cookie. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 365;

export const deviceToken = (c: Context) => getCookie(c, DEVICE_COOKIE);

export function setDeviceCookie(c: Context, ctx: AppContext, token: string) {
  c.header('Set-Cookie', deviceCookieHeader(token, servedOverHttps(c, ctx.config)), { append: true });
}

export function deviceCookieHeader(token: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

/**
 * A re-order's words for the cart page (what was added, the notes), read once: set by the Re-order form's
 * redirect, cleared by the cart page that shows it. A minute is plenty for the redirect to be followed.
 */
export const REORDER_NOTICE_COOKIE = 'reorder_notice';

export function reorderNoticeCookieHeader(value: string, secure: boolean): string {
  return serialize(REORDER_NOTICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: 60,
  });
}

export function reorderNoticeClearHeader(secure: boolean): string {
  return serialize(REORDER_NOTICE_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: 0,
  });
}
