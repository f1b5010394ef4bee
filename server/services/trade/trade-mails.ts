import { createElement } from 'react';
import { formatPounds } from '../../../domain/money';
import type { ShopInfo } from '../../../domain/shop-info';
import {
  formatTradeDay,
  MONTHLY_SPEND_BANDS,
  type MonthlySpendBand,
  type ReminderKind,
} from '../../../domain/trade';
import type { MailMessage } from '../../integrations/mail/mailer';
import { renderMail } from '../../mail/render';
// the quote mails' layout is the shop's plain notice: a heading, paragraphs, a quoted reason and one button
import { QuoteMail as NoticeMail, type QuoteMailProps as NoticeMailProps } from '../../mail/templates/quote';

/**
 * The mails of a trade account's life: the shop hears of an application; the customer hears of each decision,
 * is reminded of invoices before and after they fall due, and is sent statements (the PDF attached).
 */
export const TRADE_MAIL_KINDS = [
  'application',
  'approved',
  'declined',
  'updated',
  'suspended',
  'reopened',
  'reminder-before-due',
  'reminder-after-due',
  'reminder-final',
  'statement',
] as const;
export type TradeMailKind = (typeof TRADE_MAIL_KINDS)[number];

export const reminderMailKind = (kind: ReminderKind): TradeMailKind => `reminder-${kind}` as TradeMailKind;

export interface TradeMailInput {
  shop: ShopInfo;
  account: {
    businessName: string;
    contactName: string;
    contactEmail: string;
    creditLimit: number;
    termsDays: number;
    poRequired: boolean;
    monthlySpend: MonthlySpendBand;
    reason: string | null;
  };
  /** The customer's login address (the applicant): the shop's notice names it. */
  customerEmail: string;
  /** The invoice a reminder is about. */
  invoice?: { number: string; total: number; outstanding: number; dueDay: string };
  /** The statement mailed, its PDF attached. */
  statement?: { from: string; to: string; closing: number; pdf: Buffer; filename: string };
  /** /account/trade, absolute */
  accountLink: string;
  /** /admin/trade-accounts/{id}, absolute */
  sellerLink: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const limitText = (pence: number) => formatPounds(pence, { wholePounds: 'short' });

export function tradeMail(kind: TradeMailKind, input: TradeMailInput): MailMessage {
  const { shop, account } = input;
  const mail = (to: string, replyTo: string, props: Omit<NoticeMailProps, 'shop'>): MailMessage => ({
    to,
    replyTo,
    subject: props.subject,
    ...renderMail(createElement(NoticeMail, { shop, ...props })),
  });
  const toCustomer = (subject: string, heading: string, paragraphs: string[], quoted?: string | null) =>
    mail(account.contactEmail, shop.email, {
      subject,
      heading,
      greetName: firstName(account.contactName),
      paragraphs,
      quoted,
      link: { href: input.accountLink, label: 'Open your trade account' },
    });
  const terms = `${limitText(account.creditLimit)} credit limit, invoices due in ${account.termsDays} days`;
  const invoice = input.invoice;
  switch (kind) {
    case 'application':
      return mail(shop.email, account.contactEmail, {
        subject: `Trade account application from ${account.businessName}`,
        heading: `${account.businessName} applied for a trade account`,
        paragraphs: [
          `${account.contactName} (${account.contactEmail}) applied on behalf of ${account.businessName}, from the customer account ${input.customerEmail}.`,
          `Expected monthly spend: ${MONTHLY_SPEND_BANDS[account.monthlySpend]}.${account.poRequired ? ' They need a purchase order number on every order.' : ''}`,
          'Open the application to approve it with a credit limit and terms, or decline it.',
        ],
        link: { href: input.sellerLink, label: 'Open the application' },
      });
    case 'approved':
      return toCustomer(
        `Your trade account with ${shop.name} is approved`,
        'Your trade account is approved',
        [
          `${account.businessName} can now pay on account: ${terms}.`,
          'At checkout, choose "Pay on account". Your order is placed at once and the invoice comes with your confirmation.',
        ],
      );
    case 'declined':
      return toCustomer(
        `Your trade account application with ${shop.name}`,
        'About your trade account application',
        [
          `Thank you for applying for a trade account for ${account.businessName}. We are not able to offer one at the moment.`,
          'You can still order and pay by card at any time.',
        ],
        account.reason,
      );
    case 'updated':
      return toCustomer(
        `Your trade account with ${shop.name} has changed`,
        'Your trade account has changed',
        [
          `${account.businessName} now has a ${terms}.${account.poRequired ? ' A purchase order number is needed on every order.' : ''}`,
        ],
      );
    case 'suspended':
      return toCustomer(
        `Your trade account with ${shop.name} is on hold`,
        'Your trade account is on hold',
        [
          `Paying on account is on hold for ${account.businessName}. Invoices already issued are still due; you can order and pay by card meanwhile.`,
        ],
        account.reason,
      );
    case 'reopened':
      return toCustomer(
        `Your trade account with ${shop.name} is open again`,
        'Your trade account is open again',
        [`${account.businessName} can pay on account again: ${terms}.`],
      );
    case 'reminder-before-due':
    case 'reminder-after-due':
    case 'reminder-final': {
      const i = invoice!;
      const owed = formatPounds(i.outstanding);
      const due = formatTradeDay(i.dueDay);
      const [subject, heading, first] =
        kind === 'reminder-before-due'
          ? [
              `Invoice ${i.number} is due on ${due}`,
              `Invoice ${i.number} is due soon`,
              `A reminder that invoice ${i.number} (${owed} to pay) is due on ${due}.`,
            ]
          : kind === 'reminder-after-due'
            ? [
                `Invoice ${i.number} is overdue`,
                `Invoice ${i.number} is overdue`,
                `Invoice ${i.number} was due on ${due} and ${owed} is still unpaid. If you have paid it already, thank you, and please ignore this.`,
              ]
            : [
                `Final reminder: invoice ${i.number} is two weeks overdue`,
                `Invoice ${i.number} is two weeks overdue`,
                `Invoice ${i.number} was due on ${due} and ${owed} is still unpaid. Please pay it now, or call us on ${shop.phone} if something is wrong with it.`,
              ];
      const bank = shop.bank
        ? `Pay by bank transfer to ${shop.bank.accountName}, sort code ${shop.bank.sortCode}, account ${shop.bank.accountNumber}, with ${i.number} as the reference.`
        : `Please contact us at ${shop.email} for our bank details, with ${i.number} as the reference.`;
      return toCustomer(subject, heading, [first, bank]);
    }
    case 'statement': {
      const st = input.statement!;
      const message = toCustomer(
        `Your statement from ${shop.name}`,
        `Statement for ${account.businessName}`,
        [
          `Here is your statement from ${formatTradeDay(st.from)} to ${formatTradeDay(st.to)}, attached as a PDF.`,
          st.closing > 0
            ? `The balance at its end was ${formatPounds(st.closing)} owed.`
            : st.closing < 0
              ? `The account was ${formatPounds(-st.closing)} in credit at its end.`
              : 'Nothing was owed at its end.',
        ],
      );
      return {
        ...message,
        attachments: [{ filename: st.filename, content: st.pdf, contentType: 'application/pdf' }],
      };
    }
  }
}
