import { useState } from 'react';
import { data, isRouteErrorResponse, redirect, useNavigation } from 'react-router';
import { clampQuantity } from '../../domain/quantity';
import { cartRefusal, pageCartOwner } from '~/features/cart/cart.server';
import { CartLines } from '~/features/cart/cart-lines';
import { EmptyCart } from '~/features/cart/empty-cart';
import { StoreCartNote } from '~/features/cart/store-cart-note';
import { reorderNotice } from '~/features/orders/reorder.server';
import { pageCartVat } from '~/features/cart/cart-vat.server';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart } = context.app.services;
  const owner = await pageCartOwner(context);
  const view = await cart.get(owner);
  // the page shows each changed price's notice: said once
  await cart.pricesSeen(owner, view.lines);
  // a re-order's words, shown once: the cookie that brought them is cleared with this answer
  const reorder = reorderNotice(request, context);
  // once the shop charges VAT: each line's rate, and whether a trade buyer sees prices without it
  const vat = await pageCartVat(context, view, 'userId' in owner ? owner.userId : null);
  return data(
    {
      lines: view.lines,
      pricing: view.pricing,
      store: view.store,
      reorder: reorder?.notice ?? null,
      vat,
    },
    reorder ? { headers: { 'Set-Cookie': reorder.clear } } : undefined,
  );
}

/**
 * A line's -, +, typed quantity and Remove posted without JavaScript: the same cart service as the API, for
 * the owner's own lines only. A typed quantity outside 1 to 10,000 is clamped and the page says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { cart } = context.app.services;
  const form = await request.formData();
  const lineId = String(form.get('lineId') ?? '');
  const owner = await pageCartOwner(context);
  try {
    switch (form.get('intent')) {
      case 'increase':
      case 'decrease':
        await cart.step(owner, lineId, form.get('intent') === 'increase' ? 1 : -1);
        break;
      case 'remove':
        await cart.remove(owner, lineId);
        break;
      // Enter in the quantity field posts without a button's intent
      case 'set':
      case null: {
        const { quantity, message } = clampQuantity(String(form.get('quantity') ?? ''));
        await cart.setQuantity(owner, lineId, quantity);
        if (message) return data({ message, error: false }, 200);
        break;
      }
      default:
        return data({ message: 'Unknown cart action.', error: true }, 400);
    }
  } catch (error) {
    const { message, status } = cartRefusal(error);
    return data({ message, error: true }, status);
  }
  return redirect('/cart');
}

export const meta: Route.MetaFunction = () => [
  { title: 'Shopping Cart' },
  { name: 'robots', content: 'noindex' },
];

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const arriving = navigation.state === 'loading' && navigation.location.pathname === '/cart';
  // the cookie went with the first answer: a later reload of the data (a quantity changed) keeps the words
  const [reorder] = useState(loaderData.reorder);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Shopping Cart</h1>
      {reorder && !actionData && (
        <div role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950">
          <p className="font-semibold">{reorder.message}</p>
          {reorder.notes.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-amber-950">
              {reorder.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {actionData && (
        <p
          role={actionData.error ? 'alert' : 'status'}
          className={
            actionData.error
              ? 'mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800'
              : 'mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900'
          }
        >
          {actionData.message}
        </p>
      )}
      {arriving ? (
        <p className="mt-8 text-zinc-600" role="status">
          Loading cart...
        </p>
      ) : loaderData.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          {loaderData.store && <StoreCartNote store={loaderData.store} />}
          <CartLines lines={loaderData.lines} pricing={loaderData.pricing} vat={loaderData.vat} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Shopping Cart</h1>
      <p className="mt-6 rounded-md bg-red-50 p-4 text-red-800" role="alert">
        Error loading cart.{' '}
        {isRouteErrorResponse(error) ? `(${error.status})` : 'Please refresh the page or try again shortly.'}
      </p>
    </div>
  );
}
