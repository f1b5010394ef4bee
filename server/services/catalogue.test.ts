import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';
import { ProductListQuerySchema } from '../../domain/schemas/catalogue';

describe.each(testDatabases())('catalogue reads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const query = ProductListQuerySchema.parse({});

  it('sees every change to the catalogue on the next read, though reads are cached', async () => {
    const { catalogue } = t.ctx.services;
    const { db } = t.ctx.database;
    expect((await catalogue.listProducts(query)).total).toBe(0);

    const polo = await createProduct(db, { title: 'Cached Polo', price: 1000 });
    expect((await catalogue.listProducts(query)).products.map((p) => p.title)).toEqual(['Cached Polo']);
    expect((await catalogue.getProduct(polo.id))?.price).toBe(1000);

    await db.update(products).set({ price: 1250 }).where(eq(products.id, polo.id));
    expect((await catalogue.getProduct(polo.id))?.price).toBe(1250);
    expect((await catalogue.listProducts(query)).products[0].price).toBe(1250);

    await db.delete(products).where(eq(products.id, polo.id));
    expect(await catalogue.getProduct(polo.id)).toBeNull();
    expect((await catalogue.listProducts(query)).total).toBe(0);
  });
});
