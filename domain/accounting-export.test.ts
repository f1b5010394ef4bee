import { describe, expect, it } from 'vitest';
import {
  creditNoteLines,
  invoiceLines,
  parseExportRange,
  ukDate,
  xeroRow,
  DEFAULT_ACCOUNTING_SETTINGS,
  type ExportOrder,
} from './accounting-export';
import { csvRow } from './csv';
import { creditNoteVat, orderVat } from './vat';

const base: ExportOrder = {
  number: 1042,
  createdAt: new Date('2027-03-10T12:00:00Z'),
  paidAt: new Date('2027-03-10T12:05:00Z'),
  paymentProvider: 'stripe',
  email: 'jo@example.co.uk',
  address: {
    firstName: 'Jo',
    lastName: 'Bloggs',
    companyName: 'Bloggs Builders',
    address: '1 High Street, Unit 4',
    city: 'Leeds',
    postCode: 'LS1 4AP',
    country: 'United Kingdom',
  },
  poNumber: null,
  shippingType: 'standard',
  setupFees: 2500,
  discount: 1003,
  promoCode: 'SAVE10',
  shipping: 695,
  total: 3750 + 5593 + 2500 - 1003 + 695,
  refundedAmount: 0,
  refundedAt: null,
  vat: null,
  refundVat: null,
  lines: [
    { title: 'Polo', colour: 'Navy', size: 'M', quantity: 3, goods: 3750, logoCharge: 0, vatRate: null },
    { title: 'Tee', colour: 'Red', size: 'L', quantity: 7, goods: 5593, logoCharge: 0, vatRate: null },
  ],
};
const sum = (ls: { amount: number }[]) => ls.reduce((s, l) => s + l.amount, 0);

describe('accounting export rows', () => {
  it('an invoice: its lines, setup, the promo as a negative line and delivery add up to the total', () => {
    const lines = invoiceLines(base);
    expect(lines.map((l) => [l.description, l.quantity, l.unitAmount])).toEqual([
      ['Polo, Navy, M', 3, 1250],
      ['Tee, Red, L', 7, 799],
      ['Logo setup', 1, 2500],
      ['Promo SAVE10', 1, -1003],
      ['Delivery: standard', 1, 695],
    ]);
    expect(sum(lines)).toBe(base.total);
    expect(lines.every((l) => l.number === 'INV-1042' && l.vatRate === null)).toBe(true);
  });

  it('a line whose price does not divide by its quantity is one line of "n ×"', () => {
    const [line] = invoiceLines({ ...base, lines: [{ ...base.lines[0]!, goods: 3751 }], total: 3751 });
    expect([line!.description, line!.quantity, line!.unitAmount]).toEqual(['3 × Polo, Navy, M', 1, 3751]);
  });

  it('on a VAT order the discount and delivery split over the rates as its VAT did; credit notes per rate', () => {
    const lines = base.lines.map((l, i) => ({
      ...l,
      vatRate: i === 0 ? ('standard' as const) : ('zero' as const),
    }));
    const vat = orderVat(
      {
        lines: lines.map((l) => ({ gross: l.goods, rate: l.vatRate })),
        setupFees: base.setupFees,
        discount: base.discount,
        shipping: base.shipping,
      },
      'GB123456789',
    );
    const order = { ...base, lines, vat, refundedAmount: 2001, refundedAt: new Date('2027-04-02T10:00:00Z') };
    const invoice = invoiceLines(order);
    expect(sum(invoice)).toBe(order.total);
    // per rate, the export's lines carry exactly what the order's VAT put at that rate
    for (const r of vat.rates) expect(sum(invoice.filter((l) => l.vatRate === r.rate)), r.rate).toBe(r.gross);
    const credit = creditNoteLines({ ...order, refundVat: creditNoteVat(vat, 2001) });
    expect(sum(credit)).toBe(-2001);
    expect(
      credit.every((l) => l.number === 'CN-1042' && l.reference === 'INV-1042' && l.date === '2027-04-02'),
    ).toBe(true);
    expect(new Set(credit.map((l) => l.vatRate))).toEqual(new Set(['standard', 'zero']));
  });

  it('a Xero row: dd/mm/yyyy, GBP, the settings, formulas escaped, a credit an amount', () => {
    const order = {
      ...base,
      address: { ...base.address, companyName: '=HYPERLINK("x")' },
      refundedAmount: 500,
    };
    const [first] = invoiceLines(order);
    const row = xeroRow(first!, DEFAULT_ACCOUNTING_SETTINGS);
    expect(row).toHaveLength(29);
    expect(row.slice(10, 15)).toEqual(['INV-1042', 'Order #1042', '10/03/2027', '10/03/2027', 115.35]);
    expect(row.slice(20, 22)).toEqual(['200', 'No VAT']);
    expect(row[27]).toBe('GBP');
    expect(csvRow(row)).toMatch(/^"'=HYPERLINK\(""x""\)"/);
    const credit = xeroRow(creditNoteLines(order)[0]!, DEFAULT_ACCOUNTING_SETTINGS);
    expect(csvRow(credit)).toContain(',-5,');
  });

  it('ranges: dates, order and at most 366 days', () => {
    expect(parseExportRange('2027-01-01', '2027-12-31')).toEqual({
      ok: true,
      from: '2027-01-01',
      to: '2027-12-31',
    });
    expect(parseExportRange('2027-01-01', '2028-01-02').ok).toBe(false);
    expect(parseExportRange('2027-02-01', '2027-01-01').ok).toBe(false);
    expect(parseExportRange('2027-02-30', '2027-03-01').ok).toBe(false);
    expect(ukDate('2027-03-09')).toBe('09/03/2027');
  });
});
