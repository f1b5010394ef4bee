import { and, eq, sql } from 'drizzle-orm';
import type { LineItem } from '../../../domain/line-item';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../domain/pricing';
import { QUANTITY_MESSAGE, type LineDecorationsInput } from '../../../domain/schemas/cart';
import { cartLines } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseHiVisPositions, resolveDecorations } from './decorations';
import type { LogoPosition } from '../../../domain/catalogue';
import { refuseQuantityChange } from './names';
import { NAMES_MESSAGES } from '../../../domain/names';
import { mergeKeyOf } from './merge-key';
import { LINE_LIMIT_MESSAGE } from './messages';
import type { CartParts } from './parts';
import type { CartOwner, LineRow } from './rows';

const STORE_LOGO_FIXED = "A team store's logo is the store's own: it can't be changed in the cart.";

/** Changing a line already in the cart: its quantity, its logos, or taking it (or every line) out. */
export function createLineChanges({ db, catalogue, logos, rows, stock, views }: CartParts) {
  /** A garment line's product, or each product of a bundle line, must take the positions (domain/hi-vis). */
  async function refuseHiVisLine(line: LineRow, positions: LogoPosition[]) {
    if (positions.length === 0) return;
    const ids = line.productId ? [line.productId] : (line.bundleItems ?? []).map((i) => i.productId);
    for (const id of new Set(ids)) {
      const product = await catalogue.getProduct(id);
      if (product) refuseHiVisPositions(product, positions);
    }
  }

  return {
    /** One more or one fewer of a line; never below 1 or above the limit and the stock. */
    async step(owner: CartOwner, lineId: string, by: 1 | -1): Promise<LineItem> {
      const line = await rows.ownedLine(owner, lineId);
      refuseQuantityChange(line);
      if (by === -1 && line.quantity <= 1) return views.lineView(line);
      if (by === 1) {
        if (line.quantity >= MAX_LINE_QUANTITY) throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
        await stock.checkMore(line, 1);
      }
      const [row] = await db
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} + ${by}` })
        .where(eq(cartLines.id, line.id))
        .returning();
      await rows.touch(line.cartId);
      return views.lineView(row!);
    },

    /** A typed quantity for a line: within the limits and, with the rest of the cart, the stock. */
    async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<LineItem> {
      const line = await rows.ownedLine(owner, lineId);
      if (quantity !== line.quantity) refuseQuantityChange(line);
      if (!Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY || quantity > MAX_LINE_QUANTITY)
        throw new AppError('bad_request', QUANTITY_MESSAGE);
      if (quantity > line.quantity) await stock.checkMore(line, quantity - line.quantity);
      const [row] = await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id)).returning();
      await rows.touch(line.cartId);
      return views.lineView(row!);
    },

    /**
     * Replaces a line's decorations (add a logo, edit or remove one). When the line becomes the same as another
     * line of the cart, the two merge into one.
     */
    async setDecorations(owner: CartOwner, lineId: string, input: LineDecorationsInput): Promise<LineItem> {
      const line = await rows.ownedLine(owner, lineId);
      if (line.storeId) throw new AppError('bad_request', STORE_LOGO_FIXED);
      await refuseHiVisLine(
        line,
        input.decorations.map((d) => d.position),
      );
      const { stored } = await resolveDecorations(logos, owner, input.decorations);
      if (line.names && stored.some((d) => d.position === line.names!.position))
        throw new AppError('bad_request', NAMES_MESSAGES.positionTaken(line.names.position));
      const notes = stored.length === 0 ? null : input.notes !== undefined ? input.notes || null : line.notes;
      const mergeKey = mergeKeyOf({ ...line, decorations: stored, notes });
      const row = await db.transaction(async (tx) => {
        const [twin] = await tx
          .select()
          .from(cartLines)
          .where(and(eq(cartLines.cartId, line.cartId), eq(cartLines.mergeKey, mergeKey)));
        if (twin && twin.id !== line.id) {
          if (twin.quantity + line.quantity > MAX_LINE_QUANTITY)
            throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
          await tx.delete(cartLines).where(eq(cartLines.id, line.id));
          const [merged] = await tx
            .update(cartLines)
            .set({ quantity: twin.quantity + line.quantity, unitPrice: line.unitPrice })
            .where(eq(cartLines.id, twin.id))
            .returning();
          return merged!;
        }
        const [updated] = await tx
          .update(cartLines)
          .set({ decorations: stored, notes, mergeKey })
          .where(eq(cartLines.id, line.id))
          .returning();
        return updated!;
      });
      await rows.touch(line.cartId);
      return views.lineView(row);
    },

    async remove(owner: CartOwner, lineId: string): Promise<{ id: string }> {
      const line = await rows.ownedLine(owner, lineId);
      await db.delete(cartLines).where(eq(cartLines.id, line.id));
      await rows.touch(line.cartId);
      return { id: line.id };
    },

    async clear(owner: CartOwner): Promise<void> {
      const cartId = await rows.findCartId(owner);
      if (cartId) await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },
  };
}
