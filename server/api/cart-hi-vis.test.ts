import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

/**
 * Hi-vis (issue 34): a logo can lower a garment's EN ISO 20471 class, so a hi-vis product takes only the small
 * positions unless the seller allows large logos on it. The cart refuses a large one with a 400 that says why,
 * on add (one size or several) and when a line's logos change.
 */
describe.each(testDatabases())('hi-vis positions in the cart on %s', (kind) => {
  const t = useTestApp(kind);
  let ip = 0;
  const { send, customer: loggedIn } = shopperApi(
    () => t,
    () => `10.34.6.${ip}`,
  );
  const customer = () => {
    ip++;
    return loggedIn();
  };
  let vest: { id: string };
  let allowed: { id: string };
  let polo: { id: string };

  beforeAll(async () => {
    const db = t.ctx.database.db;
    vest = (await createProduct(db, { title: 'Hi-Vis Vest', productTypes: ['hi-vis'] }))!;
    allowed = (await createProduct(db, {
      title: 'Hi-Vis Jacket',
      productTypes: ['hi-vis', 'jacket'],
      hiVisLargeLogos: true,
    }))!;
    polo = (await createProduct(db, { productTypes: ['polo'] }))!;
  });

  const text = (position: string) => ({ position, method: 'Print', textLine: 'ACME', font: 'Serif' });
  const add = (productId: string, positions: string[]) => ({
    productId,
    title: 'ignored',
    image: '/ignored.png',
    size: 'M',
    color: 'Navy',
    finalQuantity: 2,
    price: 0,
    decorations: positions.map(text),
  });

  it('refuses a large position on a hi-vis product, saying why, and adds nothing', async () => {
    const { cookie } = await customer();
    const res = await send('POST', '/cart', add(vest.id, ['Left Breast', 'Large Back']), cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'Hi-Vis Vest is a hi-vis garment: a Large Back logo could lower its EN ISO 20471 class. Please choose a small position (Left Breast, Left Sleeve, Nape of Neck, Right Breast, Right Sleeve).',
    );
    const sizes = await send(
      'POST',
      '/cart/sizes',
      {
        productId: vest.id,
        color: 'Navy',
        items: [{ size: 'M', quantity: 1 }],
        decorations: [text('Large Front')],
      },
      cookie,
    );
    expect(sizes.status).toBe(400);
    expect((await sizes.json()).message).toMatch(/Large Front logo could lower its EN ISO 20471 class/);
    expect((await (await send('GET', '/cart', undefined, cookie)).json()).cart).toEqual([]);
  });

  it('takes the small positions on a hi-vis product', async () => {
    const { cookie } = await customer();
    const res = await send('POST', '/cart', add(vest.id, ['Left Breast', 'Nape of Neck']), cookie);
    expect(res.status).toBe(200);
  });

  it('takes a large position where the seller allows large logos, and on other garments', async () => {
    const { cookie } = await customer();
    expect((await send('POST', '/cart', add(allowed.id, ['Large Back']), cookie)).status).toBe(200);
    expect((await send('POST', '/cart', add(polo.id, ['Large Front']), cookie)).status).toBe(200);
  });

  it("refuses a large position when a hi-vis line's logos change", async () => {
    const { cookie } = await customer();
    const added = await send('POST', '/cart', add(vest.id, []), cookie);
    const lineId = (await added.json()).cartItem._id as string;
    const put = (positions: string[]) =>
      send('PUT', `/cart/${lineId}/decorations`, { decorations: positions.map(text) }, cookie);
    const refused = await put(['Large Back']);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^Hi-Vis Vest is a hi-vis garment/);
    expect((await put(['Right Sleeve'])).status).toBe(200);
  });
});
