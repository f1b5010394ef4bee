import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { addressesApi } from './api/addresses';
import { authApi, visitorApi } from './api/auth';
import { bundlesApi } from './api/bundles';
import { contactApi } from './api/contact';
import { productAdminApi } from './api/product-admin';
import { productsApi } from './api/products';
import { productDraftsApi } from './api/product-drafts';
import { staffApi } from './api/staff';
import { sessionsApi } from './api/sessions';
import { twoStepApi } from './api/two-step';
import { auditApi } from './api/audit';
import { webhooksApi } from './api/webhooks';
import { healthApi, readyApi } from './api/health';
import { serveApiDescription } from './api/openapi';
import { proofsApi } from './api/proofs';
import { createApiRouter } from './api/router';
import { cartApi } from './api/cart';
import { logosApi } from './api/logos';
import { ordersApi } from './api/orders';
import { vatOrdersApi } from './api/vat-orders';
import { reorderApi, sellerReorderApi } from './api/reorder';
import { orderDocumentsApi } from './api/order-documents';
import { orderFulfilmentApi } from './api/order-fulfilment';
import { bulkShippingApi } from './api/bulk-shipping';
import { clickDropApi } from './api/click-drop';
import { orderLinksApi } from './api/order-links';
import { orderMessagesApi } from './api/order-messages';
import { customersApi } from './api/customers';
import { dataRightsApi } from './api/data-rights';
import { pricingApi } from './api/pricing';
import { settingsApi } from './api/settings';
import { accountingExportApi, accountingSettingsApi } from './api/accounting-export';
import { quotesApi } from './api/quotes';
import { tradeApi } from './api/trade';
import { storesApi } from './api/stores';
import { storeCartApi } from './api/store-cart';
import { paymentsApi } from './api/payments';
import { promocodesApi } from './api/promocodes';
import {
  cartToken,
  auditScope,
  clientIp,
  deviceToken,
  loadSession,
  refuseCrossSite,
  rememberClientIp,
  sessionToken,
} from './http/session';
import { compressWhole } from './http/compression';
import { guardInput } from './http/input-guard';
import { crawlerFiles } from './http/seo';
import { feedFiles } from './http/feeds';
import { unsubscribePages } from './http/unsubscribe';
import { noStoreForPersonalData } from './http/no-store';
import { refuseNonFormActions } from './http/page-actions';
import { sandboxPdfs } from './http/sandbox-pdf';
import { servePublicFiles } from './http/public-files';
import { cacheOrigin, incomingOrigin, requestOrigin, servedOverHttps } from './http/request-info';
import { loadHashedAssets } from './http/hashed-assets';
import {
  cacheRuleOf,
  londonDayOf,
  responseCache,
  serveFromMemory,
  type ResponseCacheEnv,
} from './http/page-cache';
import type { AppContext } from './context';
import { AppError, STATUS_BY_CODE } from './errors';
import { contentTypeFor } from './integrations/files/file-store';
import { fileBody } from './http/file-body';
import { bearerTokenMatches } from './metrics';

/** Hands a page request to React Router with the app context (and the CSP nonce) as load context. */
/** What page loaders and actions receive besides the request. */
export interface PageLoadContext {
  app: AppContext;
  cspNonce: string;
  clientIp: string;
  /**
   * Drawn as the shell shared by every visitor with a session or cart: no cookie's token is passed on, and the
   * root leaves the header's personal parts for the browser to ask for.
   */
  shell: boolean;
  /** The session cookie's token, for actions that log out or change it. */
  sessionToken: string | undefined;
  /** The guest cart cookie's token (a customer's cart is found by their session). */
  cartToken: string | undefined;
  /** The known-device cookie's token, which lets the owner past the per-account login ceiling. */
  deviceToken: string | undefined;
  /** Served over https (directly or behind a proxy): session cookies get Secure. */
  secure: boolean;
  /** The shop's address as the shopper reached it (PUBLIC_URL when set), for links handed to others. */
  origin: string;
}

export type PageHandler = (request: Request, loadContext: PageLoadContext) => Promise<Response>;

export interface HttpAppOptions {
  pageHandler?: PageHandler;
  /** Built browser assets (build/client); omitted in development, where Vite serves them. */
  clientDir?: string;
}

/** Where the guide's and welcome popup's videos are played from (their iframes). */
const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * What the pages may use of the browser: none of the devices and trackers a shop has no use for, and for the
 * embedded videos only what their iframes ask (allow="autoplay; encrypted-media; …"), only from the players.
 */
const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  magnetometer: [],
  displayCapture: [],
  browsingTopics: [],
  accelerometer: ['self', ...VIDEO_ORIGINS],
  gyroscope: ['self', ...VIDEO_ORIGINS],
  autoplay: ['self', ...VIDEO_ORIGINS],
  encryptedMedia: ['self', ...VIDEO_ORIGINS],
  fullscreen: ['self', ...VIDEO_ORIGINS],
  pictureInPicture: ['self', ...VIDEO_ORIGINS],
  clipboardWrite: ['self', ...VIDEO_ORIGINS],
} satisfies NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy'];

type Env = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    clientIp: string;
  } & ResponseCacheEnv['Variables'];
};

export type ShopApp = ReturnType<typeof createHttpApp>;

export function createHttpApp(ctx: AppContext, options: HttpAppOptions = {}) {
  const app = new Hono<Env>({ strict: false });
  const { logger } = ctx;

  /** Logs an answered request (a JSON line with its request id) and counts it under its route's pattern. */
  const logRequest = (
    reqId: string,
    method: string,
    path: string,
    route: string,
    status: number,
    started: number,
  ) => {
    const elapsed = performance.now() - started;
    ctx.metrics.request(method, route, status, elapsed / 1000);
    logger.info({ reqId, method, path, status, ms: Math.round(elapsed) }, 'request');
  };
  /**
   * The pattern a request is counted under, never its path (no ids, a bounded set): the endpoint it matched
   * (`/api/orders/:id`); else the build's files, the API's unknown paths, or a page (React Router's own routes).
   */
  const patternOf = (routes: readonly { method: string; path: string }[], path: string) =>
    routes.find((r) => r.method !== 'ALL')?.path ??
    (path.startsWith('/assets/')
      ? '/assets/*'
      : path === '/api' || path.startsWith('/api/')
        ? '/api/*'
        : options.pageHandler
          ? '(page)'
          : '*');
  /** The pattern of a request answered before the app saw it (see answerFromMemory), by the app's router. */
  const patternOfPath = (method: string, path: string) =>
    patternOf(
      app.router.match(method === 'HEAD' ? 'GET' : method, path)[0].map(([[, route]]) => route),
      path,
    );

  app.use(requestId());
  app.use(rememberClientIp(ctx));
  app.use(auditScope());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    logRequest(
      c.get('requestId'),
      c.req.method,
      path,
      patternOf(matchedRoutes(c), path),
      c.res.status,
      started,
    );
  });
  // first-time visitors' pages and the public catalogue reads, from memory: a hit skips everything below
  const { catalogue } = ctx.services;
  const cache = responseCache({
    classify: (request) => cacheRuleOf(request, !!options.pageHandler),
    versions: catalogue.cacheVersions,
    origin: (c) => cacheOrigin(c, ctx.config),
    // a page drawn before midnight never shows after it: VAT set to start on a later day starts then (issue 34)
    day: londonDayOf(ctx.clock),
    count: ctx.metrics.pageCache,
  });
  app.use(cache.middleware);
  const assets = options.clientDir ? loadHashedAssets(options.clientDir) : null;

  /**
   * The same hits, and the build's hashed files (hashed-assets.ts), answered from Node's request before the app
   * is handed it (see serveFromMemory): the server calls this first. False when the answer is not in memory, and
   * the app takes the request as it came.
   */
  const answerFromMemory = (req: IncomingMessage, res: ServerResponse): boolean => {
    const started = performance.now();
    let reqId = '';
    if (assets?.serve(req, res, () => (reqId = requestIdOf(req.headers['x-request-id'])))) {
      logRequest(
        reqId,
        req.method ?? '',
        (req.url ?? '').split('?', 1)[0]!,
        '/assets/*',
        res.statusCode,
        started,
      );
      return true;
    }
    const answer = serveFromMemory(req, res, (request) =>
      cache.fromMemory(request, {
        origin: () => incomingOrigin(req, ctx.config),
        requestId: () => (reqId = requestIdOf(req.headers['x-request-id'])),
      }),
    );
    if (!answer) return false;
    const method = req.method ?? '';
    const path = (req.url ?? '').split('?', 1)[0]!;
    logRequest(reqId, method, path, patternOfPath(method, path), answer.status, started);
    return true;
  };
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(ctx.config.NODE_ENV === 'development' ? ['ws:'] : [])],
        frameSrc: ["'self'", ...VIDEO_ORIGINS],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      permissionsPolicy: PERMISSIONS_POLICY,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      // HSTS only means something over https; behind a proxy the forwarded protocol tells
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      // a response that sets its own (customers' logo files: a sandbox) keeps it
      overwrite: false,
    }),
  );
  app.use(sandboxPdfs());
  app.use(async (c, next) => {
    await next();
    if (servedOverHttps(c, ctx.config))
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  const compressor = compressWhole();
  // an answer on its way into the response cache is compressed there, once for every later visitor
  app.use((c, next) => (c.get('responseCacheMiss') ? next() : compressor(c, next)));
  app.use(guardInput());
  app.use(noStoreForPersonalData());

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      serveStatic({ root, precompressed: true }),
    );
    // other public files (favicon, /images/…): only paths with a file extension are looked up on disk
    app.use('*', servePublicFiles(root));
  }

  // Prometheus's scrape, behind METRICS_TOKEN (docs/observability.md); not served at all without one
  app.get('/metrics', async (c) => {
    const token = ctx.config.METRICS_TOKEN;
    if (!token) return c.json({ message: 'Not found' }, 404);
    if (!bearerTokenMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'Send the metrics token as Authorization: Bearer <token>.' }, 401);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', ctx.metrics.contentType);
    return c.body(await ctx.metrics.scrape(), 200);
  });

  app.get('/files/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/files/'.length));
    // customers' logos live under private/ and are served only to their owner (/api/logos)
    const file = key.startsWith('private/') ? null : await ctx.files.read(key);
    if (!file) return c.json({ message: 'File not found' }, 404);
    const type = contentTypeFor(key);
    c.header('Content-Type', type);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', key.startsWith('demo/') ? 'public, max-age=86400' : 'private, max-age=3600');
    c.header('Last-Modified', file.mtime.toUTCString());
    if (!type.startsWith('image/') || type === 'image/svg+xml') c.header('Content-Disposition', 'attachment');
    return fileBody(c, file.stream);
  });

  app.route('/', crawlerFiles(ctx));
  app.route('/', feedFiles(ctx));
  // the promo mails' unsubscribe link, one-click POST included: before the cross-site check (see there)
  app.route('/unsubscribe', unsubscribePages(ctx));
  app.use(refuseCrossSite(ctx));
  const api = createApiRouter();
  api.route('/auth', visitorApi(ctx));
  api.use(loadSession(ctx));
  api.route('/health', healthApi());
  api.route('/ready', readyApi(ctx));
  // the seller's operations first: /products/admin is not a product id
  api.route('/products', productAdminApi(ctx));
  api.route('/products', productsApi(ctx));
  api.route('/bundle', bundlesApi(ctx));
  api.route('/contact', contactApi(ctx));
  api.route('/auth', authApi(ctx));
  api.route('/auth/sessions', sessionsApi(ctx));
  api.route('/auth/2fa', twoStepApi(ctx));
  api.route('/staff', staffApi(ctx));
  api.route('/audit', auditApi(ctx));
  api.route('/webhooks', webhooksApi(ctx));
  api.route('/cart', cartApi(ctx));
  api.route('/logos', logosApi(ctx));
  api.route('/orders', bulkShippingApi(ctx));
  api.route('/orders', clickDropApi(ctx));
  api.route('/orders', ordersApi(ctx));
  api.route('/orders', vatOrdersApi(ctx));
  api.route('/orders', orderDocumentsApi(ctx));
  api.route('/orders', orderFulfilmentApi(ctx));
  api.route('/orders', orderMessagesApi(ctx));
  api.route('/orders', orderLinksApi(ctx));
  api.route('/orders', customersApi(ctx));
  api.route('/orders', reorderApi(ctx));
  api.route('/orders', proofsApi(ctx));
  api.route('/customers', sellerReorderApi(ctx));
  api.route('/promocodes', promocodesApi(ctx));
  api.route('/pricing', pricingApi(ctx));
  api.route('/settings', settingsApi(ctx));
  api.route('/settings', accountingSettingsApi(ctx));
  api.route('/earnings', accountingExportApi(ctx));
  api.route('/quotes', quotesApi(ctx));
  api.route('/', tradeApi(ctx));
  api.route('/', storeCartApi(ctx));
  api.route('/', storesApi(ctx));
  api.route('/', dataRightsApi(ctx));
  api.route('/payments', paymentsApi(ctx));
  api.route('/addresses', addressesApi(ctx));
  api.route('/product-drafts', productDraftsApi(ctx));
  serveApiDescription(api, ctx);
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/api', api);

  if (options.pageHandler) {
    const handler = options.pageHandler;
    app.use('*', refuseNonFormActions());
    app.all('*', (c) => {
      const shell = !!c.get('pageShell');
      return handler(c.req.raw, {
        app: ctx,
        cspNonce: c.get('secureHeadersNonce') ?? '',
        clientIp: clientIp(c),
        shell,
        sessionToken: shell ? undefined : sessionToken(c),
        cartToken: shell ? undefined : cartToken(c),
        deviceToken: shell ? undefined : deviceToken(c),
        secure: servedOverHttps(c, ctx.config),
        origin: requestOrigin(c, ctx.config),
      });
    });
  }

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json({ message: error.message }, STATUS_BY_CODE[error.code]);
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request failed' }, error.status);
    }
    logger.error({ err: error, reqId: c.get('requestId'), path: c.req.path }, 'unexpected error');
    if (c.req.path.startsWith('/api/'))
      return c.json({ message: 'Something went wrong. Please try again.' }, 500);
    return c.text('Internal Server Error', 500);
  });

  return Object.assign(app, { answerFromMemory });
}

/** Hono's requestId rule (the middleware above): the caller's X-Request-Id when short and plain, else a new one. */
const requestIdOf = (given: string | string[] | undefined): string =>
  typeof given === 'string' && given !== '' && given.length <= 255 && !/[^\w\-=]/.test(given)
    ? given
    : randomUUID();
