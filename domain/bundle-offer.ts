import type { Pence } from './money';

/**
 * What a bundle's garments would cost bought one by one (each product's own price × the items the bundle takes of
 * it) and what the bundle saves against that. A bundle dearer than its garments saves nothing (never negative).
 */
export function bundleOfferSaving(
  sections: readonly { price: Pence; requiredQuantity: number }[],
  bundlePrice: Pence,
): { separatePrice: Pence; saving: Pence; savingPercent: number } {
  const separatePrice = sections.reduce((n, s) => n + s.price * s.requiredQuantity, 0);
  const saving = Math.max(0, separatePrice - bundlePrice);
  // rounded down, so the page never promises more than the shopper saves
  const savingPercent = separatePrice > 0 ? Math.floor((saving * 100) / separatePrice) : 0;
  return { separatePrice, saving, savingPercent };
}
