import { createBundleAdds } from './add-bundle';
import { createGarmentAdds } from './add-garments';
import { adoptGuestCart } from './guest-cart';
import { createLineChanges } from './line-changes';
import type { CartDeps, CartParts } from './parts';
import { createReorderLines } from './reorder-lines';
import { createCartRows } from './rows';
import { createStockChecks } from './stock-checks';
import { createCartViews } from './views';

export { mergeKeyOf } from './merge-key';
export { bundleNoLongerAvailable, noLongerAvailable } from './messages';
export { garmentsInCartOf, type CartOwner } from './rows';
export type { CartView } from './views';

/**
 * The shopper's cart: its rows (rows.ts), the stock it may still take (stock-checks.ts), what the shopper sees
 * with today's prices (views.ts), and the operations that change it, grouped by what they do.
 */
export function createCartService(deps: CartDeps) {
  const rows = createCartRows(deps.db);
  const stock = createStockChecks({ ...deps, rows });
  const views = createCartViews({ ...deps, rows });
  const parts: CartParts = { ...deps, rows, stock, views };

  return {
    /** The owner's cart id, or null before their first add. */
    cartId: rows.findCartId,
    get: views.get,
    /** The cart and its id (null before the owner's first add), from one lookup: the checkout needs both. */
    getWithId: views.cartWithId,
    pricesSeen: views.pricesSeen,
    roomFor: stock.roomFor,
    countItems: rows.countItems,
    logosInCart: views.logosInCart,
    ...createGarmentAdds(parts),
    ...createBundleAdds(parts),
    ...createLineChanges(parts),
    ...createReorderLines(parts),
    adoptGuestCart: (guestToken: string | undefined, userId: string) =>
      adoptGuestCart(deps.db, guestToken, userId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
