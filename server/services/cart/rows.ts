import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../domain/ids';
import type { Database } from '../../db/client';
import { cartLines, carts } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken, newToken } from '../../security/tokens';

/** Whose cart: a customer's, or a guest's (the `cart` cookie's token; null before their first add). */
export type CartOwner = { userId: string } | { guestToken: string | null };

export type LineRow = typeof cartLines.$inferSelect;

/** The garments in the cart lines summed over: a bundle of ten counts ten, as the cart's totals do. */
const GARMENTS = sql<number>`coalesce(sum(${cartLines.quantity} * case when ${cartLines.bundleId} is null then 1 else (select coalesce(sum((e->>'quantity')::int), 0) from jsonb_array_elements(${cartLines.bundleItems}) e) end), 0)::int`;

/** The header's cart count of a user's cart, as a column of a query that has the user's id (see countItems). */
export const garmentsInCartOf = (userId: AnyPgColumn) =>
  sql<number>`(select ${GARMENTS} from ${cartLines} inner join ${carts} on ${carts.id} = ${cartLines.cartId} where ${carts.userId} = ${userId})`;

/** The owner's cart row and its line rows: found, made on first use, touched when they change. */
export function createCartRows(db: Database) {
  /** The condition that finds the owner's cart row; null for a guest without a cart token (no cart). */
  function ownedBy(owner: CartOwner) {
    if ('userId' in owner) return eq(carts.userId, owner.userId);
    return owner.guestToken ? eq(carts.guestTokenHash, hashToken(owner.guestToken)) : null;
  }

  async function findCartId(owner: CartOwner): Promise<string | null> {
    const owned = ownedBy(owner);
    if (!owned) return null;
    const [row] = await db.select({ id: carts.id }).from(carts).where(owned);
    return row?.id ?? null;
  }

  /** The owner's cart and its lines in one trip (the cart found through its owner, its lines joined to it). */
  async function cartOf(owner: CartOwner): Promise<{ cartId: string | null; rows: LineRow[] }> {
    const owned = ownedBy(owner);
    if (!owned) return { cartId: null, rows: [] };
    const found = await db
      .select({ cartId: carts.id, line: getTableColumns(cartLines) })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(owned)
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    return {
      cartId: found[0]?.cartId ?? null,
      rows: found.flatMap((r) => (r.line ? [r.line] : [])),
    };
  }

  /** The owner's cart, made on first use; a guest without a token gets a new one to keep in their cookie. */
  async function ensureCart(
    owner: CartOwner,
    known?: string | null,
  ): Promise<{ cartId: string; newGuestToken: string | null }> {
    const existing = known === undefined ? await findCartId(owner) : known;
    if (existing) return { cartId: existing, newGuestToken: null };
    if ('userId' in owner) {
      const [row] = await db
        .insert(carts)
        .values({ userId: owner.userId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      return { cartId: row!.id, newGuestToken: null };
    }
    const token = newToken();
    const [row] = await db
      .insert(carts)
      .values({ guestTokenHash: hashToken(token) })
      .returning({ id: carts.id });
    return { cartId: row!.id, newGuestToken: token };
  }

  async function linesOf(cartId: string): Promise<LineRow[]> {
    return db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  }

  async function ownedLine(owner: CartOwner, lineId: string): Promise<LineRow> {
    const cartId = await findCartId(owner);
    const [row] =
      cartId && isUuid(lineId)
        ? await db
            .select()
            .from(cartLines)
            .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
        : [];
    if (!row) throw new AppError('not_found', 'Cart item not found');
    return row;
  }

  async function touch(cartId: string) {
    await db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  /** How many garments are in the cart (the header badge). */
  async function countItems(owner: CartOwner): Promise<number> {
    const owned = ownedBy(owner);
    if (!owned) return 0;
    // one trip, on every personal page: the cart found through its owner, not looked up first
    const [row] = await db
      .select({ n: GARMENTS })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(owned);
    return row?.n ?? 0;
  }

  return { ownedBy, findCartId, cartOf, ensureCart, linesOf, ownedLine, touch, countItems };
}

export type CartRows = ReturnType<typeof createCartRows>;
