import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPng } from '../../tests/helpers/photos';
import { priceCart } from '../../domain/pricing';
import { createProduct } from '../../tests/factories';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';

/**
 * The logo wizard adds every chosen size of a garment with its logos in ONE request (POST /api/cart/sizes with
 * `decorations`): all of the sizes or none, so a refusal half-way never leaves part of the selection in the cart.
 */
describe.each(testDatabases())('decorated sizes at once on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    polo = (await createProduct(t.ctx.database.db, {
      price: 1299,
      sizes: [
        { label: 'S', stock: 20_000 },
        { label: 'M', stock: 20_000 },
        { label: 'L', stock: 2 },
      ],
    }))!;
    png = await logoPng();
  });
  afterAll(() => t.close());

  const {
    send,
    customer: loggedIn,
    getCart,
  } = shopperApi(
    () => t,
    () => `10.28.3.${ip}`,
  );
  async function customer() {
    ip++;
    return loggedIn();
  }
  async function uploadLogo(cookie: string) {
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'back.png');
    const res = await t.request('/api/logos', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'x-forwarded-for': `10.28.3.${ip}`, cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    return (await res.json()).logo as { _id: string };
  }
  const leftBreastText = { position: 'Left Breast', method: 'Embroidery', textLine: 'ACME', font: 'Serif' };
  const sizes = (items: { size: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
    productId: polo.id,
    color: 'Navy',
    items,
    ...extra,
  });
  const linesOf = async (cookie: string) =>
    ((await getCart(cookie)).cart as { size: string; quantity: number; decorations: unknown[] }[]).map(
      (l) => [l.size, l.quantity, l.decorations.length],
    );

  it('puts every size in the cart with its decorations and notes, priced as domain/pricing', async () => {
    const { cookie } = await customer();
    const logo = await uploadLogo(cookie);
    const decorations = [leftBreastText, { position: 'Large Back', method: 'Print', logo: logo._id }];
    const res = await send(
      'POST',
      '/cart/sizes',
      sizes(
        [
          { size: 'S', quantity: 2 },
          { size: 'M', quantity: 3 },
        ],
        { decorations, notes: 'Gold thread' },
      ),
      cookie,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('5 items successfully added to cart!');
    for (const line of body.cartItems) {
      expect(line.notes).toBe('Gold thread');
      expect(line.decorations.map((d: { description: string }) => d.description)).toEqual([
        'Large Back: Print, logo back.png',
        "Left Breast: Embroidery, text 'ACME' in Serif",
      ]);
    }
    const cart = await getCart(cookie);
    expect(cart.cart.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['S', 2],
      ['M', 3],
    ]);
    const design = [
      { designKey: 'text:Serif:ACME', isPreviousLogo: false },
      { designKey: `logo:${logo._id}`, isPreviousLogo: false },
    ];
    const expected = priceCart([
      { unitPrice: 1299, quantity: 2, decorations: design },
      { unitPrice: 1299, quantity: 3, decorations: design },
    ]);
    expect(cart.summary).toMatchObject({
      logoCharges: expected.logoCharges / 100,
      setupFees: expected.setupFees / 100,
      total: expected.total / 100,
    });
  });

  it('refuses a batch with one size over its stock with 409, and the cart is as it was', async () => {
    const { cookie } = await customer();
    await send('POST', '/cart/sizes', sizes([{ size: 'S', quantity: 1 }]), cookie);
    const before = await linesOf(cookie);
    const res = await send(
      'POST',
      '/cart/sizes',
      sizes(
        [
          { size: 'S', quantity: 2 },
          { size: 'L', quantity: 3 },
        ],
        { decorations: [leftBreastText] },
      ),
      cookie,
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Only 2 left in Navy, size L.');
    expect(await linesOf(cookie)).toEqual(before);
  });

  it('refuses a logo that is not the caller’s, and a guest’s logo, adding nothing', async () => {
    const { cookie: owner } = await customer();
    const logo = await uploadLogo(owner);
    const { cookie } = await customer();
    await send('POST', '/cart/sizes', sizes([{ size: 'M', quantity: 1 }]), cookie);
    const before = await linesOf(cookie);
    const theirs = sizes(
      [
        { size: 'S', quantity: 1 },
        { size: 'M', quantity: 1 },
      ],
      { decorations: [{ position: 'Large Back', method: 'Print', logo: logo._id }] },
    );
    expect((await send('POST', '/cart/sizes', theirs, cookie)).status).toBe(404);
    expect(await linesOf(cookie)).toEqual(before);

    const guest = await send(
      'POST',
      '/cart/sizes',
      sizes([{ size: 'S', quantity: 1 }], { decorations: [leftBreastText] }),
    );
    expect(guest.status).toBe(401);
    expect(guest.headers.get('set-cookie')).toBeNull();
  });

  it('refuses decorations the single add refuses, with its messages', async () => {
    const { cookie } = await customer();
    const res = await send(
      'POST',
      '/cart/sizes',
      sizes([{ size: 'S', quantity: 1 }], {
        decorations: [leftBreastText, { ...leftBreastText, textLine: 'B' }],
      }),
      cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Only one logo per position: Left Breast is chosen twice.');
  });

  it('writes the sizes in one transaction: a line over its limit half-way adds none of them', async () => {
    const { cookie } = await customer();
    const decorated = { decorations: [leftBreastText] };
    expect(
      (await send('POST', '/cart/sizes', sizes([{ size: 'M', quantity: 9_999 }], decorated), cookie)).status,
    ).toBe(200);
    const before = await linesOf(cookie);
    // S is written first; M would then hold 10,001
    const res = await send(
      'POST',
      '/cart/sizes',
      sizes(
        [
          { size: 'S', quantity: 1 },
          { size: 'M', quantity: 2 },
        ],
        decorated,
      ),
      cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('A cart line holds at most 10,000 items.');
    expect(await linesOf(cookie)).toEqual(before);
  });
});
