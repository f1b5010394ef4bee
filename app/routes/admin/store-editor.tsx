import { requirePermission } from '~/lib/auth.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { StoreEditor } from '~/features/admin/stores/store-editor';
import { storeDatesText, StoreStateBadge } from '~/features/admin/stores/store-state-badge';
import { StoreTabs } from '~/features/admin/stores/store-tabs';
import { loadStoreEditor } from '~/features/admin/stores/stores.server';
import type { Route } from './+types/store-editor';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.store ? `${data.store.name} — team store` : 'New team store' },
  { name: 'robots', content: 'noindex' },
];

/** A new store (/admin/stores/new) or a saved one, with the catalogue to offer and the approved trade accounts. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'stores:manage');
  return loadStoreEditor(context.app.services, params.storeId ?? null);
}

export const ErrorBoundary = sellerRecordErrorBoundary('Store not found', {
  to: '/admin/stores',
  label: 'Back to team stores',
});

export default function SellerStoreEditor({ loaderData }: Route.ComponentProps) {
  const { store, products, tradeAccounts } = loaderData;
  return (
    <div className="max-w-5xl min-w-0">
      <BackLink to="/admin/stores">Back to team stores</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-brand-900">
          {store ? store.name : 'New team store'}
        </h1>
        {store && <StoreStateBadge state={store.state} shipped={store.shippedAt !== null} />}
      </div>
      {store ? (
        <>
          <p className="mt-1 text-sm text-zinc-600">{storeDatesText(store)}</p>
          <StoreTabs storeId={store.id} />
        </>
      ) : (
        <p className="mt-1 max-w-3xl text-sm text-zinc-700">
          An organisation’s own shop: its logo on the garments you choose, at its prices, for its members only
          if you like. Save it, then share its link.
        </p>
      )}
      <StoreEditor key={store?.id ?? 'new'} store={store} products={products} tradeAccounts={tradeAccounts} />
    </div>
  );
}
