import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { rateLimits } from '../db/schema';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** Fixed-window counters in the database, so the limits hold across every server instance. */
export function createRateLimiter(db: Database) {
  const windowStart = (rule: RateRule) => sql`now() - make_interval(secs => ${rule.windowSeconds})`;

  return {
    /** Counts one attempt under `key`; throws 429 once the window's limit is passed. */
    async hit(key: string, rule: RateRule, message = TOO_MANY) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < ${windowStart(rule)} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart(rule)} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count });
      if (row.count > rule.limit) throw new AppError('rate_limited', message);
    },

    /**
     * Throws 429 when `key` has already reached its limit in the current window, without counting: for
     * limits on failures, checked before the attempt and counted (with `hit`) only when it fails.
     */
    async check(key: string, rule: RateRule, message = TOO_MANY) {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, windowStart(rule))));
      if (row && row.count >= rule.limit) throw new AppError('rate_limited', message);
    },

    /** Counts a failure; the 429 for the one that passes the limit is left to the next `check`. */
    async countFailure(key: string, rule: RateRule) {
      await this.hit(key, rule).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
      });
    },

    /** Forgets `key`'s count, e.g. an address's wrong passwords once it logs in. */
    async clear(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
