import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '../../domain/pricing';
import { createCustomer, createProduct } from '../../tests/factories';
import { startFakeStripe, type FakeStripe } from '../../tests/helpers/fake-stripe';
import { callApi, cookiesOf, logIn, ORIGIN, UK_ADDRESS as ADDRESS } from '../../tests/helpers/api';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { orders } from '../db/schema';

/** The whole purchase through the Stripe adapter, against a local fake of Stripe's API with signed webhooks. */
describe.each(testDatabases())('payments through Stripe (fake) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let productId: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    smtp = await startSmtpServer();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
    });
    productId = (await createProduct(t.ctx.database.db, { price: 2000 }))!.id;
    await t.ctx.services.promos.create({ code: 'TRADE15', percent: 15 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  const send = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    callApi(t, method, p, { body, headers });
  const webhook = (body: string, signature?: string) =>
    send(
      'POST',
      '/payments/webhook',
      body,
      signature ? { 'stripe-signature': signature, origin: '' } : { origin: '' },
    );

  it('uses Stripe, not the test checkout', () => {
    expect(t.ctx.payments.name).toBe('stripe');
    expect(t.ctx.testCheckout).toBeNull();
  });

  it('charges what domain/pricing says, is paid once by a signed webhook, and refuses forged ones', async () => {
    const user = await createCustomer(t.ctx.database.db);
    const cookie = await logIn(t, user);
    await send(
      'POST',
      '/cart',
      {
        productId,
        size: 'L',
        color: 'Black',
        quantity: 6,
        method: 'Embroidery',
        position: 'Left Breast',
        textLine: 'Mill Lane Garage',
        font: 'Serif',
      },
      { cookie },
    );
    const res = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: ADDRESS, promoCode: 'TRADE15', totalAmount: 1, finalAmount: 1 },
      { cookie },
    );
    expect(res.status).toBe(200);
    const { sessionId, url, orderId } = await res.json();
    const expected = priceCart(
      [
        {
          unitPrice: 2000,
          quantity: 6,
          decorations: [{ designKey: 'x', isPreviousLogo: false }],
        },
      ],
      { discountPercent: 15 },
    );
    const session = stripe.sessions.get(sessionId)!;
    expect(url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: expected.total,
      currency: 'gbp',
      client_reference_id: orderId,
      success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout?cancelled=1`,
    });
    expect([...stripe.coupons.values()].at(-1)).toMatchObject({
      amount_off: expected.discount,
      currency: 'gbp',
    });

    // a retry sends the same idempotency key and gets the same session
    const again = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: ADDRESS, promoCode: 'TRADE15' },
      { cookie },
    );
    expect((await again.json()).sessionId).toBe(sessionId);

    const unpaid = await send('GET', `/payments/verify-payment?session_id=${sessionId}`);
    expect(unpaid.status).toBe(402);

    stripe.completeSession(sessionId);
    const event = stripe.signedWebhook('checkout.session.completed', stripe.sessions.get(sessionId)!);
    const stale = stripe.signedWebhook('checkout.session.completed', stripe.sessions.get(sessionId)!, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    for (const [body, signature] of [
      [event.body, undefined],
      [event.body, 't=1,v1=deadbeef'],
      [event.body.replace('"paid"', '"unpaid"'), event.signature],
      [stale.body, stale.signature],
    ] as const) {
      expect((await webhook(body, signature)).status).toBe(400);
    }
    const [stillUnpaid] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stillUnpaid!.paymentStatus).toBe('unpaid');

    const before = smtp.messages.length;
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    const verified = await send('GET', `/payments/verify-payment?session_id=${sessionId}`);
    expect(verified.status).toBe(200);
    expect((await verified.json()).order).toMatchObject({
      paymentStatus: 'paid',
      finalAmount: expected.total / 100,
    });
    // the mails are jobs the paying transaction enqueued: run them, then none is left to run
    await t.ctx.jobs.drain();
    expect(await t.ctx.jobs.drain()).toBe(0);
    expect(smtp.messages.length).toBe(before + 2);
    expect((await (await send('GET', '/cart', undefined, { cookie })).json()).cart).toEqual([]);

    // an event we do not act on is acknowledged and changes nothing
    const other = stripe.signedWebhook('payment_intent.created', { id: 'pi_1', object: 'payment_intent' });
    expect((await webhook(other.body, other.signature)).status).toBe(200);
  });

  it('refuses a Stripe session whose total disagrees with the order, and makes no charge link', async () => {
    const guest = await send('POST', '/cart', { productId, size: 'M', color: 'Black', finalQuantity: 1 });
    stripe.alterNextSession((s) => {
      s.amount_total = 1;
    });
    const res = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: ADDRESS },
      { cookie: cookiesOf(guest) },
    );
    expect(res.status).toBe(500);
    expect((await res.json()).url).toBeUndefined();
  });

  it("a Stripe session lasts the hold's 31 minutes; once Stripe has expired it, the checkout is abandoned", async () => {
    const guest = await send('POST', '/cart', { productId, size: 'S', color: 'Black', finalQuantity: 2 });
    const res = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: ADDRESS },
      { cookie: cookiesOf(guest) },
    );
    expect(res.status).toBe(200);
    const { sessionId, orderId } = await res.json();
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    const session = stripe.sessions.get(sessionId)!;
    // not Stripe's default day: the session ends with the order's hold on the stock
    expect(session.expires_at).toBe(Math.ceil(order!.paymentExpiresAt!.getTime() / 1000));
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(31 * 60 + 1);

    // Stripe ends it; so does the shop's clock: the sweep asks Stripe, then abandons it
    stripe.expireSession(sessionId);
    await t.ctx.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await t.ctx.services.checkout.abandonExpired()).toBe(1);
    const [after] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.abandonedAt).not.toBeNull();
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${sessionId}`,
    });
  });
});
