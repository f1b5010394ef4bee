import { mailGreeting } from '../../../domain/greeting';
import { ORDER_LINK_DAYS } from '../../../domain/order-links';
import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink } from './parts';

/** The customer's mail with a new link to their order page, for as long as such a link works. */
export function OrderLinkMail(props: {
  order: { number: number; shippingAddress: { firstName: string } };
  link: string;
  shop: ShopInfo;
  subject: string;
}) {
  const { order, link, shop } = props;
  const number = formatOrderNumber(order.number);
  const lead = `Here is a new link to your order ${number}: follow its progress, see and answer proofs. It works for ${ORDER_LINK_DAYS} days; you can ask for another from the order page at any time.`;
  const hello = mailGreeting(order.shippingAddress.firstName);
  const text = [hello, lead, `Your order: ${link}`, mailSignature(shop)].join('\n\n');
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <p>{hello}</p>
      <p>{lead}</p>
      <ButtonLink href={link}>View your order</ButtonLink>
    </MailLayout>
  );
}
