import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMITS, MERCHANT_FEED_PATH } from '../../domain/merchant-feed';
import { createBrand, createProduct } from '../../tests/factories';
import { parseMerchantFeed, type ParsedFeedItem } from '../../tests/helpers/merchant-feed';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { products, productStock } from '../db/schema';

const ORIGIN = 'https://shop.example.co.uk';
const AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const PRICE = /^\d+\.\d{2} GBP$/;

const isAbsoluteHttp = (value: string | undefined) => {
  if (!value) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:';
};

/** Google's product data specification: the required and recommended attributes of an apparel variant. */
function expectGoogleValid(item: ParsedFeedItem) {
  const f = item.fields;
  expect(f['g:id']).toMatch(/^\S+$/);
  expect(f['g:id']!.length).toBeLessThanOrEqual(FEED_LIMITS.id);
  expect(f.title!.length).toBeGreaterThan(0);
  expect(f.title!.length).toBeLessThanOrEqual(FEED_LIMITS.title);
  expect(f.description!.length).toBeGreaterThan(0);
  expect(f.description!.length).toBeLessThanOrEqual(FEED_LIMITS.description);
  expect(isAbsoluteHttp(f.link)).toBe(true);
  expect(isAbsoluteHttp(f['g:image_link'])).toBe(true);
  expect(f['g:price']).toMatch(PRICE);
  expect(AVAILABILITY).toContain(f['g:availability']);
  expect(f['g:condition']).toBe('new');
  expect(f['g:identifier_exists']).toBe('no');
  expect(f['g:brand']!.length).toBeGreaterThan(0);
  expect(f['g:item_group_id']!.length).toBeGreaterThan(0);
  expect(f['g:color']!.length).toBeGreaterThan(0);
  expect(f['g:size']!.length).toBeGreaterThan(0);
  expect(item.shipping.length).toBeGreaterThan(0);
  for (const s of item.shipping) {
    expect(s['g:country']).toBe('GB');
    expect(s['g:service']!.length).toBeGreaterThan(0);
    expect(s['g:price']).toMatch(PRICE);
  }
}

describe.each(testDatabases())('the Google Merchant feed on %s', (kind) => {
  const t = useTestApp(kind, { PUBLIC_URL: `${ORIGIN}/` });
  const ids: Record<string, string> = {};
  /** One product_stock cell, written straight to the database. */
  const setStock = (productId: string, colour: string, size: string, quantity: number) =>
    t.ctx.database.db
      .update(productStock)
      .set({ quantity })
      .where(
        and(
          eq(productStock.productId, productId),
          eq(productStock.colour, colour),
          eq(productStock.size, size),
        ),
      );

  beforeAll(async () => {
    const { db } = t.ctx.database;
    const brand = await createBrand(db, { slug: 'kustom-kit', name: 'Kustom Kit' });
    const polo = await createProduct(db, {
      title: 'Klassic Polo & Co',
      description: 'Cotton <piqué> polo, "hard-wearing".',
      brandId: brand.id,
      price: 1299,
      colours: [
        { hex: '#000000', name: 'Black', image: '/files/demo/polo-black.webp' },
        { hex: '#1F3F7A', name: 'Navy', image: '/files/demo/polo-navy.webp' },
      ],
      sizes: [
        { label: 'S', stock: 4 },
        { label: 'XL', stock: 4 },
      ],
    });
    // one empty cell: Navy XL sold out
    await setStock(polo.id, '#1f3f7a', 'XL', 0);
    const switchedOff = await createProduct(db, { title: 'Sold Out Hoodie', stockStatus: 'Out of Stock' });
    const kids = await createProduct(db, { title: 'Kids Tee', vatRate: 'zero' });
    const draft = await createProduct(db, { status: 'draft' });
    const archived = await createProduct(db, { archivedAt: new Date() });
    Object.assign(ids, {
      polo: polo.id,
      switchedOff: switchedOff.id,
      kids: kids.id,
      draft: draft.id,
      archived: archived.id,
    });
  });

  const feed = async () => {
    const res = await t.request(MERCHANT_FEED_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    return parseMerchantFeed(xml);
  };
  const ofProduct = (items: ParsedFeedItem[], id: string) =>
    items.filter((i) => i.fields['g:item_group_id'] === id);

  it('lists every variant of the shop’s products, valid by Google’s specification, without login', async () => {
    const { channel, items } = await feed();
    expect(channel.link).toBe(`${ORIGIN}/`);
    for (const item of items) expectGoogleValid(item);
    const ids_ = items.map((i) => i.fields['g:id']);
    expect(new Set(ids_).size).toBe(ids_.length);
    // 2 colours × 2 sizes, and the factory's 3 colours × 4 sizes of the two others
    expect(ofProduct(items, ids.polo!)).toHaveLength(4);
    expect(ofProduct(items, ids.switchedOff!)).toHaveLength(12);
    expect(ofProduct(items, ids.kids!)).toHaveLength(12);
    expect(items).toHaveLength(28);
  });

  it('never lists drafts or deleted products', async () => {
    const { items } = await feed();
    expect(ofProduct(items, ids.draft!)).toEqual([]);
    expect(ofProduct(items, ids.archived!)).toEqual([]);
    const text = JSON.stringify(items);
    expect(text).not.toContain(ids.draft!);
    expect(text).not.toContain(ids.archived!);
  });

  it('writes each variant’s fields: title, colour link and picture, price, stock, brand, delivery', async () => {
    const polo = ofProduct((await feed()).items, ids.polo!);
    const byVariant = Object.fromEntries(
      polo.map((i) => [`${i.fields['g:color']} ${i.fields['g:size']}`, i]),
    );
    expect(Object.keys(byVariant).sort()).toEqual(['Black S', 'Black XL', 'Navy S', 'Navy XL']);
    const navyS = byVariant['Navy S']!.fields;
    expect(navyS).toMatchObject({
      title: 'Klassic Polo & Co - Navy - S',
      description: 'Cotton <piqué> polo, "hard-wearing".',
      link: `${ORIGIN}/product/${ids.polo}?colour=Navy`,
      'g:image_link': `${ORIGIN}/files/demo/polo-navy.webp`,
      'g:price': '12.99 GBP',
      'g:availability': 'in_stock',
      'g:brand': 'Kustom Kit',
      'g:item_group_id': ids.polo,
    });
    expect(navyS['g:gender']).toBeUndefined();
    expect(navyS['g:age_group']).toBeUndefined();
    expect(byVariant['Black XL']!.fields['g:image_link']).toBe(`${ORIGIN}/files/demo/polo-black.webp`);
    // the product_stock cell at 0
    expect(byVariant['Navy XL']!.fields['g:availability']).toBe('out_of_stock');
    expect(byVariant['Navy S']!.shipping).toEqual([
      { 'g:country': 'GB', 'g:service': 'Standard (UK)', 'g:price': '4.95 GBP' },
      { 'g:country': 'GB', 'g:service': 'Expedited', 'g:price': '6.95 GBP' },
    ]);
  });

  it('marks the seller’s Out of Stock product out of stock and a zero-rated one for kids', async () => {
    const { items } = await feed();
    expect(ofProduct(items, ids.switchedOff!).map((i) => i.fields['g:availability'])).toEqual(
      Array(12).fill('out_of_stock'),
    );
    expect(ofProduct(items, ids.kids!).every((i) => i.fields['g:age_group'] === 'kids')).toBe(true);
  });

  it('is rebuilt on a new catalogue or stock version, kept otherwise', async () => {
    const { db } = t.ctx.database;
    const before = await t.request(MERCHANT_FEED_PATH).then((r) => r.text());
    expect(await t.request(MERCHANT_FEED_PATH).then((r) => r.text())).toBe(before);
    await db
      .update(products)
      .set({ price: 1599, title: 'Klassic Polo Pro' })
      .where(eq(products.id, ids.polo!));
    await setStock(ids.polo!, '#000000', 'S', 0);
    // written straight to the database: the next read sees it once the versions are read again (at once here)
    t.ctx.services.catalogue.changed();
    const polo = ofProduct((await feed()).items, ids.polo!);
    expect(polo.every((i) => i.fields['g:price'] === '15.99 GBP')).toBe(true);
    expect(polo.every((i) => i.fields.title!.startsWith('Klassic Polo Pro - '))).toBe(true);
    const blackS = polo.find((i) => i.fields['g:color'] === 'Black' && i.fields['g:size'] === 'S');
    expect(blackS!.fields['g:availability']).toBe('out_of_stock');
  });

  it('follows a stock change alone (a new stock version): a cell refilled is in stock again', async () => {
    const navyXl = () =>
      feed().then(
        ({ items }) =>
          ofProduct(items, ids.polo!).find(
            (i) => i.fields['g:color'] === 'Navy' && i.fields['g:size'] === 'XL',
          )!.fields['g:availability'],
      );
    expect(await navyXl()).toBe('out_of_stock');
    await setStock(ids.polo!, '#1f3f7a', 'XL', 7);
    t.ctx.services.catalogue.changed();
    expect(await navyXl()).toBe('in_stock');
  });
});
