import { eq } from 'drizzle-orm';
import type { MarketingConsentSource } from '../../domain/consent';
import type { DbOrTx } from '../db/client';
import { marketingConsents, users } from '../db/schema';

/**
 * Records a customer's grant or withdrawal of marketing consent (issue 34) and keeps users.marketing_consent,
 * the latest of them, in the same transaction: the one way consent changes, so its history is whole.
 * `wording` is what the customer saw beside the choice.
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
    .set({ marketingConsent: input.granted, ...(input.granted ? { marketingOptOutAt: null } : {}) })
    .where(eq(users.id, input.userId));
}
