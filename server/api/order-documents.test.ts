import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { orders } from '../db/schema';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { pdfText } from '../../tests/helpers/pdf-text';

describe.each(testDatabases())('order documents API on %s', (kind) => {
  const t = useTestApp(kind);
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
        shippingType: 'expedited',
        shippingAddress: {
          firstName: 'Łukasz',
          lastName: 'Żółć',
          address: '1 High Street',
          postCode: 'LS1 4AP',
          city: 'Leeds',
          country: 'United Kingdom',
          email: 'jo@docs.test',
          phone: '0113 496 0000',
          additionalInfo: 'Gate code 4721, leave with site office',
        },
      }),
    });
    expect(started.status).toBe(200);
    orderId = (await started.json()).orderId;
    orderNumber = (await t.ctx.services.orders.get(orderId))!.number;
  });

  it('gives the seller the invoice as invoice_{id}.pdf with the order, its lines, totals and No VAT', async () => {
    const res = await send(`/orders/${orderId}/invoice`, seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice_${orderId}.pdf"`);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(`Order: #${orderNumber}`);
    expect(text).toContain(`Invoice number: INV-${orderNumber}`);
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('Size L');
    expect(text).toContain('Garments £50.00');
    expect(text).toContain('Shipping (Expedited) £6.95');
    expect(text).toContain('Total £56.95');
    expect(text).toContain('No VAT charged — not VAT registered');
    // the checkout was never paid
    expect(text).toContain('Not paid yet: £56.95 is due.');
    expect(text).not.toContain('Thank you');
  });

  it('gives the seller the work order, with no prices', async () => {
    const res = await send(`/orders/${orderId}/work-order`, seller);
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('WORK ORDER');
    expect(text).toContain('4 ×');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('Delivery Expedited (1-2 business days)');
    expect(text).toContain('Delivery notes Gate code 4721, leave with site office');
    expect(text).toContain('Due: after payment');
    expect(text).toContain('Proof None needed (no decoration)');
    expect(text).not.toMatch(/£\d/);
  });

  it('gives a refunded order a credit note, and its invoice says it was refunded', async () => {
    expect((await send(`/orders/${orderId}/credit-note`, seller)).status).toBe(404);
    await t.ctx.database.db
      .update(orders)
      .set({
        status: 'Cancelled',
        paymentStatus: 'refunded',
        paidAt: new Date('2026-11-20T10:05:00Z'),
        refundedAmount: 5695,
        refundedAt: new Date('2026-11-23T09:00:00Z'),
        refundId: 're_docs',
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    const res = await send(`/orders/${orderId}/credit-note`, seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="credit-note_${orderId}.pdf"`);
    const note = await pdfText(await res.arrayBuffer());
    expect(note).toContain(`Credit note number: CN-${orderNumber}`);
    expect(note).toContain(`For invoice: INV-${orderNumber}`);
    expect(note).toContain('Amount credited £56.95');

    const invoice = await pdfText(await (await send(`/orders/${orderId}/invoice`, seller)).arrayBuffer());
    expect(invoice).toContain('REFUNDED This order was cancelled and refunded.');
    expect(invoice).toContain(
      `£56.95 was refunded to the card on 23 November 2026: see credit note CN-${orderNumber}`,
    );
    expect(invoice).not.toContain('Thank you');
  });

  it.each([
    ['a guest', () => '', 401],
    ['a customer, even the buyer', () => customer, 403],
  ])('refuses %s', async (_who, cookie, status) => {
    for (const doc of ['invoice', 'credit-note', 'work-order'])
      expect((await send(`/orders/${orderId}/${doc}`, cookie())).status).toBe(status);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await send('/orders/00000000-0000-0000-0000-000000000000/invoice', seller)).status).toBe(404);
    expect((await send('/orders/not-an-id/invoice', seller)).status).toBe(404);
  });
});
