import { beforeAll, describe, expect, it } from 'vitest';
import { XERO_COLUMNS, QUICKBOOKS_COLUMNS } from '../../domain/accounting-export';
import { parseCsv } from '../../domain/csv-read';
import { addDays, londonToday } from '../../domain/earnings';
import { poundsToPence } from '../../domain/money';
import { creditNoteVat, orderVat } from '../../domain/vat';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { callApi, logIn, sellerSession } from '../../tests/helpers/api';
import { createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orderLines, orders } from '../db/schema';
import { eq } from 'drizzle-orm';

describe.each(testDatabases())('accounting export on %s', (kind) => {
  const t = useTestApp(kind);
  let seller = '';
  const today = londonToday();
  const from = addDays(today, -2);
  const range = { from, to: today, granularity: 'day' as const };

  beforeAll(async () => {
    const db = t.ctx.database.db;
    seller = await sellerSession(t);
    const polo = (await createProduct(db, { price: 1250 }))!;
    const tee = (await createProduct(db, { price: 799, vatRate: 'zero' }))!;
    const customer = await createCustomer(db);
    const spec = (product: typeof polo, quantity: number, size = 'M') => ({
      product,
      colour: product.colours[0]!.name,
      size,
      quantity,
    });
    /** an order whose total is its charges: goods + logo + setup − discount + shipping */
    const withCharges = async (
      specs: ReturnType<typeof spec>[],
      charges: { setupFees: number; discount: number; promoCode: string | null; shipping: number },
      values: Record<string, unknown> = {},
    ) => {
      const order = await insertOrderWithLines(db, customer, specs, values);
      const total = order.goods + order.logoCharges + charges.setupFees - charges.discount + charges.shipping;
      await db
        .update(orders)
        .set({ ...charges, total })
        .where(eq(orders.id, order.id));
      return { ...order, ...charges, total };
    };

    // paid, no VAT: promo, setup fees, delivery, a quantity whose line price doesn't divide evenly
    await withCharges([spec(polo, 3), spec(tee, 7, 'L')], {
      setupFees: 2500,
      discount: 1003,
      promoCode: 'SAVE10',
      shipping: 695,
    });

    // a VAT order (standard and zero-rated lines), refunded in part with its VAT credit note
    const vatOrder = await withCharges([spec(polo, 4), spec(tee, 3)], {
      setupFees: 1500,
      discount: 777,
      promoCode: 'TEAM',
      shipping: 0,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, vatOrder.id));
    const rateOf = (l: (typeof lines)[number]) =>
      l.productId === tee.id ? ('zero' as const) : ('standard' as const);
    for (const l of lines)
      await db
        .update(orderLines)
        .set({ vatRate: rateOf(l) })
        .where(eq(orderLines.id, l.id));
    const vat = orderVat(
      {
        lines: lines.map((l) => ({ gross: l.goods + l.logoCharge, rate: rateOf(l) })),
        setupFees: vatOrder.setupFees,
        discount: vatOrder.discount,
        shipping: vatOrder.shipping,
      },
      'GB123456789',
    );
    expect(vat.gross).toBe(vatOrder.total);
    const refundVat = creditNoteVat(vat, 3001);
    await db
      .update(orders)
      .set({
        vat,
        vatAmount: vat.vat,
        refundedAmount: 3001,
        refundedAt: new Date(),
        refundVat,
        refundVatAmount: refundVat.vat,
      })
      .where(eq(orders.id, vatOrder.id));

    // refunded in full, to a customer whose name a spreadsheet would run
    const refunded = await withCharges(
      [spec(polo, 2)],
      { setupFees: 0, discount: 0, promoCode: null, shipping: 495 },
      { shippingAddress: { firstName: '=cmd', lastName: '|calc', companyName: '' } },
    );
    await db
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAmount: refunded.total, refundedAt: new Date() })
      .where(eq(orders.id, refunded.id));

    // neither counts: unpaid, and placed before the range
    await insertOrderWithLines(db, customer, [spec(polo, 1)], { paymentStatus: 'unpaid', paidAt: null });
    await insertOrderWithLines(db, customer, [spec(polo, 1)], {
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
  });

  const download = async (format: string, cookie = seller, query = `from=${from}&to=${today}`) =>
    callApi(t, 'GET', `/earnings/export?format=${format}&${query}`, { cookie });

  /** The rows under the header, keyed by column name. */
  const rowsOf = async (res: Response, columns: readonly string[]) => {
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([...columns]);
    return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]!])));
  };

  const sumBy = <T>(rows: T[], key: (r: T) => string, value: (r: T) => number) => {
    const out = new Map<string, number>();
    for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
    return out;
  };

  it('the Xero CSV: each invoice adds up to its Total, and the whole to the earnings report', async () => {
    const res = await download('xero');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="xero-sales_${from}_${today}.csv"`,
    );
    const rows = await rowsOf(res, XERO_COLUMNS);
    const lineAmount = (r: Record<string, string>) =>
      Math.round(Number(r['*Quantity']) * poundsToPence(Number(r['*UnitAmount'])));
    const perInvoice = sumBy(rows, (r) => r['*InvoiceNumber']!, lineAmount);
    for (const [number, pence] of perInvoice) {
      const totals = new Set(rows.filter((r) => r['*InvoiceNumber'] === number).map((r) => r.Total));
      expect(totals.size, number).toBe(1);
      expect(pence, number).toBe(poundsToPence(Number([...totals][0])));
    }
    const report = await t.ctx.services.sellerEarnings.report(range);
    const invoices = [...perInvoice].filter(([n]) => n.startsWith('INV-'));
    const credits = [...perInvoice].filter(([n]) => n.startsWith('CN-'));
    expect(invoices).toHaveLength(3);
    expect(credits).toHaveLength(2);
    expect(invoices.reduce((s, [, p]) => s + p, 0)).toBe(report.gross);
    expect(-credits.reduce((s, [, p]) => s + p, 0)).toBe(report.refunded);
    expect([...perInvoice.values()].reduce((s, p) => s + p, 0)).toBe(report.net);

    // fields as Xero reads them
    for (const r of rows) {
      expect(r['*InvoiceDate']).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      expect(r.Currency).toBe('GBP');
      expect(r['*AccountCode']).toBe('200');
    }
    expect(rows.some((r) => r['*Description'] === 'Promo SAVE10' && r['*UnitAmount'] === '-10.03')).toBe(
      true,
    );
    expect(rows.some((r) => r['*Description'] === 'Logo setup' && r['*UnitAmount'] === '25')).toBe(true);
    // VAT lines take their rate's tax type, the others no VAT
    expect(new Set(rows.map((r) => r['*TaxType']))).toEqual(
      new Set(['No VAT', '20% (VAT on Income)', 'Zero Rated Income']),
    );
    // a formula in a name is written as text
    expect(rows.some((r) => r['*ContactName'] === "'=cmd |calc")).toBe(true);
  });

  it('the QuickBooks CSV carries the same money', async () => {
    const res = await download('quickbooks');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('quickbooks-invoices_');
    const rows = await rowsOf(res, QUICKBOOKS_COLUMNS);
    const report = await t.ctx.services.sellerEarnings.report(range);
    const amount = (r: Record<string, string>) => poundsToPence(Number(r.ItemAmount));
    expect(rows.filter((r) => r.InvoiceNo!.startsWith('INV-')).reduce((s, r) => s + amount(r), 0)).toBe(
      report.gross,
    );
    expect(rows.reduce((s, r) => s + amount(r), 0)).toBe(report.net);
    for (const r of rows)
      expect(Math.round(Number(r.ItemQuantity) * poundsToPence(Number(r.ItemRate)))).toBe(amount(r));
  });

  it('takes the account code and tax types from the settings (integrations:manage)', async () => {
    const settings = {
      accountCode: '4000',
      taxTypes: { noVat: 'No VAT', standard: 'Standard 20%', zero: 'Zero rated', exempt: 'Exempt' },
    };
    const put = await callApi(t, 'PUT', '/settings/accounting', { cookie: seller, body: settings });
    expect(put.status).toBe(200);
    expect(await (await callApi(t, 'GET', '/settings/accounting', { cookie: seller })).json()).toEqual(
      settings,
    );
    const rows = await rowsOf(await download('xero'), XERO_COLUMNS);
    expect(new Set(rows.map((r) => r['*AccountCode']))).toEqual(new Set(['4000']));
    expect(rows.some((r) => r['*TaxType'] === 'Standard 20%')).toBe(true);
    const bad = await callApi(t, 'PUT', '/settings/accounting', {
      cookie: seller,
      body: { ...settings, accountCode: '' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/sales account code/);
  });

  it('refuses a bad or too long range with a message', async () => {
    const long = await download('xero', seller, `from=${addDays(today, -400)}&to=${today}`);
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/at most 366 days/);
    const backwards = await download('xero', seller, `from=${today}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect((await download('sage')).status).toBe(400);
  });

  it('refuses office and production staff', async () => {
    for (const role of ['office', 'production'] as const) {
      const member = await createStaffMember(t.ctx.database.db, role);
      const cookie = await logIn(t, member, { path: '/auth/admin/login' });
      expect((await download('xero', cookie)).status).toBe(403);
      expect((await callApi(t, 'GET', '/settings/accounting', { cookie })).status).toBe(403);
    }
    const manager = await createStaffMember(t.ctx.database.db, 'manager');
    const cookie = await logIn(t, manager, { path: '/auth/admin/login' });
    expect((await download('quickbooks', cookie)).status).toBe(200);
    expect((await callApi(t, 'GET', '/settings/accounting', { cookie })).status).toBe(200);
  });
});
