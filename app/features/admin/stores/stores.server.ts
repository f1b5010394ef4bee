import { data } from 'react-router';
import { z } from 'zod';
import type { AppContext } from '../../../../server/context';
import { isAppError } from '../../../../server/errors';
import type { StoreListQuery } from '../../../../server/services/stores/team-stores';
import type { StoreView } from '../../../../domain/team-store-view';
import type { StoreProduct, StoreTradeAccount } from './store-products';

const ListQuerySchema = z.object({
  q: z.string().trim().min(1).max(200).optional(),
  state: z.enum(['open', 'scheduled', 'closed']).optional(),
  page: z.coerce.number().int().min(1).optional(),
});

/**
 * The list's filters from the page's URL. The filter bar sends every box, empty ones too, and a filter the URL
 * spells wrong is dropped (the page shows the unfiltered list), not refused.
 */
export function storeListFilterFromUrl(url: URL): StoreListQuery & { page: number } {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (value.trim() === '') continue;
    const one = ListQuerySchema.safeParse({ [key]: value });
    if (one.success) Object.assign(filter, one.data);
  }
  return { ...(filter as StoreListQuery), page: (filter.page as number | undefined) ?? 1 };
}

const StoreId = z.uuid();

/** A service's "not found" (or an id that is not one) as the page's 404. */
async function found<T>(id: string, load: () => Promise<T>): Promise<T> {
  if (!StoreId.safeParse(id).success) throw data(null, { status: 404 });
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
}

/** At most this many pages of approved trade accounts are offered (20 a page). */
const TRADE_PAGES = 10;

/** The approved trade accounts an organisation may pay on, by name. */
async function approvedTradeAccounts(services: AppContext['services']): Promise<StoreTradeAccount[]> {
  const accounts: StoreTradeAccount[] = [];
  for (let page = 1; page <= TRADE_PAGES; page++) {
    const list = await services.trade.list({ status: 'approved', page });
    accounts.push(...list.accounts.map((a) => ({ id: a.id, businessName: a.businessName })));
    if (page >= list.pages) break;
  }
  return accounts.sort((a, b) => a.businessName.localeCompare(b.businessName));
}

/**
 * The store editor's data: the store (null for a new one; a 404 for an unknown id), every product the shop
 * sells with its colours (to offer in the store) and the approved trade accounts (for an organisation that
 * pays on account).
 */
export async function loadStoreEditor(
  services: AppContext['services'],
  id: string | null,
): Promise<{ store: StoreView | null; products: StoreProduct[]; tradeAccounts: StoreTradeAccount[] }> {
  const [store, pickable, tradeAccounts] = await Promise.all([
    id === null ? Promise.resolve(null) : found(id, () => services.stores.get(id)),
    services.bundleAdmin.pickableProducts(),
    approvedTradeAccounts(services),
  ]);
  const products: StoreProduct[] = pickable.map((p) => ({
    id: p.id,
    title: p.title,
    brand: p.brand,
    image: p.frontImage,
    colours: p.colours.map((c) => ({ name: c.name, hex: c.hex })),
  }));
  // a product the store offers but the shop no longer sells: still shown, with the colours the store has
  for (const offer of store?.offers ?? [])
    if (!products.some((p) => p.id === offer.productId))
      products.push({
        id: offer.productId,
        title: offer.title,
        brand: null,
        image: offer.colours[0]?.image ?? '',
        colours: offer.colours.map((c) => ({ name: c.name, hex: c.hex })),
        unavailable: true,
      });
  // a trade account the store pays on that is no longer approved stays choosable
  if (store?.tradeAccount && !tradeAccounts.some((a) => a.id === store.tradeAccount!.id))
    tradeAccounts.unshift({ id: store.tradeAccount.id, businessName: store.tradeAccount.businessName });
  return { store, products, tradeAccounts };
}

/** The batch page's data: the orders so far and the totals (a 404 for an unknown store). */
export function loadStoreBatch(services: AppContext['services'], id: string) {
  return found(id, () => services.stores.batch(id));
}
