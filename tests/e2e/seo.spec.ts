import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerLogin } from './support/seller';
import { unitPence } from './support/shopper';

type JsonLd = Record<string, unknown> & { '@type': string };
type ApiProduct = {
  _id: string;
  title: string;
  brandSlug: string | null;
  frontImage: string;
  sizeChartImage: string | null;
  size: string[];
};

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (blocks: JsonLd[], type: string) => {
  const found = blocks.filter((b) => b['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0]!;
};

/** What the page's size grid offers: in stock when any size can be typed in. */
async function availabilityShown(page: Page) {
  const inputs = page.getByRole('group', { name: 'Size' }).getByRole('spinbutton');
  await expect(inputs.first()).toBeVisible();
  const enabled = await inputs.evaluateAll(
    (els) => els.filter((e) => !(e as HTMLInputElement).disabled).length,
  );
  return enabled > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

async function firstProduct(request: APIRequestContext, query = 'type=polo') {
  const res = await request.get(`/api/products?${query}`);
  return ((await res.json()) as { products: ApiProduct[] }).products[0]!;
}

test.describe('search engines and link previews', () => {
  test('a product page’s JSON-LD parses, and its price and availability are the page’s', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await firstProduct(request);
    await page.goto(`/product/${product._id}?added=1`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const blocks = await jsonLdOf(page);
    const json = ofType(blocks, 'Product');
    const offer = json.offers as Record<string, string>;
    expect(json.name).toBe(product.title);
    expect(json.sku).toBe(product._id);
    expect(offer.priceCurrency).toBe('GBP');
    expect(offer.price).toMatch(/^\d+\.\d\d$/);
    expect(Math.round(Number(offer.price) * 100)).toBe(await unitPence(page));
    expect(offer.availability).toBe(await availabilityShown(page));
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(json.url).toBe(`${baseURL}/product/${product._id}`);
    expect((json.brand as { '@type': string; name: string })['@type']).toBe('Brand');
    const images = json.image as string[];
    expect(images[0]).toBe(`${baseURL}${product.frontImage}`);
    expect((await page.request.get(images[0]!)).status()).toBe(200);

    // the breadcrumb in the JSON-LD is the one on the page
    const trail = ofType(blocks, 'BreadcrumbList').itemListElement as { name: string; item: string }[];
    const shown = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(trail.map((t) => t.name)).toEqual(shown.map((s) => s.trim()));
    expect(trail.at(-1)?.item).toBe(`${baseURL}/product/${product._id}`);

    // one canonical, the plain address; the share picture is the product's
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(await canonicalOf(page)).toBe(`${baseURL}/product/${product._id}`);
    expect(await metaContent(page, 'og:url')).toBe(`${baseURL}/product/${product._id}`);
    expect(await metaContent(page, 'og:image')).toBe(images[0]);
    expect(await metaContent(page, 'og:type')).toBe('product');
    expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(await metaContent(page, 'twitter:image')).toBe(images[0]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the seller’s Out of Stock switch makes the offer OutOfStock; a description cannot break out of the JSON-LD', async ({
    page,
    request,
  }) => {
    const model = await firstProduct(request);
    const description = 'Tough polo </script><script>document.title="broken"</script> & more';
    await sellerLogin(page, '/admin/products');
    const res = await page.request.post('/api/products/add', {
      multipart: {
        title: `SEO Out Of Stock Polo ${Date.now()}`,
        price: '17.45',
        description,
        brand: model.brandSlug ?? '',
        stock: 'Out of Stock',
        status: 'published',
        productType: JSON.stringify(['polo']),
        sizes: JSON.stringify(model.size.slice(0, 2)),
        colors: JSON.stringify([]),
        colorNames: JSON.stringify([]),
        colorImages: JSON.stringify([]),
        frontImageUrl: model.frontImage,
        sizeChartImageUrl: model.sizeChartImage ?? model.frontImage,
        stockGrid: JSON.stringify({
          default: Object.fromEntries(model.size.slice(0, 2).map((s) => [s, 20])),
        }),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const created = ((await res.json()) as { product: { _id: string; title: string } }).product;

    await page.goto(`/product/${created._id}`);
    await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
    const json = ofType(await jsonLdOf(page), 'Product');
    const offer = json.offers as Record<string, string>;
    expect(json.description).toBe(description);
    expect(offer.price).toBe('17.45');
    expect(await unitPence(page)).toBe(1745);
    expect(await availabilityShown(page)).toBe('https://schema.org/OutOfStock');
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
    await expect(page).not.toHaveTitle('broken');

    // and the sitemap lists it at once
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/product/${created._id}</loc>`);
  });

  test('no rating nobody gave: the demo products show none, on the page or in the JSON-LD', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await page.goto('/products/polo');
    await expect(page.getByRole('region', { name: 'Products' }).locator('article').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);
    const json = ofType(await jsonLdOf(page), 'Product');
    expect(json).not.toHaveProperty('aggregateRating');
    expect(json).not.toHaveProperty('review');
  });

  test('a product’s offer carries UK delivery and the return policy, as their pages state them', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await firstProduct(request);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const offer = ofType(await jsonLdOf(page), 'Product').offers as {
      shippingDetails: {
        shippingLabel: string;
        shippingDestination: { addressCountry: string };
        shippingRate: { value: number; currency: string };
        deliveryTime: { transitTime: { minValue: number; maxValue: number; unitCode: string } };
        hasShippingService?: {
          shippingConditions: { orderValue: { minValue: number }; shippingRate: { value: number } }[];
        };
      }[];
      hasMerchantReturnPolicy: { merchantReturnDays: number; merchantReturnLink: string; returnFees: string };
    };
    expect(offer.shippingDetails.map((d) => d.shippingLabel)).toEqual(['Standard (UK)', 'Expedited']);
    expect(offer.shippingDetails.every((d) => d.shippingDestination.addressCountry === 'GB')).toBe(true);
    expect(offer.shippingDetails.every((d) => d.shippingRate.currency === 'GBP')).toBe(true);

    // the shipping policy's table and the return policy say the same
    await page.goto('/shipping-policy');
    for (const d of offer.shippingDetails) {
      const { minValue, maxValue } = d.deliveryTime.transitTime;
      // the first row of an option is its price; Standard's free row follows
      const row = page
        .getByRole('row', { name: new RegExp(`^${d.shippingLabel.replace(/[()]/g, '\\$&')}`) })
        .first();
      await expect(row).toContainText(`£${d.shippingRate.value.toFixed(2)}`);
      await expect(row).toContainText(`${minValue}-${maxValue} business days`);
    }
    const free = offer.shippingDetails[0]!.hasShippingService!.shippingConditions.at(-1)!;
    expect(free.shippingRate.value).toBe(0);
    await expect(page.getByRole('main')).toContainText(`orders of £${free.orderValue.minValue} or more`);

    const returns = offer.hasMerchantReturnPolicy;
    expect(returns.merchantReturnLink).toBe(`${baseURL}/return-policy`);
    expect(returns.returnFees).toBe('https://schema.org/ReturnFeesCustomerResponsibility');
    await page.goto('/return-policy');
    await expect(page.getByRole('main')).toContainText(
      `within ${returns.merchantReturnDays} days of delivery`,
    );
  });

  test('login, sign-up and the code page ask not to be indexed; public pages do not', async ({
    page,
    request,
  }) => {
    for (const path of ['/login', '/signup', '/otp?email=someone%40example.co.uk']) {
      await page.goto(path);
      expect(await metaContent(page, 'robots'), path).toBe('noindex');
    }
    const product = await firstProduct(request);
    for (const path of ['/', '/products/polo', `/product/${product._id}`]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
    }
  });

  test('a sorted, filtered or paged listing names the plain listing as canonical', async ({
    page,
    baseURL,
  }) => {
    const cases: [string, string][] = [
      ['/products/polo?sort=price-low&minPrice=5&page=1&view=list', '/products/polo'],
      ['/products?sort=rating&minRating=4', '/products'],
      ['/products/tshirt', '/products/t-shirt'],
      ['/brands/Fruit%20of%20the%20Loom?sort=newest', '/brands/fruit-of-the-loom'],
    ];
    for (const [path, plain] of cases) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(await canonicalOf(page), path).toBe(`${baseURL}${plain}`);
      expect(await metaContent(page, 'og:url'), path).toBe(`${baseURL}${plain}`);
    }
  });

  test('public pages have their own title and description, and share tags', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await firstProduct(request);
    const bundles = (await (await request.get('/api/bundle')).json()) as { bundles: { _id: string }[] };
    const paths = [
      '/',
      '/products/polo',
      '/products/hoodie',
      '/brands/kustom-kit',
      `/product/${product._id}`,
      '/bundles',
      `/bundle/${bundles.bundles[0]!._id}`,
      '/about',
      '/faqs',
    ];
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const title = await page.title();
      const description = (await metaContent(page, 'description')) ?? '';
      expect(title, path).not.toBe('');
      expect(description.length, path).toBeGreaterThan(20);
      expect(description.length, path).toBeLessThanOrEqual(160);
      titles.push(title);
      descriptions.push(description);
      expect(await metaContent(page, 'og:title'), path).toBe(title);
      expect(await metaContent(page, 'og:description'), path).toBe(description);
      expect(await metaContent(page, 'og:site_name'), path).toBeTruthy();
      expect(await metaContent(page, 'og:image'), path).toMatch(new RegExp(`^${baseURL}/`));
      expect(await metaContent(page, 'twitter:card'), path).toBe('summary_large_image');
      expect(await canonicalOf(page), path).toBe(`${baseURL}${path === '/' ? '/' : path}`);
    }
    expect(new Set(titles).size, titles.join('\n')).toBe(paths.length);
    expect(new Set(descriptions).size, descriptions.join('\n')).toBe(paths.length);

    // home names the shop as an Organization
    await page.goto('/');
    const organisation = ofType(await jsonLdOf(page), 'Organization');
    expect(organisation.url).toBe(`${baseURL}/`);
    expect(organisation.name).toBe(await metaContent(page, 'og:site_name'));
    expect((organisation.contactPoint as { telephone: string }).telephone).toBeTruthy();
  });

  test('robots.txt keeps crawlers out of the private pages and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /account',
        'Disallow: /orders',
        'Disallow: /api',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/products/polo</loc>`);
  });
});
