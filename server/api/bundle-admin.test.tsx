import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import BundlesPage, { loader as bundlesLoader } from '../../app/routes/bundles';
import BundlePage, { loader as bundleLoader } from '../../app/routes/bundle';
import { createCustomer, createProduct } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { bundles, products } from '../db/schema';
import { createBundleAdminService } from '../services/bundle-admin';

/** Route components as a test renders them: just their loader's data. */
const ListPage = BundlesPage as unknown as (props: { loaderData: unknown }) => React.ReactNode;
const DetailPage = BundlePage as unknown as (props: { loaderData: unknown }) => React.ReactNode;

const png = async (colour: string, width = 1600, height = 1200) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );

type Product = Awaited<ReturnType<typeof createProduct>>;

describe.each(testDatabases())('seller bundles API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: string;
  let customer: string;
  let polo: Product;
  let jacket: Product;
  let beanie: Product;
  let thumbnail: Uint8Array<ArrayBuffer>;
  let ip = 0;

  const filesIn = async (folder: string) =>
    readdir(path.join(t.ctx.config.dataDir, 'files', folder), { recursive: true }).catch(() => []);

  /** A create call: good everyday fields unless changed; `null` leaves a field out. */
  function post(fields: Record<string, string | Blob | null> = {}, cookie = seller) {
    const form = new FormData();
    const all: Record<string, string | Blob | null> = {
      title: 'Trade starter',
      description: 'Polos, a jacket and a beanie',
      price: '89.99',
      type: 'everyday',
      categories: JSON.stringify(['everyday']),
      BundleData: JSON.stringify([
        { productId: polo.id, colors: [{ color: '#1F3F7A' }, { color: '#000000' }] },
        { productId: jacket.id, colors: [] },
        { productId: beanie.id, colors: [{ color: '#ffffff' }] },
      ]),
      thumbnail: new Blob([thumbnail], { type: 'image/png' }),
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) if (v !== null) form.append(k, v);
    return t.request('/api/bundle', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'x-forwarded-for': `10.7.${++ip % 250}.1`, cookie },
      body: form,
    });
  }

  const bundleCount = async () => (await t.ctx.database.db.select().from(bundles)).length;

  beforeAll(async () => {
    const api = apiClient(t);
    const db = t.ctx.database.db;
    polo = await createProduct(db, { title: 'Heavy Polo' });
    jacket = await createProduct(db, { title: 'Softshell Jacket', productTypes: ['jacket'] });
    beanie = await createProduct(db, { title: 'Beanie', productTypes: ['headwear'] });
    thumbnail = await png('#1f3f7a');
    const jo = await createCustomer(db);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@bundles.test', password: 'seller-password' });
    customer = await api.login('/auth/login', jo.email, jo.password);
    seller = await api.login('/auth/admin/login', 'seller@bundles.test', 'seller-password');
  });

  it('is the seller’s only: 401 to a guest, 403 to a customer', async () => {
    expect((await post({}, '')).status).toBe(401);
    const refused = await post({}, customer);
    expect(refused.status).toBe(403);
    expect(await bundleCount()).toBe(0);
  });

  it.each([
    ['everyday', 2, 3],
    ['everyday', 4, 3],
    ['solo1', 3, 2],
    ['solo2', 1, 2],
  ] as const)('refuses %s with %i products: exactly %i', async (type, n, needed) => {
    const extra = await createProduct(t.ctx.database.db);
    const chosen = [polo, jacket, beanie, extra].slice(0, n).map((p) => ({ productId: p.id }));
    const res = await post({
      type,
      categories: JSON.stringify([type]),
      BundleData: JSON.stringify(chosen),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: `Please select exactly ${needed} products for this bundle`,
    });
    expect(await bundleCount()).toBe(0);
  });

  it.each(['0', '-5', 'abc', '12.999', '1.2.3', ''])('refuses the price %j', async (price) => {
    const res = await post({ price });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please enter a valid price' });
  });

  it('asks for the thumbnail, after the price and before the number of products', async () => {
    const noThumb = await post({ thumbnail: null });
    expect(noThumb.status).toBe(400);
    expect(await noThumb.json()).toEqual({ message: 'Please upload a thumbnail image' });
    const both = await post({ thumbnail: null, BundleData: JSON.stringify([{ productId: polo.id }]) });
    expect(await both.json()).toEqual({ message: 'Please upload a thumbnail image' });
    const priceFirst = await post({ thumbnail: null, price: '0' });
    expect(await priceFirst.json()).toEqual({ message: 'Please enter a valid price' });
  });

  it('refuses a file that is not a picture (by its content, whatever its name) and stores nothing', async () => {
    const fake = new File(['<html>not a picture</html>'], 'thumb.png', { type: 'image/png' });
    const res = await post({ thumbnail: fake });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not a picture we take/);
    const badColour = await post({ colorImage_0_1: new File(['GIF89a...'], 'c.png', { type: 'image/png' }) });
    expect(badColour.status).toBe(400);
    expect(await filesIn('bundles')).toEqual([]);
    expect(await bundleCount()).toBe(0);
  });

  it('answers 413 to an 11 MB picture and stores nothing', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set(thumbnail); // PNG bytes first: refused for its size, not its type
    const res = await post({ productImage_1: new Blob([new Uint8Array(big)], { type: 'image/png' }) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/largest picture we accept is 10 MB/);
    expect(await filesIn('bundles')).toEqual([]);
    expect(await bundleCount()).toBe(0);
  });

  it('refuses a product that is unknown, a draft or deleted, and a colour the product lacks', async () => {
    const db = t.ctx.database.db;
    const draft = await createProduct(db, { status: 'draft' });
    const deleted = await createProduct(db, { archivedAt: new Date() });
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'nonsense', draft.id, deleted.id]) {
      const res = await post({
        BundleData: JSON.stringify([{ productId }, { productId: jacket.id }, { productId: beanie.id }]),
      });
      expect(res.status, productId).toBe(400);
      expect((await res.json()).message).toContain('This product is not in the shop');
    }
    const wrongColour = await post({
      BundleData: JSON.stringify([
        { productId: polo.id, colors: [{ color: '#ff00ff' }] },
        { productId: jacket.id },
        { productId: beanie.id },
      ]),
    });
    expect(wrongColour.status).toBe(400);
    expect(await wrongColour.json()).toEqual({ message: '#ff00ff is not one of the colours of Heavy Polo' });
    const fourColours = await post({
      BundleData: JSON.stringify([
        {
          productId: polo.id,
          colors: ['#000000', '#ffffff', '#1f3f7a', '#ff0000'].map((color) => ({ color })),
        },
        { productId: jacket.id },
        { productId: beanie.id },
      ]),
    });
    expect(await fourColours.json()).toEqual({ message: 'Choose at most 3 colours per product' });
    expect(await filesIn('bundles')).toEqual([]);
    expect(await bundleCount()).toBe(0);
  });

  it('creates a good bundle: in the list, its page and the /bundles page; deleted, it leaves the shop', async () => {
    const res = await post({
      productImage_0: new Blob([await png('#ff8800', 2400, 2400)], { type: 'image/png' }),
      colorImage_0_1: new Blob([await png('#111111', 500, 500)], { type: 'image/png' }),
      sizeChartImage: new Blob([await png('#eeeeee')], { type: 'image/png' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { success: boolean; message: string; bundle: { _id: string } };
    expect(created).toMatchObject({
      success: true,
      message: 'Bundle created successfully',
      bundle: { title: 'Trade starter', price: 89.99, type: 'everyday', categories: ['everyday'] },
    });
    const id = created.bundle._id;

    // pictures stored resized as WebP: the product picture no wider than 1000 px
    const stored = await filesIn(`bundles/${id}`);
    expect(stored.sort()).toEqual(['colour-0-1.webp', 'product-0.webp', 'size-chart.webp', 'thumbnail.webp']);
    const meta = await sharp(
      path.join(t.ctx.config.dataDir, 'files', 'bundles', id, 'product-0.webp'),
    ).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1000]);

    const list = (await (await t.request('/api/bundle/')).json()) as { bundles: { _id: string }[] };
    expect(list.bundles.map((b) => b._id)).toContain(id);

    const detail = (await (await t.request(`/api/bundle/${id}`)).json()) as {
      bundle: {
        thumbnail: string;
        sizeChartImage: string;
        products: {
          _id: string;
          image: string;
          requiredQuantity: number;
          available: boolean;
          colors: { hex: string; image: string }[];
        }[];
      };
    };
    const b = detail.bundle;
    expect(b.thumbnail).toBe(`/files/bundles/${id}/thumbnail.webp`);
    expect(b.sizeChartImage).toBe(`/files/bundles/${id}/size-chart.webp`);
    expect(b.products.map((p) => [p._id, p.requiredQuantity, p.available])).toEqual([
      [polo.id, 5, true],
      [jacket.id, 3, true],
      [beanie.id, 2, true],
    ]);
    expect(b.products[0]!.image).toBe(`/files/bundles/${id}/product-0.webp`);
    expect(b.products[0]!.colors).toEqual([
      expect.objectContaining({ hex: '#1f3f7a', image: polo.colours[2]!.image }),
      expect.objectContaining({ hex: '#000000', image: `/files/bundles/${id}/colour-0-1.webp` }),
    ]);
    expect(b.products[1]!.colors).toHaveLength(3); // none chosen: all of the jacket's
    expect(b.products[1]!.image).toBe(jacket.frontImage);
    expect(b.products[2]!.colors.map((c) => c.hex)).toEqual(['#ffffff']);
    const thumb = await t.request(b.thumbnail);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    // the shop's /bundles page lists it
    const context = { app: t.ctx } as never;
    const listData = await bundlesLoader({
      context,
      request: new Request('http://x/bundles'),
      params: {},
    } as never);
    const Stub = createRoutesStub([
      { path: '/bundles', Component: () => <ListPage loaderData={listData} /> },
    ]);
    const html = renderToString(<Stub initialEntries={['/bundles']} />);
    expect(html).toContain('Trade starter');
    expect(html).toContain(`href="/bundle/${id}"`);

    // a product deleted later shows as no longer available on the bundle page
    await t.ctx.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, jacket.id));
    // as the seller's delete through this instance would: the cached catalogue answers are read afresh
    t.ctx.services.catalogue.cacheVersions.expire();
    const pageData = await bundleLoader({
      context,
      request: new Request(`http://x/bundle/${id}`),
      params: { id },
    } as never);
    const PageStub = createRoutesStub([
      { path: '/bundle/:id', Component: () => <DetailPage loaderData={pageData} /> },
    ]);
    const page = renderToString(<PageStub initialEntries={[`/bundle/${id}`]} />);
    expect(page).toContain('Softshell Jacket');
    expect(page).toContain('No longer available');
    const afterDelete = (await (await t.request(`/api/bundle/${id}`)).json()) as typeof detail;
    expect(afterDelete.bundle.products.map((p) => p.available)).toEqual([true, false, true]);
    await t.ctx.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, jacket.id));

    // delete: the customer may not, the seller archives it
    const api = apiClient(t);
    expect((await api.send('DELETE', `/bundle/${id}`, customer)).status).toBe(403);
    const gone = await api.send('DELETE', `/bundle/${id}`, seller);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ success: true, message: 'Bundle deleted successfully' });
    const after = (await (await t.request('/api/bundle/')).json()) as { bundles: { _id: string }[] };
    expect(after.bundles.map((x) => x._id)).not.toContain(id);
    expect((await t.request(`/api/bundle/${id}`)).status).toBe(404);
    expect((await api.send('DELETE', `/bundle/${id}`, seller)).status).toBe(404);
    // the row stays, archived, for the carts and orders that hold it
    const [row] = await t.ctx.database.db.select().from(bundles).where(eq(bundles.id, id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
  });

  it('refuses a product deleted while the pictures are stored, and removes what was stored', async () => {
    const db = t.ctx.database.db;
    const victim = await createProduct(db);
    const pictures = async () => (await filesIn('bundles')).filter((f) => f.endsWith('.webp')).length;
    const before = await pictures();
    const files = t.ctx.files;
    const service = createBundleAdminService({
      db,
      catalogue: t.ctx.services.catalogue,
      files: {
        ...files,
        async put(key, body) {
          await files.put(key, body);
          await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, victim.id));
        },
      },
    });
    const creating = service.create(
      {
        title: 'Racing',
        description: '',
        price: 1000,
        type: 'solo1',
        products: [victim.id, polo.id].map((productId) => ({ productId, colors: [] })),
      },
      { thumbnail, sizeChartImage: null, productImages: new Map(), colourImages: new Map() },
    );
    await expect(creating).rejects.toThrow('A chosen product has just left the shop. Please choose again.');
    expect(await pictures()).toBe(before);
    expect((await db.select().from(bundles).where(eq(bundles.title, 'Racing'))).length).toBe(0);
  });

  it('takes several large pictures in one request, each under 10 MB (13 MB in all)', async () => {
    const noisy = async () =>
      new Uint8Array(
        await sharp({
          create: {
            width: 1500,
            height: 1500,
            channels: 3,
            background: '#888888',
            noise: { type: 'gaussian', mean: 128, sigma: 60 },
          },
        })
          .png()
          .toBuffer(),
      );
    const [a, b] = [await noisy(), await noisy()];
    expect(a.byteLength + b.byteLength).toBeGreaterThan(12 * 1024 * 1024);
    const res = await post({
      title: 'Big pictures',
      thumbnail: new Blob([a], { type: 'image/png' }),
      productImage_2: new Blob([b], { type: 'image/png' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('makes a solo1 bundle with 2 products needing 3 and 2 (type from categories)', async () => {
    const res = await post({
      type: null,
      categories: JSON.stringify(['solo1', 'polo']),
      BundleData: JSON.stringify([{ productId: beanie.id }, { productId: polo.id }]),
    });
    expect(res.status).toBe(201);
    const { bundle } = (await res.json()) as { bundle: { _id: string; type: string } };
    expect(bundle.type).toBe('solo1');
    const detail = (await (await t.request(`/api/bundle/${bundle._id}`)).json()) as {
      bundle: { products: { requiredQuantity: number }[] };
    };
    expect(detail.bundle.products.map((p) => p.requiredQuantity)).toEqual([3, 2]);
  });
});
