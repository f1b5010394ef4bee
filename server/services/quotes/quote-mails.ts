import { createElement } from 'react';
import { formatPounds } from '../../../domain/money';
import { formatQuoteDay, formatQuoteNumber } from '../../../domain/quotes';
import type { ShopInfo } from '../../../domain/shop-info';
import type { MailMessage } from '../../integrations/mail/mailer';
import { renderMail } from '../../mail/render';
import { QuoteMail, type QuoteMailProps } from '../../mail/templates/quote';
import type { quotes } from '../../db/schema';

/**
 * The mails of a quote's life: to the buyer (their request arrived, a version sent or renewed, a reminder before
 * it ends) and to the shop (a request, changes asked for, declined, accepted, a renewal asked for). The buyer's
 * paid mail is the order's confirmation.
 */
export const QUOTE_MAIL_KINDS = [
  'received',
  'sent',
  'renewed',
  'reminder',
  'request',
  'changes',
  'declined',
  'accepted',
  'renewal',
] as const;
export type QuoteMailKind = (typeof QUOTE_MAIL_KINDS)[number];

export interface QuoteMailInput {
  shop: ShopInfo;
  quote: Pick<typeof quotes.$inferSelect, 'number' | 'name' | 'email' | 'company' | 'version' | 'validUntil'>;
  /** The current version's total; null before one was sent. */
  total: number | null;
  /** The buyer's comment or reason on this move. */
  comment: string | null;
  buyerLink: string;
  sellerLink: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function quoteMail(kind: QuoteMailKind, input: QuoteMailInput): MailMessage {
  const { shop, quote } = input;
  const number = formatQuoteNumber(quote.number);
  const until = quote.validUntil ? formatQuoteDay(quote.validUntil) : '';
  const total = input.total !== null ? formatPounds(input.total) : '';
  const who = quote.company ? `${quote.name} (${quote.company})` : quote.name;
  const mail = (to: string, replyTo: string, props: Omit<QuoteMailProps, 'shop'>): MailMessage => ({
    to,
    replyTo,
    subject: props.subject,
    ...renderMail(createElement(QuoteMail, { shop, ...props })),
  });
  const toBuyer = (subject: string, heading: string, paragraphs: string[], label: string) =>
    mail(quote.email, shop.email, {
      subject,
      heading,
      greetName: firstName(quote.name),
      paragraphs,
      link: { href: input.buyerLink, label },
    });
  const toShop = (subject: string, heading: string, paragraphs: string[]) =>
    mail(shop.email, quote.email, {
      subject,
      heading,
      paragraphs,
      quoted: input.comment,
      link: { href: input.sellerLink, label: `Open ${number}` },
    });
  switch (kind) {
    case 'received':
      return toBuyer(
        `We have your quote request ${number} — ${shop.name}`,
        'We have your request',
        [
          `Thank you for asking us for a quote. Your request is ${number}; we will price it and e-mail you the quote, usually within one working day.`,
          'You can follow it at any time from the link below.',
        ],
        'Follow your request',
      );
    case 'sent':
    case 'renewed':
      return toBuyer(
        `Your quote ${number} from ${shop.name}`,
        kind === 'sent' ? `Your quote ${number}` : `Your quote ${number} is renewed`,
        [
          `${kind === 'sent' ? `Here is your quote (version ${quote.version})` : 'Your quote stands again'}: ${total} in all, valid until ${until}.`,
          'Open it to see every line with its mock-up, download the PDF, accept and pay online, or ask us for changes.',
        ],
        'View your quote',
      );
    case 'reminder':
      return toBuyer(
        `Your quote ${number} ends on ${until}`,
        `Your quote ${number} ends soon`,
        [
          `A reminder that your quote for ${total} is valid until ${until}. Accept it before then to keep its prices, or tell us what you would like changed.`,
        ],
        'View your quote',
      );
    case 'request':
      return toShop(`New quote request ${number} from ${who}`, `New quote request ${number}`, [
        `${who} (${quote.email}) asked for a quote.`,
      ]);
    case 'changes':
      return toShop(`Changes asked for on ${number}`, `${who} asked for changes`, [
        `${who} read version ${quote.version} of ${number} and asked for changes:`,
      ]);
    case 'declined':
      return toShop(`${number} declined`, `${who} declined ${number}`, [
        input.comment
          ? `${who} declined version ${quote.version}, saying:`
          : `${who} declined version ${quote.version}.`,
      ]);
    case 'accepted':
      return toShop(`${number} accepted`, `${who} accepted ${number}`, [
        `${who} accepted version ${quote.version} (${total}) and is paying for it now. Once paid it is an order in your list.`,
      ]);
    case 'renewal':
      return toShop(`Renewal asked for on ${number}`, `${who} asks you to renew ${number}`, [
        `${number} expired on ${until}. ${who} would like it renewed: open it and renew it with a new date.`,
      ]);
  }
}
