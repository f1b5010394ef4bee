import type { ReactNode } from 'react';
import { trackingUrl } from '../../../domain/carriers';
import { mailGreeting } from '../../../domain/greeting';
import { creditNoteNumber, invoiceNumber } from '../../../domain/documents';
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
  /** Placed on a trade account (issue 31): its cancellation or refund is a credit note on the account. */
  tradeAccountId?: string | null;
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
    case 'cancelled': {
      const money = order.tradeAccountId
        ? `Its invoice ${invoiceNumber(order.number)} is credited to your trade account with credit note ${creditNoteNumber(order.number)}: nothing is owed for it.`
        : 'If you paid for it, we will tell you when the refund is on its way.';
      return frame(
        `${hello}\n\nYour order ${number} has been cancelled. ${money} Questions? Reply to this e-mail or call us.${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Order {number} has been cancelled</Heading>
          <p>{hello}</p>
          <p>
            {money} Questions? Reply to this e-mail or call us on {shop.phone}.
          </p>
          {orderButton}
        </>,
      );
    }
    case 'refunded': {
      const amount = formatPounds(order.refundedAmount || order.total);
      // an order on account was never paid by card: its money comes off what the account owes
      const [refunded, when] = order.tradeAccountId
        ? [
            `We have credited ${amount} for order ${number} to your trade account (credit note ${creditNoteNumber(order.number)}).`,
            'It comes off what the account owes; nothing goes back to a card.',
          ]
        : [
            `We have refunded ${amount} for order ${number} to the card you paid with.`,
            'Refunds usually reach your account in 5 to 7 business days.',
          ];
      return frame(
        `${hello}\n\n${refunded} ${when}${orderLinkText}\n\n${sign}`,
        <>
          <Heading>Refund for order {number}</Heading>
          <p>{hello}</p>
          <p>
            {refunded} {when}
          </p>
          {orderButton}
        </>,
      );
    }
  }
}
