import { describe, expect, it } from 'vitest';
import { orderVat } from './vat';
import {
  parseVatQuarter,
  taxPointDay,
  vatFootText,
  vatIncludedText,
  vatQuarterKey,
  vatQuarterSummary,
  vatQuartersBetween,
  vatReturnCsv,
  vatTableRows,
} from './vat-documents';

// a mixed order: £50.00 of polos (standard) and £23.97 of children's T-shirts (zero), £4.95 delivery
const mixed = orderVat(
  {
    lines: [
      { gross: 5000, rate: 'standard' },
      { gross: 2397, rate: 'zero' },
    ],
    setupFees: 0,
    discount: 0,
    shipping: 495,
  },
  'GB123456789',
);

describe('VAT document rows', () => {
  it('lists net / VAT / gross per rate and a total row for a mixed order', () => {
    const rows = vatTableRows(mixed);
    expect(rows.map((r) => r.label)).toEqual(['Standard rate (20%)', 'Zero-rated (0%)', 'Total']);
    expect(rows[1]).toMatchObject({ vat: '£0.00' });
    expect(rows[2]).toMatchObject({ gross: '£78.92' });
    // net + VAT = gross on every row
    for (const r of mixed.rates) expect(r.net + r.vat).toBe(r.gross);
  });

  it('has no total row for one rate, and says the VAT included', () => {
    const one = orderVat(
      { lines: [{ gross: 1200, rate: 'standard' }], setupFees: 0, discount: 0, shipping: 0 },
      'GB123456789',
    );
    expect(vatTableRows(one)).toEqual([
      { rate: 'standard', label: 'Standard rate (20%)', net: '£10.00', vat: '£2.00', gross: '£12.00' },
    ]);
    expect(vatIncludedText(one)).toBe('Includes VAT £2.00');
    expect(vatFootText(one, 'invoice')).toBe(
      'VAT invoice. Prices include VAT at the rates shown. VAT number GB123456789.',
    );
    expect(vatFootText(one, 'credit-note')).toContain('VAT credit note.');
  });
});

describe('tax point', () => {
  const placed = new Date('2027-01-30T23:30:00Z');
  it.each([
    [
      'paid by card: the day of payment (London)',
      { createdAt: placed, paidAt: new Date('2027-03-31T23:30:00Z') },
      '2027-04-01',
    ],
    ['not paid yet: the day it was placed', { createdAt: placed, paidAt: null }, '2027-01-30'],
    [
      'on a trade account: the invoice day, even when paid later',
      {
        createdAt: placed,
        paidAt: new Date('2027-03-01T10:00:00Z'),
        tradeAccountId: 'a',
        invoiceDueDay: '2027-03-01',
        paymentTermsDays: 30,
      },
      '2027-01-30',
    ],
    [
      "a team store's organisation invoiced without an account: the day placed",
      { createdAt: placed, paidAt: new Date('2027-05-01T10:00:00Z'), paymentProvider: 'account' },
      '2027-01-30',
    ],
  ])('%s', (_, order, day) => {
    expect(taxPointDay(order)).toBe(day);
  });
});

describe('VAT quarters', () => {
  it.each([
    ['2027-Q1', { start: '2027-01-01', end: '2027-03-31', label: 'Jan–Mar 2027' }],
    ['2026-q4', { start: '2026-10-01', end: '2026-12-31', key: '2026-Q4' }],
    ['2027-Q5', null],
    ['2027-1', null],
    ['', null],
  ])('parses %j', (key, expected) => {
    const parsed = parseVatQuarter(key);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });

  it('names a day’s quarter and lists quarters newest first across a year', () => {
    expect(vatQuarterKey('2027-03-31')).toBe('2027-Q1');
    expect(vatQuarterKey('2027-04-01')).toBe('2027-Q2');
    expect(vatQuartersBetween('2026-11-28', '2027-07-02')).toEqual([
      '2027-Q3',
      '2027-Q2',
      '2027-Q1',
      '2026-Q4',
    ]);
  });

  it('works out boxes 1 and 6 from sales less credit notes, and writes them as CSV', () => {
    const summary = vatQuarterSummary(parseVatQuarter('2027-Q1')!, { invoices: 3, creditNotes: 1 }, [
      { rate: 'standard', salesNet: 10000, salesVat: 2000, creditedNet: 2500, creditedVat: 500 },
      { rate: 'zero', salesNet: 4000, salesVat: 0, creditedNet: 0, creditedVat: 0 },
    ]);
    expect(summary.box1).toBe(1500);
    expect(summary.box6).toBe(11500);
    const csv = vatReturnCsv(summary).trim().split('\r\n');
    expect(csv[1]).toBe(
      '2027-Q1,2027-01-01,2027-03-31,Standard rate (20%),,,100.00,20.00,25.00,5.00,75.00,15.00',
    );
    expect(csv[2]).toBe('2027-Q1,2027-01-01,2027-03-31,Zero-rated (0%),,,40.00,0.00,0.00,0.00,40.00,0.00');
    expect(csv[3]).toBe('2027-Q1,2027-01-01,2027-03-31,All rates,3,1,140.00,20.00,25.00,5.00,115.00,15.00');
  });

  it('an empty quarter sums to nothing', () => {
    const summary = vatQuarterSummary(parseVatQuarter('2027-Q2')!, { invoices: 0, creditNotes: 0 }, []);
    expect(summary).toMatchObject({ box1: 0, box6: 0 });
    expect(vatReturnCsv(summary).trim().split('\r\n')).toHaveLength(2);
  });
});
