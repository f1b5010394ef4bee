import { describe, expect, it } from 'vitest';
import {
  decorationLadderTable,
  decorationPriceFrom,
  lowestDecorationPrice,
  methodPricesSentence,
  setupFeeSentence,
} from './logo-prices';
import type { DecorationPricing } from './price-breaks';
import { DEFAULT_DECORATION_PRICING } from './pricing';

const at = (minQuantity: number, price: number) => ({ minQuantity, price });
const laddered: DecorationPricing = {
  ...DEFAULT_DECORATION_PRICING,
  decoration: [
    { method: 'Print', positionSize: 'small', breaks: [at(10, 500)] },
    { method: 'Print', positionSize: 'large', breaks: [at(11, 480), at(1000, 300)] },
  ],
};

describe('logo prices as the information pages state them', () => {
  it('are the flat fee at any quantity while no ladder is set', () => {
    expect(lowestDecorationPrice(DEFAULT_DECORATION_PRICING)).toBe(550);
    expect(decorationPriceFrom(DEFAULT_DECORATION_PRICING)).toBe('£5.50');
    expect(methodPricesSentence(DEFAULT_DECORATION_PRICING)).toBe('Both cost £5.50 per item per position');
    expect(decorationLadderTable(DEFAULT_DECORATION_PRICING)).toEqual([
      { quantities: '1 or more', prices: [550, 550, 550, 550] },
    ]);
  });

  it('start from the lowest row of a method’s ladders, each method its own', () => {
    expect(decorationPriceFrom(laddered)).toBe('from £3.00');
    expect(decorationPriceFrom(laddered, 'Embroidery')).toBe('£5.50');
    expect(decorationPriceFrom(laddered, 'Print')).toBe('from £3.00');
    expect(methodPricesSentence(laddered)).toBe(
      'Embroidery costs £5.50 and vinyl printing from £3.00 per item per position',
    );
  });

  it('band the quantities where any ladder changes, a one-quantity band by itself', () => {
    // columns: embroidery small, embroidery large, print small, print large
    expect(decorationLadderTable(laddered)).toEqual([
      { quantities: '1-9', prices: [550, 550, 550, 550] },
      { quantities: '10', prices: [550, 550, 500, 550] },
      { quantities: '11-999', prices: [550, 550, 500, 480] },
      { quantities: '1,000 or more', prices: [550, 550, 500, 300] },
    ]);
  });

  it.each([
    [{ setupFee: 2000, setupFreeFrom: null }, 'fee of £20.00 per order, however many garments it goes on.'],
    [
      { setupFee: 1500, setupFreeFrom: 1000 },
      'fee of £15.00 per order, however many garments it goes on, and none at all on an order of 1,000 or more garments carrying it.',
    ],
    [{ setupFee: 0, setupFreeFrom: null }, 'There is no setup fee for a new design.'],
  ])('say the setup rule %o', (rule, says) => {
    expect(setupFeeSentence(rule)).toContain(says);
  });
});
