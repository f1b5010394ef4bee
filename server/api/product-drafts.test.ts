import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { eq, isNull } from 'drizzle-orm';
import { productDrafts } from '../db/schema';

const DRAFT = {
  step: 2,
  title: 'Heavy Duty Polo',
  price: '12.5',
  sizes: ['S', 'M'],
  colours: [{ hex: '#000000', name: 'Black', image: null, backImage: null }],
  stockEdits: { '#000000': { S: { from: null, to: '4' } } },
};

describe.each(testDatabases())('the product editor drafts on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let otherSeller: string;
  let customer: string;

  beforeAll(async () => {
    api = apiClient(t);
    const { auth } = t.ctx.services;
    await auth.upsertSeller({ email: 'seller@drafts.test', password: 'seller-password' });
    await auth.upsertSeller({ email: 'other@drafts.test', password: 'seller-password' });
    seller = await api.login('/auth/admin/login', 'seller@drafts.test', 'seller-password');
    otherSeller = await api.login('/auth/admin/login', 'other@drafts.test', 'seller-password');
    const jo = await createCustomer(t.ctx.database.db);
    customer = await api.login('/auth/login', jo.email, jo.password);
  });

  it('refuses a guest (401) and a customer (403)', async () => {
    expect((await api.send('GET', '/product-drafts/new')).status).toBe(401);
    const refused = await api.send('PUT', '/product-drafts/new', customer, { data: DRAFT });
    expect(refused.status).toBe(403);
  });

  it('keeps one draft per seller for a new product, the last one saved, each seller their own', async () => {
    expect(await (await api.send('GET', '/product-drafts/new', seller)).json()).toEqual({ draft: null });
    expect((await api.send('PUT', '/product-drafts/new', seller, { data: { title: 'First' } })).status).toBe(
      200,
    );
    const saved = await api.send('PUT', '/product-drafts/new', seller, { data: DRAFT });
    expect(saved.status).toBe(200);
    const body = (await (await api.send('GET', '/product-drafts/new', seller)).json()) as {
      draft: { data: unknown; updatedAt: string };
    };
    expect(body.draft.data).toEqual(DRAFT);
    expect(Date.parse(body.draft.updatedAt)).not.toBeNaN();
    expect(await (await api.send('GET', '/product-drafts/new', otherSeller)).json()).toEqual({ draft: null });
    const rows = await t.ctx.database.db.select().from(productDrafts);
    expect(rows).toHaveLength(1);
  });

  it('saves ten drafts at once as one row', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.send('PUT', '/product-drafts/new', otherSeller, { data: { title: `Try ${i}` } }),
      ),
    );
    const rows = await t.ctx.database.db.select().from(productDrafts);
    expect(rows.filter((r) => r.productId === null)).toHaveLength(2);
  });

  it('keeps a product’s draft apart from the new one, and refuses an unknown product', async () => {
    const product = await createProduct(t.ctx.database.db);
    const put = await api.send('PUT', `/product-drafts/${product!.id}`, seller, { data: { price: '9.99' } });
    expect(put.status).toBe(200);
    const got = (await (await api.send('GET', `/product-drafts/${product!.id}`, seller)).json()) as {
      draft: { data: unknown };
    };
    expect(got.draft.data).toEqual({ price: '9.99' });
    const unknown = await api.send('PUT', '/product-drafts/00000000-0000-4000-8000-000000000000', seller, {
      data: { price: '1' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Product not found' });
    const garbage = await api.send('PUT', '/product-drafts/not-an-id', seller, { data: { price: '1' } });
    expect(garbage.status).toBe(404);
  });

  it('refuses a draft that is not the editor’s shape', async () => {
    const bad = await api.send('PUT', '/product-drafts/new', seller, { data: { sizes: 'S' } });
    expect(bad.status).toBe(400);
    const badColour = await api.send('PUT', '/product-drafts/new', seller, {
      data: { colours: [{ hex: 'red', name: 'Red', image: null, backImage: null }] },
    });
    expect(badColour.status).toBe(400);
    expect(((await badColour.json()) as { message: string }).message).toBe('A colour must be #rrggbb');
  });

  it('drops a stored draft that no longer fits the editor', async () => {
    const [row] = await t.ctx.database.db
      .select()
      .from(productDrafts)
      .where(isNull(productDrafts.productId))
      .limit(1);
    await t.ctx.database.db
      .update(productDrafts)
      .set({ data: { sizes: 'not a list' } })
      .where(eq(productDrafts.id, row!.id));
    const draft = await t.ctx.services.productDrafts.get(row!.sellerId, null);
    expect(draft).toBeNull();
  });

  it('deletes the draft (once)', async () => {
    const first = await api.send('DELETE', '/product-drafts/new', seller);
    expect(await first.json()).toEqual({ success: true, deleted: true });
    const again = await api.send('DELETE', '/product-drafts/new', seller);
    expect(await again.json()).toEqual({ success: true, deleted: false });
    expect(await (await api.send('GET', '/product-drafts/new', seller)).json()).toEqual({ draft: null });
  });
});
