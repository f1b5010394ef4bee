import { mailGreeting } from '../../../domain/greeting';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink, Heading, Quote } from './parts';

/** One mail of a quote's life (issue 30): to the buyer (sent, reminder, request received) or to the shop. */
export interface QuoteMailProps {
  shop: ShopInfo;
  subject: string;
  heading: string;
  /** The buyer's first name; absent for the shop's own notices. */
  greetName?: string;
  paragraphs: string[];
  /** The buyer's comment or reason, or the seller's message, set apart. */
  quoted?: string | null;
  link: { href: string; label: string };
}

export function QuoteMail(props: QuoteMailProps) {
  const { shop, paragraphs, quoted, link } = props;
  const hello = props.greetName !== undefined ? mailGreeting(props.greetName) : null;
  const text = [
    ...(hello ? [hello] : []),
    ...paragraphs,
    ...(quoted ? [quoted] : []),
    `${link.label}: ${link.href}`,
    mailSignature(shop),
  ].join('\n\n');
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <Heading>{props.heading}</Heading>
      {hello && <p>{hello}</p>}
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {quoted && <Quote text={quoted} />}
      <ButtonLink href={link.href}>{link.label}</ButtonLink>
    </MailLayout>
  );
}
