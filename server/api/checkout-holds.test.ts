import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { shopperApi, UK_ADDRESS } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orderEvents, orders, productStock, stockHolds, testCheckoutSessions } from '../db/schema';
import { signTestWebhook, testWebhookBody } from '../integrations/payments/test-provider';
import { MAX_LIVE_CHECKOUTS_PER_ADDRESS } from '../services/orders/checkout';

const NAVY = '#1f3f7a';
const MINUTE = 60_000;

/**
 * Unpaid checkouts (issue 27, N4 and m4): a guest with no payment held all 300 units of a product for 24 hours
 * with unpaid checkouts, and every unpaid checkout counted as an order for the seller. Holds now last the
 * payment session's life (31 minutes, renewed while the test checkout's page is open), an address holds a few
 * checkouts at a time, starting checkouts is throttled, and a checkout whose session ended unpaid is abandoned.
 */
describe.each(testDatabases())('checkouts that are not paid, on %s', (kind) => {
  const t = useTestApp(kind);
  let from = '10.12.0.1';
  const api = shopperApi(
    () => t,
    () => from,
  );

  let seller: string;

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    seller = await apiClient(t).login('/auth/admin/login', 'seller@shop.test', 'seller-password');
  });

  async function productWith(units: number) {
    const product = (await createProduct(t.ctx.database.db, { title: `Held Polo ${units}` }))!;
    await t.ctx.database.db
      .update(productStock)
      .set({ quantity: units })
      .where(and(eq(productStock.productId, product.id), eq(productStock.colour, NAVY)));
    return product;
  }
  /** A new guest (a new cart cookie) with `quantity` of Navy M in their cart. */
  async function guestCart(productId: string, quantity: number) {
    const res = await api.send('POST', '/cart', {
      productId,
      size: 'M',
      color: 'Navy',
      finalQuantity: quantity,
    });
    expect(res.status).toBe(200);
    return api.cookiesOf(res);
  }
  /** A new customer, logged in, with `quantity` of Navy M in their cart: their cookie. */
  async function customerCart(productId: string, quantity: number) {
    const { cookie } = await api.customer();
    const res = await api.send(
      'POST',
      '/cart',
      { productId, size: 'M', color: 'Navy', finalQuantity: quantity },
      cookie,
    );
    expect(res.status).toBe(200);
    return cookie;
  }
  const navyM = async (productId: string) => (await t.ctx.services.catalogue.stockOf(productId))[NAVY]!.M;
  const orderRow = async (id: string) =>
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** As if the payment session's time had run out: the order, its holds and the test checkout's session. */
  async function runOut(orderId: string, sessionId: string) {
    const past = sql`now() - interval '1 minute'`;
    const db = t.ctx.database.db;
    await db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.id, orderId));
    await db.update(stockHolds).set({ expiresAt: past }).where(eq(stockHolds.orderId, orderId));
    await db
      .update(testCheckoutSessions)
      .set({ expiresAt: past })
      .where(eq(testCheckoutSessions.id, sessionId));
  }

  it('12 unpaid checkouts from one visitor do not lock out a real buyer', async () => {
    const polo = await productWith(300);
    from = '10.12.0.1';
    const answers: { status: number; message?: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.checkout(await guestCart(polo.id, 25));
      answers.push({
        status: res.status,
        message: res.status === 200 ? undefined : (await res.json()).message,
      });
    }
    // three hold their 25 each; the rest are refused with 429 and hold nothing
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_LIVE_CHECKOUTS_PER_ADDRESS);
    expect(answers.slice(MAX_LIVE_CHECKOUTS_PER_ADDRESS).map((a) => a.status)).toEqual(Array(9).fill(429));
    expect(answers[3]!.message).toBe(
      'You already have 3 unpaid checkouts waiting. Pay for one, or try again in 31 minutes when they have expired.',
    );
    // checkout starts are throttled as well: 10 in a quarter of an hour
    expect(answers[11]!.message).toBe(
      'Too many checkouts started from your connection. Please wait a few minutes and try again.',
    );
    expect(await navyM(polo.id)).toBe(300 - 3 * 25);
    // and those three hold for the payment session's life, not a day
    const holds = await t.ctx.database.db.select().from(stockHolds).where(eq(stockHolds.productId, polo.id));
    for (const h of holds) expect(h.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 31 * MINUTE);

    // a real buyer elsewhere buys 200 and pays
    from = '10.12.0.2';
    const cookie = await customerCart(polo.id, 200);
    const started = await api.checkout(cookie);
    expect(started.status).toBe(200);
    const { sessionId } = await started.json();
    const result = (await t.ctx.testCheckout!.markPaid(sessionId))!;
    const body = testWebhookBody(result);
    const paid = await api.send('POST', '/payments/webhook', body, undefined, {
      'stripe-signature': signTestWebhook(body),
    });
    expect(paid.status).toBe(200);
    expect(await navyM(polo.id)).toBe(300 - 200 - 3 * 25);
  });

  it("one shopper checking out again is not held back by their own cart's earlier checkouts", async () => {
    const polo = await productWith(50);
    from = '10.12.0.3';
    const cookie = await customerCart(polo.id, 2);
    // four addresses typed in turn: four checkouts of one cart, the latest holding
    for (const phone of ['01', '02', '03', '04']) {
      const res = await api.checkout(cookie, { ...UK_ADDRESS, phone: `0113 496 00${phone}` });
      expect(res.status).toBe(200);
    }
    expect(await navyM(polo.id)).toBe(48);
  });

  it('a checkout whose payment session ran out is abandoned: holds released, not an order, only under Abandoned', async () => {
    const db = t.ctx.database.db;
    const polo = await productWith(10);
    from = '10.12.0.4';
    const cookie = await customerCart(polo.id, 4);
    const started = await api.checkout(cookie);
    expect(started.status).toBe(200);
    const { orderId, sessionId } = await started.json();
    const placed = await orderRow(orderId);
    // the order, its holds and the test checkout's session end together, about 31 minutes on
    const session = (await t.ctx.testCheckout!.session(sessionId))!;
    expect(session.expiresAt!.getTime()).toBe(placed.paymentExpiresAt!.getTime());
    expect(placed.paymentExpiresAt!.getTime() - Date.now()).toBeGreaterThan(30 * MINUTE);
    expect(placed.paymentExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(31 * MINUTE);
    expect(await navyM(polo.id)).toBe(6);

    // unpaid: not counted, not New, though listed as awaiting payment
    const count = async () =>
      (await (await api.send('GET', '/orders/count', undefined, seller)).json()).count;
    const listed = async (query = '') =>
      (await (await api.send('GET', `/orders${query}`, undefined, seller)).json()).orders as {
        _id: string;
        isNew: boolean;
      }[];
    const countBefore = await count();
    expect((await listed()).find((o) => o._id === orderId)).toMatchObject({ isNew: false });

    // renewed while the buyer is on the payment page: 20 minutes on, the page asks, and it lasts 31 more
    const soon = sql`now() + interval '11 minutes'`;
    await db.update(orders).set({ paymentExpiresAt: soon }).where(eq(orders.id, orderId));
    await db.update(stockHolds).set({ expiresAt: soon }).where(eq(stockHolds.orderId, orderId));
    await db
      .update(testCheckoutSessions)
      .set({ expiresAt: soon })
      .where(eq(testCheckoutSessions.id, sessionId));
    const renewed = (await t.ctx.services.checkout.renew(sessionId))!;
    expect(renewed.getTime() - Date.now()).toBeGreaterThan(30 * MINUTE);
    expect((await orderRow(orderId)).paymentExpiresAt!.getTime()).toBe(renewed.getTime());
    const [hold] = await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
    expect(hold!.expiresAt.getTime()).toBe(renewed.getTime());
    expect((await t.ctx.testCheckout!.session(sessionId))!.expiresAt!.getTime()).toBe(renewed.getTime());

    // the session runs out: it can no longer be paid, as Stripe's; the sweep marks the checkout abandoned
    await runOut(orderId, sessionId);
    expect(await t.ctx.testCheckout!.retrieveCheckout(sessionId)).toMatchObject({
      paid: false,
      status: 'expired',
    });
    expect(await t.ctx.testCheckout!.markPaid(sessionId)).toMatchObject({ paid: false });
    expect(await t.ctx.services.checkout.renew(sessionId)).toBeNull();
    expect(await t.ctx.services.checkout.abandonExpired()).toBe(1);
    expect(await t.ctx.services.checkout.abandonExpired()).toBe(0);
    const abandoned = await orderRow(orderId);
    expect(abandoned).toMatchObject({ paymentStatus: 'unpaid', checkoutFrom: null });
    expect(abandoned.abandonedAt).not.toBeNull();
    expect(await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId))).toEqual([]);
    expect(await navyM(polo.id)).toBe(10);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'abandoned']);

    // the seller: not in the list or the counters, only under Abandoned
    expect(await count()).toBe(countBefore);
    expect((await listed()).map((o) => o._id)).not.toContain(orderId);
    expect((await listed('?paymentStatus=unpaid')).map((o) => o._id)).not.toContain(orderId);
    expect((await listed('?paymentStatus=abandoned')).map((o) => o._id)).toEqual([orderId]);
    // nor in the customer's own orders
    expect(await t.ctx.services.orders.listForUser(placed.userId!)).toEqual([]);

    // the same cart checks out anew: a new checkout, not the abandoned one's expired page
    const again = await api.checkout(cookie);
    expect(again.status).toBe(200);
    const fresh = await again.json();
    expect(fresh.orderId).not.toBe(orderId);
    expect(fresh.sessionId).not.toBe(sessionId);
    expect(await navyM(polo.id)).toBe(6);
  });

  it('paying again after the payment page expired, before the sweep: the old checkout is abandoned, a new one made', async () => {
    const polo = await productWith(5);
    from = '10.12.0.7';
    const cookie = await customerCart(polo.id, 5);
    const first = await (await api.checkout(cookie)).json();
    await runOut(first.orderId, first.sessionId);
    const second = await api.checkout(cookie);
    expect(second.status).toBe(200);
    const { orderId } = await second.json();
    expect(orderId).not.toBe(first.orderId);
    expect((await orderRow(first.orderId)).abandonedAt).not.toBeNull();
    expect(await navyM(polo.id)).toBe(0);
  });

  it('a checkout paid whose notice was lost is confirmed by the sweep, not abandoned', async () => {
    const polo = await productWith(10);
    from = '10.12.0.5';
    const cookie = await customerCart(polo.id, 3);
    const { orderId, sessionId } = await (await api.checkout(cookie)).json();
    // paid on the provider's page; the webhook never came and the buyer closed the tab
    expect(await t.ctx.testCheckout!.markPaid(sessionId)).toMatchObject({ paid: true });
    await t.ctx.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    expect(await t.ctx.services.checkout.abandonExpired()).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', abandonedAt: null });
    expect(await navyM(polo.id)).toBe(7);
  });

  it("an unpaid checkout's promo use is held until it is abandoned", async () => {
    await t.ctx.services.promos.create({ code: 'ONCE27', percent: 10, usageLimit: 1 });
    const polo = await productWith(10);
    from = '10.12.0.6';
    const a = await customerCart(polo.id, 1);
    const b = await customerCart(polo.id, 1);
    const withPromo = (cookie: string) =>
      api.send(
        'POST',
        '/payments/create-checkout-session',
        { shippingAddress: UK_ADDRESS, promoCode: 'ONCE27' },
        cookie,
      );
    const first = await withPromo(a);
    expect(first.status).toBe(200);
    const { orderId, sessionId } = await first.json();
    expect((await withPromo(b)).status).toBe(400);
    await runOut(orderId, sessionId);
    await t.ctx.services.checkout.abandonExpired();
    expect((await withPromo(b)).status).toBe(200);
  });
});
