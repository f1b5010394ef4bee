import { trackingUrl } from '../../domain/carriers';
import { formatPounds } from '../../domain/money';
import { mailGreeting } from '../../domain/greeting';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { MailMessage } from '../integrations/mail/mailer';
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
>;

const button = (href: string, label: string) =>
  `<p style="margin-top:20px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/**
 * One status mail: every value is escaped into the shop's mail layout. Account holders get a link to their
 * order page (a guest's page opens only from the link in their confirmation mail, which this mail cannot repeat).
 */
export function orderStatusMail(input: {
  kind: StatusMailKind;
  order: MailOrder;
  shop: ShopInfo;
  publicUrl: string;
}): MailMessage {
  const { kind, order, shop } = input;
  const number = formatOrderNumber(order.number);
  const hello = mailGreeting(order.shippingAddress.firstName);
  const orderUrl = order.userId ? `${input.publicUrl}/orders/${order.id}` : null;
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  const orderLinkText = orderUrl ? `\n\nYour order: ${orderUrl}` : '';
  const orderButton = orderUrl ? button(orderUrl, 'View your order') : '';

  let subject: string;
  let text: string;
  let body: string;
  switch (kind) {
    case 'shipped': {
      const carrier = order.carrier ?? 'our carrier';
      const tracking = order.trackingId ?? '';
      const link = trackingUrl(order.carrier, order.trackingId);
      subject = `Your order ${number} is on its way`;
      text = `${hello}\n\nYour order ${number} has been shipped with ${carrier}.\nTracking number: ${tracking}${link ? `\nTrack your parcel: ${link}` : ''}${orderLinkText}\n\n${sign}`;
      body = `<h1 style="font-size:20px;margin:0 0 8px">Order ${escapeHtml(number)} is on its way</h1>
<p>${escapeHtml(hello)}</p>
<p>Your order has been shipped with <strong>${escapeHtml(carrier)}</strong>.</p>
<p>Tracking number: <strong style="font-family:monospace">${escapeHtml(tracking)}</strong></p>
${link ? button(link, `Track your parcel with ${carrier}`) : ''}${orderButton}`;
      break;
    }
    case 'delivered':
      subject = `Your order ${number} has been delivered`;
      text = `${hello}\n\nYour order ${number} has been delivered. We hope you are pleased with it; if anything is not right, reply to this e-mail or call us.${orderLinkText}\n\n${sign}`;
      body = `<h1 style="font-size:20px;margin:0 0 8px">Order ${escapeHtml(number)} has been delivered</h1>
<p>${escapeHtml(hello)}</p>
<p>We hope you are pleased with it. If anything is not right, reply to this e-mail or call us on ${escapeHtml(shop.phone)}.</p>${orderButton}`;
      break;
    case 'cancelled':
      subject = `Your order ${number} has been cancelled`;
      text = `${hello}\n\nYour order ${number} has been cancelled. If you paid for it, we will tell you when the refund is on its way. Questions? Reply to this e-mail or call us.${orderLinkText}\n\n${sign}`;
      body = `<h1 style="font-size:20px;margin:0 0 8px">Order ${escapeHtml(number)} has been cancelled</h1>
<p>${escapeHtml(hello)}</p>
<p>If you paid for it, we will tell you when the refund is on its way. Questions? Reply to this e-mail or call us on ${escapeHtml(shop.phone)}.</p>${orderButton}`;
      break;
    case 'refunded': {
      const amount = formatPounds(order.refundedAmount || order.total);
      subject = `Your refund for order ${number}`;
      text = `${hello}\n\nWe have refunded ${amount} for order ${number} to the card you paid with. Refunds usually reach your account in 5 to 7 business days.${orderLinkText}\n\n${sign}`;
      body = `<h1 style="font-size:20px;margin:0 0 8px">Refund for order ${escapeHtml(number)}</h1>
<p>${escapeHtml(hello)}</p>
<p>We have refunded <strong>${escapeHtml(amount)}</strong> to the card you paid with. Refunds usually reach your account in 5 to 7 business days.</p>${orderButton}`;
      break;
    }
  }
  return { to: order.email, replyTo: shop.email, subject, text, html: mailLayout(shop, subject, body) };
}
