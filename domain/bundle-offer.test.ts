import { describe, expect, it } from 'vitest';
import { bundleOfferSaving } from './bundle-offer';

describe('bundleOfferSaving', () => {
  it.each([
    {
      name: 'everyday 5/3/2',
      sections: [
        { price: 1299, requiredQuantity: 5 },
        { price: 1899, requiredQuantity: 3 },
        { price: 2999, requiredQuantity: 2 },
      ],
      price: 12900,
      expected: { separatePrice: 18190, saving: 5290, savingPercent: 29 },
    },
    {
      name: 'solo 3/2',
      sections: [
        { price: 599, requiredQuantity: 3 },
        { price: 2499, requiredQuantity: 2 },
      ],
      price: 4999,
      expected: { separatePrice: 6795, saving: 1796, savingPercent: 26 },
    },
    {
      name: 'a bundle dearer than its garments saves nothing',
      sections: [{ price: 500, requiredQuantity: 2 }],
      price: 1500,
      expected: { separatePrice: 1000, saving: 0, savingPercent: 0 },
    },
    {
      name: 'no garments',
      sections: [],
      price: 1000,
      expected: { separatePrice: 0, saving: 0, savingPercent: 0 },
    },
    {
      name: 'percent rounds down (99.9% is 99%)',
      sections: [{ price: 100_000, requiredQuantity: 1 }],
      price: 100,
      expected: { separatePrice: 100_000, saving: 99_900, savingPercent: 99 },
    },
  ])('$name', ({ sections, price, expected }) => {
    expect(bundleOfferSaving(sections, price)).toEqual(expected);
  });
});
