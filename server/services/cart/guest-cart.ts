import { eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import type { Database } from '../../db/client';
import { cartLines, carts } from '../../db/schema';
import { hashToken } from '../../security/tokens';

/** At login, a guest's lines move into the customer's cart (merging like lines) and the guest cart goes. */
export async function adoptGuestCart(
  db: Database,
  guestToken: string | undefined,
  userId: string,
): Promise<void> {
  if (!guestToken) return;
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.guestTokenHash, hashToken(guestToken)));
    if (!guest) return;
    const [mine] = await tx
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guest.id));
    for (const { id: _id, cartId: _cart, createdAt: _at, ...line } of lines) {
      await tx
        .insert(cartLines)
        .values({ ...line, cartId: mine!.id })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.mergeKey],
          set: {
            quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          },
        });
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}
