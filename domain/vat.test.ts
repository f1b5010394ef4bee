import { describe, expect, it } from 'vitest';
import {
  apportion,
  creditNoteVat,
  netOfGross,
  orderVat,
  tidyVatNumber,
  VAT_NUMBER_PATTERN,
  vatModeOn,
  vatOfGross,
  vatQuarterOf,
  vatStartDayAllowed,
} from './vat';

const GB = 'GB123456789';

describe('VAT from VAT-inclusive prices', () => {
  it('takes a sixth out of a standard-rated amount, rounded to the penny', () => {
    expect(vatOfGross(1200, 'standard')).toBe(200);
    expect(vatOfGross(1299, 'standard')).toBe(217); // 216.5 → 217
    expect(vatOfGross(1, 'standard')).toBe(0);
    expect(vatOfGross(-1299, 'standard')).toBe(-217);
    expect(netOfGross(1299, 'standard')).toBe(1082);
  });

  it('charges nothing on zero-rated and exempt amounts', () => {
    expect(vatOfGross(1299, 'zero')).toBe(0);
    expect(vatOfGross(1299, 'exempt')).toBe(0);
  });
});

describe('apportion', () => {
  it('shares pence in proportion and adds up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
    const shares = apportion(1001, [333, 667, 1]);
    expect(shares.reduce((a, b) => a + b)).toBe(1001);
  });
});

describe('an order’s VAT', () => {
  it('rounds per line and keeps net + VAT = gross on every rate', () => {
    const vat = orderVat(
      {
        lines: [
          { gross: 1299 * 3, rate: 'standard' },
          { gross: 999, rate: 'standard' },
        ],
        setupFees: 2000,
        discount: 0,
        shipping: 499,
      },
      GB,
    );
    expect(vat.gross).toBe(1299 * 3 + 999 + 2000 + 499);
    expect(vat.rates).toHaveLength(1);
    const [standard] = vat.rates;
    // per line: 3897 → 650 (649.5), 999 → 167 (166.5), 2000 → 333 (333.3), 499 → 83 (83.2)
    expect(standard!.vat).toBe(650 + 167 + 333 + 83);
    expect(standard!.net + standard!.vat).toBe(standard!.gross);
    expect(vat.net + vat.vat).toBe(vat.gross);
  });

  it('keeps zero-rated children’s clothing apart, sharing delivery and a discount over the rates', () => {
    const vat = orderVat(
      {
        lines: [
          { gross: 3000, rate: 'standard' },
          { gross: 1000, rate: 'zero' },
        ],
        setupFees: 0,
        discount: 400,
        shipping: 500,
      },
      GB,
    );
    expect(vat.rates.map((r) => r.rate)).toEqual(['standard', 'zero']);
    const [standard, zero] = vat.rates;
    // discount 300 / 100; delivery 375 / 125
    expect(standard!.gross).toBe(3000 - 300 + 375);
    expect(zero!.gross).toBe(1000 - 100 + 125);
    expect(zero!.vat).toBe(0);
    expect(standard!.vat).toBe(Math.round(2700 / 6) + Math.round(375 / 6));
    expect(vat.gross).toBe(3000 + 1000 - 400 + 500);
  });

  it('charges setup at the standard rate even on a zero-rated order', () => {
    const vat = orderVat(
      { lines: [{ gross: 1000, rate: 'zero' }], setupFees: 1200, discount: 0, shipping: 0 },
      GB,
    );
    expect(vat.rates).toEqual([
      { rate: 'standard', percent: 20, net: 1000, vat: 200, gross: 1200 },
      { rate: 'zero', percent: 0, net: 1000, vat: 0, gross: 1000 },
    ]);
  });
});

describe('credit notes', () => {
  const order = orderVat(
    {
      lines: [
        { gross: 6000, rate: 'standard' },
        { gross: 2000, rate: 'zero' },
      ],
      setupFees: 0,
      discount: 0,
      shipping: 0,
    },
    GB,
  );

  it('gives back the whole order’s VAT on a full refund', () => {
    expect(creditNoteVat(order, order.gross)).toEqual(order);
  });

  it('shares a part refund over the rates by their gross', () => {
    const note = creditNoteVat(order, 2000);
    expect(note.rates.map((r) => [r.rate, r.gross, r.vat])).toEqual([
      ['standard', 1500, 250],
      ['zero', 500, 0],
    ]);
    expect(note.gross).toBe(2000);
    expect(note.net + note.vat).toBe(note.gross);
  });
});

describe('the mode and its dates', () => {
  const settings = { registered: true, vatNumber: GB, startDay: '2027-01-01' };

  it('charges VAT from the start day, never before', () => {
    expect(vatModeOn(settings, '2026-12-31')).toEqual({ charged: false });
    expect(vatModeOn(settings, '2027-01-01')).toEqual({
      charged: true,
      vatNumber: GB,
      startDay: '2027-01-01',
    });
    expect(vatModeOn({ ...settings, registered: false }, '2027-02-01')).toEqual({ charged: false });
  });

  it('names calendar quarters and allows a start from the current quarter on', () => {
    expect(vatQuarterOf('2026-11-28')).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
      label: 'Oct–Dec 2026',
    });
    expect(vatQuarterOf('2027-02-10').end).toBe('2027-03-31');
    expect(vatStartDayAllowed('2026-10-01', '2026-11-28')).toBe(true);
    expect(vatStartDayAllowed('2026-09-30', '2026-11-28')).toBe(false);
  });

  it('reads VAT numbers as GB and 9 or 12 digits', () => {
    expect(VAT_NUMBER_PATTERN.test(tidyVatNumber('gb 123 4567 89'))).toBe(true);
    expect(VAT_NUMBER_PATTERN.test('GB123456789012')).toBe(true);
    expect(VAT_NUMBER_PATTERN.test('GB1234567890')).toBe(false);
    expect(VAT_NUMBER_PATTERN.test('FR123456789')).toBe(false);
  });
});
