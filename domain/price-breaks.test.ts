import { describe, expect, it } from 'vitest';
import { LOGO_POSITIONS } from './catalogue';
import {
  breakReached,
  chargedGarmentPrices,
  decorationPriceAt,
  garmentsPerDecorationBand,
  garmentsPerProduct,
  ladderProblems,
  ladderRows,
  nextBreakHint,
  positionSize,
  priceAtQuantity,
  setupFeeFor,
  type CountedDecoration,
  type CountedLine,
  type DecorationPricing,
  type LadderedLine,
  type PriceBreak,
} from './price-breaks';
import { LOGO_APPLICATION_FEE, priceCart, SETUP_FEE } from './pricing';
import { shippingCost } from './shipping';

const POLO_BASE = 1299;
const POLO_BREAKS: PriceBreak[] = [
  { minQuantity: 10, price: 1199 },
  { minQuantity: 25, price: 1099 },
  { minQuantity: 50, price: 999 },
];

describe('the price each at a quantity', () => {
  it.each([
    [1, 1299, null],
    [9, 1299, null],
    [10, 1199, 10],
    [24, 1199, 10],
    [25, 1099, 25],
    [49, 1099, 25],
    [50, 999, 50],
    [10_000, 999, 50],
  ])('%i polos cost %i each (break %s)', (quantity, price, priceBreak) => {
    expect(priceAtQuantity(POLO_BASE, POLO_BREAKS, quantity)).toEqual({ price, priceBreak });
  });

  it('is the base price at every quantity when a product has no breaks', () => {
    for (const quantity of [1, 10, 100, 10_000]) {
      expect(priceAtQuantity(POLO_BASE, [], quantity)).toEqual({ price: POLO_BASE, priceBreak: null });
    }
  });

  it('picks the right break whatever order the breaks are stored in', () => {
    const shuffled = [POLO_BREAKS[2]!, POLO_BREAKS[0]!, POLO_BREAKS[1]!];
    expect(breakReached(shuffled, 30)).toEqual({ minQuantity: 25, price: 1099 });
    expect(ladderRows(POLO_BASE, shuffled).map((r) => r.minQuantity)).toEqual([1, 10, 25, 50]);
  });
});

describe('the next break', () => {
  it.each([
    [1, 'Add 9 more to pay £11.99 each'],
    [7, 'Add 3 more to pay £11.99 each'],
    [9, 'Add 1 more to pay £11.99 each'],
    [10, 'Add 15 more to pay £10.99 each'],
    [49, 'Add 1 more to pay £9.99 each'],
    [50, null],
  ])('at %i: %s', (quantity, hint) => {
    expect(nextBreakHint(POLO_BREAKS, quantity)).toBe(hint);
  });

  it('is never offered without breaks', () => {
    expect(nextBreakHint([], 1)).toBeNull();
  });
});

describe('the garments a product break counts', () => {
  const line = (productId: string | null, quantity: number, isBundle = false): CountedLine => ({
    productId,
    quantity,
    isBundle,
  });
  // the polo in two colours and three sizes: 4 Navy M, 3 Navy L, 2 Black M
  const nine = [line('polo', 4), line('polo', 3), line('polo', 2)];

  it('counts every colour, size and line of a product together: 9 then 10 crosses the break', () => {
    expect(garmentsPerProduct(nine).get('polo')).toBe(9);
    const ten = [...nine, line('polo', 1)];
    expect(garmentsPerProduct(ten).get('polo')).toBe(10);
    expect(priceAtQuantity(POLO_BASE, POLO_BREAKS, garmentsPerProduct(ten).get('polo')!).price).toBe(1199);
  });

  it('drops the others back a break when a line is removed or reduced', () => {
    const ten = [...nine, line('polo', 1)];
    const removed = ten.slice(1);
    expect(priceAtQuantity(POLO_BASE, POLO_BREAKS, garmentsPerProduct(removed).get('polo')!).price).toBe(
      1299,
    );
    const reduced = [line('polo', 3), ...ten.slice(1)];
    expect(garmentsPerProduct(reduced).get('polo')).toBe(9);
  });

  it('counts a merged line once, with its whole quantity', () => {
    expect(garmentsPerProduct([line('polo', 6), line('hoodie', 4)])).toEqual(
      new Map([
        ['polo', 6],
        ['hoodie', 4],
      ]),
    );
    // the same garment added again merges into one line of 10
    expect(garmentsPerProduct([line('polo', 10), line('hoodie', 4)]).get('polo')).toBe(10);
  });

  it('leaves bundle lines out: they keep their fixed price', () => {
    expect(garmentsPerProduct([line('polo', 9), line('polo', 5, true)]).get('polo')).toBe(9);
    expect(garmentsPerProduct([line(null, 2, true)]).size).toBe(0);
  });
});

describe('a ladder the seller types', () => {
  it('may be saved when quantities rise and prices fall below the base', () => {
    expect(ladderProblems(POLO_BASE, POLO_BREAKS)).toEqual([]);
    expect(ladderProblems(POLO_BASE, [])).toEqual([]);
  });

  const at = (minQuantity: number, price: number): PriceBreak => ({ minQuantity, price });
  const QUANTITY = 'the quantity must be a whole number from 2 to 10,000';
  const PENCE = 'the price must be at least £0.01, in pounds with at most two decimals';
  it.each<[string, PriceBreak[], number | null, string]>([
    [
      'more than 8 rows',
      Array.from({ length: 9 }, (_, i) => at(10 + i, 1200 - i)),
      null,
      'At most 8 quantity prices',
    ],
    ['a quantity of 1', [at(1, 1199)], 1, `Row 1: ${QUANTITY}`],
    ['a quantity over 10,000', [at(10_001, 1199)], 1, `Row 1: ${QUANTITY}`],
    ['a part quantity', [at(2.5, 1199)], 1, `Row 1: ${QUANTITY}`],
    [
      'quantities that do not rise',
      [at(10, 1199), at(10, 1099)],
      2,
      "Row 2: the quantity must be more than row 1's",
    ],
    ['a price at the base', [at(10, 1299)], 1, 'Row 1: the price must be below the base price of £12.99'],
    ['prices that do not fall', [at(10, 1099), at(25, 1199)], 2, "Row 2: the price must be below row 1's"],
    ['a price of nothing', [at(10, 0)], 1, `Row 1: ${PENCE}`],
    ['a part penny', [at(10, 1099.5)], 1, `Row 1: ${PENCE}`],
  ])('is refused with %s, naming the row', (_, breaks, row, message) => {
    expect(ladderProblems(POLO_BASE, breaks)).toEqual([{ row, message }]);
  });
});

describe('decoration breaks', () => {
  const SEEDS: DecorationPricing = {
    applicationFee: LOGO_APPLICATION_FEE,
    setupFee: SETUP_FEE,
    setupFreeFrom: null,
    decoration: [],
  };
  const LADDERS: DecorationPricing = {
    ...SEEDS,
    setupFreeFrom: 50,
    decoration: [
      { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 25, price: 450 }] },
      { method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 10, price: 500 }] },
    ],
  };

  it('names breast, sleeve and nape small, and the large front and back large', () => {
    expect(Object.fromEntries(LOGO_POSITIONS.map((p) => [p, positionSize(p)]))).toEqual({
      'Large Back': 'large',
      'Large Front': 'large',
      'Left Breast': 'small',
      'Left Sleeve': 'small',
      'Nape of Neck': 'small',
      'Right Breast': 'small',
      'Right Sleeve': 'small',
    });
  });

  it('keeps the seeds’ rule exactly when no breaks are set: £5.50 per garment per position, £20 setup', () => {
    for (const method of ['Embroidery', 'Print'] as const) {
      for (const size of ['small', 'large'] as const) {
        for (const garments of [1, 10, 1000]) {
          expect(decorationPriceAt(SEEDS, method, size, garments)).toEqual({ price: 550, priceBreak: null });
        }
      }
    }
    expect(setupFeeFor(SEEDS, 10_000)).toBe(2000);
  });

  it.each([
    ['Embroidery', 'small', 24, 550, null],
    ['Embroidery', 'small', 25, 450, 25],
    ['Embroidery', 'large', 100, 550, null],
    ['Print', 'small', 100, 550, null],
    ['Print', 'large', 9, 550, null],
    ['Print', 'large', 10, 500, 10],
  ] as const)(
    '%s at a %s position on %i garments costs %i each (break %s)',
    (method, size, n, price, brk) => {
      expect(decorationPriceAt(LADDERS, method, size, n)).toEqual({ price, priceBreak: brk });
    },
  );

  it('waives setup from the seller’s quantity on, when set', () => {
    expect(setupFeeFor(LADDERS, 49)).toBe(2000);
    expect(setupFeeFor(LADDERS, 50)).toBe(0);
  });

  it('counts two lines sharing one design together, and a garment once per band', () => {
    const logo = (
      lineId: string,
      position: CountedDecoration['position'],
      garments: number,
      designKey = 'logo-1',
    ) => ({ lineId, designKey, method: 'Embroidery', position, garments }) as const;
    const bands = garmentsPerDecorationBand([
      logo('navy-polos', 'Left Breast', 15),
      logo('navy-polos', 'Right Breast', 15),
      logo('black-polos', 'Left Breast', 10),
      logo('black-polos', 'Large Back', 10),
      logo('hoodies', 'Left Breast', 8, 'logo-2'),
    ]);
    expect(bands).toEqual(
      new Map([
        ['logo-1|Embroidery|small', 25],
        ['logo-1|Embroidery|large', 10],
        ['logo-2|Embroidery|small', 8],
      ]),
    );
    expect(
      decorationPriceAt(LADDERS, 'Embroidery', 'small', bands.get('logo-1|Embroidery|small')!).price,
    ).toBe(450);
  });
});

describe('a cart priced with garment breaks', () => {
  const polo = (quantity: number): LadderedLine => ({
    productId: 'polo',
    quantity,
    isBundle: false,
    basePrice: POLO_BASE,
    breaks: POLO_BREAKS,
  });
  const bundle: LadderedLine = { productId: null, quantity: 1, isBundle: true, basePrice: 4999, breaks: [] };
  /** The cart's totals with each line at the price each it is charged. */
  const totals = (lines: LadderedLine[], discountPercent = 0) => {
    const prices = chargedGarmentPrices(lines);
    return priceCart(
      lines.map((l, i) => ({ unitPrice: prices[i]!.price, quantity: l.quantity, decorations: [] })),
      { discountPercent },
    );
  };

  it('charges every polo line the break their total reaches, and a bundle its own price', () => {
    expect(chargedGarmentPrices([polo(6), polo(4), bundle])).toEqual([
      { price: 1199, priceBreak: 10 },
      { price: 1199, priceBreak: 10 },
      { price: 4999, priceBreak: null },
    ]);
  });

  it('takes the promo percent off after the breaks', () => {
    // 10 × £11.99 = £119.90; 10% off = £11.99
    expect(totals([polo(6), polo(4)], 10)).toMatchObject({ goods: 11_990, discount: 1199 });
  });

  it('counts the free-delivery threshold after the breaks', () => {
    // 8 × £12.99 = £103.92: free; 9 polos of a product with a break at 8 for £10.99 = £98.91: not free
    expect(totals([polo(8)]).shipping).toBe(0);
    const cheaper = { ...polo(9), breaks: [{ minQuantity: 8, price: 1099 }] };
    expect(totals([cheaper])).toMatchObject({ goods: 9891, shipping: shippingCost('standard', 9891) });
    expect(totals([cheaper]).shipping).toBeGreaterThan(0);
  });

  it('prices a re-order by the cart it lands in, not the order it came from', () => {
    // an earlier order of 30 (at £10.99) re-ordered as 5 into an empty cart pays the base price
    expect(chargedGarmentPrices([polo(5)])[0]).toEqual({ price: POLO_BASE, priceBreak: null });
    expect(chargedGarmentPrices([polo(5), polo(30)])[0]).toEqual({ price: 1099, priceBreak: 25 });
  });
});
