import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineDecoration } from '../../domain/line-item';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { hasGps, phonePhoto } from '../../tests/helpers/photos';
import { apiClient } from '../../tests/helpers/seller-api';
import { useTestApp } from '../../tests/helpers/test-app';

const ORIGIN = 'http://localhost';
const SELLER = { email: 'seller@photos.test', password: 'Kettle-Harbour-91' };
const TEXT_LOGO: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'BLOGGS', font: 'Serif' },
  isPreviousLogo: false,
};

describe('pictures are stored without where and on what they were taken', () => {
  const t = useTestApp('pglite');
  let seller: string;
  let customer: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let photo: Buffer;
  let ip = 0;

  const post = (path: string, form: FormData, cookie: string) =>
    t.request(path, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-forwarded-for': `10.41.${++ip % 250}.1`, cookie },
      body: form,
    });
  const get = (path: string, cookie: string) =>
    t.request(path, { headers: { 'x-forwarded-for': `10.41.${++ip % 250}.1`, cookie } });
  const expectClean = async (bytes: Buffer) => {
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(hasGps(meta.exif)).toBe(false);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Jo Bloggs');
    // upright: the phone's turn is in the pixels now
    expect([meta.width, meta.height]).toEqual([40, 80]);
  };

  beforeAll(async () => {
    const api = apiClient(t);
    await t.ctx.services.auth.upsertSeller(SELLER);
    jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', lastName: 'Bloggs' });
    seller = await api.login('/auth/admin/login', SELLER.email, SELLER.password);
    customer = await api.login('/auth/login', jo.email, jo.password);
    photo = await phonePhoto('jpeg');
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
  });

  it("a customer's JPEG logo with GPS comes back without it", async () => {
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'van.jpg');
    const res = await post('/api/logos', form, customer);
    expect(res.status).toBe(201);
    const { logo } = (await res.json()) as { logo: { _id: string } };
    const file = await get(`/api/logos/${logo._id}/file`, customer);
    expect(file.status).toBe(200);
    await expectClean(Buffer.from(await file.arrayBuffer()));
  });

  it("the seller's JPEG proof with GPS comes back without it", async () => {
    const polo = (await createProduct(t.ctx.database.db, { title: 'Classic Polo' }))!;
    const order = await insertOrderWithLines(
      t.ctx.database.db,
      jo,
      [{ product: polo, colour: 'Navy', size: 'M', quantity: 5, decorations: [TEXT_LOGO] }],
      { productionStatus: 'Awaiting proof', paymentProvider: t.ctx.payments.name },
    );
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sample.jpg');
    form.append('lineIds', 'order');
    const res = await post(`/api/orders/${order.id}/proofs`, form, seller);
    expect(res.status).toBe(201);
    const { production } = (await res.json()) as {
      production: { proofs: { files: { url: string; sizeBytes: number }[] }[] };
    };
    const [stored] = production.proofs[0]!.files;
    const file = await get(stored!.url, customer);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(stored!.sizeBytes).toBe(bytes.length);
    await expectClean(bytes);
  });
});
