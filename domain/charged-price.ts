import { decorationLine, type LineDecoration } from './line-item';
import { formatPounds, type Pence } from './money';
import { breakLabel } from './price-quotes';
import { LOGO_APPLICATION_FEE } from './pricing';

/**
 * How the order page, the mails, the invoice and the work order say what a line was charged (issue 29): the
 * price each from the order's snapshot, and the quantity break that set it, briefly. Never worked out again from
 * today's ladders: the figures are the order's own.
 */

// "10+ price": one wording for a break wherever a price is shown
export { breakLabel };

/** "£11.99 (10+ price)", or "£12.99" at the base price. */
export function chargedPriceText(price: Pence, priceBreak?: number | null): string {
  const label = breakLabel(priceBreak);
  return label ? `${formatPounds(price)} (${label})` : formatPounds(price);
}

/** "£11.99 each (10+ price)", or "£12.99 each" at the base price. */
export function chargedEachText(price: Pence, priceBreak?: number | null): string {
  const label = breakLabel(priceBreak);
  return `${formatPounds(price)} each${label ? ` (${label})` : ''}`;
}

/**
 * A decoration's price per garment as charged, "£4.50 per garment (10+ price)", where it differs from the flat
 * application fee; null where it is that fee (or the order predates decoration prices).
 */
export function decorationPriceText(d: Pick<LineDecoration, 'unitPrice' | 'priceBreak'>): string | null {
  if (d.unitPrice === undefined || (d.unitPrice === LOGO_APPLICATION_FEE && !d.priceBreak)) return null;
  const label = breakLabel(d.priceBreak);
  return `${formatPounds(d.unitPrice)} per garment${label ? ` (${label})` : ''}`;
}

/** "Left Breast: Embroidery, text 'CLUB' in Serif · £4.50 per garment (10+ price)": the price only where it differs. */
export function chargedDecorationLine(d: LineDecoration): string {
  const price = decorationPriceText(d);
  return price ? `${decorationLine(d)} · ${price}` : decorationLine(d);
}
