import { mailGreeting } from '../../../domain/greeting';
import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink, Heading, Quote } from './parts';

const WHAT_TO_DO =
  'Please check the spelling, colours, sizes and positions. If it is right, press Approve and we start making your order; if not, press Request changes and tell us what to change.';

/**
 * The customer's mail with a proof (and, as `reminder`, the one reminder 3 working days later): the seller's
 * message, the version, and the order page's signed link where they approve it or ask for changes.
 */
export function ProofMail(props: {
  order: { number: number; shippingAddress: { firstName: string } };
  version: number;
  message: string;
  /** The order page with its signed link token, so a guest can open it. */
  link: string;
  shop: ShopInfo;
  reminder?: boolean;
  subject: string;
}) {
  const { order, version, link, shop, reminder } = props;
  const number = formatOrderNumber(order.number);
  const hello = mailGreeting(order.shippingAddress.firstName);
  const lead = reminder
    ? `Proof version ${version} for your order ${number} is still waiting for your answer. We start making your order once you approve it.`
    : `Proof version ${version} for your order ${number} is ready for you to check.`;
  const seller = props.message.trim();
  const text = [
    hello,
    lead,
    ...(seller ? [`Our message:\n${seller}`] : []),
    WHAT_TO_DO,
    `See the proof, approve it or request changes: ${link}`,
    mailSignature(shop),
  ].join('\n\n');
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <Heading>{reminder ? 'Your proof is waiting' : `Proof version ${version} is ready`}</Heading>
      <p>{hello}</p>
      <p>{lead}</p>
      {seller && <Quote text={seller} />}
      <p>{WHAT_TO_DO}</p>
      <ButtonLink href={link}>See the proof: Approve or Request changes</ButtonLink>
    </MailLayout>
  );
}

/** The shop's notice of the customer's answer to a proof: approved, or changes requested with their comment. */
export function ProofAnswerMail(props: {
  order: { number: number; email: string };
  version: number;
  answer: 'approved' | 'changes';
  comment: string | null;
  /** The seller's order page. */
  link: string;
  shop: ShopInfo;
  subject: string;
}) {
  const { order, version, comment, link } = props;
  const number = formatOrderNumber(order.number);
  const approved = props.answer === 'approved';
  const lead = approved
    ? `The customer (${order.email}) approved proof version ${version} for order ${number}. Production can start.`
    : `The customer (${order.email}) asked for changes to proof version ${version} for order ${number}. Send them a new proof.`;
  const text = [lead, ...(comment ? [`Their comment:\n${comment}`] : []), `The order: ${link}`].join('\n\n');
  return (
    <MailLayout shop={props.shop} title={props.subject} text={text}>
      <Heading>{approved ? 'Proof approved' : 'Changes requested'}</Heading>
      <p>{lead}</p>
      {comment && <Quote text={comment} />}
      <ButtonLink href={link}>Open order {number}</ButtonLink>
    </MailLayout>
  );
}
