import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { londonToday } from '../../domain/earnings';
import type { CacheVersions } from '../services/catalogue';
import { compressBody } from './compression';
import { codingFor, matches } from './negotiation';
import { CART_COOKIE, SESSION_COOKIE } from './session';

/**
 * Shared caches (a CDN) may keep a copy for a minute and serve it stale for ten more while they revalidate;
 * browsers revalidate every time (max-age=0), which costs one 304 while the catalogue stands still.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/**
 * The shell goes only to visitors with a session or cart: browsers revalidate it (a 304 while nothing moves),
 * shared caches never keep it (one that ignored Vary: Cookie could hand it to a first-time visitor).
 */
export const SHELL_CACHE_CONTROL = 'private, no-cache';
/** A cached page differs by cookie (a visitor with a session or cart gets the shell) and by encoding. */
const VARY = 'Cookie, Accept-Encoding';
/**
 * How long one rendering is kept even if nothing moves the versions: a checkout's stock hold that lapses (a
 * clock, not a write) shows again within this, as it may through a CDN (s-maxage).
 */
export const ENTRY_MAX_AGE_MS = 60_000;
/**
 * How old the stock a product or bundle page shows may be. Every checkout moves the stock version (holds, then
 * the sale), so on a busy morning pages keyed on it alone would be drawn again for every few shoppers; a page
 * whose stock has moved is drawn again once it is this old. The figure is a guide: adding to the cart and the
 * checkout check the real stock, and a seller's stock edit changes the catalogue version, which shows at once.
 */
export const STOCK_SHOWN_MAX_AGE_MS = 5_000;
/** Bounds on what is kept (least recently used out first). */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Answers to a query (a filtered or later listing page, an API filter) are kept apart, within their own smaller
 * bounds: however many combinations a crawler or a flood asks for, they never push a plain page out.
 */
const MAX_QUERY_ENTRIES = 250;
const MAX_QUERY_BYTES = 16 * 1024 * 1024;

/**
 * The pages a first-time visitor sees: the same for everyone without a session or a cart; a visitor with
 * either gets the shell, the same page drawn for no one in particular (the header's personal parts left out).
 */
const PUBLIC_PAGE =
  /^\/(?:|products|products\/[^/]+|brands\/[^/]+|product\/[^/]+|bundles|bundle\/[^/]+|about|faqs|price-guide|disclaimer|cookie-policy|payment-info|return-policy|shipping-policy|vat-information|guide)\/?$/;
/** Of those, the ones that show what is left in stock. */
const STOCK_PAGE = /^\/(?:product|bundle)\/[^/]+\/?$/;
/**
 * The catalogue's public reads, the same for every visitor whatever their cookies. The seller's own reads under
 * /products (its admin list, its brands) are not: cached, one member's answer would reach anyone.
 */
const CATALOGUE_API =
  /^\/api\/(?:products(?:\/count|\/(?!(?:admin|brands)\/?$)[^/]+)?|bundle(?:\/[^/]+)?)\/?$/;

/** The listings, and the filters, sort, paging and view they read (app/features/catalogue/listing.server.ts). */
const LISTING_PAGE = /^\/(?:products|products\/[^/]+|brands\/[^/]+)\/?$/;
const LISTING_PARAMS = new Set([
  'type',
  'brand',
  'minPrice',
  'maxPrice',
  'minRating',
  'sort',
  'page',
  'view',
]);
/** The catalogue API's lists and the filters they read (server/api/validators/products.ts). */
const LIST_API = /^\/api\/products(?:\/count)?\/?$/;
const LIST_API_PARAMS = new Set([...LISTING_PARAMS].filter((p) => p !== 'view').concat('pageSize'));
const READS_NONE = new Set<string>();
/** Put on links by mails and ads, read by no page: left out of the key. */
const TRACKING_PARAM = /^(?:utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/;
/** A filter's value as the shop's own links write it: a slug, a number, a sort name. */
const PLAIN_VALUE = /^[\w.-]{0,40}$/;

/** What a request may be answered with from memory: a catalogue page or API read, or (null) nothing. */
export type CacheKind = 'page' | 'stock-page' | 'api';

/**
 * How one request is cached. `shell`: the visitor has a session or cart, so they get the page drawn without
 * their cookies (the render never sees them) and their header from GET /api/auth/visitor.
 */
export interface CacheRule {
  kind: CacheKind;
  shell: boolean;
  /** The query as the key has it: only the parameters the page reads, in order. */
  query: string;
  /**
   * False when the request carried parameters left out of the key (utm_…): a kept answer serves it, but its
   * own render, which may show them (the Login link's way back), is not kept for everyone.
   */
  keep: boolean;
}

/** Headers that belong to one answer, not to the page: never copied from the first render to the others. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'cache-control',
  'vary',
  'x-cache',
  'x-request-id',
  'set-cookie',
]);

/** One encoding of a kept answer: its bytes and every header it goes out with, worked out once. */
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface Entry {
  /** The stock version a stock page was drawn at ('' for the others). */
  stock: string;
  identity: Variant;
  gzip: Variant;
  br: Variant;
  /** For a matching If-None-Match. */
  notModified: Record<string, string>;
  etag: string;
  storedAt: number;
  size: number;
}

/** What the cache reads of a request: from Hono's context, or straight from Node's request (see fromMemory). */
export interface CacheRequest {
  method: string;
  /** The path as the app routes it. */
  path: string;
  /** The query string, without its '?' ('' for none). */
  query: string;
  header(name: string): string | undefined;
}

export interface ResponseCacheOptions {
  /** Which GET/HEAD requests may be answered from memory, and how. */
  classify(request: CacheRequest): CacheRule | null;
  /** The catalogue and stock versions (see createVersionWatch): `expire()` after every write on this instance. */
  versions: { current(): CacheVersions | Promise<CacheVersions>; expire(): void };
  /**
   * The origin absolute URLs (canonical, Open Graph) are drawn with: part of the key. Null when the answer must
   * not be kept at all (its links would carry a host the request named: see cacheOrigin in request-info.ts).
   */
  origin(c: Context): string | null;
  /**
   * What else a kept page depends on while the versions stand still: the London day (the shop's VAT mode flips
   * at midnight on a start day set ahead, and every VAT sentence with it). Part of the key; cheap and synchronous.
   */
  day?: () => string;
  /** Told of each cacheable request: answered from memory (`hit`) or drawn afresh (`miss`), for /metrics. */
  count?: (result: 'hit' | 'miss') => void;
}

/** A kept answer as it goes out. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for a 304 and a HEAD. */
  body: Uint8Array<ArrayBuffer> | null;
}

export type ResponseCacheEnv = {
  Variables: {
    /** Set by the requestId middleware before this one: a kept answer carries its request's. */
    requestId?: string;
    /** On its way into the cache: compressed and given its Cache-Control there. */
    responseCacheMiss?: boolean;
    /** To be drawn as the shell: the page handler passes on none of the visitor's cookies. */
    pageShell?: boolean;
  };
};

/**
 * Answers from memory what is the same for everyone: anonymous catalogue pages and the public catalogue API,
 * per catalogue version (and, for pages showing stock, per stock version). Each entry keeps the body, its gzip
 * and brotli forms, a strong ETag (304 when it matches) and the first render's headers, so a hit skips every
 * later middleware and costs no database query while the versions are fresh. Only a 200 without Set-Cookie is
 * kept. Register it before the middleware whose headers a page carries (security headers, compression).
 */
export function responseCache(options: ResponseCacheOptions) {
  const now = () => performance.now();
  const plain = new LeastRecentlyUsed(MAX_ENTRIES, MAX_BYTES);
  const queried = new LeastRecentlyUsed(MAX_QUERY_ENTRIES, MAX_QUERY_BYTES);
  const kept = (rule: CacheRule) => (rule.query === '' ? plain : queried);
  let entriesVersion: number | null = null;

  const keyOf = (request: CacheRequest, origin: string, rule: CacheRule) =>
    `${origin} ${options.day?.() ?? ''} ${rule.shell ? 'shell' : 'anonymous'} ${request.path.replace(/(.)\/$/, '$1')}?${rule.query}`;

  /** The kept entry for a request at these versions, if it is still good (and then the most recently used). */
  const find = (key: string, versions: CacheVersions, rule: CacheRule): Entry | undefined => {
    if (versions.catalogue !== entriesVersion) {
      plain.clear();
      queried.clear();
      entriesVersion = versions.catalogue;
    }
    const found = kept(rule).get(key);
    if (!found) return undefined;
    const age = now() - found.storedAt;
    const stock = rule.kind === 'stock-page' ? String(versions.stock) : '';
    if (age >= ENTRY_MAX_AGE_MS || (found.stock !== stock && age >= STOCK_SHOWN_MAX_AGE_MS)) return undefined;
    return found;
  };

  const middleware: MiddlewareHandler<ResponseCacheEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        await next();
      } finally {
        options.versions.expire();
      }
      return;
    }
    const request = cacheRequestOf(c);
    const rule = options.classify(request);
    if (!rule) return next();
    const origin = options.origin(c);
    if (origin === null) {
      // drawn for this request alone: no shared cache may keep it either
      await next();
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', UNKEPT_CACHE_CONTROL);
      return;
    }

    const known = options.versions.current();
    // no await while the versions are fresh: a hit takes no trip through the microtask queue for them
    const versions = known instanceof Promise ? await known : known;
    const key = keyOf(request, origin, rule);
    const found = find(key, versions, rule);
    options.count?.(found ? 'hit' : 'miss');
    if (found) return response(answerOf(found, request, 'hit', c.get('requestId')));

    c.set('responseCacheMiss', true);
    if (rule.shell) c.set('pageShell', true);
    await next();
    // a HEAD render may have no body: only a GET's is kept
    if (method !== 'GET') return;
    if (!rule.keep) {
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', UNKEPT_CACHE_CONTROL);
      return;
    }
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
    const [gz, br] = await Promise.all([compressBody(body, 'gzip'), compressBody(body, 'br')]);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const shared: Record<string, string> = {
      'Cache-Control': rule.shell ? SHELL_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
      Vary: VARY,
      ETag: etag,
    };
    for (const [name, value] of res.headers) {
      if (PER_ANSWER.has(name)) continue;
      shared[name] = name === 'content-security-policy' ? hashedPolicy(value, body) : value;
    }
    const variant = (bytes: Buffer, encoding?: string): Variant => ({
      // a view of the bytes, not a copy
      body: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>,
      headers: {
        ...shared,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': String(bytes.length),
      },
    });
    const { 'content-type': _type, ...notModified } = shared;
    const entry: Entry = {
      stock: rule.kind === 'stock-page' ? String(versions.stock) : '',
      identity: variant(body),
      gzip: variant(gz, 'gzip'),
      br: variant(br, 'br'),
      notModified,
      etag,
      storedAt: now(),
      size: body.length + gz.length + br.length + key.length,
    };
    // a render that raced a catalogue change is not kept under the new version
    if (entriesVersion === versions.catalogue) kept(rule).set(key, entry);
    const fresh = response(answerOf(entry, request, 'miss', c.get('requestId')));
    // the render's per-answer headers (X-Request-Id…) stay
    // assigning over c.res would copy the render's headers (its nonce policy…) back on top: start afresh
    c.res = undefined as unknown as Response;
    c.res = fresh;
  };

  /**
   * A hit answered without a Response, a context or an await: the server calls this for each request before
   * handing it to the app, so a first-time visitor's page costs what the bare server's does. Null when the
   * answer is not in memory or the versions need a read; the app then answers (from memory or by drawing it).
   */
  const fromMemory = (
    request: CacheRequest,
    // asked only of a request that may be in memory: most of a server's requests never pay for them
    facts: { origin(): string | null; requestId(): string },
  ): CachedAnswer | null => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const rule = options.classify(request);
    if (!rule) return null;
    const versions = options.versions.current();
    if (versions instanceof Promise) return null;
    const origin = facts.origin();
    if (origin === null) return null;
    const found = find(keyOf(request, origin, rule), versions, rule);
    if (!found) return null; // the middleware looks again, and counts the miss
    options.count?.('hit');
    return answerOf(found, request, 'hit', facts.requestId());
  };

  return { middleware, fromMemory };
}

/**
 * The London day (YYYY-MM-DD) by a clock, worked out once a minute of it: midnight falls on a minute, so the
 * day turns exactly then, and a request pays for a Date rather than a time-zone conversion.
 */
export function londonDayOf(clock: () => Date): () => string {
  let minute = Number.NaN;
  let day = '';
  return () => {
    const now = clock();
    const at = Math.floor(now.getTime() / 60_000);
    if (at !== minute) {
      minute = at;
      day = londonToday(now);
    }
    return day;
  };
}

const cacheRequestOf = (c: Context): CacheRequest => {
  const url = c.req.url;
  const start = url.indexOf('?');
  return {
    method: c.req.method,
    path: c.req.path,
    query: start < 0 ? '' : url.slice(start + 1),
    header: (name) => c.req.header(name),
  };
};

function answerOf(
  entry: Entry,
  request: CacheRequest,
  state: 'hit' | 'miss',
  requestId: string | undefined,
): CachedAnswer {
  const perAnswer: Record<string, string> = { 'X-Cache': state };
  if (requestId) perAnswer['X-Request-Id'] = requestId;
  if (matches(request.header('if-none-match'), entry.etag))
    return { status: 304, headers: { ...entry.notModified, ...perAnswer }, body: null };
  const { body, headers } = entry[codingFor(request.header('accept-encoding') ?? '') ?? 'identity'];
  return {
    status: 200,
    headers: { ...headers, ...perAnswer },
    body: request.method === 'HEAD' ? null : body,
  };
}

// a plain header object and bytes: the Node adapter writes them straight out
const response = (answer: CachedAnswer) =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

/** Kept answers, least recently used out first once over either bound. */
class LeastRecentlyUsed {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The entry, now the most recently used. */
  get(key: string): Entry | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes)
      this.remove(this.entries.keys().next().value!);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** An answer drawn for one request and kept by no one: a browser may reuse it only after asking again. */
export const UNKEPT_CACHE_CONTROL = 'private, no-cache';

/**
 * The query as a kept answer's key has it: only the parameters the page reads, each once with a plain value, in
 * order (so ?a=1&b=2 and ?b=2&a=1 are one entry); tracking parameters left out (`keep` false). Null when the
 * query holds anything else (an unknown or repeated parameter, an odd value): drawn afresh and kept by no one,
 * so unique query strings can't push the kept pages out.
 */
function cacheQuery(path: string, query: string): Pick<CacheRule, 'query' | 'keep'> | null {
  if (query === '') return { query: '', keep: true };
  const reads = LISTING_PAGE.test(path) ? LISTING_PARAMS : LIST_API.test(path) ? LIST_API_PARAMS : READS_NONE;
  const params: [string, string][] = [];
  let keep = true;
  for (const [name, value] of new URLSearchParams(query)) {
    if (TRACKING_PARAM.test(name)) keep = false;
    else if (!reads.has(name) || !PLAIN_VALUE.test(value) || params.some(([seen]) => seen === name))
      return null;
    else params.push([name, value]);
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { query: new URLSearchParams(params).toString(), keep };
}

/**
 * A cached page goes to many visitors, so its scripts can't rest on one request's nonce (anyone who saw the page
 * would know it): the policy names the SHA-256 of each inline script the page holds instead.
 */
function hashedPolicy(policy: string, body: Buffer): string {
  if (!/'nonce-[^']+'/.test(policy)) return policy;
  const hashes = inlineScripts(body.toString('utf8')).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  return policy.replace(/\s*'nonce-[^']+'/g, hashes.length > 0 ? ` ${[...new Set(hashes)].join(' ')}` : '');
}

/** The text of each `<script>` without a src (what a browser hashes: the characters between the tags). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(match[1]!)) scripts.push(match[2]!);
  }
  return scripts;
}

/**
 * How the shop's requests are cached: pages only when this server draws pages, once per catalogue version for
 * visitors with neither a session nor a cart and once as the shell for those with either.
 */
export function cacheRuleOf(request: CacheRequest, drawsPages: boolean): CacheRule | null {
  const api = CATALOGUE_API.test(request.path);
  if (!api && (!drawsPages || !PUBLIC_PAGE.test(request.path))) return null;
  const query = cacheQuery(request.path, request.query);
  if (!query) return null;
  if (api) return { kind: 'api', shell: false, ...query };
  return {
    kind: STOCK_PAGE.test(request.path) ? 'stock-page' : 'page',
    shell: hasCookie(request, SESSION_COOKIE) || hasCookie(request, CART_COOKIE),
    ...query,
  };
}

const hasCookie = (request: CacheRequest, name: string) => {
  const header = request.header('cookie');
  return !!header && !!parseCookies(header, name)[name];
};

/**
 * A request path and query the fast path may key as they come: nothing that percent-decoding or dot-segment
 * removal could change, so its key is the one the app keeps the page under. Anything else goes to the app.
 */
const PLAIN_TARGET = /^(\/[\w\-/]*)(?:\?([\w\-=&.+]*))?$/;

/**
 * Answers a cache hit straight from Node's request, before the app sees it: `lookup` is the cache's fromMemory
 * with this request's origin and id to hand. The answer when it did; null leaves the request untouched for the app.
 */
export function serveFromMemory(
  req: IncomingMessage,
  res: ServerResponse,
  lookup: (request: CacheRequest) => CachedAnswer | null,
): CachedAnswer | null {
  const target = PLAIN_TARGET.exec(req.url ?? '');
  if (!target) return null;
  const headers = req.headers;
  const answer = lookup({
    method: req.method ?? '',
    path: target[1]!,
    query: target[2] ?? '',
    header: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  });
  if (!answer) return null;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return answer;
}
