import { describe, expect, it } from 'vitest';
import {
  feedAgeGroup,
  feedGender,
  feedItemId,
  feedItems,
  feedText,
  FEED_LIMITS,
  merchantFeedXml,
  type FeedProduct,
} from './merchant-feed';
import { FREE_STANDARD_SHIPPING_FROM, SHIPPING_OPTIONS } from './shipping';
import { parseMerchantFeed } from '../tests/helpers/merchant-feed';

const ORIGIN = 'https://shop.example.co.uk';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const entry = (
  overrides: Partial<FeedProduct['product']> = {},
  rest: Partial<FeedProduct> = {},
): FeedProduct => ({
  product: {
    id: ID,
    title: 'Klassic Polo',
    description: 'A hard-wearing polo.',
    brand: { slug: 'kustom-kit', name: 'Kustom Kit', logo: null },
    price: 1299,
    frontImage: '/files/demo/polo-front.webp',
    colours: [
      { hex: '#000000', name: 'Black', image: '/files/demo/polo-black.webp' },
      { hex: '#1F3F7A', name: 'Navy & Sky', image: 'https://cdn.example.com/polo-navy.webp' },
    ],
    sizes: [
      { label: 'S', stock: 5 },
      { label: 'XL', stock: 5 },
    ],
    stockStatus: 'In Stock',
    ...overrides,
  },
  vatRate: 'standard',
  stock: { '#000000': { S: 3, XL: 0 }, '#1f3f7a': { S: 1 } },
  ...rest,
});

describe('feed items', () => {
  it('gives one item per colour and size, with the colour’s picture and link', () => {
    const items = feedItems(ORIGIN, 'Shop', entry());
    expect(items.map((i) => [i.color, i.size, i.availability])).toEqual([
      ['Black', 'S', 'in_stock'],
      ['Black', 'XL', 'out_of_stock'],
      ['Navy & Sky', 'S', 'in_stock'],
      // no product_stock cell: nothing to sell
      ['Navy & Sky', 'XL', 'out_of_stock'],
    ]);
    const [black, , navy] = items;
    expect(black).toMatchObject({
      id: '0f8fad5bd9cb469fa16570867728950e-000000-s',
      itemGroupId: ID,
      title: 'Klassic Polo - Black - S',
      link: `${ORIGIN}/product/${ID}?colour=Black`,
      imageLink: `${ORIGIN}/files/demo/polo-black.webp`,
      price: '12.99 GBP',
      brand: 'Kustom Kit',
      gender: null,
      ageGroup: null,
    });
    expect(navy!.link).toBe(`${ORIGIN}/product/${ID}?colour=Navy+%26+Sky`);
    expect(navy!.imageLink).toBe('https://cdn.example.com/polo-navy.webp');
    expect(new Set(items.map((i) => i.id)).size).toBe(4);
  });

  it('marks every variant out of stock under the seller’s Out of Stock switch', () => {
    const items = feedItems(ORIGIN, 'Shop', entry({ stockStatus: 'Out of Stock' }));
    expect(items.every((i) => i.availability === 'out_of_stock')).toBe(true);
  });

  it('writes a product without colours per size, without a colour, and the shop as brand without one', () => {
    const items = feedItems(
      ORIGIN,
      'Workwear Shop',
      entry({ colours: [], brand: null }, { stock: { default: { S: 2, XL: 2 } } }),
    );
    expect(items.map((i) => [i.id, i.color, i.availability, i.brand])).toEqual([
      ['0f8fad5bd9cb469fa16570867728950e-s', null, 'in_stock', 'Workwear Shop'],
      ['0f8fad5bd9cb469fa16570867728950e-xl', null, 'in_stock', 'Workwear Shop'],
    ]);
    expect(items[0]!.link).toBe(`${ORIGIN}/product/${ID}`);
    expect(items[0]!.imageLink).toBe(`${ORIGIN}/files/demo/polo-front.webp`);
  });

  it('prices UK delivery from the shipping rules, standard free from the threshold', () => {
    expect(feedItems(ORIGIN, 'Shop', entry())[0]!.shipping).toEqual([
      { country: 'GB', service: SHIPPING_OPTIONS.standard.label, price: '4.95 GBP' },
      { country: 'GB', service: SHIPPING_OPTIONS.expedited.label, price: '6.95 GBP' },
    ]);
    const dear = feedItems(ORIGIN, 'Shop', entry({ price: FREE_STANDARD_SHIPPING_FROM }))[0]!;
    expect(dear.price).toBe('100.00 GBP');
    expect(dear.shipping[0]!.price).toBe('0.00 GBP');
  });
});

describe('feed fields', () => {
  it('keeps ids within 50 characters and stable', () => {
    expect(feedItemId(ID, '#1f3f7a', '3XL')).toBe('0f8fad5bd9cb469fa16570867728950e-1f3f7a-3xl');
    const long = feedItemId(ID, '#1f3f7a', 'Extra Extra Large Tall');
    expect(long.length).toBeLessThanOrEqual(FEED_LIMITS.id);
    expect(long).toBe(feedItemId(ID, '#1f3f7a', 'Extra Extra Large Tall'));
    expect(long).not.toBe(feedItemId(ID, '#1f3f7a', 'Extra Extra Large Short'));
    expect(feedItemId(ID, '#1f3f7a', '½').length).toBeLessThanOrEqual(FEED_LIMITS.id);
  });

  it('cuts long text and drops control characters', () => {
    expect(feedText('a\u0001b', 10)).toBe('ab');
    const cut = feedText('word '.repeat(2000), FEED_LIMITS.description);
    expect(cut.length).toBeLessThanOrEqual(FEED_LIMITS.description);
    const title = feedItems(ORIGIN, 'Shop', entry({ title: 'Very long title '.repeat(20) }))[0]!.title;
    expect(title.length).toBeLessThanOrEqual(FEED_LIMITS.title);
    expect(title.endsWith(' - Black - S')).toBe(true);
  });

  it('says gender and age group only where the product does', () => {
    expect(feedGender("Women's Fitted Tee")).toBe('female');
    expect(feedGender('Ladies Polo')).toBe('female');
    expect(feedGender("Men's Work Trousers")).toBe('male');
    expect(feedGender('Unisex Hoodie')).toBe('unisex');
    expect(feedGender('Klassic Polo')).toBeNull();
    expect(feedAgeGroup(entry({}, { vatRate: 'zero' }))).toBe('kids');
    expect(feedAgeGroup(entry({ title: 'Kids Hoodie' }))).toBe('kids');
    expect(feedAgeGroup(entry())).toBeNull();
  });
});

describe('feed XML', () => {
  it('is RSS 2.0 with the g: namespace, escaped', () => {
    const xml = merchantFeedXml(ORIGIN, 'Tom & Jerry’s <Workwear>', [
      entry({ title: 'Polo "Pro" <XL> & more', description: 'Cotton & poly <b>' }),
    ]);
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const { channel, items } = parseMerchantFeed(xml);
    expect(channel.title).toBe('Tom & Jerry’s <Workwear>');
    expect(items).toHaveLength(4);
    const [item] = items;
    expect(item!.fields.title).toBe('Polo "Pro" <XL> & more - Black - S');
    expect(item!.fields.description).toBe('Cotton & poly <b>');
    expect(item!.fields['g:id']).toBe('0f8fad5bd9cb469fa16570867728950e-000000-s');
    expect(item!.fields['g:color']).toBe('Black');
    expect(item!.fields['g:gender']).toBeUndefined();
    expect(item!.shipping).toHaveLength(2);
    expect(item!.shipping[0]).toEqual({
      'g:country': 'GB',
      'g:service': 'Standard (UK)',
      'g:price': '4.95 GBP',
    });
    expect(items[2]!.fields.link).toBe(`${ORIGIN}/product/${ID}?colour=Navy+%26+Sky`);
  });

  it('is an empty channel without products', () => {
    expect(merchantFeedXml(ORIGIN, 'Shop', [])).not.toContain('<item>');
  });
});
