import { createElement } from 'react';
import { and, eq, isNotNull, isNull, lte, or, sql, ne, exists } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { cartLines, carts, users } from '../db/schema';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import {
  embedLinePictures,
  type MailAttachment,
  type MailLine,
  type MockupAttachments,
} from '../mail/mail-lines';
import { renderMail } from '../mail/render';
import { CartReminderMail } from '../mail/templates/cart-reminder';
import type { CartService } from './cart';
import { defineJob, type JobQueue } from './jobs';
import type { MailPicture } from './mail-pictures';
import type { PromoMailingService } from './promo-mailings';

export const CART_REMINDER_JOB = 'cart.reminder';
/** The cart and its `updatedAt` (ISO) when the sweep saw it: a cart touched since is not reminded of. */
const CartReminderPayload = z.object({ cartId: z.string(), updatedAt: z.string() });
/** A customer's cart untouched this long gets one reminder. */
export const CART_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
const REMINDER_ATTEMPTS = 5;

/** A customer's cart reminder: its lines (pictures embedded), a link back, and one-click unsubscribe. */
export function cartReminderMail(input: {
  shop: ShopInfo;
  to: string;
  lines: MailLine[];
  attachments: MailAttachment[];
  cartUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { shop, unsubscribeUrl } = input;
  const subject = `Your ${shop.name} cart is waiting for you`;
  return {
    to: input.to,
    replyTo: shop.email,
    subject,
    ...renderMail(createElement(CartReminderMail, { ...input, subject })),
    attachments: input.attachments,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Cart reminders: a sweep (run by the job worker every CART_REMINDER_SWEEP_MINUTES) finds logged-in customers'
 * carts with lines, untouched for CART_REMINDER_AFTER_MS and not reminded for this untouched state, and in one
 * transaction enqueues one job per cart (dedupe key `cart-reminder:{cartId}:{updatedAt}`) and marks the cart
 * (`reminded_for` = its `updated_at`). Touching the cart moves `updated_at`, so a cart left alone again earns a
 * new reminder. The job sends nothing if the cart was touched or emptied since, or the customer unsubscribed
 * or was anonymised. The clock is injected so tests can move it.
 */
export function createCartReminderService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  cart: CartService;
  promoMailings: Pick<PromoMailingService, 'unsubscribeUrl'>;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  mockups?: MockupAttachments;
  pictures?: MailPicture;
  now: () => Date;
}) {
  const { db, jobs, shop, logger } = deps;

  const reminderJob = defineJob(CART_REMINDER_JOB, CartReminderPayload, async (payload) => {
    const { cartId, updatedAt } = payload;
    const [row] = await db
      .select({ cart: carts, user: users })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(eq(carts.id, cartId));
    if (!row || row.cart.updatedAt.toISOString() !== updatedAt) return; // gone, or touched since the sweep
    const { user } = row;
    if (user.anonymisedAt || user.marketingOptOutAt || !user.marketingConsent) return; // may not be mailed
    const { lines } = await deps.cart.get({ userId: user.id });
    if (lines.length === 0) return;
    const { lines: mailLines, attachments } = await embedLinePictures({
      lines,
      mockups: deps.mockups,
      pictures: deps.pictures,
      logger,
      cidTag: 'cart',
      logContext: { cartId },
    });
    await deps.mailer.send(
      cartReminderMail({
        shop,
        to: user.email,
        lines: mailLines,
        attachments,
        cartUrl: `${deps.publicUrl}/cart`,
        unsubscribeUrl: deps.promoMailings.unsubscribeUrl(user.id),
      }),
    );
    logger.info({ cartId, userId: user.id }, 'cart reminder sent');
  });
  jobs.register(reminderJob);

  return {
    /**
     * Enqueues a reminder for every due cart and marks it, in one transaction; `FOR UPDATE SKIP LOCKED` and the
     * dedupe key keep two instances sweeping at once from mailing twice. The number of carts enqueued.
     */
    async sweep(): Promise<number> {
      const dueBefore = new Date(deps.now().getTime() - CART_REMINDER_AFTER_MS);
      const count = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: carts.id, updatedAt: carts.updatedAt })
          .from(carts)
          .innerJoin(users, eq(users.id, carts.userId))
          .where(
            and(
              isNotNull(carts.userId),
              lte(carts.updatedAt, dueBefore),
              or(isNull(carts.remindedFor), ne(carts.remindedFor, carts.updatedAt)),
              isNull(users.anonymisedAt),
              isNull(users.marketingOptOutAt),
              // offers by e-mail only to customers who consented (issue 34)
              eq(users.marketingConsent, true),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(cartLines)
                  .where(eq(cartLines.cartId, carts.id)),
              ),
            ),
          )
          .limit(500)
          .for('update', { of: carts, skipLocked: true });
        for (const cart of due) {
          const updatedAt = cart.updatedAt.toISOString();
          await jobs.enqueue(
            tx,
            reminderJob,
            { cartId: cart.id, updatedAt },
            { dedupeKey: `cart-reminder:${cart.id}:${updatedAt}`, maxAttempts: REMINDER_ATTEMPTS },
          );
          await tx
            .update(carts)
            // in SQL: the column keeps microseconds a JS Date would lose (the row is locked, so it is this state)
            .set({ remindedFor: sql`${carts.updatedAt}` })
            .where(eq(carts.id, cart.id));
        }
        return due.length;
      });
      if (count > 0) logger.info({ carts: count }, 'cart reminders enqueued');
      return count;
    },
  };
}

export type CartReminderService = ReturnType<typeof createCartReminderService>;
