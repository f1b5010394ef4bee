import { createElement } from 'react';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import type { MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { ProofAnswerMail, ProofMail } from '../mail/templates/proof';
import type { OrderRow } from './orders/order-record';

type ProofMailOrder = Pick<OrderRow, 'id' | 'number' | 'email' | 'shippingAddress'>;

/**
 * The customer's mail with a proof (and, as `reminder`, the one reminder 3 working days later): the seller's
 * message, the version, and the order page's signed link where they approve it or ask for changes.
 */
export function proofMail(input: {
  order: ProofMailOrder;
  version: number;
  message: string;
  /** The order page with its signed link token, so a guest can open it. */
  link: string;
  shop: ShopInfo;
  reminder?: boolean;
}): MailMessage {
  const { order, version, shop, reminder } = input;
  const number = formatOrderNumber(order.number);
  const subject = reminder
    ? `Reminder: your proof for order ${number} is waiting for your answer`
    : `Your proof for order ${number} is ready (version ${version})`;
  return {
    to: order.email,
    replyTo: shop.email,
    subject,
    ...renderMail(createElement(ProofMail, { ...input, subject })),
  };
}

/** The shop's notice of the customer's answer: approved, or changes requested with their comment. */
export function proofAnswerMail(input: {
  order: ProofMailOrder;
  version: number;
  answer: 'approved' | 'changes';
  comment: string | null;
  /** The seller's order page. */
  link: string;
  shop: ShopInfo;
}): MailMessage {
  const { order, version, shop } = input;
  const number = formatOrderNumber(order.number);
  const subject =
    input.answer === 'approved'
      ? `Proof approved for order ${number} (version ${version})`
      : `Changes requested to the proof for order ${number} (version ${version})`;
  return {
    to: shop.email,
    replyTo: order.email,
    subject,
    ...renderMail(createElement(ProofAnswerMail, { ...input, subject })),
  };
}
