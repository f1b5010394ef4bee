import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createBrand, createProduct } from '../../tests/factories';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';
import { ProductListQuerySchema } from '../../domain/schemas/catalogue';
import { VERSION_MAX_AGE_MS } from './catalogue';

describe.each(testDatabases())('catalogue reads on %s', (kind) => {
  const t = useTestApp(kind);

  const query = ProductListQuerySchema.parse({});

  it('keeps reads per catalogue version: a change through this instance shows on the next read', async () => {
    const { catalogue, productAdmin } = t.ctx.services;
    const { db } = t.ctx.database;
    expect((await catalogue.listProducts(query)).total).toBe(0);

    const polo = await createProduct(db, { title: 'Cached Polo', price: 1000 });
    // as after every write the shop makes (the page cache's middleware, the seller's services)
    catalogue.changed();
    expect((await catalogue.listProducts(query)).products.map((p) => p.title)).toEqual(['Cached Polo']);
    expect((await catalogue.getProduct(polo.id))?.price).toBe(1000);

    await db.update(products).set({ price: 1250 }).where(eq(products.id, polo.id));
    catalogue.changed();
    expect((await catalogue.getProduct(polo.id))?.price).toBe(1250);
    expect((await catalogue.listProducts(query)).products[0].price).toBe(1250);

    // the seller's delete, through the service: no changed() needed
    await productAdmin.archive(polo.id);
    expect((await catalogue.getProduct(polo.id))?.available).toBe(false);
    expect((await catalogue.listProducts(query)).total).toBe(0);
  });

  it("links only brands with a page: a seller's own brand is no menu link to a 404", async () => {
    const { catalogue } = t.ctx.services;
    const { db } = t.ctx.database;
    await createBrand(db, { slug: 'fruit-of-the-loom', name: 'Fruit of the Loom' });
    await createBrand(db, { slug: 'snickers-workwear', name: 'Snickers Workwear' });
    catalogue.changed();
    const slugs = (await catalogue.listBrands()).map((b) => b.slug);
    expect(slugs).toContain('fruit-of-the-loom');
    expect(slugs).not.toContain('snickers-workwear');
    expect((await catalogue.sitemapCatalogue()).brands.map((b) => b.slug)).toEqual(slugs);
  });

  it("sees another instance's change within VERSION_MAX_AGE_MS, with no write here", async () => {
    const { catalogue } = t.ctx.services;
    const { db } = t.ctx.database;
    const tee = await createProduct(db, { title: 'Elsewhere Tee', price: 900 });
    catalogue.changed();
    expect((await catalogue.getProduct(tee.id))?.price).toBe(900);
    // straight to the database, as another instance sharing it would write
    await db.update(products).set({ price: 950 }).where(eq(products.id, tee.id));
    await vi.waitFor(async () => expect((await catalogue.getProduct(tee.id))?.price).toBe(950), {
      timeout: VERSION_MAX_AGE_MS + 500,
      interval: 50,
    });
  });
});
