import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatPounds } from '../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../domain/orders';
import { requireUserPage } from '~/lib/auth.server';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import type { OrderSummaryView } from '~/features/orders/order-view';
import { orderSummaryView } from '~/features/orders/orders.server';
import { ReorderButton } from '~/features/orders/reorder-button';
import { reorderAction } from '~/features/orders/reorder.server';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { EmptyState } from '~/components/ui/empty-state';
import type { Route } from './+types/account-orders';
import { LazyImage } from '~/components/lazy-image';

export const meta: Route.MetaFunction = () => [
  { title: 'My Orders' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(request, context);
  const orders = await context.app.services.orders.listForUser(user.id);
  return { orders: orders.map(orderSummaryView) };
}

/** A card's Re-order button, posted without JavaScript: the order it names, for its owner only. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return reorderAction(request, context, String(form.get('reorder') ?? ''));
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: 'Your account', to: '/account' }, { label: 'My Orders' }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">My Orders</h1>
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Your orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderSummaryView }) {
  const number = formatOrderNumber(order.number);
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="text-lg font-bold text-brand-900">Order {number}</h2>
          <p className="text-sm text-zinc-600">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge paymentStatus={order.paymentStatus} />
        </div>
      </div>
      {order.pictures.length > 0 && (
        <div className="mt-4 flex items-center gap-2" aria-hidden>
          {order.pictures.map((p, i) => (
            <LazyImage
              key={i}
              src={p.src}
              width={56}
              height={56}
              className="size-14 rounded-md border border-zinc-200 bg-zinc-100 object-cover"
            />
          ))}
          {order.morePictures > 0 && (
            <span className="flex size-14 items-center justify-center rounded-md border border-zinc-200 bg-zinc-50 text-sm font-semibold text-zinc-600">
              +{order.morePictures}
            </span>
          )}
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 pt-4">
        <p className="text-sm text-zinc-700">
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
          <span className="font-semibold text-zinc-900 tabular-nums">
            <span className="sr-only">Total </span>
            {formatPounds(order.total)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ReorderButton orderId={order.id} label={`order ${number}`} />
          <Link
            to={`/orders/${order.id}`}
            className="inline-flex h-10 items-center gap-1 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            View order<span className="sr-only"> {number}</span>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}

function NoOrders() {
  return (
    <EmptyState
      icon={Package}
      title="You have no orders yet"
      action={{ to: '/products', label: 'Continue Shopping' }}
    >
      When you place an order, it appears here with its progress and delivery details.
    </EmptyState>
  );
}
