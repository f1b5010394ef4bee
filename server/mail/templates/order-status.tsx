import type { ReactNode } from 'react';
import { trackingUrl } from '../../../domain/carriers';
import { mailGreeting } from '../../../domain/greeting';
import { formatPounds } from '../../../domain/money';
import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink, Heading } from './parts';

/** What a status mail reads of its order. */
export interface StatusMailOrder {
  number: number;
  shippingAddress: { firstName: string };
  trackingId: string | null;
  carrier: string | null;
  total: number;
  refundedAmount: number;
}

/**
 * One automatic mail about a seller's change of an order: shipped (with the tracking), delivered, cancelled or
 * refunded. Account holders get a link to their order page (`orderUrl`); a guest's page opens only from the
 * link in their confirmation mail, which this mail cannot repeat.
 */
export function OrderStatusMail(props: {
  kind: 'shipped' | 'delivered' | 'cancelled' | 'refunded';
  order: StatusMailOrder;
  shop: ShopInfo;
  orderUrl: string | null;
  subject: string;
}) {
  const { kind, order, shop, orderUrl } = props;
  const number = formatOrderNumber(order.number);
  const hello = mailGreeting(order.shippingAddress.firstName);
  const sign = mailSignature(shop);
  const orderLinkText = orderUrl ? `\n\nYour order: ${orderUrl}` : '';
  const orderButton = orderUrl && <ButtonLink href={orderUrl}>View your order</ButtonLink>;
  const frame = (text: string, body: ReactNode) => (
    <MailLayout shop={shop} title={props.subject} text={text}>
      {body}
    </MailLayout>
  );
  switch (kind) {
    case 'shipped': {
      const carrier = order.carrier ?? 'our carrier';
      const tracking = order.trackingId ?? '';
      const link = trackingUrl(order.carrier, order.trackingId);
      return frame(
        `${hello}\n\nYour order ${number} has been shipped with ${carrier}.\nTracking number: ${tracking}${link ? `\nTrack your parcel: ${link}` : ''}${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Order {number} is on its way</Heading>
          <p>{hello}</p>
          <p>
            Your order has been shipped with <strong>{carrier}</strong>.
          </p>
          <p>
            Tracking number: <strong style={{ fontFamily: 'monospace' }}>{tracking}</strong>
          </p>
          {link && <ButtonLink href={link}>Track your parcel with {carrier}</ButtonLink>}
          {orderButton}
        </>,
      );
    }
    case 'delivered':
      return frame(
        `${hello}\n\nYour order ${number} has been delivered. We hope you are pleased with it; if anything is not right, reply to this e-mail or call us.${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Order {number} has been delivered</Heading>
          <p>{hello}</p>
          <p>
            We hope you are pleased with it. If anything is not right, reply to this e-mail or call us on{' '}
            {shop.phone}.
          </p>
          {orderButton}
        </>,
      );
    case 'cancelled':
      return frame(
        `${hello}\n\nYour order ${number} has been cancelled. If you paid for it, we will tell you when the refund is on its way. Questions? Reply to this e-mail or call us.${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Order {number} has been cancelled</Heading>
          <p>{hello}</p>
          <p>
            If you paid for it, we will tell you when the refund is on its way. Questions? Reply to this
            e-mail or call us on {shop.phone}.
          </p>
          {orderButton}
        </>,
      );
    case 'refunded': {
      const amount = formatPounds(order.refundedAmount || order.total);
      return frame(
        `${hello}\n\nWe have refunded ${amount} for order ${number} to the card you paid with. Refunds usually reach your account in 5 to 7 business days.${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Refund for order {number}</Heading>
          <p>{hello}</p>
          <p>
            We have refunded <strong>{amount}</strong> to the card you paid with. Refunds usually reach your
            account in 5 to 7 business days.
          </p>
          {orderButton}
        </>,
      );
    }
  }
}
