import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import {
  instanceCalls,
  logIn,
  payTestCheckout,
  sendTestWebhook,
  UK_ADDRESS,
  uploadLogo,
} from '../../tests/helpers/api';
import { logoPng } from '../../tests/helpers/photos';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, createTestDatabase, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import type { DatabaseHandle } from '../db/client';
import { jobs, logos, orders } from '../db/schema';
import { testWebhookBody } from '../integrations/payments/test-provider';
import { CUSTOMER_MAIL, SELLER_MAIL } from '../services/orders/orders';

const SELLER = 'orders@shop.test';
const ADDRESS = { ...UK_ADDRESS, email: 'crash@example.co.uk' };

/**
 * The order pipeline survives a crash between "paid" and the mails: the mails are jobs written in the paying
 * transaction, so a new process on the same database sends them, once each.
 */
describe.each(testDatabases())('a crash between payment and its mails on %s', (kind) => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  let productId: string;
  const apps: TestApp[] = [];
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase(kind);
    env = { SMTP_URL: smtp.url, SHOP_EMAIL: SELLER };
    productId = (await createProduct(database.db, { price: 1250 }))!.id;
  });
  afterAll(async () => {
    await database.close();
    await smtp.close();
  });
  beforeEach(() => {
    ip++;
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** A shop process on the shared database; `worker: false` is a process whose worker never ran. */
  async function boot(worker: boolean) {
    const app = await createTestApp(kind, env, { database, worker });
    apps.push(app);
    return app;
  }
  const from = () => `10.9.0.${ip}`;
  const send = instanceCalls(from);
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const jobsOf = (orderId: string) =>
    database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${orderId}`);

  /** A customer with a logo order in the cart, checked out: the session to pay, the order and the logo. */
  async function checkedOutLogoOrder(app: TestApp) {
    const user = await createCustomer(database.db);
    const cookie = await logIn(app, user, { from: from() });
    const logoId = (await uploadLogo(app, await logoPng(), 'crest.png', { cookie, from: from() }))._id;
    const added = await send(
      app,
      'POST',
      '/cart',
      {
        productId,
        size: 'M',
        color: 'Navy',
        finalQuantity: 2,
        decorations: [{ position: 'Left Breast', method: 'Embroidery', logo: logoId }],
      },
      { cookie },
    );
    expect(added.status).toBe(200);
    const checkout = await send(
      app,
      'POST',
      '/payments/create-checkout-session',
      { cart: [], shippingAddress: ADDRESS, userId: '' },
      { cookie },
    );
    expect(checkout.status).toBe(200);
    const { sessionId, orderId } = (await checkout.json()) as { sessionId: string; orderId: string };
    return { cookie, sessionId, orderId, logoId };
  }
  const webhook = (app: TestApp, sessionId: string) => payTestCheckout(app, sessionId, from());
  const logoOf = async (id: string) => (await database.db.select().from(logos).where(eq(logos.id, id)))[0]!;
  const orderOf = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('paid, then the process dies before any mail: a restart sends each mail once; the setup is paid once', async () => {
    const first = await boot(false);
    const { sessionId, orderId, logoId } = await checkedOutLogoOrder(first);
    expect((await webhook(first, sessionId)).status).toBe(200);

    // committed with the payment: paid, the logo's setup paid, both mails waiting as jobs; nothing sent
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'paid', mailsSentAt: null });
    const setupPaidAt = (await logoOf(logoId)).setupPaidAt;
    expect(setupPaidAt).toBeInstanceOf(Date);
    expect((await jobsOf(orderId)).map((j) => j.kind).sort()).toEqual([CUSTOMER_MAIL, SELLER_MAIL].sort());
    expect(smtp.messages).toEqual([]);
    await first.close(); // the crash: this process never runs its jobs
    apps.length = 0;

    // a new process on the same database: its worker resumes the pending jobs as it starts
    const second = await boot(true);
    await second.ctx.jobs.drain();
    expect(mailsTo(ADDRESS.email)).toHaveLength(1);
    expect(mailsTo(SELLER)).toHaveLength(1);
    expect((await orderOf(orderId)).mailsSentAt).toBeInstanceOf(Date);

    // the payment reported again (a retried webhook, the success page) changes nothing
    expect((await webhook(second, sessionId)).status).toBe(200);
    expect((await send(second, 'GET', `/payments/verify-payment?session_id=${sessionId}`)).status).toBe(200);
    expect(await second.ctx.jobs.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(2);
    expect((await logoOf(logoId)).setupPaidAt).toEqual(setupPaidAt);
    expect((await jobsOf(orderId)).every((j) => j.doneAt && j.attempts === 1)).toBe(true);
  });

  it('a customer mail that fails once is sent on the retry, and the seller’s mail is not sent again', async () => {
    const app = await boot(true);
    const { sessionId, orderId } = await checkedOutLogoOrder(app);
    const realSend = app.ctx.mailer.send.bind(app.ctx.mailer);
    let failed = 0;
    vi.spyOn(app.ctx.mailer, 'send').mockImplementation(async (message) => {
      if (message.to === ADDRESS.email && failed++ === 0) throw new Error('SMTP timeout');
      return realSend(message);
    });
    expect((await webhook(app, sessionId)).status).toBe(200);
    await app.ctx.jobs.drain();
    expect(mailsTo(ADDRESS.email)).toHaveLength(0);
    expect(mailsTo(SELLER)).toHaveLength(1);
    const [customerJob] = (await jobsOf(orderId)).filter((j) => j.kind === CUSTOMER_MAIL);
    expect(customerJob).toMatchObject({ attempts: 1, lastError: 'SMTP timeout', doneAt: null });

    // the backoff passes
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, customerJob!.id));
    expect(await app.ctx.jobs.drain()).toBe(1);
    expect(mailsTo(ADDRESS.email)).toHaveLength(1);
    expect(mailsTo(SELLER)).toHaveLength(1);
    expect(mailsTo(ADDRESS.email)[0]!.raw).toContain('is confirmed');
  });

  it('a worker that dies after the mail went, before marking it done, resends that one mail with the same link', async () => {
    const app = await boot(true);
    const { sessionId, orderId } = await checkedOutLogoOrder(app);
    const realSend = app.ctx.mailer.send.bind(app.ctx.mailer);
    let calls = 0;
    vi.spyOn(app.ctx.mailer, 'send').mockImplementation(async (message) => {
      await realSend(message);
      // the mail server took it; the process "dies" before the job is marked done
      if (message.to === ADDRESS.email && calls++ === 0) throw new Error('killed');
    });
    expect((await webhook(app, sessionId)).status).toBe(200);
    await app.ctx.jobs.drain();
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.kind} = ${CUSTOMER_MAIL} and ${jobs.payload}->>'orderId' = ${orderId}`);
    await app.ctx.jobs.drain();
    // at least once: the customer's mail twice, the seller's once; both links open the order
    expect(mailsTo(SELLER)).toHaveLength(1);
    const links = mailsTo(ADDRESS.email).map(
      (m) => /token=([\w-]+)/.exec(m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1],
    );
    expect(links).toHaveLength(2);
    expect(links[1]).toBe(links[0]);
    expect((await send(app, 'GET', `/orders/orders/${orderId}?token=${links[0]}`)).status).toBe(200);
  });

  it('webhook and verification at the same moment make one set of mails', async () => {
    const app = await boot(true);
    const { sessionId, orderId } = await checkedOutLogoOrder(app);
    const result = (await app.ctx.testCheckout!.markPaid(sessionId))!;
    const body = testWebhookBody(result);
    const [hook, verify] = await Promise.all([
      sendTestWebhook(app, body, from()),
      send(app, 'GET', `/payments/verify-payment?session_id=${sessionId}`),
    ]);
    expect([hook.status, verify.status]).toEqual([200, 200]);
    await app.ctx.jobs.drain();
    expect(await app.ctx.jobs.drain()).toBe(0);
    expect(mailsTo(ADDRESS.email)).toHaveLength(1);
    expect(mailsTo(SELLER)).toHaveLength(1);
    expect(await jobsOf(orderId)).toHaveLength(2);
  });
});
