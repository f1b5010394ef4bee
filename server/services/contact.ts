import { createElement } from 'react';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { auditChanges } from '../../domain/audit';
import { isUuid } from '../../domain/ids';
import type { ContactMessage } from '../../domain/schemas/contact';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { ContactEnquiryMail } from '../mail/templates/contact-enquiry';
import { recordAudit } from './audit';
import type { RateLimiter } from './rate-limit';

/** Messages from one address in an hour: plenty for a customer, too few to flood the shop's inbox. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** Messages on one page of the seller's inbox. */
export const INBOX_PAGE_SIZE = 20;

export type StoredContactMessage = typeof contactMessages.$inferSelect;

/** The shop's copy of a contact form message; replying answers the sender. */
export function contactEnquiryMail(input: { shop: ShopInfo; message: ContactMessage }): MailMessage {
  return {
    to: input.shop.email,
    replyTo: input.message.email,
    subject: `New enquiry from ${input.message.fullName}`,
    ...renderMail(createElement(ContactEnquiryMail, input)),
  };
}

export function createContactService(deps: {
  db: Database;
  mailer: Mailer;
  shop: ShopInfo;
  logger: Logger;
  limiter: RateLimiter;
}) {
  return {
    /** Stores the message first, so a mail outage never loses it, then tells the shop. */
    async submit(message: ContactMessage, ip: string): Promise<{ id: string }> {
      await deps.limiter.hit(
        `contact:ip:${ip}`,
        { limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
        `You have sent us several messages in the last hour. Please wait a while, or call us on ${deps.shop.phone}.`,
      );
      const [row] = await deps.db
        .insert(contactMessages)
        .values({
          fullName: message.fullName,
          email: message.email,
          contactNumber: message.contactNumber,
          company: message.company ?? null,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      try {
        await deps.mailer.send(contactEnquiryMail({ shop: deps.shop, message }));
      } catch (error) {
        deps.logger.error(
          { err: error, contactId: row.id },
          'contact mail failed; message kept in the database',
        );
      }
      return row;
    },

    /** The seller's inbox: newest first, a page at a time. */
    async list(
      options: { page?: number; pageSize?: number } = {},
    ): Promise<{ messages: StoredContactMessage[]; total: number }> {
      const pageSize = options.pageSize ?? INBOX_PAGE_SIZE;
      const page = Math.max(1, options.page ?? 1);
      const [messages, [counted]] = await Promise.all([
        deps.db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        deps.db.select({ n: count() }).from(contactMessages),
      ]);
      return { messages, total: counted?.n ?? 0 };
    },

    /** One message; null for an unknown (or malformed) id. */
    async get(id: string): Promise<StoredContactMessage | null> {
      if (!isUuid(id)) return null;
      const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /** Marks it read the first time a seller opens it (a later opening keeps the first time). */
    async markRead(id: string): Promise<void> {
      if (!isUuid(id)) return;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ readAt: sql`now()` })
          .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
          .returning({ fullName: contactMessages.fullName, readAt: contactMessages.readAt });
        if (!row) return; // opened before: the first time stays
        await recordAudit(tx, {
          area: 'inbox',
          action: 'inbox.read',
          subjectId: id,
          summary: `Opened the message from ${row.fullName}.`,
          changes: auditChanges({ readAt: null }, { readAt: row.readAt }),
        });
      });
    },

    /** Messages no seller has opened yet: the sidebar's count. */
    async unreadCount(): Promise<number> {
      const [row] = await deps.db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return row?.n ?? 0;
    },
  };
}
