import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderEventWebhook } from '../../domain/webhooks';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app';
import type { DatabaseHandle } from '../db/client';
import { jobs, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { createJobQueue } from './jobs';
import {
  attemptsForSpan,
  checkWebhookUrl,
  createWebhooksService,
  decryptSecret,
  WEBHOOK_MAX_ATTEMPTS,
} from './webhooks';

const logger = pino({ level: 'silent' });
const APP_SECRET = 'x'.repeat(40);

/** An independent receiver: checks the signature with its own HMAC and timingSafeEqual, answers as told. */
async function receiver(answers: number[] = [200], delayMs = 0) {
  const got: { id: string; body: Record<string, unknown>; verified: boolean }[] = [];
  let secret = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['webhook-timestamp']);
      const given = Buffer.from(String(req.headers['webhook-signature']));
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
      );
      const verified = given.length === expected.length && timingSafeEqual(given, expected);
      got.push({ id: String(req.headers['webhook-id']), body: JSON.parse(body), verified });
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      setTimeout(() => res.writeHead(status).end(status === 200 ? 'thanks' : 'x'.repeat(5000)), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    setSecret: (s: string) => (secret = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook rules', () => {
  it('retries span 24 hours under the queue’s backoff', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(attemptsForSpan());
    expect(WEBHOOK_MAX_ATTEMPTS).toBeGreaterThan(140);
    expect(WEBHOOK_MAX_ATTEMPTS).toBeLessThan(160);
  });

  it('maps order timeline events to webhooks', () => {
    expect(orderEventWebhook('paid', {})).toBe('order.paid');
    expect(orderEventWebhook('status', { to: 'Shipped' })).toBe('order.shipped');
    expect(orderEventWebhook('status', { to: 'Cancelled' })).toBe('order.cancelled');
    expect(orderEventWebhook('refund', {})).toBe('order.refunded');
    expect(orderEventWebhook('status', { to: 'Confirmed' })).toBeNull();
  });

  it('refuses private, link-local and loopback addresses at save', async () => {
    const prod = { allowLocal: false };
    await expect(checkWebhookUrl('https://169.254.169.254/', prod)).rejects.toThrow(/link-local address/);
    await expect(checkWebhookUrl('https://10.0.0.1/', prod)).rejects.toThrow(/private/);
    await expect(checkWebhookUrl('https://[::1]/', prod)).rejects.toThrow(/loopback/);
    await expect(checkWebhookUrl('https://0.0.0.0/', prod)).rejects.toThrow(/unspecified/);
    await expect(checkWebhookUrl('http://example.com/', prod)).rejects.toThrow(/https/);
    // a DNS name resolving to 127.0.0.1: `localhost`, which the system resolver answers from /etc/hosts (no
    // network, deterministic); and an injected resolver for a public-looking name
    await expect(checkWebhookUrl('https://localhost/', prod)).rejects.toThrow(/loopback/);
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(checkWebhookUrl('https://hooks.example.com/', { ...prod, resolve })).rejects.toThrow(
      /127\.0\.0\.1.*loopback/,
    );
    const ok = await checkWebhookUrl('https://hooks.example.com/', {
      ...prod,
      resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    });
    expect(ok.addresses[0]!.address).toBe('93.184.215.14');
    // in test and development, http://localhost is allowed
    await expect(checkWebhookUrl('http://127.0.0.1:9/', { allowLocal: true })).resolves.toBeTruthy();
  });
});

describe.each(testDatabases())('outgoing webhooks on %s', (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().delete(jobs);
    await db().delete(webhookDeliveries);
    await db().delete(webhookEndpoints);
  });

  const setUp = (
    options: { allowLocal?: boolean; resolve?: () => Promise<{ address: string; family: number }[]> } = {},
  ) => {
    const queue = createJobQueue({ db: db(), logger });
    const webhooks = createWebhooksService({
      db: db(),
      jobs: queue,
      appSecret: APP_SECRET,
      allowLocal: options.allowLocal ?? true,
      resolve: options.resolve,
    });
    return { queue, webhooks };
  };
  /** Time passes: every open job is due now. */
  const makeDue = () =>
    db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'`, lockedUntil: null });

  it('delivers a signed order.paid once; the secret is shown once and stored encrypted', async () => {
    const r = await receiver();
    const { queue, webhooks } = setUp();
    const { endpoint, secret } = await webhooks.create({ url: r.url, events: ['order.paid'] });
    r.setSecret(secret);
    expect(secret).toMatch(/^whsec_/);
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(decryptSecret(APP_SECRET, row!.secretEncrypted)).toBe(secret);
    expect(JSON.stringify(await webhooks.list())).not.toContain(secret);

    const order = { _id: 'o1', orderNumber: '#1001', total: 2500 };
    await db().transaction((tx) => webhooks.emit(tx, 'order.paid', order));
    await db().transaction((tx) => webhooks.emit(tx, 'order.shipped', order)); // not subscribed
    await queue.runDue();
    await queue.runDue();
    expect(r.got).toHaveLength(1);
    expect(r.got[0]!.verified).toBe(true);
    expect(r.got[0]!.body).toMatchObject({ type: 'order.paid', data: order });
    expect(new Date(String(r.got[0]!.body.created)).toISOString()).toBe(r.got[0]!.body.created);
    const log = await webhooks.deliveries(endpoint.id, { limit: 20, offset: 0 });
    expect(log.deliveries).toMatchObject([
      { status: 'succeeded', responseCode: 200, responseBody: 'thanks', attempts: 1 },
    ]);
    await r.close();
  });

  it('retries after a 500 and succeeds; keeps the first 1 KB of the answer', async () => {
    const r = await receiver([500, 200]);
    const { queue, webhooks } = setUp();
    const { endpoint, secret } = await webhooks.create({ url: r.url, events: ['stock.low'] });
    r.setSecret(secret);
    await db().transaction((tx) => webhooks.emit(tx, 'stock.low', { sku: 'A' }));
    await queue.runDue();
    let [d] = (await webhooks.deliveries(endpoint.id, { limit: 5, offset: 0 })).deliveries;
    expect(d).toMatchObject({ status: 'pending', responseCode: 500, attempts: 1 });
    expect(d!.responseBody).toHaveLength(1024);
    expect(await queue.runDue()).toBe(0); // backing off
    await makeDue();
    await queue.runDue();
    [d] = (await webhooks.deliveries(endpoint.id, { limit: 5, offset: 0 })).deliveries;
    expect(d).toMatchObject({ status: 'succeeded', responseCode: 200, attempts: 2 });
    expect(r.got.map((g) => g.verified)).toEqual([true, true]);
    expect(new Set(r.got.map((g) => g.body.id)).size).toBe(1); // the same event both times
    const [job] = await db().select().from(jobs);
    expect(job!.maxAttempts).toBe(WEBHOOK_MAX_ATTEMPTS);
    await r.close();
  });

  it('delivers each event exactly once across two instances', async () => {
    const r = await receiver();
    const a = setUp();
    const b = setUp();
    const { secret } = await a.webhooks.create({ url: r.url, events: ['quote.requested'] });
    r.setSecret(secret);
    for (let n = 0; n < 6; n++)
      await db().transaction((tx) => (n % 2 ? a : b).webhooks.emit(tx, 'quote.requested', { n }));
    await Promise.all([a.queue.runDue(), b.queue.runDue()]);
    expect(r.got).toHaveLength(6);
    expect(new Set(r.got.map((g) => g.body.id)).size).toBe(6);
    await r.close();
  });

  it('refuses at save, and again at send when the name now resolves to a private address', async () => {
    let answer = '93.184.215.14';
    const { queue, webhooks } = setUp({
      allowLocal: false,
      resolve: async () => [{ address: answer, family: 4 }],
    });
    await expect(
      webhooks.create({ url: 'https://169.254.169.254/', events: ['order.paid'] }),
    ).rejects.toThrow();
    await expect(webhooks.create({ url: 'https://10.0.0.1/', events: ['order.paid'] })).rejects.toThrow();
    const { endpoint } = await webhooks.create({ url: 'https://hooks.example.com/', events: ['order.paid'] });
    answer = '10.1.2.3';
    await db().transaction((tx) => webhooks.emit(tx, 'order.paid', {}));
    await queue.runDue();
    const [d] = (await webhooks.deliveries(endpoint.id, { limit: 5, offset: 0 })).deliveries;
    expect(d).toMatchObject({ status: 'pending', responseCode: null });
    expect(d!.responseBody).toMatch(/10\.1\.2\.3.*private/);
  });

  it('a slow receiver never slows the emitting transaction; send again and a test event', async () => {
    const r = await receiver([200], 1500);
    const { queue, webhooks } = setUp();
    const { endpoint, secret } = await webhooks.create({ url: r.url, events: ['product.updated'] });
    r.setSecret(secret);
    const started = Date.now();
    await db().transaction((tx) => webhooks.emit(tx, 'product.updated', { id: 'p' }));
    expect(Date.now() - started).toBeLessThan(500);
    expect(r.got).toHaveLength(0);
    await queue.runDue();
    expect(r.got).toHaveLength(1);

    const test = await webhooks.sendTest(endpoint.id);
    await queue.runDue();
    expect(r.got[1]!.body).toMatchObject({ type: 'ping', id: test.eventId });
    await webhooks.resend(test.deliveryId);
    await queue.runDue();
    expect(r.got).toHaveLength(3);
    expect(r.got[2]!.body.id).toBe(test.eventId);
    expect(r.got.every((g) => g.verified)).toBe(true);

    await webhooks.archive(endpoint.id);
    expect(await webhooks.list()).toEqual([]);
    await db().transaction((tx) => webhooks.emit(tx, 'product.updated', { id: 'p' }));
    expect((await webhooks.deliveries(endpoint.id, { limit: 10, offset: 0 })).total).toBe(2);
    await r.close();
  }, 15_000);
});
