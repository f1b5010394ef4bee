import { ShippingChoiceSchema } from '../../domain/schemas/cart';
import { EmptyCart } from '~/features/cart/empty-cart';
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
      {loaderData.lines.length === 0 ? <EmptyCart continueTo="/" /> : <CheckoutForm {...loaderData} />}
    </div>
  );
}
