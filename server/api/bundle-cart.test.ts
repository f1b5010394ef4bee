import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceCart } from '../../domain/pricing';
import {
  createBundle,
  createCustomer,
  createProduct,
  setStock as setCell,
  stockOf,
} from '../../tests/factories';
import { payTestCheckout, UK_ADDRESS as ADDRESS } from '../../tests/helpers/api';
import { logoPng } from '../../tests/helpers/photos';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { bundles, cartLines, orderLines, orders, stockHolds } from '../db/schema';
import { SHOP_ACTOR } from '../services/orders/order-events';

type ProductRow = NonNullable<Awaited<ReturnType<typeof createProduct>>>;

describe.each(testDatabases())('bundles in the cart, and stock that holds, on %s', (kind) => {
  const t = useTestApp(kind);
  let tee: ProductRow; // product 1: 5 items
  let polo: ProductRow; // product 2: 3 items
  let hoodie: ProductRow; // product 3: 2 items
  let everyday: Awaited<ReturnType<typeof createBundle>>;
  let png: Buffer;
  let ip = 0;

  beforeAll(async () => {
    const db = t.ctx.database.db;
    tee = (await createProduct(db, { title: 'Bundle Tee', price: 1500 }))!;
    polo = (await createProduct(db, { title: 'Bundle Polo', price: 2000 }))!;
    hoodie = (await createProduct(db, { title: 'Bundle Hoodie', price: 1000 }))!;
    everyday = await createBundle(
      db,
      [
        { productId: tee.id, requiredQuantity: 5 },
        { productId: polo.id, requiredQuantity: 3 },
        { productId: hoodie.id, requiredQuantity: 2 },
      ],
      { type: 'everyday', price: 9900, title: 'Everyday Kit' },
    );
    png = await logoPng();
  });
  beforeEach(() => {
    ip++;
  });

  const from = () => `10.7.${kind === 'pglite' ? 1 : 2}.${ip}`;
  const { send, cookiesOf, customer, getCart, checkout } = shopperApi(() => t, from);
  /** The bundle page's payload: 5 tees over three colours, 3 polos, 2 hoodies. */
  const everydayProducts = () => [
    { id: tee.id, sizesByColor: { Navy: { M: 2, L: 1 }, '#000000': { M: 1 }, White: { S: 1 } } },
    { id: polo.id, sizesByColor: { Black: { L: 3 } } },
    { id: hoodie.id, sizesByColor: { Navy: { XL: 2 } } },
  ];
  const bundlePayload = (extra: Record<string, unknown> = {}) => ({
    isBundle: true,
    bundleId: everyday.id,
    bundleProducts: everydayProducts(),
    price: 0.01, // ignored
    thumbnail: '/ignored.png',
    method: 'Not selected',
    ...extra,
  });
  const pay = (sessionId: string) => payTestCheckout(t, sessionId, from());
  const stockRow = (productId: string, colour: string, size: string) =>
    stockOf(t.ctx.database.db, productId, colour, size);
  const setStock = (productId: string, colour: string, size: string, quantity: number) =>
    setCell(t.ctx.database.db, productId, colour, size, quantity);
  const ordersWith = async (productId: string) =>
    Number(
      (
        await t.ctx.database.db
          .select({ n: sql<number>`count(distinct ${orderLines.orderId})` })
          .from(orderLines)
          .where(eq(orderLines.productId, productId))
      )[0]!.n,
    );
  const NAVY = '#1f3f7a';

  describe('refuses a bad bundle with 400 and a clear message, leaving the cart as it was', () => {
    const cases: [string, () => Record<string, unknown>, number, () => string][] = [
      [
        'two products of three',
        () => ({ bundleProducts: everydayProducts().slice(0, 2) }),
        400,
        () => 'Bundle must contain exactly 3 products',
      ],
      [
        'counts that do not match the type',
        () => ({
          bundleProducts: [{ id: tee.id, sizesByColor: { Navy: { M: 4 } } }, ...everydayProducts().slice(1)],
        }),
        400,
        () => 'Product 1 (Bundle Tee) needs exactly 5 items: 4 chosen.',
      ],
      [
        'an unknown product',
        () => ({
          bundleProducts: [
            { id: '00000000-0000-4000-8000-000000000000', sizesByColor: { Navy: { M: 5 } } },
            ...everydayProducts().slice(1),
          ],
        }),
        400,
        () => 'A product you chose is not part of this bundle.',
      ],
      [
        'an unknown colour',
        () => ({
          bundleProducts: [
            { id: tee.id, sizesByColor: { Purple: { M: 5 } } },
            ...everydayProducts().slice(1),
          ],
        }),
        400,
        () => 'Bundle Tee is not offered in Purple in this bundle.',
      ],
      [
        'an unknown size',
        () => ({
          bundleProducts: [
            { id: tee.id, sizesByColor: { Navy: { XXXL: 5 } } },
            ...everydayProducts().slice(1),
          ],
        }),
        400,
        () => 'Bundle Tee has no size XXXL.',
      ],
      [
        'four colours in a section',
        () => ({
          bundleProducts: [
            {
              id: tee.id,
              sizesByColor: { Navy: { M: 2 }, Black: { M: 1 }, White: { M: 1 }, '#ff0000': { M: 1 } },
            },
            ...everydayProducts().slice(1),
          ],
        }),
        400,
        () => 'Bundle Tee: Choose at most 3 colours per product.',
      ],
      [
        'more than the stock',
        () => ({
          bundleProducts: [
            { id: tee.id, sizesByColor: { White: { XL: 5 } } },
            ...everydayProducts().slice(1),
          ],
        }),
        400,
        () => 'Only 4 left of Bundle Tee in White, size XL.',
      ],
      [
        'a method other than Embroidery, Print or Not selected',
        () => ({ method: 'Glitter' }),
        400,
        () => 'Invalid method',
      ],
      [
        'a logo with no design',
        () => ({ method: 'Embroidery', position: ['Left Breast'] }),
        400,
        () => 'Please upload a logo or select a previous one',
      ],
      [
        'a text logo with no text',
        () => ({ method: 'Print', position: ['Left Breast'], textLine: '  ', font: 'Serif' }),
        400,
        () => 'Please enter text for the logo.',
      ],
      [
        'a logo with no position',
        () => ({ method: 'Print', textLine: 'ACME', font: 'Serif' }),
        400,
        () => 'Please select at least one position.',
      ],
    ];

    it.each(cases)('%s', async (_name, change, status, message) => {
      await setStock(tee.id, '#ffffff', 'XL', 4);
      const { cookie } = await customer();
      await send('POST', '/cart', { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 1 }, cookie);
      const before = await getCart(cookie);
      const res = await send('POST', '/cart', bundlePayload(change()), cookie);
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBe(message());
      expect(await getCart(cookie)).toEqual(before);
      await setStock(tee.id, '#ffffff', 'XL', 100);
    });

    it('a logo from a guest: 401 as for a single garment, and no cart is made', async () => {
      const res = await send(
        'POST',
        '/cart',
        bundlePayload({ method: 'Embroidery', position: ['Left Breast'], textLine: 'ACME', font: 'Serif' }),
      );
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('Unauthorized - Please login to add a logo.');
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('an unknown bundle is 404; a deleted one, or one whose product is gone, 400', async () => {
      const { cookie } = await customer();
      const unknown = await send(
        'POST',
        '/cart',
        bundlePayload({ bundleId: '00000000-0000-4000-8000-000000000000' }),
        cookie,
      );
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).message).toBe('Bundle not found');
      const gone = await createBundle(t.ctx.database.db, [
        { productId: tee.id, requiredQuantity: 5 },
        { productId: polo.id, requiredQuantity: 3 },
        { productId: hoodie.id, requiredQuantity: 2 },
      ]);
      await t.ctx.database.db.update(bundles).set({ archivedAt: new Date() }).where(eq(bundles.id, gone.id));
      const archived = await send('POST', '/cart', bundlePayload({ bundleId: gone.id }), cookie);
      expect(archived.status).toBe(400);
      expect((await archived.json()).message).toBe(`The bundle ${gone.title} is no longer available.`);
      expect((await getCart(cookie)).cart).toEqual([]);
    });

    it('counts what the cart already holds of a garment, in single and bundle lines', async () => {
      await setStock(polo.id, '#000000', 'L', 5);
      const { cookie } = await customer();
      expect((await send('POST', '/cart', bundlePayload(), cookie)).status).toBe(200);
      // 3 of the 5 are in the bundle line; 3 more do not fit
      const again = await send('POST', '/cart', bundlePayload(), cookie);
      expect(again.status).toBe(400);
      expect((await again.json()).message).toBe('Only 2 left of Bundle Polo in Black, size L.');
      const single = await send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'L', color: 'Black', finalQuantity: 3 },
        cookie,
      );
      expect(single.status).toBe(409);
      const line = (await getCart(cookie)).cart[0];
      const up = await send('PUT', `/cart/increase/${line._id}`, undefined, cookie);
      expect(up.status).toBe(409);
      expect((await up.json()).message).toBe('Only 5 left of Bundle Polo in Black, size L.');
      expect((await getCart(cookie)).cart[0].quantity).toBe(1);
      await setStock(polo.id, '#000000', 'L', 100);
    });
  });

  it("takes the spec's sizesByColor shape ({ colour: [{ size, quantity }] }) as the same bundle as the page's map", async () => {
    const { cookie } = await customer();
    // the spec's lists, JSON and multipart alike; a size listed twice counts both entries
    const specProducts = [
      {
        id: tee.id,
        sizesByColor: {
          Navy: [
            { size: 'M', quantity: 1 },
            { size: 'L', quantity: 1 },
            { size: 'M', quantity: 1 },
          ],
          '#000000': [{ size: 'M', quantity: 1 }],
          White: [{ size: 'S', quantity: 1 }],
        },
      },
      { id: polo.id, sizesByColor: { Black: [{ size: 'L', quantity: 3 }] } },
      { id: hoodie.id, sizesByColor: { Navy: [{ size: 'XL', quantity: 2 }] } },
    ];
    const json = await send('POST', '/cart', bundlePayload({ bundleProducts: specProducts }), cookie);
    expect(json.status).toBe(200);
    const form = new FormData();
    for (const [key, value] of Object.entries(bundlePayload({ bundleProducts: specProducts })))
      form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    const multipart = await send('POST', '/cart', form, cookie);
    expect(multipart.status).toBe(200);
    // and the page's map: all three are one bundle, so one line of three
    expect((await send('POST', '/cart', bundlePayload(), cookie)).status).toBe(200);
    const { cart } = await getCart(cookie);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ isBundle: true, quantity: 3, garmentCount: 10 });

    const bad = await send(
      'POST',
      '/cart',
      bundlePayload({
        bundleProducts: [{ id: tee.id, sizesByColor: { Navy: [{ size: 'M' }] } }, ...specProducts.slice(1)],
      }),
      cookie,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Quantities must be whole numbers.');
  });

  it('adds a text logo on two positions as one line, priced by domain/pricing, and merges an identical add', async () => {
    const { cookie } = await customer();
    const payload = bundlePayload({
      method: 'Embroidery',
      position: ['Left Breast', 'Large Back'],
      textLine: 'ACME',
      font: 'Serif',
      notes: 'Gold thread',
    });
    const res = await send('POST', '/cart', payload, cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Bundle successfully added to cart!' });
    expect(body.cart).toHaveLength(1);
    expect(body.cartItem).toMatchObject({
      isBundle: true,
      bundleId: everyday.id,
      productId: null,
      title: 'Everyday Kit',
      color: '',
      size: '',
      quantity: 1,
      price: 99,
      garmentCount: 10,
      separatePrice: 155, // 5 × £15 + 3 × £20 + 2 × £10
      saving: 56,
      method: 'Embroidery',
      position: ['Large Back', 'Left Breast'],
      textLine: 'ACME',
      font: 'Serif',
      notes: 'Gold thread',
      lineTotal: 99,
      logoCharge: 5.5 * 10 * 2,
    });
    expect(
      body.cartItem.bundleProducts.map((g: Record<string, unknown>) => [
        g.title,
        g.color,
        g.size,
        g.quantity,
      ]),
    ).toEqual([
      ['Bundle Tee', 'Black', 'M', 1],
      ['Bundle Tee', 'White', 'S', 1],
      ['Bundle Tee', 'Navy', 'M', 2],
      ['Bundle Tee', 'Navy', 'L', 1],
      ['Bundle Polo', 'Black', 'L', 3],
      ['Bundle Hoodie', 'Navy', 'XL', 2],
    ]);
    expect(body.cartItem.bundleProducts[2]).toMatchObject({ colourHex: NAVY, image: tee.colours[2]!.image });
    const expected = priceCart([
      {
        unitPrice: 9900,
        quantity: 1,
        garmentsPerUnit: 10,
        decorations: [
          { designKey: 'text:Serif:ACME', isPreviousLogo: false },
          { designKey: 'text:Serif:ACME', isPreviousLogo: false },
        ],
      },
    ]);
    expect(body.summary).toMatchObject({
      itemCount: 10,
      subtotal: 99,
      logoCharges: 110,
      setupFees: 20,
      total: expected.total / 100,
    });
    expect(expected.goods + expected.logoCharges + expected.setupFees).toBe(9900 + 550 * 10 * 2 + 2000);

    // the same bundle in another order of colours and sizes is the same line
    const again = await send(
      'POST',
      '/cart',
      { ...payload, bundleProducts: [...everydayProducts()].reverse() },
      cookie,
    );
    expect(again.status).toBe(200);
    const cart = await getCart(cookie);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({ quantity: 2, lineTotal: 198, logoCharge: 220 });
    expect(cart.summary).toMatchObject({ itemCount: 20, setupFees: 20 });
    // a plain one is another line
    expect((await send('POST', '/cart', bundlePayload(), cookie)).status).toBe(200);
    expect((await getCart(cookie)).cart).toHaveLength(2);
  });

  it('adds an uploaded logo (multipart, checked by content) as one line', async () => {
    const { cookie } = await customer();
    const form = new FormData();
    const fields: Record<string, string> = {
      isBundle: 'true',
      bundleId: everyday.id,
      bundleProducts: JSON.stringify(everydayProducts()),
      method: 'Print',
      position: JSON.stringify(['Left Breast', 'Right Breast']),
      usePreviousLogo: 'false',
      price: '0',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'acme.png');
    const res = await send('POST', '/cart', form, cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.logoUrl).toMatch(/^\/api\/logos\//);
    expect(body.cartItem).toMatchObject({
      isBundle: true,
      quantity: 1,
      price: 99,
      method: 'Print',
      position: ['Left Breast', 'Right Breast'],
      logoCharge: 110,
    });
    expect(body.cartItem.decorations.every((d: { kind: string }) => d.kind === 'logo')).toBe(true);
    expect(body.summary).toMatchObject({ subtotal: 99, logoCharges: 110, setupFees: 20 });

    // an HTML page named .png is refused like a single garment's, and the cart keeps its one line
    const bad = new FormData();
    for (const [k, v] of Object.entries(fields)) bad.set(k, v);
    bad.set('logo', new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'evil.png');
    const refused = await send('POST', '/cart', bad, cookie);
    expect(refused.status).toBe(400);
    expect((await getCart(cookie)).cart).toHaveLength(1);

    // the logo again, by its URL, as a previous logo
    const reuse = await send(
      'POST',
      '/cart',
      bundlePayload({
        method: 'Print',
        position: ['Left Breast'],
        logo: body.logoUrl,
        usePreviousLogo: true,
      }),
      cookie,
    );
    expect(reuse.status).toBe(200);
    expect((await reuse.json()).cart).toHaveLength(2);
  });

  it("a bundle line takes decorations for all its garments, and a typed quantity within every garment's stock", async () => {
    const { cookie } = await customer();
    const added = await (await send('POST', '/cart', bundlePayload(), cookie)).json();
    const id = added.cartItem._id;
    const res = await send(
      'PUT',
      `/cart/${id}/decorations`,
      { decorations: [{ position: 'Left Breast', method: 'Print', textLine: 'ACME', font: 'Serif' }] },
      cookie,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).updatedCart).toMatchObject({
      isBundle: true,
      method: 'Print',
      logoCharge: 5.5 * 10,
    });
    // a second plain bundle, then decorated the same: the two lines merge
    const plain = await (await send('POST', '/cart', bundlePayload(), cookie)).json();
    const merged = await send(
      'PUT',
      `/cart/${plain.cartItem._id}/decorations`,
      { decorations: [{ position: 'Left Breast', method: 'Print', textLine: 'ACME', font: 'Serif' }] },
      cookie,
    );
    expect((await merged.json()).updatedCart).toMatchObject({ _id: id, quantity: 2 });
    expect((await getCart(cookie)).cart).toHaveLength(1);

    await setStock(hoodie.id, NAVY, 'XL', 7); // 2 per bundle: 3 bundles fit, 4 do not
    const three = await send('PUT', `/cart/quantity/${id}`, { quantity: 3 }, cookie);
    expect(three.status).toBe(200);
    const four = await send('PUT', `/cart/quantity/${id}`, { quantity: 4 }, cookie);
    expect(four.status).toBe(409);
    expect((await four.json()).message).toBe('Only 7 left of Bundle Hoodie in Navy, size XL.');
    expect((await getCart(cookie)).summary.itemCount).toBe(30);
    await setStock(hoodie.id, NAVY, 'XL', 100);
  });

  it('a bundle the seller deletes stays in the cart as no longer available: no more of it, no checkout', async () => {
    const kit = await createBundle(
      t.ctx.database.db,
      [
        { productId: tee.id, requiredQuantity: 5 },
        { productId: polo.id, requiredQuantity: 3 },
        { productId: hoodie.id, requiredQuantity: 2 },
      ],
      { title: 'Short-lived Kit' },
    );
    const { cookie } = await customer();
    const added = await send('POST', '/cart', bundlePayload({ bundleId: kit.id }), cookie);
    expect(added.status).toBe(200);
    await t.ctx.services.bundleAdmin.archive(kit.id);
    const line = (await getCart(cookie)).cart[0];
    expect(line).toMatchObject({ isBundle: true, available: false, title: 'Short-lived Kit' });
    const up = await send('PUT', `/cart/increase/${line._id}`, undefined, cookie);
    expect(up.status).toBe(400);
    expect((await up.json()).message).toBe('The bundle Short-lived Kit is no longer available.');
    const res = await checkout(cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'Short-lived Kit is no longer available. Please remove it from your cart.',
    );
  });

  it('is described in the API description', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    const body = doc.paths['/cart/'] ?? doc.paths['/cart'];
    expect(JSON.stringify(body.post.requestBody)).toContain('AddBundleToCart');
    expect(doc.components.schemas.AddBundleToCart.properties).toHaveProperty('bundleProducts');
  });

  it("moves a guest's bundle line into the customer's cart at login", async () => {
    const guest = await send('POST', '/cart', bundlePayload());
    expect(guest.status).toBe(200);
    const guestCookie = cookiesOf(guest);
    const user = await createCustomer(t.ctx.database.db);
    const login = await send(
      'POST',
      '/auth/login',
      { email: user.email, password: user.password },
      guestCookie,
    );
    expect(login.status).toBe(200);
    const cart = await getCart(cookiesOf(login));
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({ isBundle: true, title: 'Everyday Kit', garmentCount: 10 });
    // the header's badge counts garments: the bundle's ten, for the guest before and the customer after
    const badge = async (cookie?: string) =>
      ((await (await send('GET', '/auth/visitor', undefined, cookie)).json()) as { cartCount: number })
        .cartCount;
    expect(await badge(guestCookie)).toBe(0);
    expect(await badge(cookiesOf(login))).toBe(10);
    expect(await badge()).toBe(0);
    const other = await customer();
    expect(await badge(other.cookie)).toBe(0);
    const guestAgain = cookiesOf(await send('POST', '/cart', bundlePayload()));
    expect(await badge(guestAgain)).toBe(10);
  });

  it('refuses a checkout that would oversell, naming the size, and writes no order', async () => {
    const last = (await createProduct(t.ctx.database.db, { title: 'Last Polo' }))!;
    const { cookie } = await customer();
    await send('POST', '/cart', { productId: last.id, size: 'M', color: 'Navy', finalQuantity: 3 }, cookie);
    await setStock(last.id, NAVY, 'M', 2); // sold elsewhere since
    const res = await checkout(cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Only 2 left of Last Polo in Navy, size M. Please change your cart.',
    );
    await setStock(last.id, NAVY, 'M', 0);
    const none = await checkout(cookie);
    expect((await none.json()).message).toBe(
      'Last Polo in Navy, size M is out of stock. Please change your cart.',
    );
    expect(await ordersWith(last.id)).toBe(0);
  });

  it('two shoppers checking out the last item at once: exactly one order', async () => {
    const last = (await createProduct(t.ctx.database.db, { title: 'Raced Polo' }))!;
    await setStock(last.id, NAVY, 'M', 1);
    const shoppers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await send('POST', '/cart', {
        productId: last.id,
        size: 'M',
        color: 'Navy',
        finalQuantity: 1,
      });
      expect(res.status).toBe(200);
      shoppers.push(cookiesOf(res));
    }
    const results = await Promise.all(shoppers.map((cookie) => checkout(cookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await ordersWith(last.id)).toBe(1);
    expect(await t.ctx.services.catalogue.stockOf(last.id)).toMatchObject({ [NAVY]: { M: 0 } });
  });

  it('lets a shopper check out again (their first attempt does not hold against them); a retry finds its order', async () => {
    const last = (await createProduct(t.ctx.database.db, { title: 'Again Polo' }))!;
    await setStock(last.id, NAVY, 'M', 2);
    const { cookie } = await customer();
    await send('POST', '/cart', { productId: last.id, size: 'M', color: 'Navy', finalQuantity: 2 }, cookie);
    const first = await (await checkout(cookie)).json();
    const retry = await (await checkout(cookie)).json();
    expect(retry.orderId).toBe(first.orderId);
    const second = await checkout(cookie, { ...ADDRESS, phone: '0113 496 0001' });
    expect(second.status).toBe(200);
    // what the second checkout holds is held from others: a new shopper cannot even add it
    const other = await send('POST', '/cart', {
      productId: last.id,
      size: 'M',
      color: 'Navy',
      finalQuantity: 1,
    });
    expect(other.status).toBe(409);
    expect((await other.json()).message).toBe('Navy, size M is out of stock.');
    expect(await ordersWith(last.id)).toBe(2);
  });

  it('paying takes single and bundle garments out of stock and drops the holds', async () => {
    const { cookie } = await customer();
    await send('POST', '/cart', { productId: polo.id, size: 'L', color: 'Black', finalQuantity: 2 }, cookie);
    await send('POST', '/cart', bundlePayload(), cookie);
    await send('POST', '/cart', bundlePayload(), cookie); // two bundles
    const before = {
      poloBlackL: (await stockRow(polo.id, '#000000', 'L'))!,
      teeNavyM: (await stockRow(tee.id, NAVY, 'M'))!,
      hoodieNavyXL: (await stockRow(hoodie.id, NAVY, 'XL'))!,
    };
    const started = await checkout(cookie);
    expect(started.status).toBe(200);
    const { sessionId, orderId } = await started.json();
    const holds = await t.ctx.database.db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
    expect(
      holds.find((h) => h.productId === polo.id && h.colour === '#000000' && h.size === 'L')?.quantity,
    ).toBe(2 + 3 * 2);
    // for the payment session's life (Stripe's shortest, 30 minutes, and a minute to reach it), not a day
    const minutes = (holds[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(30.5);
    expect(minutes).toBeLessThanOrEqual(31);
    // what others can buy is the stock less the hold
    expect((await t.ctx.services.catalogue.stockOf(polo.id))['#000000']!.L).toBe(before.poloBlackL - 8);

    expect((await pay(sessionId)).status).toBe(200);
    await pay(sessionId); // twice: taken once
    expect(await stockRow(polo.id, '#000000', 'L')).toBe(before.poloBlackL - 8);
    expect(await stockRow(tee.id, NAVY, 'M')).toBe(before.teeNavyM - 4);
    expect(await stockRow(hoodie.id, NAVY, 'XL')).toBe(before.hoodieNavyXL - 4);
    expect(await t.ctx.database.db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId))).toEqual(
      [],
    );
    expect((await t.ctx.services.catalogue.stockOf(polo.id))['#000000']!.L).toBe(before.poloBlackL - 8);
    const order = await t.ctx.services.orders.get(orderId);
    expect(order!.lines.map((l) => [l.title, l.quantity, l.bundle?.garmentCount ?? null])).toEqual([
      [polo.title, 2, null],
      ['Everyday Kit', 2, 10],
    ]);
    expect(
      await t.ctx.database.db.select().from(cartLines).where(eq(cartLines.cartId, order!.cartId!)),
    ).toEqual([]);
  });

  it('an expired hold no longer counts, and cancelling an unpaid order gives its garments back', async () => {
    const last = (await createProduct(t.ctx.database.db, { title: 'Held Polo' }))!;
    await setStock(last.id, NAVY, 'M', 1);
    const add = () =>
      send('POST', '/cart', { productId: last.id, size: 'M', color: 'Navy', finalQuantity: 1 });
    const a = cookiesOf(await add());
    const b = cookiesOf(await add());
    const c = cookiesOf(await add());
    const first = await (await checkout(a)).json();
    expect((await t.ctx.services.catalogue.stockOf(last.id))[NAVY]!.M).toBe(0);
    expect((await checkout(b)).status).toBe(409);
    await t.ctx.database.db
      .update(stockHolds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(stockHolds.orderId, first.orderId));
    expect((await t.ctx.services.catalogue.stockOf(last.id))[NAVY]!.M).toBe(1);
    const second = await checkout(b);
    expect(second.status).toBe(200);
    expect((await checkout(c)).status).toBe(409);
    await t.ctx.services.fulfilment.updateStatus(
      (await second.json()).orderId,
      { status: 'Cancelled' },
      SHOP_ACTOR,
    );
    expect((await checkout(c)).status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(row!.paymentStatus).toBe('unpaid');
  });
});
