import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../domain/pricing';
import { createBundle, createProduct } from '../../tests/factories';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { bundles, cartLines, products } from '../db/schema';

/**
 * A cart line is charged the catalogue's price now (issue 27, M3): after the seller lowered a polo from £12.99 to
 * £9.99, carts, checkout and the mails still charged £12.99. A line whose price moved says so once.
 */
describe.each(testDatabases())('cart prices after the seller changes them, on %s', (kind) => {
  const t = useTestApp(kind);
  let ip = 0;

  const {
    send,
    customer: loggedIn,
    getCart,
    checkout,
  } = shopperApi(
    () => t,
    () => `10.27.3.${ip}`,
  );
  async function customer() {
    ip++;
    return loggedIn();
  }
  // as the seller's editor does: the write, then this instance's catalogue cache knows at once
  const changed = () => t.ctx.services.catalogue.changed();
  async function setPrice(id: string, price: number) {
    await t.ctx.database.db.update(products).set({ price }).where(eq(products.id, id));
    changed();
  }

  it('the cart JSON and checkout charge the new price; the line says "Price changed from £12.99 to £9.99" once', async () => {
    const db = t.ctx.database.db;
    const polo = (await createProduct(db, { title: 'Repriced Polo', price: 1299 }))!;
    const tee = (await createProduct(db, { title: 'Kit Tee', price: 800 }))!;
    const kit = await createBundle(db, [{ productId: tee.id, requiredQuantity: 2 }], {
      title: 'Repriced Kit',
      price: 2500,
    });
    const { cookie } = await customer();
    const added = await send(
      'POST',
      '/cart',
      { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 3 },
      cookie,
    );
    expect((await added.json()).cartItem.price).toBe(12.99);
    expect(
      (
        await send(
          'POST',
          '/cart',
          {
            isBundle: true,
            bundleId: kit.id,
            bundleProducts: [{ id: tee.id, sizesByColor: { Navy: [{ size: 'L', quantity: 2 }] } }],
          },
          cookie,
        )
      ).status,
    ).toBe(200);
    // seen at the add prices: no notice
    const before = await getCart(cookie);
    expect(before.cart.map((l: { priceChange: string | null }) => l.priceChange)).toEqual([null, null]);

    await setPrice(polo.id, 999);
    await db.update(bundles).set({ price: 2750 }).where(eq(bundles.id, kit.id));
    changed();

    const after = await getCart(cookie);
    expect(after.cart[0]).toMatchObject({
      productTitle: 'Repriced Polo',
      price: 9.99,
      previousPrice: 12.99,
      priceChange: 'Price changed from £12.99 to £9.99',
      lineTotal: 29.97,
    });
    expect(after.cart[1]).toMatchObject({
      title: 'Repriced Kit',
      price: 27.5,
      previousPrice: 25,
      priceChange: 'Price changed from £25.00 to £27.50',
    });
    const expected = priceCart([
      { unitPrice: 999, quantity: 3, decorations: [] },
      { unitPrice: 2750, quantity: 1, garmentsPerUnit: 2, decorations: [] },
    ]);
    expect(after.summary).toMatchObject({ subtotal: expected.goods / 100, total: expected.total / 100 });

    // shown once: the next answer has the new price and no notice
    const again = await getCart(cookie);
    expect(again.cart.map((l: { price: number }) => l.price)).toEqual([9.99, 27.5]);
    expect(again.cart.map((l: { priceChange: string | null }) => l.priceChange)).toEqual([null, null]);
    expect(again.summary).toEqual(after.summary);

    // a second change is said again
    await setPrice(polo.id, 1099);
    expect((await getCart(cookie)).cart[0].priceChange).toBe('Price changed from £9.99 to £10.99');
    await setPrice(polo.id, 999);
    await getCart(cookie);

    // checkout charges what the cart says, at the provider too
    const started = await checkout(cookie);
    expect(started.status).toBe(200);
    const { orderId, sessionId } = await started.json();
    const order = (await t.ctx.services.orders.get(orderId))!;
    expect(order.lines.map((l) => [l.title, l.unitPrice])).toEqual([
      ['Repriced Polo', 999],
      ['Repriced Kit', 2750],
    ]);
    expect(order.goods).toBe(expected.goods);
    expect(order.total).toBe(expected.total);
    const session = (await t.ctx.testCheckout!.session(sessionId))!;
    expect(session.amountTotal).toBe(expected.total);
  });

  it('a line whose price changed while the shopper was away keeps its notice until a cart shows it', async () => {
    const db = t.ctx.database.db;
    const polo = (await createProduct(db, { title: 'Quiet Polo', price: 1299 }))!;
    const { user, cookie } = await customer();
    await send('POST', '/cart', { productId: polo.id, size: 'S', color: 'Black', finalQuantity: 1 }, cookie);
    await setPrice(polo.id, 999);
    // reading the cart elsewhere (a mail, the header) does not count as showing it
    const { lines } = await t.ctx.services.cart.get({ userId: user.id });
    expect(lines[0]).toMatchObject({ unitPrice: 999, previousUnitPrice: 1299 });
    expect((await t.ctx.services.cart.get({ userId: user.id })).lines[0]!.previousUnitPrice).toBe(1299);
    const [row] = await db.select().from(cartLines).where(eq(cartLines.id, lines[0]!.id));
    expect(row!.unitPrice).toBe(1299);
    expect((await getCart(cookie)).cart[0].priceChange).toBe('Price changed from £12.99 to £9.99');
    expect((await t.ctx.services.cart.get({ userId: user.id })).lines[0]!.previousUnitPrice).toBeUndefined();
  });

  it("a 'No longer available' line stays in the cart but leaves the subtotal, setup fees and item count", async () => {
    const db = t.ctx.database.db;
    const kept = (await createProduct(db, { title: 'Kept Polo', price: 1299 }))!;
    const gone = (await createProduct(db, { title: 'Gone Polo', price: 2000 }))!;
    const { cookie } = await customer();
    await send('POST', '/cart', { productId: kept.id, size: 'M', color: 'Navy', finalQuantity: 2 }, cookie);
    await send(
      'POST',
      '/cart',
      {
        productId: gone.id,
        size: 'M',
        color: 'Navy',
        finalQuantity: 5,
        method: 'Embroidery',
        position: ['Left Breast'],
        textLine: 'GONE',
        font: 'Serif',
      },
      cookie,
    );
    expect((await getCart(cookie)).summary).toMatchObject({ itemCount: 7, setupFees: 20 });
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    changed();

    const { cart, summary } = await getCart(cookie);
    expect(
      cart.map((l: { productTitle: string; available: boolean }) => [l.productTitle, l.available]),
    ).toEqual([
      ['Kept Polo', true],
      ['Gone Polo', false],
    ]);
    // the gone line still reads its own price, but no total counts it
    expect(cart[1].lineTotal).toBe(100);
    const expected = priceCart([{ unitPrice: 1299, quantity: 2, decorations: [] }]);
    expect(summary).toEqual({
      itemCount: 2,
      subtotal: 25.98,
      logoCharges: 0,
      setupFees: 0,
      shippingType: 'standard',
      shipping: expected.shipping / 100,
      total: expected.total / 100,
    });
  });
});
