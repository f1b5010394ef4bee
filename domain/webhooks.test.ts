import { describe, expect, it } from 'vitest';
import { fellBelowStockThreshold, STOCK_LOW_THRESHOLD } from './webhooks';

describe('stock.low’s fall', () => {
  const T = STOCK_LOW_THRESHOLD;

  it('is a fall from at or above the threshold to below it', () => {
    expect(fellBelowStockThreshold(T, T - 1)).toBe(true);
    expect(fellBelowStockThreshold(T + 10, 0)).toBe(true);
  });

  it('is not a fall that stays at or above it, one already below it, or a restock', () => {
    expect(fellBelowStockThreshold(T + 1, T)).toBe(false);
    expect(fellBelowStockThreshold(T - 1, T - 2)).toBe(false);
    expect(fellBelowStockThreshold(T - 1, T + 5)).toBe(false);
    expect(fellBelowStockThreshold(T, T)).toBe(false);
  });

  it('is not a size added low or a size taken away', () => {
    expect(fellBelowStockThreshold(null, 1)).toBe(false);
    expect(fellBelowStockThreshold(T + 3, null)).toBe(false);
  });
});
