import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './pricing';
import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity in range as typed', () => {
    expect(clampQuantity('40')).toEqual({ quantity: 40, message: null });
    expect(clampQuantity(1)).toEqual({ quantity: 1, message: null });
    expect(clampQuantity('10000')).toEqual({ quantity: MAX_LINE_QUANTITY, message: null });
  });

  it('clamps above the most per size with a message', () => {
    expect(clampQuantity('25000')).toEqual({ quantity: 10_000, message: 'The most per size is 10,000.' });
  });

  it('clamps to the stock, naming the size', () => {
    expect(clampQuantity('12', { stock: 7, size: 'XL' })).toEqual({
      quantity: 7,
      message: 'Only 7 left in size XL.',
    });
    expect(clampQuantity('2', { stock: 0, size: 'S', allowNone: true })).toEqual({
      quantity: 0,
      message: 'Size S is out of stock.',
    });
  });

  it('an empty or zero size in a grid is none; a line keeps at least 1', () => {
    expect(clampQuantity('', { allowNone: true })).toEqual({ quantity: 0, message: null });
    expect(clampQuantity('0', { allowNone: true })).toEqual({ quantity: 0, message: null });
    expect(clampQuantity('-3', { allowNone: true })).toEqual({ quantity: 0, message: null });
    expect(clampQuantity('')).toEqual({ quantity: 1, message: null });
    expect(clampQuantity('0')).toEqual({
      quantity: 1,
      message: 'The least per line is 1; use Remove to take it out.',
    });
  });

  it('whole garments only', () => {
    expect(clampQuantity('2.7')).toEqual({ quantity: 2, message: 'Quantities are whole garments.' });
    expect(clampQuantity('abc')).toEqual({ quantity: 1, message: 'Please type a whole number.' });
  });
});
