import { isRouteErrorResponse, useNavigation } from 'react-router';
import { CartLines } from '~/features/cart/cart-lines';
import { EmptyCart } from '~/features/cart/empty-cart';
import type { Route } from './+types/cart';

export async function loader({ context }: Route.LoaderArgs) {
  const { app } = context;
  const user = await app.services.auth.userForSession(context.sessionToken);
  const view = await app.services.cart.get(
    user ? { userId: user.id } : { guestToken: context.cartToken ?? null },
  );
  return { lines: view.lines };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Shopping Cart' },
  { name: 'robots', content: 'noindex' },
];

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const arriving = navigation.state === 'loading' && navigation.location.pathname === '/cart';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Shopping Cart</h1>
      {arriving ? (
        <p className="mt-8 text-zinc-600" role="status">
          Loading cart...
        </p>
      ) : loaderData.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartLines lines={loaderData.lines} />
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
