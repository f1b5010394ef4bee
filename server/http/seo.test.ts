import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createBundle, createProduct } from '../../tests/factories';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';

const ORIGIN = 'https://shop.example.co.uk';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap parsed as XML (a parse error fails the test): each <url>'s loc and lastmod. */
function parseSitemap(xml: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

describe.each(testDatabases())('sitemap.xml and robots.txt on %s', (kind) => {
  const t = useTestApp(kind, { PUBLIC_URL: `${ORIGIN}/` });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = t.ctx.database;
    const kustom = await createBrand(db, { slug: 'kustom-kit', name: 'Kustom Kit' });
    // a brand the shop has no page for (brandFromParam does not know it)
    await createBrand(db, { slug: 'no-such-brand', name: 'Nobody' });
    const published = await createProduct(db, {
      title: 'Klassic Polo',
      brandId: kustom.id,
      productTypes: ['polo'],
      updatedAt: new Date('2026-03-04T10:00:00Z'),
    });
    const tee = await createProduct(db, {
      productTypes: ['t-shirt'],
      updatedAt: new Date('2026-02-01T09:00:00Z'),
    });
    const draft = await createProduct(db, { status: 'draft', productTypes: ['hoodie'] });
    const archived = await createProduct(db, { archivedAt: new Date(), productTypes: ['jacket'] });
    const bundle = await createBundle(db, [
      { productId: published.id, requiredQuantity: 1 },
      { productId: tee.id, requiredQuantity: 1 },
    ]);
    Object.assign(ids, {
      published: published.id,
      tee: tee.id,
      draft: draft.id,
      archived: archived.id,
      bundle: bundle.id,
    });
  });

  const sitemap = async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    return parseSitemap(await res.text());
  };

  it('lists every published product, listing, brand, bundle and information page, and nothing else', async () => {
    const urls = await sitemap();
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/products`,
        `${ORIGIN}/products/polo`,
        `${ORIGIN}/products/t-shirt`,
        `${ORIGIN}/brands/kustom-kit`,
        `${ORIGIN}/bundles`,
        `${ORIGIN}/bundle/${ids.bundle}`,
        `${ORIGIN}/product/${ids.published}`,
        `${ORIGIN}/product/${ids.tee}`,
        `${ORIGIN}/about`,
        `${ORIGIN}/faqs`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/shipping-policy`,
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    const productLocs = locs.filter((l) => l.startsWith(`${ORIGIN}/product/`));
    expect(productLocs.sort()).toEqual(
      [`${ORIGIN}/product/${ids.published}`, `${ORIGIN}/product/${ids.tee}`].sort(),
    );
    // no draft, no archived product, no listing that only they fill, no brand without a page
    for (const hidden of [ids.draft, ids.archived]) expect(locs.join('\n')).not.toContain(hidden);
    expect(locs).not.toContain(`${ORIGIN}/products/hoodie`);
    expect(locs).not.toContain(`${ORIGIN}/products/jacket`);
    expect(locs).not.toContain(`${ORIGIN}/brands/no-such-brand`);
    expect(locs.filter((l) => /\/(admin|cart|checkout|account|orders|api|login)(\/|$)/.test(l))).toEqual([]);
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`) && !l.includes('?'))).toBe(true);
  });

  it('gives a product its last change and a listing its newest product’s', async () => {
    const urls = await sitemap();
    const lastmodOf = (loc: string) => urls.find((u) => u.loc === `${ORIGIN}${loc}`)?.lastmod;
    expect(lastmodOf(`/product/${ids.published}`)).toBe('2026-03-04');
    expect(lastmodOf(`/product/${ids.tee}`)).toBe('2026-02-01');
    expect(lastmodOf('/products/t-shirt')).toBe('2026-02-01');
    expect(lastmodOf('/brands/kustom-kit')).toBe('2026-03-04');
    expect(lastmodOf('/about')).toBeNull();
  });

  it('follows the catalogue: a product published later appears, one deleted later goes', async () => {
    const { db } = t.ctx.database;
    expect((await sitemap()).map((u) => u.loc)).not.toContain(`${ORIGIN}/product/${ids.draft}`);
    await db.update(products).set({ status: 'published' }).where(eq(products.id, ids.draft!));
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, ids.tee!));
    // written straight to the database: the next read sees it once the versions are read again (at once here)
    t.ctx.services.catalogue.changed();
    const locs = (await sitemap()).map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/product/${ids.draft}`);
    expect(locs).toContain(`${ORIGIN}/products/hoodie`);
    expect(locs).not.toContain(`${ORIGIN}/product/${ids.tee}`);
    expect(locs).not.toContain(`${ORIGIN}/products/t-shirt`);
  });

  it('robots.txt keeps crawlers out of the private pages and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/orders', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
