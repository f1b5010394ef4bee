/**
 * The Google Merchant Center product feed (issue 36): RSS 2.0 with Google's `g:` namespace, one item per
 * published product × colour × size, as Google's product data specification asks for apparel (variants grouped
 * by item_group_id, each with its colour, size, picture and availability). Pure: the server reads the catalogue
 * and its stock and serves the text at /feeds/google-merchant.xml.
 */
import { penceToPounds, type Pence } from './money';
import { NO_COLOUR, type Product, type StockGrid } from './product';
import { COLOUR_PARAM, absoluteUrl, canonicalUrl, escapeXml, productPath } from './seo';
import { SHIPPING_OPTIONS, UK_SHIPPING_TYPES, shippingCost } from './shipping';
import type { VatRate } from './vat';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
export const MERCHANT_FEED_PATH = '/feeds/google-merchant.xml';

/** Google's limits (product data specification). */
export const FEED_LIMITS = { id: 50, title: 150, description: 5000 } as const;

/** A product as the feed needs it: what the shop shows, its VAT liability and its stock on the shelf. */
export interface FeedProduct {
  product: Pick<
    Product,
    'id' | 'title' | 'description' | 'brand' | 'price' | 'frontImage' | 'colours' | 'sizes' | 'stockStatus'
  >;
  vatRate: VatRate;
  /** product_stock per colour key (hex lower-case, 'default' without colours) and size. */
  stock: StockGrid;
}

export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  /** "12.34 GBP" */
  price: string;
  availability: 'in_stock' | 'out_of_stock';
  brand: string;
  color: string | null;
  size: string;
  gender: 'male' | 'female' | 'unisex' | null;
  ageGroup: 'kids' | null;
  shipping: { country: 'GB'; service: string; price: string }[];
}

/** Google's price: pounds with two decimals and the currency ("12.34 GBP"). */
export const feedPrice = (pence: Pence) => `${penceToPounds(pence).toFixed(2)} GBP`;

/** Lower-case letters and digits joined by single hyphens ("One Size" → "one-size"). */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A short stable hash (FNV-1a, 8 hex digits) for a part too long to spell out. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * A variant's offer id, stable while the product, colour and size stay: the product's uuid without hyphens, the
 * colour's hex (its stock key; a renamed colour keeps its id) and the size's slug; a size too long for Google's
 * 50 characters (or with no letters or digits) is written as its hash instead.
 */
export function feedItemId(productId: string, colourKey: string, size: string): string {
  const base = [productId.replace(/-/g, '').toLowerCase(), colourKey === NO_COLOUR ? '' : slug(colourKey)]
    .filter(Boolean)
    .join('-');
  const sizeSlug = slug(size);
  const full = `${base}-${sizeSlug}`;
  return sizeSlug && full.length <= FEED_LIMITS.id ? full : `${base}-${shortHash(size)}`;
}

/** Text on one line without XML-forbidden control characters, cut to `max` characters (at a word when it can). */
export function feedText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The variant's title: the product's, its colour and size; the product's part shortened to fit 150. */
function variantTitle(title: string, colour: string | null, size: string): string {
  const tail = [colour, size].filter(Boolean).join(' - ');
  const room = FEED_LIMITS.title - tail.length - 3;
  return `${feedText(title.replace(/\s+/g, ' '), Math.max(room, 20))} - ${tail}`.slice(0, FEED_LIMITS.title);
}

/**
 * Gender only where the product's title says it (Ladies/Women's, Men's, Unisex); nothing otherwise (Google
 * then treats the garment as for anyone). Checked women first: "women's" contains "men's".
 */
export function feedGender(title: string): FeedItem['gender'] {
  if (/\b(ladies|ladies'|lady|women'?s?|womens)\b/i.test(title)) return 'female';
  if (/\b(men'?s?|mens)\b/i.test(title)) return 'male';
  if (/\bunisex\b/i.test(title)) return 'unisex';
  return null;
}

/** The age group only where the product says: zero-rated for VAT is children's clothing here (domain/vat). */
export const feedAgeGroup = (product: FeedProduct): FeedItem['ageGroup'] =>
  product.vatRate === 'zero' || /\b(kids|kid's|children'?s|junior|youth)\b/i.test(product.product.title)
    ? 'kids'
    : null;

/**
 * Delivery to the UK for one of this garment, from domain/shipping: each UK choice with its price (standard is
 * free when the garment alone reaches the free-delivery threshold).
 */
export const feedShipping = (price: Pence): FeedItem['shipping'] =>
  UK_SHIPPING_TYPES.map((type) => ({
    country: 'GB',
    service: SHIPPING_OPTIONS[type].label,
    price: feedPrice(shippingCost(type, price)),
  }));

/**
 * The feed's items of one product: each colour × size (a product without colours: each size). The price is the
 * one shoppers see: the seller's prices are VAT-inclusive once the shop charges VAT (domain/vat), so the base
 * price stands in either mode. A variant is out of stock when the seller switched the product to Out of Stock
 * or its product_stock cell is empty (or missing).
 */
export function feedItems(origin: string, shopName: string, entry: FeedProduct): FeedItem[] {
  const { product, stock } = entry;
  const colours: { key: string; name: string | null; image: string }[] = product.colours.length
    ? product.colours.map((c) => ({
        key: c.hex.toLowerCase(),
        name: c.name,
        image: c.image || product.frontImage,
      }))
    : [{ key: NO_COLOUR, name: null, image: product.frontImage }];
  const description = feedText(product.description || product.title, FEED_LIMITS.description);
  const gender = feedGender(product.title);
  const ageGroup = feedAgeGroup(entry);
  const shipping = feedShipping(product.price);
  const page = canonicalUrl(origin, productPath(product.id));
  return colours.flatMap((colour) =>
    product.sizes.map((size): FeedItem => {
      const left = stock[colour.key]?.[size.label] ?? 0;
      return {
        id: feedItemId(product.id, colour.key, size.label),
        itemGroupId: product.id,
        title: variantTitle(product.title, colour.name, size.label),
        description,
        link: colour.name ? `${page}?${new URLSearchParams({ [COLOUR_PARAM]: colour.name })}` : page,
        imageLink: absoluteUrl(origin, colour.image),
        price: feedPrice(product.price),
        availability: product.stockStatus !== 'Out of Stock' && left > 0 ? 'in_stock' : 'out_of_stock',
        brand: feedText(product.brand?.name || shopName, 70),
        color: colour.name,
        size: size.label,
        gender,
        ageGroup,
        shipping,
      };
    }),
  );
}

const tag = (name: string, value: string | null) =>
  value === null ? [] : [`      <${name}>${escapeXml(value)}</${name}>`];

function itemXml(item: FeedItem): string {
  return [
    '    <item>',
    ...tag('g:id', item.id),
    ...tag('g:item_group_id', item.itemGroupId),
    ...tag('title', item.title),
    ...tag('description', item.description),
    ...tag('link', item.link),
    ...tag('g:image_link', item.imageLink),
    ...tag('g:price', item.price),
    ...tag('g:availability', item.availability),
    ...tag('g:brand', item.brand),
    ...tag('g:condition', 'new'),
    ...tag('g:identifier_exists', 'no'),
    ...tag('g:color', item.color),
    ...tag('g:size', item.size),
    ...tag('g:gender', item.gender),
    ...tag('g:age_group', item.ageGroup),
    ...item.shipping.flatMap((s) => [
      '      <g:shipping>',
      `        <g:country>${s.country}</g:country>`,
      `        <g:service>${escapeXml(s.service)}</g:service>`,
      `        <g:price>${escapeXml(s.price)}</g:price>`,
      '      </g:shipping>',
    ]),
    '    </item>',
  ].join('\n');
}

/** The whole feed: the shop's channel and every item of the products given (the shop's visible ones). */
export function merchantFeedXml(origin: string, shopName: string, products: readonly FeedProduct[]): string {
  const items = products.flatMap((p) => feedItems(origin, shopName, p));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '  <channel>',
    `    <title>${escapeXml(shopName)}</title>`,
    `    <link>${escapeXml(canonicalUrl(origin, '/'))}</link>`,
    `    <description>${escapeXml(`${shopName}: products for Google Merchant Center`)}</description>`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
