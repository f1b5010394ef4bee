import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promoCodes } from '../db/schema';
import { AppError } from '../errors';

export type PromoRow = typeof promoCodes.$inferSelect;

export function createPromoService(db: Database) {
  return {
    async listActive(): Promise<PromoRow[]> {
      return db.select().from(promoCodes).where(eq(promoCodes.active, true));
    },

    /** An active code, or a 400 with the message the checkout shows. */
    async validate(code: string): Promise<PromoRow> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.active, true)));
      if (!row) throw new AppError('bad_request', 'Invalid promo code');
      return row;
    },

    async create(input: { code: string; percent: number; active?: boolean }): Promise<PromoRow> {
      const [row] = await db
        .insert(promoCodes)
        .values({
          code: input.code.trim().toUpperCase(),
          percent: input.percent,
          active: input.active ?? true,
        })
        .returning();
      return row!;
    },

    async recordUse(id: string, tx: Pick<Database, 'update'> = db): Promise<void> {
      await tx
        .update(promoCodes)
        .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
        .where(eq(promoCodes.id, id));
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
