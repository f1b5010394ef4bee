import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { EARNED_PAYMENT_STATUSES } from '../../../domain/orders';
import type { Product } from '../../../domain/product';
import type { TradeAddress } from '../../../domain/schemas/trade';
import type {
  StoreLogoView,
  StoreOfferView,
  StoreSummaryView,
  StoreView,
} from '../../../domain/team-store-view';
import { closedOn, storeLogoPath, storeState } from '../../../domain/team-stores';
import type { DbOrTx } from '../../db/client';
import { logos, orderLines, orders, teamStoreProducts, tradeAccounts } from '../../db/schema';
import type { CatalogueService } from '../catalogue';
import { storeNamesOf, type StoreRow } from './store-access';

/**
 * How the stores service reads a store for the seller and the members: the counted orders' figures, the offers
 * with their products' pictures, sizes and stock, and the organisation's logo. Pure reads.
 */

export type StoreProductRow = typeof teamStoreProducts.$inferSelect;

/** Where a store's banner is served (a public route that checks access); the logo is storeLogoPath's. */
export const storeBannerUrl = (storeId: string, bannerKey: string) =>
  `/api/stores/${storeId}/banner?v=${encodeURIComponent(
    bannerKey
      .split('/')
      .pop()!
      .replace(/\.webp$/, ''),
  )}`;

/**
 * The member orders a store's batch counts: placed (paid, invoiced or refunded), not cancelled, not deleted by the
 * seller. `withCancelled` lists the cancelled ones too (the batch shows them, uncounted).
 */
export const countedOrders = (storeIds: string[], { withCancelled = false } = {}) =>
  and(
    inArray(orders.storeId, storeIds),
    inArray(orders.paymentStatus, [...EARNED_PAYMENT_STATUSES]),
    isNull(orders.archivedAt),
    withCancelled ? undefined : ne(orders.status, 'Cancelled'),
  );

export interface StoreFigures {
  orders: number;
  garments: number;
  total: number;
}

/** Each store's counted orders, garments and what they come to. */
export async function storeFigures(db: DbOrTx, storeIds: string[]): Promise<Map<string, StoreFigures>> {
  const figures = new Map<string, StoreFigures>();
  if (storeIds.length === 0) return figures;
  const totals = await db
    .select({
      storeId: orders.storeId,
      orders: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(orders)
    .where(countedOrders(storeIds))
    .groupBy(orders.storeId);
  const garments = await db
    .select({
      storeId: orders.storeId,
      garments: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(countedOrders(storeIds))
    .groupBy(orders.storeId);
  for (const t of totals)
    figures.set(t.storeId!, { orders: Number(t.orders), garments: 0, total: Number(t.total) });
  for (const g of garments) {
    const f = figures.get(g.storeId!);
    if (f) f.garments = Number(g.garments);
  }
  return figures;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function summaryView(row: StoreRow, figures: StoreFigures | undefined, now: Date): StoreSummaryView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    state: storeState(row, now),
    access: row.access,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    closedOn: storeState(row, now) === 'closed' ? closedOn(row) : null,
    orders: figures?.orders ?? 0,
    garments: figures?.garments ?? 0,
    total: figures?.total ?? 0,
    shippedAt: iso(row.shippedAt),
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The store's logo as its pages load it, or null when it has none (or it is gone). */
export async function storeLogoView(db: DbOrTx, row: StoreRow): Promise<StoreLogoView | null> {
  if (!row.logoId) return null;
  const [logo] = await db.select().from(logos).where(eq(logos.id, row.logoId));
  if (!logo) return null;
  return {
    id: logo.id,
    name: logo.originalName,
    previewUrl: logo.previewKey ? storeLogoPath(row.id) : null,
  };
}

/** The store's offers in its order, each with its product's pictures, sizes and stock in the offered colours. */
export async function offerViews(
  db: DbOrTx,
  catalogue: CatalogueService,
  storeId: string,
): Promise<StoreOfferView[]> {
  const rows = await db
    .select()
    .from(teamStoreProducts)
    .where(eq(teamStoreProducts.storeId, storeId))
    .orderBy(teamStoreProducts.sortOrder);
  const views: StoreOfferView[] = [];
  for (const row of rows) {
    const product = await catalogue.getProduct(row.productId);
    if (!product) continue;
    views.push(offerView(row, product, await catalogue.stockOf(row.productId)));
  }
  return views;
}

export function offerView(
  row: Pick<StoreProductRow, 'productId' | 'colours' | 'price' | 'decorations'>,
  product: Product,
  stock: Record<string, Record<string, number>>,
): StoreOfferView {
  const colours = product.colours.filter((c) => row.colours.includes(c.name));
  const inStock = product.stockStatus !== 'Out of Stock';
  return {
    productId: product.id,
    title: product.title,
    productSlug: product.id,
    productTypes: product.productTypes,
    colours: colours.map((c) => ({
      name: c.name,
      hex: c.hex,
      image: c.image,
      backImage: c.backImage ?? product.backImage,
    })),
    sizes: product.sizes.map((s) => ({
      label: s.label,
      stock: Object.fromEntries(
        colours.map((c) => [c.name, inStock ? (stock[c.hex.toLowerCase()]?.[s.label] ?? 0) : 0]),
      ),
    })),
    price: row.price,
    decorations: row.decorations,
    unavailable: !product.available,
  };
}

/** The whole store as the seller edits it. */
export async function storeView(
  db: DbOrTx,
  catalogue: CatalogueService,
  row: StoreRow,
  now: Date,
): Promise<StoreView> {
  const figures = (await storeFigures(db, [row.id])).get(row.id);
  const [account] = row.tradeAccountId
    ? await db
        .select({
          id: tradeAccounts.id,
          businessName: tradeAccounts.businessName,
          status: tradeAccounts.status,
        })
        .from(tradeAccounts)
        .where(eq(tradeAccounts.id, row.tradeAccountId))
    : [];
  return {
    ...summaryView(row, figures, now),
    welcome: row.welcome,
    bannerUrl: row.bannerKey ? storeBannerUrl(row.id, row.bannerKey) : null,
    logo: await storeLogoView(db, row),
    accessCode: row.accessCode,
    allowedDomains: row.allowedDomains,
    names: storeNamesOf(row),
    closedAt: iso(row.closedAt),
    delivery: row.delivery,
    deliveryAddress: (row.deliveryAddress as TradeAddress | null) ?? null,
    payer: row.payer,
    tradeAccount: account ?? null,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    proofApprovedAt: iso(row.proofApprovedAt),
    proofApprovedBy: row.proofApprovedBy,
    offers: await offerViews(db, catalogue, row.id),
  };
}
