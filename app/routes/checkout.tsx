import { ShippingChoiceSchema } from '../../domain/schemas/cart';
import { shippingTypeForCountry } from '../../domain/shipping';
import { can } from '../../domain/permissions';
import { EmptyCart } from '~/features/cart/empty-cart';
import { CheckoutForm, type Address } from '~/features/checkout/checkout-form';
import { checkoutAction, emptyAddress, visitor } from '~/features/checkout/checkout.server';
import { pageCartVat } from '~/features/cart/cart-vat.server';
import type { Route } from './+types/checkout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { app } = context;
  const url = new URL(request.url);
  const { user, owner } = await visitor(context);
  const view = await app.services.cart.get(owner);
  // the summary shows each changed price's notice: said once
  await app.services.cart.pricesSeen(owner, view.lines);
  const hasActivePromos =
    user && view.lines.length > 0 ? (await app.services.promos.listActive()).length > 0 : false;
  // an approved trade account may pay on account beside card
  const accountOffer = user && view.lines.length > 0 ? await app.services.trade.checkoutOffer(user.id) : null;
  const offersConsent =
    user && can(user, 'promos:receive')
      ? await app.services.promoMailings.checkoutOffersMode(user.id)
      : 'none';

  // a customer's saved addresses: the one asked for (?address=), else the last used, else the default
  const book = user
    ? await app.services.addresses.forCheckout(user.id)
    : { addresses: [], preferredId: null };
  const asked = url.searchParams.get('address');
  const chosen =
    asked === 'new'
      ? null
      : (book.addresses.find((a) => a.id === asked) ??
        book.addresses.find((a) => a.id === book.preferredId) ??
        null);
  const initialAddress: Address = chosen
    ? { ...chosen.address }
    : {
        ...emptyAddress(),
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        email: user?.email ?? '',
      };
  // once the shop charges VAT: each line's rate, and whether this trade buyer sees prices without it
  const vat = await pageCartVat(context, view, user?.id ?? null);
  return {
    lines: view.lines,
    pricing: view.pricing,
    vat,
    // a team store's cart: where its garments go and who pays
    store: view.store,
    shippingType: shippingTypeForCountry(
      initialAddress.country,
      ShippingChoiceSchema.parse(url.searchParams.get('shipping') ?? undefined),
    ),
    user: user && { email: user.email, firstName: user.firstName, lastName: user.lastName },
    hasActivePromos,
    accountOffer,
    offersConsent,
    cancelled: url.searchParams.has('cancelled'),
    initialAddress,
    savedAddresses: book.addresses.map((a) => ({
      id: a.id,
      address: { ...a.address },
      isDefault: a.isDefault,
    })),
    chosenAddressId: chosen?.id ?? null,
  };
}

/**
 * The checkout form posted without JavaScript: the same checks and the same checkout service as
 * POST /api/payments/create-checkout-session, then on to the payment page. With JavaScript the form calls
 * the API itself and this never runs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  // after a refused post (before JavaScript) the form comes back as it was sent, with its problems
  const posted = actionData
    ? {
        initialAddress: actionData.values,
        shippingType: actionData.shippingType,
        problems: actionData.problems,
        initialPayment: actionData.payment,
        paymentProblem: actionData.paymentProblem,
      }
    : { problems: null };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Checkout</h1>
      {loaderData.lines.length === 0 ? (
        <EmptyCart continueTo="/" />
      ) : (
        <CheckoutForm key={loaderData.chosenAddressId ?? 'new'} {...loaderData} {...posted} />
      )}
    </div>
  );
}
