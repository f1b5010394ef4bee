import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { startFakeStripe, type FakeStripe } from '../../tests/helpers/fake-stripe';
import { successAnswer } from '../../tests/helpers/api';
import { insertOrder } from '../../tests/helpers/seller-api';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { jobs, orderEvents, orders, testCheckoutSessions } from '../db/schema';
import { testRefundId } from '../integrations/payments/test-provider';
import { CHECKOUT_SESSION_MS } from '../integrations/payments/provider';

const ORIGIN = 'http://localhost';
const NO_ORDER = '00000000-0000-4000-8000-000000000000';

/** A mail's raw text with quoted-printable undone (soft breaks, =XX). */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Seller login, a customer, and paid orders written straight to the database. */
async function setUp(t: TestApp, prefix: string) {
  let ip = 0;
  const headers = (cookie?: string) => ({
    'content-type': 'application/json',
    origin: ORIGIN,
    'x-forwarded-for': `10.${prefix}.${++ip % 250}`,
    ...(cookie ? { cookie } : {}),
  });
  const login = async (path: string, email: string, password: string) => {
    const res = await t.request(`/api${path}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
  const jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', lastName: 'Bloggs' });
  const seller = await login('/auth/admin/login', 'seller@shop.test', 'seller-password');
  const customer = await login('/auth/login', jo.email, jo.password);
  const send = (method: string, p: string, body?: unknown, cookie: string | undefined = seller) =>
    t.request(`/api${p}`, {
      method,
      headers: headers(cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // a name with markup: the mails must escape it
  const order = (values: Partial<typeof orders.$inferInsert> = {}) =>
    insertOrder(t.ctx.database.db, jo, {
      paymentProvider: t.ctx.payments.name,
      paymentStatus: 'paid',
      paidAt: new Date(),
      ...values,
      shippingAddress: { firstName: 'Jo <b>' },
    });
  const events = async (orderId: string) =>
    (await t.ctx.services.orderEvents.list(orderId)).map((e) => ({ kind: e.kind, ...e.detail }));
  return { jo, seller, customer, send, order, events };
}

describe.each(testDatabases())("the seller's shipping and refund API on %s", (kind) => {
  let t: TestApp;
  let smtp: Smtp;
  let s: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test' });
    s = await setUp(t, '8');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  it.each([
    ['PUT', `/orders/update/${NO_ORDER}`, { status: 'Confirmed' }],
    ['GET', `/orders/${NO_ORDER}/tracking`, undefined],
    ['PUT', `/orders/${NO_ORDER}/tracking`, { trackingId: 'AB1' }],
    ['DELETE', `/orders/${NO_ORDER}/tracking`, undefined],
    ['POST', `/orders/${NO_ORDER}/refund`, undefined],
  ])('%s %s answers 401 to a guest and 403 to a customer', async (method, path, body) => {
    expect((await s.send(method, path, body, '')).status).toBe(401);
    const customer = await s.send(method, path, body, s.customer);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
  });

  it('refuses Shipped without a tracking ID and carrier, saving nothing', async () => {
    const o = await s.order();
    const refused = await s.send('PUT', `/orders/update/${o.id}`, { status: 'Shipped' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Please enter tracking ID and select shipping carrier before shipping',
    });
    // a tracking id alone is not enough, and is not saved by the refused change
    const noCarrier = await s.send('PUT', `/orders/update/${o.id}`, { status: 'Shipped', trackingId: 'AB1' });
    expect(noCarrier.status).toBe(400);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ status: 'Pending', trackingId: null, carrier: null });
    expect(await s.events(o.id)).toEqual([]);
  });

  it('ships with Royal Mail and e-mails the customer once, with the tracking link', async () => {
    const o = await s.order();
    const before = mailsTo(s.jo.email).length;
    const res = await s.send('PUT', `/orders/update/${o.id}`, {
      status: 'Shipped',
      trackingId: 'AB123456789GB',
      shippingCarrier: 'Royal Mail',
    });
    const body = await successAnswer(res, 'Order status updated successfully!');
    const link = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    expect(body.order).toMatchObject({
      _id: o.id,
      status: 'Shipped',
      trackingId: 'AB123456789GB',
      shippingCarrier: 'Royal Mail',
      trackingUrl: link,
      refundedAmount: 0,
    });
    await t.ctx.jobs.drain();

    // shipping again (after a change back) mails nothing more: the job is once per order
    expect((await s.send('PUT', `/orders/update/${o.id}`, { status: 'Confirmed' })).status).toBe(200);
    expect((await s.send('PUT', `/orders/update/${o.id}`, { status: 'Shipped' })).status).toBe(200);
    await t.ctx.jobs.drain();
    const mails = mailsTo(s.jo.email).slice(before);
    expect(mails).toHaveLength(1);
    const mail = decode(mails[0]!.raw);
    expect(mail).toContain(`Subject: Your order #${o.number} is on its way`);
    expect(mail).toContain('Royal Mail');
    expect(mail).toContain('AB123456789GB');
    expect(mail).toContain(`href="${link}"`);
    // the customer's name is escaped in the HTML
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('Hello Jo &lt;b&gt;,');
    expect(html).not.toContain('Hello Jo <b>,');

    // events of one transaction share its timestamp, so their order among themselves is not fixed
    const recorded = await s.events(o.id);
    expect(recorded.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { kind: 'tracking', trackingId: 'AB123456789GB', carrier: 'Royal Mail' },
        { kind: 'status', from: 'Pending', to: 'Shipped' },
      ]),
    );
    expect(recorded.slice(2)).toEqual([
      { kind: 'mail', mail: 'Shipping' },
      { kind: 'status', from: 'Shipped', to: 'Confirmed' },
      { kind: 'status', from: 'Confirmed', to: 'Shipped' },
    ]);
    const shipJobs = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `order.shipped-mail:${o.id}`));
    expect(shipJobs).toHaveLength(1);

    // a shipped order keeps its tracking
    const remove = await s.send('DELETE', `/orders/${o.id}/tracking`);
    expect(remove.status).toBe(400);
  });

  it('uses the saved tracking when shipping, and sends the delivered and cancelled notices once each', async () => {
    const o = await s.order();
    const get0 = await s.send('GET', `/orders/${o.id}/tracking`);
    expect(await get0.json()).toEqual({
      success: true,
      trackingId: null,
      shippingCarrier: null,
      trackingUrl: null,
      saved: false,
    });
    const saved = await s.send('PUT', `/orders/${o.id}/tracking`, {
      trackingId: ' 1Z999AA10123456784 ',
      shippingCarrier: 'UPS',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      message: 'Tracking ID saved successfully!',
      trackingId: '1Z999AA10123456784',
      shippingCarrier: 'UPS',
      trackingUrl: 'https://www.ups.com/track?loc=en_GB&tracknum=1Z999AA10123456784',
      saved: true,
    });
    // the carrier stays when only the id changes
    const resaved = await s.send('PUT', `/orders/${o.id}/tracking`, { trackingId: '1Z999AA10123456785' });
    expect((await resaved.json()).shippingCarrier).toBe('UPS');

    const before = mailsTo(s.jo.email).length;
    for (const status of ['Shipped', 'Delivered', 'Cancelled', 'Delivered', 'Cancelled'])
      expect((await s.send('PUT', `/orders/update/${o.id}`, { status })).status, status).toBe(200);
    await t.ctx.jobs.drain();
    const subjects = mailsTo(s.jo.email)
      .slice(before)
      .map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
    expect(subjects.sort()).toEqual(
      [
        `Your order #${o.number} has been cancelled`,
        `Your order #${o.number} has been delivered`,
        `Your order #${o.number} is on its way`,
      ].sort(),
    );
  });

  it('removes tracking from an order not shipped', async () => {
    const o = await s.order({ trackingId: 'X1', carrier: 'DPD' });
    const res = await s.send('DELETE', `/orders/${o.id}/tracking`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Tracking ID removed successfully!' });
    expect((await (await s.send('GET', `/orders/${o.id}/tracking`)).json()).saved).toBe(false);
    expect(await s.events(o.id)).toEqual([{ kind: 'tracking', trackingId: null, carrier: null }]);
  });

  it.each([
    ['a bad status', 'update', { status: 'Lost' }, /Status must be one of Pending/],
    ['no status', 'update', { trackingId: 'AB1' }, /status/i],
    [
      'a bad carrier',
      'update',
      { status: 'Shipped', trackingId: 'A1', shippingCarrier: 'Hermes' },
      /carrier/i,
    ],
    ['an over-long tracking id', 'tracking', { trackingId: 'A'.repeat(65) }, /at most 64/],
    ['an empty tracking id', 'tracking', { trackingId: '  ' }, /Please enter a tracking ID/],
    ['a tracking id with markup', 'tracking', { trackingId: '<b>1</b>' }, /letters, digits/],
    ['an unknown field', 'tracking', { trackingId: 'A1', note: 'x' }, /Unknown field: note/],
  ])('answers 400 to %s', async (_what, call, body, message) => {
    const o = await s.order();
    const res =
      call === 'update'
        ? await s.send('PUT', `/orders/update/${o.id}`, body)
        : await s.send('PUT', `/orders/${o.id}/tracking`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    for (const [method, path, body] of [
      ['PUT', '/orders/update/not-an-id', { status: 'Confirmed' }],
      ['GET', '/orders/not-an-id/tracking', undefined],
      ['POST', '/orders/not-an-id/refund', undefined],
    ] as const) {
      const res = await s.send(method, path, body);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid order id' });
    }
    expect((await s.send('PUT', `/orders/update/${NO_ORDER}`, { status: 'Confirmed' })).status).toBe(404);
    expect((await s.send('GET', `/orders/${NO_ORDER}/tracking`)).status).toBe(404);
  });

  it('refunds a cancelled paid order once through the test checkout', async () => {
    const o = await s.order({ paymentSessionId: `cs_test_refund${Date.now()}` });
    await t.ctx.database.db.insert(testCheckoutSessions).values({
      id: o.paymentSessionId!,
      orderId: o.id,
      amountTotal: o.total,
      currency: 'gbp',
      lineItems: {},
      status: 'paid',
      successUrl: 'http://localhost/success',
      cancelUrl: 'http://localhost/checkout',
      idempotencyKey: `session-${o.id}`,
    });
    const notCancelled = await s.send('POST', `/orders/${o.id}/refund`);
    expect(notCancelled.status).toBe(400);
    expect(await notCancelled.json()).toEqual({ message: 'Cancel the order before refunding it.' });

    expect((await s.send('PUT', `/orders/update/${o.id}`, { status: 'Cancelled' })).status).toBe(200);
    const before = mailsTo(s.jo.email).length;
    const res = await s.send('POST', `/orders/${o.id}/refund`);
    const body = await successAnswer(res, 'Order refunded successfully!');
    expect(body.order).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 24.95,
      refundId: testRefundId(o.paymentSessionId!),
    });
    expect(body.order.refundedAt).toBeTruthy();
    const [session] = await t.ctx.database.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, o.paymentSessionId!));
    expect(session!.status).toBe('refunded');

    // never twice
    const again = await s.send('POST', `/orders/${o.id}/refund`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This order has already been refunded.' });
    await t.ctx.jobs.drain();
    const refundMails = mailsTo(s.jo.email)
      .slice(before)
      .filter((m) => m.raw.includes(`Subject: Your refund for order #${o.number}`));
    expect(refundMails).toHaveLength(1);
    expect(decode(refundMails[0]!.raw)).toContain('£24.95');
    const kinds = await t.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(kinds.filter((e) => e.kind === 'refund').map((e) => e.detail)).toEqual([{ amount: 2495 }]);

    // the customer's order shows it refunded
    const mine = await s.send('GET', `/orders/orders/${o.id}`, undefined, s.customer);
    expect((await mine.json()).order.paymentStatus).toBe('refunded');
  });

  it('refuses to refund an unpaid order', async () => {
    const o = await s.order({ paymentStatus: 'unpaid', paidAt: null, status: 'Cancelled' });
    const res = await s.send('POST', `/orders/${o.id}/refund`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'This order has not been paid, so there is nothing to refund.',
    });
  });
});

describe.each(testDatabases())('refunds through the Stripe adapter (fake Stripe) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let s: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    });
    s = await setUp(t, '9');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it("refunds a cancelled paid order in full with Stripe's Refunds API, once", async () => {
    const o = await s.order({ status: 'Cancelled' });
    const session = await t.ctx.payments.createCheckout({
      orderId: o.id,
      orderNumber: `#${o.number}`,
      currency: 'gbp',
      amountTotal: o.total,
      lineItems: [{ name: 'Polo', unitAmount: 2000, quantity: 1 }],
      shipping: { name: 'Standard', amount: 495 },
      discount: null,
      customerEmail: o.email,
      successUrl: 'http://localhost/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/checkout',
      expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MS),
      idempotencyKey: `checkout-${o.id}`,
    });
    stripe.completeSession(session.id);
    await t.ctx.database.db.update(orders).set({ paymentSessionId: session.id }).where(eq(orders.id, o.id));

    const res = await s.send('POST', `/orders/${o.id}/refund`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const refunds = [...stripe.refunds.values()];
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 2495,
      payment_intent: stripe.sessions.get(session.id)!.payment_intent,
      metadata: { orderId: o.id },
    });
    expect(stripe.requests.find((r) => r.path === '/v1/refunds')!.idempotencyKey).toBe(`refund-${o.id}`);
    expect(body.order).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 24.95,
      refundId: refunds[0]!.id,
    });

    expect((await s.send('POST', `/orders/${o.id}/refund`)).status).toBe(409);
    expect(stripe.refunds.size).toBe(1);
  });

  it('keeps the order paid when Stripe refuses the refund', async () => {
    const o = await s.order({ status: 'Cancelled', paymentSessionId: 'cs_test_unknown' });
    const res = await s.send('POST', `/orders/${o.id}/refund`);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/refused the refund/);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0, refundId: null });
  });
});
