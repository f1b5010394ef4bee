import { LIST_LIMITS } from '../../domain/list-limits';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditChanges } from '../../domain/audit';
import { isUuid } from '../../domain/ids';
import { PROMO_REFUSALS, promoRefusal } from '../../domain/promo-codes';
import type { CreatePromoCodeInput } from '../../domain/schemas/promo-codes';
import type { Database, DbOrTx, Tx } from '../db/client';
import { orders, promoCodes, promoRedemptions } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import type { RateLimiter, RateRule } from './rate-limit';

/** A code's fields the seller sets, as the audit trail records them. */
const AUDITED_PROMO_FIELDS = [
  'code',
  'percent',
  'active',
  'expiresAt',
  'usageLimit',
  'onePerCustomer',
] as const;

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoWithUses = PromoRow & { uses: number };

/** Wrong codes one customer may try in 15 minutes, so codes can't be found by guessing. */
export const PROMO_FAILURES: RateRule = { limit: 10, windowSeconds: 900 };

export const PROMO_EXISTS_MESSAGE = 'A promo code with this code already exists';
export const PROMO_NOT_FOUND_MESSAGE = 'Promo code not found';

/**
 * A redemption that still holds a use: its order is paid (or was, and refunded), or is an unpaid checkout that
 * is neither cancelled nor abandoned and can still be paid (its payment session has not ended: its stock holds
 * last as long). Cancelling an unpaid order or abandoning its checkout gives the use back, with no row to delete.
 */
const holdsUse = sql`(${orders.paymentStatus} <> 'unpaid' or (${orders.status} <> 'Cancelled' and ${orders.abandonedAt} is null and ${orders.paymentExpiresAt} > now()))`;

async function usesOf(db: DbOrTx, promoId: string, userId: string | null) {
  const [row] = await db
    .select({
      total: count(),
      byCustomer: userId
        ? sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${userId})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(and(eq(promoRedemptions.promoCodeId, promoId), holdsUse));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/** True for PostgreSQL's unique_violation, from postgres.js or PGlite (perhaps wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * Promo codes: the seller's list and changes, and the checkout's rules. `validate` answers the cart's check;
 * `reserve` is the authority, inside the order's transaction with the code's row locked, so the usage limit and
 * one-use-per-customer hold under any number of simultaneous checkouts. `timesUsed` counts paid orders (added
 * in the paying transaction); the limits count reservations (promo_redemptions).
 */
export function createPromoService(db: Database, limiter: RateLimiter) {
  async function byCode(code: string): Promise<PromoRow | null> {
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.code, code.trim().toUpperCase()), isNull(promoCodes.archivedAt)));
    return row ?? null;
  }

  async function liveById(id: string): Promise<PromoRow> {
    if (!isUuid(id)) throw new AppError('not_found', PROMO_NOT_FOUND_MESSAGE);
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, id), isNull(promoCodes.archivedAt)));
    if (!row) throw new AppError('not_found', PROMO_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    /** The codes a customer could use now (active, not archived or expired). */
    async listActive(): Promise<PromoRow[]> {
      return db
        .select()
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.active, true),
            isNull(promoCodes.archivedAt),
            sql`(${promoCodes.expiresAt} is null or ${promoCodes.expiresAt} > now())`,
          ),
        )
        .orderBy(desc(promoCodes.createdAt))
        .limit(LIST_LIMITS.promos);
    },

    /**
     * The seller's list: active and inactive codes (not deleted ones), newest first, with the uses held; at most
     * LIST_LIMITS.promos, or the one code `onlyId` names.
     */
    async listAll(onlyId?: string): Promise<PromoWithUses[]> {
      if (onlyId !== undefined && !isUuid(onlyId)) return [];
      const uses = db
        .select({ promoCodeId: promoRedemptions.promoCodeId, n: count().as('n') })
        .from(promoRedemptions)
        .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
        .where(holdsUse)
        .groupBy(promoRedemptions.promoCodeId)
        .as('uses');
      const rows = await db
        .select({ promo: promoCodes, uses: sql<number>`coalesce(${uses.n}, 0)`.mapWith(Number) })
        .from(promoCodes)
        .leftJoin(uses, eq(uses.promoCodeId, promoCodes.id))
        .where(and(isNull(promoCodes.archivedAt), onlyId ? eq(promoCodes.id, onlyId) : undefined))
        .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code))
        .limit(LIST_LIMITS.promos);
      return rows.map((r) => ({ ...r.promo, uses: r.uses }));
    },

    async get(id: string): Promise<PromoRow> {
      return liveById(id);
    },

    /**
     * A code the customer may use now, or a 400 with the message the checkout shows; `userId`'s unknown codes
     * are throttled. `rules: false` checks only that the code exists and is on (the checkout's first look: its
     * reservation applies the rest, and a retried checkout already holds its use).
     */
    async validate(code: string, userId: string, options: { rules?: boolean } = {}): Promise<PromoRow> {
      const failures = `promo:fail:${userId}`;
      await limiter.check(
        failures,
        PROMO_FAILURES,
        'Too many promo codes tried. Please wait a few minutes and try again.',
      );
      const row = await byCode(code);
      if (!row || !row.active) {
        await limiter.countFailure(failures, PROMO_FAILURES);
        throw new AppError('bad_request', PROMO_REFUSALS.invalid);
      }
      if (options.rules === false) return row;
      const refusal = promoRefusal(row, await usesOf(db, row.id, userId));
      if (refusal) throw new AppError('bad_request', refusal);
      return row;
    },

    /**
     * Takes one use of the code, in the order's transaction, before the order is written: the code's row is
     * locked (FOR UPDATE) while its rules are checked against the uses held, so two checkouts can never both
     * take the last one. Throws the checkout's message (the transaction, and so the order, is rolled back);
     * else gives the step that records the use once the order exists. (Locking first matters: the order's own
     * foreign key to the code takes a share lock that two checkouts would then both try to upgrade.)
     */
    async reserve(
      tx: Tx,
      input: { promoId: string; userId: string | null },
    ): Promise<(orderId: string) => Promise<void>> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, input.promoId)).for('update');
      if (!row) throw new AppError('bad_request', PROMO_REFUSALS.invalid);
      const refusal = promoRefusal(row, await usesOf(tx, row.id, input.userId));
      if (refusal) throw new AppError('bad_request', refusal);
      return async (orderId) => {
        await tx.insert(promoRedemptions).values({ promoCodeId: row.id, orderId, userId: input.userId });
      };
    },

    async create(
      input: Pick<CreatePromoCodeInput, 'code'> &
        Partial<Omit<CreatePromoCodeInput, 'code' | 'discount'>> & { percent: number; active?: boolean },
    ): Promise<PromoRow> {
      const code = input.code.trim().toUpperCase();
      // a deleted code stays reserved: orders still name it
      const [taken] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(eq(promoCodes.code, code));
      if (taken) throw new AppError('bad_request', PROMO_EXISTS_MESSAGE);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promoCodes)
            .values({
              code,
              percent: input.percent,
              active: input.active ?? (input.status ? input.status === 'active' : true),
              expiresAt: input.expiresAt ?? null,
              usageLimit: input.usageLimit ?? null,
              onePerCustomer: input.onePerCustomer ?? false,
            })
            .returning();
          await recordAudit(tx, {
            area: 'promos',
            action: 'promo.create',
            subjectId: row!.id,
            summary: `Added the promo code ${row!.code} (${row!.percent}% off).`,
            changes: auditChanges({}, row!, AUDITED_PROMO_FIELDS),
          });
          return row!;
        });
      } catch (error) {
        // the same code written by a simultaneous request
        if (isUniqueViolation(error)) throw new AppError('bad_request', PROMO_EXISTS_MESSAGE);
        throw error;
      }
    },

    async setActive(id: string, active: boolean): Promise<PromoRow> {
      const was = await liveById(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(promoCodes)
          .set({ active })
          .where(and(eq(promoCodes.id, id), isNull(promoCodes.archivedAt)))
          .returning();
        if (!row) throw new AppError('not_found', PROMO_NOT_FOUND_MESSAGE);
        const changes = auditChanges(was, row, ['active']);
        if (changes.length)
          await recordAudit(tx, {
            area: 'promos',
            action: active ? 'promo.activate' : 'promo.deactivate',
            subjectId: id,
            summary: `${active ? 'Turned on' : 'Turned off'} the promo code ${row.code}.`,
            changes,
          });
        return row;
      });
    },

    /** Deletes a code from the seller's list: refused at checkout from now on, still named on its orders. */
    async archive(id: string): Promise<void> {
      const was = await liveById(id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(promoCodes)
          .set({ archivedAt: sql`now()`, active: false })
          .where(and(eq(promoCodes.id, id), isNull(promoCodes.archivedAt)))
          .returning();
        if (!row) throw new AppError('not_found', PROMO_NOT_FOUND_MESSAGE);
        await recordAudit(tx, {
          area: 'promos',
          action: 'promo.delete',
          subjectId: id,
          summary: `Deleted the promo code ${row.code}.`,
          changes: [...auditChanges(was, row, ['active']), { field: 'deleted', before: false, after: true }],
        });
      });
    },

    /** A paid order's use (counted in the paying transaction, once). */
    async recordUse(id: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(promoCodes)
        .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
        .where(eq(promoCodes.id, id));
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
