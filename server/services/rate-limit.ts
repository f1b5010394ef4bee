import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { rateLimits } from '../db/schema';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in the database, so the limits hold across every server instance. */
export function createRateLimiter(db: Database) {
  return {
    /** Counts one attempt under `key`; throws 429 once the window's limit is passed. */
    async hit(
      key: string,
      rule: RateRule,
      message = 'Too many attempts. Please wait a few minutes and try again.',
    ) {
      const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count });
      if (row.count > rule.limit) throw new AppError('rate_limited', message);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
