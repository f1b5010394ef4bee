import { and, asc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { garmentsOf, type LineItem } from '../../domain/line-item';
import type { StockGrid } from '../../domain/product';
import { NO_COLOUR } from '../../domain/product-form';
import { fellBelowStockThreshold } from '../../domain/webhooks';
import type { DbOrTx, Tx } from '../db/client';
import { orders, products, productStock, stockHolds } from '../db/schema';
import { AppError } from '../errors';

/**
 * Stock that holds (DESIGN.md): product_stock is the only stock. An unpaid checkout holds its garments in
 * stock_holds until its hosted checkout expires (minutes, see CHECKOUT_SESSION_MS), so what a shopper can still
 * buy is the stock less the live holds; paying takes the garments out of product_stock and drops the holds in
 * the paying transaction.
 */

/** A size whose stock fell below STOCK_LOW_THRESHOLD in a transaction (`stock.low`): its cell and units left. */
export interface StockFall {
  productId: string;
  /** The stock key (hex or 'default'). */
  colour: string;
  size: string;
  left: number;
}

/** Told, inside the transaction that took the stock, of the sizes that fell below the threshold. */
export type StockFallListener = (tx: Tx, falls: readonly StockFall[]) => Promise<void>;

/** One cell's units before → after (null: no such cell). */
export interface StockCellChange {
  productId: string;
  colour: string;
  size: string;
  from: number | null;
  to: number | null;
}

/** The cells of `changes` that fell below the threshold. */
export const stockFalls = (changes: readonly StockCellChange[]): StockFall[] =>
  changes
    .filter((c) => fellBelowStockThreshold(c.from, c.to))
    .map((c) => ({ productId: c.productId, colour: c.colour, size: c.size, left: c.to! }));

/** product_stock's colour key: the hex lower-case, or 'default' for a product without colours. */
export const stockColour = (hex: string | null | undefined): string => hex?.trim().toLowerCase() || NO_COLOUR;

/** The product_stock row of one product, colour (its stock key) and size, as a where clause. */
export const stockCell = (productId: string, colour: string, size: string) =>
  and(eq(productStock.productId, productId), eq(productStock.colour, colour), eq(productStock.size, size));

/** Units of one product, colour and size, with the names a shopper reads in a refusal. */
export interface StockUnit {
  productId: string;
  /** The stock key (hex or 'default'). */
  colour: string;
  size: string;
  quantity: number;
  title: string;
  colourName: string;
}

/**
 * The garments of lines (single and bundle) merged per product, colour and size, sorted by that key: the fixed
 * order every transaction locks product_stock rows in, so two checkouts never deadlock.
 */
export function stockUnitsOf(lines: readonly LineItem[]): StockUnit[] {
  const titles = new Map<string, string>();
  for (const line of lines) {
    if (line.bundle) for (const g of line.bundle.garments) if (g.productId) titles.set(g.productId, g.title);
    if (!line.bundle && line.productId) titles.set(line.productId, line.title);
  }
  const byKey = new Map<string, StockUnit>();
  for (const g of garmentsOf(lines)) {
    const colour = stockColour(g.colourHex);
    const key = `${g.productId}|${colour}|${g.size}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += g.quantity;
    else
      byKey.set(key, {
        productId: g.productId,
        colour,
        size: g.size,
        quantity: g.quantity,
        title: titles.get(g.productId) ?? 'A garment',
        colourName: g.colour,
      });
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...byKey.values()].sort(
    (a, b) => cmp(a.productId, b.productId) || cmp(a.colour, b.colour) || cmp(a.size, b.size),
  );
}

/** "Classic Polo in Navy, size M" (a product without colours: "Tote Bag, size One Size"). */
export const unitName = (u: Pick<StockUnit, 'title' | 'colourName' | 'colour' | 'size'>) =>
  `${u.title}${u.colour === NO_COLOUR || !u.colourName ? '' : ` in ${u.colourName}`}, size ${u.size}`;

/** A hold counts until its checkout can no longer be paid. */
const live = () => gt(stockHolds.expiresAt, sql`now()`);

/** Holds of the unpaid checkouts of a cart: the shopper's own, which never stand in their own way. */
const cartOrders = (db: DbOrTx, cartId: string) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.paymentStatus, 'unpaid')));

const keyIn = (
  t: { productId: unknown; colour: unknown; size: unknown },
  units: readonly Pick<StockUnit, 'productId' | 'colour' | 'size'>[],
): SQL =>
  sql`(${t.productId}, ${t.colour}, ${t.size}) in (${sql.join(
    units.map((u) => sql`(${u.productId}::uuid, ${u.colour}, ${u.size})`),
    sql`, `,
  )})`;

/**
 * What is left to buy of a product per colour and size: its stock less the live holds of checkouts (other than
 * those of `exceptCartId`, whose garments its cart already counts). A missing row is none. Never cached.
 */
export async function stockLeft(
  db: DbOrTx,
  productId: string,
  options: { exceptCartId?: string | null } = {},
): Promise<StockGrid> {
  const holds = db
    .select({
      colour: stockHolds.colour,
      size: stockHolds.size,
      quantity: sql<number>`sum(${stockHolds.quantity})::int`.as('held'),
    })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.productId, productId),
        live(),
        options.exceptCartId
          ? notInArray(stockHolds.orderId, cartOrders(db, options.exceptCartId))
          : undefined,
      ),
    )
    .groupBy(stockHolds.colour, stockHolds.size)
    .as('holds');
  const rows = await db
    .select({
      colour: productStock.colour,
      size: productStock.size,
      left: sql<number>`greatest(${productStock.quantity} - coalesce(${holds.quantity}, 0), 0)::int`,
    })
    .from(productStock)
    .leftJoin(holds, and(eq(holds.colour, productStock.colour), eq(holds.size, productStock.size)))
    .where(eq(productStock.productId, productId));
  const grid: StockGrid = {};
  for (const r of rows) (grid[r.colour] ??= {})[r.size] = Number(r.left);
  return grid;
}

/** Locks the units' product_stock rows in the fixed key order; their quantities by key. */
async function lockStock(tx: Tx, units: readonly StockUnit[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      productId: productStock.productId,
      colour: productStock.colour,
      size: productStock.size,
      quantity: productStock.quantity,
    })
    .from(productStock)
    .where(keyIn(productStock, units))
    .orderBy(asc(productStock.productId), asc(productStock.colour), asc(productStock.size))
    .for('update');
  return new Map(rows.map((r) => [`${r.productId}|${r.colour}|${r.size}`, r.quantity]));
}

/**
 * Checkout (in createPending's transaction): locks the stock of the lines' garments, drops the holds of this
 * cart's earlier unpaid checkouts (a shopper checking out again is not blocked by their own first attempt), and
 * refuses with 409 naming the product, colour and size when the rest (stock less other live holds) is too
 * little. Returns the step that holds the garments for the order once it is written.
 */
export async function reserveStock(
  tx: Tx,
  input: { cartId: string; lines: readonly LineItem[] },
): Promise<(orderId: string, until: Date) => Promise<void>> {
  const units = stockUnitsOf(input.lines);
  if (units.length === 0) return async () => {};
  const stock = await lockStock(tx, units);
  await tx.delete(stockHolds).where(inArray(stockHolds.orderId, cartOrders(tx, input.cartId)));
  const held = await tx
    .select({
      productId: stockHolds.productId,
      colour: stockHolds.colour,
      size: stockHolds.size,
      quantity: sql<number>`sum(${stockHolds.quantity})::int`,
    })
    .from(stockHolds)
    .where(and(keyIn(stockHolds, units), live()))
    .groupBy(stockHolds.productId, stockHolds.colour, stockHolds.size);
  const heldBy = new Map(held.map((h) => [`${h.productId}|${h.colour}|${h.size}`, Number(h.quantity)]));
  // the seller's 'Out of Stock' switch sells none, whatever the grid says
  const switchedOff = new Set(
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, [...new Set(units.map((u) => u.productId))]),
            eq(products.stockStatus, 'Out of Stock'),
          ),
        )
    ).map((r) => r.id),
  );
  for (const u of units) {
    const key = `${u.productId}|${u.colour}|${u.size}`;
    const left = switchedOff.has(u.productId)
      ? 0
      : Math.max(0, (stock.get(key) ?? 0) - (heldBy.get(key) ?? 0));
    if (u.quantity > left)
      throw new AppError(
        'conflict',
        left === 0
          ? `${unitName(u)} is out of stock. Please change your cart.`
          : `Only ${left} left of ${unitName(u)}. Please change your cart.`,
      );
  }
  return async (orderId, until) => {
    await tx.insert(stockHolds).values(
      units.map((u) => ({
        orderId,
        productId: u.productId,
        colour: u.colour,
        size: u.size,
        quantity: u.quantity,
        expiresAt: until,
      })),
    );
  };
}

/** An unpaid checkout still being paid for (its payment page is open): its holds last until `until`. */
export async function extendHolds(tx: DbOrTx, orderId: string, until: Date): Promise<void> {
  await tx
    .update(stockHolds)
    .set({ expiresAt: sql`greatest(${stockHolds.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(stockHolds.orderId, orderId));
}

/**
 * Paying (in the paying transaction, once): the order's garments leave product_stock (never below 0) and its
 * holds go. Returns the sizes that fell below the low-stock threshold.
 */
export async function takeStock(tx: Tx, orderId: string, lines: readonly LineItem[]): Promise<StockFall[]> {
  const units = stockUnitsOf(lines);
  const changes: StockCellChange[] = [];
  if (units.length > 0) {
    const before = await lockStock(tx, units);
    for (const u of units) {
      await tx
        .update(productStock)
        .set({ quantity: sql`greatest(${productStock.quantity} - ${u.quantity}, 0)` })
        .where(stockCell(u.productId, u.colour, u.size));
      const from = before.get(`${u.productId}|${u.colour}|${u.size}`);
      if (from !== undefined) changes.push({ ...u, from, to: Math.max(from - u.quantity, 0) });
    }
  }
  await releaseHolds(tx, orderId);
  return stockFalls(changes);
}

/** An order that will not be paid (cancelled, or its checkout abandoned) gives its garments back. */
export async function releaseHolds(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.delete(stockHolds).where(eq(stockHolds.orderId, orderId));
}
