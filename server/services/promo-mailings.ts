import { createElement } from 'react';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from 'pino';
import { isUuid } from '../../domain/ids';
import type { PromoMailInput } from '../../domain/schemas/promo-codes';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { roleGrants } from '../db/role-grants';
import { promoCodes, promoMailings, users } from '../db/schema';
import { AppError } from '../errors';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { PromoMail } from '../mail/templates/promo';
import { signValue, verifySignedValue } from '../security/signed-tokens';
import { recordAudit } from './audit';
import { checkoutOffersModeOf, consentHistory, recordMarketingConsent } from './marketing-consent';
import { CONSENT_WORDING } from '../../domain/consent';
import { defineJob, type JobQueue } from './jobs';
import type { PromoRow } from './promos';

export const PROMO_MAIL_JOB = 'promo.mail';
/** One mailing's mail to one customer. */
const PromoMailPayload = z.object({ mailingId: z.string(), userId: z.string() });
const UNSUBSCRIBE_PURPOSE = 'marketing-unsubscribe';
/** Attempts per recipient before the mail counts as failed. */
const PROMO_MAIL_ATTEMPTS = 5;

export interface MailingProgress {
  _id: string;
  recipients: number;
  sent: number;
  failed: number;
  finished: boolean;
}

/**
 * One promo mail: the seller's plain text, escaped, in the shop's mail layout; the code when one is named; and
 * the unsubscribe link (in view, and as List-Unsubscribe with RFC 8058's one-click POST).
 */
export function promoMail(input: {
  shop: ShopInfo;
  to: string;
  subject: string;
  body: string;
  promo: Pick<PromoRow, 'code' | 'percent' | 'expiresAt'> | null;
  unsubscribeUrl: string;
}): MailMessage {
  return {
    to: input.to,
    replyTo: input.shop.email,
    subject: input.subject,
    ...renderMail(createElement(PromoMail, input)),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Promo mail-outs: a preview of the exact mail, then one durable job per subscribed customer (verified, not
 * deleted, not unsubscribed), each deduplicated by mailing and customer so everyone gets exactly one; progress
 * is counted on the mailing. The unsubscribe link carries a signed token of the customer's id.
 */
export function createPromoMailingService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  secret: string;
}) {
  const { db, jobs, mailer, shop, logger } = deps;
  const defaultSubject = `Offers from ${shop.name}`;

  const unsubscribeUrl = (userId: string) =>
    `${deps.publicUrl}/unsubscribe?token=${signValue(deps.secret, UNSUBSCRIBE_PURPOSE, userId)}`;

  async function promoFor(id: string | null | undefined): Promise<PromoRow | null> {
    if (!id) return null;
    const [row] = isUuid(id)
      ? await db
          .select()
          .from(promoCodes)
          .where(and(eq(promoCodes.id, id), isNull(promoCodes.archivedAt)))
      : [];
    if (!row) throw new AppError('bad_request', 'Please choose a promo code from the list');
    return row;
  }

  /** Marks the mailing finished once every recipient is sent or failed. */
  async function finishIfDone(mailingId: string) {
    await db
      .update(promoMailings)
      .set({ finishedAt: sql`now()` })
      .where(
        and(
          eq(promoMailings.id, mailingId),
          isNull(promoMailings.finishedAt),
          sql`${promoMailings.sent} + ${promoMailings.failed} >= ${promoMailings.recipients}`,
        ),
      );
  }

  const promoMailJob = defineJob(PROMO_MAIL_JOB, PromoMailPayload, async (payload, job) => {
    const { mailingId, userId } = payload;
    const [mailing] = await db.select().from(promoMailings).where(eq(promoMailings.id, mailingId));
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!mailing) return;
    if (!user || user.anonymisedAt || user.marketingOptOutAt || !user.marketingConsent) {
      // withdrew consent, unsubscribed or deleted since the mailing began: not mailed, and no longer counted
      await db
        .update(promoMailings)
        .set({ recipients: sql`${promoMailings.recipients} - 1` })
        .where(eq(promoMailings.id, mailingId));
      await finishIfDone(mailingId);
      return;
    }
    const promo = mailing.promoCodeId
      ? ((await db.select().from(promoCodes).where(eq(promoCodes.id, mailing.promoCodeId)))[0] ?? null)
      : null;
    try {
      await mailer.send(
        promoMail({
          shop,
          to: user.email,
          subject: mailing.subject,
          body: mailing.body,
          promo,
          unsubscribeUrl: unsubscribeUrl(user.id),
        }),
      );
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await db
          .update(promoMailings)
          .set({ failed: sql`${promoMailings.failed} + 1` })
          .where(eq(promoMailings.id, mailingId));
        await finishIfDone(mailingId);
      }
      throw error;
    }
    await db
      .update(promoMailings)
      .set({ sent: sql`${promoMailings.sent} + 1` })
      .where(eq(promoMailings.id, mailingId));
    await finishIfDone(mailingId);
  });
  jobs.register(promoMailJob);

  // only customers who may be mailed offers (issue 34): consenting now, verified, not deleted or unsubscribed
  const subscribed = and(
    roleGrants('promos:receive'),
    eq(users.marketingConsent, true),
    isNotNull(users.verifiedAt),
    isNull(users.anonymisedAt),
    isNull(users.marketingOptOutAt),
  );

  async function audience(): Promise<{ recipients: number; notConsenting: number }> {
    const [row] = await db
      .select({
        recipients: sql<number>`count(*) filter (where ${subscribed})`.mapWith(Number),
        all: sql<number>`count(*)`.mapWith(Number),
      })
      .from(users)
      .where(and(roleGrants('promos:receive'), isNotNull(users.verifiedAt), isNull(users.anonymisedAt)));
    const recipients = row?.recipients ?? 0;
    return { recipients, notConsenting: (row?.all ?? 0) - recipients };
  }

  return {
    /** The mail exactly as a customer would get it (with a sample unsubscribe link), and who would get it. */
    async preview(
      input: PromoMailInput,
    ): Promise<{ subject: string; html: string; text: string; recipients: number }> {
      const promo = await promoFor(input.promoCodeId);
      const mail = promoMail({
        shop,
        to: 'customer@example.co.uk',
        subject: input.subject ?? defaultSubject,
        body: input.emailBody,
        promo,
        unsubscribeUrl: `${deps.publicUrl}/unsubscribe?token=preview`,
      });
      const { recipients } = await audience();
      return { subject: mail.subject, html: mail.html, text: mail.text, recipients };
    },

    /** How many customers a mail-out would reach now, and how many are left out for want of consent. */
    audience,

    /** Writes the mailing and one job per subscribed customer in one transaction; the worker sends them. */
    async start(input: PromoMailInput, sellerId: string): Promise<MailingProgress> {
      const promo = await promoFor(input.promoCodeId);
      const mailing = await db.transaction(async (tx) => {
        const recipients = await tx.select({ id: users.id }).from(users).where(subscribed);
        const [row] = await tx
          .insert(promoMailings)
          .values({
            promoCodeId: promo?.id ?? null,
            subject: input.subject ?? defaultSubject,
            body: input.emailBody,
            recipients: recipients.length,
            createdBy: sellerId,
            finishedAt: recipients.length === 0 ? sql`now()` : null,
          })
          .returning();
        await recordAudit(tx, {
          area: 'promos',
          action: 'promo.mailing',
          subjectId: row!.id,
          summary: `Started sending the offers e-mail "${row!.subject}" to ${recipients.length} ${recipients.length === 1 ? 'customer' : 'customers'}${promo ? ` with the code ${promo.code}` : ''}.`,
          changes: [
            { field: 'subject', before: null, after: row!.subject },
            ...(promo ? [{ field: 'promoCode', before: null, after: promo.code }] : []),
            { field: 'recipients', before: null, after: recipients.length },
          ],
        });
        for (const r of recipients)
          await jobs.enqueue(
            tx,
            promoMailJob,
            { mailingId: row!.id, userId: r.id },
            { dedupeKey: `${PROMO_MAIL_JOB}:${row!.id}:${r.id}`, maxAttempts: PROMO_MAIL_ATTEMPTS },
          );
        return row!;
      });
      logger.info({ mailingId: mailing.id, recipients: mailing.recipients }, 'promo mailing started');
      jobs.kick();
      return progressOf(mailing);
    },

    async progress(id: string): Promise<MailingProgress> {
      const [row] = isUuid(id) ? await db.select().from(promoMailings).where(eq(promoMailings.id, id)) : [];
      if (!row) throw new AppError('not_found', 'Mailing not found');
      return progressOf(row);
    },

    /** What checkout offers the customer about offers by e-mail (issue 34). */
    checkoutOffersMode: (userId: string) => checkoutOffersModeOf(db, userId),

    /** The customer's consent now and its records, newest first: the seller's customer record shows them. */
    async consent(userId: string) {
      const [user] = await db
        .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt })
        .from(users)
        .where(eq(users.id, userId));
      return {
        consent: !!user?.consent,
        optedOutAt: user?.optedOut?.toISOString() ?? null,
        history: await consentHistory(db, userId),
      };
    },

    /** Whether the customer takes promotional e-mails (offers, promo codes, cart reminders): consents now. */
    async marketingPreference(userId: string): Promise<boolean> {
      const [user] = await db
        .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt })
        .from(users)
        .where(eq(users.id, userId));
      return !!user && user.consent && user.optedOut === null;
    },

    /**
     * The customer's own choice on /account (source 'account', recorded with its wording): yes grants consent
     * and clears an unsubscribe, no withdraws it (as the link does). The same choice again records nothing.
     */
    async setMarketingPreference(userId: string, subscribed: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return;
        if (subscribed === (user.consent && user.optedOut === null)) return;
        await recordMarketingConsent(tx, {
          userId,
          granted: subscribed,
          source: 'account',
          wording: CONSENT_WORDING.account,
        });
      });
      logger.info({ userId, subscribed }, 'promo mail preference set');
    },

    /** Whose link this is: the customer's e-mail, and whether they are unsubscribed already; null if invalid. */
    async unsubscribeTarget(token: string | null | undefined) {
      const userId = verifySignedValue(deps.secret, UNSUBSCRIBE_PURPOSE, token);
      if (!userId || !isUuid(userId)) return null;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || user.anonymisedAt) return null;
      return { email: user.email, unsubscribed: user.marketingOptOutAt !== null || !user.marketingConsent };
    },

    /** The link's customer gets no more promo mails; true when the token was good. Idempotent. */
    async unsubscribe(token: string | null | undefined): Promise<boolean> {
      const userId = verifySignedValue(deps.secret, UNSUBSCRIBE_PURPOSE, token);
      if (!userId || !isUuid(userId)) return false;
      // a withdrawal recorded once (source 'unsubscribe-link'); the link pressed again changes nothing
      const found = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ consent: users.marketingConsent, optedOut: users.marketingOptOutAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return false;
        if (user.consent || user.optedOut === null)
          await recordMarketingConsent(tx, {
            userId,
            granted: false,
            source: 'unsubscribe-link',
            wording: CONSENT_WORDING.unsubscribe,
          });
        return true;
      });
      if (found) logger.info({ userId }, 'unsubscribed from promo mails');
      return found;
    },

    unsubscribeUrl,
  };
}

function progressOf(row: typeof promoMailings.$inferSelect): MailingProgress {
  return {
    _id: row.id,
    recipients: row.recipients,
    sent: row.sent,
    failed: row.failed,
    finished: row.finishedAt !== null,
  };
}

export type PromoMailingService = ReturnType<typeof createPromoMailingService>;
