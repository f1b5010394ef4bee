import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { Lines, UnsubscribeNote, unsubscribeText } from './parts';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * A promo mail-out: the seller's plain text as paragraphs, the code when one is named, and why the customer
 * gets it with the unsubscribe link.
 */
export function PromoMail(props: {
  shop: ShopInfo;
  subject: string;
  body: string;
  promo: { code: string; percent: number; expiresAt: Date | null } | null;
  unsubscribeUrl: string;
}) {
  const { shop, promo, body } = props;
  const until = promo?.expiresAt ? ` until ${when.format(promo.expiresAt)}` : '';
  const codeText = promo ? `\n\nUse code ${promo.code} at checkout for ${promo.percent}% off${until}.` : '';
  const text = `${body}${codeText}\n\n${unsubscribeText(shop, props.unsubscribeUrl)}\n\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      {body.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} style={{ margin: '0 0 14px' }}>
          <Lines text={paragraph.trim()} />
        </p>
      ))}
      {promo && (
        <p
          style={{
            margin: '20px 0',
            padding: 14,
            border: '2px dashed #1e3a8a',
            borderRadius: 8,
            textAlign: 'center',
          }}
        >
          Use code{' '}
          <strong style={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: 2 }}>{promo.code}</strong> at
          checkout for {promo.percent}% off{until}.
        </p>
      )}
      <UnsubscribeNote shop={shop} url={props.unsubscribeUrl} />
    </MailLayout>
  );
}
