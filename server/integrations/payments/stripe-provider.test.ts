import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../tests/helpers/fake-stripe';
import {
  CHECKOUT_SESSION_MS,
  WebhookSignatureError,
  type CreateCheckoutInput,
  type PaymentProvider,
} from './provider';
import { createStripeProvider } from './stripe-provider';

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: 'sk_test_workwear',
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

let orders = 0;
/** 10 polos at £12.99 with a £5.50 logo each and the £20 setup fee, £5.95 shipping, 10% off: £190.36. */
function order(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  orders += 1;
  return {
    orderId: `ord_${orders}`,
    orderNumber: `WW-10${orders}`,
    currency: 'gbp',
    amountTotal: 12990 + 5500 + 2000 + 595 - 2049,
    lineItems: [
      {
        name: 'Classic Polo',
        description: 'Navy, L',
        unitAmount: 1299,
        quantity: 10,
        imageUrl: 'https://shop.example.co.uk/files/products/polo.webp',
      },
      { name: 'Embroidered logo, left chest', unitAmount: 550, quantity: 10, imageUrl: '/files/logo.webp' },
      { name: 'Logo setup', description: '  ', unitAmount: 2000, quantity: 1 },
    ],
    shipping: { name: 'Standard delivery', amount: 595 },
    discount: { name: 'TRADE10 (10% off)', amount: 2049 },
    customerEmail: 'pat@example.co.uk',
    successUrl: 'https://shop.example.co.uk/checkout/success?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://shop.example.co.uk/cart',
    expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MS),
    idempotencyKey: `checkout-ord_${orders}`,
    ...overrides,
  };
}

describe('createCheckout', () => {
  it('creates a coupon and a session whose total is the order total', async () => {
    const input = order();
    const checkout = await stripe.createCheckout(input);

    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${fake.url}/c/pay/${checkout.id}`);
    const session = fake.sessions.get(checkout.id)!;
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      amount_subtotal: 20490,
      amount_total: 19036,
      total_details: { amount_discount: 2049, amount_shipping: 595, amount_tax: 0 },
      client_reference_id: input.orderId,
      customer_email: 'pat@example.co.uk',
      metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      payment_status: 'unpaid',
      status: 'open',
    });

    expect(fake.requests.map((r) => [r.method, r.path, r.idempotencyKey])).toEqual([
      ['POST', '/v1/coupons', `${input.idempotencyKey}-coupon`],
      ['POST', '/v1/checkout/sessions', input.idempotencyKey],
    ]);
    const [couponRequest, sessionRequest] = fake.requests;
    const coupon = fake.coupons.get(session.discounts[0].coupon)!;
    expect(coupon).toMatchObject({
      amount_off: 2049,
      currency: 'gbp',
      duration: 'once',
      name: 'TRADE10 (10% off)',
    });
    expect(couponRequest.body).toMatchObject({ amount_off: '2049', currency: 'gbp', duration: 'once' });
    expect(sessionRequest.body).toMatchObject({
      // the session ends when the shop's hold on the stock does: 31 minutes, not Stripe's default day
      expires_at: String(Math.ceil(input.expiresAt.getTime() / 1000)),
      mode: 'payment',
      discounts: [{ coupon: coupon.id }],
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Standard delivery',
            fixed_amount: { amount: '595', currency: 'gbp' },
          },
        },
      ],
    });
    // integers in pence; relative image URLs and blank descriptions are left out rather than refused by Stripe
    expect(sessionRequest.body.line_items).toEqual([
      {
        quantity: '10',
        price_data: {
          currency: 'gbp',
          unit_amount: '1299',
          product_data: {
            name: 'Classic Polo',
            description: 'Navy, L',
            images: ['https://shop.example.co.uk/files/products/polo.webp'],
          },
        },
      },
      {
        quantity: '10',
        price_data: {
          currency: 'gbp',
          unit_amount: '550',
          product_data: { name: 'Embroidered logo, left chest' },
        },
      },
      {
        quantity: '1',
        price_data: { currency: 'gbp', unit_amount: '2000', product_data: { name: 'Logo setup' } },
      },
    ]);
  });

  it('sends no coupon without a discount', async () => {
    const input = order({ discount: null, amountTotal: 20490 + 595 });
    const checkout = await stripe.createCheckout(input);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(fake.requests[0].body.discounts).toBeUndefined();
    expect(fake.sessions.get(checkout.id)!.amount_total).toBe(21085);
  });

  it('gives back the same session for the same idempotency key', async () => {
    const input = order();
    const sessionsBefore = fake.sessions.size;
    const couponsBefore = fake.coupons.size;

    const first = await stripe.createCheckout(input);
    const second = await stripe.createCheckout(input);

    expect(second).toEqual(first);
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
    expect(fake.coupons.size).toBe(couponsBefore + 1);
    const sessionPosts = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessionPosts.map((r) => r.idempotencyKey)).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('is refused when an idempotency key is reused for a different order', async () => {
    const input = order();
    await stripe.createCheckout(input);
    await expect(
      stripe.createCheckout({ ...order(), idempotencyKey: input.idempotencyKey }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it.each([
    ['the total disagrees with the items', { amountTotal: 19037 }],
    ['the shipping is left out of the total', { amountTotal: 19036 - 595 }],
    ['an amount is not whole pence', { lineItems: [{ name: 'Polo', unitAmount: 12.99, quantity: 1 }] }],
    ['an amount is negative', { lineItems: [{ name: 'Polo', unitAmount: -100, quantity: 1 }] }],
    ['a quantity is zero', { lineItems: [{ name: 'Polo', unitAmount: 1299, quantity: 0 }] }],
    ['there are no items', { lineItems: [], amountTotal: 595 - 2049 }],
    [
      'the discount is more than the goods',
      {
        lineItems: [{ name: 'Polo', unitAmount: 1299, quantity: 1 }],
        discount: { name: 'Too generous', amount: 1500 },
        amountTotal: 1299 + 595 - 1500,
      },
    ],
  ] satisfies [string, Partial<CreateCheckoutInput>][])(
    'throws before calling Stripe when %s',
    async (_why, overrides) => {
      await expect(stripe.createCheckout(order(overrides))).rejects.toThrow(/Stripe checkout for order WW-/);
      expect(fake.requests).toEqual([]);
    },
  );

  it('throws when the session Stripe made does not total the order', async () => {
    fake.alterNextSession((session) => {
      session.amount_total += 1;
    });
    await expect(stripe.createCheckout(order())).rejects.toThrow(
      /totals 19037 gbp, but order WW-\d+ is 19036/,
    );
  });
});

describe('retrieveCheckout', () => {
  it('reports the session unpaid until the shopper pays, then paid', async () => {
    const input = order();
    const { id } = await stripe.createCheckout(input);

    const expiresAt = new Date(Math.ceil(input.expiresAt.getTime() / 1000) * 1000);
    expect(await stripe.retrieveCheckout(id)).toEqual({
      sessionId: id,
      orderId: input.orderId,
      paid: false,
      amountTotal: 19036,
      currency: 'gbp',
      status: 'open',
      expiresAt,
    });

    fake.completeSession(id);
    expect(await stripe.retrieveCheckout(id)).toEqual({
      sessionId: id,
      orderId: input.orderId,
      paid: true,
      amountTotal: 19036,
      currency: 'gbp',
      status: 'complete',
      expiresAt,
    });
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      `/v1/checkout/sessions/${id}`,
      `/v1/checkout/sessions/${id}`,
    ]);
  });

  it('reports a session past its end as expired; Stripe cannot renew it', async () => {
    const { id } = await stripe.createCheckout(order());
    expect(await stripe.renewCheckout(id, new Date(Date.now() + 3_600_000))).toBeNull();
    fake.expireSession(id);
    expect(await stripe.retrieveCheckout(id)).toMatchObject({ paid: false, status: 'expired' });
    expect(() => fake.completeSession(id)).toThrow(/expired/);
  });

  it('is refused by Stripe for a session shorter than 30 minutes', async () => {
    await expect(
      stripe.createCheckout(order({ expiresAt: new Date(Date.now() + 10 * 60_000) })),
    ).rejects.toThrow(/expires_at/);
  });

  it('returns null for a session Stripe does not know', async () => {
    expect(await stripe.retrieveCheckout('cs_test_unknown')).toBeNull();
    expect(await stripe.retrieveCheckout('')).toBeNull();
  });

  it('throws on other errors, such as a key Stripe refuses', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_live_nope',
      webhookSecret: 'whsec_x',
      apiBase: fake.url,
    });
    await expect(wrongKey.retrieveCheckout('cs_test_unknown')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('parseWebhook', () => {
  async function paidSession() {
    const input = order();
    const { id } = await stripe.createCheckout(input);
    fake.completeSession(id);
    return { input, session: fake.sessions.get(id)! };
  }

  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])(
    'returns the result of a signed %s event',
    async (type) => {
      const { input, session } = await paidSession();
      const { body, signature } = fake.signedWebhook(type, session);
      expect(await stripe.parseWebhook(body, signature)).toEqual({
        sessionId: session.id,
        orderId: input.orderId,
        paid: true,
        amountTotal: 19036,
        currency: 'gbp',
        status: 'complete',
        expiresAt: new Date(session.expires_at * 1000),
      });
    },
  );

  it('returns null for events it does not act on', async () => {
    const { session } = await paidSession();
    for (const type of ['payment_intent.created', 'checkout.session.expired']) {
      const { body, signature } = fake.signedWebhook(type, session);
      expect(await stripe.parseWebhook(body, signature)).toBeNull();
    }
  });

  it('accepts an event signed 4 minutes ago', async () => {
    const { session } = await paidSession();
    const { body, signature } = fake.signedWebhook('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 240,
    });
    expect(await stripe.parseWebhook(body, signature)).toMatchObject({ paid: true });
  });

  it('throws WebhookSignatureError for a signature made with another secret', async () => {
    const { session } = await paidSession();
    const { body } = fake.signedWebhook('checkout.session.completed', session);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' });
    await expect(stripe.parseWebhook(body, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('throws WebhookSignatureError for a body changed after signing', async () => {
    const { session } = await paidSession();
    const { body, signature } = fake.signedWebhook('checkout.session.completed', session);
    const tampered = body.replace('"amount_total": 19036', '"amount_total": 1');
    expect(tampered).not.toBe(body);
    await expect(stripe.parseWebhook(tampered, signature)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('throws WebhookSignatureError without a signature', async () => {
    const { session } = await paidSession();
    const { body } = fake.signedWebhook('checkout.session.completed', session);
    await expect(stripe.parseWebhook(body, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(body, '')).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(body, 'garbage')).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('throws WebhookSignatureError for a signature 10 minutes old', async () => {
    const { session } = await paidSession();
    const { body, signature } = fake.signedWebhook('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    await expect(stripe.parseWebhook(body, signature)).rejects.toThrow(
      new WebhookSignatureError('Timestamp outside the tolerance zone'),
    );
  });
});

describe('createStripeProvider', () => {
  it('refuses an API base that is not an http(s) origin', () => {
    const options = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' };
    expect(() => createStripeProvider({ ...options, apiBase: 'ftp://127.0.0.1:1' })).toThrow(/http\(s\) URL/);
    expect(() => createStripeProvider({ ...options, apiBase: 'http://127.0.0.1:1/v1' })).toThrow(
      /without a path/,
    );
    expect(() => createStripeProvider({ ...options, webhookSecret: '' })).toThrow(/signing secret/);
  });
});

describe('the fake', () => {
  it('answers like Stripe: 401 without a test key, 404 for unknown paths and ids', async () => {
    const noKey = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`);
    expect(noKey.status).toBe(401);
    const unknown = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { Authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such checkout.session: 'cs_test_x'",
        param: 'session',
      },
    });
    const elsewhere = await fetch(`${fake.url}/v1/charges`, {
      headers: { Authorization: 'Bearer sk_test_x' },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('refund', () => {
  it("refunds a paid session's payment intent in full, once, whatever the retries", async () => {
    const input = order();
    const checkout = await stripe.createCheckout(input);
    const refundInput = {
      sessionId: checkout.id,
      orderId: input.orderId,
      amount: input.amountTotal,
      idempotencyKey: `refund-${input.orderId}`,
    };
    await expect(stripe.refund(refundInput)).rejects.toThrow(/no payment to refund/);

    fake.completeSession(checkout.id);
    const paymentIntent = fake.sessions.get(checkout.id)!.payment_intent!;
    fake.requests.length = 0;
    const refund = await stripe.refund(refundInput);
    expect(refund).toMatchObject({ amount: input.amountTotal, status: 'succeeded' });
    expect(refund.id).toMatch(/^re_/);
    const call = fake.requests.find((r) => r.path === '/v1/refunds')!;
    expect(call).toMatchObject({
      method: 'POST',
      idempotencyKey: `refund-${input.orderId}`,
      body: {
        payment_intent: paymentIntent,
        amount: String(input.amountTotal),
        metadata: { orderId: input.orderId },
      },
    });

    // a retry with the same key is the same refund, and Stripe holds one
    expect((await stripe.refund(refundInput)).id).toBe(refund.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    // a second refund under another key is refused by Stripe: the payment went back already
    await expect(stripe.refund({ ...refundInput, idempotencyKey: 'another-key' })).rejects.toThrow(
      /already been refunded/,
    );
    await expect(stripe.refund({ ...refundInput, amount: 1 })).rejects.toThrow(/does not match/);
  });
});
