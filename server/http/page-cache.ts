import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CART_COOKIE, SESSION_COOKIE } from './session';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Shared caches (a CDN) may keep a copy for a minute and serve it stale for ten more while they revalidate;
 * browsers revalidate every time (max-age=0), which costs one 304 while the catalogue stands still. The
 * version check on the server is what makes a change show at once here; s-maxage bounds what a CDN adds.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A cached page differs by cookie (a visitor with one is never served it) and by encoding. */
const VARY = 'Cookie, Accept-Encoding';

/** The pages a first-time visitor sees: the same for everyone without a session or a cart. */
const PUBLIC_PAGE =
  /^\/(?:|products|products\/[^/]+|brands\/[^/]+|product\/[^/]+|bundles|about|faqs|price-guide|disclaimer|cookie-policy|payment-info|return-policy|shipping-policy|vat-information|guide)\/?$/;
/** The catalogue's public reads, the same for every visitor whatever their cookies. */
const CATALOGUE_API = /^\/api\/(?:products(?:\/count|\/(?!admin\/?$)[^/]+)?|bundle(?:\/[^/]+)?)\/?$/;

interface Entry {
  key: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  contentType: string;
  /** The CSP nonce the page was drawn with: its scripts carry it, so every copy's header must name it. */
  nonce: string | undefined;
  size: number;
}

export interface ResponseCacheOptions {
  /** Which requests may be answered from memory (GET/HEAD are checked here). */
  cacheable(c: Context): boolean;
  /** The catalogue version: a new one drops every entry, on every instance at its next request. */
  version(): Promise<number>;
  /** More of the key: the origin absolute URLs are drawn with, a product's stock… */
  keyParts(c: Context): Promise<string> | string;
  maxEntries?: number;
  maxBytes?: number;
}

export type ResponseCacheEnv = { Variables: { secureHeadersNonce?: string; cachedPageNonce?: string } };

/**
 * Answers from memory what is the same for everyone, per catalogue version: the body and its gzip and brotli
 * forms, a strong ETag (304 when it matches), and headers that let a CDN keep it. Only a 200 without Set-Cookie
 * is kept. Bounded by entries and bytes (least recently used out first).
 */
export function responseCache(options: ResponseCacheOptions): MiddlewareHandler<ResponseCacheEnv> {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let cachedVersion: number | null = null;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const store = (entry: Entry) => {
    remove(entry.key);
    entries.set(entry.key, entry);
    bytes += entry.size;
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  };

  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !options.cacheable(c)) return next();
    const version = await options.version();
    if (version !== cachedVersion) {
      entries.clear();
      bytes = 0;
      cachedVersion = version;
    }
    const url = new URL(c.req.url);
    const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = `${await options.keyParts(c)} ${url.pathname.replace(/(.)\/$/, '$1')}?${new URLSearchParams(query)}`;
    const found = entries.get(key);
    if (found) {
      // most recently used last
      entries.delete(key);
      entries.set(key, found);
      const { body, status, headers } = answer(c, found, 'hit');
      // through c.body: the headers set before (X-Request-Id) stay
      const record = Object.fromEntries(headers);
      return body ? c.body(body, 200, record) : c.body(null, status, record);
    }

    await next();
    // a HEAD render may have no body: only a GET's is kept
    if (c.req.method !== 'GET') return;
    const res = c.res;
    const contentType = res.headers.get('Content-Type') ?? '';
    if (
      res.status !== 200 ||
      res.headers.has('Set-Cookie') ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Cache-Control') ||
      !/^(text\/html|application\/json)/.test(contentType)
    )
      return;
    const body = Buffer.from(await res.arrayBuffer());
    const [gz, br] = await Promise.all([
      gzipAsync(body),
      brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    const entry: Entry = {
      key,
      body,
      gzip: gz,
      br,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      contentType,
      nonce: contentType.startsWith('text/html') ? c.get('secureHeadersNonce') : undefined,
      size: body.length + gz.length + br.length + key.length,
    };
    // a render that raced a catalogue change is not kept under the new version
    if (cachedVersion === version) store(entry);
    // the new response takes the old one's other headers (X-Request-Id…), its length aside
    res.headers.delete('Content-Length');
    const { body: sent, status, headers } = answer(c, entry, 'miss');
    c.res = new Response(sent, { status, headers });
  };
}

function answer(
  c: Context<ResponseCacheEnv>,
  entry: Entry,
  state: 'hit' | 'miss',
): { body: Uint8Array<ArrayBuffer> | null; status: 200 | 304; headers: Headers } {
  if (entry.nonce) c.set('cachedPageNonce', entry.nonce);
  const headers = new Headers({
    'Content-Type': entry.contentType,
    ETag: entry.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    Vary: VARY,
    'X-Cache': state,
  });
  if (matches(c.req.header('If-None-Match'), entry.etag)) return { body: null, status: 304, headers };
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const [encoding, body] = accepts(accepted, 'br')
    ? (['br', entry.br] as const)
    : accepts(accepted, 'gzip')
      ? (['gzip', entry.gzip] as const)
      : ([null, entry.body] as const);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return { body: c.req.method === 'HEAD' ? null : new Uint8Array(body), status: 200, headers };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * A page served from memory carries the nonce it was drawn with; this puts that nonce in the CSP header the
 * security middleware wrote for this request. Register it before (outside) secureHeaders.
 */
export function keepCachedPageNonce(): MiddlewareHandler<ResponseCacheEnv> {
  return async (c, next) => {
    await next();
    const kept = c.get('cachedPageNonce');
    const fresh = c.get('secureHeadersNonce');
    const csp = c.res.headers.get('Content-Security-Policy');
    if (kept && fresh && csp && kept !== fresh)
      c.res.headers.set('Content-Security-Policy', csp.replaceAll(`'nonce-${fresh}'`, `'nonce-${kept}'`));
  };
}

/** A public page for a visitor with neither a session nor a cart: drawn once per catalogue version. */
export function isAnonymousPublicPage(c: Context): boolean {
  return PUBLIC_PAGE.test(c.req.path) && !getCookie(c, SESSION_COOKIE) && !getCookie(c, CART_COOKIE);
}

export const isCatalogueApiRead = (c: Context): boolean => CATALOGUE_API.test(c.req.path);
