import type { CartVatInfo } from '../../domain/cart-vat-view';
import type { LineItem } from '../../domain/line-item';
import type { CartTotals } from '../../domain/pricing';
import type { OrderVat, VatMode } from '../../domain/vat';
import type { TradeAccountsService } from './trade/trade-accounts';
import type { VatSettingsService } from './vat-settings';

/**
 * A cart's VAT as the cart and checkout pages and GET /api/cart show it (issue 34): null while the shop charges
 * none; else its VAT number, each line's rate, the figures at the cart's own totals, and whether the buyer (an
 * approved trade account) sees prices without VAT. The total stays the cart's: VAT is inside the prices.
 */
export async function cartVatView(
  services: {
    vatSettings: Pick<VatSettingsService, 'mode' | 'cartVat'>;
    trade: Pick<TradeAccountsService, 'checkoutOffer'>;
  },
  cart: { lines: readonly LineItem[]; totals: CartTotals },
  userId: string | null,
  mode?: VatMode,
): Promise<{ info: CartVatInfo; vat: OrderVat } | null> {
  const now = mode ?? (await services.vatSettings.mode());
  if (!now.charged) return null;
  const charged = await services.vatSettings.cartVat(cart.lines, cart.totals, now);
  if (!charged) return null;
  const trade = userId ? (await services.trade.checkoutOffer(userId)) !== null : false;
  const lineRates = Object.fromEntries(cart.lines.map((l, i) => [l.id, charged.lineRates[i]!]));
  return { info: { vatNumber: now.vatNumber, lineRates, trade }, vat: charged.vat };
}
