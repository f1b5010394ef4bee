import { describe, expect, it } from 'vitest';
import { bandQuantities, bandText, ladderBands, typedPriceBreaks } from './price-ladder';
import { readPriceBreaks } from './schemas/pricing';

describe('a ladder as the shop writes it out', () => {
  const breaks = [
    { minQuantity: 50, price: 1099 },
    { minQuantity: 10, price: 1250 },
  ];

  it('gives bands from 1 at the base price, in quantity order, the last one open', () => {
    expect(ladderBands(1450, breaks)).toEqual([
      { from: 1, to: 9, price: 1450 },
      { from: 10, to: 49, price: 1250 },
      { from: 50, to: null, price: 1099 },
    ]);
    expect(ladderBands(550, [])).toEqual([{ from: 1, to: null, price: 550 }]);
  });

  it.each([
    [{ from: 1, to: 9 }, '1–9'],
    [{ from: 10, to: 10 }, '10'],
    [{ from: 50, to: null }, '50+'],
  ])('writes the band %j as %s', (band, text) => {
    expect(bandQuantities(band)).toBe(text);
  });

  it('writes a band with its price and unit', () => {
    expect(bandText({ from: 10, to: 49, price: 1250 })).toBe('10–49: £12.50 each');
    expect(bandText({ from: 2, to: null, price: 500 }, 'per garment')).toBe('2+: £5.00 per garment');
  });

  it('gives a saved ladder back as the rows a form types, which read back to the same ladder', () => {
    const typed = typedPriceBreaks([
      { minQuantity: 10, price: 1250 },
      { minQuantity: 50, price: 1099 },
    ]);
    expect(typed).toEqual([
      { minQuantity: '10', price: '12.50' },
      { minQuantity: '50', price: '10.99' },
    ]);
    expect(readPriceBreaks(1450, typed)).toEqual({
      breaks: [
        { minQuantity: 10, price: 1250 },
        { minQuantity: 50, price: 1099 },
      ],
    });
  });
});
