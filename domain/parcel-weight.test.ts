import { describe, expect, it } from 'vitest';
import {
  addressLines,
  CLICK_DROP_MESSAGES,
  clickDropRow,
  labelProblem,
  orderParcelGrams,
  phoneCell,
  type LabelFacts,
} from './click-drop';
import { parseCsv } from './csv-read';
import {
  countryCode,
  defaultWeightGrams,
  FALLBACK_WEIGHT_GRAMS,
  kilograms,
  packageSizeFor,
  PACKAGING_ALLOWANCE_GRAMS,
  readWeightGrams,
} from './parcel-weight';

describe('parcel weight', () => {
  it('weighs a garment by its heaviest type, else the fallback', () => {
    expect(defaultWeightGrams(['t-shirt'])).toBe(180);
    expect(defaultWeightGrams(['hi-vis', 'jacket'])).toBe(800);
    expect(defaultWeightGrams(['mystery'])).toBe(FALLBACK_WEIGHT_GRAMS);
  });
  it('sums quantity × weight plus packaging, and sizes the parcel', () => {
    const grams = orderParcelGrams({
      lines: [
        { title: 'Tee', quantity: 3, productTypes: ['t-shirt'], weightGrams: null },
        { title: 'Coat', quantity: 2, productTypes: ['jacket'], weightGrams: 1000 },
      ],
    });
    expect(grams).toBe(3 * 180 + 2 * 1000 + PACKAGING_ALLOWANCE_GRAMS);
    expect(kilograms(grams)).toBe('2.590');
    expect(packageSizeFor(2000)).toBe('Small parcel');
    expect(packageSizeFor(2001)).toBe('Medium parcel');
    expect(packageSizeFor(20_001)).toBe('Too heavy');
  });
  it('codes countries and splits addresses', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('')).toBe('GB');
    expect(countryCode('France')).toBe('FR');
    expect(countryCode('Atlantis')).toBe('');
    expect(addressLines('1 High St\nFlat 2, Block B, Estate')).toEqual([
      '1 High St',
      'Flat 2',
      'Block B, Estate',
    ]);
  });
  it('writes a row that parses back, a formula-looking name escaped', () => {
    const row = clickDropRow({
      number: 1042,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      total: 12345,
      email: 'a@b.test',
      address: {
        firstName: '=HYPERLINK("x")',
        lastName: 'Smith',
        companyName: '',
        address: '1 High St',
        city: 'Leeds',
        postCode: 'LS1 1AA',
        country: 'United Kingdom',
        phone: '0113',
      },
      lines: [{ title: 'Tee', quantity: 1, productTypes: ['t-shirt'], weightGrams: null }],
    });
    const [cells] = parseCsv(row);
    expect(cells!.slice(0, 3)).toEqual(['#1042', `'=HYPERLINK("x")`, 'Smith']);
    expect(cells![10]).toBe('GB');
    expect(cells![13]).toBe('0.230');
    expect(cells![17]).toBe('123.45');
  });
});

describe('the product weight field', () => {
  it('reads whole grams in bounds, empty as the type default, and refuses the rest', () => {
    expect(readWeightGrams('450')).toBe(450);
    expect(readWeightGrams(' 450 g ')).toBe(450);
    expect(readWeightGrams(1)).toBe(1);
    expect(readWeightGrams('30000')).toBe(30_000);
    expect(readWeightGrams('')).toBeNull();
    expect(readWeightGrams(null)).toBeNull();
    for (const bad of ['0', '30001', '12.5', '-3', 'heavy', 'g', '1e3'])
      expect(readWeightGrams(bad), bad).toBeUndefined();
  });
  it('writes an international phone number as dialled from the UK, not as a formula', () => {
    expect(phoneCell('+44 7700 900123')).toBe('0044 7700 900123');
    expect(phoneCell('0113 496 0000')).toBe('0113 496 0000');
    // anything else starting with + is left for csvRow to defuse
    expect(phoneCell('+cmd|calc')).toBe('+cmd|calc');
  });
});

describe('which orders wait for a label', () => {
  const waiting: LabelFacts = {
    number: 1042,
    status: 'Confirmed',
    paymentStatus: 'paid',
    abandoned: false,
    archived: false,
    productionStatus: null,
  };
  it.each<[Partial<LabelFacts>, string | null]>([
    [{}, null],
    [{ paymentStatus: 'invoiced', status: 'Pending' }, null],
    [{ productionStatus: 'In production' }, null],
    [{ productionStatus: 'Ready to ship' }, null],
    [{ productionStatus: 'Awaiting proof' }, 'is waiting for its proof to be approved (Awaiting proof)'],
    [
      { productionStatus: 'Changes requested' },
      'is waiting for its proof to be approved (Changes requested)',
    ],
    [{ paymentStatus: 'unpaid' }, 'is not paid'],
    [{ paymentStatus: 'unpaid', abandoned: true }, 'is not paid'],
    [{ paymentStatus: 'refunded', status: 'Cancelled' }, 'was refunded'],
    [{ status: 'Cancelled' }, 'is cancelled'],
    [{ status: 'Shipped' }, 'has already shipped'],
    [{ status: 'Delivered' }, 'was already delivered'],
    [{ archived: true }, 'is archived'],
  ])('%o: %s', (facts, problem) => {
    expect(labelProblem({ ...waiting, ...facts })).toBe(problem);
  });
  it('names five refused orders and counts the rest', () => {
    const problems = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ number: 1000 + n, problem: 'is not paid' }));
    expect(CLICK_DROP_MESSAGES.refused(problems)).toBe(
      'Not exported: #1001 is not paid; #1002 is not paid; #1003 is not paid; #1004 is not paid; #1005 is not paid and 2 more. Click & Drop takes paid orders waiting to ship: untick them and export again.',
    );
    expect(CLICK_DROP_MESSAGES.notFound(2)).toBe(
      '2 of the chosen orders were not found. Reload the list and choose again.',
    );
  });
});
