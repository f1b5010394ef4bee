import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPounds, formatShippingCost } from '../../domain/money';
import { loadPaidOrder } from '~/features/checkout/paid-order.server';
import type { Route } from './+types/success';

const HOME_AFTER_MS = 10_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { order: await loadPaidOrder(request, context) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Thank you for your order' },
  { name: 'robots', content: 'noindex' },
];

export default function Success({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/'), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      {order ? (
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 sm:p-8">
          <CheckCircle2 aria-hidden className="size-14 text-emerald-600" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Thank you for your order!</h1>
          <p className="mt-2 text-zinc-700">
            Payment received for order <strong>{order.number}</strong>. We have e-mailed a confirmation to{' '}
            {order.email}.
          </p>
          <ul className="mt-6 divide-y divide-zinc-100 text-sm" aria-label="Order summary">
            {order.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity} × {l.title} · {l.colour}
                </span>
                <span className="tabular-nums">{formatPounds(l.total)}</span>
              </li>
            ))}
            {order.setupFees > 0 && (
              <li className="flex justify-between py-2">
                <span>Setup fees</span>
                <span className="tabular-nums">{formatPounds(order.setupFees)}</span>
              </li>
            )}
            {order.discount > 0 && (
              <li className="flex justify-between py-2 text-emerald-700">
                <span>Discount</span>
                <span className="tabular-nums">-{formatPounds(order.discount)}</span>
              </li>
            )}
            <li className="flex justify-between py-2">
              <span>Shipping</span>
              <span className="tabular-nums">{formatShippingCost(order.shipping)}</span>
            </li>
            <li className="flex justify-between py-2 text-base font-bold">
              <span>Total paid</span>
              <span className="tabular-nums">{formatPounds(order.total)}</span>
            </li>
          </ul>
          <Actions orderId={order.viewable ? order.id : undefined} />
        </div>
      ) : (
        <div className="rounded-2xl border border-red-200 bg-white p-6 sm:p-8">
          <XCircle aria-hidden className="size-14 text-red-600" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">We could not confirm your payment</h1>
          <p role="alert" className="mt-2 text-zinc-700">
            Payment verification failed. Please contact support.
          </p>
          <Actions />
        </div>
      )}
      <p className="mt-4 text-center text-sm text-zinc-500">
        We will take you back to the home page in 10 seconds.
      </p>
    </div>
  );
}

function Actions({ orderId }: { orderId?: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Link
        to="/products"
        className="inline-flex h-11 flex-1 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
      <Link
        to="/contact"
        className="inline-flex h-11 flex-1 items-center justify-center rounded-md border border-zinc-300 px-5 font-semibold text-zinc-800 hover:bg-zinc-50"
      >
        Contact Support
      </Link>
      {orderId && (
        <Link
          to={`/orders/${orderId}`}
          className="inline-flex h-11 flex-1 items-center justify-center rounded-md border border-zinc-300 px-5 font-semibold text-zinc-800 hover:bg-zinc-50"
        >
          View order
        </Link>
      )}
    </div>
  );
}
