import { useId, type ReactNode } from 'react';
import { formatPounds, formatShippingCost } from '../../../domain/money';
import type { PaymentStatus } from '../../../domain/orders';
import { shippingLabel } from '../../../domain/shipping';
import { formatTradeDay, invoicedLabel } from '../../../domain/trade';
import { cn } from '~/lib/cn';
import type { OrderView } from './order-view';

/** What an order charged, as checkout computed it (domain/pricing) and the order keeps it. */
export type OrderTotalsView = Pick<
  OrderView,
  | 'shippingType'
  | 'goods'
  | 'logoCharges'
  | 'setupFees'
  | 'discount'
  | 'discountPercent'
  | 'promoCode'
  | 'quoteNumber'
  | 'poNumber'
  | 'invoiceDueDay'
  | 'paymentTermsDays'
  | 'shipping'
  | 'total'
  | 'refundedAmount'
> &
  Partial<Pick<OrderView, 'vat'>>;

/**
 * How an order on a trade account stands for payment: "Invoiced — due 27 December 2026" while it is owed, else the
 * day the invoice was due (its badge says paid or refunded). Null for a card order.
 */
export function invoiceLine(
  order: Pick<OrderTotalsView, 'invoiceDueDay' | 'paymentTermsDays'> & { paymentStatus?: PaymentStatus },
): { label: string; value: string } | null {
  if (!order.invoiceDueDay) return null;
  if (order.paymentStatus === undefined || order.paymentStatus === 'invoiced')
    return { label: 'Payment', value: invoicedLabel(order.invoiceDueDay) };
  return { label: 'Invoice due', value: formatTradeDay(order.invoiceDueDay) };
}

/**
 * The order's summary of charges, the same on the customer's order page and the seller's: garments, logo charges,
 * setup fees, the promo code's discount, the delivery method and its charge, VAT and the total; then the buyer's
 * purchase order number and, for an order on a trade account, its invoice's due day. The customer's page leaves
 * out charges of nothing; the seller's (`everyCharge`) lists every one, and what was refunded.
 */
export function OrderTotals({
  order,
  everyCharge = false,
  withPayment = !everyCharge,
  className = 'rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5',
  headingClassName = 'text-lg font-bold text-brand-900',
}: {
  /** with its payment status, the invoice line says whether it is still owed */
  order: OrderTotalsView & { paymentStatus?: PaymentStatus };
  everyCharge?: boolean;
  /**
   * The PO number and the invoice's line under the total: the customer's page (the default without
   * `everyCharge`); the seller's page shows them under its badges instead.
   */
  withPayment?: boolean;
  /** The box's classes, whole (they replace the customer page's). */
  className?: string;
  headingClassName?: string;
}) {
  const id = useId();
  const invoice = withPayment ? invoiceLine(order) : null;
  const poNumber = withPayment ? order.poNumber : null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        Order Summary
      </h2>
      {order.quoteNumber && (
        <p className="mt-1 text-sm text-zinc-700">From quote {order.quoteNumber}, at its prices.</p>
      )}
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <Row label="Subtotal" value={formatPounds(order.goods)} />
        {(everyCharge || order.logoCharges > 0) && (
          <Row label="Logo charges" value={formatPounds(order.logoCharges)} />
        )}
        {(everyCharge || order.setupFees > 0) && (
          <Row label="Setup fees" value={formatPounds(order.setupFees)} />
        )}
        {order.discount > 0 && (
          <Row
            label={`Discount (${[order.promoCode, `${order.discountPercent}%`].filter(Boolean).join(' ')})`}
            value={formatPounds(-order.discount)}
            className="text-green-800"
          />
        )}
        <Row
          label={
            <>
              Shipping <span className="text-zinc-600">· {shippingLabel(order.shippingType)}</span>
            </>
          }
          value={formatShippingCost(order.shipping)}
        />
        {order.vat ? (
          <Row label="VAT included" value={formatPounds(order.vat.vat)} />
        ) : (
          <Row label="VAT" value="No VAT Charged" />
        )}
      </dl>
      <dl className="mt-3 border-t border-zinc-200 pt-3">
        <Row label="Total" value={formatPounds(order.total)} className="text-base font-bold text-brand-900" />
        {everyCharge && order.refundedAmount > 0 && (
          <Row
            label="Refunded"
            value={formatPounds(-order.refundedAmount)}
            className="mt-1 text-sm text-red-800"
          />
        )}
      </dl>
      {(poNumber || invoice) && (
        <dl className="mt-3 flex flex-col gap-2 border-t border-zinc-200 pt-3 text-sm">
          {poNumber && (
            <Row label="PO number" value={poNumber} valueClassName="min-w-0 break-all text-right" />
          )}
          {invoice && (
            <Row
              label={invoice.label}
              value={invoice.value}
              className="font-semibold text-sky-900"
              valueClassName="min-w-0 text-right"
            />
          )}
          {invoice && order.paymentTermsDays && (
            <Row label="Terms" value={`${order.paymentTermsDays} days`} />
          )}
        </dl>
      )}
    </section>
  );
}

function Row({
  label,
  value,
  className,
  valueClassName = 'shrink-0 tabular-nums',
}: {
  label: ReactNode;
  value: string;
  className?: string;
  /** replaces the value's classes (a figure's: kept whole, its digits aligned) */
  valueClassName?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
