import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, productEditorFields as fields } from '../../tests/factories';
import { callApi, formData as form } from '../../tests/helpers/api';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { auditEvents, products } from '../db/schema';

let ip = 0;

/**
 * The product editor's issue-34 fields: the VAT rate (products.vat_rate) and, on a hi-vis product, whether large
 * logos are offered (products.hi_vis_large_logos). Saved, kept when an update leaves them out, in the product's
 * JSON, audited like the other fields.
 */
describe.each(testDatabases())('product VAT rate and hi-vis large logos on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: string;
  const send = (method: string, p: string, values: Record<string, string>) =>
    callApi(t, method, p, { body: form(values), cookie: seller, from: `10.34.7.${++ip % 250}` });

  beforeAll(async () => {
    await createBrand(t.ctx.database.db, { slug: 'gildan', name: 'Gildan' });
    await t.ctx.services.auth.upsertSeller({ email: 'seller@vat.test', password: 'seller-password' });
    seller = await apiClient(t).login('/auth/admin/login', 'seller@vat.test', 'seller-password');
  });

  const stored = async (id: string) =>
    (
      await t.ctx.database.db
        .select({ vatRate: products.vatRate, hiVisLargeLogos: products.hiVisLargeLogos })
        .from(products)
        .where(eq(products.id, id))
    )[0];

  it('adds a product at the standard rate with small logos only, unless told otherwise', async () => {
    const res = await send('POST', '/products/add', fields({ productType: '["hi-vis"]' }));
    expect(res.status).toBe(201);
    const { product } = await res.json();
    expect(product).toMatchObject({ vatRate: 'standard', hiVisLargeLogos: false });
    expect(await stored(product._id)).toEqual({ vatRate: 'standard', hiVisLargeLogos: false });
  });

  it('saves a zero rate and large logos on a hi-vis product, keeps them when left out, audits them', async () => {
    const added = await send(
      'POST',
      '/products/add',
      fields({ productType: '["hi-vis"]', vatRate: 'zero', hiVisLargeLogos: 'true' }),
    );
    const id = (await added.json()).product._id as string;
    expect(await stored(id)).toEqual({ vatRate: 'zero', hiVisLargeLogos: true });

    const kept = await send('PUT', `/products/update/${id}`, { title: 'Renamed vest' });
    expect(kept.status).toBe(200);
    expect((await kept.json()).product).toMatchObject({ vatRate: 'zero', hiVisLargeLogos: true });

    const changed = await send('PUT', `/products/update/${id}`, {
      vatRate: 'exempt',
      hiVisLargeLogos: 'false',
    });
    expect(changed.status).toBe(200);
    expect(await stored(id)).toEqual({ vatRate: 'exempt', hiVisLargeLogos: false });
    const [event] = await t.ctx.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'product.update')))
      .orderBy(auditEvents.at)
      .then((rows) => rows.slice(-1));
    expect(event!.changes).toEqual(
      expect.arrayContaining([
        { field: 'vatRate', before: 'zero', after: 'exempt' },
        { field: 'hiVisLargeLogos', before: true, after: false },
      ]),
    );
  });

  it('keeps large logos off a product that is not hi-vis', async () => {
    const res = await send('POST', '/products/add', fields({ hiVisLargeLogos: 'true' }));
    expect((await res.json()).product.hiVisLargeLogos).toBe(false);
  });

  it('refuses an unknown VAT rate with a message', async () => {
    const res = await send('POST', '/products/add', fields({ vatRate: 'reduced' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/VAT rate|vatRate/);
  });
});
