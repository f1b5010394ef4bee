import type { Logger } from 'pino';
import { invoiceNumber } from '../../domain/documents';
import type { ShopInfo } from '../../domain/shop-info';
import type { FileStore } from '../integrations/files/file-store';
import type { MailMessage } from '../integrations/mail/mailer';
import { renderStatementPdf, statementPdfName } from '../integrations/pdf/statement-pdf';
import { verificationCodeMail } from '../services/auth';
import { cartReminderMail } from '../services/cart-reminders';
import { contactEnquiryMail } from '../services/contact';
import type { LogoService } from '../services/logos';
import { createMailPictures } from '../services/mail-pictures';
import { dataExportMail } from '../services/data-rights';
import { orderLinkMail } from '../services/order-links';
import { orderMails } from '../services/order-mails';
import { orderEmailMail } from '../services/order-messages';
import { createOrderMockups } from '../services/orders/order-mockups';
import { orderStatusMail, type StatusMailKind } from '../services/order-status-mails';
import { promoMail } from '../services/promo-mailings';
import { proofAnswerMail, proofMail } from '../services/proof-mails';
import { reorderMail } from '../services/orders/seller-reorder';
import { quoteMail, type QuoteMailKind } from '../services/quotes/quote-mails';
import { tradeMail, type TradeMailKind } from '../services/trade/trade-mails';
import { embedLinePictures } from './mail-lines';
import {
  SAMPLE_ACCOUNT_ORDER,
  SAMPLE_CODE,
  SAMPLE_CONTACT,
  SAMPLE_LINES,
  SAMPLE_ORDER,
  SAMPLE_ORDER_TOKEN,
  SAMPLE_PROMO,
  SAMPLE_PROOF,
  SAMPLE_REORDER_NOTES,
  SAMPLE_SELLER_MESSAGE,
  SAMPLE_STATEMENT,
  SAMPLE_TRADE_ACCOUNT,
  SAMPLE_TRADE_REASONS,
} from './samples';

/** What drawing a preview needs of the shop: its identity and address, and its files for the pictures. */
export interface MailPreviewDeps {
  shop: ShopInfo;
  publicUrl: string;
  files: FileStore;
  logos: LogoService;
  logger: Logger;
}

interface MailPreview {
  name: string;
  title: string;
  /** Who gets it, and when. */
  when: string;
  build(deps: MailPreviewDeps): Promise<MailMessage> | MailMessage;
}

/** The pictures and mock-ups as the mails draw them, from the shop's own files. */
function drawing(deps: MailPreviewDeps) {
  return {
    pictures: createMailPictures(deps.files),
    mockups: createOrderMockups({ files: deps.files, logos: deps.logos }),
  };
}

const orderLink = (deps: MailPreviewDeps) =>
  `${deps.publicUrl}/orders/${SAMPLE_ORDER.id}?token=${SAMPLE_ORDER_TOKEN}`;

/** The order's two mails; `onAccount`: the order placed on the sample trade account, its invoice attached. */
async function confirmationMails(deps: MailPreviewDeps, onAccount = false) {
  return orderMails({
    order: onAccount ? SAMPLE_ACCOUNT_ORDER : SAMPLE_ORDER,
    invoiceAccount: onAccount ? SAMPLE_TRADE_ACCOUNT : undefined,
    shop: deps.shop,
    publicUrl: deps.publicUrl,
    accessToken: SAMPLE_ORDER_TOKEN,
    logger: deps.logger,
    ...drawing(deps),
  });
}

const statusMail = (kind: StatusMailKind) => (deps: MailPreviewDeps) =>
  orderStatusMail({ kind, order: SAMPLE_ORDER, shop: deps.shop, publicUrl: deps.publicUrl });

const proofPreview = (reminder: boolean) => (deps: MailPreviewDeps) =>
  proofMail({
    order: SAMPLE_ORDER,
    version: SAMPLE_PROOF.version,
    message: SAMPLE_PROOF.message,
    link: orderLink(deps),
    shop: deps.shop,
    reminder,
  });

async function sampleMailLines(deps: MailPreviewDeps, cidTag: string) {
  return embedLinePictures({
    lines: SAMPLE_LINES,
    logger: deps.logger,
    cidTag,
    logContext: { preview: cidTag },
    ...drawing(deps),
  });
}

/** A preview of each kind of a family of mails, named `{prefix}-{kind}`, drawn by `build`. */
function kindPreviews<K extends string>(
  prefix: string,
  kinds: Record<K, { title: string; when: string }>,
  build: (kind: K, deps: MailPreviewDeps) => Promise<MailMessage> | MailMessage,
): MailPreview[] {
  return (Object.entries(kinds) as [K, { title: string; when: string }][]).map(([kind, { title, when }]) => ({
    name: `${prefix}-${kind}`,
    title,
    when,
    build: (deps) => build(kind, deps),
  }));
}

/**
 * A trade account's mail (issue 31) about the sample account: a reminder is of the on-account order's invoice,
 * the statement carries the sample statement's PDF, a decline or suspension gives the seller's reason.
 */
async function tradePreview(kind: TradeMailKind, deps: MailPreviewDeps): Promise<MailMessage> {
  const order = SAMPLE_ACCOUNT_ORDER;
  const reason = kind === 'declined' || kind === 'suspended' ? SAMPLE_TRADE_REASONS[kind] : null;
  const st = SAMPLE_STATEMENT;
  return tradeMail(kind, {
    shop: deps.shop,
    account: { ...SAMPLE_TRADE_ACCOUNT, reason },
    customerEmail: SAMPLE_ORDER.email,
    invoice: {
      number: invoiceNumber(order.number),
      total: order.total,
      outstanding: order.total,
      dueDay: order.invoiceDueDay,
    },
    statement:
      kind === 'statement'
        ? {
            from: st.from,
            to: st.to,
            closing: st.closing,
            pdf: await renderStatementPdf({ statement: st, shop: deps.shop }),
            filename: statementPdfName(st.from, st.to),
          }
        : undefined,
    accountLink: `${deps.publicUrl}/account/trade`,
    sellerLink: `${deps.publicUrl}/admin/trade-accounts/${SAMPLE_TRADE_ACCOUNT.id}`,
  });
}

/** Every mail the shop sends, in the order a customer meets them, each drawn from the samples. */
export const MAIL_PREVIEWS: MailPreview[] = [
  {
    name: 'verification-code',
    title: 'Sign-up code',
    when: 'To a new customer, with the code that verifies their address.',
    build: (deps) => verificationCodeMail({ shop: deps.shop, to: SAMPLE_ORDER.email, ...SAMPLE_CODE }),
  },
  {
    name: 'cart-reminder',
    title: 'Cart reminder',
    when: 'To a customer a day after they leave their cart (unless they unsubscribed).',
    build: async (deps) =>
      cartReminderMail({
        shop: deps.shop,
        to: SAMPLE_ORDER.email,
        ...(await sampleMailLines(deps, 'cart')),
        cartUrl: `${deps.publicUrl}/cart`,
        unsubscribeUrl: `${deps.publicUrl}/unsubscribe?token=preview`,
      }),
  },
  {
    name: 'order-confirmation',
    title: 'Order confirmation',
    when: 'To the customer once their payment arrives.',
    build: async (deps) => (await confirmationMails(deps)).customer,
  },
  {
    name: 'new-order',
    title: 'New order',
    when: 'To you once a payment arrives.',
    build: async (deps) => (await confirmationMails(deps)).seller,
  },
  {
    name: 'order-confirmation-account',
    title: 'Order confirmation on account',
    when: 'To a trade customer once they order on account, with the invoice attached.',
    build: async (deps) => (await confirmationMails(deps, true)).customer,
  },
  {
    name: 'new-order-account',
    title: 'New order on account',
    when: 'To you once a trade customer orders on account.',
    build: async (deps) => (await confirmationMails(deps, true)).seller,
  },
  {
    name: 'proof',
    title: 'Proof ready',
    when: 'To the customer when you send a proof of their logo.',
    build: proofPreview(false),
  },
  {
    name: 'proof-reminder',
    title: 'Proof reminder',
    when: 'To the customer when a proof has waited 3 working days for their answer.',
    build: proofPreview(true),
  },
  {
    name: 'proof-approved',
    title: 'Proof approved',
    when: 'To you when the customer approves a proof.',
    build: (deps) =>
      proofAnswerMail({
        order: SAMPLE_ORDER,
        version: SAMPLE_PROOF.version,
        answer: 'approved',
        comment: null,
        link: `${deps.publicUrl}/admin/orders/${SAMPLE_ORDER.id}`,
        shop: deps.shop,
      }),
  },
  {
    name: 'proof-changes',
    title: 'Changes requested',
    when: 'To you when the customer asks for changes to a proof.',
    build: (deps) =>
      proofAnswerMail({
        order: SAMPLE_ORDER,
        version: SAMPLE_PROOF.version,
        answer: 'changes',
        comment: SAMPLE_PROOF.comment,
        link: `${deps.publicUrl}/admin/orders/${SAMPLE_ORDER.id}`,
        shop: deps.shop,
      }),
  },
  {
    name: 'order-message',
    title: 'Your e-mail about an order',
    when: 'To the customer when you write to them from their order.',
    build: (deps) =>
      orderEmailMail({
        shop: deps.shop,
        orderNumber: SAMPLE_ORDER.number,
        firstName: SAMPLE_ORDER.shippingAddress.firstName,
        to: SAMPLE_ORDER.email,
        message: SAMPLE_SELLER_MESSAGE,
      }),
  },
  {
    name: 'order-shipped',
    title: 'Order shipped',
    when: 'To the customer when you mark their order shipped, with its tracking.',
    build: statusMail('shipped'),
  },
  {
    name: 'order-delivered',
    title: 'Order delivered',
    when: 'To the customer when you mark their order delivered.',
    build: statusMail('delivered'),
  },
  {
    name: 'order-cancelled',
    title: 'Order cancelled',
    when: 'To the customer when you cancel their order.',
    build: statusMail('cancelled'),
  },
  {
    name: 'order-refunded',
    title: 'Refund',
    when: 'To the customer when you refund their order.',
    build: statusMail('refunded'),
  },
  {
    name: 'order-link',
    title: 'New order link',
    when: 'To the customer when they (or you) ask for a new link to their order page.',
    build: (deps) => orderLinkMail({ order: SAMPLE_ORDER, link: orderLink(deps), shop: deps.shop }),
  },
  {
    name: 'data-export',
    title: 'Your data is ready',
    when: 'To the customer when the download of their data they asked for on their account is ready.',
    build: (deps) =>
      dataExportMail({
        to: SAMPLE_ORDER.email,
        firstName: SAMPLE_CODE.firstName,
        link: `${deps.publicUrl}/account/data-export/${SAMPLE_ORDER.id}?token=sample`,
        shop: deps.shop,
      }),
  },
  {
    name: 'reorder',
    title: 'Order back in the cart',
    when: 'To the customer when you re-order an earlier order into their cart.',
    build: async (deps) =>
      reorderMail({
        shop: deps.shop,
        to: SAMPLE_ORDER.email,
        firstName: SAMPLE_ORDER.shippingAddress.firstName,
        orderNumber: SAMPLE_ORDER.number,
        ...(await sampleMailLines(deps, 'reorder')),
        notes: SAMPLE_REORDER_NOTES,
        cartUrl: `${deps.publicUrl}/login?${new URLSearchParams({ redirectTo: '/cart' })}`,
      }),
  },
  {
    name: 'promo',
    title: 'Promo mail-out',
    when: 'To every subscribed customer when you send an offer.',
    build: (deps) =>
      promoMail({
        shop: deps.shop,
        to: SAMPLE_ORDER.email,
        ...SAMPLE_PROMO,
        unsubscribeUrl: `${deps.publicUrl}/unsubscribe?token=preview`,
      }),
  },
  {
    name: 'contact-enquiry',
    title: 'Contact form message',
    when: 'To you when someone writes through the contact page.',
    build: (deps) => contactEnquiryMail({ shop: deps.shop, message: SAMPLE_CONTACT }),
  },
  ...kindPreviews<QuoteMailKind>(
    'quote',
    {
      received: { title: 'Quote request received', when: 'To the buyer when they ask for a quote.' },
      request: { title: 'New quote request', when: 'To you when someone asks for a quote.' },
      sent: { title: 'Quote sent', when: 'To the buyer when you send a quote (each version).' },
      reminder: { title: 'Quote reminder', when: 'To the buyer 3 working days before an open quote ends.' },
      renewed: { title: 'Quote renewed', when: 'To the buyer when you renew an expired quote.' },
      changes: { title: 'Quote changes asked for', when: 'To you when the buyer asks for changes.' },
      declined: { title: 'Quote declined', when: 'To you when the buyer declines a quote.' },
      accepted: { title: 'Quote accepted', when: 'To you when the buyer accepts a quote and goes to pay.' },
      renewal: {
        title: 'Quote renewal asked for',
        when: 'To you when an expired quote’s buyer asks to renew.',
      },
    },
    (kind, deps) =>
      quoteMail(kind, {
        shop: deps.shop,
        quote: SAMPLE_QUOTE,
        total: 61_750,
        comment: kind === 'changes' || kind === 'declined' ? SAMPLE_QUOTE_COMMENT : null,
        buyerLink: `${deps.publicUrl}/quotes/preview`,
        sellerLink: `${deps.publicUrl}/admin/quotes`,
      }),
  ),
  ...kindPreviews<TradeMailKind>(
    'trade',
    {
      application: {
        title: 'Trade account application',
        when: 'To you when a customer applies for a trade account.',
      },
      approved: {
        title: 'Trade account approved',
        when: 'To the customer when you approve their trade account.',
      },
      declined: {
        title: 'Trade account declined',
        when: 'To the customer when you decline their application, with your reason.',
      },
      updated: {
        title: 'Trade account changed',
        when: 'To the customer when you change their credit limit, terms or PO rule.',
      },
      suspended: {
        title: 'Trade account on hold',
        when: 'To the customer when you suspend their account, with your reason.',
      },
      reopened: { title: 'Trade account reopened', when: 'To the customer when you reopen their account.' },
      'reminder-before-due': {
        title: 'Invoice due soon',
        when: 'To the customer 3 days before an unpaid invoice is due.',
      },
      'reminder-after-due': {
        title: 'Invoice overdue',
        when: 'To the customer the day after an unpaid invoice was due.',
      },
      'reminder-final': {
        title: 'Final invoice reminder',
        when: 'To the customer 14 days after an unpaid invoice was due.',
      },
      statement: {
        title: 'Statement',
        when: 'To the customer when you send their statement, the PDF attached.',
      },
    },
    tradePreview,
  ),
];

/** A quote as the previews show it: a school's 40 polos, version 2, valid for a month. */
const SAMPLE_QUOTE = {
  number: 1001,
  name: 'Jo Bloggs',
  email: SAMPLE_ORDER.email,
  company: 'Hill School',
  version: 2,
  validUntil: '2026-12-31',
};
const SAMPLE_QUOTE_COMMENT = 'Could you do the polos at £10.50 each for 40?';

/** The list the previews page shows. */
export const mailPreviewList = () => MAIL_PREVIEWS.map(({ name, title, when }) => ({ name, title, when }));

export interface RenderedMailPreview {
  name: string;
  title: string;
  when: string;
  subject: string;
  to: string;
  replyTo: string | null;
  headers: [string, string][];
  /** The HTML part with its embedded pictures as data: URLs, so a page can show it as the mail shows. */
  html: string;
  text: string;
  /** `inline`: a picture the HTML shows (cid:); else a file sent with the mail, as an invoice's PDF. */
  attachments: { filename: string; contentType: string; bytes: number; inline: boolean }[];
}

/** One mail drawn from the samples, as a mail client would show it; null for an unknown name. */
export async function renderMailPreview(
  name: string,
  deps: MailPreviewDeps,
): Promise<RenderedMailPreview | null> {
  const preview = MAIL_PREVIEWS.find((p) => p.name === name);
  if (!preview) return null;
  const mail = await preview.build(deps);
  let html = mail.html;
  for (const a of mail.attachments ?? []) {
    if (a.cid)
      html = html.replaceAll(
        `"cid:${a.cid}"`,
        `"data:${a.contentType};base64,${a.content.toString('base64')}"`,
      );
  }
  return {
    name: preview.name,
    title: preview.title,
    when: preview.when,
    subject: mail.subject,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    headers: Object.entries(mail.headers ?? {}),
    html,
    text: mail.text,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      bytes: a.content.length,
      inline: Boolean(a.cid),
    })),
  };
}
