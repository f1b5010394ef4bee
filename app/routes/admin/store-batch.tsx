import { requirePermission } from '~/lib/auth.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { PublicLink } from '~/features/admin/stores/store-fields';
import { StoreBatch } from '~/features/admin/stores/store-batch';
import { StoreStateBadge } from '~/features/admin/stores/store-state-badge';
import { StoreTabs } from '~/features/admin/stores/store-tabs';
import { loadStoreBatch } from '~/features/admin/stores/stores.server';
import type { Route } from './+types/store-batch';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.batch.store.name} — orders and batch` : 'Team store batch' },
  { name: 'robots', content: 'noindex' },
];

/** A store's orders so far and its batch: totals with names, close, approve the proof, documents, shipping. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'stores:manage');
  return { batch: await loadStoreBatch(context.app.services, params.storeId) };
}

export const ErrorBoundary = sellerRecordErrorBoundary('Store not found', {
  to: '/admin/stores',
  label: 'Back to team stores',
});

export default function SellerStoreBatch({ loaderData }: Route.ComponentProps) {
  const { batch } = loaderData;
  return (
    <div className="max-w-5xl min-w-0">
      <BackLink to="/admin/stores">Back to team stores</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-brand-900">{batch.store.name}</h1>
        <StoreStateBadge state={batch.store.state} shipped={batch.shippedAt !== null} />
      </div>
      <PublicLink slug={batch.store.slug} className="mt-2" />
      <StoreTabs storeId={batch.store.id} />
      <StoreBatch batch={batch} />
    </div>
  );
}
