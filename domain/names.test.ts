import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NAMES_MESSAGES,
  assignSizes,
  nameProblem,
  namesCharge,
  namesCountProblems,
  namesFromStored,
  namesLabel,
  namesProblems,
  parseNamesPaste,
  storedNamesWithPrice,
} from './names';
import { priceCart } from './pricing';

const SIZES = ['S', 'M', 'L', 'XL', '2XL'];

describe('names against quantities', () => {
  it('say which size is out, in the words the issue uses', () => {
    const names = Array.from({ length: 11 }, (_, i) => ({ size: 'M', name: `Player ${i + 1}` }));
    expect(namesCountProblems(names, [{ size: 'M', quantity: 12 }])).toEqual([
      'You have 12 medium garments and 11 names.',
    ]);
  });

  it('match when every size has as many names as garments', () => {
    const names = [
      { size: 'S', name: 'Amy' },
      { size: 'M', name: 'Ben' },
      { size: 'M', name: 'Cal' },
    ];
    expect(
      namesCountProblems(names, [
        { size: 'S', quantity: 1 },
        { size: 'M', quantity: 2 },
      ]),
    ).toEqual([]);
  });

  it('count names for a size not ordered, and a size with none', () => {
    expect(
      namesCountProblems(
        [{ size: 'XL', name: 'Dan' }],
        [
          { size: 'S', quantity: 1 },
          { size: '2XL', quantity: 2 },
        ],
      ),
    ).toEqual([
      'You have 1 small garment and 0 names.',
      'You have 2 2XL garments and 0 names.',
      'You have 0 extra large garments and 1 name.',
    ]);
  });

  it('refuse control characters, empty names and names over the limit', () => {
    expect(nameProblem('Jo\tSmith', 20)).toBe(NAMES_MESSAGES.control);
    expect(nameProblem('Jo\u0007', 20)).toBe(NAMES_MESSAGES.control);
    expect(nameProblem('', 20)).toBe(NAMES_MESSAGES.empty);
    expect(nameProblem('Bartholomew', 10)).toBe('"Bartholomew" is longer than 10 characters.');
    // characters, not UTF-16 units: an accented or emoji name counts as it reads
    expect(nameProblem('Zoë', 3)).toBeNull();
    expect(nameProblem('=SUM(A1)', 20)).toBeNull();
  });

  it('list every problem: each name by its place, then the counts', () => {
    expect(
      namesProblems(
        [
          { size: 'M', name: 'Ann' },
          { size: 'M', name: 'A very long name indeed' },
        ],
        [{ size: 'M', quantity: 3 }],
        10,
      ),
    ).toEqual([
      'Name 2: "A very long name indeed" is longer than 10 characters.',
      'You have 3 medium garments and 2 names.',
    ]);
  });

  it('label and charge', () => {
    expect(namesLabel(1)).toBe('1 name');
    expect(namesLabel(24)).toBe('24 names');
    expect(namesCharge({ names: ['A', 'B', 'C'], unitPrice: 350 })).toBe(1050);
  });
});

describe('pasted names', () => {
  it('take a column of names, skipping blank lines and a byte-order mark', () => {
    const { names, problems } = parseNamesPaste('\uFEFFAmy\r\n\r\nBen\n  \nCal\n', SIZES);
    expect(problems).toEqual([]);
    expect(names).toEqual([
      { size: null, name: 'Amy' },
      { size: null, name: 'Ben' },
      { size: null, name: 'Cal' },
    ]);
  });

  it('take "size, name" rows with tabs (a spreadsheet copy) or commas, sizes in any case', () => {
    const { names } = parseNamesPaste('m\tAmy Jones\nXL,Ben\n"S","Smith, Jo"\n', SIZES);
    expect(names).toEqual([
      { size: 'M', name: 'Amy Jones' },
      { size: 'XL', name: 'Ben' },
      { size: 'S', name: 'Smith, Jo' },
    ]);
  });

  it('skip a heading row and empty trailing cells; read doubled quotes as one', () => {
    const { names, problems } = parseNamesPaste('Size,Name\nL,"Jo ""Ace"" Li",,\nM\t\t\n', SIZES);
    expect(problems).toEqual([]);
    expect(names).toEqual([
      { size: 'L', name: 'Jo "Ace" Li' },
      { size: null, name: 'M' },
    ]);
  });

  it('name a row whose size is not the garment’s, by its line', () => {
    const { names, problems } = parseNamesPaste('M, Amy\n3XL, Ben\n', SIZES);
    expect(names).toEqual([{ size: 'M', name: 'Amy' }]);
    expect(problems).toEqual(['Line 2: "3XL" is not a size of this garment.']);
  });

  it('fill sizes in the grid’s order for names without one, after the named ones', () => {
    const quantities = [
      { size: 'S', quantity: 1 },
      { size: 'M', quantity: 2 },
    ];
    const sized = assignSizes(
      [
        { size: 'M', name: 'Ann' },
        { size: null, name: 'Ben' },
        { size: null, name: 'Cal' },
        { size: null, name: 'Dee' },
      ],
      quantities,
    );
    expect(sized).toEqual([
      { size: 'M', name: 'Ann' },
      { size: 'S', name: 'Ben' },
      { size: 'M', name: 'Cal' },
      // one over: it stays on the last size, and the count check says so
      { size: 'M', name: 'Dee' },
    ]);
    expect(namesCountProblems(sized, quantities)).toEqual(['You have 2 medium garments and 3 names.']);
  });

  it('a column of exactly as many names as garments always matches (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: SIZES.length }),
        (counts) => {
          const quantities = counts.map((quantity, i) => ({ size: SIZES[i]!, quantity }));
          const total = counts.reduce((a, b) => a + b, 0);
          const column = Array.from({ length: total }, (_, i) => `Name ${i}`).join('\n');
          const sized = assignSizes(parseNamesPaste(column, SIZES).names, quantities);
          expect(namesCountProblems(sized, quantities)).toEqual([]);
        },
      ),
    );
  });
});

describe('names on a priced line', () => {
  it('charge the price per name in the logo charge, and the totals add up', () => {
    const totals = priceCart([
      {
        unitPrice: 1000,
        quantity: 4,
        decorations: [{ designKey: 'logo:1', isPreviousLogo: false, price: 500 }],
        namePrice: 350,
      },
    ]);
    expect(totals.lines[0]).toEqual({ goods: 4000, logoCharge: 4 * 500 + 4 * 350 });
    expect(totals.totalBeforeDiscount).toBe(4000 + 3400 + 2000);
  });

  it('are kept on an order with their price, and read back as charged', () => {
    const names = {
      position: 'Large Back' as const,
      method: 'Print' as const,
      font: 'Serif' as const,
      names: ['Ann'],
      unitPrice: 400,
    };
    expect(namesFromStored(storedNamesWithPrice(names), 350)).toEqual(names);
    // a cart row has no price: the one charged now
    expect(
      namesFromStored({ position: 'Nowhere', method: 'Glue', font: 'Comic', names: ['Ann'] }, 350),
    ).toEqual({
      position: 'Large Back',
      method: 'Print',
      font: 'Standard',
      names: ['Ann'],
      unitPrice: 350,
    });
    expect(namesFromStored(null, 350)).toBeNull();
  });
});
