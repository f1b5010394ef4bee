import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { orders } from '../db/schema';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { createStaffMember } from '../../tests/helpers/staff';
import { callApi, logIn, pdfAnswerText, sellerSession, UK_ADDRESS } from '../../tests/helpers/api';

describe.each(testDatabases())('order documents API on %s', (kind) => {
  const t = useTestApp(kind);
  let orderId = '';
  let orderNumber = 0;
  let seller = '';
  let customer = '';

  const FROM = '10.5.0.1';
  const send = (path: string, cookie = '') => callApi(t, 'GET', path, { cookie, from: FROM });

  beforeAll(async () => {
    const polo = (await createProduct(t.ctx.database.db, { price: 1250 }))!;
    seller = await sellerSession(t, { email: 'seller@docs.test', password: 'docs-seller-pass' }, FROM);
    const user = await createCustomer(t.ctx.database.db);
    customer = await logIn(t, user, { from: FROM });
    const post = (path: string, body: unknown) =>
      callApi(t, 'POST', path, { body, cookie: customer, from: FROM });
    await post('/cart', { productId: polo.id, size: 'L', color: polo.colours[0]!.name, finalQuantity: 4 });
    const started = await post('/payments/create-checkout-session', {
      shippingType: 'expedited',
      shippingAddress: {
        ...UK_ADDRESS,
        firstName: 'Łukasz',
        lastName: 'Żółć',
        email: 'jo@docs.test',
        additionalInfo: 'Gate code 4721, leave with site office',
      },
    });
    expect(started.status).toBe(200);
    orderId = (await started.json()).orderId;
    orderNumber = (await t.ctx.services.orders.get(orderId))!.number;
  });

  it('gives the seller the invoice as invoice_{id}.pdf with the order, its lines, totals and No VAT', async () => {
    const res = await send(`/orders/${orderId}/invoice`, seller);
    const text = await pdfAnswerText(res);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice_${orderId}.pdf"`);
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

  it('gives the seller the work order, with the price each charged and no charges', async () => {
    const res = await send(`/orders/${orderId}/work-order`, seller);
    const text = await pdfAnswerText(res);
    for (const part of [
      'WORK ORDER',
      '4 ×',
      // the unit price charged (issue 29), as the order keeps it; the totals are the invoice's
      '£12.50 each',
      'Łukasz Żółć',
      'Delivery Expedited (1-2 business days)',
      'Delivery notes Gate code 4721, leave with site office',
      'Due: after payment',
      'Proof None needed (no decoration)',
    ])
      expect(text).toContain(part);
    for (const charge of ['£50.00', '£6.95', '£56.95']) expect(text).not.toContain(charge);
  });

  it("gives Production the work order without prices or the buyer's e-mail and phone (issue 33)", async () => {
    const pru = await createStaffMember(t.ctx.database.db, 'production');
    const production = await logIn(t, pru, { path: '/auth/admin/login', from: FROM });
    const text = await pdfAnswerText(await send(`/orders/${orderId}/work-order`, production));
    for (const part of ['WORK ORDER', '4 ×', 'Łukasz Żółć', 'Delivery notes Gate code 4721'])
      expect(text).toContain(part);
    expect(text).not.toContain('jo@docs.test');
    expect(text).not.toContain(UK_ADDRESS.phone);
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
    const note = await pdfAnswerText(res);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="credit-note_${orderId}.pdf"`);
    expect(note).toContain(`Credit note number: CN-${orderNumber}`);
    expect(note).toContain(`For invoice: INV-${orderNumber}`);
    expect(note).toContain('Amount credited £56.95');

    const invoice = await pdfAnswerText(await send(`/orders/${orderId}/invoice`, seller));
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

describe.each(testDatabases())('the names CSV of an order on %s', (kind) => {
  const t = useTestApp(kind);
  const FROM = '10.5.0.2';
  let seller = '';
  let customer = '';
  let named = '';
  let plain = '';
  const send = (path: string, cookie = '') => callApi(t, 'GET', path, { cookie, from: FROM });

  /** A checkout of what a customer's cart holds: the order's id. */
  async function checkout(cookie: string) {
    const started = await callApi(t, 'POST', '/payments/create-checkout-session', {
      body: { shippingType: 'standard', shippingAddress: { ...UK_ADDRESS, email: 'coach@names.test' } },
      cookie,
      from: FROM,
    });
    expect(started.status).toBe(200);
    return (await started.json()).orderId as string;
  }

  beforeAll(async () => {
    const polo = (await createProduct(t.ctx.database.db, { price: 1250, title: 'Club Polo' }))!;
    seller = await sellerSession(t, { email: 'seller@names.test', password: 'names-seller-pass' }, FROM);
    customer = await logIn(t, await createCustomer(t.ctx.database.db), { from: FROM });
    const colour = polo.colours[0]!.name;
    const added = await callApi(t, 'POST', '/cart/sizes', {
      body: {
        productId: polo.id,
        color: colour,
        items: [
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 1 },
        ],
        decorations: [{ position: 'Left Breast', method: 'Embroidery', textLine: 'CLUB', font: 'Serif' }],
        names: [
          { size: 'M', name: 'Alice "Al" Smith' },
          { size: 'M', name: '=SUM(A1)' },
          { size: 'L', name: 'Zoë, Jones' },
        ],
        namePosition: 'Large Back',
        nameMethod: 'Print',
        nameFont: 'Standard',
        namesChecked: true,
      },
      cookie: customer,
      from: FROM,
    });
    expect(added.status).toBe(200);
    named = await checkout(customer);
    // another customer's plain polo
    const other = await logIn(t, await createCustomer(t.ctx.database.db), { from: FROM });
    await callApi(t, 'POST', '/cart', {
      body: { productId: polo.id, size: 'S', color: colour, finalQuantity: 1 },
      cookie: other,
      from: FROM,
    });
    plain = await checkout(other);
  });

  it('gives the seller every name as Product, Colour, Size, Name, formulas written safely', async () => {
    const res = await send(`/orders/${named}/names.csv`, seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="names_${named}.csv"`);
    const csv = await res.text();
    const colour = (await t.ctx.services.orders.get(named))!.lines[0]!.colour;
    expect(csv.split('\r\n')).toEqual([
      'Product,Colour,Size,Name',
      `Club Polo,${colour},M,"Alice ""Al"" Smith"`,
      `Club Polo,${colour},M,'=SUM(A1)`,
      `Club Polo,${colour},L,"Zoë, Jones"`,
      '',
    ]);
  });

  it('gives the names their own invoice row and lists them by size on the work order', async () => {
    const invoice = await pdfAnswerText(await send(`/orders/${named}/invoice`, seller));
    expect(invoice).toContain('Names: 3 × £3.50 £10.50');
    // £5.50 embroidery on three polos, the names apart
    expect(invoice).toContain('Logo charges £16.50');
    const work = await pdfAnswerText(await send(`/orders/${named}/work-order`, seller));
    for (const part of ['Names, size M (2):', '1. Alice "Al" Smith', '2. =SUM(A1)', 'Names, size L (1):'])
      expect(work).toContain(part);
  });

  it('gives an order without names the heading alone', async () => {
    const bytes = new Uint8Array(await (await send(`/orders/${plain}/names.csv`, seller)).arrayBuffer());
    // a byte-order mark first, so a spreadsheet reads the names as UTF-8 (the decoder drops it)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Product,Colour,Size,Name\r\n');
  });

  it.each([
    ['a guest', () => '', 401],
    ['a customer, even the buyer', () => customer, 403],
  ])('refuses %s', async (_who, cookie, status) => {
    expect((await send(`/orders/${named}/names.csv`, cookie())).status).toBe(status);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await send('/orders/00000000-0000-0000-0000-000000000000/names.csv', seller)).status).toBe(404);
  });
});
