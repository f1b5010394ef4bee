import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../tests/factories';
import { startFakeStripe, type FakeStripe } from '../tests/helpers/fake-stripe';
import { instanceCalls, cookiesOf, UK_ADDRESS } from '../tests/helpers/api';
import { startSmtpServer } from '../tests/helpers/smtp';
import { createPostgresTestDatabase, createTestApp, type TestApp } from '../tests/helpers/test-app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { jobs, orders, products } from './db/schema';
import { defineJob } from './services/jobs';
import { CUSTOMER_MAIL, SELLER_MAIL } from './services/orders/orders';

const SELLER = 'orders@multi.test';
const APP_SECRET = 'one-secret-shared-by-every-instance-0123456789';
const ADDRESS = { ...UK_ADDRESS, email: 'ash@example.co.uk' };

/**
 * Two shop instances behind one load balancer: each its own app context, connection pool, data folder and job
 * worker, on one PostgreSQL database. Whatever one does, the other sees on its next request; a catalogue change
 * within a second (VERSION_MAX_AGE_MS).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (skipped: needs TEST_DATABASE_URL, which .ci/run sets)',
  () => {
    let dropDatabase: () => Promise<void>;
    const handles: DatabaseHandle[] = [];
    let a: TestApp;
    let b: TestApp;
    let stripe: FakeStripe;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let ip = 0;

    beforeAll(async () => {
      const database = await createPostgresTestDatabase();
      dropDatabase = database.drop;
      stripe = await startFakeStripe();
      smtp = await startSmtpServer();
      const env = {
        APP_SECRET,
        SHOP_EMAIL: SELLER,
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_local_fake',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      };
      const instance = async () => {
        const handle = openDatabase({ url: database.url, maxConnections: 4 });
        handles.push(handle);
        await handle.migrate();
        return createTestApp('postgres', env, { database: handle });
      };
      // both start at once, as a deployment's instances do: the migrations run once, behind a lock
      [a, b] = await Promise.all([instance(), instance()]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const handle of handles) await handle.close();
      await dropDatabase?.();
      await stripe?.close();
      await smtp?.close();
    });
    beforeEach(() => {
      ip++;
      smtp.messages.length = 0;
    });

    const send = instanceCalls(() => `10.77.0.${ip}`);
    const productOn = async (app: TestApp, id: string) => {
      const res = await send(app, 'GET', `/products/${id}`);
      return res.status === 200
        ? ((await res.json()).product as { price: number; frontImage: string })
        : null;
    };
    const listedTitles = async (app: TestApp) =>
      ((await (await send(app, 'GET', '/products?pageSize=100')).json()).products as { title: string }[]).map(
        (p) => p.title,
      );
    const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

    it('runs on two separate pools, workers and data folders', () => {
      expect(a.ctx.database).not.toBe(b.ctx.database);
      expect(a.ctx.jobs.workerId).not.toBe(b.ctx.jobs.workerId);
      expect(a.ctx.config.dataDir).not.toBe(b.ctx.config.dataDir);
    });

    // B trusts the catalogue version it read for VERSION_MAX_AGE_MS: a change written on A shows within a second
    const withinASecond = { timeout: 1000, interval: 50 };

    it('a price, a picture and a new product saved on A are on B within a second', async () => {
      const product = (await createProduct(a.ctx.database.db, { price: 1500 }))!;
      // B has the product in its memory cache before the change
      await expect.poll(() => productOn(b, product.id), withinASecond).toMatchObject({ price: 15 });
      await expect.poll(() => listedTitles(b), withinASecond).toContain(product.title);

      await a.ctx.database.db
        .update(products)
        .set({ price: 1750, frontImage: '/files/products/new-front.webp' })
        .where(eq(products.id, product.id));
      await expect
        .poll(() => productOn(b, product.id), withinASecond)
        .toMatchObject({
          price: 17.5,
          frontImage: '/files/products/new-front.webp',
        });

      const added = (await createProduct(a.ctx.database.db, { title: 'Hi-Vis Vest Added On A' }))!;
      await expect.poll(() => listedTitles(b), withinASecond).toContain('Hi-Vis Vest Added On A');
      expect(await productOn(b, added.id)).not.toBeNull();

      // and back the other way: unpublished on B, gone from A's shop
      await b.ctx.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, added.id));
      await expect.poll(() => productOn(a, added.id), withinASecond).toBeNull();
      expect(await listedTitles(a)).not.toContain('Hi-Vis Vest Added On A');
    });

    it('a session made on A works on B, and a logout on B ends it on A', async () => {
      const user = await createCustomer(a.ctx.database.db);
      const login = await send(a, 'POST', '/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
      const cookie = cookiesOf(login);
      const onB = await send(b, 'GET', '/auth/check', undefined, { cookie });
      expect(onB.status).toBe(200);
      expect((await onB.json()).email).toBe(user.email);

      expect((await send(b, 'POST', '/auth/logout', {}, { cookie })).status).toBe(200);
      expect((await send(a, 'GET', '/auth/check', undefined, { cookie })).status).toBe(401);
    });

    it("a guest's cart filled on A is read and changed on B", async () => {
      const product = (await createProduct(a.ctx.database.db, { price: 1100 }))!;
      const added = await send(a, 'POST', '/cart', {
        productId: product.id,
        size: 'M',
        color: 'Navy',
        quantity: 3,
      });
      expect(added.status).toBe(200);
      const cookie = cookiesOf(added);
      expect(cookie).toMatch(/^cart=/);

      const onB = await send(b, 'GET', '/cart', undefined, { cookie });
      expect(onB.status).toBe(200);
      const { cart } = (await onB.json()) as { cart: { _id: string; quantity: number; title: string }[] };
      expect(cart).toHaveLength(1);
      expect(cart[0]).toMatchObject({ quantity: 3, title: `${product.title} (M)` });

      expect(
        (await send(b, 'PUT', `/cart/quantity/${cart[0]!._id}`, { quantity: 5 }, { cookie })).status,
      ).toBe(200);
      const backOnA = (await (await send(a, 'GET', '/cart', undefined, { cookie })).json()) as {
        cart: { quantity: number }[];
      };
      expect(backOnA.cart.map((l) => l.quantity)).toEqual([5]);
    });

    it('counts failed logins from one address on both instances against one limit', async () => {
      const user = await createCustomer(a.ctx.database.db);
      const wrong = { email: user.email, password: 'not-the-password' };
      // ten failures from one address are allowed in 15 minutes (LOGIN_FAILURE_LIMITS.accountFromAddress)
      for (let i = 0; i < 10; i++)
        expect((await send(i % 2 ? b : a, 'POST', '/auth/login', wrong)).status).toBe(401);
      for (const app of [a, b]) {
        const refused = await send(app, 'POST', '/auth/login', wrong);
        expect(refused.status).toBe(429);
        expect((await refused.json()).message).toMatch(/Too many/);
      }
    });

    it('runs each job once when both workers poll the one table', async () => {
      const ran: string[] = [];
      for (const [name, app] of [
        ['A', a],
        ['B', b],
      ] as const)
        app.ctx.jobs.register(
          defineJob('multi-instance-test', z.object({ n: z.number() }), async (payload) => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            ran.push(`${name}:${String(payload.n)}`);
          }),
        );
      const count = 40;
      await a.ctx.database.db.transaction(async (tx) => {
        for (let n = 0; n < count; n++)
          await a.ctx.jobs.enqueue(
            tx,
            'multi-instance-test',
            { n },
            { dedupeKey: `multi-instance-test:${n}` },
          );
      });
      // both workers poll together, twice over
      await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue(), a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);

      const numbers = ran.map((r) => Number(r.split(':')[1])).sort((x, y) => x - y);
      expect(numbers).toEqual([...Array(count).keys()]);
      expect(ran.filter((r) => r.startsWith('A:')).length).toBeGreaterThan(0);
      expect(ran.filter((r) => r.startsWith('B:')).length).toBeGreaterThan(0);
      const rows = await a.ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'multi-instance-test'));
      expect(rows.every((j) => j.doneAt !== null && j.attempts === 1)).toBe(true);
      expect(new Set(rows.map((j) => j.claimedBy))).toEqual(
        new Set([a.ctx.jobs.workerId, b.ctx.jobs.workerId]),
      );
    });

    it("Stripe's webhook on A while the success page verifies on B: paid once, one set of mails", async () => {
      const product = (await createProduct(a.ctx.database.db, { price: 2400 }))!;
      const user = await createCustomer(a.ctx.database.db);
      const cookie = cookiesOf(
        await send(a, 'POST', '/auth/login', { email: user.email, password: user.password }),
      );
      expect(
        (
          await send(
            a,
            'POST',
            '/cart',
            { productId: product.id, size: 'L', color: 'Black', quantity: 2 },
            { cookie },
          )
        ).status,
      ).toBe(200);
      const checkout = await send(
        a,
        'POST',
        '/payments/create-checkout-session',
        { shippingAddress: ADDRESS },
        {
          cookie,
        },
      );
      expect(checkout.status).toBe(200);
      const { sessionId, orderId } = (await checkout.json()) as { sessionId: string; orderId: string };

      stripe.completeSession(sessionId);
      const event = stripe.signedWebhook('checkout.session.completed', stripe.sessions.get(sessionId)!);
      const [hook, verify] = await Promise.all([
        send(a, 'POST', '/payments/webhook', event.body, { 'stripe-signature': event.signature, origin: '' }),
        send(b, 'GET', `/payments/verify-payment?session_id=${sessionId}`),
      ]);
      expect(hook.status).toBe(200);
      expect(verify.status).toBe(200);
      expect((await verify.json()).order._id).toBe(orderId);

      // both workers send what is due, at the same time
      await Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain()]);
      await Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain()]);
      const [order] = await b.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ paymentStatus: 'paid' });
      expect(order!.mailsSentAt).toBeInstanceOf(Date);
      const mailJobs = await a.ctx.database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'orderId' = ${orderId}`);
      expect(mailJobs.map((j) => j.kind).sort()).toEqual([CUSTOMER_MAIL, SELLER_MAIL].sort());
      expect(mailJobs.every((j) => j.doneAt && j.attempts === 1)).toBe(true);
      expect(mailsTo(ADDRESS.email)).toHaveLength(1);
      expect(mailsTo(SELLER)).toHaveLength(1);
      expect(mailsTo(ADDRESS.email)[0]!.raw).toContain('is confirmed');

      // Stripe retries the webhook on B; the shopper reloads the success page on A: nothing more happens
      const retry = stripe.signedWebhook('checkout.session.completed', stripe.sessions.get(sessionId)!);
      expect(
        (
          await send(b, 'POST', '/payments/webhook', retry.body, {
            'stripe-signature': retry.signature,
            origin: '',
          })
        ).status,
      ).toBe(200);
      expect((await send(a, 'GET', `/payments/verify-payment?session_id=${sessionId}`)).status).toBe(200);
      expect((await a.ctx.jobs.drain()) + (await b.ctx.jobs.drain())).toBe(0);
      expect(smtp.messages).toHaveLength(2);

      // the confirmation's order link, whichever instance sent it, opens the order on both
      const raw = mailsTo(ADDRESS.email)[0]!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = /token=([\w-]+)/.exec(raw)![1];
      for (const app of [a, b])
        expect((await send(app, 'GET', `/orders/orders/${orderId}?token=${token}`)).status).toBe(200);
    });
  },
);
