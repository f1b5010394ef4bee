import type { ShopInfo } from '../../../domain/shop-info';
import type { MailLine } from '../mail-lines';
import { MailLayout, mailSignature } from './layout';
import { LineTable, lineTableText } from './line-table';
import { ButtonLink, Heading, UnsubscribeNote, unsubscribeText } from './parts';

/** A customer's reminder of the cart they left: its lines, a link back to it, and how to unsubscribe. */
export function CartReminderMail(props: {
  shop: ShopInfo;
  subject: string;
  lines: MailLine[];
  cartUrl: string;
  unsubscribeUrl: string;
}) {
  const { shop, lines, cartUrl, unsubscribeUrl } = props;
  const text = `Your cart is waiting for you:\n\n${lineTableText(lines)}\n\nBack to your cart: ${cartUrl}\n\n${unsubscribeText(shop, unsubscribeUrl)}\n\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <Heading>Your cart is waiting for you</Heading>
      <LineTable lines={lines} />
      <ButtonLink href={cartUrl}>Back to your cart</ButtonLink>
      <UnsubscribeNote shop={shop} url={unsubscribeUrl} />
    </MailLayout>
  );
}
