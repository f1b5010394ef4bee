import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainPicture } from '../../tests/helpers/photos';
import {
  createBrand,
  createBundle,
  createCustomer,
  createProduct,
  productEditorFields as fields,
} from '../../tests/factories';
import { callApi, formData as form, ORIGIN, successAnswer, UK_ADDRESS } from '../../tests/helpers/api';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orderLines } from '../db/schema';

let ip = 0;

describe.each(testDatabases())('the seller’s products API on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let customer: string;

  const send = (method: string, p: string, body: FormData, cookie = seller) =>
    callApi(t, method, p, { body, cookie, from: `10.7.${++ip % 250}.1` });
  const add = (values: Record<string, string>, files: Record<string, Blob> = {}) =>
    send('POST', '/products/add', form(values, files));
  const storedPictures = async () =>
    readdir(path.join(t.ctx.config.dataDir, 'files', 'products')).catch(() => [] as string[]);

  beforeAll(async () => {
    api = apiClient(t);
    await createBrand(t.ctx.database.db, { slug: 'gildan', name: 'Gildan' });
    await createBrand(t.ctx.database.db, { slug: 'result', name: 'Result' });
    await t.ctx.services.auth.upsertSeller({ email: 'seller@products.test', password: 'seller-password' });
    seller = await api.login('/auth/admin/login', 'seller@products.test', 'seller-password');
    const jo = await createCustomer(t.ctx.database.db);
    customer = await api.login('/auth/login', jo.email, jo.password);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no title', { title: '' }, 'Please fill in all required fields'],
    ['no price, no sizes', { price: '', sizes: '[]' }, 'Please fill in all required fields'],
    ['a negative price', { price: '-4' }, 'Please enter a valid price'],
    ['a price in words', { price: 'twelve' }, 'Please enter a valid price'],
    ['no size, no front image', { sizes: '[]', frontImageUrl: '' }, 'Please select at least one size!'],
    ['a size twice', { sizes: '["M","M"]' }, 'This size has already been added'],
    ['no front image, no chart', { frontImageUrl: '', sizeChartImageUrl: '' }, 'Please upload front image!'],
    [
      'no size chart, no description',
      { sizeChartImageUrl: '', description: '' },
      'Please select size chart image',
    ],
    ['no description, no brand', { description: '', brand: '' }, 'Please write description'],
    ['no brand, no type', { brand: '', productType: '[]' }, 'Please select a brand!'],
    ['no product type', { productType: '[]' }, 'Please select at least one product type!'],
    ['an unknown brand', { brand: 'acme-wear' }, 'Unknown brand "acme-wear"'],
    ['an unknown type', { productType: '["kilt"]' }, 'Unknown product type "kilt"'],
    ['sizes that are not JSON', { sizes: 'M,L' }, 'sizes must be JSON'],
    ['a negative stock', { stockGrid: '{"#000000":{"M":-1}}' }, 'Stock must be a whole number of 0 or more'],
  ])('refuses %s with the first problem in the editor’s order', async (_name, change, message) => {
    const res = await add(fields(change));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(message);
  });

  it('refuses an unknown size with a message that says what a size may be', async () => {
    const res = await add(fields({ sizes: '["M","<XXL>"]' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Unknown size "<XXL>"/);
  });

  it('refuses a brand the shop does not carry yet (known name, no row)', async () => {
    const res = await add(fields({ brand: 'beechfield' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Unknown brand "beechfield"');
  });

  it('refuses a picture that is not one, or too large, and stores nothing', async () => {
    const before = await storedPictures();
    const text = new Blob([new TextEncoder().encode('<svg onload="alert(1)"></svg>')]);
    const notImage = await send('POST', '/products/images', form({}, { file: text }));
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).message).toMatch(/PNG, JPEG or WebP/);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await send('POST', '/products/images', form({}, { file: new Blob([big]) }));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe(
      'The picture is too large. The largest product picture we accept is 10 MB.',
    );
    // far over: refused by the body limit before the route, still named a product picture (not a logo)
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooHuge = await send('POST', '/products/images', form({}, { file: new Blob([huge]) }));
    expect(tooHuge.status).toBe(413);
    expect((await tooHuge.json()).message).toBe(
      'The picture is too large. The largest product picture we accept is 10 MB.',
    );
    // a form whose values pass but whose front file is no picture: refused, nothing stored
    const withFile = await add(fields({ frontImageUrl: '' }), { frontImage: text });
    expect(withFile.status).toBe(400);
    // a good picture with a form that fails: nothing stored either
    const png = await plainPicture('png', { width: 40, height: 40, background: '#123456' });
    const failing = await add(fields({ frontImageUrl: '', description: '' }), {
      frontImage: new Blob([png]),
    });
    expect(failing.status).toBe(400);
    expect((await failing.json()).message).toBe('Please write description');
    expect(await storedPictures()).toEqual(before);
  });

  it('stores a picture as WebP fitted inside 1600 px, served by the shop', async () => {
    const jpeg = await plainPicture('jpeg', { width: 3200, height: 1600, background: '#abcdef' });
    const res = await send('POST', '/products/images', form({}, { file: new Blob([jpeg]) }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ width: 1600, height: 800 });
    expect(body.url).toMatch(/^\/files\/products\/[0-9a-f-]+\.webp$/);
    const served = await t.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('adds a product the shop lists at once, on its brand, with its colours, sizes and stock', async () => {
    const before = (await (await t.request('/api/products/count')).json()).count;
    const res = await add(fields());
    const body = await successAnswer(res, 'Product "Site Polo" added successfully!', 201);
    expect(body.product).toMatchObject({
      title: 'Site Polo',
      price: 14.5,
      originalPrice: 18,
      discountPercentage: 19,
      brandSlug: 'gildan',
      productType: ['polo'],
      colors: ['#000000', '#ffffff'],
      colorNames: ['Black', 'White'],
      size: ['M', 'L', 'C44'],
      sizes: [
        { size: 'M', stock: 2 },
        { size: 'L', stock: 8 },
        { size: 'C44', stock: 1 },
      ],
      status: 'published',
      stockGrid: { '#000000': { M: 2, L: 5, C44: 1 }, '#ffffff': { M: 0, L: 3, C44: 0 } },
    });
    const id = body.product._id;
    const listed = await (await t.request('/api/products?brand=gildan')).json();
    expect(listed.products.map((p: { _id: string }) => p._id)).toContain(id);
    const other = await (await t.request('/api/products?brand=result')).json();
    expect(other.products.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await (await t.request('/api/products/count')).json()).count).toBe(before + 1);
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
  });

  it('keeps a draft out of the shop but in the seller’s list', async () => {
    const res = await add(fields({ title: 'Draft Jacket', status: 'draft', productType: '["jacket"]' }));
    expect(res.status).toBe(201);
    const id = (await res.json()).product._id;
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    const shop = await (await t.request('/api/products?type=jacket')).json();
    expect(shop.products.map((p: { _id: string }) => p._id)).not.toContain(id);
    const mine = await (
      await t.request('/api/products/admin?status=draft', { headers: { cookie: seller } })
    ).json();
    expect(mine.products.map((p: { title: string }) => p.title)).toEqual(['Draft Jacket']);
    const search = await (
      await t.request('/api/products/admin?q=jack', { headers: { cookie: seller } })
    ).json();
    expect(search.total).toBe(1);
    expect((await t.request('/api/products/admin', { headers: { cookie: customer } })).status).toBe(403);
  });

  it('updates a product: the shop shows the change at once', async () => {
    const id = (await (await add(fields({ title: 'Old Tee', productType: '["t-shirt"]' }))).json()).product
      ._id;
    // read once so the catalogue cache holds the old one
    expect((await (await t.request(`/api/products/${id}`)).json()).product.price).toBe(14.5);
    const res = await send(
      'PUT',
      `/products/update/${id}`,
      form(fields({ title: 'New Tee', price: '9.99', productType: '["t-shirt"]' })),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Product "New Tee" updated successfully!');
    const shown = (await (await t.request(`/api/products/${id}`)).json()).product;
    expect(shown).toMatchObject({ title: 'New Tee', price: 9.99 });
    const bad = await send('PUT', `/products/update/${id}`, form(fields({ price: '0' })));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter a valid price');
    const missing = await send(
      'PUT',
      '/products/update/00000000-0000-4000-8000-000000000000',
      form(fields()),
    );
    expect(missing.status).toBe(404);
  });

  it('keeps quantity prices: added, shown in the product JSON, kept by an update that leaves them out', async () => {
    const ladder = [
      { minQuantity: 10, price: 12.5 },
      { minQuantity: 50, price: 11 },
    ];
    const res = await add(fields({ title: 'Ladder Tee', priceBreaks: JSON.stringify(ladder) }));
    expect(res.status).toBe(201);
    const id = (await res.json()).product._id;
    expect((await (await t.request(`/api/products/${id}`)).json()).product.priceBreaks).toEqual(ladder);

    // an update without the field keeps them; one with [] takes them away
    const updated = 'Product "Ladder Tee 2" updated successfully!';
    await successAnswer(
      await send('PUT', `/products/update/${id}`, form(fields({ title: 'Ladder Tee 2' }))),
      updated,
    );
    expect((await (await t.request(`/api/products/${id}`)).json()).product.priceBreaks).toEqual(ladder);
    await successAnswer(
      await send('PUT', `/products/update/${id}`, form(fields({ title: 'Ladder Tee 2', priceBreaks: '[]' }))),
      updated,
    );
    expect((await (await t.request(`/api/products/${id}`)).json()).product.priceBreaks).toEqual([]);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'quantities that fall',
      { priceBreaks: '[{"minQuantity":50,"price":12},{"minQuantity":10,"price":11}]' },
      "Row 2: the quantity must be more than row 1's",
    ],
    [
      'a price at the base price',
      { price: '14.50', priceBreaks: '[{"minQuantity":10,"price":14.5}]' },
      'Row 1: the price must be below the base price of £14.50',
    ],
    [
      'a price with part pennies',
      { priceBreaks: '[{"minQuantity":10,"price":"12.995"}]' },
      'Row 1: the price must be at least £0.01, in pounds with at most two decimals',
    ],
    [
      'a quantity of 1',
      { priceBreaks: '[{"minQuantity":1,"price":12}]' },
      'Row 1: the quantity must be a whole number from 2 to 10,000',
    ],
    [
      'nine rows',
      {
        priceBreaks: JSON.stringify(
          Array.from({ length: 9 }, (_, i) => ({ minQuantity: 10 * (i + 1), price: 14 - i })),
        ),
      },
      'At most 8 quantity prices',
    ],
    [
      'rows that are not objects',
      { priceBreaks: '[10, 12]' },
      'priceBreaks must be a JSON list of {minQuantity, price}',
    ],
  ])('refuses %s, naming the row, and saves nothing', async (_name, change, message) => {
    const refused = async () =>
      (
        await (
          await t.request('/api/products/admin?q=Refused%20Ladder', { headers: { cookie: seller } })
        ).json()
      ).total;
    const res = await add(fields({ title: 'Refused Ladder', ...change }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await refused()).toBe(0);
  });

  it('sells each colour and size only as far as its own stock goes', async () => {
    const id = (await (await add(fields({ title: 'Stock Polo' }))).json()).product._id;
    const addSizes = (colour: string, size: string, quantity: number) =>
      api.send('POST', '/cart/sizes', customer, {
        productId: id,
        color: colour,
        items: [{ size, quantity }],
      });
    const over = await addSizes('Black', 'M', 3);
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe('Only 2 left in Black, size M.');
    const none = await addSizes('White', 'M', 1);
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe('White, size M is out of stock.');
    expect((await addSizes('Black', 'M', 2)).status).toBe(200);
    const again = await addSizes('Black', 'M', 1);
    expect(again.status).toBe(409);
  });

  it('deletes a product: gone from the shop, an earlier order still shows it, a cart line says it is no longer available', async () => {
    const created = (await (await add(fields({ title: 'Doomed Hoodie', productType: '["hoodie"]' }))).json())
      .product;
    const id = created._id as string;
    const db = t.ctx.database.db;
    const order = await insertOrder(db, null);
    await db.insert(orderLines).values({
      orderId: order.id,
      sortOrder: 0,
      productId: id,
      title: 'Doomed Hoodie',
      productTypes: ['hoodie'],
      image: '/files/products/front.webp',
      colour: 'Black',
      colourHex: '#000000',
      size: 'L',
      quantity: 1,
      unitPrice: 1450,
      goods: 1450,
      logoCharge: 0,
    });
    expect(
      (
        await api.send('POST', '/cart/sizes', customer, {
          productId: id,
          color: 'Black',
          items: [{ size: 'L', quantity: 1 }],
        })
      ).status,
    ).toBe(200);

    const del = await t.request(`/api/products/delete/${id}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie: seller },
    });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({
      success: true,
      message: 'Product deleted successfully!',
      bundles: [],
    });

    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    const list = await (await t.request('/api/products?type=hoodie')).json();
    expect(list.products.map((p: { _id: string }) => p._id)).not.toContain(id);
    const mine = await (
      await t.request('/api/products/admin?q=Doomed', { headers: { cookie: seller } })
    ).json();
    expect(mine.total).toBe(0);

    const shown = await (await api.send('GET', `/orders/orders/${order.id}`, seller)).json();
    expect(JSON.stringify(shown.order)).toContain('Doomed Hoodie');

    const cart = await (await api.send('GET', '/cart', customer)).json();
    const line = (cart.cartItems ?? cart.items ?? cart.cart ?? []).find(
      (l: { productId: string }) => l.productId === id,
    );
    expect(line).toMatchObject({ available: false });
    const more = await api.send('POST', '/cart/sizes', customer, {
      productId: id,
      color: 'Black',
      items: [{ size: 'L', quantity: 1 }],
    });
    expect(more.status).toBe(400);
    expect((await more.json()).message).toBe('Doomed Hoodie is no longer available.');
    // checkout refuses the cart until the line goes
    const pay = await api.send('POST', '/payments/create-checkout-session', customer, {
      shippingAddress: UK_ADDRESS,
    });
    expect(pay.status).toBe(400);
    expect((await pay.json()).message).toBe(
      'Doomed Hoodie is no longer available. Please remove it from your cart.',
    );

    const again = await t.request(`/api/products/delete/${id}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie: seller },
    });
    expect(again.status).toBe(404);
  });
  const del = (id: string) =>
    t.request(`/api/products/delete/${id}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie: seller },
    });

  it('names the live bundles a product is in: in the list, before deleting, and in the delete answer', async () => {
    const db = t.ctx.database.db;
    const polo = (await createProduct(db, { title: 'Bundled Polo' }))!;
    const tee = (await createProduct(db, { title: 'Bundled Tee' }))!;
    const pack = await createBundle(
      db,
      [
        { productId: polo.id, requiredQuantity: 3 },
        { productId: tee.id, requiredQuantity: 2 },
      ],
      { title: 'Site Starter Pack' },
    );
    await createBundle(
      db,
      [
        { productId: polo.id, requiredQuantity: 3 },
        { productId: tee.id, requiredQuantity: 2 },
      ],
      {
        title: 'Old Pack',
        archivedAt: new Date(),
      },
    );

    const list = await (
      await t.request('/api/products/admin?q=Bundled%20Polo', { headers: { cookie: seller } })
    ).json();
    expect(list.products[0].bundles).toEqual([{ _id: pack.id, title: 'Site Starter Pack' }]);
    const before = await t.request(`/api/products/admin/${polo.id}/bundles`, { headers: { cookie: seller } });
    expect(await before.json()).toEqual({ bundles: [{ _id: pack.id, title: 'Site Starter Pack' }] });

    const res = await del(polo.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message:
        'Product deleted successfully! It was in the bundle "Site Starter Pack": shoppers cannot buy that bundle until you restore the product.',
      bundles: [{ _id: pack.id, title: 'Site Starter Pack' }],
    });
  });

  it('lists deleted products in their own view and restores one, stock and all, to the shop', async () => {
    const id = (await (await add(fields({ title: 'Comeback Hoodie', productType: '["hoodie"]' }))).json())
      .product._id as string;
    expect((await del(id)).status).toBe(200);
    const deleted = await (
      await t.request('/api/products/admin?view=deleted&q=Comeback', { headers: { cookie: seller } })
    ).json();
    expect(deleted.products).toEqual([
      expect.objectContaining({ _id: id, title: 'Comeback Hoodie', deletedAt: expect.any(String) }),
    ]);
    const live = await (
      await t.request('/api/products/admin?q=Comeback', { headers: { cookie: seller } })
    ).json();
    expect(live.total).toBe(0);

    const restore = (cookie = seller) =>
      t.request(`/api/products/restore/${id}`, { method: 'POST', headers: { origin: ORIGIN, cookie } });
    expect((await restore(customer)).status).toBe(403);
    const res = await restore();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Product "Comeback Hoodie" restored');
    expect(body.product.stockGrid).toEqual({
      '#000000': { M: 2, L: 5, C44: 1 },
      '#ffffff': { M: 0, L: 3, C44: 0 },
    });
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
    expect((await restore()).status).toBe(404);
  });

  it('lets the seller add a brand beyond the spec’s ten and sell a product of it', async () => {
    const addBrand = (name: string, cookie = seller) =>
      t.request('/api/products/brands', {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await addBrand('Snickers Workwear', customer)).status).toBe(403);
    const res = await addBrand('  Snickers   Workwear ');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      brand: { slug: 'snickers-workwear', name: 'Snickers Workwear' },
      message: 'Brand "Snickers Workwear" added',
    });
    for (const [name, message] of [
      ['snickers workwear', 'The brand "Snickers Workwear" is already in the shop'],
      ['GILDAN', 'The brand "Gildan" is already in the shop'],
      ['Fruit of the Loom', 'The brand "Fruit Of The Loom" is already in the shop'],
    ] as const) {
      const again = await addBrand(name);
      expect(again.status, name).toBe(409);
      expect((await again.json()).message).toBe(message);
    }
    const bad = await addBrand('x');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('A brand name must be 2 to 60 characters');

    const listed = await (await t.request('/api/products/brands', { headers: { cookie: seller } })).json();
    expect(listed.brands.map((b: { slug: string }) => b.slug)).toContain('snickers-workwear');

    const product = await add(fields({ title: 'Snickers Trousers', brand: 'Snickers Workwear' }));
    expect(product.status).toBe(201);
    expect((await product.json()).product).toMatchObject({
      brandSlug: 'snickers-workwear',
      brand: 'Snickers Workwear',
    });
    const mine = await (
      await t.request('/api/products/admin?brand=snickers-workwear', { headers: { cookie: seller } })
    ).json();
    expect(mine.products.map((p: { title: string }) => p.title)).toEqual(['Snickers Trousers']);
  });
  it('lists a product’s sizes in size order, also one saved out of order before', async () => {
    const db = t.ctx.database.db;
    const old = (await createProduct(db, {
      title: 'Jumbled Polo',
      sizes: ['XL', 'S', '3XL', 'M', 'XS'].map((label) => ({ label, stock: 5 })),
    }))!;
    const shop = (await (await t.request(`/api/products/${old.id}`)).json()).product;
    expect(shop.size).toEqual(['XS', 'S', 'M', 'XL', '3XL']);
    const saved = await add(fields({ title: 'Sorted Polo', sizes: JSON.stringify(['L', 'C44', 'M']) }));
    expect((await saved.json()).product.size).toEqual(['M', 'L', 'C44']);
  });
});
