import { sql, type SQL } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../tests/factories';
import { shopperApi } from '../../../tests/helpers/shopper-api';
import { useTestApp } from '../../../tests/helpers/test-app';
import { EXPIRED_PAYMENT_PAGE } from '../../../domain/schemas/checkout';
import { payTestCheckout, testCheckoutPage } from './test-checkout.server';

/** The test checkout's page expires as Stripe's hosted page does, and renews the checkout while it is open. */
describe("the test checkout's page", () => {
  const t = useTestApp('pglite');
  let context: AppLoadContext;
  const api = shopperApi(
    () => t,
    () => '10.12.1.1',
  );

  beforeAll(async () => {
    context = { app: t.ctx } as unknown as AppLoadContext;
  });

  const card = () =>
    new Request('http://localhost/test-checkout/x', {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    });

  it('renews the checkout while open, and once expired says so and takes no payment', async () => {
    const polo = (await createProduct(t.ctx.database.db))!;
    const { cookie } = await api.customer();
    await api.send(
      'POST',
      '/cart',
      { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 1 },
      cookie,
    );
    const { sessionId, orderId } = await (await api.checkout(cookie)).json();
    const db = t.ctx.database.db;
    // (raw SQL: browser-side folders name no server tables)
    const setEnd = async (end: SQL) => {
      await db.execute(sql`update orders set payment_expires_at = ${end} where id = ${orderId}`);
      await db.execute(sql`update stock_holds set expires_at = ${end} where order_id = ${orderId}`);
      await db.execute(sql`update test_checkout_sessions set expires_at = ${end} where id = ${sessionId}`);
    };
    const orderRow = async () => (await t.ctx.services.orders.get(orderId))!;

    // opened 25 minutes in: the buyer is there, so the checkout lasts another 31 minutes
    await setEnd(sql`now() + interval '6 minutes'`);
    const open = await testCheckoutPage(sessionId, context);
    expect(open).toMatchObject({ paid: false, expired: false });
    expect((await orderRow()).paymentExpiresAt!.getTime() - Date.now()).toBeGreaterThan(30 * 60_000);

    await setEnd(sql`now() - interval '1 minute'`);
    expect(await testCheckoutPage(sessionId, context)).toMatchObject({ paid: false, expired: true });
    const refused = (await payTestCheckout(sessionId, card(), context)) as unknown as {
      data: { error: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(410);
    expect(refused.data.error).toBe(EXPIRED_PAYMENT_PAGE);
    expect((await orderRow()).paymentStatus).toBe('unpaid');
  });
});
