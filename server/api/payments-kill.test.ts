import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { startFakeStripe, type FakeStripe } from '../../tests/helpers/fake-stripe';
import { startShopProcess, type ShopProcess } from '../../tests/helpers/shop-process';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createPostgresTestDatabase } from '../../tests/helpers/test-app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobs, orderEvents, orders } from '../db/schema';
import { CUSTOMER_MAIL, SELLER_MAIL } from '../services/orders/orders';

const PORT = 3381;
const SELLER = 'orders@kill.test';
const ADDRESS = {
  firstName: 'Kit',
  lastName: 'Morgan',
  address: '3 Wharf Road',
  postCode: 'LS1 4AP',
  city: 'Leeds',
  country: 'United Kingdom',
  email: 'kit@example.co.uk',
  phone: '0113 496 0001',
};

/**
 * The shop as a real process on PostgreSQL, killed with SIGKILL (no shutdown, no finally) at the worst moments of
 * a Stripe payment, then started again: the order is paid once and each of its two mails arrives once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a shop process killed mid-payment (skipped: needs TEST_DATABASE_URL, which .ci/run sets)',
  { timeout: 60_000 },
  () => {
    let dropDatabase: () => Promise<void>;
    let databaseUrl: string;
    let database: DatabaseHandle;
    let stripe: FakeStripe;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let dataDir: string;
    /** Mails the SMTP server takes in but never answers, as a server that hangs mid-send. */
    let holding: (to: string[]) => boolean = () => false;
    let shop: ShopProcess | null = null;

    beforeAll(async () => {
      ({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase());
      database = openDatabase({ url: databaseUrl, maxConnections: 2 });
      await database.migrate();
      stripe = await startFakeStripe();
      smtp = await startSmtpServer({ hold: (mail) => holding(mail.to) });
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-kill-'));
    });
    afterAll(async () => {
      await database?.close();
      await dropDatabase?.();
      await stripe?.close();
      await smtp?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });
    beforeEach(() => {
      smtp.messages.length = 0;
      holding = () => false;
    });
    afterEach(async () => {
      await shop?.kill();
      shop = null;
    });

    const start = async () =>
      (shop = await startShopProcess(PORT, {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        APP_SECRET: 'the-kill-test-secret-0123456789abcdef',
        SHOP_EMAIL: SELLER,
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_local_fake',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      }));
    const send = async (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${shop!.url}/api${p}`, {
        method,
        headers: { 'content-type': 'application/json', origin: shop!.url, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
    const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 15_000) => {
      const deadline = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > deadline)
          throw new Error(`Waited ${ms} ms for ${what}. The shop said:\n${shop?.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    /** A customer's cart checked out through HTTP: Stripe has the session, the order waits unpaid. */
    async function checkedOut() {
      const product = (await createProduct(database.db, { price: 1850 }))!;
      const user = await createCustomer(database.db);
      const login = await send('POST', '/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const added = await send(
        'POST',
        '/cart',
        { productId: product.id, size: 'M', color: 'Navy', quantity: 4 },
        { cookie },
      );
      expect(added.status).toBe(200);
      const checkout = await send(
        'POST',
        '/payments/create-checkout-session',
        { shippingAddress: ADDRESS },
        { cookie },
      );
      expect(checkout.status).toBe(200);
      const { sessionId, orderId } = (await checkout.json()) as { sessionId: string; orderId: string };
      expect(stripe.sessions.get(sessionId)).toMatchObject({ client_reference_id: orderId, status: 'open' });
      return { sessionId, orderId };
    }
    const webhook = (sessionId: string) => {
      const event = stripe.signedWebhook('checkout.session.completed', stripe.sessions.get(sessionId)!);
      return send('POST', '/payments/webhook', event.body, {
        'stripe-signature': event.signature,
        origin: '',
      });
    };
    const orderOf = async (id: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const paidEvents = async (id: string) =>
      database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'paid')));
    const mailJobsOf = (orderId: string) =>
      database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'orderId' = ${orderId}`);

    it('killed between the checkout session and the webhook: after a restart the order is paid once, one set of mails', async () => {
      await start();
      const { sessionId, orderId } = await checkedOut();
      await shop!.kill();

      // the shopper pays on Stripe's page while the shop is down: the webhook finds nobody
      stripe.completeSession(sessionId);
      await expect(webhook(sessionId)).rejects.toThrow();
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'unpaid' });

      // started again, Stripe's retry and the success page's check arrive together
      await start();
      const [hook, verify] = await Promise.all([
        webhook(sessionId),
        send('GET', `/payments/verify-payment?session_id=${sessionId}`),
      ]);
      expect(hook.status).toBe(200);
      expect(verify.status).toBe(200);
      await until('both mails', () => smtp.messages.length >= 2);
      // a further retry of the webhook changes nothing
      expect((await webhook(sessionId)).status).toBe(200);
      // the worker polls every second: give it two more rounds to send anything it should not
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      const order = await orderOf(orderId);
      expect(order.paymentStatus).toBe('paid');
      expect(order.mailsSentAt).toBeInstanceOf(Date);
      expect(await paidEvents(orderId)).toHaveLength(1);
      expect(mailsTo(ADDRESS.email)).toHaveLength(1);
      expect(mailsTo(SELLER)).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2);
      expect(mailsTo(ADDRESS.email)[0]!.raw).toContain('is confirmed');
      const mailJobs = await mailJobsOf(orderId);
      expect(mailJobs.map((j) => j.kind).sort()).toEqual([CUSTOMER_MAIL, SELLER_MAIL].sort());
      expect(mailJobs.every((j) => j.doneAt && j.attempts === 1)).toBe(true);
    });

    it("killed while the worker is sending the customer's mail: a restart sends it, and nothing twice", async () => {
      await start();
      const { sessionId, orderId } = await checkedOut();
      // the mail server takes the customer's mail in and hangs: the worker is mid-send
      let held = 0;
      holding = (to) => to.includes(ADDRESS.email) && ++held > 0;
      stripe.completeSession(sessionId);
      expect((await webhook(sessionId)).status).toBe(200);
      await until('the customer mail to be mid-send', () => held > 0);
      const killedPid = shop!.pid;
      await shop!.kill();
      expect(mailsTo(ADDRESS.email)).toHaveLength(0);
      const customerJob = (await mailJobsOf(orderId)).find((j) => j.kind === CUSTOMER_MAIL)!;
      expect(customerJob).toMatchObject({ doneAt: null, attempts: 1 });
      expect(customerJob.claimedBy).toContain(`:${killedPid}:`);

      // the dead worker's lease (two minutes) passes; the mail server is well again
      holding = () => false;
      await database.db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(sql`${jobs.payload}->>'orderId' = ${orderId} and ${jobs.doneAt} is null`);
      await start();
      await until('the customer mail', () => mailsTo(ADDRESS.email).length >= 1);
      await until('the seller mail', () => mailsTo(SELLER).length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      expect(mailsTo(ADDRESS.email)).toHaveLength(1);
      expect(mailsTo(SELLER)).toHaveLength(1);
      expect(await paidEvents(orderId)).toHaveLength(1);
      const after = (await mailJobsOf(orderId)).find((j) => j.kind === CUSTOMER_MAIL)!;
      expect(after.doneAt).toBeInstanceOf(Date);
      expect(after.attempts).toBe(2);
      expect(after.claimedBy).not.toContain(`:${killedPid}:`);
      expect((await orderOf(orderId)).mailsSentAt).toBeInstanceOf(Date);
    });
  },
);
