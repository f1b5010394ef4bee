import { ExternalLink, LifeBuoy, MapPin, Truck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { trackingUrl } from '../../domain/carriers';
import { formatPounds } from '../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../domain/orders';
import { phoneHref } from '../../domain/shop-info';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { useShop } from '~/lib/use-root-data';
import { OrderLines } from '~/components/line/order-lines';
import { OrderTimeline, PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { OrderTotals } from '~/features/orders/order-totals';
import { OrderVatTable } from '~/components/line/order-vat-table';
import type { OrderView } from '~/features/orders/order-view';
import { OrderLinkExpired } from '~/features/orders/order-link-expired';
import { PlacedOnAccount } from '~/features/orders/placed-on-account';
import { loadOrderPage, mailOrderLinkAction } from '~/features/orders/orders.server';
import { CustomerProofSection } from '~/features/proofs/customer-proof-section';
import { ReorderButton } from '~/features/orders/reorder-button';
import { reorderAction } from '~/features/orders/reorder.server';
import type { Route } from './+types/order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderPage(request, context, params.orderId);
}

/**
 * Posted without JavaScript: "E-mail me a new link" from an expired link's page (`intent=mail-link`), else
 * Re-order, the order's owner only (reorderAction), then the cart.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('intent');
  if (intent === 'mail-link') return mailOrderLinkAction(request, context, params.orderId);
  return reorderAction(request, context, params.orderId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: !loaderData
      ? 'Order not found'
      : loaderData.linkExpired
        ? 'Link expired'
        : `Order ${formatOrderNumber(loaderData.order.number)}`,
  },
  { name: 'robots', content: 'noindex' },
];

const card = 'rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6';

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (loaderData.linkExpired) {
    const mailed = actionData && 'linkMailed' in actionData ? actionData.linkMailed : null;
    return <OrderLinkExpired message={loaderData.message} mailed={mailed} />;
  }
  const { order, isOwner, production } = loaderData;
  const number = formatOrderNumber(order.number);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      {isOwner && (
        <Breadcrumb
          items={[
            { label: 'Your account', to: '/account' },
            { label: 'My Orders', to: '/account/orders' },
            { label: `Order ${number}` },
          ]}
        />
      )}
      <div className="mt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Order {number}</h1>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={order.status} />
            <PaymentBadge paymentStatus={order.paymentStatus} />
          </div>
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-zinc-600">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
          {/* the same garments, colours, sizes and logos into the owner's cart (not for a seller or a guest link) */}
          {isOwner && <ReorderButton orderId={order.id} />}
        </div>
      </div>

      {/* checkout has just placed it on the customer's trade account */}
      {search.get('placed') === 'account' && order.invoiceDueDay && (
        <PlacedOnAccount
          order={{ number: order.number, invoiceDueDay: order.invoiceDueDay }}
          isOwner={isOwner}
        />
      )}

      <section aria-labelledby="progress" className={`mt-6 ${card}`}>
        <h2 id="progress" className="sr-only">
          Progress
        </h2>
        <OrderTimeline order={order} />
        {order.paymentStatus === 'unpaid' && order.status !== 'Cancelled' && (
          <p className="mt-5 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            We have not received the payment for this order yet. It goes into production once it is paid.
          </p>
        )}
        {order.status === 'Cancelled' && (
          <p className="mt-5 rounded-md bg-red-50 p-3 text-sm text-red-900">
            This order has been cancelled. If you have a question about it or a refund, please contact us.
          </p>
        )}
        {order.paymentStatus === 'refunded' && (
          <p className="mt-5 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {order.invoiceDueDay
              ? // an order on a trade account was never paid by card: a credit note takes it off the account
                `We have credited ${formatPounds(order.refundedAmount || order.total)} to your trade account with a credit note.`
              : `We have refunded ${formatPounds(order.refundedAmount || order.total)} to the card you paid with. Refunds usually reach your account in 5 to 7 business days.`}
          </p>
        )}
        {/* the parcel's tracking once it is on its way (a seller may save it a little before) */}
        {order.trackingId && (order.status === 'Shipped' || order.status === 'Delivered') && (
          <Tracking carrier={order.carrier} trackingId={order.trackingId} />
        )}
      </section>

      {/* a decorated order's proof and production, apart from its payment and shipping */}
      {production && <CustomerProofSection orderId={order.id} production={production} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="items" className={`h-fit ${card}`}>
          <h2 id="items" className="mb-4 text-lg font-bold text-brand-900">
            Items ({order.itemCount})
          </h2>
          <OrderLines lines={order.lines} />
        </section>
        <div className="flex flex-col gap-6">
          <OrderTotals order={order} />
          {order.vat && <OrderVatTable vat={order.vat} />}
          <DeliveryAddress order={order} />
          <Support number={number} />
        </div>
      </div>
    </div>
  );
}

function Tracking({ carrier, trackingId }: { carrier: string | null; trackingId: string }) {
  const link = trackingUrl(carrier, trackingId);
  return (
    <div className="mt-5 flex items-start gap-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-950">
      <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="min-w-0">
        <h3 className="font-semibold">Tracking</h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {carrier && (
            <>
              <dt className="text-sky-800">Carrier</dt>
              <dd className="font-medium">{carrier}</dd>
            </>
          )}
          <dt className="text-sky-800">Tracking number</dt>
          <dd className="font-mono font-medium break-all select-all">{trackingId}</dd>
        </dl>
        {link && (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1 font-semibold text-sky-900 underline underline-offset-2"
          >
            Track your parcel with {carrier}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}

function DeliveryAddress({ order }: { order: OrderView }) {
  const a = order.shippingAddress;
  const lines = [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    a.address,
    a.city,
    a.postCode,
    a.country,
  ].filter(Boolean);
  return (
    <section aria-labelledby="delivery" className={card}>
      <h2 id="delivery" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <MapPin aria-hidden className="size-5 text-brand-600" />
        Delivery address
      </h2>
      <address className="mt-3 text-sm leading-relaxed text-zinc-800 not-italic">
        {lines.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </address>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-zinc-500">Phone</dt>
        <dd className="break-all">{a.phone}</dd>
        <dt className="text-zinc-500">Email</dt>
        <dd className="break-all">{a.email}</dd>
      </dl>
      {a.additionalInfo && (
        <p className="mt-3 text-sm text-zinc-600">
          <span className="font-medium text-zinc-800">Delivery notes:</span> {a.additionalInfo}
        </p>
      )}
    </section>
  );
}

function Support({ number }: { number: string }) {
  const shop = useShop();
  return (
    <section aria-labelledby="support" className={card}>
      <h2 id="support" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <LifeBuoy aria-hidden className="size-5 text-brand-600" />
        Need help?
      </h2>
      <p className="mt-2 text-sm text-zinc-600">
        Questions about order {number}, your logo proof or delivery? We are happy to help
        {shop.phone ? (
          <>
            {' '}
            on{' '}
            <a
              href={phoneHref(shop.phone)}
              className="font-medium whitespace-nowrap text-brand-600 underline underline-offset-2"
            >
              {shop.phone}
            </a>
          </>
        ) : null}
        .
      </p>
      <Link
        to="/contact"
        className="mt-4 flex h-11 items-center justify-center rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800"
      >
        Contact Support
      </Link>
    </section>
  );
}
