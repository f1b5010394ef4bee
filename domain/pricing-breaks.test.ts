import { describe, expect, it } from 'vitest';
import type { LineDecoration } from './line-item';
import type { DecorationPricing } from './price-breaks';
import {
  DEFAULT_DECORATION_PRICING,
  chargedLines,
  priceCartAtBreaks,
  priceCartLines,
  priceCheckout,
  type ChargeableLine,
} from './pricing';
import { FREE_STANDARD_SHIPPING_FROM, SHIPPING_OPTIONS } from './shipping';

/**
 * Quantity breaks through domain/pricing (issue 29): the price each a cart's lines are charged, and every total
 * after them. The flat rule's own tests (pricing.test.ts) stand untouched beside these.
 */

const POLO = 'polo';
const TEE = 'tee';
/** £12.99 each, £11.99 from 10, £10.99 from 25. */
const POLO_LADDER = {
  basePrice: 1299,
  breaks: [
    { minQuantity: 10, price: 1199 },
    { minQuantity: 25, price: 1099 },
  ],
};

type Line = ChargeableLine & { id: string };
let ids = 0;
const polos = (quantity: number, decorations: LineDecoration[] = []): Line => ({
  id: `line-${++ids}`,
  productId: POLO,
  unitPrice: POLO_LADDER.basePrice,
  quantity,
  decorations,
  ladder: POLO_LADDER,
});
const tees = (quantity: number): Line => ({
  id: `line-${++ids}`,
  productId: TEE,
  unitPrice: 500,
  quantity,
  decorations: [],
  ladder: { basePrice: 500, breaks: [] },
});
const bundleOf = (quantity: number, garmentCount: number, decorations: LineDecoration[] = []): Line => ({
  id: `line-${++ids}`,
  productId: null,
  unitPrice: 4500,
  quantity,
  decorations,
  bundle: { bundleId: 'b', garments: [], garmentCount, separatePrice: 6000 },
});
const text = (
  words: string,
  position: LineDecoration['position'] = 'Left Breast',
  method: LineDecoration['method'] = 'Embroidery',
): LineDecoration => ({
  position,
  method,
  design: { kind: 'text', text: words, font: 'Serif' },
  isPreviousLogo: false,
});

const pricesEach = (lines: readonly Line[], pricing = DEFAULT_DECORATION_PRICING) =>
  chargedLines(lines, pricing).map((l) => [l.unitPrice, l.priceBreak]);

describe('garment breaks over the whole cart', () => {
  it.each([
    // [quantities of polo lines (colours and sizes), price each, break]
    [[3, 3, 3], 1299, null],
    [[3, 3, 4], 1199, 10],
    [[10], 1199, 10],
    [[24], 1199, 10],
    [[20, 5], 1099, 25],
    [[1], 1299, null],
  ])('polo lines of %j are each charged %i (break %s)', (quantities, price, priceBreak) => {
    expect(pricesEach(quantities.map((q) => polos(q)))).toEqual(quantities.map(() => [price, priceBreak]));
  });

  it('drops every line back a break when one is removed or reduced', () => {
    const lines = [polos(4), polos(3), polos(3)];
    expect(pricesEach(lines)[0]).toEqual([1199, 10]);
    expect(pricesEach(lines.slice(1))).toEqual([
      [1299, null],
      [1299, null],
    ]);
    expect(pricesEach([{ ...lines[0]!, quantity: 3 }, lines[1]!, lines[2]!])[0]).toEqual([1299, null]);
  });

  it('prices a merged line as the two it was, and lines in any order alike', () => {
    const merged = priceCartAtBreaks([polos(12), tees(2)], DEFAULT_DECORATION_PRICING).totals;
    const apart = priceCartAtBreaks([polos(5), tees(2), polos(7)], DEFAULT_DECORATION_PRICING).totals;
    const reordered = priceCartAtBreaks([tees(2), polos(7), polos(5)], DEFAULT_DECORATION_PRICING).totals;
    expect(merged.goods).toBe(12 * 1199 + 2 * 500);
    expect(apart.goods).toBe(merged.goods);
    expect(reordered.goods).toBe(merged.goods);
  });

  it('keeps a bundle at its own price, its garments not counted, and a product without breaks at its price', () => {
    expect(pricesEach([polos(9), bundleOf(2, 10), tees(30)])).toEqual([
      [1299, null],
      [4500, null],
      [500, null],
    ]);
  });

  it('does not count a line no longer sold', () => {
    const gone = { ...polos(5), unavailable: true };
    expect(pricesEach([polos(5), gone])[0]).toEqual([1299, null]);
  });

  it('gives the same lines when priced lines are priced again (the cart page reprices what the server sent)', () => {
    const once = chargedLines([polos(6), polos(6, [text('ACME')])], DEFAULT_DECORATION_PRICING);
    expect(chargedLines(once, DEFAULT_DECORATION_PRICING)).toEqual(once);
  });

  it('takes the promo percent off the total after breaks', () => {
    const { totals } = priceCartAtBreaks([polos(10)], DEFAULT_DECORATION_PRICING, { discountPercent: 10 });
    expect(totals.goods).toBe(11_990);
    expect(totals.discount).toBe(1199);
  });

  it('counts free delivery after breaks: ten at the base price would be free, at the break they are not', () => {
    const ladder = { basePrice: 1050, breaks: [{ minQuantity: 10, price: 950 }] };
    const nine = priceCartAtBreaks([{ ...polos(9), ladder }], DEFAULT_DECORATION_PRICING).totals;
    const ten = priceCartAtBreaks([{ ...polos(10), ladder }], DEFAULT_DECORATION_PRICING).totals;
    expect(ten.goods).toBe(9500);
    expect(10 * 1050).toBeGreaterThanOrEqual(FREE_STANDARD_SHIPPING_FROM);
    expect(ten.shipping).toBe(SHIPPING_OPTIONS.standard.cost);
    expect(nine.goods).toBe(9450);
  });
});

const LADDERS: DecorationPricing = {
  ...DEFAULT_DECORATION_PRICING,
  decoration: [
    { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 10, price: 450 }] },
    { method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 20, price: 300 }] },
  ],
};

describe('decoration breaks by design, method and position size', () => {
  const logoPrices = (lines: readonly Line[], pricing = LADDERS) =>
    chargedLines(lines, pricing).map((l) => l.decorations.map((d) => [d.unitPrice, d.priceBreak]));

  it('is reached by two lines sharing one design', () => {
    expect(logoPrices([polos(5, [text('ACME')]), tees(0), polos(5, [text('ACME')])])).toEqual([
      [[450, 10]],
      [],
      [[450, 10]],
    ]);
    const { totals } = priceCartAtBreaks([polos(5, [text('ACME')]), polos(5, [text('ACME')])], LADDERS);
    expect(totals.logoCharges).toBe(10 * 450);
    expect(totals.setupFees).toBe(2000);
  });

  it('counts each design, method and size on its own', () => {
    expect(logoPrices([polos(5, [text('ACME')]), polos(5, [text('OTHER')])])).toEqual([
      [[550, null]],
      [[550, null]],
    ]);
    expect(logoPrices([polos(5, [text('ACME')]), polos(5, [text('ACME', 'Left Breast', 'Print')])])).toEqual([
      [[550, null]],
      [[550, null]],
    ]);
    expect(logoPrices([polos(12, [text('ACME', 'Large Back')])])).toEqual([[[550, null]]]);
  });

  it('counts a garment once in a band however many of its positions are in it', () => {
    expect(logoPrices([polos(6, [text('ACME'), text('ACME', 'Right Sleeve')])])).toEqual([
      [
        [550, null],
        [550, null],
      ],
    ]);
  });

  it('counts a bundle’s garments', () => {
    expect(logoPrices([bundleOf(1, 10, [text('CLUB')])])).toEqual([[[450, 10]]]);
  });

  it('leaves the seeds’ figures exact with no ladders set', () => {
    const lines = [polos(3, [text('ACME'), text('ACME', 'Large Back')]), bundleOf(1, 10, [text('ACME')])];
    const flat = lines.map((l) => ({ ...l, ladder: undefined }));
    const { totals } = priceCartAtBreaks(
      lines.map((l) => ({ ...l, ladder: l.ladder && { ...l.ladder, breaks: [] } })),
      DEFAULT_DECORATION_PRICING,
    );
    expect(totals).toEqual(priceCartLines(flat));
    expect(totals.logoCharges).toBe((3 * 2 + 10) * 550);
    expect(totals.setupFees).toBe(2000);
  });
});

describe('the setup rule', () => {
  const waived = { ...DEFAULT_DECORATION_PRICING, setupFee: 1500, setupFreeFrom: 10 };
  it.each([
    // [garments with the design over two lines, setup fees, designs paying one]
    [[4, 5], 1500, 1],
    [[5, 5], 0, 0],
    [[10, 0], 0, 0],
  ])('a design on %j garments pays %i', (quantities, setupFees, newDesigns) => {
    const lines = quantities.filter((q) => q > 0).map((q) => polos(q, [text('ACME')]));
    const { totals } = priceCartAtBreaks(lines, waived);
    expect([totals.setupFees, totals.newDesigns]).toEqual([setupFees, newDesigns]);
  });
});

describe('checkout at breaks', () => {
  it('charges units that add up to the total, at the prices the cart showed', () => {
    const { lines } = priceCartAtBreaks(
      [polos(4, [text('ACME')]), polos(6, [text('ACME')]), tees(2)],
      LADDERS,
    );
    const { totals, charges } = priceCheckout(lines, {
      setup: LADDERS,
      shippingType: 'standard',
      discountPercent: 15,
    });
    expect(charges.lines.map((c) => c.unitAmount)).toEqual([1199 + 450, 1199 + 450, 500]);
    const charged =
      charges.lines.reduce((n, c) => n + c.unitAmount * c.quantity, 0) +
      (charges.setup?.amount ?? 0) +
      charges.shipping -
      (charges.discount ?? 0);
    expect(charged).toBe(totals.total);
  });
});
