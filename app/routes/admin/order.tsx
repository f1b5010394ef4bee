import { data, Link } from 'react-router';
import { hasCreditNote } from '../../../domain/documents';
import { formatPounds } from '../../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../../domain/orders';
import { SHIPPING_OPTIONS, shippingLabel, type ShippingType } from '../../../domain/shipping';
import { formatTradeDay, invoicedLabel } from '../../../domain/trade';
import { orderVisibilityOf, redactOrder } from '../../../domain/order-visibility';
import { can } from '../../../domain/permissions';
import { requirePermission } from '~/lib/auth.server';
import { OrderLines } from '~/components/line/order-lines';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { OrderTotals } from '~/features/orders/order-totals';
import { OrderVatPanel } from '~/features/admin/orders/order-vat-panel';
import { orderTotalsView } from '~/features/orders/orders.server';
import { loadSellerProduction } from '~/features/admin/orders/proofs.server';
import { SellerProductionPanel } from '~/features/admin/orders/seller-production-panel';
import { OrderFulfilmentPanel } from '~/features/admin/orders/order-fulfilment-panel';
import { orderFulfilmentView } from '~/features/admin/orders/order-fulfilment-view';
import { OrderEmailsPanel } from '~/features/admin/orders/order-emails-panel';
import { loadOrderArtworkFindings } from '~/features/admin/orders/order-artwork.server';
import { loadOrderMessages } from '~/features/admin/orders/order-messages.server';
import { OrderLinkButton } from '~/features/admin/orders/order-link-button';
import { OrderNotePanel } from '~/features/admin/orders/order-note-panel';
import { OrderDownloads } from '~/features/admin/orders/order-downloads';
import { RecordTimeline } from '~/components/admin/record-timeline';
import { loadOrderTimeline } from '~/features/admin/orders/order-timeline.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Order ${formatOrderNumber(data.order.number)}` : 'Order' },
  { name: 'robots', content: 'noindex' },
];

/**
 * One order for the shop's staff; opening it clears its New badge. What shows follows the account's permissions:
 * production sees the work (lines, logos, proofs, delivery address) without the buyer's e-mail, phone or any
 * money, and none of the order's management (status, tracking, notes, e-mails, invoices); the refund only for
 * who may refund.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const seller = await requirePermission(request, context, 'orders:view');
  const may = {
    manage: can(seller, 'orders:manage'),
    production: can(seller, 'orders:production'),
    refund: can(seller, 'orders:refund'),
  };
  const shown = orderVisibilityOf(seller);
  const { orders, sellerOrders } = context.app.services;
  const order = await orders.get(params.orderId);
  if (!order) throw data(null, { status: 404 });
  // the rest reads (and the New badge's write) need only the order, not each other: together, not in turn
  const [, messages, timeline, artworkFindings, production] = await Promise.all([
    sellerOrders.markOpened(order.id),
    may.manage ? loadOrderMessages(context.app, order) : null,
    loadOrderTimeline(context.app.services, order),
    loadOrderArtworkFindings(context.app.services, order.lines),
    may.production ? loadSellerProduction(context.app.services, order) : { production: null, proofLines: [] },
  ]);
  return {
    may,
    shown,
    order: redactOrder(
      {
        id: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        paymentStatus: order.paymentStatus,
        email: order.email,
        shippingAddress: order.shippingAddress,
        ...orderTotalsView(order),
        creditNote: hasCreditNote(order),
        archived: order.archivedAt !== null,
        tradeAccountId: order.tradeAccountId,
        lines: order.lines,
      },
      shown,
    ),
    fulfilment: may.manage ? orderFulfilmentView(order) : null,
    messages,
    timeline,
    artworkFindings,
    ...production,
  };
}

export default function SellerOrder({ loaderData }: Route.ComponentProps) {
  const { order, fulfilment, messages, production, may, shown } = loaderData;
  const a = order.shippingAddress;
  return (
    <div className="max-w-4xl">
      <BackLink to="/admin/orders">Back to orders</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Order {formatOrderNumber(order.number)}</h1>
        <PaymentBadge paymentStatus={order.paymentStatus} />
        <StatusBadge status={order.status} />
        {order.archived && (
          <span className="rounded-full bg-zinc-200 px-2.5 py-0.5 text-xs font-semibold text-zinc-800">
            Archived
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Placed {formatOrderDate(order.createdAt)}
        {shown.money && <> · total {formatPounds(order.total)}</>}
      </p>
      <OnAccountLine order={order} />

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="customer" className="rounded-lg border border-zinc-200 bg-white p-4">
          <h2 id="customer" className="font-semibold text-zinc-900">
            Customer
          </h2>
          <p className="mt-2">
            {a.firstName} {a.lastName}
          </p>
          {a.companyName && <p className="text-sm text-zinc-700">{a.companyName}</p>}
          {/* a long address wraps rather than widening the box past its neighbours on a phone */}
          {shown.contact && (
            <p className="text-sm break-all text-zinc-700">
              <a href={`mailto:${order.email}`} className="underline">
                {order.email}
              </a>
            </p>
          )}
          {shown.contact && a.phone && <p className="text-sm text-zinc-700">{a.phone}</p>}
          {messages?.canWrite && <OrderLinkButton orderId={order.id} />}
        </section>
        <section aria-labelledby="ship-to" className="rounded-lg border border-zinc-200 bg-white p-4">
          <h2 id="ship-to" className="font-semibold text-zinc-900">
            Delivery
          </h2>
          <address className="mt-2 text-sm break-words text-zinc-700 not-italic">
            {a.companyName && <span className="block">{a.companyName}</span>}
            <span className="block">{a.address}</span>
            <span className="block">
              {a.city} {a.postCode}
            </span>
            <span className="block">{a.country}</span>
          </address>
          <dl className="mt-3 text-sm">
            <dt className="font-medium text-zinc-900">Delivery method</dt>
            <dd className="text-zinc-700">
              {shippingLabel(order.shippingType)}
              {SHIPPING_OPTIONS[order.shippingType as ShippingType] && (
                <> ({SHIPPING_OPTIONS[order.shippingType as ShippingType].days})</>
              )}
            </dd>
          </dl>
          {/* the checkout's Additional Information: gate codes, opening hours, who signs */}
          {a.additionalInfo?.trim() && (
            <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              <h3 className="font-semibold">Delivery notes</h3>
              <p className="mt-0.5 break-words whitespace-pre-line">{a.additionalInfo}</p>
            </div>
          )}
        </section>
        {shown.money && (
          <OrderTotals
            order={order}
            everyCharge
            className="rounded-lg border border-zinc-200 bg-white p-4 sm:col-span-2 lg:col-span-1"
            headingClassName="font-semibold text-zinc-900"
          />
        )}
      </div>

      {shown.money && order.vat && (
        <div className="mt-6">
          <OrderVatPanel
            orderId={order.id}
            vat={order.vat}
            lines={order.lines}
            mayChange={may.manage && order.paymentStatus === 'unpaid'}
          />
        </div>
      )}

      {fulfilment && (
        <div className="mt-6">
          <OrderFulfilmentPanel order={fulfilment} mayRefund={may.refund} />
        </div>
      )}

      {production && (
        <div className="mt-6">
          <SellerProductionPanel orderId={order.id} production={production} lines={loaderData.proofLines} />
        </div>
      )}

      <section aria-labelledby="lines" className="mt-6 rounded-lg border border-zinc-200 bg-white p-4">
        <h2 id="lines" className="mb-4 font-semibold text-zinc-900">
          Products ordered
        </h2>
        <OrderLines lines={order.lines} artworkFindings={loaderData.artworkFindings} prices={shown.money} />
      </section>

      <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
        <OrderDownloads
          orderId={order.id}
          lines={order.lines}
          creditNote={order.creditNote}
          may={{ manage: may.manage, production: may.production }}
        />
        <RecordTimeline entries={loaderData.timeline} label="Order history" />
      </div>

      {messages && (
        <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
          <OrderNotePanel orderId={order.id} note={messages.note} />
          <OrderEmailsPanel
            orderId={order.id}
            customerEmail={order.email}
            emails={messages.emails}
            canWrite={messages.canWrite}
          />
        </div>
      )}
    </div>
  );
}

/**
 * How an order placed on a trade account is to be paid (its invoice's due day while unpaid, the account it is
 * on), and the buyer's purchase order number on any order that has one.
 */
function OnAccountLine({
  order,
}: {
  order: {
    paymentStatus: string;
    invoiceDueDay: string | null;
    paymentTermsDays: number | null;
    poNumber: string | null;
    tradeAccountId: string | null;
  };
}) {
  if (!order.invoiceDueDay && !order.poNumber) return null;
  const terms = order.paymentTermsDays ? ` (${order.paymentTermsDays} days)` : '';
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-zinc-800">
      {order.invoiceDueDay && (
        <span>
          {order.paymentStatus === 'invoiced'
            ? invoicedLabel(order.invoiceDueDay)
            : `On account, invoice due ${formatTradeDay(order.invoiceDueDay)}`}
          {terms}
          {order.tradeAccountId && (
            <>
              {' · '}
              <Link to={`/admin/trade-accounts/${order.tradeAccountId}`} className="text-brand-700 underline">
                Trade account
              </Link>
            </>
          )}
        </span>
      )}
      {order.poNumber && (
        <span className="break-all">
          PO number <span className="font-semibold">{order.poNumber}</span>
        </span>
      )}
    </p>
  );
}

/** An unknown order is a 404 inside the seller's area, with its sidebar. */
export const ErrorBoundary = sellerRecordErrorBoundary('Order not found', {
  to: '/admin/orders',
  label: 'Back to orders',
});
