import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, formatIsoDate, londonToday } from '../../domain/earnings';
import { vatOfGross } from '../../domain/vat';
import { parseVatQuarter, vatQuarterKey } from '../../domain/vat-documents';
import { createCustomer, createProduct } from '../../tests/factories';
import {
  callApi,
  logIn,
  payTestCheckout,
  pdfAnswerText,
  sellerSession,
  UK_ADDRESS,
} from '../../tests/helpers/api';
import { decodedMail } from '../../tests/helpers/seller-api';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { orderLines, orders } from '../db/schema';
import { tradeApplication } from '../../tests/helpers/trade-application';

const VAT_NUMBER = 'GB123456789';

describe.each(testDatabases())('VAT orders on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url }));
  let seller = '';
  let polo: { id: string; colours: { name: string }[] };
  let kidsTee: { id: string; colours: { name: string }[] };
  let ip = 0;
  const today = londonToday();

  beforeAll(async () => {
    const db = t.ctx.database.db;
    polo = (await createProduct(db, { price: 1250 }))!;
    // children's clothing: zero-rated
    kidsTee = (await createProduct(db, { price: 799, vatRate: 'zero' }))!;
    seller = await sellerSession(t);
  });

  const register = async (startDay: string) => {
    const res = await callApi(t, 'PUT', '/settings/vat', {
      cookie: seller,
      body: { registered: true, vatNumber: VAT_NUMBER, startDay },
    });
    expect(res.status).toBe(200);
  };

  /** A new customer checks out the same mixed cart: 4 polos (standard) and 3 children's T-shirts (zero). */
  async function buy(email?: string) {
    const from = `10.34.${++ip}.1`;
    const user = await createCustomer(t.ctx.database.db, email ? { email } : {});
    const cookie = await logIn(t, user, { from });
    const post = (path: string, body: unknown) => callApi(t, 'POST', path, { body, cookie, from });
    for (const [product, quantity] of [
      [polo, 4],
      [kidsTee, 3],
    ] as const)
      expect(
        (
          await post('/cart', {
            productId: product.id,
            size: 'L',
            color: product.colours[0]!.name,
            finalQuantity: quantity,
          })
        ).status,
      ).toBeLessThan(300);
    const started = await post('/payments/create-checkout-session', {
      shippingType: 'expedited',
      shippingAddress: { ...UK_ADDRESS, email: user.email },
    });
    expect(started.status).toBe(200);
    const { orderId, sessionId } = (await started.json()) as { orderId: string; sessionId: string };
    return { orderId, sessionId, pay: () => payTestCheckout(t, sessionId, from), cookie, from };
  }

  const orderRow = async (id: string) =>
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const lineRows = (id: string) =>
    t.ctx.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(orderLines.sortOrder);

  let before: Awaited<ReturnType<typeof orderRow>>;
  let paid: Awaited<ReturnType<typeof buy>>;
  let unpaid: Awaited<ReturnType<typeof buy>>;
  let refunded: Awaited<ReturnType<typeof buy>>;
  let credit: Awaited<ReturnType<typeof orderRow>> | undefined;

  it('stores no VAT before registration and before the start day; the same cart after it stores VAT per rate, same total', async () => {
    const unregistered = await buy();
    before = await orderRow(unregistered.orderId);
    expect(before.vat).toBeNull();
    expect(before.vatAmount).toBeNull();
    expect((await lineRows(before.id)).map((l) => l.vatRate)).toEqual([null, null]);

    // registered from tomorrow: today's order is still placed without VAT
    await register(addDays(today, 1));
    const early = await orderRow((await buy()).orderId);
    expect(early.vat).toBeNull();
    expect(early.total).toBe(before.total);

    // from today: the same cart, the same total, now with its VAT
    await register(today);
    paid = await buy('vat-buyer@example.co.uk');
    const after = await orderRow(paid.orderId);
    expect(after.total).toBe(before.total);
    expect((await lineRows(after.id)).map((l) => l.vatRate)).toEqual(['standard', 'zero']);
    const vat = after.vat!;
    expect(vat.vatNumber).toBe(VAT_NUMBER);
    expect(vat.gross).toBe(after.total);
    expect(after.vatAmount).toBe(vat.vat);
    expect(vat.rates.map((r) => r.rate)).toEqual(['standard', 'zero']);
    const [standard, zero] = vat.rates;
    // delivery follows the goods: shared over the lines by what they cost
    expect(standard!.gross + zero!.gross).toBe(5000 + 2397 + after.shipping);
    expect(standard!.gross).toBeGreaterThan(5000);
    // VAT is rounded per charged line (the polos, their share of delivery): within a penny a line of the rate's
    expect(Math.abs(standard!.vat - vatOfGross(standard!.gross, 'standard'))).toBeLessThanOrEqual(1);
    expect(standard!.net + standard!.vat).toBe(standard!.gross);
    expect(zero).toMatchObject({ vat: 0, net: zero!.gross });
    // the order's own page data (GET /orders/{id}) and totals unchanged
    expect(after.goods).toBe(before.goods);
  });

  it('issues a VAT invoice: the words, the VAT number, the tax point and net / VAT / gross per rate', async () => {
    expect((await paid.pay()).status).toBe(200);
    const order = await orderRow(paid.orderId);
    const vat = order.vat!;
    const text = await pdfAnswerText(
      await callApi(t, 'GET', `/orders/${order.id}/invoice`, { cookie: seller }),
    );
    expect(text).toContain('VAT INVOICE');
    expect(text).toContain('VAT invoice.');
    expect(text).toContain(`VAT number: ${VAT_NUMBER}`);
    expect(text).toContain(`Tax point: ${formatIsoDate(londonToday(order.paidAt!))}`);
    const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;
    const [standard, zero] = vat.rates;
    expect(text).toContain(
      `Standard rate (20%) ${pounds(standard!.net)} ${pounds(standard!.vat)} ${pounds(standard!.gross)}`,
    );
    expect(text).toContain(`Zero-rated (0%) ${pounds(zero!.net)} £0.00 ${pounds(zero!.gross)}`);
    expect(text).toContain(`Total ${pounds(vat.net)} ${pounds(vat.vat)} ${pounds(vat.gross)}`);
    expect(text).not.toContain('No VAT charged');

    // the order placed before registration keeps its invoice word for word
    const old = await pdfAnswerText(
      await callApi(t, 'GET', `/orders/${before.id}/invoice`, { cookie: seller }),
    );
    expect(old).toContain('No VAT charged — not VAT registered');
    expect(old).not.toContain('VAT invoice');
    expect(old).not.toContain('Tax point');
  });

  it('mails the VAT rows with the confirmation', async () => {
    await t.ctx.jobs.runDue();
    const mail = await vi.waitFor(() => {
      const found = smtp.messages.find(
        (m) =>
          m.to.includes('vat-buyer@example.co.uk') && decodedMail(m.raw).includes('Thank you for your order'),
      );
      if (!found) throw new Error(`no confirmation yet among ${smtp.messages.length} mails`);
      return found;
    });
    const text = decodedMail(mail!.raw);
    const vat = (await orderRow(paid.orderId)).vat!;
    expect(text).toContain(`VAT included: £${(vat.vat / 100).toFixed(2)}`);
    expect(text).toContain('Standard rate (20%): net £');
    expect(text).toContain('Zero-rated (0%): net £');
    expect(text).toContain(`VAT number ${VAT_NUMBER}`);
    expect(text).not.toContain('No VAT Charged');
  });

  it('corrects a line rate on an unpaid order (total kept), refuses it once paid (409) and a bad rate (400)', async () => {
    unpaid = await buy();
    const lines = await lineRows(unpaid.orderId);
    const put = (orderId: string, lineId: string, body: unknown) =>
      callApi(t, 'PUT', `/orders/${orderId}/lines/${lineId}/vat-rate`, { cookie: seller, body });

    const bad = await put(unpaid.orderId, lines[0]!.id, { rate: 'reduced' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('standard, zero, exempt');

    const changed = await put(unpaid.orderId, lines[0]!.id, { rate: 'zero' });
    expect(changed.status).toBe(200);
    const order = await orderRow(unpaid.orderId);
    expect(order.vat!.rates.map((r) => r.rate)).toEqual(['zero']);
    expect(order.vat!.vat).toBe(0);
    expect(order.vatAmount).toBe(0);
    expect(order.vat!.gross).toBe(order.total);
    expect((await lineRows(unpaid.orderId))[0]!.vatRate).toBe('zero');

    const paidLines = await lineRows(paid.orderId);
    const refused = await put(paid.orderId, paidLines[1]!.id, { rate: 'standard' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('its VAT invoice stands');
    expect((await lineRows(paid.orderId))[1]!.vatRate).toBe('zero');

    // an order placed without VAT has no rates to change
    const none = await put(before.id, (await lineRows(before.id))[0]!.id, { rate: 'zero' });
    expect(none.status).toBe(409);
    // customers may not
    const asCustomer = await callApi(t, 'PUT', `/orders/${unpaid.orderId}/lines/${lines[0]!.id}/vat-rate`, {
      cookie: unpaid.cookie,
      body: { rate: 'standard' },
    });
    expect(asCustomer.status).toBe(403);
  });

  it('refunds a VAT order with a VAT credit note: its VAT per rate stored and printed', async () => {
    refunded = await buy();
    expect((await refunded.pay()).status).toBe(200);
    const cancel = await callApi(t, 'PUT', `/orders/update/${refunded.orderId}`, {
      cookie: seller,
      body: { status: 'Cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect((await callApi(t, 'POST', `/orders/${refunded.orderId}/refund`, { cookie: seller })).status).toBe(
      200,
    );
    const order = await orderRow(refunded.orderId);
    expect(order.refundVat).toEqual(order.vat);
    expect(order.refundVatAmount).toBe(order.vatAmount);

    const text = await pdfAnswerText(
      await callApi(t, 'GET', `/orders/${order.id}/credit-note`, { cookie: seller }),
    );
    expect(text).toContain('VAT CREDIT NOTE');
    expect(text).toContain('VAT credit note.');
    expect(text).toContain(`VAT number: ${VAT_NUMBER}`);
    expect(text).toContain(`For invoice: INV-${order.number}`);
    expect(text).toContain(`Date: ${formatIsoDate(londonToday(order.refundedAt!))}`);
    expect(text).toContain('VAT credited at each rate');
    const [standard] = order.refundVat!.rates;
    expect(text).toContain(
      `Standard rate (20%) £${(standard!.net / 100).toFixed(2)} £${(standard!.vat / 100).toFixed(2)}`,
    );
  });

  it('invoices a VAT order on a trade account (tax point: the invoice day) and credits its cancellation with a VAT credit note', async () => {
    const from = `10.34.${++ip}.1`;
    const user = await createCustomer(t.ctx.database.db);
    const cookie = await logIn(t, user, { from });
    const send = (method: string, path: string, body: unknown, who: string) =>
      callApi(t, method, path, { body, cookie: who, from });
    const applied = await send('POST', '/trade-account', tradeApplication(), cookie);
    expect(applied.status).toBe(201);
    const accountId = (await applied.json()).account.id as string;
    const approved = await send(
      'PUT',
      `/trade-accounts/${accountId}`,
      { action: 'approve', creditLimit: 100_000, termsDays: 30 },
      seller,
    );
    expect(approved.status).toBe(200);
    await send(
      'POST',
      '/cart',
      { productId: kidsTee.id, size: 'L', color: kidsTee.colours[0]!.name, finalQuantity: 5 },
      cookie,
    );
    const placed = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, shippingType: 'standard', paymentMethod: 'account', poNumber: 'PO-VAT' },
      cookie,
    );
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    const order = await orderRow(orderId);
    credit = order;
    expect(order.vat!.gross).toBe(order.total);
    const invoice = await pdfAnswerText(
      await callApi(t, 'GET', `/orders/${orderId}/invoice`, { cookie: seller }),
    );
    expect(invoice).toContain('VAT INVOICE');
    expect(invoice).toContain(`Tax point: ${formatIsoDate(addDays(order.invoiceDueDay!, -30))}`);

    expect((await send('PUT', `/orders/update/${orderId}`, { status: 'Cancelled' }, seller)).status).toBe(
      200,
    );
    const credited = await orderRow(orderId);
    expect(credited.paymentStatus).toBe('refunded');
    expect(credited.refundVat).toEqual(credited.vat);
    const note = await pdfAnswerText(
      await send('GET', `/trade-account/credit-notes/${orderId}`, undefined, cookie),
    );
    expect(note).toContain('VAT CREDIT NOTE');
    expect(note).toContain(`VAT number: ${VAT_NUMBER}`);
    expect(note).toContain('Zero-rated (0%)');
  });

  it("sums the quarter's VAT return from the records: box 1 and box 6 as CSV", async () => {
    const key = vatQuarterKey(today);
    const res = await callApi(t, 'GET', `/orders/earnings/vat-return?quarter=${key}`, { cookie: seller });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vat-return_${key}.csv"`);
    const rows = (await res.text())
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]).toEqual([
      'Quarter',
      'From',
      'To',
      'Rate',
      'Invoices',
      'Credit notes',
      'Net sales',
      'VAT charged',
      'Net credited',
      'VAT credited',
      'Box 6 total sales ex VAT',
      'Box 1 VAT due on sales',
    ]);
    const a = (await orderRow(paid.orderId)).vat!;
    const r = await orderRow(refunded.orderId);
    const p = (pence: number) => (pence / 100).toFixed(2);
    // three VAT invoices (the paid one, the refunded one and the credited one on account; the unpaid checkout
    // is none), two credit notes: the refunded and credited ones cancel out
    const all = rows.at(-1)!;
    const c = await orderRow(credit!.id);
    expect(all.slice(3)).toEqual([
      'All rates',
      '3',
      '2',
      p(a.net + r.vat!.net + c.vat!.net),
      p(a.vat + r.vat!.vat + c.vat!.vat),
      p(r.refundVat!.net + c.refundVat!.net),
      p(r.refundVat!.vat + c.refundVat!.vat),
      p(a.net),
      p(a.vat),
    ]);
    expect(rows.slice(1, -1).map((row) => row[3])).toEqual(['Standard rate (20%)', 'Zero-rated (0%)']);

    // the earnings page reads the same sums
    const summary = await t.ctx.services.sellerEarnings.vatQuarter(parseVatQuarter(key)!);
    expect(summary.box1).toBe(a.vat);
    expect(summary.box6).toBe(a.net);

    const bad = await callApi(t, 'GET', '/orders/earnings/vat-return?quarter=2027-Q5', { cookie: seller });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('like 2027-Q1');
  });
});
