import { describe, expect, it } from 'vitest';
import type { Product } from './product';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalUrl,
  escapeXml,
  metaDescription,
  offerAvailability,
  offerPrice,
  organizationJsonLd,
  pageSeoTags,
  pageTitle,
  productBreadcrumb,
  priceSpecificationsJsonLd,
  productJsonLd,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
  type JsonLd,
} from './seo';
import { RETURN_WINDOW_DAYS } from './returns';
import {
  FREE_STANDARD_SHIPPING_FROM,
  PROCESSING_BUSINESS_DAYS,
  SHIPPING_OPTIONS,
  UK_SHIPPING_TYPES,
} from './shipping';

const ORIGIN = 'https://shop.example.co.uk';

const product: Product = {
  id: '0b6a4f7e-7a1c-4c3e-9a51-1f1f2b3c4d5e',
  title: 'Klassic Polo',
  description: 'A hard-wearing polo.',
  brand: { slug: 'kustom-kit', name: 'Kustom Kit', logo: null },
  productTypes: ['polo', 't-shirt'],
  price: 1299,
  priceBreaks: [],
  originalPrice: null,
  discountPercent: null,
  frontImage: '/files/demo/polo-front.webp',
  backImage: '/files/demo/polo-back.webp',
  sideImage: null,
  images: ['/files/demo/polo-front.webp', 'https://cdn.example.com/detail.webp'],
  colours: [],
  sizes: [
    { label: 'S', stock: 3 },
    { label: 'M', stock: 0 },
  ],
  sizeChartImage: null,
  rating: 4.5,
  reviewCount: 10,
  isNew: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  stockStatus: 'In Stock',
  available: true,
};

describe('canonical addresses', () => {
  it.each([
    ['/products?sort=price-low&minPrice=5&page=2', `${ORIGIN}/products`],
    ['/products/polo?view=list#top', `${ORIGIN}/products/polo`],
    ['/brands/result/', `${ORIGIN}/brands/result`],
    [`/product/${product.id}?added=2`, `${ORIGIN}/product/${product.id}`],
    ['/', `${ORIGIN}/`],
    [`${ORIGIN}/about?x=1`, `${ORIGIN}/about`],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalUrl(ORIGIN, path)).toBe(canonical);
    expect(canonicalUrl(`${ORIGIN}/`, path)).toBe(canonical);
  });

  it.each([
    ['/files/a.webp', `${ORIGIN}/files/a.webp`],
    ['files/a.webp', `${ORIGIN}/files/a.webp`],
    ['https://cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
  ])('absolute %s → %s', (path, url) => expect(absoluteUrl(ORIGIN, path)).toBe(url));
});

describe('titles and descriptions', () => {
  it.each([
    ['Polos', 'Shop', 'Polos | Shop'],
    ['Shop — custom workwear', 'Shop', 'Shop — custom workwear'],
    ['Polos', undefined, 'Polos'],
    ['x'.repeat(53), 'Shop', `${'x'.repeat(53)} | Shop`],
    ['x'.repeat(54), 'Shop', 'x'.repeat(54)],
  ])('%s with %s → %s', (page, shop, title) => expect(pageTitle(page, shop)).toBe(title));

  it.each([
    ['short text', 'short text'],
    ['  two\n lines  ', 'two lines'],
    [`${'word '.repeat(40)}`, `${'word '.repeat(31).trim()}…`],
    ['x'.repeat(200), `${'x'.repeat(159)}…`],
  ])('description of %j', (text, description) => {
    expect(metaDescription(text)).toBe(description);
    expect(metaDescription(text).length).toBeLessThanOrEqual(160);
  });
});

describe('page tags', () => {
  it('has the title, description, canonical, Open Graph and Twitter card, with absolute addresses', () => {
    const tags = pageSeoTags({
      origin: ORIGIN,
      shopName: 'Shop',
      title: 'Polos',
      description: 'Polos with your logo.',
      path: '/products/polo?sort=rating',
      image: '/files/p.webp',
    });
    const content = (key: string) =>
      tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)) as
        { content: string } | undefined;
    expect(tags).toContainEqual({ title: 'Polos | Shop' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/products/polo` });
    expect(tags.filter((t) => 'rel' in t && t.rel === 'canonical')).toHaveLength(1);
    expect(content('description')?.content).toBe('Polos with your logo.');
    expect(content('og:url')?.content).toBe(`${ORIGIN}/products/polo`);
    expect(content('og:image')?.content).toBe(`${ORIGIN}/files/p.webp`);
    expect(content('og:type')?.content).toBe('website');
    expect(content('og:site_name')?.content).toBe('Shop');
    expect(content('twitter:card')?.content).toBe('summary_large_image');
    expect(content('twitter:image')?.content).toBe(`${ORIGIN}/files/p.webp`);
  });

  it('falls back to the shop’s share picture', () => {
    const tags = pageSeoTags({
      origin: ORIGIN,
      shopName: 'Shop',
      title: 'About',
      description: 'd',
      path: '/about',
    });
    expect(tags).toContainEqual({ property: 'og:image', content: `${ORIGIN}/images/og-default.png` });
  });
});

describe('product JSON-LD', () => {
  it.each([
    ['some size in the grid', 'In Stock', { '#000000': { S: 0, M: 2 } }, 'InStock'],
    ['every cell empty', 'In Stock', { '#000000': { S: 0, M: 0 } }, 'OutOfStock'],
    ['the seller’s switch, whatever the grid', 'Out of Stock', { '#000000': { S: 9 } }, 'OutOfStock'],
    ['no grid: the sizes’ stock', 'In Stock', {}, 'InStock'],
  ] as const)('availability with %s', (_, stockStatus, stock, availability) => {
    expect(offerAvailability({ ...product, stockStatus }, stock)).toBe(availability);
  });

  it('is out of stock with no grid and no size in stock', () => {
    expect(offerAvailability({ ...product, sizes: [{ label: 'S', stock: 0 }] }, {})).toBe('OutOfStock');
  });

  it.each([
    [1299, '12.99'],
    [1000, '10.00'],
    [5, '0.05'],
  ])('price of %i pence is %s', (pence, price) => expect(offerPrice(pence)).toBe(price));

  it('names the product, brand, pictures and offer', () => {
    const json = productJsonLd(ORIGIN, product, { '#000000': { S: 1 } });
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Klassic Polo',
      description: 'A hard-wearing polo.',
      sku: product.id,
      productID: product.id,
      url: `${ORIGIN}/product/${product.id}`,
      brand: { '@type': 'Brand', name: 'Kustom Kit' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GBP',
        price: '12.99',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${product.id}`,
      },
    });
    expect(json.image).toEqual([
      `${ORIGIN}/files/demo/polo-front.webp`,
      `${ORIGIN}/files/demo/polo-back.webp`,
      'https://cdn.example.com/detail.webp',
    ]);
  });

  it('rates a product only from its reviews: none without them (no rating nobody gave)', () => {
    expect(productJsonLd(ORIGIN, product, {}).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 10,
    });
    expect(productJsonLd(ORIGIN, { ...product, rating: 4.7, reviewCount: 0 }, {})).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('offers UK standard and expedited delivery from the shipping rules, with the free-delivery threshold', () => {
    const offer = productJsonLd(ORIGIN, product, {}).offers as { shippingDetails: JsonLd[] };
    const [standard, expedited] = offer.shippingDetails;
    expect(offer.shippingDetails).toHaveLength(UK_SHIPPING_TYPES.length);
    const uk = { '@type': 'DefinedRegion', addressCountry: 'GB' };
    const gbp = (pence: number) => ({ '@type': 'MonetaryAmount', value: pence / 100, currency: 'GBP' });
    const span = (d: { min: number; max: number }) => ({
      '@type': 'QuantitativeValue',
      minValue: d.min,
      maxValue: d.max,
      unitCode: 'DAY',
    });
    expect(standard).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingLabel: 'Standard (UK)',
      shippingDestination: uk,
      shippingRate: gbp(SHIPPING_OPTIONS.standard.cost),
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: span(PROCESSING_BUSINESS_DAYS),
        transitTime: span(SHIPPING_OPTIONS.standard.transitDays),
      },
    });
    expect(standard!.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: 4.95, currency: 'GBP' });
    expect((standard!.deliveryTime as JsonLd).transitTime).toMatchObject({ minValue: 2, maxValue: 3 });
    const conditions = (standard!.hasShippingService as { shippingConditions: JsonLd[] }).shippingConditions;
    expect(conditions).toEqual([
      expect.objectContaining({
        orderValue: { '@type': 'MonetaryAmount', minValue: 0, maxValue: 99.99, currency: 'GBP' },
        shippingRate: gbp(495),
      }),
      expect.objectContaining({
        orderValue: {
          '@type': 'MonetaryAmount',
          minValue: FREE_STANDARD_SHIPPING_FROM / 100,
          currency: 'GBP',
        },
        shippingRate: gbp(0),
      }),
    ]);
    expect(expedited).toMatchObject({
      shippingLabel: 'Expedited',
      shippingDestination: uk,
      shippingRate: gbp(SHIPPING_OPTIONS.expedited.cost),
      deliveryTime: { transitTime: span(SHIPPING_OPTIONS.expedited.transitDays) },
    });
    expect(expedited).not.toHaveProperty('hasShippingService');
  });

  it('ships a garment priced at the threshold or more free by standard delivery', () => {
    const offer = productJsonLd(ORIGIN, { ...product, price: FREE_STANDARD_SHIPPING_FROM }, {}).offers as {
      shippingDetails: JsonLd[];
    };
    expect(offer.shippingDetails.map((d) => (d.shippingRate as { value: number }).value)).toEqual([0, 6.95]);
  });

  it('carries the return policy page’s terms', () => {
    const offer = productJsonLd(ORIGIN, product, {}).offers as JsonLd;
    expect(offer.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'GB',
      returnPolicyCountry: 'GB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: RETURN_WINDOW_DAYS,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      refundType: 'https://schema.org/FullRefund',
      merchantReturnLink: `${ORIGIN}/return-policy`,
    });
    expect(RETURN_WINDOW_DAYS).toBe(14);
  });

  it('keeps the base price as the Offer and gives each band of the ladder as a UnitPriceSpecification', () => {
    const breaks = [
      { minQuantity: 25, price: 1099 },
      { minQuantity: 10, price: 1199 },
    ];
    const offer = productJsonLd(ORIGIN, { ...product, priceBreaks: breaks }, {}).offers as JsonLd;
    expect(offer.price).toBe('12.99');
    expect(offer.priceSpecification).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: '12.99',
        priceCurrency: 'GBP',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1, unitCode: 'C62' },
      },
      {
        '@type': 'UnitPriceSpecification',
        price: '11.99',
        priceCurrency: 'GBP',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10, unitCode: 'C62' },
      },
      {
        '@type': 'UnitPriceSpecification',
        price: '10.99',
        priceCurrency: 'GBP',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 25, unitCode: 'C62' },
      },
    ]);
  });

  it('gives no price specification for a product with one price', () => {
    expect(productJsonLd(ORIGIN, product, {}).offers).not.toHaveProperty('priceSpecification');
    expect(priceSpecificationsJsonLd(product.price, [])).toEqual([]);
  });

  it('leaves the brand out of a product without one', () => {
    expect(productJsonLd(ORIGIN, { ...product, brand: null }, {})).not.toHaveProperty('brand');
  });

  it('has a breadcrumb of the page’s trail', () => {
    const crumbs = productBreadcrumb(product);
    expect(crumbs).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Products', to: '/products' },
      { label: 'Polos', to: '/products/polo' },
      { label: 'Klassic Polo' },
    ]);
    expect(breadcrumbJsonLd(ORIGIN, crumbs, `/product/${product.id}`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${ORIGIN}/products` },
        { '@type': 'ListItem', position: 3, name: 'Polos', item: `${ORIGIN}/products/polo` },
        { '@type': 'ListItem', position: 4, name: 'Klassic Polo', item: `${ORIGIN}/product/${product.id}` },
      ],
    });
  });
});

describe('organisation JSON-LD', () => {
  const shop = {
    name: 'Shop',
    phone: '01234 567890',
    email: 'hello@shop.test',
    address: '1 High Street, Leeds',
    guideVideoUrl: null,
  };

  it.each([
    [[], undefined],
    [[{ network: 'Facebook' as const, url: 'https://facebook.com/shop' }], ['https://facebook.com/shop']],
  ])('with social links %j', (social, sameAs) => {
    const json = organizationJsonLd(ORIGIN, { ...shop, social });
    expect(json).toMatchObject({
      '@type': 'Organization',
      name: 'Shop',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      contactPoint: { '@type': 'ContactPoint', telephone: '01234 567890', email: 'hello@shop.test' },
    });
    expect(json.sameAs).toEqual(sameAs);
  });
});

describe('sitemap and robots', () => {
  const catalogue = {
    products: [
      { id: 'p1', productTypes: ['polo'], brandSlug: 'result', updatedAt: new Date('2026-03-01T12:00:00Z') },
      {
        id: 'p2',
        productTypes: ['polo', 'hoodie'],
        brandSlug: null,
        updatedAt: new Date('2026-04-02T08:00:00Z'),
      },
    ],
    brands: [{ slug: 'result' }, { slug: 'gildan' }],
    bundles: [{ id: 'b1' }],
  };

  it.each([
    ['/', '2026-04-02'],
    ['/products', '2026-04-02'],
    ['/products/polo', '2026-04-02'],
    ['/products/hoodie', '2026-04-02'],
    ['/brands/result', '2026-03-01'],
    ['/brands/gildan', undefined],
    ['/bundles', undefined],
    ['/bundle/b1', undefined],
    ['/product/p1', '2026-03-01'],
    ['/product/p2', '2026-04-02'],
    ['/about', undefined],
    ['/contact', undefined],
  ])('lists %s (lastmod %s)', (path, day) => {
    const entry = sitemapEntries(ORIGIN, catalogue).find((e) => e.loc === `${ORIGIN}${path}`);
    expect(entry).toBeDefined();
    expect(entry?.lastmod?.toISOString().slice(0, 10)).toBe(day);
  });

  it('lists no listing without products', () => {
    const locs = sitemapEntries(ORIGIN, catalogue).map((e) => e.loc);
    expect(locs).not.toContain(`${ORIGIN}/products/jacket`);
  });

  it.each([
    ['a&b', 'a&amp;b'],
    ['<x>', '&lt;x&gt;'],
    [`"it's"`, '&quot;it&apos;s&quot;'],
  ])('escapes %s in XML', (text, escaped) => expect(escapeXml(text)).toBe(escaped));

  it('writes a urlset with escaped addresses', () => {
    const xml = sitemapXml([
      { loc: 'https://s.test/a?x=1&y=2', lastmod: new Date('2026-01-02T03:04:05Z') },
      { loc: 'https://s.test/b' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://s.test/a?x=1&amp;y=2</loc><lastmod>2026-01-02</lastmod></url>');
    expect(xml).toContain('<url><loc>https://s.test/b</loc></url>');
  });

  it('robots.txt disallows the private areas and names the sitemap', () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /test-checkout',
        'Disallow: /success',
        'Disallow: /account',
        'Disallow: /orders',
        'Disallow: /api',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
