import type { AppLoadContext } from 'react-router';
import type { CartVatInfo } from '../../../domain/cart-vat-view';
import type { LineItem } from '../../../domain/line-item';
import type { CartTotals } from '../../../domain/pricing';
import { cartVatView } from '../../../server/services/cart-vat-view';

/** A cart page's VAT (cart and checkout): null while the shop charges none. */
export async function pageCartVat(
  context: AppLoadContext,
  cart: { lines: readonly LineItem[]; totals: CartTotals },
  userId: string | null,
): Promise<CartVatInfo | null> {
  return (await cartVatView(context.app.services, cart, userId))?.info ?? null;
}
