import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AddToCartSchema } from '../../domain/schemas/cart';
import { ProductListQuerySchema } from '../../domain/schemas/catalogue';
import { createCustomer, createProduct } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import {
  createPostgresTestDatabase,
  createTestApp,
  testDatabases,
  type TestApp,
} from '../../tests/helpers/test-app';
import type { PageHandler, ShopApp } from '../app';
import { listen } from '../start';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { products, productStock } from '../db/schema';
import { VERSION_MAX_AGE_MS } from '../services/catalogue';
import {
  PUBLIC_CACHE_CONTROL,
  SHELL_CACHE_CONTROL,
  STOCK_SHOWN_MAX_AGE_MS,
  UNKEPT_CACHE_CONTROL,
} from './page-cache';

/** A change written straight to the database (as another instance would) shows once the versions are re-read. */
const versionsReread = () => sleep(VERSION_MAX_AGE_MS + 50);

/**
 * A page handler that draws what the real root and product page draw from the same services: the product's
 * price and picture, Login or the visitor's name, the cart badge (on the shell: neither, as the root does), a
 * script with the CSP nonce. It counts renders and notes every cookie token a render was handed.
 */
function countingPages() {
  const renders: string[] = [];
  const tokensSeen: string[] = [];
  const handler: PageHandler = async (request, context) => {
    const { app } = context;
    const path = new URL(request.url).pathname;
    renders.push(path);
    for (const token of [context.sessionToken, context.cartToken, context.deviceToken])
      if (token) tokensSeen.push(token);
    const { user, cartCount } = await app.services.visitor.summary(context);
    const id = /^\/product\/(.+)$/.exec(path)?.[1];
    const product = id ? await app.services.catalogue.getShopProduct(id) : null;
    const { products: listed } = await app.services.catalogue.listProducts(ProductListQuerySchema.parse({}));
    const header = context.shell
      ? '<span class="who"></span>'
      : user
        ? `<span class="who">${user.firstName} ${user.lastName}</span><b class="cart">${cartCount}</b>`
        : '<a>Login</a><b class="cart">0</b>';
    const body = product
      ? `<h1>${product.title}</h1><p class="price">${product.price}</p><img src="${product.frontImage}">`
      : `<ul>${listed.map((p) => `<li>${p.title} ${p.price}</li>`).join('')}</ul>`;
    return new Response(
      `<!doctype html><html><body><header>${header}</header>${body}` +
        `<script nonce="${context.cspNonce}">1</script></body></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  };
  return { handler, renders, tokensSeen };
}

async function logIn(t: TestApp) {
  const customer = await createCustomer(t.ctx.database.db, { firstName: 'Priya', lastName: 'Shah' });
  const { token } = await t.ctx.services.auth.login(customer.email, customer.password, 'customer', '1.2.3.4');
  return { customer, cookie: `sid=${token}` };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe.each(testDatabases())('pages a first-time visitor sees come from memory (%s)', (kind) => {
  let t: TestApp;
  let pages: ReturnType<typeof countingPages>;

  beforeAll(async () => {
    pages = countingPages();
    t = await createTestApp(kind, { PUBLIC_URL: 'https://shop.example' }, { pageHandler: pages.handler });
  });
  afterAll(() => t.close());
  afterEach(() => {
    pages.renders.length = 0;
    pages.tokensSeen.length = 0;
  });

  it('draws a product page once, then answers from memory with an ETag, and 304 when it matches', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Cached Polo', price: 1500 });
    await versionsReread();
    const first = await t.request(`/product/${product.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('miss');
    const firstHtml = await first.text();
    expect(firstHtml).toContain('<p class="price">1500</p>');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('Vary')).toBe('Cookie, Accept-Encoding');

    const second = await t.request(`/product/${product.id}`);
    expect(second.headers.get('X-Cache')).toBe('hit');
    const secondHtml = await second.text();
    expect(secondHtml).toBe(firstHtml);
    expect(second.headers.get('ETag')).toBe(etag);
    // a page many visitors get can't rest on one request's nonce: its CSP names its inline scripts' hashes
    const policy = second.headers.get('Content-Security-Policy')!;
    expect(nonceOf(policy)).toBeUndefined();
    expect(policy).toContain(`'sha256-${createHash('sha256').update('1').digest('base64')}'`);
    expect(first.headers.get('Content-Security-Policy')).toBe(policy);
    expect(pages.renders).toEqual([`/product/${product.id}`]);

    const revalidated = await t.request(`/product/${product.id}`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    const other = await t.request(`/product/${product.id}`, { headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);

    const gz = await t.request(`/product/${product.id}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(firstHtml);
    expect(pages.renders).toHaveLength(1);
  });

  it('shows a changed price, a changed picture and a new product on the next anonymous view', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Changing Polo', price: 1800 });
    await versionsReread();
    await t.request(`/product/${product.id}`);
    await t.request('/products');
    expect((await t.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('hit');

    await t.ctx.database.db
      .update(products)
      .set({ price: 2100, frontImage: '/files/demo/new-front.webp' })
      .where(eq(products.id, product.id));
    await versionsReread();
    const after = await t.request(`/product/${product.id}`);
    expect(after.headers.get('X-Cache')).toBe('miss');
    const html = await after.text();
    expect(html).toContain('<p class="price">2100</p>');
    expect(html).toContain('/files/demo/new-front.webp');

    await createProduct(t.ctx.database.db, { title: 'Brand New Hoodie', price: 3300 });
    await versionsReread();
    const listing = await t.request('/products');
    expect(await listing.text()).toContain('Brand New Hoodie 3300');
  });

  it('reads the versions again after a moment, and at once after a change made through this instance', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Window Polo', price: 1200 });
    await versionsReread();
    await t.request('/products');
    await t.request(`/product/${product.id}`);
    // written by someone else (another instance): seen once the versions are read again…
    await t.ctx.database.db.update(products).set({ price: 1300 }).where(eq(products.id, product.id));
    await versionsReread();
    expect(await (await t.request(`/product/${product.id}`)).text()).toContain('<p class="price">1300</p>');

    // …while the seller's delete through this instance's API shows on the very next view
    await t.ctx.services.auth.upsertSeller({ email: 'seller@cache.test', password: 'seller-password' });
    const seller = await apiClient(t).login('/auth/admin/login', 'seller@cache.test', 'seller-password');
    expect((await t.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('hit');
    const deleted = await t.request(`/api/products/delete/${product.id}`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost', cookie: seller },
    });
    expect(deleted.status).toBe(200);
    const after = await t.request(`/product/${product.id}`);
    expect(after.headers.get('X-Cache')).toBe('miss');
    expect(await after.text()).not.toContain('Window Polo');
  });

  it('draws a product page again when its stock has moved and it is a few seconds old, and leaves the other pages be', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Stock Polo' });
    await versionsReread();
    await t.request('/products');
    await t.request(`/product/${product.id}`);
    await t.ctx.database.db
      .insert(productStock)
      .values({ productId: product.id, colour: '#000000', size: 'M', quantity: 7 })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.colour, productStock.size],
        set: { quantity: 7 },
      });
    await versionsReread();
    // the stock a page shows may be a few seconds old (a checkout moves it): drawn again once it is that old
    expect((await t.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('hit');
    await sleep(STOCK_SHOWN_MAX_AGE_MS);
    expect((await t.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('miss');
    expect((await t.request('/products')).headers.get('X-Cache')).toBe('hit');
    // the stock standing still, the page is kept past that
    expect((await t.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('hit');
  });

  it("never serves the anonymous page to a logged-in visitor, nor anyone's to an anonymous one", async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Shared Polo' });
    await versionsReread();
    const { cookie, customer } = await logIn(t);
    await t.ctx.services.cart.add(
      { userId: customer.id },
      AddToCartSchema.parse({ productId: product.id, colour: 'Black', size: 'M', quantity: 3 }),
    );

    const anonymous = await t.request(`/product/${product.id}`);
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).toContain('<a>Login</a><b class="cart">0</b>');
    const etag = anonymous.headers.get('ETag')!;

    // logged in after an anonymous view: the shell (drawn without their cookies), never the anonymous page,
    // not even with its ETag
    const mine = await t.request(`/product/${product.id}`, { headers: { cookie, 'If-None-Match': etag } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('X-Cache')).toBe('miss');
    expect(mine.headers.get('ETag')).not.toBe(etag);
    expect(mine.headers.get('Cache-Control')).toBe(SHELL_CACHE_CONTROL);
    const shellHtml = await mine.text();
    expect(shellHtml).toContain('<header><span class="who"></span></header>');
    expect(shellHtml).not.toContain('Login');
    expect(shellHtml).not.toContain('Priya');
    expect(shellHtml).toContain('<h1>Shared Polo</h1>');
    expect(pages.tokensSeen).toEqual([]);
    // their header comes from their own small request, never kept
    const visitor = await t.request('/api/auth/visitor', { headers: { cookie } });
    expect(visitor.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await visitor.json()).toEqual({
      user: { firstName: 'Priya', lastName: 'Shah', email: customer.email, role: 'customer' },
      cartCount: 3,
    });
    expect(await (await t.request('/api/auth/visitor')).json()).toEqual({ user: null, cartCount: 0 });

    // the next visitor with a session shares the shell: same bytes, from memory, 304 on its ETag
    const other = await logIn(t);
    const theirs = await t.request(`/product/${product.id}`, { headers: { cookie: other.cookie } });
    expect(theirs.headers.get('X-Cache')).toBe('hit');
    expect(await theirs.text()).toBe(shellHtml);
    const revalidated = await t.request(`/product/${product.id}`, {
      headers: { cookie: other.cookie, 'If-None-Match': mine.headers.get('ETag')! },
    });
    expect(revalidated.status).toBe(304);

    // an anonymous view after the logged-in ones: still the anonymous page, nothing of Priya's
    const again = await t.request(`/product/${product.id}`);
    expect(again.headers.get('X-Cache')).toBe('hit');
    expect(await again.text()).toBe(anonymousHtml);

    // the other order: logged in first on a page nobody has seen, then anonymous
    const fresh = await createProduct(t.ctx.database.db, { title: 'Fresh Polo' });
    await versionsReread();
    const loggedFirst = await t.request(`/product/${fresh.id}`, { headers: { cookie } });
    expect(await loggedFirst.text()).not.toContain('Priya');
    const anonymousAfter = await t.request(`/product/${fresh.id}`);
    expect(anonymousAfter.headers.get('X-Cache')).toBe('miss');
    expect(anonymousAfter.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    const anonymousAfterHtml = await anonymousAfter.text();
    expect(anonymousAfterHtml).not.toContain('Priya');
    expect(anonymousAfterHtml).toContain('<a>Login</a><b class="cart">0</b>');

    // a guest with a cart cookie gets the shell as well, and their count from the visitor request
    const guest = await t.request(`/product/${fresh.id}`, { headers: { cookie: 'cart=some-guest-token' } });
    expect(guest.headers.get('X-Cache')).toBe('hit');
    expect(guest.headers.get('Cache-Control')).toBe(SHELL_CACHE_CONTROL);
    expect(pages.tokensSeen).toEqual([]);
  });

  it("sends a guest's cart count to a page from the shell", async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Guest Polo' });
    const added = await t.request('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id, color: 'Black', size: 'M', finalQuantity: 4 }),
    });
    expect(added.status).toBe(200);
    const cartCookie = /cart=[^;]+/.exec(added.headers.get('Set-Cookie') ?? '')?.[0];
    expect(cartCookie).toBeTruthy();
    const visitor = await t.request('/api/auth/visitor', { headers: { cookie: cartCookie! } });
    expect(await visitor.json()).toEqual({ user: null, cartCount: 4 });
  });

  it('keeps no response that sets a cookie, and no page outside the public ones', async () => {
    let setsCookie = true;
    const handler: PageHandler = async () =>
      new Response(`<p>${setsCookie ? 'with cookie' : 'plain'}</p>`, {
        headers: {
          'Content-Type': 'text/html',
          ...(setsCookie ? { 'Set-Cookie': 'visitor=abc; Path=/' } : {}),
        },
      });
    const other = await createTestApp(kind, {}, { pageHandler: handler });
    try {
      const first = await other.request('/about');
      expect(first.headers.get('Set-Cookie')).toBe('visitor=abc; Path=/');
      expect(first.headers.get('X-Cache')).toBeNull();
      setsCookie = false;
      const second = await other.request('/about');
      expect(await second.text()).toBe('<p>plain</p>');
      expect(second.headers.get('X-Cache')).toBe('miss');
      expect(second.headers.get('Set-Cookie')).toBeNull();
      expect((await other.request('/about')).headers.get('X-Cache')).toBe('hit');
      // pages with personal addresses are never cached
      expect((await other.request('/account')).headers.get('X-Cache')).toBeNull();
      expect((await other.request('/cart')).headers.get('X-Cache')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('sends the catalogue API from memory per catalogue version, precompressed, with 304', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Api Polo', price: 999 });
    await versionsReread();
    const first = await t.request('/api/products?pageSize=50&page=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('miss');
    const body = await first.json();
    expect(JSON.stringify(body)).toContain('Api Polo');
    const hit = await t.request('/api/products?page=1&pageSize=50', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(hit.headers.get('X-Cache')).toBe('hit');
    expect(hit.headers.get('Content-Encoding')).toBe('br');
    const etag = hit.headers.get('ETag')!;
    expect(
      (await t.request('/api/products?pageSize=50&page=1', { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304);
    await t.ctx.database.db.update(products).set({ price: 1111 }).where(eq(products.id, product.id));
    await versionsReread();
    const changed = await t.request('/api/products?pageSize=50&page=1');
    expect(changed.headers.get('X-Cache')).toBe('miss');
    const priceOf = (json: { products: { _id: string; price: number }[] }) =>
      json.products.find((p) => p._id === product.id)!.price;
    const before = priceOf(body);
    expect(priceOf(await changed.json())).toBe((before * 1111) / 999);
    // the seller's reads are never taken from this cache
    expect((await t.request('/api/products/admin')).headers.get('X-Cache')).toBeNull();
  });
});

/** One request over a real socket, with only the headers given (no client adds or decodes anything). */
function overHttp(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(testDatabases())('kept answers served on a port (%s)', (kind) => {
  let t: TestApp;
  let pages: ReturnType<typeof countingPages>;
  let server: ServerType;
  let port: number;
  let fromMemory: MockInstance<ShopApp['answerFromMemory']>;

  beforeAll(async () => {
    pages = countingPages();
    t = await createTestApp(kind, { PUBLIC_URL: 'https://shop.example' }, { pageHandler: pages.handler });
    fromMemory = vi.spyOn(t.app, 'answerFromMemory');
    server = await listen(t.app, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });
  /** Whether the last request was answered before the app saw it. */
  const lastFromMemory = () => fromMemory.mock.results.at(-1)?.value as boolean;

  it("answers a hit before the app sees it, with the app's own bytes and headers", async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Socket Polo', price: 1700 });
    await versionsReread();
    const path = `/product/${product.id}`;
    const first = await overHttp(port, path);
    expect(first.headers['x-cache']).toBe('miss');
    expect(lastFromMemory()).toBe(false);
    expect(pages.renders).toEqual([path]);

    const hit = await overHttp(port, path, { headers: { 'x-request-id': 'trace-42' } });
    expect(lastFromMemory()).toBe(true);
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['x-request-id']).toBe('trace-42');
    expect(hit.body.toString()).toBe(first.body.toString());
    expect(hit.body.toString()).toContain('<p class="price">1700</p>');
    // the same answer the app gives from memory, header for header (but the date and the request's id)
    const inApp = await t.request(path);
    expect(inApp.headers.get('X-Cache')).toBe('hit');
    const named = (headers: Iterable<[string, string]>) =>
      Object.fromEntries(
        [...headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
      );
    expect(named(Object.entries(hit.headers) as [string, string][])).toEqual(named(inApp.headers));
    expect(overHttp(port, path).then((res) => res.headers['x-request-id'])).resolves.toMatch(/^[\w-]{36}$/);

    const gz = await overHttp(port, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(lastFromMemory()).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(first.body.toString());
    const br = await overHttp(port, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(first.body.toString());

    const revalidated = await overHttp(port, path, { headers: { 'if-none-match': hit.headers.etag! } });
    expect(lastFromMemory()).toBe(true);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await overHttp(port, path, { method: 'HEAD' });
    expect(lastFromMemory()).toBe(true);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
    // the query's order does not matter, as in the app
    await overHttp(port, '/products?sort=price&page=1');
    const reordered = await overHttp(port, '/products?page=1&sort=price');
    expect(lastFromMemory()).toBe(true);
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(pages.renders).toEqual([path, '/products']);
  });

  it('gives a visitor with a session or cart the shell, never the anonymous page, and no one theirs', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Private Polo', price: 1900 });
    await versionsReread();
    const path = `/product/${product.id}`;
    await overHttp(port, path);
    expect((await overHttp(port, path)).body.toString()).toContain('<a>Login</a>');
    expect(lastFromMemory()).toBe(true);

    const { cookie } = await logIn(t);
    const mine = await overHttp(port, path, { headers: { cookie } });
    expect(lastFromMemory()).toBe(false);
    expect(mine.headers['x-cache']).toBe('miss');
    const again = await overHttp(port, path, { headers: { cookie: `theme=dark; ${cookie}` } });
    expect(lastFromMemory()).toBe(true);
    expect(again.headers['cache-control']).toBe(SHELL_CACHE_CONTROL);
    const html = again.body.toString();
    expect(html).toContain('<header><span class="who"></span></header>');
    expect(html).not.toContain('Login');
    expect(html).not.toContain('Priya');
    const guest = await overHttp(port, path, { headers: { cookie: 'cart=some-guest-token' } });
    expect(lastFromMemory()).toBe(true);
    expect(guest.body.toString()).toBe(html);
    // an empty cookie is no session: the anonymous page
    const anonymous = await overHttp(port, path, { headers: { cookie: 'sid=; cart=' } });
    expect(anonymous.body.toString()).toContain('<a>Login</a>');
    expect(pages.tokensSeen).toEqual([]);
  });

  it('leaves to the app what it cannot key as the app does, and every write', async () => {
    const product = await createProduct(t.ctx.database.db, { title: 'Plain Polo', price: 2000 });
    await versionsReread();
    const path = `/product/${product.id}`;
    await overHttp(port, path);
    for (const [target, headers] of [
      [`/product/${product.id.replace('-', '%2D')}`, {}],
      [`/products/../product/${product.id}`, {}],
    ] as const) {
      const res = await overHttp(port, target, { headers });
      expect(lastFromMemory(), target).toBe(false);
      expect(res.status, target).toBe(200);
    }
    const posted = await overHttp(port, path, {
      method: 'POST',
      headers: { origin: 'https://shop.example' },
    });
    expect(lastFromMemory()).toBe(false);
    expect(posted.headers['x-cache']).toBeUndefined();
  });
});

/** What is kept of requests anyone can shape: their query string and, behind a proxy, their host. */
describe('what a request can make the cache keep', () => {
  let t: TestApp;
  let renders: string[];

  beforeAll(async () => {
    renders = [];
    // no PUBLIC_URL, behind one trusted proxy (the test app's TRUST_PROXY=1): links follow the forwarded host
    t = await createTestApp(
      'pglite',
      {},
      {
        pageHandler: async (request, context) => {
          const url = new URL(request.url);
          renders.push(url.pathname + url.search);
          return new Response(`<link rel="canonical" href="${context.origin}${url.pathname}">`, {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          });
        },
      },
    );
  });
  afterAll(() => t.close());
  afterEach(() => (renders.length = 0));
  const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers });

  it('keeps no page whose links a forwarded host drew, and no shared cache may keep it either', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/about', { 'x-forwarded-host': 'evil.example' });
      expect(await res.text()).toBe('<link rel="canonical" href="http://evil.example/about">');
      expect(res.headers.get('X-Cache')).toBeNull();
      expect(res.headers.get('Cache-Control')).toBe(UNKEPT_CACHE_CONTROL);
    }
    expect(renders).toEqual(['/about', '/about']);
    // the shop's own host is kept as before, and the forwarded one never got in
    expect((await get('/about')).headers.get('X-Cache')).toBe('miss');
    const hit = await get('/about');
    expect(hit.headers.get('X-Cache')).toBe('hit');
    expect(await hit.text()).toBe('<link rel="canonical" href="http://localhost/about">');
  });

  it('keys a listing on the parameters it reads, in any order, and leaves tracking ones out', async () => {
    expect((await get('/products?sort=price-low&page=2')).headers.get('X-Cache')).toBe('miss');
    expect((await get('/products?page=2&sort=price-low')).headers.get('X-Cache')).toBe('hit');
    const tagged = await get('/products?page=2&utm_source=promo-mail&sort=price-low&fbclid=abc');
    expect(tagged.headers.get('X-Cache')).toBe('hit');
    // a tagged request the cache does not have is drawn for itself and not kept; once the page is, it is served
    const first = await get('/guide?utm_campaign=spring');
    expect(first.headers.get('X-Cache')).toBeNull();
    expect(first.headers.get('Cache-Control')).toBe(UNKEPT_CACHE_CONTROL);
    expect((await get('/guide?utm_campaign=spring')).headers.get('X-Cache')).toBeNull();
    expect((await get('/guide')).headers.get('X-Cache')).toBe('miss');
    expect((await get('/guide?utm_campaign=spring')).headers.get('X-Cache')).toBe('hit');
    expect(renders).toEqual([
      '/products?sort=price-low&page=2',
      '/guide?utm_campaign=spring',
      '/guide?utm_campaign=spring',
      '/guide',
    ]);
  });

  it.each([
    '/about?x=1',
    '/product/some-polo?nonce=8f14e45f',
    '/products?page=1&page=2',
    `/products?sort=${'a'.repeat(41)}`,
    '/products?brand=%3Cscript%3E',
  ])('draws %s afresh and keeps none of it', async (path) => {
    for (let i = 0; i < 2; i++) expect((await get(path)).headers.get('X-Cache'), path).toBeNull();
  });

  it('is not emptied of its pages by a flood of unique query strings', async () => {
    await get('/faqs');
    expect((await get('/faqs')).headers.get('X-Cache')).toBe('hit');
    // more than the cache holds (1,000): unknown parameters, then a listing's own, page after page
    for (let i = 0; i < 1100; i++) await get(`/faqs?x=${i}`);
    for (let i = 1; i <= 1100; i++) await get(`/products?page=${i}`);
    expect((await get('/faqs')).headers.get('X-Cache')).toBe('hit');
    // the listing's pages are kept within their own bounds: the latest ones
    expect((await get('/products?page=1100')).headers.get('X-Cache')).toBe('hit');
    expect((await get('/products?page=1')).headers.get('X-Cache')).toBe('miss');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL share no stale page', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const instance = async () => {
      const handle = openDatabase({ url: database.url, maxConnections: 4 });
      handles.push(handle);
      await handle.migrate();
      return createTestApp('postgres', {}, { database: handle, pageHandler: countingPages().handler });
    };
    [a, b] = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(handles.map((h) => h.close()));
    await drop?.();
  });

  it('a change made on one instance shows on the next anonymous view on both', async () => {
    const product = await createProduct(a.ctx.database.db, { title: 'Two Shop Polo', price: 1400 });
    await versionsReread();
    for (const shop of [a, b]) {
      await shop.request(`/product/${product.id}`);
      await shop.request('/products');
      expect((await shop.request(`/product/${product.id}`)).headers.get('X-Cache')).toBe('hit');
    }
    await a.ctx.database.db
      .update(products)
      .set({ price: 1650, frontImage: '/files/demo/two-shop.webp' })
      .where(eq(products.id, product.id));
    await createProduct(a.ctx.database.db, { title: 'Second Shop Jacket', price: 4200 });
    await versionsReread();
    for (const shop of [b, a]) {
      const page = await shop.request(`/product/${product.id}`);
      const html = await page.text();
      expect(html).toContain('<p class="price">1650</p>');
      expect(html).toContain('/files/demo/two-shop.webp');
      expect(await (await shop.request('/products')).text()).toContain('Second Shop Jacket 4200');
    }
  });
});
