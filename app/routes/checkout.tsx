import { Link } from 'react-router';
import { ShippingChoiceSchema } from '../../domain/schemas/cart';
import { CheckoutForm } from '~/features/checkout/checkout-form';
import type { Route } from './+types/checkout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { app } = context;
  const url = new URL(request.url);
  const user = await app.services.auth.userForSession(context.sessionToken);
  const view = await app.services.cart.get(
    user ? { userId: user.id } : { guestToken: context.cartToken ?? null },
  );
  const hasActivePromos =
    user && view.lines.length > 0 ? (await app.services.promos.listActive()).length > 0 : false;
  return {
    lines: view.lines,
    shippingType: ShippingChoiceSchema.parse(url.searchParams.get('shipping') ?? undefined),
    user: user && { email: user.email, firstName: user.firstName, lastName: user.lastName },
    hasActivePromos,
    cancelled: url.searchParams.has('cancelled'),
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Checkout</h1>
      {loaderData.lines.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <img src="/images/empty-cart.webp" alt="" width={240} height={240} className="size-48" />
          <p className="text-xl font-semibold text-zinc-800">Your cart is empty</p>
          <Link
            to="/"
            className="inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Continue Shopping
          </Link>
        </div>
      ) : (
        <CheckoutForm {...loaderData} />
      )}
    </div>
  );
}
