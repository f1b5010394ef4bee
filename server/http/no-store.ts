import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CART_COOKIE, SESSION_COOKIE } from './session';

/** API answers about the catalogue, the same for everyone. */
const PUBLIC_API = /^\/api\/(products|bundle|health|openapi\.json|docs)(\/|$)/;
/** Pages whose address alone can show personal data (a mailed order link, a payment return). */
const PERSONAL_PAGES = /^\/(account|orders|success|checkout|test-checkout|cart|otp|admin)(\/|$)/;

/**
 * `Cache-Control: no-store` on every answer that carries personal data and set no caching of its own, so no
 * browser cache, proxy or shared computer keeps a copy: API answers other than the catalogue's, pages with
 * personal addresses, and any other page drawn for a visitor with a session or cart (its header names them).
 * The public pages are the response cache's (see page-cache.ts): cacheable for a visitor without either, the
 * shell (no one's data, `private, no-cache`) for one with either.
 */
export function noStoreForPersonalData(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // an answer on its way into the response cache gets that cache's Cache-Control, and a shell holds no one's data
    if (c.res.headers.has('Cache-Control') || c.get('responseCacheMiss')) return;
    const path = c.req.path;
    const personal = path.startsWith('/api/')
      ? !PUBLIC_API.test(path)
      : PERSONAL_PAGES.test(path) || !!getCookie(c, SESSION_COOKIE) || !!getCookie(c, CART_COOKIE);
    if (personal) c.header('Cache-Control', 'private, no-store');
  };
}
