import { describe, expect, it } from 'vitest';
import { priceBreaksJson, pricingJson, PricingSettingsInputSchema, readPriceBreaks } from './pricing';

describe('a ladder as typed or sent', () => {
  it('reads pounds as text or numbers into pence', () => {
    expect(
      readPriceBreaks(1299, [
        { minQuantity: '10', price: '11.99' },
        { minQuantity: 25, price: 10.99 },
        { minQuantity: ' 50 ', price: '£9.50' },
      ]),
    ).toEqual({
      breaks: [
        { minQuantity: 10, price: 1199 },
        { minQuantity: 25, price: 1099 },
        { minQuantity: 50, price: 950 },
      ],
    });
  });

  it('refuses the whole ladder, naming each bad row once, in row order', () => {
    expect(
      readPriceBreaks(1299, [
        { minQuantity: '10', price: '11.999' },
        { minQuantity: '', price: '10.99' },
        { minQuantity: '50', price: '11.50' },
      ]),
    ).toEqual({
      problems: [
        { row: 1, message: 'Row 1: the price must be at least £0.01, in pounds with at most two decimals' },
        { row: 2, message: 'Row 2: the quantity must be a whole number from 2 to 10,000' },
        { row: 3, message: "Row 3: the price must be below row 2's" },
      ],
    });
  });

  it('answers in pounds with two decimals', () => {
    expect(priceBreaksJson([{ minQuantity: 10, price: 1199 }])).toEqual([{ minQuantity: 10, price: 11.99 }]);
  });
});

describe('the shop-wide decoration prices', () => {
  it('take a ladder per method and position size, in pounds', () => {
    const input = {
      setupFee: 20,
      setupFreeFrom: null,
      decoration: [
        { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 25, price: 4.5 }] },
      ],
    };
    expect(PricingSettingsInputSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['an unknown method', { method: 'Vinyl', positionSize: 'small', breaks: [] }],
    ['an unknown position size', { method: 'Print', positionSize: 'medium', breaks: [] }],
  ])('refuse %s', (_, ladder) => {
    const parsed = PricingSettingsInputSchema.safeParse({
      setupFee: 20,
      setupFreeFrom: null,
      decoration: [ladder],
    });
    expect(parsed.success).toBe(false);
  });

  it('answer in pounds', () => {
    expect(
      pricingJson({
        applicationFee: 550,
        setupFee: 2000,
        setupFreeFrom: 50,
        decoration: [{ method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 10, price: 500 }] }],
      }),
    ).toEqual({
      setupFee: 20,
      setupFreeFrom: 50,
      // the seeds' names rule until the seller sets one
      namePrice: 3.5,
      nameMaxLength: 20,
      decoration: [{ method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 10, price: 5 }] }],
    });
  });
});
