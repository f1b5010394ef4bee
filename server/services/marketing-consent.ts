import { desc, eq, sql } from 'drizzle-orm';
import {
  checkoutChoice,
  checkoutConsent,
  checkoutOffersMode,
  withdrawalMarksOptOut,
  type CheckoutMarketingChoice,
  type CheckoutOffersMode,
  type MarketingConsentSource,
} from '../../domain/consent';
import type { DbOrTx } from '../db/client';
import { marketingConsents, users } from '../db/schema';

/**
 * Records a customer's grant or withdrawal of marketing consent (issue 34) and keeps users.marketing_consent,
 * the latest of them, in the same transaction: the one way consent changes, so its history is whole.
 * `wording` is what the customer saw beside the choice. A withdrawal (other than an unticked box at sign-up,
 * which is only "not yet") also sets marketing_opt_out_at, the unsubscribe's mark, kept from its first day.
 */
export async function recordMarketingConsent(
  tx: DbOrTx,
  input: { userId: string; granted: boolean; source: MarketingConsentSource; wording?: string; at?: Date },
): Promise<void> {
  const at = input.at ?? new Date();
  await tx.insert(marketingConsents).values({
    userId: input.userId,
    granted: input.granted,
    source: input.source,
    wording: input.wording ?? '',
    at,
  });
  await tx
    .update(users)
    .set({
      marketingConsent: input.granted,
      ...(input.granted
        ? { marketingOptOutAt: null }
        : withdrawalMarksOptOut(input.source)
          ? { marketingOptOutAt: sql`coalesce(${users.marketingOptOutAt}, ${at.toISOString()}::timestamptz)` }
          : {}),
    })
    .where(eq(users.id, input.userId));
}

export interface ConsentHistoryEntry {
  granted: boolean;
  source: MarketingConsentSource;
  wording: string;
  at: string;
}

/** A customer's consent records, newest first (at most `limit`: a list the seller reads is bounded). */
export async function consentHistory(db: DbOrTx, userId: string, limit = 50): Promise<ConsentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.at), desc(marketingConsents.id))
    .limit(limit);
  return rows.map((r) => ({
    granted: r.granted,
    source: r.source,
    wording: r.wording,
    at: r.at.toISOString(),
  }));
}

/**
 * A checkout's offers choice, recorded (source 'checkout') when its order is paid or placed, in that
 * transaction, against the buyer's state then: nothing for a guest, for a buyer consenting already, or for a
 * soft opt-in of someone who has said no since.
 */
export async function recordCheckoutConsent(
  tx: DbOrTx,
  order: { userId: string | null; marketingChoice: CheckoutMarketingChoice | null },
): Promise<void> {
  if (!order.userId || !order.marketingChoice) return;
  const [user] = await tx
    .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt, gone: users.anonymisedAt })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user || user.gone) return;
  const mode = checkoutOffersMode({ consent: user.consent, optedOut: user.optedOut !== null });
  const choice = checkoutChoice(mode, order.marketingChoice);
  if (!choice) return;
  await recordMarketingConsent(tx, { userId: order.userId, source: 'checkout', ...checkoutConsent(choice) });
}

/** What checkout offers this customer about offers by e-mail (none: consenting already). */
export async function checkoutOffersModeOf(db: DbOrTx, userId: string): Promise<CheckoutOffersMode> {
  const [user] = await db
    .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ? checkoutOffersMode({ consent: user.consent, optedOut: user.optedOut !== null }) : 'none';
}
