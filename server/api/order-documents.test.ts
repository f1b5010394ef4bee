import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  return text.replace(/\s+/g, ' ');
}

describe.each(testDatabases())('order documents API on %s', (kind) => {
  let t: TestApp;
  let orderId = '';
  let orderNumber = 0;
  let seller = '';
  let customer = '';

  const send = (path: string, cookie = '', init: RequestInit = {}) =>
    t.request(`/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': '10.5.0.1',
        ...(cookie ? { cookie } : {}),
      },
    });
  const login = async (path: string, email: string, password: string) =>
    (await send(path, '', { method: 'POST', body: JSON.stringify({ email, password }) })).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  beforeAll(async () => {
    t = await createTestApp(kind);
    const polo = (await createProduct(t.ctx.database.db, { price: 1250 }))!;
    await t.ctx.services.auth.upsertSeller({ email: 'seller@docs.test', password: 'docs-seller-pass' });
    seller = await login('/auth/admin/login', 'seller@docs.test', 'docs-seller-pass');
    const user = await createCustomer(t.ctx.database.db);
    customer = await login('/auth/login', user.email, user.password);
    await send('/cart', customer, {
      method: 'POST',
      body: JSON.stringify({ productId: polo.id, size: 'L', color: polo.colours[0]!.name, finalQuantity: 4 }),
    });
    const started = await send('/payments/create-checkout-session', customer, {
      method: 'POST',
      body: JSON.stringify({
        shippingType: 'standard',
        shippingAddress: {
          firstName: 'Jo',
          lastName: 'Bloggs',
          address: '1 High Street',
          postCode: 'LS1 4AP',
          city: 'Leeds',
          country: 'United Kingdom',
          email: 'jo@docs.test',
          phone: '0113 496 0000',
        },
      }),
    });
    expect(started.status).toBe(200);
    orderId = (await started.json()).orderId;
    orderNumber = (await t.ctx.services.orders.get(orderId))!.number;
  });
  afterAll(() => t.close());

  it('gives the seller the invoice as invoice_{id}.pdf with the order, its lines, totals and No VAT', async () => {
    const res = await send(`/orders/${orderId}/invoice`, seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice_${orderId}.pdf"`);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(`Order: #${orderNumber}`);
    expect(text).toContain('Size L');
    expect(text).toContain('Garments £50.00');
    expect(text).toContain('Total £54.95');
    expect(text).toContain('No VAT charged — not VAT registered');
  });

  it('gives the seller the work order, with no prices', async () => {
    const res = await send(`/orders/${orderId}/work-order`, seller);
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('WORK ORDER');
    expect(text).toContain('4 ×');
    expect(text).not.toMatch(/£\d/);
  });

  it.each([
    ['a guest', () => '', 401],
    ['a customer, even the buyer', () => customer, 403],
  ])('refuses %s', async (_who, cookie, status) => {
    for (const doc of ['invoice', 'work-order'])
      expect((await send(`/orders/${orderId}/${doc}`, cookie())).status).toBe(status);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await send('/orders/00000000-0000-0000-0000-000000000000/invoice', seller)).status).toBe(404);
    expect((await send('/orders/not-an-id/invoice', seller)).status).toBe(404);
  });
});
