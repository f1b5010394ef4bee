import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePromoCode, PROMO_REFUSALS } from '../../domain/promo-codes';
import { PROMO_MESSAGES } from '../../domain/schemas/promo-codes';
import { createCustomer, createProduct } from '../../tests/factories';
import { successAnswer, UK_ADDRESS as ADDRESS } from '../../tests/helpers/api';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orders, promoCodes, promoRedemptions } from '../db/schema';
import { PROMO_EXISTS_MESSAGE } from '../services/promos';

describe.each(testDatabases())('promo codes API on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let productId: string;

  beforeAll(async () => {
    api = apiClient(t);
    productId = (await createProduct(t.ctx.database.db, { price: 1000 }))!.id;
    await t.ctx.services.auth.upsertSeller({ email: 'seller@promo.test', password: 'seller-password' });
    seller = await api.login('/auth/admin/login', 'seller@promo.test', 'seller-password');
  });

  const create = (body: Record<string, unknown>) => api.send('POST', '/promocodes/create', seller, body);
  const list = async () =>
    (await (await api.send('GET', '/promocodes/all', seller)).json()).promos as Record<string, unknown>[];

  /** A logged-in customer with one line in their cart. */
  async function shopper(size = 'M') {
    const user = await createCustomer(t.ctx.database.db);
    const cookie = await api.login('/auth/login', user.email, user.password);
    const res = await api.send('POST', '/cart', cookie, { productId, size, color: 'Navy', finalQuantity: 2 });
    expect(res.status).toBe(200);
    return { user, cookie };
  }
  const checkout = (cookie: string, promoCode: string) =>
    api.send('POST', '/payments/create-checkout-session', cookie, { shippingAddress: ADDRESS, promoCode });
  const redemptions = async (code: string) => {
    const [promo] = await t.ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo!.id));
    return row!.n;
  };

  it('creates a typed and a generated code, lists both, toggles and deletes (a deleted code stays reserved)', async () => {
    const typed = await create({ code: ' spring-25 ', discount: 25, status: 'active' });
    const body = await successAnswer(typed, 'Promo code created successfully!', 201);
    expect(body.promo).toMatchObject({
      code: 'SPRING-25',
      discount: 25,
      status: 'active',
      state: 'active',
      uses: 0,
      usageLimit: null,
    });
    const generated = generatePromoCode();
    const gen = await create({
      code: generated,
      discount: '15',
      status: 'inactive',
      expiresAt: '2099-12-31',
      usageLimit: 3,
      onePerCustomer: true,
    });
    expect(gen.status).toBe(201);
    expect((await gen.json()).promo).toMatchObject({
      code: generated,
      discount: 15,
      status: 'inactive',
      usageLimit: 3,
      onePerCustomer: true,
      expiresAt: '2099-12-31T23:59:59.999Z',
    });
    const codes = (await list()).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['SPRING-25', generated]));

    const id = body.promo._id as string;
    const off = await api.send('PATCH', `/promocodes/toggle/${id}`, seller, { status: 'inactive' });
    expect(off.status).toBe(200);
    expect((await off.json()).promo).toMatchObject({ status: 'inactive', state: 'inactive' });
    const { cookie } = await shopper();
    expect(await (await checkout(cookie, 'spring-25')).json()).toEqual({ message: 'Invalid promo code' });
    await api.send('PATCH', `/promocodes/toggle/${id}`, seller, { status: 'active' });
    expect((await checkout(cookie, 'spring-25')).status).toBe(200);

    const del = await api.send('DELETE', `/promocodes/delete/${id}`, seller);
    expect(await del.json()).toEqual({ success: true, message: 'Promo code deleted successfully!' });
    expect((await list()).map((p) => p.code)).not.toContain('SPRING-25');
    const other = await shopper('L');
    expect(await (await checkout(other.cookie, 'SPRING-25')).json()).toEqual({
      message: 'Invalid promo code',
    });
    // the order that used it still names it; the code cannot be made again
    const [used] = await t.ctx.database.db.select().from(orders).where(eq(orders.promoCode, 'SPRING-25'));
    expect(used).toBeDefined();
    expect(await (await create({ code: 'spring-25', discount: 5 })).json()).toEqual({
      message: PROMO_EXISTS_MESSAGE,
    });
    expect((await api.send('DELETE', `/promocodes/delete/${id}`, seller)).status).toBe(404);
    expect((await api.send('PATCH', `/promocodes/toggle/${id}`, seller, { status: 'active' })).status).toBe(
      404,
    );
  });

  it('refuses each bad input with a 400 the seller can act on', async () => {
    await create({ code: 'TAKEN1', discount: 10 });
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'taken1', discount: 10 }, PROMO_EXISTS_MESSAGE],
      [{ code: 'NEW001', discount: 0 }, PROMO_MESSAGES.discount],
      [{ code: 'NEW001', discount: 101 }, PROMO_MESSAGES.discount],
      [{ code: 'NEW001', discount: 12.5 }, PROMO_MESSAGES.discount],
      [{ code: 'NEW001', discount: 'ten' }, PROMO_MESSAGES.discount],
      [{ code: 'NEW001' }, PROMO_MESSAGES.discountRequired],
      [{ discount: 10 }, PROMO_MESSAGES.codeRequired],
      [{ code: 'NEW 001', discount: 10 }, PROMO_MESSAGES.codeCharacters],
      [{ code: '<b>', discount: 10 }, PROMO_MESSAGES.codeCharacters],
      [{ code: 'NEW001', discount: 10, expiresAt: '2020-01-01' }, PROMO_MESSAGES.expiryPast],
      [{ code: 'NEW001', discount: 10, usageLimit: 0 }, PROMO_MESSAGES.usageLimit],
      [{ code: 'NEW001', discount: 10, status: 'paused' }, PROMO_MESSAGES.status],
      [{ code: 'NEW001', discount: 10, colour: 'red' }, 'Unknown field: colour'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toEqual({ message });
    }
    expect((await list()).map((p) => p.code)).not.toContain('NEW001');
  });

  it('enforces expiry, the usage limit and one use per customer at checkout; a retry does not count twice', async () => {
    await create({ code: 'EXPIRED', discount: 10 });
    await t.ctx.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.code, 'EXPIRED'));
    const a = await shopper();
    const expired = await checkout(a.cookie, 'EXPIRED');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ message: 'This promo code has expired' });
    expect(
      await (await api.send('POST', '/promocodes/validate', a.cookie, { code: 'expired' })).json(),
    ).toEqual({ message: 'This promo code has expired' });

    await create({ code: 'ONCEONLY', discount: 10, usageLimit: 1 });
    const first = await checkout(a.cookie, 'ONCEONLY');
    expect(first.status).toBe(200);
    const { orderId } = await first.json();
    // the same cart again (a double click): the same order, still one use
    const again = await checkout(a.cookie, 'ONCEONLY');
    expect(again.status).toBe(200);
    expect((await again.json()).orderId).toBe(orderId);
    expect(await redemptions('ONCEONLY')).toBe(1);
    const b = await shopper();
    const usedUp = await checkout(b.cookie, 'ONCEONLY');
    expect(usedUp.status).toBe(400);
    expect(await usedUp.json()).toEqual({ message: PROMO_REFUSALS.usedUp });
    expect((await list()).find((p) => p.code === 'ONCEONLY')).toMatchObject({ uses: 1, state: 'used up' });

    // cancelling the unpaid order gives its use back
    await t.ctx.database.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
    expect((await checkout(b.cookie, 'ONCEONLY')).status).toBe(200);

    await create({ code: 'ONEEACH', discount: 10, onePerCustomer: true });
    const c = await shopper();
    expect((await checkout(c.cookie, 'ONEEACH')).status).toBe(200);
    // another cart of the same customer is a new order: refused
    await api.send('POST', '/cart', c.cookie, { productId, size: 'XL', color: 'Navy', finalQuantity: 1 });
    const second = await checkout(c.cookie, 'ONEEACH');
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ message: PROMO_REFUSALS.usedByYou });
    // someone else may still use it
    expect((await checkout((await shopper()).cookie, 'ONEEACH')).status).toBe(200);
  });

  it('counts a paid use once in timesUsed', async () => {
    await create({ code: 'PAIDUSE', discount: 10 });
    const a = await shopper();
    const { sessionId } = await (await checkout(a.cookie, 'PAIDUSE')).json();
    const result = await t.ctx.testCheckout!.markPaid(sessionId);
    await t.ctx.services.orders.confirmPayment(result!);
    await t.ctx.services.orders.confirmPayment(result!);
    expect((await list()).find((p) => p.code === 'PAIDUSE')).toMatchObject({ timesUsed: 1, uses: 1 });
  });

  it('gives a code limited to one use to exactly one of 20 simultaneous checkouts', async () => {
    await create({ code: 'RACE1', discount: 20, usageLimit: 1 });
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await shopper());
    const results = await Promise.all(shoppers.map((s) => checkout(s.cookie, 'RACE1')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const r of results.filter((x) => x.status === 400))
      expect(await r.json()).toEqual({ message: PROMO_REFUSALS.usedUp });
    expect(await redemptions('RACE1')).toBe(1);
    const withCode = await t.ctx.database.db.select().from(orders).where(eq(orders.promoCode, 'RACE1'));
    expect(withCode).toHaveLength(1);
  });
});
