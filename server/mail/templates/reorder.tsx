import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import type { MailLine } from '../mail-lines';
import { MailLayout, mailSignature } from './layout';
import { LineTable, lineTableText } from './line-table';
import { ButtonLink } from './parts';

/**
 * The customer's mail when the seller puts an earlier order back in their cart: the lines as they are now,
 * what changed, and a link to the cart through the login page.
 */
export function ReorderMail(props: {
  shop: ShopInfo;
  subject: string;
  firstName: string;
  orderNumber: number;
  lines: MailLine[];
  /** Lines that could not come back as they were ("… is no longer sold."). */
  notes: string[];
  cartUrl: string;
}) {
  const { shop, lines, notes, cartUrl } = props;
  const greeting = props.firstName ? `Hello ${props.firstName},` : 'Hello,';
  const intro = `We've put the garments from your order ${formatOrderNumber(props.orderNumber)} back in your cart, at today's prices. Nothing is ordered until you check out.`;
  const notesText = notes.length ? `\n\nSome lines changed:\n${notes.map((n) => `- ${n}`).join('\n')}` : '';
  const text = `${greeting}\n\n${intro}\n\n${lineTableText(lines)}${notesText}\n\nYour cart (log in to see it): ${cartUrl}\n\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <p style={{ margin: '0 0 12px' }}>{greeting}</p>
      <p style={{ margin: '0 0 12px' }}>{intro}</p>
      <LineTable lines={lines} />
      {notes.length > 0 && (
        <>
          <p style={{ margin: '16px 0 4px' }}>
            <strong>Some lines changed:</strong>
          </p>
          <ul style={{ margin: 0, paddingLeft: 20, color: '#52525b' }}>
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </>
      )}
      <ButtonLink href={cartUrl}>Go to your cart</ButtonLink>
      <p style={{ marginTop: 12, fontSize: 13, color: '#52525b' }}>
        Log in with this e-mail address to see your cart.
      </p>
    </MailLayout>
  );
}
