import { createElement } from 'react';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import type { MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { OrderStatusMail } from '../mail/templates/order-status';
import type { OrderRow } from './orders/order-record';

/** The automatic mails a seller's change of an order sends its customer, once each. */
export const STATUS_MAIL_KINDS = ['shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type StatusMailKind = (typeof STATUS_MAIL_KINDS)[number];

/** How the order's timeline names each mail ("Shipping e-mail sent to the customer"). */
export const STATUS_MAIL_LABELS: Record<StatusMailKind, string> = {
  shipped: 'Shipping',
  delivered: 'Delivery',
  cancelled: 'Cancellation',
  refunded: 'Refund',
};

type MailOrder = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'email'
  | 'userId'
  | 'shippingAddress'
  | 'trackingId'
  | 'carrier'
  | 'total'
  | 'refundedAmount'
  | 'tradeAccountId'
>;

/** One status mail, drawn by its template; account holders' mails link to their order page. */
export function orderStatusMail(input: {
  kind: StatusMailKind;
  order: MailOrder;
  shop: ShopInfo;
  publicUrl: string;
}): MailMessage {
  const { kind, order, shop } = input;
  const number = formatOrderNumber(order.number);
  // a guest's page opens only from the link in their confirmation mail, which this mail cannot repeat
  const orderUrl = order.userId ? `${input.publicUrl}/orders/${order.id}` : null;
  const subject = {
    shipped: `Your order ${number} is on its way`,
    delivered: `Your order ${number} has been delivered`,
    cancelled: `Your order ${number} has been cancelled`,
    refunded: `Your refund for order ${number}`,
  }[kind];
  return {
    to: order.email,
    replyTo: shop.email,
    subject,
    ...renderMail(createElement(OrderStatusMail, { kind, order, shop, orderUrl, subject })),
  };
}
