import { Link, isRouteErrorResponse, useNavigation } from 'react-router';
import { CartLines } from '~/features/cart/cart-lines';
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

function EmptyCart() {
  return (
    <div className="mt-10 flex flex-col items-center gap-4 text-center">
      <img src="/images/empty-cart.webp" alt="" width={240} height={240} className="size-48 sm:size-60" />
      <p className="text-xl font-semibold text-zinc-800">Your cart is empty</p>
      <Link
        to="/products"
        className="inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
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
