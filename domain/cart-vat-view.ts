/**
 * A cart's VAT as the cart and checkout pages show it (issue 34): what the server knows (the shop's VAT number,
 * each line's rate, whether the buyer is a trade customer) and the figures the page works out from the totals
 * it shows, so a changed shipping choice or promo shows the VAT it makes at once. The order is charged the same
 * gross either way: prices are VAT-inclusive.
 */
import type { LineItem } from './line-item';
import type { CartTotals } from './pricing';
import { cartVat, netOfGross, type OrderVat, type VatRate } from './vat';

export interface CartVatInfo {
  vatNumber: string;
  /** Each line's rate by line id; a line not listed (added since) is standard-rated. */
  lineRates: Record<string, VatRate>;
  /** An approved trade account's buyer: sees ex-VAT line prices with the VAT added as rows. */
  trade: boolean;
}

/** The VAT in a cart's totals; the gross is the totals' own total less nothing. */
export function cartVatFigures(
  info: CartVatInfo,
  lines: readonly Pick<LineItem, 'id' | 'unavailable'>[],
  totals: Pick<CartTotals, 'lines' | 'setupFees' | 'discount' | 'shipping'>,
): OrderVat {
  return cartVat(
    lines.map((l) => ({ unavailable: l.unavailable, rate: info.lineRates[l.id] ?? 'standard' })),
    totals,
    info.vatNumber,
  );
}

/** What a line shows as its price: the VAT-inclusive amount, or without its VAT for a trade buyer. */
export function shownLineAmount(info: CartVatInfo | null, lineId: string, gross: number): number {
  if (!info?.trade) return gross;
  return netOfGross(gross, info.lineRates[lineId] ?? 'standard');
}
