import { LIST_LIMITS } from '../../domain/list-limits';
import { createElement } from 'react';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditChanges } from '../../domain/audit';
import { isAnonymisedEmail } from '../../domain/customers';
import { isUuid } from '../../domain/ids';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database, DbOrTx } from '../db/client';
import { orderEmails, orders } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { OrderMessageMail } from '../mail/templates/order-message';
import { defineJob, type JobQueue } from './jobs';
import type { OrderActor, OrderEventsService } from './orders/order-events';

/** The job that sends one e-mail the seller wrote from an order (payload: the order_emails row's id). */
export const ORDER_EMAIL_JOB = 'order.seller-email';
const OrderEmailPayload = z.object({ emailId: z.string() });

export interface SentOrderEmail {
  id: string;
  to: string;
  message: string;
  /** Null while the job has not sent it yet. */
  sentAt: Date | null;
  createdAt: Date;
}

const orderNotFound = () => new AppError('not_found', 'Order not found');

/** The customer's e-mail: the seller's words, escaped, in the shop's frame, with the order number. */
export function orderEmailMail(input: {
  shop: ShopInfo;
  orderNumber: number;
  firstName: string;
  to: string;
  message: string;
}): MailMessage {
  return {
    to: input.to,
    replyTo: input.shop.email,
    subject: `About your order ${formatOrderNumber(input.orderNumber)} — ${input.shop.name}`,
    ...renderMail(createElement(OrderMessageMail, input)),
  };
}

/**
 * What the seller writes on an order: the private note (orders.internal_note, never shown to the customer) and
 * e-mails to the customer. An e-mail is a row in order_emails and a durable job written in the same
 * transaction; the job sends it once and stamps sent_at. Each change records its event in that transaction.
 */
export function createOrderMessagesService(deps: {
  db: Database;
  jobs: JobQueue;
  events: OrderEventsService;
  mailer: Mailer;
  shop: ShopInfo;
}) {
  const { db, jobs, events, mailer, shop } = deps;

  const emailJob = defineJob(ORDER_EMAIL_JOB, OrderEmailPayload, async (payload) => {
    const { emailId } = payload;
    const [row] = await db
      .select({
        email: orderEmails,
        number: orders.number,
        firstName: sql<string>`coalesce(${orders.shippingAddress}->>'firstName', '')`,
      })
      .from(orderEmails)
      .innerJoin(orders, eq(orders.id, orderEmails.orderId))
      .where(eq(orderEmails.id, emailId));
    // sent already (a retry after the mail went), or taken back before it went
    if (!row || row.email.sentAt || row.email.deletedAt) return;
    await mailer.send(
      orderEmailMail({
        shop,
        orderNumber: row.number,
        firstName: row.firstName,
        to: row.email.toEmail,
        message: row.email.message,
      }),
    );
    await db
      .update(orderEmails)
      .set({ sentAt: sql`now()` })
      .where(and(eq(orderEmails.id, emailId), isNull(orderEmails.sentAt)));
  });
  jobs.register(emailJob);

  async function orderRow(tx: DbOrTx, orderId: string) {
    if (!isUuid(orderId)) throw orderNotFound();
    const [row] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        email: orders.email,
        internalNote: orders.internalNote,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) throw orderNotFound();
    return row;
  }

  return {
    async getNote(orderId: string): Promise<string> {
      return (await orderRow(db, orderId)).internalNote ?? '';
    },

    /** Saves the note (already trimmed and checked); an empty one deletes it. Says which it did. */
    async saveNote(orderId: string, note: string, actor: OrderActor): Promise<'saved' | 'deleted'> {
      const action = note ? 'saved' : 'deleted';
      await db.transaction(async (tx) => {
        const before = await orderRow(tx, orderId);
        if ((before.internalNote ?? '') === note) return; // nothing changed: no event
        await tx
          .update(orders)
          .set({ internalNote: note || null, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        await events.record(tx, orderId, 'note', actor, { action });
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.note',
          subjectId: orderId,
          summary: `${note ? 'Saved' : 'Deleted'} the private note on order ${formatOrderNumber(before.number)}.`,
          changes: auditChanges(before, { internalNote: note || null }, ['internalNote']),
        });
      });
      return action;
    },

    /** Writes the e-mail and its sending job in one transaction; the worker sends it after the commit. */
    async sendEmail(orderId: string, message: string, actor: OrderActor): Promise<SentOrderEmail> {
      const row = await db.transaction(async (tx) => {
        const order = await orderRow(tx, orderId);
        if (isAnonymisedEmail(order.email)) {
          throw new AppError(
            'conflict',
            'This customer was deleted: there is no e-mail address to write to.',
          );
        }
        const [email] = await tx
          .insert(orderEmails)
          .values({ orderId, toEmail: order.email, message, sentBy: actor.id })
          .returning();
        await jobs.enqueue(
          tx,
          emailJob,
          { emailId: email!.id },
          { dedupeKey: `${ORDER_EMAIL_JOB}:${email!.id}` },
        );
        await events.record(tx, orderId, 'email', actor, { action: 'sent' });
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.email',
          subjectId: orderId,
          summary: `E-mailed the customer of order ${formatOrderNumber(order.number)}.`,
          changes: auditChanges({}, { to: order.email, message }),
        });
        return email!;
      });
      jobs.kick();
      return {
        id: row.id,
        to: row.toEmail,
        message: row.message,
        sentAt: row.sentAt,
        createdAt: row.createdAt,
      };
    },

    /** The e-mails written from this order and not deleted from its list, newest first. */
    async listEmails(orderId: string): Promise<SentOrderEmail[]> {
      await orderRow(db, orderId);
      const rows = await db
        .select()
        .from(orderEmails)
        .where(and(eq(orderEmails.orderId, orderId), isNull(orderEmails.deletedAt)))
        .orderBy(desc(orderEmails.createdAt), desc(orderEmails.id))
        .limit(LIST_LIMITS.orderEmails);
      return rows.map((r) => ({
        id: r.id,
        to: r.toEmail,
        message: r.message,
        sentAt: r.sentAt,
        createdAt: r.createdAt,
      }));
    },

    /** Hides an e-mail from the order's list (kept, with deleted_at, as a record of what was sent). */
    async deleteEmail(orderId: string, emailId: string, actor: OrderActor): Promise<void> {
      const order = await orderRow(db, orderId);
      if (!isUuid(emailId)) throw new AppError('not_found', 'Email not found');
      await db.transaction(async (tx) => {
        const done = await tx
          .update(orderEmails)
          .set({ deletedAt: sql`now()` })
          .where(
            and(eq(orderEmails.id, emailId), eq(orderEmails.orderId, orderId), isNull(orderEmails.deletedAt)),
          )
          .returning({ id: orderEmails.id });
        if (done.length === 0) throw new AppError('not_found', 'Email not found');
        await events.record(tx, orderId, 'email', actor, { action: 'deleted' });
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.email_removed',
          subjectId: orderId,
          summary: `Removed an e-mail from the list of order ${formatOrderNumber(order.number)}.`,
          changes: [{ field: 'emailId', before: emailId, after: null }],
        });
      });
    },
  };
}

export type OrderMessagesService = ReturnType<typeof createOrderMessagesService>;
