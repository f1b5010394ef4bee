import type { Logger } from 'pino';
import type { ContactMessage } from '../../domain/schemas/contact';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { Mailer } from '../integrations/mail/mailer';
import type { RateLimiter } from './rate-limit';

/** Messages from one address in an hour: plenty for a customer, too few to flood the shop's inbox. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

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
      const fields: [string, string][] = [
        ['Name', message.fullName],
        ['Email', message.email],
        ['Contact number', message.contactNumber],
        ['Company', message.company ?? '—'],
      ];
      try {
        await deps.mailer.send({
          to: deps.shop.email,
          replyTo: message.email,
          subject: `New enquiry from ${message.fullName}`,
          text: `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}`,
          html: mailLayout(
            deps.shop,
            'New enquiry',
            `<h1 style="font-size:18px">New enquiry from the website</h1>
<table>${fields.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap;border-left:3px solid #e4e4e7;padding-left:12px">${escapeHtml(message.message)}</p>`,
          ),
        });
      } catch (error) {
        deps.logger.error(
          { err: error, contactId: row.id },
          'contact mail failed; message kept in the database',
        );
      }
      return row;
    },
  };
}
