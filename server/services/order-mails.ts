import { createElement } from 'react';
import type { Logger } from 'pino';
import { formatPounds } from '../../domain/money';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import type { MailMessage } from '../integrations/mail/mailer';
import { embedLinePictures, type MockupAttachments } from '../mail/mail-lines';
import { renderMail } from '../mail/render';
import {
  NewOrderMail,
  OrderConfirmationMail,
  type MailOrderSummary,
} from '../mail/templates/order-confirmation';
import type { MailPicture } from './mail-pictures';
import type { OrderWithLines } from './orders/order-record';

export type { MockupAttachments };

/** The customer's confirmation (lines, decoration, mock-ups, totals, a link to the order) and the seller's notice. */
export async function orderMails(input: {
  order: MailOrderSummary & Pick<OrderWithLines, 'id' | 'lines'>;
  shop: ShopInfo;
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
  const { lines, attachments } = await embedLinePictures({
    lines: order.lines,
    mockups: input.mockups,
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
    attachments,
  };
  // the seller works on the order in the seller's area (no token: the page asks the seller to log in)
  const sellerUrl = `${input.publicUrl}/admin/orders/${order.id}`;
  const seller: MailMessage = {
    to: shop.email,
    replyTo: order.email,
    subject: `New order ${number} — ${formatPounds(order.total)}`,
    ...renderMail(createElement(NewOrderMail, { order, lines, shop, sellerUrl })),
    attachments,
  };
  return { customer, seller };
}
