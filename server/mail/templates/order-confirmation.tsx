import { formatPounds, formatShippingCost } from '../../../domain/money';
import { formatOrderNumber } from '../../../domain/orders';
import { postalAddressLines, SHIPPING_OPTIONS, type ShippingType } from '../../../domain/shipping';
import type { ShopInfo } from '../../../domain/shop-info';
import type { ShippingAddressRecord } from '../../db/schema';
import type { MailLine } from '../mail-lines';
import { MailLayout, mailSignature, Table } from './layout';
import { LineTable, lineTableText } from './line-table';
import { ButtonLink, Heading, Lines } from './parts';

/** What the order mails read of an order (its lines come as MailLines, pictures embedded). */
export interface MailOrderSummary {
  number: number;
  email: string;
  shippingAddress: ShippingAddressRecord;
  shippingType: string;
  goods: number;
  logoCharges: number;
  setupFees: number;
  discount: number;
  discountPercent: number;
  promoCode: string | null;
  shipping: number;
  total: number;
}

/** The order's sums as the mails list them, "Total paid" last. */
function orderTotals(order: MailOrderSummary): [string, string][] {
  return [
    ['Subtotal', formatPounds(order.goods)],
    ...(order.logoCharges ? ([['Logo charges', formatPounds(order.logoCharges)]] as [string, string][]) : []),
    ...(order.setupFees ? ([['Setup fees', formatPounds(order.setupFees)]] as [string, string][]) : []),
    ...(order.discount
      ? ([
          [
            `Discount (${order.promoCode ?? ''} ${order.discountPercent}%)`,
            `-${formatPounds(order.discount)}`,
          ],
        ] as [string, string][])
      : []),
    [
      `Shipping (${SHIPPING_OPTIONS[order.shippingType as ShippingType]?.label ?? order.shippingType})`,
      formatShippingCost(order.shipping),
    ],
    ['VAT', 'No VAT Charged'],
    ['Total paid', formatPounds(order.total)],
  ];
}

const totalsText = (order: MailOrderSummary) =>
  orderTotals(order)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** The lines, the sums and the delivery address: the body both order mails share. */
function OrderSummary({ order, lines }: { order: MailOrderSummary; lines: MailLine[] }) {
  const totals = orderTotals(order);
  return (
    <>
      <LineTable lines={lines} />
      <Table style={{ marginTop: 12, borderTop: '1px solid #e4e4e7' }}>
        {totals.map(([k, v], i) => {
          const bold = i === totals.length - 1 ? { fontWeight: 'bold' } : {};
          return (
            <tr key={k}>
              <td style={{ padding: '4px 0', ...bold }}>{k}</td>
              <td style={{ padding: '4px 0', textAlign: 'right', ...bold }}>{v}</td>
            </tr>
          );
        })}
      </Table>
      <h2 style={{ fontSize: 16, margin: '20px 0 4px' }}>Delivering to</h2>
      <p style={{ margin: 0 }}>
        <Lines text={postalAddressLines(order.shippingAddress).join('\n')} />
      </p>
    </>
  );
}

interface OrderMailProps {
  order: MailOrderSummary;
  lines: MailLine[];
  shop: ShopInfo;
}

/** The customer's confirmation: lines with their mock-ups, sums, the address and a link to the order. */
export function OrderConfirmationMail(
  props: OrderMailProps & {
    /** The order page with its link token, so a guest can open it. */
    orderUrl: string;
  },
) {
  const { order, lines, shop, orderUrl } = props;
  const number = formatOrderNumber(order.number);
  // a proof is promised only where there is a logo to prove
  const hasLogo = lines.some(({ line }) => line.decorations.length > 0);
  const text = `Thank you for your order ${number}.\n\n${lineTableText(lines)}\n\n${totalsText(order)}\n\n${hasLogo ? 'We will e-mail you a proof of your logo to approve before production. ' : ''}Follow your order: ${orderUrl}\n\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={`Order ${number} confirmed`} text={text}>
      <Heading>Thank you — order {number} is confirmed</Heading>
      <p>
        We have your payment.
        {hasLogo && ' We will send you a proof of your logo to approve before anything is made.'}
      </p>
      <OrderSummary order={order} lines={lines} />
      <ButtonLink href={orderUrl}>View your order</ButtonLink>
    </MailLayout>
  );
}

/** The seller's notice of a new paid order, with a link to it in the seller's area. */
export function NewOrderMail(
  props: OrderMailProps & {
    /** The order in the seller's area (no token: the page asks the seller to log in). */
    sellerUrl: string;
  },
) {
  const { order, lines, shop, sellerUrl } = props;
  const number = formatOrderNumber(order.number);
  const a = order.shippingAddress;
  const text = `New paid order ${number} from ${a.firstName} ${a.lastName} <${order.email}>.\n\nOpen the order: ${sellerUrl}\n\n${lineTableText(lines)}\n\n${totalsText(order)}\n\n${postalAddressLines(a).join('\n')}${a.additionalInfo ? `\n\nNotes: ${a.additionalInfo}` : ''}`;
  return (
    <MailLayout shop={shop} title={`New order ${number}`} text={text}>
      <Heading>New order {number}</Heading>
      <p>
        {`From ${`${a.firstName} ${a.lastName}`.trim()} <${order.email}>, paid ${formatPounds(order.total)}.`}
      </p>
      <OrderSummary order={order} lines={lines} />
      {a.additionalInfo && (
        <p>
          <strong>Additional information:</strong> {a.additionalInfo}
        </p>
      )}
      <ButtonLink href={sellerUrl}>Open order {number}</ButtonLink>
    </MailLayout>
  );
}
