import { createElement } from 'react';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from 'pino';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import {
  embedLinePictures,
  type MailAttachment,
  type MailLine,
  type MockupAttachments,
} from '../../mail/mail-lines';
import { renderMail } from '../../mail/render';
import { ReorderMail } from '../../mail/templates/reorder';
import type { CartService } from '../cart';
import type { CustomersService } from '../customers';
import { defineJob, type JobQueue } from '../jobs';
import type { MailPicture } from '../mail-pictures';
import { SHOP_ACTOR, type OrderActor, type OrderEventsService } from './order-events';
import type { ReorderService } from './reorder';

/** The job that mails a customer the cart a seller re-ordered into for them (payload: the re-order's facts). */
export const SELLER_REORDER_MAIL_JOB = 'reorder.seller-mail';
const SellerReorderMailPayload = z.object({
  reorderId: z.string(),
  orderId: z.string(),
  userId: z.string(),
  /** What was added to the cart, by line. */
  lines: z.array(z.object({ mergeKey: z.string(), quantity: z.number() })),
  notes: z.array(z.string()),
});
/** The 'mail' event the job records, and the mark that it went (a retried job mails once). */
const REORDER_MAIL_LABEL = 'Re-order';

export interface SellerReorderResult {
  added: number;
  notes: string[];
  /** What happened, as the seller reads it. */
  message: string;
}

const garments = (n: number) => `${n} ${n === 1 ? 'garment' : 'garments'}`;

/** "Added 10 garments to jo@example.co.uk's cart and e-mailed them the link." */
export function sellerReorderMessage(input: {
  added: number;
  notes: readonly string[];
  email: string;
  orderNumber: number;
}): string {
  if (input.added === 0)
    return `Nothing from order ${formatOrderNumber(input.orderNumber)} could be added to ${input.email}'s cart, so no e-mail was sent.`;
  const done = `Added ${garments(input.added)} to ${input.email}'s cart and e-mailed them the link.`;
  return input.notes.length ? `${done} Some lines changed: see the notes.` : done;
}

/** The customer's mail with the re-ordered lines back in their cart, what changed, and the cart's link. */
export function reorderMail(input: {
  shop: ShopInfo;
  to: string;
  firstName: string;
  orderNumber: number;
  lines: MailLine[];
  attachments: MailAttachment[];
  notes: string[];
  cartUrl: string;
}): MailMessage {
  const subject = `Your order ${formatOrderNumber(input.orderNumber)} is in your cart again`;
  return {
    to: input.to,
    replyTo: input.shop.email,
    subject,
    ...renderMail(createElement(ReorderMail, { ...input, subject })),
    attachments: input.attachments,
  };
}

/**
 * The seller's re-order on a customer's behalf (their customer view): the customer's own re-order service
 * fills the customer's cart, then one transaction records the re-order on the source order's timeline and
 * enqueues the customer's mail (what was added, the notes, a link to the cart through the login page). The
 * re-order service writes the cart line by line in transactions of its own, so the event and the job follow
 * in the next one; a random id per call is the job's dedupe key, so one click is one mail.
 */
export function createSellerReorderService(deps: {
  db: Database;
  jobs: JobQueue;
  events: OrderEventsService;
  reorder: ReorderService;
  cart: CartService;
  customers: CustomersService;
  mailer: Mailer;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  mockups?: MockupAttachments;
  pictures?: MailPicture;
}) {
  const { db, jobs, events, shop, logger } = deps;

  const reorderMailJob = defineJob(SELLER_REORDER_MAIL_JOB, SellerReorderMailPayload, async (payload) => {
    const { reorderId, orderId, userId, lines: added, notes } = payload;
    // mailed already: a retry after the mail went (the mark is written right after it)
    const [sent] = await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.kind, 'mail'),
          sql`${orderEvents.detail}->>'reorderId' = ${reorderId}`,
        ),
      );
    if (sent) return;
    const [row] = await db
      .select({ user: users, number: orders.number })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, orderId), eq(users.id, userId)));
    if (!row || row.user.anonymisedAt) return; // deleted since: nobody to write to
    const lines = await deps.cart.addedLines(userId, added);
    if (lines.length === 0) return; // taken out of the cart before the mail went: nothing to point at
    const { lines: mailLines, attachments } = await embedLinePictures({
      lines,
      mockups: deps.mockups,
      pictures: deps.pictures,
      logger,
      cidTag: 'reorder',
      logContext: { orderId, reorderId },
    });
    await deps.mailer.send(
      reorderMail({
        shop,
        to: row.user.email,
        firstName: row.user.firstName,
        orderNumber: row.number,
        lines: mailLines,
        attachments,
        notes,
        // the login page sends a logged-in customer straight on, and anyone else there after logging in
        cartUrl: `${deps.publicUrl}/login?${new URLSearchParams({ redirectTo: '/cart' })}`,
      }),
    );
    await events.record(db, orderId, 'mail', SHOP_ACTOR, { mail: REORDER_MAIL_LABEL, reorderId });
    logger.info({ orderId, userId, reorderId }, 're-order mail sent');
  });
  jobs.register(reorderMailJob);

  return {
    /**
     * Re-orders `orderId` into its customer's cart. An unknown or deleted customer, an unknown order or one of
     * another customer is refused before anything changes; so is an order placed as a guest (no cart to fill).
     */
    async reorderFor(customerId: string, orderId: string, actor: OrderActor): Promise<SellerReorderResult> {
      const customer = await deps.customers.get(customerId);
      if (!customer) throw new AppError('not_found', 'Customer not found');
      if (customer.anonymised)
        throw new AppError(
          'conflict',
          'This customer was deleted: there is no cart or e-mail address to re-order to.',
        );
      const [order] = isUuid(orderId)
        ? await db
            .select({ id: orders.id, userId: orders.userId, number: orders.number })
            .from(orders)
            .where(eq(orders.id, orderId))
        : [];
      if (order && order.userId === null)
        throw new AppError(
          'conflict',
          'This order was placed as a guest: there is no customer account whose cart it could go in.',
        );
      if (!order || order.userId !== customer.id) throw new AppError('not_found', 'Order not found');

      const result = await deps.reorder.reorder(customer.id, order.id);
      const reorderId = randomUUID();
      await db.transaction(async (tx) => {
        await events.record(tx, order.id, 'reorder', actor, {
          reorderId,
          added: result.added,
          notes: result.notes,
        });
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.reorder',
          subjectId: order.id,
          summary: `Re-ordered order ${formatOrderNumber(order.number)} into ${customer.name}'s cart (${result.added} ${result.added === 1 ? 'garment' : 'garments'}).`,
          changes: auditChanges({}, { added: result.added, notes: result.notes }),
        });
        if (result.added > 0)
          await jobs.enqueue(
            tx,
            reorderMailJob,
            { reorderId, orderId: order.id, userId: customer.id, lines: result.lines, notes: result.notes },
            { dedupeKey: `seller-reorder:${reorderId}` },
          );
      });
      jobs.kick();
      return {
        added: result.added,
        notes: result.notes,
        message: sellerReorderMessage({
          added: result.added,
          notes: result.notes,
          email: customer.email,
          orderNumber: order.number,
        }),
      };
    },
  };
}

export type SellerReorderService = ReturnType<typeof createSellerReorderService>;
