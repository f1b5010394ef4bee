import { accountInvoiceTerms, invoiceNumber, type AccountTerms } from '../../../domain/documents';
import { formatPounds, formatShippingCost } from '../../../domain/money';
import { namesCount, namesLabel } from '../../../domain/names';
import { formatOrderNumber } from '../../../domain/orders';
import { postalAddressLines, SHIPPING_OPTIONS, type ShippingType } from '../../../domain/shipping';
import type { ShopInfo } from '../../../domain/shop-info';
import type { OrderVat } from '../../../domain/vat';
import { orderVatSentence } from '../../../domain/vat-wording';
import { invoicedLabel } from '../../../domain/trade';
import type { ShippingAddressRecord } from '../../db/schema';
import type { MailLine } from '../mail-lines';
import { MailLayout, mailSignature, Table } from './layout';
import { LineTable, lineTableText } from './line-table';
import { ButtonLink, Heading, Lines } from './parts';
import { MailVatRows, mailVatRowsText } from './vat-rows';
import { ReturnsSection, returnsText } from './return-terms';

/**
 * What the order mails read of an order (its lines come as MailLines, pictures embedded); an order placed on a
 * trade account (issue 31) carries its terms.
 */
export interface MailOrderSummary extends AccountTerms {
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
  /** The buyer's purchase order number. */
  poNumber?: string | null;
  /** A VAT order's net/VAT/gross per rate (issue 34); null or absent for an order placed without VAT. */
  vat?: OrderVat | null;
}

/** An on-account order's payment line, "Invoiced — due 20 December 2026"; null for an order paid by card. */
const invoicedText = (order: MailOrderSummary) => {
  const terms = accountInvoiceTerms(order);
  return terms ? invoicedLabel(terms.dueDay) : null;
};

/** The order's references above its lines: the buyer's PO number, and how an on-account order is paid. */
function orderFacts(order: MailOrderSummary): [string, string][] {
  const invoiced = invoicedText(order);
  return [
    ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ...(invoiced ? [['Payment', invoiced] as [string, string]] : []),
  ];
}

/** The references as the text part gives them, a blank line after them. */
const factsText = (order: MailOrderSummary) =>
  orderFacts(order)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('')
    .replace(/\n$/, '\n\n');

/** The order's sums as the mails list them, "Total paid" (or, invoiced, "Total to pay") last. */
function orderTotals(order: MailOrderSummary, lines: readonly MailLine[]): [string, string][] {
  // "Logo charges (with 24 names)": the names are charged with the logos (issue 32)
  const names = namesCount(lines.map((l) => l.line));
  const logoLabel = names ? `Logo charges (with ${namesLabel(names)})` : 'Logo charges';
  return [
    ['Subtotal', formatPounds(order.goods)],
    ...(order.logoCharges ? ([[logoLabel, formatPounds(order.logoCharges)]] as [string, string][]) : []),
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
    ['VAT', orderVatSentence(order.vat)],
    ...(order.vat ? [['VAT included', formatPounds(order.vat.vat)] as [string, string]] : []),
    [invoicedText(order) ? 'Total to pay' : 'Total paid', formatPounds(order.total)],
  ];
}

const totalsText = (order: MailOrderSummary, lines: readonly MailLine[]) =>
  orderTotals(order, lines)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n') + mailVatRowsText(order.vat);

/** The lines, the sums and the delivery address: the body both order mails share. */
function OrderSummary({ order, lines }: { order: MailOrderSummary; lines: MailLine[] }) {
  const totals = orderTotals(order, lines);
  const facts = orderFacts(order);
  return (
    <>
      {facts.length > 0 && (
        <p>
          {facts.map(([k, v], i) => (
            <span key={k}>
              {i > 0 && <br />}
              {`${k}: `}
              <strong>{v}</strong>
            </span>
          ))}
        </p>
      )}
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
      {order.vat && <MailVatRows vat={order.vat} />}
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
  const proof = 'We will send you a proof of your logo to approve before anything is made.';
  const invoiced = invoicedText(order);
  // paid by card, or placed on a trade account with its invoice attached
  const payment = invoiced
    ? `${invoiced}: your invoice ${invoiceNumber(order.number)} is attached, with how to pay it.`
    : 'We have your payment.';
  const text = `Thank you for your order ${number}.\n\n${payment}${hasLogo ? ` ${proof}` : ''}\n\n${factsText(order)}${lineTableText(lines)}\n\n${totalsText(order, lines)}\n\n${returnsText(lines)}\n\nFollow your order: ${orderUrl}\n\n${mailSignature(shop)}`;
  return (
    <MailLayout shop={shop} title={`Order ${number} confirmed`} text={text}>
      <Heading>Thank you — order {number} is confirmed</Heading>
      <p>
        {payment}
        {hasLogo && ` ${proof}`}
      </p>
      <OrderSummary order={order} lines={lines} />
      <ReturnsSection lines={lines} />
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
  const invoiced = invoicedText(order);
  const from = `${`${a.firstName} ${a.lastName}`.trim()} <${order.email}>`;
  const opening = invoiced
    ? `New order ${number} on account from ${from}: ${formatPounds(order.total)}, ${invoiced}.`
    : `New paid order ${number} from ${a.firstName} ${a.lastName} <${order.email}>.`;
  const text = `${opening}\n\nOpen the order: ${sellerUrl}\n\n${factsText(order)}${lineTableText(lines)}\n\n${totalsText(order, lines)}\n\n${postalAddressLines(a).join('\n')}${a.additionalInfo ? `\n\nNotes: ${a.additionalInfo}` : ''}`;
  return (
    <MailLayout shop={shop} title={`New order ${number}`} text={text}>
      <Heading>New order {number}</Heading>
      <p>
        {invoiced
          ? `From ${from}, on account: ${formatPounds(order.total)}, ${invoiced}.`
          : `From ${from}, paid ${formatPounds(order.total)}.`}
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
