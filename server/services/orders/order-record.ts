import {
  bundleLineOf,
  decorationsFromStored,
  storedDecorations,
  type LineItem,
} from '../../../domain/line-item';
import { namesFromStored, storedNamesWithPrice } from '../../../domain/names';
import type { orderLines, orders } from '../../db/schema';
import { summariseLogo, type LogoRow } from '../logos';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order as the services hand it out: its row with its lines as every page and mail renders them. */
export interface OrderWithLines extends OrderRow {
  lines: LineItem[];
}

/** An order_lines row (a snapshot taken at checkout) as the shop's one line type. */
export function orderLineItem(row: OrderLineRow, logos: ReadonlyMap<string, LogoRow>): LineItem {
  const summaries = new Map(
    row.decorations.flatMap((d) => {
      const logo = d.logoId ? logos.get(d.logoId) : undefined;
      return logo ? [[logo.id, summariseLogo(logo)] as const] : [];
    }),
  );
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    productTypes: row.productTypes,
    image: row.image,
    backImage: row.backImage,
    colour: row.colour,
    colourHex: row.colourHex,
    size: row.size,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    priceBreak: row.priceBreak,
    decorations: decorationsFromStored(row.decorations, summaries),
    notes: row.notes,
    names: namesFromStored(row.names, 0),
    goods: row.goods,
    logoCharge: row.logoCharge,
    ...(row.bundleItems.length > 0 ? { bundle: bundleLineOf(row.bundleId, row.bundleItems) } : {}),
    ...(row.vatRate ? { vatRate: row.vatRate } : {}),
  };
}

/**
 * The order_lines row that snapshots a priced line as the `sortOrder`th of an order (orderLineItem's inverse).
 * Checkout adds the cart line it came from; test factories write paid orders with it as checkout does.
 */
export function orderLineValues(orderId: string, l: LineItem, sortOrder: number) {
  return {
    orderId,
    sortOrder,
    productId: l.productId,
    title: l.title,
    productTypes: l.productTypes,
    image: l.image,
    backImage: l.backImage,
    colour: l.colour,
    colourHex: l.colourHex,
    size: l.size,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    priceBreak: l.priceBreak ?? null,
    decorations: storedDecorations(l),
    notes: l.notes,
    names: storedNamesWithPrice(l.names),
    goods: l.goods,
    logoCharge: l.logoCharge,
    bundleId: l.bundle?.bundleId ?? null,
    bundleItems: l.bundle?.garments ?? [],
  } satisfies typeof orderLines.$inferInsert;
}
