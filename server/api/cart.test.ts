import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceCart } from '../../domain/pricing';
import { createProduct } from '../../tests/factories';
import { ORIGIN, uploadLogo } from '../../tests/helpers/api';
import { logoPng } from '../../tests/helpers/photos';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { logos } from '../db/schema';

describe.each(testDatabases())('cart API on %s', (kind) => {
  const t = useTestApp(kind);
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let lowStock: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let ip = 0;
  let png: Buffer;

  beforeAll(async () => {
    polo = (await createProduct(t.ctx.database.db, { price: 1299 }))!;
    lowStock = (await createProduct(t.ctx.database.db, {
      price: 2000,
      sizes: [
        { label: 'M', stock: 3 },
        { label: 'L', stock: 0 },
      ],
    }))!;
    png = await logoPng();
  });
  beforeEach(() => {
    ip++;
  });

  const headers = (cookie?: string) => ({
    'content-type': 'application/json',
    origin: ORIGIN,
    'x-forwarded-for': from(),
    ...(cookie ? { cookie } : {}),
  });
  const from = () => `10.1.0.${ip}`;
  const { send, cookiesOf, customer } = shopperApi(() => t, from);
  const sendForm = (p: string, form: FormData, cookie?: string) => send('POST', p, form, cookie);
  const plain = (extra: Record<string, unknown> = {}) => ({
    productId: polo.id,
    title: 'ignored',
    image: '/ignored.png',
    size: 'M',
    color: 'Navy',
    finalQuantity: 2,
    price: 0.01,
    ...extra,
  });
  const uploadForm = (file: Blob | string, name = 'logo.png', extra: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = {
      productId: polo.id,
      title: 'ignored',
      size: 'L',
      color: 'Black',
      quantity: '3',
      price: '0',
      usePreviousLogo: 'false',
      method: 'Embroidery',
      position: 'Left Breast',
      ...extra,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (typeof file === 'string') form.set('logo', file);
    else form.set('logo', file, name);
    return form;
  };

  it('adds a plain item for a guest, sets the cart cookie, and takes the price from the database', async () => {
    const res = await send('POST', '/cart', plain());
    expect(res.status).toBe(200);
    const cookie = cookiesOf(res);
    expect(res.headers.get('set-cookie')).toMatch(/^cart=.+HttpOnly.*SameSite=Lax/i);
    const body = await res.json();
    expect(body.cartItem).toMatchObject({
      productId: polo.id,
      title: `${polo.title} (M)`,
      color: 'Navy',
      size: 'M',
      quantity: 2,
      price: 12.99,
      method: 'Not selected',
      logo: null,
    });
    const cart = await (await send('GET', '/cart', undefined, cookie)).json();
    expect(cart.cart).toHaveLength(1);
    expect(cart.summary).toMatchObject({ itemCount: 2, subtotal: 25.98, shipping: 4.95, total: 30.93 });
  });

  it('merges an identical line and keeps different sizes and colours apart', async () => {
    const first = await send('POST', '/cart', plain());
    const cookie = cookiesOf(first);
    await send('POST', '/cart', plain({ finalQuantity: 3 }), cookie);
    await send('POST', '/cart', plain({ size: 'L' }), cookie);
    await send('POST', '/cart', plain({ color: '#000000' }), cookie); // a colour by its hex
    const { cart } = await (await send('GET', '/cart', undefined, cookie)).json();
    expect(
      cart.map((l: { size: string; color: string; quantity: number }) => [l.size, l.color, l.quantity]),
    ).toEqual([
      ['M', 'Navy', 5],
      ['L', 'Navy', 2],
      ['M', 'Black', 2],
    ]);
  });

  it.each([
    [{ finalQuantity: 0 }, 'Quantity must be a whole number from 1 to 10,000.'],
    [{ finalQuantity: 1.5 }, 'Quantity must be a whole number from 1 to 10,000.'],
    [{ finalQuantity: 10_001 }, 'Quantity must be a whole number from 1 to 10,000.'],
    [{ finalQuantity: 'lots' }, 'Quantity must be a whole number from 1 to 10,000.'],
    [{ color: 'Purple' }, 'does not come in Purple'],
    [{ size: 'XXXXL' }, 'does not come in size XXXXL'],
    [{ color: undefined }, 'Please select a color.'],
    [{ productId: '' }, 'Please select a product first.'],
  ])('refuses %j with 400', async (change, message) => {
    const res = await send('POST', '/cart', plain(change));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(message);
  });

  it('answers 404 for an unknown product', async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await send('POST', '/cart', plain({ productId }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('keeps a size within its stock, across lines', async () => {
    const first = await send('POST', '/cart', plain({ productId: lowStock.id, finalQuantity: 2 }));
    const cookie = cookiesOf(first);
    const over = await send('POST', '/cart', plain({ productId: lowStock.id, finalQuantity: 2 }), cookie);
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe('Only 3 left in Navy, size M.');
    const out = await send('POST', '/cart', plain({ productId: lowStock.id, size: 'L' }), cookie);
    expect(out.status).toBe(409);
    expect((await out.json()).message).toBe('Navy, size L is out of stock.');
  });

  it('steps a line up and down, never below 1, and removes it', async () => {
    const added = await send('POST', '/cart', plain({ finalQuantity: 1 }));
    const cookie = cookiesOf(added);
    const id = (await added.json()).cartItem._id;
    const up = await send('PUT', `/cart/increase/${id}`, undefined, cookie);
    expect((await up.json()).updatedCart).toMatchObject({ _id: id, quantity: 2 });
    await send('PUT', `/cart/decrease/${id}`, undefined, cookie);
    const floor = await send('PUT', `/cart/decrease/${id}`, undefined, cookie);
    expect(floor.status).toBe(200);
    expect((await floor.json()).updatedCart.quantity).toBe(1);
    const removed = await send('DELETE', `/cart/remove/${id}`, undefined, cookie);
    expect(await removed.json()).toMatchObject({ deletedProduct: { _id: id } });
    expect((await (await send('GET', '/cart', undefined, cookie)).json()).cart).toEqual([]);
  });

  it("refuses another visitor's line with 404 and leaves it alone", async () => {
    const mine = await send('POST', '/cart', plain());
    const id = (await mine.json()).cartItem._id;
    const other = cookiesOf(await send('POST', '/cart', plain()));
    const { cookie: customerCookie } = await customer();
    for (const cookie of [other, customerCookie, undefined]) {
      for (const [method, p] of [
        ['PUT', `/cart/increase/${id}`],
        ['PUT', `/cart/decrease/${id}`],
        ['DELETE', `/cart/remove/${id}`],
      ] as const) {
        const res = await send(method, p, undefined, cookie);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Cart item not found' });
      }
    }
    const { cart } = await (await send('GET', '/cart', undefined, cookiesOf(mine))).json();
    expect(cart[0]).toMatchObject({ _id: id, quantity: 2 });
  });

  describe('several sizes at once and typed quantities', () => {
    const sizes = (items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
      productId: polo.id,
      color: 'Navy',
      items,
      ...extra,
    });

    it('adds one line per size for a guest, with the cart cookie and the prices of domain/pricing', async () => {
      const res = await send(
        'POST',
        '/cart/sizes',
        sizes(['S', 'M', 'L', 'XL'].map((size) => ({ size, quantity: 8 }))),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/^cart=.+HttpOnly/i);
      const body = await res.json();
      expect(body.message).toBe('32 items successfully added to cart!');
      expect(body.cartItems.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
        ['S', 8],
        ['M', 8],
        ['L', 8],
        ['XL', 8],
      ]);
      const cookie = cookiesOf(res);
      // a second batch merges with the lines already there
      await send('POST', '/cart/sizes', sizes([{ size: 'M', quantity: 2 }]), cookie);
      const cart = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(cart.cart).toHaveLength(4);
      const expected = priceCart([{ unitPrice: 1299, quantity: 34, decorations: [] }]);
      expect(cart.summary).toMatchObject({ itemCount: 34, total: expected.total / 100 });
    });

    it('checks every size’s stock first: a refused batch adds nothing', async () => {
      const res = await send(
        'POST',
        '/cart/sizes',
        sizes(
          [
            { size: 'M', quantity: 3 },
            { size: 'L', quantity: 1 },
          ],
          { productId: lowStock.id },
        ),
      );
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe('Navy, size L is out of stock.');
      expect(res.headers.get('set-cookie')).toBeNull();
      const over = await send(
        'POST',
        '/cart/sizes',
        sizes([{ size: 'M', quantity: 4 }], { productId: lowStock.id }),
      );
      expect(over.status).toBe(409);
      expect((await over.json()).message).toBe('Only 3 left in Navy, size M.');
    });

    it.each([
      [() => sizes([]), 'Please select at least one size.'],
      [() => sizes([{ size: 'M', quantity: 0 }]), 'Quantity must be a whole number from 1 to 10,000.'],
      [() => sizes([{ size: 'M', quantity: 10_001 }]), 'Quantity must be a whole number from 1 to 10,000.'],
      [
        () =>
          sizes([
            { size: 'M', quantity: 6000 },
            { size: 'M', quantity: 6000 },
          ]),
        'Quantity must be a whole number from 1 to 10,000.',
      ],
      [() => sizes([{ size: 'XXXXL', quantity: 1 }]), 'does not come in size XXXXL'],
      [() => sizes([{ size: 'M', quantity: 1 }], { color: undefined }), 'Please select a color.'],
      [() => sizes([{ size: 'M', quantity: 1 }], { price: 0.01 }), 'Unknown field: price'],
      [() => sizes([{ size: 'M', quantity: 1, price: 1 }]), 'Unknown field: items.0.price'],
    ])('refuses batch %# with 400', async (body, message) => {
      const res = await send('POST', '/cart/sizes', body());
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    });

    it('sets a typed quantity within the limits and the stock, for the owner only', async () => {
      const added = await send('POST', '/cart', plain({ productId: lowStock.id, finalQuantity: 1 }));
      const cookie = cookiesOf(added);
      const id = (await added.json()).cartItem._id;
      const set = await send('PUT', `/cart/quantity/${id}`, { quantity: 3 }, cookie);
      expect(set.status).toBe(200);
      expect((await set.json()).updatedCart).toMatchObject({ _id: id, quantity: 3 });
      const over = await send('PUT', `/cart/quantity/${id}`, { quantity: 4 }, cookie);
      expect(over.status).toBe(409);
      expect((await over.json()).message).toBe('Only 3 left in Navy, size M.');
      const down = await send('PUT', `/cart/quantity/${id}`, { quantity: 1 }, cookie);
      expect((await down.json()).updatedCart.quantity).toBe(1);
      for (const quantity of [0, 10_001, 2.5, 'many']) {
        const bad = await send('PUT', `/cart/quantity/${id}`, { quantity }, cookie);
        expect(bad.status).toBe(400);
        expect((await bad.json()).message).toBe('Quantity must be a whole number from 1 to 10,000.');
      }
      const extra = await send('PUT', `/cart/quantity/${id}`, { quantity: 2, price: 0 }, cookie);
      expect(extra.status).toBe(400);
      const other = cookiesOf(await send('POST', '/cart', plain()));
      for (const who of [other, undefined]) {
        const res = await send('PUT', `/cart/quantity/${id}`, { quantity: 2 }, who);
        expect(res.status).toBe(404);
      }
      const { cart } = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(cart[0].quantity).toBe(1);
    });
  });

  it("moves a guest's cart into the customer's cart at login, merging like lines", async () => {
    const { user, cookie: customerCookie } = await customer();
    await send('POST', '/cart', plain({ finalQuantity: 1 }), customerCookie);
    const guest = cookiesOf(await send('POST', '/cart', plain({ finalQuantity: 4 })));
    await send('POST', '/cart', plain({ size: 'S', finalQuantity: 1 }), guest);
    const login = await send('POST', '/auth/login', { email: user.email, password: user.password }, guest);
    expect(login.headers.getSetCookie().some((c) => /^cart=;/.test(c))).toBe(true);
    const { cart } = await (await send('GET', '/cart', undefined, cookiesOf(login))).json();
    expect(cart.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['M', 5],
      ['S', 1],
    ]);
    // the guest cookie no longer finds a cart
    expect((await (await send('GET', '/cart', undefined, guest)).json()).cart).toEqual([]);
  });

  describe('logos', () => {
    it('need a customer: a guest gets 401 and nothing is stored', async () => {
      expect((await send('GET', '/cart/addlogo')).status).toBe(401);
      const res = await send('POST', '/cart', {
        ...plain(),
        method: 'Print',
        position: 'Large Front',
        textLine: 'ACME',
        font: 'Serif',
      });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toMatch(/login/i);
      const guestUpload = await sendForm('/cart', uploadForm(new Blob([new Uint8Array(png)])));
      expect(guestUpload.status).toBe(401);
      expect(await t.ctx.database.db.select().from(logos)).toEqual([]);
    });

    it('adds a text logo per size; the cart charges £5.50 a garment and one £20 setup', async () => {
      const { cookie } = await customer();
      expect((await send('GET', '/cart/addlogo', undefined, cookie)).status).toBe(200);
      for (const [size, quantity] of [
        ['M', 2],
        ['L', 3],
      ] as const) {
        const res = await send(
          'POST',
          '/cart',
          {
            _id: `${polo.id}-${size}`,
            productId: polo.id,
            title: polo.title,
            frontImage: '/ignored.png',
            size,
            color: 'White',
            quantity,
            method: 'Embroidery',
            position: 'Left Breast',
            textLine: 'Bloggs & Sons',
            font: 'Script',
            notes: 'Gold thread please',
          },
          cookie,
        );
        expect(res.status).toBe(200);
      }
      const body = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(body.cart[0]).toMatchObject({
        method: 'Embroidery',
        position: ['Left Breast'],
        textLine: 'Bloggs & Sons',
        font: 'Script',
        notes: 'Gold thread please',
        usePreviousLogo: false,
      });
      const expected = priceCart([
        {
          unitPrice: 1299,
          quantity: 2,
          decorations: [{ designKey: 't', isPreviousLogo: false }],
        },
        {
          unitPrice: 1299,
          quantity: 3,
          decorations: [{ designKey: 't', isPreviousLogo: false }],
        },
      ]);
      expect(body.summary).toEqual({
        itemCount: 5,
        subtotal: expected.goods / 100,
        logoCharges: expected.logoCharges / 100,
        setupFees: 20,
        shippingType: 'standard',
        // £64.95 of polos + £27.50 logo + £20 setup = £112.45: free standard delivery
        shipping: 0,
        total: expected.total / 100,
      });
      expect(body.summary.logoCharges).toBe(27.5);
    });

    it.each([
      [{ method: 'Glitter' }, 'Please select a printing method.'],
      [{ position: 'Left Knee' }, 'Unknown logo position.'],
      [{ position: [] }, 'Please select a logo position.'],
      [{ font: 'Comic' }, 'Unknown font.'],
      [{ textLine: 'x'.repeat(61) }, 'The logo text must be at most 60 characters.'],
    ])('refuses a text logo with %j', async (change, message) => {
      const { cookie } = await customer();
      const res = await send(
        'POST',
        '/cart',
        { ...plain(), method: 'Print', position: 'Large Front', textLine: 'ACME', ...change },
        cookie,
      );
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    });

    it('uploads a logo for the first size and re-uses its URL for the next; one setup fee', async () => {
      const { user, cookie } = await customer();
      const first = await sendForm(
        '/cart',
        uploadForm(new Blob([new Uint8Array(png)], { type: 'image/png' })),
        cookie,
      );
      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f-]{36}\/preview$/);
      expect(body.cartItem.logo).toBe(body.logoUrl);
      const second = await sendForm(
        '/cart',
        uploadForm(body.logoUrl, '', { size: 'M', quantity: '1' }),
        cookie,
      );
      expect(second.status).toBe(200);
      const { cart, summary } = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(cart).toHaveLength(2);
      expect(summary).toMatchObject({ logoCharges: 22, setupFees: 20 });
      const { logos: library } = await (
        await send('GET', '/cart/get-cart-product-logs', undefined, cookie)
      ).json();
      expect(library).toEqual([
        expect.objectContaining({ _id: body.cartItem.logoFile._id, inCart: true, setupPaid: false }),
      ]);
      // the preview is theirs to see, a WebP with nosniff
      const preview = await t.request(body.logoUrl, { headers: headers(cookie) });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/webp');
      expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
      const file = await t.request(body.cartItem.logoFile.url, { headers: headers(cookie) });
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(file.headers.get('content-type')).toBe('image/png');
      // no one else's: another customer, a guest, or the public /files route
      const other = await customer();
      expect((await t.request(body.logoUrl, { headers: headers(other.cookie) })).status).toBe(404);
      expect((await t.request(body.logoUrl, { headers: headers() })).status).toBe(401);
      const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.userId, user.id));
      expect(row).toBeDefined();
      expect((await t.request(`/files/${row!.fileKey}`)).status).toBe(404);
      // nor may another customer put it in their cart
      const stolen = await sendForm('/cart', uploadForm(body.logoUrl, ''), other.cookie);
      expect(stolen.status).toBe(404);
    });

    it('charges no setup fee for a logo whose setup was paid on an earlier order', async () => {
      const { cookie } = await customer();
      const first = await (
        await sendForm('/cart', uploadForm(new Blob([new Uint8Array(png)])), cookie)
      ).json();
      const logoId = first.cartItem.logoFile._id;
      // the first order is paid (checkout calls this), and the cart emptied
      await t.ctx.services.logos.markSetupPaid([logoId]);
      await send('DELETE', `/cart/remove/${first.cartItem._id}`, undefined, cookie);
      const { logos: library } = await (
        await send('GET', '/cart/get-cart-product-logs', undefined, cookie)
      ).json();
      expect(library).toEqual([expect.objectContaining({ _id: logoId, setupPaid: true, inCart: false })]);
      const again = await sendForm(
        '/cart',
        uploadForm(library[0].previewUrl, '', { usePreviousLogo: 'true', quantity: '4' }),
        cookie,
      );
      expect(again.status).toBe(200);
      expect((await again.json()).cartItem.usePreviousLogo).toBe(true);
      const { summary } = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(summary).toMatchObject({ subtotal: 51.96, logoCharges: 22, setupFees: 0 });
    });

    it('does not let a client claim a previous logo: a new upload pays its setup', async () => {
      const { cookie } = await customer();
      const res = await sendForm(
        '/cart',
        uploadForm(new Blob([new Uint8Array(png)]), 'logo.png', { usePreviousLogo: 'true' }),
        cookie,
      );
      expect((await res.json()).cartItem.usePreviousLogo).toBe(false);
      const { summary } = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(summary.setupFees).toBe(20);
    });

    it('refuses an HTML page renamed .png, and an 11 MB file, storing nothing', async () => {
      const { user, cookie } = await customer();
      const filesBefore = await listFiles(t.ctx.config.dataDir);
      const html = await sendForm(
        '/cart',
        uploadForm(new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' }), 'logo.png'),
        cookie,
      );
      expect(html.status).toBe(400);
      expect((await html.json()).message).toMatch(/not supported/);
      const big = Buffer.alloc(11 * 1024 * 1024);
      png.copy(big);
      const huge = await sendForm('/cart', uploadForm(new Blob([new Uint8Array(big)]), 'big.png'), cookie);
      expect(huge.status).toBe(413);
      expect((await huge.json()).message).toBe('The file is too large. The largest logo we accept is 10 MB.');
      expect(await t.ctx.database.db.select().from(logos).where(eq(logos.userId, user.id))).toEqual([]);
      expect((await (await send('GET', '/cart', undefined, cookie)).json()).cart).toEqual([]);
      expect(await listFiles(t.ctx.config.dataDir)).toEqual(filesBefore);
    });

    it('stores an SVG with script cleaned of it', async () => {
      const { user, cookie } = await customer();
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" onload="alert(1)"><script>alert(2)</script><rect width="100" height="50" fill="blue"/><foreignObject><div>x</div></foreignObject></svg>';
      const res = await sendForm('/cart', uploadForm(new Blob([svg]), 'logo.svg'), cookie);
      expect(res.status).toBe(200);
      const { cartItem } = await res.json();
      const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.userId, user.id));
      const stored = await readFile(path.join(t.ctx.config.dataDir, 'files', row!.fileKey), 'utf8');
      expect(stored).toContain('<rect');
      expect(stored).not.toMatch(/script|onload|foreignObject|alert/i);
      const served = await t.request(cartItem.logoFile.url, { headers: headers(cookie) });
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
    });
  });

  describe('several decorations per garment', () => {
    const uploadBackLogo = (cookie: string) => uploadLogo(t, png, 'back.png', { cookie, from: from() });
    const leftBreastText = {
      position: 'Left Breast',
      method: 'Embroidery',
      textLine: 'ACME',
      font: 'Serif',
    };

    it('adds a left-breast text and a large-back uploaded logo to the same polos, priced as domain/pricing', async () => {
      const { cookie } = await customer();
      const logo = await uploadBackLogo(cookie);
      const decorations = [leftBreastText, { position: 'Large Back', method: 'Print', logo: logo._id }];
      for (const [size, finalQuantity] of [
        ['M', 3],
        ['L', 2],
      ] as const) {
        const res = await send('POST', '/cart', { ...plain(), size, finalQuantity, decorations }, cookie);
        expect(res.status).toBe(200);
        const { cartItem } = await res.json();
        // the spec's client reads the first decoration's fields; every decoration is in `decorations`
        expect(cartItem.position).toEqual(['Large Back', 'Left Breast']);
        expect(cartItem.method).toBe('Print');
        expect(cartItem.decorations.map((d: { description: string }) => d.description)).toEqual([
          'Large Back: Print, logo back.png',
          "Left Breast: Embroidery, text 'ACME' in Serif",
        ]);
      }
      // the same decorations in another order merge with the line
      const again = await send(
        'POST',
        '/cart',
        { ...plain(), size: 'M', finalQuantity: 1, decorations: [...decorations].reverse() },
        cookie,
      );
      expect((await again.json()).cartItem.quantity).toBe(4);

      const body = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(body.cart).toHaveLength(2);
      const design = [
        { designKey: 'text:Serif:ACME', isPreviousLogo: false },
        { designKey: `logo:${logo._id}`, isPreviousLogo: false },
      ];
      const expected = priceCart([
        { unitPrice: 1299, quantity: 4, decorations: design },
        { unitPrice: 1299, quantity: 2, decorations: design },
      ]);
      expect(expected.setupFees).toBe(4000);
      expect(body.cart[0].logoCharge).toBe(expected.lines[0]!.logoCharge / 100);
      expect(body.summary).toMatchObject({
        subtotal: expected.goods / 100,
        logoCharges: expected.logoCharges / 100,
        setupFees: expected.setupFees / 100,
        total: expected.total / 100,
      });
    });

    it.each([
      [
        'two at one position',
        [leftBreastText, { ...leftBreastText, textLine: 'Other' }],
        'Only one logo per position: Left Breast is chosen twice.',
      ],
      [
        'a decoration without text or logo',
        [{ position: 'Large Back', method: 'Print' }],
        'Please enter text or choose a logo for Large Back.',
      ],
      ['an unknown position', [{ ...leftBreastText, position: 'Elbow' }], 'Please select a logo position.'],
      [
        'decorations beside method',
        [leftBreastText],
        'Send either decorations or method, position and logo, not both.',
      ],
    ])('refuses %s with a 400', async (name, decorations, message) => {
      const { cookie } = await customer();
      const extra = name === 'decorations beside method' ? { method: 'Print', position: 'Large Back' } : {};
      const res = await send('POST', '/cart', { ...plain(), ...extra, decorations }, cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    });

    it('refuses another customer’s logo id with 404', async () => {
      const { cookie: owner } = await customer();
      const logo = await uploadBackLogo(owner);
      const { cookie } = await customer();
      const res = await send(
        'POST',
        '/cart',
        { ...plain(), decorations: [{ position: 'Large Back', method: 'Print', logo: logo._id }] },
        cookie,
      );
      expect(res.status).toBe(404);
    });

    it('adds a logo to a plain line, edits one decoration and removes another, merging with a twin line', async () => {
      const { cookie } = await customer();
      const logo = await uploadBackLogo(cookie);
      const added = await send('POST', '/cart', plain({ finalQuantity: 3 }), cookie);
      const lineId = (await added.json()).cartItem._id;
      const put = (id: string, body: unknown, who = cookie) =>
        send('PUT', `/cart/${id}/decorations`, body, who);

      let res = await put(lineId, { decorations: [leftBreastText] });
      expect(res.status).toBe(200);
      expect((await res.json()).updatedCart.decorations).toHaveLength(1);

      const back = { position: 'Large Back', method: 'Print', logo: logo._id };
      res = await put(lineId, { decorations: [leftBreastText, back] });
      expect((await res.json()).updatedCart.position).toEqual(['Large Back', 'Left Breast']);

      // edit the left breast's text
      res = await put(lineId, {
        decorations: [{ ...leftBreastText, textLine: 'ACME Ltd', font: 'Script' }, back],
      });
      const edited = (await res.json()).updatedCart;
      expect(edited.decorations[1].description).toBe("Left Breast: Embroidery, text 'ACME Ltd' in Script");

      // two at one position; another customer or a guest does not find the line
      res = await put(lineId, { decorations: [back, back] });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Only one logo per position: Large Back is chosen twice.');
      const { cookie: other } = await customer();
      expect((await put(lineId, { decorations: [] }, other)).status).toBe(404);
      expect((await send('PUT', `/cart/${lineId}/decorations`, { decorations: [] })).status).toBe(404);

      // remove the back logo: the figures follow
      res = await put(lineId, { decorations: [{ ...leftBreastText, textLine: 'ACME Ltd', font: 'Script' }] });
      expect((await res.json()).updatedCart.logoCharge).toBe(3 * 5.5);

      // a twin line (same size, colour and decorations) absorbs it when they become identical
      const twin = await send(
        'POST',
        '/cart',
        { ...plain({ finalQuantity: 2 }), decorations: [leftBreastText] },
        cookie,
      );
      const twinId = (await twin.json()).cartItem._id;
      res = await put(lineId, { decorations: [leftBreastText] });
      const merged = (await res.json()).updatedCart;
      expect(merged._id).toBe(twinId);
      expect(merged.quantity).toBe(5);
      const cart = await (await send('GET', '/cart', undefined, cookie)).json();
      expect(cart.cart).toHaveLength(1);
      const expected = priceCart([
        {
          unitPrice: 1299,
          quantity: 5,
          decorations: [{ designKey: 'text:Serif:ACME', isPreviousLogo: false }],
        },
      ]);
      expect(cart.summary.total).toBe(expected.total / 100);

      // every logo removed: a plain line again
      res = await put(twinId, { decorations: [] });
      expect((await res.json()).updatedCart).toMatchObject({
        method: 'Not selected',
        decorations: [],
        logoCharge: 0,
      });
    });
  });

  describe('orders of a user', () => {
    it('answers only that user (403 for anyone else, 401 for a guest)', async () => {
      const a = await customer();
      const b = await customer();
      const own = await send('GET', `/orders/order-user/${a.user.id}`, undefined, a.cookie);
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ orders: [] });
      expect((await send('GET', `/orders/order-user/${a.user.id}`, undefined, b.cookie)).status).toBe(403);
      expect((await send('GET', `/orders/order-user/${a.user.id}`)).status).toBe(401);
    });
  });
});

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).sort();
  } catch {
    return [];
  }
}
