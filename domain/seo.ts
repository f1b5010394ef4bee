/**
 * What search engines and link previews read: canonical addresses, titles and descriptions, Open Graph and
 * Twitter tags, schema.org JSON-LD, the sitemap and robots.txt. Pure builders; the origin is PUBLIC_URL's.
 */
import { PRODUCT_TYPES, productTypePlural } from './catalogue';
import { penceToPounds, type Pence } from './money';
import { ladderRows, type PriceBreak } from './price-breaks';
import type { Product, StockGrid } from './product';
import { RETURN_POLICY_PATH, RETURN_WINDOW_DAYS } from './returns';
import {
  FREE_STANDARD_SHIPPING_FROM,
  PROCESSING_BUSINESS_DAYS,
  SHIPPING_OPTIONS,
  UK_SHIPPING_TYPES,
  shippingCost,
  type BusinessDays,
} from './shipping';
import type { ShopInfo } from './shop-info';
import { NO_VAT_MODE, type VatMode } from './vat';
import { vatWording } from './vat-wording';

/** A breadcrumb trail as pages draw it; the last item (the page itself) has no link. */
export type Crumb = { label: string; to?: string };

/** One JSON-LD object (schema.org vocabulary). */
export type JsonLd = { [key: string]: unknown };

/** The tags a route's `meta` returns (shapes React Router's MetaDescriptor accepts). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': JsonLd };

/** The information pages: in the sitemap, with the contact page. */
export const INFO_PAGE_PATHS = [
  '/about',
  '/faqs',
  '/price-guide',
  '/guide',
  '/contact',
  '/shipping-policy',
  '/return-policy',
  '/payment-info',
  '/vat-information',
  '/cookie-policy',
  '/disclaimer',
] as const;

/** Pages no crawler should index: the seller's area, the cart, checkout, accounts, order pages, the API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/cart',
  '/checkout',
  '/test-checkout',
  '/success',
  '/account',
  '/orders',
  '/api',
] as const;

export const productPath = (id: string) => `/product/${id}`;
/** The product page's query parameter that selects a colour by its name (the Merchant feed links with it). */
export const COLOUR_PARAM = 'colour';
export const bundlePath = (id: string) => `/bundle/${id}`;
export const brandPath = (slug: string) => `/brands/${slug}`;
/** A listing of one garment type, or of everything. */
export const listingPath = (type?: string | null) => (type ? `/products/${type}` : '/products');

/** An absolute address on the shop's origin (a picture already on another host keeps its own). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).toString();
}

/**
 * The one address a page is known by: its path on the shop's origin, without the query (sort, filters,
 * page, view, "added") or fragment, and without a trailing slash.
 */
export function canonicalUrl(origin: string, pathOrUrl: string): string {
  const url = new URL(absoluteUrl(origin, pathOrUrl));
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${path}`;
}

/** Search results show about this much of a title (and html-validate refuses over 70, entities counted). */
export const TITLE_MAX = 60;

/** '<page> | <shop>', or the page alone when it already names the shop or the two would not show whole. */
export function pageTitle(page: string, shopName: string | undefined): string {
  const both = `${page} | ${shopName}`;
  if (!shopName || page.includes(shopName) || both.length > TITLE_MAX) return page;
  return both;
}

/** Text for a meta description: one line, at most `max` characters, cut between words. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export interface PageSeo {
  origin: string;
  shopName: string | undefined;
  /** The page's own title, without the shop's name (it is added). */
  title: string;
  description: string;
  /** The page's plain path (or its address: the query is dropped). */
  path: string;
  /** The picture a link preview shows (relative or absolute); the shop's default otherwise. */
  image?: string | null;
  type?: 'website' | 'product';
  jsonLd?: JsonLd[];
}

export const DEFAULT_SHARE_IMAGE = '/images/og-default.png';

/** Title, description, canonical link, Open Graph and Twitter card tags, and any JSON-LD of a public page. */
export function pageSeoTags(page: PageSeo): MetaTag[] {
  const title = pageTitle(page.title, page.shopName);
  const description = metaDescription(page.description);
  const url = canonicalUrl(page.origin, page.path);
  const image = absoluteUrl(page.origin, page.image || DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(page.shopName ? [{ property: 'og:site_name', content: page.shopName }] : []),
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(page.jsonLd ?? []).map((json) => ({ 'script:ld+json': json })),
  ];
}

/** The product page's trail: Home › Products › its first garment type › the product. */
export function productBreadcrumb(product: Pick<Product, 'title' | 'productTypes'>): Crumb[] {
  const type = product.productTypes[0];
  return [
    { label: 'Home', to: '/' },
    { label: 'Products', to: '/products' },
    ...(type ? [{ label: productTypePlural(type), to: listingPath(type) }] : []),
    { label: product.title },
  ];
}

/**
 * In stock when the shopper can buy at least one size: never after the seller's Out of Stock switch; otherwise
 * from the live stock grid (product_stock less holds) the page reads, or the sizes' stock without a grid.
 */
export function offerAvailability(
  product: Pick<Product, 'stockStatus' | 'sizes'>,
  stock: StockGrid,
): 'InStock' | 'OutOfStock' {
  if (product.stockStatus === 'Out of Stock') return 'OutOfStock';
  const cells = Object.values(stock).flatMap((sizes) => Object.values(sizes));
  const left = cells.length ? cells : product.sizes.map((s) => s.stock);
  return left.some((n) => n > 0) ? 'InStock' : 'OutOfStock';
}

/** The price as schema.org writes it: pounds with two decimals ('12.99'), from the pence the page shows. */
export const offerPrice = (pence: number) => penceToPounds(pence).toFixed(2);

const money = (pence: Pence): JsonLd => ({
  '@type': 'MonetaryAmount',
  value: penceToPounds(pence),
  currency: 'GBP',
});
const UK: JsonLd = { '@type': 'DefinedRegion', addressCountry: 'GB' };
const days = (span: BusinessDays): JsonLd => ({
  '@type': 'QuantitativeValue',
  minValue: span.min,
  maxValue: span.max,
  unitCode: 'DAY',
});

/**
 * The UK delivery choices from domain/shipping (International goes to any other country, which schema.org
 * cannot list without naming each): each one's cost for one of this product (free standard delivery when its
 * price alone reaches the threshold), our dispatch time and the carrier's. Standard carries the free-delivery
 * threshold as a ShippingService condition on the order's value, as Google reads a shipping policy.
 */
export function shippingDetailsJsonLd(price: Pence): JsonLd[] {
  return UK_SHIPPING_TYPES.map((type) => {
    const option = SHIPPING_OPTIONS[type];
    return {
      '@type': 'OfferShippingDetails',
      shippingLabel: option.label,
      shippingDestination: UK,
      shippingRate: money(shippingCost(type, price)),
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        businessDays: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (d) => `https://schema.org/${d}`,
          ),
        },
        handlingTime: days(PROCESSING_BUSINESS_DAYS),
        transitTime: days(option.transitDays),
      },
      ...(type === 'standard'
        ? {
            hasShippingService: {
              '@type': 'ShippingService',
              name: option.label,
              shippingConditions: [
                {
                  '@type': 'ShippingConditions',
                  shippingDestination: UK,
                  orderValue: {
                    '@type': 'MonetaryAmount',
                    minValue: 0,
                    maxValue: penceToPounds(FREE_STANDARD_SHIPPING_FROM - 1),
                    currency: 'GBP',
                  },
                  shippingRate: money(option.cost),
                },
                {
                  '@type': 'ShippingConditions',
                  shippingDestination: UK,
                  orderValue: {
                    '@type': 'MonetaryAmount',
                    minValue: penceToPounds(FREE_STANDARD_SHIPPING_FROM),
                    currency: 'GBP',
                  },
                  shippingRate: money(0),
                },
              ],
            },
          }
        : {}),
    };
  });
}

/**
 * The return policy page's terms (domain/returns): items without a logo back within the window, by post, the
 * postage the customer's (unless we made a mistake), refunded in full. Customised items are made to order and
 * come back only when we got them wrong, which the page says; a garment's offer is the plain garment.
 */
export function returnPolicyJsonLd(origin: string): JsonLd {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'GB',
    returnPolicyCountry: 'GB',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    refundType: 'https://schema.org/FullRefund',
    merchantReturnLink: canonicalUrl(origin, RETURN_POLICY_PATH),
  };
}

/**
 * A product's quantity prices as schema.org's UnitPriceSpecification, one per band of its ladder: the base price
 * from 1, then each break from its quantity (unit C62, "one"), in the same pence the page shows. Empty for a
 * product with one price: its Offer's price says it all.
 */
export function priceSpecificationsJsonLd(
  price: Pence,
  breaks: readonly PriceBreak[],
  vat: VatMode = NO_VAT_MODE,
): JsonLd[] {
  // when VAT is charged every price says it includes it: a product with one price gets one specification too
  const included = vatWording(vat).valueAddedTaxIncluded;
  const taxed = included === null ? {} : { valueAddedTaxIncluded: included };
  if (breaks.length === 0)
    return included === null
      ? []
      : [{ '@type': 'UnitPriceSpecification', price: offerPrice(price), priceCurrency: 'GBP', ...taxed }];
  return ladderRows(price, breaks).map((row) => ({
    '@type': 'UnitPriceSpecification',
    price: offerPrice(row.price),
    priceCurrency: 'GBP',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: row.minQuantity, unitCode: 'C62' },
    ...taxed,
  }));
}

export function productJsonLd(
  origin: string,
  product: Product,
  stock: StockGrid,
  vat: VatMode = NO_VAT_MODE,
): JsonLd {
  const priceSpecification = priceSpecificationsJsonLd(product.price, product.priceBreaks, vat);
  const url = canonicalUrl(origin, productPath(product.id));
  const pictures = [product.frontImage, product.backImage, product.sideImage, ...product.images].filter(
    (p): p is string => Boolean(p),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: [...new Set(pictures)].map((p) => absoluteUrl(origin, p)),
    sku: product.id,
    productID: product.id,
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'GBP',
      price: offerPrice(product.price),
      ...(priceSpecification.length ? { priceSpecification } : {}),
      availability: `https://schema.org/${offerAvailability(product, stock)}`,
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetailsJsonLd(product.price),
      hasMerchantReturnPolicy: returnPolicyJsonLd(origin),
    },
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[], pagePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: canonicalUrl(origin, c.to ?? pagePath),
    })),
  };
}

export function organizationJsonLd(origin: string, shop: ShopInfo, vat: VatMode = NO_VAT_MODE): JsonLd {
  const { vatId } = vatWording(vat);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: canonicalUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: shop.email,
    telephone: shop.phone,
    address: shop.address,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: shop.phone,
      email: shop.email,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
    ...(shop.social.length ? { sameAs: shop.social.map((s) => s.url) } : {}),
    ...(vatId ? { vatID: vatId } : {}),
  };
}

/** What the sitemap is built from: the catalogue as the shop shows it (published, not deleted). */
export interface SitemapCatalogue {
  products: { id: string; productTypes: string[]; brandSlug: string | null; updatedAt: Date }[];
  /** Brands with a brand page. */
  brands: { slug: string }[];
  bundles: { id: string }[];
}

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const latest = (dates: Date[]): Date | undefined =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;

/**
 * Every public page: home, the listings (all products and each garment type that has products), the brands,
 * the bundles, each published product and the information pages. A listing's lastmod is its newest product's.
 */
export function sitemapEntries(origin: string, catalogue: SitemapCatalogue): SitemapEntry[] {
  const at = (path: string, lastmod?: Date): SitemapEntry => ({
    loc: canonicalUrl(origin, path),
    ...(lastmod ? { lastmod } : {}),
  });
  const { products } = catalogue;
  const updatedOf = (keep: (p: SitemapCatalogue['products'][number]) => boolean) =>
    latest(products.filter(keep).map((p) => p.updatedAt));
  const types = PRODUCT_TYPES.map((t) => t.slug).filter((slug) =>
    products.some((p) => p.productTypes.includes(slug)),
  );
  return [
    at(
      '/',
      updatedOf(() => true),
    ),
    at(
      listingPath(),
      updatedOf(() => true),
    ),
    ...types.map((type) =>
      at(
        listingPath(type),
        updatedOf((p) => p.productTypes.includes(type)),
      ),
    ),
    ...catalogue.brands.map((b) =>
      at(
        brandPath(b.slug),
        updatedOf((p) => p.brandSlug === b.slug),
      ),
    ),
    at('/bundles'),
    ...catalogue.bundles.map((b) => at(bundlePath(b.id))),
    ...products.map((p) => at(productPath(p.id), p.updatedAt)),
    ...INFO_PAGE_PATHS.map((path) => at(path)),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A sitemaps.org urlset; lastmod as a W3C date (the day is enough for crawlers). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
