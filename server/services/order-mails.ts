import { createElement } from 'react';
import type { Logger } from 'pino';
import { accountInvoiceTerms } from '../../domain/documents';
import type { LineItem } from '../../domain/line-item';
import { formatPounds } from '../../domain/money';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import type { MailMessage } from '../integrations/mail/mailer';
import {
  invoicePdfName,
  renderInvoicePdf,
  type InvoiceAccount,
  type PdfOrder,
} from '../integrations/pdf/order-pdfs';
import { embedLinePictures, type MailAttachment, type MockupAttachments } from '../mail/mail-lines';
import { renderMail } from '../mail/render';
import {
  NewOrderMail,
  OrderConfirmationMail,
  type MailOrderSummary,
} from '../mail/templates/order-confirmation';
import type { MailPicture } from './mail-pictures';

export type { MockupAttachments };

/**
 * The customer's confirmation (lines, decoration, mock-ups, totals, the PO number, a link to the order) and the
 * seller's notice. An order placed on a trade account (issue 31) says it is invoiced and when it is due, and the
 * customer's mail carries its invoice PDF, drawn here so every send and resend of the mail has it.
 */
export async function orderMails(input: {
  order: MailOrderSummary & PdfOrder;
  shop: ShopInfo;
  /** The trade account an on-account order's invoice is addressed to (else it is to the delivery address). */
  invoiceAccount?: InvoiceAccount;
  publicUrl: string;
  accessToken: string;
  mockups?: MockupAttachments;
  /** A plain line's garment picture as a JPEG, embedded like the mock-ups. */
  pictures?: MailPicture;
  logger: Logger;
}): Promise<{ customer: MailMessage; seller: MailMessage }> {
  const { order, shop } = input;
  const number = formatOrderNumber(order.number);
  const orderUrl = `${input.publicUrl}/orders/${order.id}?token=${encodeURIComponent(input.accessToken)}`;
  // the mail and its invoice draw a line's mock-up once
  const drawn = new Map<LineItem, Promise<Buffer | null>>();
  const mockups = input.mockups;
  const mockup = mockups
    ? (line: LineItem) => {
        if (!drawn.has(line)) drawn.set(line, mockups(line));
        return drawn.get(line)!;
      }
    : undefined;
  const { lines, attachments } = await embedLinePictures({
    lines: order.lines,
    mockups: mockup,
    pictures: input.pictures,
    logger: input.logger,
    cidTag: 'order',
    logContext: { orderId: order.id },
  });
  const customer: MailMessage = {
    to: order.email,
    replyTo: shop.email,
    subject: `Your order ${number} is confirmed`,
    ...renderMail(createElement(OrderConfirmationMail, { order, lines, shop, orderUrl })),
    attachments: [...attachments, ...(await invoiceAttachment())],
  };
  /** An on-account order's invoice, to pay from; a card order's is on its page when wanted. */
  async function invoiceAttachment(): Promise<MailAttachment[]> {
    if (!accountInvoiceTerms(order)) return [];
    const pdf = await renderInvoicePdf({
      order,
      shop,
      account: input.invoiceAccount,
      mockup: (line) =>
        line.decorations.length > 0
          ? (mockup?.(line) ?? Promise.resolve(null))
          : (input.pictures?.(line.image) ?? Promise.resolve(null)),
    });
    return [{ filename: invoicePdfName(order.number), content: pdf, contentType: 'application/pdf' }];
  }
  // the seller works on the order in the seller's area (no token: the page asks the seller to log in)
  const sellerUrl = `${input.publicUrl}/admin/orders/${order.id}`;
  const seller: MailMessage = {
    to: shop.email,
    replyTo: order.email,
    subject: `New order ${number}${accountInvoiceTerms(order) ? ' on account' : ''} — ${formatPounds(order.total)}`,
    ...renderMail(createElement(NewOrderMail, { order, lines, shop, sellerUrl })),
    attachments,
  };
  return { customer, seller };
}
