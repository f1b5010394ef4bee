import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createBundle, createProduct } from '../../tests/factories';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

describe.each(testDatabases())('catalogue API on %s', (kind) => {
  const t = useTestApp(kind);
  let ids: Record<string, string>;

  beforeAll(async () => {
    const { db } = t.ctx.database;
    const kustom = await createBrand(db, { slug: 'kustom-kit', name: 'Kustom Kit' });
    const result = await createBrand(db, { slug: 'result', name: 'Result' });
    const polo = await createProduct(db, {
      title: 'Klassic Polo',
      brandId: kustom.id,
      productTypes: ['polo'],
      price: 1299,
      originalPrice: 1599,
      discountPercent: 19,
      rating: 4.6,
      featuredRank: 1,
      createdAt: new Date('2026-01-01'),
    });
    const tee = await createProduct(db, {
      title: 'Core Tee',
      brandId: result.id,
      productTypes: ['t-shirt'],
      price: 499,
      rating: 3.4,
      featuredRank: 2,
      createdAt: new Date('2026-03-01'),
    });
    const jacket = await createProduct(db, {
      title: 'Softshell Jacket',
      brandId: result.id,
      productTypes: ['jacket'],
      price: 4550,
      rating: 4.0,
      featuredRank: 3,
      createdAt: new Date('2026-02-01'),
    });
    const bundle = await createBundle(
      db,
      [
        { productId: polo.id, requiredQuantity: 3 },
        { productId: tee.id, requiredQuantity: 2 },
      ],
      { type: 'solo1', price: 5999 },
    );
    ids = { polo: polo.id, tee: tee.id, jacket: jacket.id, bundle: bundle.id };
  });

  const getJson = async (path: string) => {
    const res = await t.request(path);
    return { status: res.status, body: await res.json() };
  };
  const titles = (body: { products: { title: string }[] }) => body.products.map((p) => p.title);

  it('lists products in the spec shape with prices in pounds', async () => {
    for (const path of ['/api/products', '/api/products/']) {
      const { status, body } = await getJson(path);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.total).toBe(3);
      const polo = body.products.find((p: { _id: string }) => p._id === ids.polo);
      expect(polo).toMatchObject({
        title: 'Klassic Polo',
        brand: 'Kustom Kit',
        productType: ['polo'],
        price: 12.99,
        originalPrice: 15.99,
        discountPercentage: 19,
        colors: ['#000000', '#ffffff', '#1f3f7a'],
        size: ['S', 'M', 'L', 'XL'],
      });
      expect(polo.colorImages).toHaveLength(3);
    }
  });

  it.each([
    ['featured', ['Klassic Polo', 'Core Tee', 'Softshell Jacket']],
    ['price-low', ['Core Tee', 'Klassic Polo', 'Softshell Jacket']],
    ['price-high', ['Softshell Jacket', 'Klassic Polo', 'Core Tee']],
    ['rating', ['Klassic Polo', 'Softshell Jacket', 'Core Tee']],
    ['newest', ['Core Tee', 'Softshell Jacket', 'Klassic Polo']],
  ])('sorts by %s', async (sort, expected) => {
    const { body } = await getJson(`/api/products?sort=${sort}`);
    expect(titles(body)).toEqual(expected);
  });

  it.each([
    ['type=polo', ['Klassic Polo']],
    ['type=work-bag', []],
    ['brand=result', ['Core Tee', 'Softshell Jacket']],
    ['brand=Results', ['Core Tee', 'Softshell Jacket']],
    ['brand=Kustom%20Kit', ['Klassic Polo']],
    ['minPrice=10&maxPrice=20', ['Klassic Polo']],
    ['minPrice=5&maxPrice=15', ['Klassic Polo']],
    ['minPrice=13&maxPrice=13', []],
    ['minRating=4', ['Klassic Polo', 'Softshell Jacket']],
    ['minRating=5', ['Klassic Polo']],
    ['brand=result&minPrice=40', ['Softshell Jacket']],
  ])('filters by %s', async (query, expected) => {
    const { status, body } = await getJson(`/api/products?${query}&sort=featured`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(expected);
  });

  it('pages through the list', async () => {
    const first = await getJson('/api/products?pageSize=2&page=1');
    const second = await getJson('/api/products?pageSize=2&page=2');
    expect(titles(first.body)).toEqual(['Klassic Polo', 'Core Tee']);
    expect(titles(second.body)).toEqual(['Softshell Jacket']);
    expect(first.body.totalPages).toBe(2);
  });

  it.each([
    ['type=ballgown', 'Unknown product type "ballgown"'],
    // a lone % once the query is decoded: it was a 500
    ['type=polo%25', 'Unknown product type "polo%"'],
    ['brand=acme', 'Unknown brand "acme"'],
    ['sort=cheapest', 'sort'],
    ['minPrice=50&maxPrice=10', 'minPrice must not be above maxPrice'],
    ['page=0', 'page'],
    ['maxPrice=15.5', 'maxPrice must be whole pounds'],
    ['minPrice=-1', 'minPrice must be at least £0'],
    ['maxPrice=cheap', 'maxPrice must be a number of pounds'],
  ])('refuses a bad filter %s with 400', async (query, message) => {
    const { status, body } = await getJson(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('counts products with the same filters', async () => {
    expect((await getJson('/api/products/count')).body).toEqual({ count: 3 });
    expect((await getJson('/api/products/count?brand=result')).body).toEqual({ count: 2 });
  });

  it('answers one product, and 404 for unknown or malformed ids', async () => {
    const { status, body } = await getJson(`/api/products/${ids.jacket}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, product: { _id: ids.jacket, price: 45.5 } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await getJson(`/api/products/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Product not found' });
    }
  });

  it('lists bundles and answers one with its products, colours and sizes', async () => {
    const list = await getJson('/api/bundle');
    expect(list.status).toBe(200);
    expect(list.body.bundles).toEqual([
      expect.objectContaining({ _id: ids.bundle, price: 59.99, type: 'solo1' }),
    ]);
    expect((await getJson('/api/bundle/')).body.bundles).toHaveLength(1);

    const one = await getJson(`/api/bundle/${ids.bundle}`);
    expect(one.status).toBe(200);
    expect(one.body.bundle.products).toHaveLength(2);
    expect(one.body.bundle.products[0]).toMatchObject({
      _id: ids.polo,
      requiredQuantity: 3,
      colors: expect.arrayContaining([
        expect.objectContaining({
          color: 'Black',
          sizes: expect.arrayContaining([{ size: 'M', stock: 99 }]),
        }),
      ]),
    });
    expect((await getJson('/api/bundle/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await getJson('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });

  it('reports health once the database answers', async () => {
    expect(await getJson('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('describes itself with OpenAPI', async () => {
    const { status, body } = await getJson('/api/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/products', '/products/{id}', '/bundle', '/bundle/{id}', '/contact']),
    );
  });
});
