import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promoCodes } from '../db/schema';
import { AppError } from '../errors';
import type { RateLimiter, RateRule } from './rate-limit';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Wrong codes one customer may try in 15 minutes, so codes can't be found by guessing. */
export const PROMO_FAILURES: RateRule = { limit: 10, windowSeconds: 900 };

export function createPromoService(db: Database, limiter: RateLimiter) {
  return {
    async listActive(): Promise<PromoRow[]> {
      return db.select().from(promoCodes).where(eq(promoCodes.active, true));
    },

    /** An active code, or a 400 with the message the checkout shows; `userId`'s wrong codes are throttled. */
    async validate(code: string, userId: string): Promise<PromoRow> {
      const failures = `promo:fail:${userId}`;
      await limiter.check(
        failures,
        PROMO_FAILURES,
        'Too many promo codes tried. Please wait a few minutes and try again.',
      );
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.active, true)));
      if (!row) {
        await limiter.countFailure(failures, PROMO_FAILURES);
        throw new AppError('bad_request', 'Invalid promo code');
      }
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
