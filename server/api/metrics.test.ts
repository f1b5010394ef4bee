import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { payTestCheckout, UK_ADDRESS } from '../../tests/helpers/api';
import { startLocalS3, type LocalS3 } from '../../tests/helpers/s3';
import { shopperApi } from '../../tests/helpers/shopper-api';
import {
  createTestApp,
  createTestDatabase,
  testDatabases,
  useSmtpServer,
  useTestApp,
  type TestApp,
} from '../../tests/helpers/test-app';
import { createHttpApp, type PageHandler } from '../app';
import { loadConfig } from '../config';
import { createAppContext } from '../context';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** One sample of a scrape: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*)\})? (-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|[Nn][Aa][Nn]|[+-][Ii][Nn][Ff])$/;

/**
 * The Prometheus text exposition format (0.0.4), read strictly: every line a HELP, a TYPE or a sample; every
 * sample of a family announced by TYPE (histograms' _bucket, _sum and _count under their family's name). Values
 * as Go's ParseFloat reads them, as Prometheus does (prom-client writes `Nan`).
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const name = match[1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(family), `no TYPE for ${name}`).toBe(true);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there are none). */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

/** A page handler standing for React Router's: a plain page, kept by the page cache like the real ones. */
const page: PageHandler = async () =>
  new Response('<!doctype html><title>Shop</title><h1>Workwear</h1>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

describe.each(testDatabases())('metrics and readiness on %s', (kind) => {
  describe('without METRICS_TOKEN', () => {
    const t = useTestApp(kind);

    it('serves no /metrics at all', async () => {
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    });

    it('answers /api/health without asking the database, and /api/ready when both stores answer', async () => {
      const health = await t.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await t.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true });
    });
  });

  describe('with METRICS_TOKEN', () => {
    const smtp = useSmtpServer();
    const t = useTestApp(
      kind,
      () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test', METRICS_TOKEN: TOKEN }),
      // jobs wait until the test runs them: the queue's gauges have something to show
      { worker: false, pageHandler: page },
    );
    const { send, cookiesOf, checkout } = shopperApi(
      () => t,
      () => '10.9.0.1',
    );
    const scrape = async () => {
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parseExposition(await res.text());
    };

    it.each([
      ['no Authorization header', undefined],
      ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
      ['a token one character short', `Bearer ${TOKEN.slice(0, -1)}`],
      ['the token without the Bearer scheme', TOKEN],
      ['Basic credentials', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`],
    ])('refuses %s with 401 and WWW-Authenticate: Bearer', async (_, authorization) => {
      const res = await t.request('/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
      expect(await res.text()).not.toContain('shop_');
    });

    it('serves the text format to the right token, with every family named', async () => {
      const samples = await scrape();
      const names = new Set(samples.map((s) => s.name));
      for (const name of [
        'shop_orders_placed_total',
        'shop_orders_paid_total',
        'shop_mails_sent_total',
        'shop_mails_failed_total',
        'shop_page_cache_hits_total',
        'shop_page_cache_misses_total',
      ])
        expect(names).toContain(name);
      // the process's own metrics, with the token set
      expect(names).toContain('process_cpu_user_seconds_total');
    });

    it('counts a purchase: orders placed and paid, requests by route pattern, queued jobs, mails sent', async () => {
      const before = await scrape();
      const product = (await createProduct(t.ctx.database.db, { price: 1250 }))!;

      const listed = await send('GET', `/products/${product.id}`);
      expect(listed.status).toBe(200);
      const added = await send('POST', '/cart', {
        productId: product.id,
        size: 'M',
        color: 'Navy',
        finalQuantity: 2,
      });
      expect(added.status).toBe(200);
      const started = await checkout(cookiesOf(added), { ...UK_ADDRESS, email: 'buyer@example.co.uk' });
      expect(started.status).toBe(200);
      const { sessionId } = (await started.json()) as { sessionId: string };
      const paid = await payTestCheckout(t, sessionId, '10.9.0.1');
      expect(paid.status).toBe(200);

      const waiting = await scrape();
      const delta = (samples: Sample[], name: string, labels?: Record<string, string>) =>
        valueOf(samples, name, labels) - valueOf(before, name, labels);
      expect(delta(waiting, 'shop_orders_placed_total')).toBe(1);
      expect(delta(waiting, 'shop_orders_paid_total')).toBe(1);

      // requests under the route's pattern, never the raw path with its ids
      const routes = new Set(
        waiting.filter((s) => s.name === 'shop_http_requests_total').map((s) => s.labels.route),
      );
      for (const route of routes) expect(route).not.toContain(product.id);
      expect(
        delta(waiting, 'shop_http_requests_total', {
          method: 'POST',
          route: '/api/payments/create-checkout-session',
          status: '2xx',
        }),
      ).toBe(1);
      expect(
        delta(waiting, 'shop_http_requests_total', { method: 'POST', route: '/api/cart', status: '2xx' }),
      ).toBe(1);
      expect(
        delta(waiting, 'shop_http_requests_total', { method: 'POST', route: '/api/payments/webhook' }),
      ).toBe(1);
      expect(delta(waiting, 'shop_http_requests_total', { method: 'GET', route: '/api/products/:id' })).toBe(
        1,
      );
      expect(
        delta(waiting, 'shop_http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/payments/create-checkout-session',
        }),
      ).toBe(1);
      expect(
        valueOf(waiting, 'shop_http_request_duration_seconds_bucket', {
          route: '/api/payments/create-checkout-session',
          le: '+Inf',
        }),
      ).toBe(
        valueOf(waiting, 'shop_http_request_duration_seconds_count', {
          route: '/api/payments/create-checkout-session',
        }),
      );

      // the paid order's mails wait as jobs: the queue's depth and age per kind
      const queued = waiting.filter((s) => s.name === 'shop_jobs_queued' && s.value > 0);
      expect(queued.length).toBeGreaterThan(0);
      expect(valueOf(waiting, 'shop_jobs_queued')).toBeGreaterThanOrEqual(2);
      for (const { labels } of queued)
        expect(valueOf(waiting, 'shop_jobs_oldest_age_seconds', labels)).toBeGreaterThanOrEqual(0);
      expect(delta(waiting, 'shop_mails_sent_total')).toBe(0);

      // the worker sends them: read over SMTP, counted as sent, the queue empty again
      const mailsBefore = smtp.messages.length;
      expect(await t.ctx.jobs.runDue()).toBeGreaterThanOrEqual(2);
      const sent = smtp.messages.length - mailsBefore;
      expect(smtp.messages.some((m) => m.to.includes('buyer@example.co.uk'))).toBe(true);
      const after = await scrape();
      expect(sent).toBeGreaterThanOrEqual(2);
      expect(delta(after, 'shop_mails_sent_total')).toBe(sent);
      expect(delta(after, 'shop_mails_failed_total')).toBe(0);
      for (const { labels } of queued) {
        expect(valueOf(after, 'shop_jobs_queued', labels)).toBe(0);
        expect(valueOf(after, 'shop_jobs_oldest_age_seconds', labels)).toBe(0);
      }
    });

    it('counts a page-cache miss then a hit for two GETs of a kept page', async () => {
      const before = await scrape();
      const first = await t.request('/about');
      const second = await t.request('/about');
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
      const after = await scrape();
      const delta = (name: string) => valueOf(after, name) - valueOf(before, name);
      expect(delta('shop_page_cache_misses_total')).toBe(1);
      expect(delta('shop_page_cache_hits_total')).toBe(1);
      // a page is counted as one, whatever its address
      expect(
        valueOf(after, 'shop_http_requests_total', { method: 'GET', route: '(page)' }) -
          valueOf(before, 'shop_http_requests_total', { method: 'GET', route: '(page)' }),
      ).toBe(2);
    });
  });

  describe('mails that fail', () => {
    let stopped = '';
    beforeAll(async () => {
      // an SMTP address where nothing listens: a server that stopped
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      stopped = `smtp://127.0.0.1:${port}`;
    });
    const t = useTestApp(kind, () => ({ SMTP_URL: stopped, METRICS_TOKEN: TOKEN }));

    it('are counted as failed, not sent', async () => {
      await expect(
        t.ctx.mailer.send({ to: 'someone@example.co.uk', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }),
      ).rejects.toThrow();
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      const samples = parseExposition(await res.text());
      expect(valueOf(samples, 'shop_mails_failed_total')).toBe(1);
      expect(valueOf(samples, 'shop_mails_sent_total')).toBe(0);
    });
  });

  it("logs each request as a JSON line with its request id, the caller's or a new one", async () => {
    const lines: string[] = [];
    const database = await createTestDatabase(kind);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-logs-'));
    // as the shop makes its logger (context.ts), writing here rather than to standard output
    const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(line) });
    const ctx = createAppContext(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }),
      {
        database,
        logger,
      },
    );
    try {
      const app = createHttpApp(ctx);
      const given = await app.request('/api/health', { headers: { 'x-request-id': 'probe-42' } });
      const made = await app.request('/api/nothing-here');
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged.filter((l) => l.msg === 'request')).toEqual([
        expect.objectContaining({ reqId: 'probe-42', method: 'GET', path: '/api/health', status: 200 }),
        expect.objectContaining({
          reqId: made.headers.get('x-request-id'),
          path: '/api/nothing-here',
          status: 404,
        }),
      ]);
      expect(given.headers.get('x-request-id')).toBe('probe-42');
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      ctx.mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('/api/ready', () => {
    it('names the file store when its folder cannot be written', async () => {
      const app = await createTestApp(kind);
      try {
        expect((await app.request('/api/ready')).status).toBe(200);
        // a file where the files folder was: nothing can be written under it, whoever the process runs as
        const dir = path.join(app.ctx.config.dataDir, 'files');
        await rm(dir, { recursive: true, force: true });
        await writeFile(dir, 'not a folder');
        const res = await app.request('/api/ready');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ ok: false, failed: ['files'] });
      } finally {
        await app.close();
      }
    });

    it('names the database once it is closed, and health still answers', async () => {
      const database = await createTestDatabase(kind);
      const app = await createTestApp(kind, {}, { database });
      try {
        await database.close();
        const res = await app.request('/api/ready');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ ok: false, failed: ['database'] });
        expect((await app.request('/api/health')).status).toBe(200);
      } finally {
        await app.close();
      }
    });

    describe('on S3', () => {
      let s3: LocalS3;
      let app: TestApp;
      beforeAll(async () => {
        s3 = await startLocalS3();
        app = await createTestApp(kind, s3.env());
      });
      afterAll(async () => {
        await app?.close();
      });

      it('is ready while the bucket answers, and names the files within 3 s once it is down', async () => {
        expect(await (await app.request('/api/ready')).json()).toEqual({ ok: true });
        await s3.close();
        const started = performance.now();
        const res = await app.request('/api/ready');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ ok: false, failed: ['files'] });
        expect(performance.now() - started).toBeLessThan(4_000);
      });
    });
  });
});
