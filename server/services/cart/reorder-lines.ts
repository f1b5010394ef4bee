import { refuseMixedCart } from './store-mix';
import { and, eq, sql } from 'drizzle-orm';
import type { LineItem } from '../../../domain/line-item';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import { cartLines } from '../../db/schema';
import { AppError } from '../../errors';
import { mergeKeyOf } from './merge-key';
import { LINE_LIMIT_MESSAGE } from './messages';
import type { CartParts } from './parts';
import type { LineRow } from './rows';

/** What re-order puts in a customer's cart, and what its mail says was added. */
export function createReorderLines({ db, rows, views }: CartParts) {
  return {
    /**
     * Writes a line the caller has already checked (product or bundle sold, stock, the customer's own logos):
     * re-order's lines, taken from a paid order. Merges with an equal line as add() does, capped at the
     * line limit; the price is today's, passed in from the catalogue. The line's merge key: which cart line
     * it went into.
     */
    async putCheckedLine(
      userId: string,
      line: Pick<
        LineRow,
        | 'productId'
        | 'bundleId'
        | 'bundleItems'
        | 'colour'
        | 'size'
        | 'quantity'
        | 'unitPrice'
        | 'decorations'
        | 'notes'
      >,
    ): Promise<string> {
      const { cartId } = await rows.ensureCart({ userId });
      refuseMixedCart(await rows.linesOf(cartId), null);
      const mergeKey = mergeKeyOf(line);
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.mergeKey, mergeKey)));
        if (existing && existing.quantity + line.quantity > MAX_LINE_QUANTITY)
          throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
        await tx
          .insert(cartLines)
          .values({ cartId, mergeKey, ...line })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.mergeKey],
            set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, unitPrice: line.unitPrice },
          });
      });
      await rows.touch(cartId);
      return mergeKey;
    },

    /**
     * The customer's cart lines with these merge keys, each as if it held only what was put in it (a re-order's
     * quantities; less if the customer lowered the line since): what a mail says was added. Lines removed since
     * are left out.
     */
    async addedLines(
      userId: string,
      added: readonly { mergeKey: string; quantity: number }[],
    ): Promise<LineItem[]> {
      const cartId = await rows.findCartId({ userId });
      if (!cartId || added.length === 0) return [];
      const wanted = new Map(added.map((a) => [a.mergeKey, a.quantity]));
      const lineRows = (await rows.linesOf(cartId)).flatMap((row) => {
        const quantity = wanted.get(row.mergeKey);
        return quantity ? [{ ...row, quantity: Math.min(quantity, row.quantity) }] : [];
      });
      return (await views.view(lineRows)).lines;
    },
  };
}
