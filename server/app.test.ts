import { describe, expect, it } from 'vitest';
import { useTestApp } from '../tests/helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from './http/page-cache';

describe('HTTP app', () => {
  const t = useTestApp('pglite');

  it('sends security headers on every response', async () => {
    for (const path of ['/api/health', '/api/products', '/api/nothing']) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // an answer kept for every visitor names no one request's nonce (its scripts' hashes, for a page)
      expect(res.headers.get('content-security-policy')).toMatch(
        path === '/api/products' ? /script-src 'self';/ : /script-src 'self' 'nonce-[\w+/=]+'/,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
  });

  it('marks answers with personal data no-store, and leaves the catalogue cacheable', async () => {
    for (const path of ['/api/auth/check', '/api/cart', '/api/orders/order-user/x', '/api/auth/isAdmin'])
      expect((await t.request(path)).headers.get('cache-control'), path).toBe('private, no-store');
    // the catalogue's reads are the same for everyone: a CDN may keep them (see server/http/page-cache.ts)
    for (const path of ['/api/products', '/api/bundle'])
      expect((await t.request(path)).headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL);
    expect((await t.request('/api/health')).headers.get('cache-control')).toBeNull();
  });

  it('adds HSTS when served over https', async () => {
    const res = await t.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses JSON for clients that accept it', async () => {
    const res = await t.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers an unexpected error with a plain 500 and no stack trace', async () => {
    t.ctx.services.catalogue.listProducts = async () => {
      throw new Error('database exploded at catalogue.ts:42');
    };
    // a query not asked before: the answer is not in the catalogue cache yet
    const res = await t.request('/api/products?page=7');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(body).not.toMatch(/exploded|\.ts:\d+/);
  });
});
