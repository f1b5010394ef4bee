import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logoPng } from '../../tests/helpers/photos';
import type { LineDecoration } from '../../domain/line-item';
import {
  bundleGarment,
  createBundle,
  createCustomer,
  createProduct,
  insertOrderWithLines,
  setStock,
} from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { cartLines, carts, productStock } from '../db/schema';
import { summariseLogo } from '../services/logos';

type ProductRow = NonNullable<Awaited<ReturnType<typeof createProduct>>>;

describe.each(testDatabases())('POST /api/orders/{id}/reorder on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let polo: ProductRow;
  let tee: ProductRow;
  let hoodie: ProductRow;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let cookie: string;

  beforeAll(async () => {
    api = apiClient(t);
    const db = t.ctx.database.db;
    polo = (await createProduct(db, { title: 'Classic Polo', price: 1500 }))!;
    tee = (await createProduct(db, { title: 'Kit Tee', price: 1000 }))!;
    hoodie = (await createProduct(db, { title: 'Kit Hoodie', price: 2500 }))!;
    customer = await createCustomer(db);
    cookie = await api.login('/auth/login', customer.email, customer.password);
  });

  const db = () => t.ctx.database.db;
  const clearCart = () => db().delete(carts).where(eq(carts.userId, customer.id));

  /** A paid order with a polo carrying an uploaded logo and a text logo, and a bundle with the text logo. */
  async function paidOrder() {
    const png = await logoPng();
    const logo = await t.ctx.services.logos.upload(customer.id, png, 'crest.png');
    await t.ctx.services.logos.markSetupPaid([logo.id]); // as payment does
    const uploaded: LineDecoration = {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'logo', name: 'crest.png', logo: summariseLogo(logo) },
      isPreviousLogo: false,
    };
    const text: LineDecoration = {
      position: 'Large Back',
      method: 'Print',
      design: { kind: 'text', text: 'ACME BUILDERS', font: 'Standard' },
      isPreviousLogo: false,
    };
    const kit = await createBundle(
      db(),
      [
        { productId: tee.id, requiredQuantity: 2 },
        { productId: hoodie.id, requiredQuantity: 1 },
      ],
      { price: 4000, title: 'Site Kit' },
    );
    const order = await insertOrderWithLines(db(), customer, [
      { product: polo, colour: 'Navy', size: 'M', quantity: 5, decorations: [uploaded, text] },
      {
        bundle: kit,
        garments: [bundleGarment(tee, 'Black', 'L', 2), bundleGarment(hoodie, 'Navy', 'L', 1)],
        quantity: 2,
        decorations: [{ ...text, position: 'Large Front' }],
      },
    ]);
    expect(order.setupFees).toBeGreaterThan(0); // the first order paid for both designs
    return { order, logo, kit };
  }

  it('puts a paid order back in the cart: same lines and logos, no setup fee', async () => {
    await clearCart();
    const { order, logo, kit } = await paidOrder();
    const res = await api.send('POST', `/orders/${order.id}/reorder`, cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, added: 5 + 2 * 3, notes: [] });
    expect(body.message).toBe('11 items from your order added to your cart.');
    expect(body.summary.setupFees).toBe(0);
    // logo charges stay: £5.50 × 2 positions × 5 polos + £5.50 × 1 position × 2 bundles × 3 garments
    expect(body.summary.logoCharges).toBe(5.5 * 2 * 5 + 5.5 * 2 * 3);

    const rows = await db()
      .select()
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, customer.id));
    const lines = rows.map((r) => r.cart_lines);
    expect(lines).toHaveLength(2);
    const single = lines.find((l) => l.productId === polo.id)!;
    expect(single).toMatchObject({ colour: 'Navy', size: 'M', quantity: 5, unitPrice: 1500 });
    expect(single.decorations.map((d) => [d.position, d.method, d.logoId, d.textLine])).toEqual(
      expect.arrayContaining([
        ['Left Breast', 'Embroidery', logo.id, null],
        ['Large Back', 'Print', null, 'ACME BUILDERS'],
      ]),
    );
    const bundle = lines.find((l) => l.bundleId === kit.id)!;
    expect(bundle).toMatchObject({ quantity: 2, unitPrice: 4000 });
    expect(bundle.bundleItems).toEqual([
      { productId: tee.id, colour: 'Black', size: 'L', quantity: 2 },
      { productId: hoodie.id, colour: 'Navy', size: 'L', quantity: 1 },
    ]);
    expect(bundle.decorations).toMatchObject([{ position: 'Large Front', textLine: 'ACME BUILDERS' }]);

    // the cart page's own read agrees
    const cart = await (await api.send('GET', '/cart', cookie)).json();
    expect(cart.summary.setupFees).toBe(0);
  });

  it('skips a product deleted since and reduces a line short of stock, with notes', async () => {
    await clearCart();
    const { order } = await paidOrder();
    await t.ctx.services.productAdmin.archive(polo.id);
    await setStock(db(), hoodie.id, '#1f3f7a', 'L', 1);
    try {
      const res = await api.send('POST', `/orders/${order.id}/reorder`, cookie);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.notes).toEqual([
        'Classic Polo in Navy, size M is no longer sold.',
        'Only 1 of the bundle Site Kit can be made from the stock left: 1 added instead of 2.',
      ]);
      expect(body.added).toBe(3);
      expect(body.cart).toHaveLength(1);
      expect(body.summary.setupFees).toBe(0);
    } finally {
      await db().update(productStock).set({ quantity: 100 }).where(eq(productStock.productId, hoodie.id));
    }
  });

  it('reduces a single garment to the stock left', async () => {
    await clearCart();
    const fresh = (await createProduct(db(), { title: 'Work Shirt', price: 1800 }))!;
    const order = await insertOrderWithLines(db(), customer, [
      { product: fresh, colour: 'Black', size: 'S', quantity: 5 },
    ]);
    await setStock(db(), fresh.id, '#000000', 'S', 3);
    const body = await (await api.send('POST', `/orders/${order.id}/reorder`, cookie)).json();
    expect(body.notes).toEqual(['Only 3 left of Work Shirt in Black, size S: 3 added instead of 5.']);
    expect(body.cart).toMatchObject([{ quantity: 3 }]);
  });

  it("is a 404 for another customer's order and a 401 for a guest", async () => {
    const fresh = (await createProduct(db(), { title: 'Fleece' }))!;
    const order = await insertOrderWithLines(db(), customer, [
      { product: fresh, colour: 'Black', size: 'S', quantity: 1 },
    ]);
    const other = await createCustomer(db());
    const otherCookie = await api.login('/auth/login', other.email, other.password);
    expect((await api.send('POST', `/orders/${order.id}/reorder`, otherCookie)).status).toBe(404);
    expect((await api.send('POST', `/orders/not-an-id/reorder`, otherCookie)).status).toBe(404);
    expect((await api.send('POST', `/orders/${order.id}/reorder`)).status).toBe(401);
    const [otherCart] = await db().select().from(carts).where(eq(carts.userId, other.id));
    expect(otherCart).toBeUndefined();
  });
});
