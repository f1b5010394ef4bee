import { CreditCard, FlaskConical } from 'lucide-react';
import { useEffect } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { formatPounds, formatShippingCost } from '../../domain/money';
import { chargeAmount } from '../../domain/pricing';
import { EXPIRED_PAYMENT_PAGE } from '../../domain/schemas/checkout';
import { payTestCheckout, testCheckoutPage } from '~/features/checkout/test-checkout.server';
import type { Route } from './+types/test-checkout';

/**
 * The built-in test checkout: a hosted-style payment page of the shop's own, used when no Stripe key is set.
 * Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Its sessions expire as
 * Stripe's do; while the page stays open it renews its checkout (test-checkout.server.ts).
 */

/** How often an open payment page tells the shop the buyer is still on it (renewing their checkout). */
const RENEW_EVERY_MS = 5 * 60 * 1000;

export async function loader({ params, context }: Route.LoaderArgs) {
  return testCheckoutPage(params.sessionId, context);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return payTestCheckout(params.sessionId, request, context);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Test checkout' },
  { name: 'robots', content: 'noindex' },
];
export const handle = { bare: true };

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData;
  const busy = useNavigation().state !== 'idle';
  const { revalidate } = useRevalidator();
  const open = !s.paid && !s.expired;
  // while the page is open, it says so every few minutes: the shop keeps the checkout's holds that long
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void revalidate(), RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [open, revalidate]);
  return (
    <div className="min-h-screen bg-zinc-100">
      <p className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-bold tracking-wide text-amber-950">
        <FlaskConical aria-hidden className="size-4" /> TEST MODE — no real payment is taken
      </p>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:grid-cols-2 md:py-12">
        <section aria-labelledby="pay-summary" className="rounded-2xl bg-white p-6 shadow-sm">
          <h1 id="pay-summary" className="text-sm font-medium text-zinc-500">
            Pay {s.shopName}, order {s.orderNumber}
          </h1>
          <p className="mt-1 text-3xl font-bold text-zinc-900">{formatPounds(s.amount)}</p>
          <ul className="mt-6 divide-y divide-zinc-100 text-sm">
            {s.items.map((item, i) => (
              <li key={i} className="flex justify-between gap-3 py-2">
                <span>
                  <span className="font-medium text-zinc-900">{item.name}</span>
                  {item.description && <span className="block text-zinc-500">{item.description}</span>}
                  <span className="block text-zinc-500">Qty {item.quantity}</span>
                </span>
                <span className="tabular-nums">{formatPounds(chargeAmount(item))}</span>
              </li>
            ))}
            <li className="flex justify-between py-2">
              <span>Shipping ({s.shipping.name})</span>
              <span className="tabular-nums">{formatShippingCost(s.shipping.amount)}</span>
            </li>
            {s.discount && (
              <li className="flex justify-between py-2 text-emerald-700">
                <span>{s.discount.name}</span>
                <span className="tabular-nums">-{formatPounds(s.discount.amount)}</span>
              </li>
            )}
            <li className="flex justify-between py-2 font-bold">
              <span>Total due</span>
              <span className="tabular-nums">{formatPounds(s.amount)}</span>
            </li>
          </ul>
        </section>

        <section aria-labelledby="pay-card" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="pay-card" className="flex items-center gap-2 text-lg font-bold text-zinc-900">
            <CreditCard aria-hidden className="size-5" /> Pay with card
          </h2>
          {s.email && <p className="mt-1 text-sm text-zinc-500">Receipt to {s.email}</p>}
          {s.expired ? (
            <div className="mt-5 flex flex-col gap-4">
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950">
                {EXPIRED_PAYMENT_PAGE}
              </p>
              <a
                href="/cart"
                className="flex h-12 items-center justify-center rounded-md bg-indigo-600 font-bold text-white hover:bg-indigo-700"
              >
                Back to your cart
              </a>
            </div>
          ) : (
            <Form method="post" className="mt-5 flex flex-col gap-4">
              <div>
                <label htmlFor="cardNumber" className="text-sm font-medium text-zinc-800">
                  Card number
                </label>
                <input
                  id="cardNumber"
                  name="cardNumber"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  required
                  className="mt-1 h-11 w-full rounded-md border border-zinc-300 px-3 tabular-nums"
                />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <label htmlFor="expiry" className="text-sm font-medium text-zinc-800">
                    Expiry
                  </label>
                  <input
                    id="expiry"
                    name="expiry"
                    type="text"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    required
                    className="mt-1 h-11 w-full rounded-md border border-zinc-300 px-3"
                  />
                </div>
                <div>
                  <label htmlFor="cvc" className="text-sm font-medium text-zinc-800">
                    CVC
                  </label>
                  <input
                    id="cvc"
                    name="cvc"
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    required
                    className="mt-1 h-11 w-full rounded-md border border-zinc-300 px-3"
                  />
                </div>
              </div>
              {actionData?.error && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                  {actionData.error}
                </p>
              )}
              <button
                type="submit"
                disabled={busy || s.paid}
                className="h-12 rounded-md bg-indigo-600 font-bold text-white hover:bg-indigo-700 disabled:opacity-60"
              >
                {busy ? 'Processing...' : `Pay ${formatPounds(s.amount)}`}
              </button>
              <a href={s.cancelUrl} className="text-center text-sm font-medium text-zinc-600 hover:underline">
                Cancel and return to the shop
              </a>
              {!s.paid && (
                <p className="text-center text-xs text-zinc-600">
                  This page can be paid until{' '}
                  {new Date(s.endsAt).toLocaleTimeString('en-GB', {
                    hour: '2-digit',
                    minute: '2-digit',
                    timeZone: 'Europe/London',
                  })}
                  , and longer while it stays open.
                </p>
              )}
            </Form>
          )}
          <p className="mt-6 rounded-md bg-zinc-50 p-3 text-xs text-zinc-600">
            Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry and any
            CVC.
          </p>
        </section>
      </div>
    </div>
  );
}
