import { data, redirect } from 'react-router';
import { StoreAccessSchema } from '../../domain/schemas/stores';
import { storePath } from '../../domain/team-stores';
import { memberOffers, StoreFront } from '~/features/stores/store-front';
import { StoreGarment } from '~/features/stores/store-garment';
import { StoreGate } from '~/features/stores/store-gate';
import { grantStoreCode, storePageData } from '~/features/stores/store.server';
import type { Route } from './+types/store';

/**
 * A team store at /store/{slug} (issue 32): the gate until the visitor has access (an access code, or a sign-in
 * with an e-mail on the store's domains), then the store and, with `?product=`, one of its garments. A store
 * that does not exist, or a garment it does not offer, is the shop's 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await storePageData(params.slug, request, context);
  if (!page) throw data(null, { status: 404 });
  const productId = new URL(request.url).searchParams.get('product');
  if (productId && page.store && !memberOffers(page.store).some((o) => o.productId === productId))
    throw data(null, { status: 404 });
  return { ...page, productId: page.store ? productId : null };
}

/** The access code typed on the gate: remembered in the `store_access` cookie, then the store is shown. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = String(form.get('code') ?? '');
  const parsed = StoreAccessSchema.safeParse({ code: typed });
  if (!parsed.success)
    return data({ codeError: parsed.error.issues[0]?.message ?? 'Access code is required.', typed }, 400);
  const granted = await grantStoreCode(params.slug, parsed.data.code, request, context);
  if ('message' in granted) return data({ codeError: granted.message, typed }, granted.status);
  return redirect(storePath(params.slug), { headers: { 'Set-Cookie': granted.cookie } });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const offer = page?.store?.offers.find((o) => o.productId === page.productId);
  const name = page?.store?.name ?? page?.gate.name;
  return [
    { title: name ? (offer ? `${offer.title} · ${name}` : name) : 'Team store' },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  const { gate, store, signedIn, productId } = loaderData;
  if (!store)
    return (
      <StoreGate
        gate={gate}
        signedIn={signedIn}
        codeError={actionData?.codeError}
        typedCode={actionData?.typed}
      />
    );
  const offer = productId ? memberOffers(store).find((o) => o.productId === productId) : undefined;
  // a new garment starts a new choice
  return offer ? (
    <StoreGarment key={offer.productId} store={store} offer={offer} />
  ) : (
    <StoreFront store={store} />
  );
}
