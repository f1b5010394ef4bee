import { mailGreeting } from '../../domain/greeting';
import { formatOrderNumber } from '../../domain/orders';
import type { ShopInfo } from '../../domain/shop-info';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { MailMessage } from '../integrations/mail/mailer';
import type { OrderRow } from './orders/order-record';

type ProofMailOrder = Pick<OrderRow, 'id' | 'number' | 'email' | 'shippingAddress'>;

export const button = (href: string, label: string) =>
  `<p style="margin-top:20px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export const helloOf = (order: Pick<OrderRow, 'shippingAddress'>) =>
  mailGreeting(order.shippingAddress.firstName);

export const signOf = (shop: ShopInfo) => `${shop.name} · ${shop.phone} · ${shop.email}`;

/** The seller's message as paragraphs of escaped text. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const WHAT_TO_DO =
  'Please check the spelling, colours, sizes and positions. If it is right, press Approve and we start making your order; if not, press Request changes and tell us what to change.';

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
  const { order, version, message, link, shop, reminder } = input;
  const number = formatOrderNumber(order.number);
  const hello = helloOf(order);
  const subject = reminder
    ? `Reminder: your proof for order ${number} is waiting for your answer`
    : `Your proof for order ${number} is ready (version ${version})`;
  const lead = reminder
    ? `Proof version ${version} for your order ${number} is still waiting for your answer. We start making your order once you approve it.`
    : `Proof version ${version} for your order ${number} is ready for you to check.`;
  const seller = message.trim();
  const text = [
    hello,
    lead,
    ...(seller ? [`Our message:\n${seller}`] : []),
    WHAT_TO_DO,
    `See the proof, approve it or request changes: ${link}`,
    signOf(shop),
  ].join('\n\n');
  const body = `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(reminder ? 'Your proof is waiting' : `Proof version ${version} is ready`)}</h1>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(lead)}</p>
${seller ? `<div style="border-left:3px solid #1e3a8a;padding-left:12px;margin:16px 0">${paragraphs(seller)}</div>` : ''}
<p>${escapeHtml(WHAT_TO_DO)}</p>
${button(link, 'See the proof: Approve or Request changes')}`;
  return { to: order.email, replyTo: shop.email, subject, text, html: mailLayout(shop, subject, body) };
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
  const { order, version, answer, comment, link, shop } = input;
  const number = formatOrderNumber(order.number);
  const approved = answer === 'approved';
  const subject = approved
    ? `Proof approved for order ${number} (version ${version})`
    : `Changes requested to the proof for order ${number} (version ${version})`;
  const lead = approved
    ? `The customer (${order.email}) approved proof version ${version} for order ${number}. Production can start.`
    : `The customer (${order.email}) asked for changes to proof version ${version} for order ${number}. Send them a new proof.`;
  const text = [lead, ...(comment ? [`Their comment:\n${comment}`] : []), `The order: ${link}`].join('\n\n');
  const body = `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(approved ? 'Proof approved' : 'Changes requested')}</h1>
<p>${escapeHtml(lead)}</p>
${comment ? `<div style="border-left:3px solid #1e3a8a;padding-left:12px;margin:16px 0">${paragraphs(comment)}</div>` : ''}
${button(link, `Open order ${number}`)}`;
  return { to: shop.email, replyTo: order.email, subject, text, html: mailLayout(shop, subject, body) };
}
