import { describe, expect, it } from 'vitest';
import { formatPounds, formatShippingCost, penceToPounds, poundsToPence } from './money';

describe('money', () => {
  it.each([
    [0, '£0.00', '£0'],
    [5, '£0.05', '£0.05'],
    [495, '£4.95', '£4.95'],
    [10_000, '£100.00', '£100'],
    [123_456, '£1234.56', '£1234.56'],
    [-500, '-£5.00', '-£5'],
  ])('writes %i pence as %s (%s in running text)', (pence, full, short) => {
    expect(formatPounds(pence)).toBe(full);
    expect(formatPounds(pence, { wholePounds: 'short' })).toBe(short);
  });

  it.each([
    [0, 'Free'],
    [495, '£4.95'],
  ])('shipping of %i pence reads %s', (pence, text) => {
    expect(formatShippingCost(pence)).toBe(text);
  });

  it.each([
    [1299, 12.99],
    [1, 0.01],
    [0, 0],
  ])('carries %i pence as %d pounds in JSON and back', (pence, pounds) => {
    expect(penceToPounds(pence)).toBe(pounds);
    expect(poundsToPence(pounds)).toBe(pence);
  });
});
