import { mailGreeting, opensWithGreeting } from '../../../domain/greeting';
import { formatOrderNumber } from '../../../domain/orders';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { Lines } from './parts';

/** The seller's own words to a customer about an order, with line breaks as typed and the order number. */
export function OrderMessageMail(props: {
  shop: ShopInfo;
  orderNumber: number;
  firstName: string;
  message: string;
}) {
  const { shop, message } = props;
  const number = formatOrderNumber(props.orderNumber);
  // the seller's own "Hi Bev," stands alone: ours before it would read "Hello Bev, / Hi Bev,"
  const greeting = opensWithGreeting(message) ? null : mailGreeting(props.firstName);
  const text = `${greeting ? `${greeting}\n\n` : ''}${message}\n\nOrder ${number}\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={`About your order ${number}`} text={text}>
      {greeting && <p style={{ margin: '0 0 12px' }}>{greeting}</p>}
      <p style={{ margin: '0 0 12px' }}>
        <Lines text={message} split={/\r?\n/} />
      </p>
      <p style={{ margin: '16px 0 0', color: '#52525b' }}>
        Order {number} · reply to this e-mail to answer us.
      </p>
    </MailLayout>
  );
}
