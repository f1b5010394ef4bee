import { CreditCard, FlaskConical } from 'lucide-react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { formatPounds, formatShippingCost } from '../../domain/money';
import { formatOrderNumber } from '../../domain/orders';
import { TEST_CARDS, TestCardSchema } from '../../domain/schemas/checkout';
import type { CheckoutLineItem } from '../../server/integrations/payments/provider';
import type { Route } from './+types/test-checkout';

/**
 * The built-in test checkout: a hosted-style payment page of the shop's own, used when no Stripe key is set.
 * Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const session = await context.app.testCheckout?.session(params.sessionId);
  if (!session) throw data(null, { status: 404 });
  const order = await context.app.services.orders.get(session.orderId);
  const items = session.lineItems as {
    items: CheckoutLineItem[];
    shipping: { name: string; amount: number };
    discount: { name: string; amount: number } | null;
  };
  return {
    id: session.id,
    paid: session.status !== 'open',
    amount: session.amountTotal,
    shopName: context.app.shop.name,
    orderNumber: order ? formatOrderNumber(order.number) : null,
    email: order?.email ?? null,
    cancelUrl: session.cancelUrl,
    ...items,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const provider = context.app.testCheckout;
  const session = await provider?.session(params.sessionId);
  if (!provider || !session) throw data(null, { status: 404 });
  const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
  if (session.status !== 'open') return redirect(successUrl);

  const form = Object.fromEntries(await request.formData());
  const parsed = TestCardSchema.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, 400);
  if (parsed.data.cardNumber === TEST_CARDS.declines)
    return data({ error: 'Your card was declined. Please try another card.' }, 402);
  if (parsed.data.cardNumber !== TEST_CARDS.pays)
    return data({ error: 'In test mode, pay with the test card 4242 4242 4242 4242.' }, 400);

  const result = await provider.markPaid(session.id);
  // what Stripe's webhook would do: the one idempotent step that marks the order paid and sends the mails
  if (result) await context.app.services.orders.confirmPayment(result);
  return redirect(successUrl);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Test checkout' },
  { name: 'robots', content: 'noindex' },
];
export const handle = { bare: true };

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData;
  const busy = useNavigation().state !== 'idle';
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
                <span className="tabular-nums">{formatPounds(item.unitAmount * item.quantity)}</span>
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
          </Form>
          <p className="mt-6 rounded-md bg-zinc-50 p-3 text-xs text-zinc-600">
            Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry and any
            CVC.
          </p>
        </section>
      </div>
    </div>
  );
}
