import { describe, expect, it } from 'vitest';
import type { DecorationPricing, PriceBreak } from './price-breaks';
import {
  batchLogoRows,
  breakLabel,
  decorationPricesText,
  decorationTable,
  fromPrice,
  garmentQuote,
  hasDecorationBreaks,
  positionChargeText,
  positionSizeText,
  priceEachText,
  setupFeeText,
  setupWaived,
} from './price-quotes';
import { DEFAULT_DECORATION_PRICING } from './pricing';

const POLO_BREAKS: PriceBreak[] = [
  { minQuantity: 10, price: 1199 },
  { minQuantity: 25, price: 1099 },
];

const LADDERED: DecorationPricing = {
  applicationFee: 550,
  setupFee: 2000,
  setupFreeFrom: 100,
  decoration: [
    { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 50, price: 450 }] },
    { method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 25, price: 500 }] },
  ],
};

describe('the break a price reached, as lines say it', () => {
  it.each([
    [null, null],
    [undefined, null],
    [10, '10+ price'],
  ])('%s reads %s', (priceBreak, label) => expect(breakLabel(priceBreak)).toBe(label));

  it('writes a price each with the break, or alone at the base price', () => {
    expect(priceEachText(1199, 10)).toBe('£11.99 each · 10+ price');
    expect(priceEachText(1299, null)).toBe('£12.99 each');
    expect(priceEachText(450, 50, 'a garment')).toBe('£4.50 a garment · 50+ price');
  });
});

describe("a listing card's from price", () => {
  it('is the lowest break, whatever the order', () => {
    expect(fromPrice([...POLO_BREAKS].reverse())).toEqual({ minQuantity: 25, price: 1099 });
  });

  it('is nothing for a product with one price', () => expect(fromPrice([])).toBeNull());
});

describe("the size grid's quote", () => {
  it.each([
    // quantity, price each, break, total, nudge
    [1, 1299, null, 1299, 'Add 9 more to pay £11.99 each'],
    [9, 1299, null, 11691, 'Add 1 more to pay £11.99 each'],
    [10, 1199, 10, 11990, 'Add 15 more to pay £10.99 each'],
    [24, 1199, 10, 28776, 'Add 1 more to pay £10.99 each'],
    [25, 1099, 25, 27475, null],
    [100, 1099, 25, 109900, null],
  ])('at %i: %i each (break %s), %i in all, "%s"', (quantity, price, priceBreak, total, next) => {
    expect(garmentQuote(1299, POLO_BREAKS, quantity)).toEqual({ quantity, price, priceBreak, total, next });
  });

  it('has no nudge for a product with one price', () => {
    expect(garmentQuote(1299, [], 3)).toEqual({
      quantity: 3,
      price: 1299,
      priceBreak: null,
      total: 3897,
      next: null,
    });
  });
});

describe('the decoration prices as the shop states them', () => {
  it('tabulates every method at every position size, from the application fee at 1', () => {
    const table = decorationTable(LADDERED);
    expect(table.map((r) => `${r.method} ${r.positionSize}`)).toEqual([
      'Embroidery small',
      'Embroidery large',
      'Print small',
      'Print large',
    ]);
    expect(table[0]!.bands).toEqual([
      { from: 1, to: 49, price: 550 },
      { from: 50, to: null, price: 450 },
    ]);
    expect(table[1]!.bands).toEqual([{ from: 1, to: null, price: 550 }]);
    expect(table[3]!.bands).toEqual([
      { from: 1, to: 24, price: 550 },
      { from: 25, to: null, price: 500 },
    ]);
  });

  it('names the position sizes by their positions', () => {
    expect(positionSizeText('small')).toBe('Small positions (breast, sleeve, nape)');
    expect(positionSizeText('large')).toBe('Large positions (large front, large back)');
  });

  it("says the seeds' rule exactly when no ladder is set", () => {
    expect(hasDecorationBreaks(DEFAULT_DECORATION_PRICING)).toBe(false);
    expect(decorationPricesText(DEFAULT_DECORATION_PRICING)).toBe(
      '£5.50 per garment per position, and £20.00 setup once for a new design',
    );
  });

  it('says from how many garments a logo costs less, and when setup is waived', () => {
    expect(hasDecorationBreaks(LADDERED)).toBe(true);
    expect(decorationPricesText(LADDERED)).toBe(
      '£5.50 per garment per position (less from 25 garments), and £20.00 setup once for a new design (free from 100 garments of a design)',
    );
    expect(setupFeeText({ setupFee: 0, setupFreeFrom: null })).toBe('no setup fee');
  });

  it('writes a position on the breakdown with the break it reached', () => {
    const d = { position: 'Left Breast', method: 'Embroidery' as const };
    expect(positionChargeText(d, 3, { price: 550, priceBreak: null })).toBe(
      'Left Breast: Embroidery (3 × £5.50)',
    );
    expect(positionChargeText(d, 50, { price: 450, priceBreak: 50 })).toBe(
      'Left Breast: Embroidery (50 × £4.50, 50+ price)',
    );
  });

  it('knows when the setup rule waives a fee', () => {
    expect(setupWaived(LADDERED, 99)).toBe(false);
    expect(setupWaived(LADDERED, 100)).toBe(true);
    expect(setupWaived(DEFAULT_DECORATION_PRICING, 10_000)).toBe(false);
    expect(setupWaived({ setupFee: 0, setupFreeFrom: 1 }, 5)).toBe(false);
  });
});

describe("the bundle wizard's logo rows", () => {
  const at = (position: string, price: number, priceBreak: number | null) => ({
    position,
    application: price * 10,
    price,
    priceBreak,
  });

  it('is one row when every position costs the same, as the seeds price it', () => {
    expect(
      batchLogoRows([at('Left Breast', 550, null), at('Large Back', 550, null)], 10, 'Embroidery'),
    ).toEqual([{ label: 'Logo (10 garments × 2 positions × £5.50)', value: 11_000 }]);
    expect(batchLogoRows([at('Left Breast', 450, 10)], 10, 'Embroidery')).toEqual([
      { label: 'Logo (10 garments × 1 position × £4.50, 10+ price)', value: 4500 },
    ]);
  });

  it('is a row per position when the ladders price them apart', () => {
    expect(batchLogoRows([at('Left Breast', 550, null), at('Large Back', 400, 10)], 10, 'Print')).toEqual([
      { label: 'Left Breast: Print (10 × £5.50)', value: 5500 },
      { label: 'Large Back: Print (10 × £4.00, 10+ price)', value: 4000 },
    ]);
  });

  it('is nothing before a method or a position is chosen', () => {
    expect(batchLogoRows([], 10, 'Print')).toEqual([]);
    expect(batchLogoRows([at('Left Breast', 550, null)], 10, null)).toEqual([]);
  });
});
