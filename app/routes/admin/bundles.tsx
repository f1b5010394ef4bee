import { useRevalidator } from 'react-router';
import { BUNDLE_TYPES } from '../../../domain/bundles';
import { Button } from '~/components/ui/button';
import { requirePermission } from '~/lib/auth.server';
import { BundleCreateDialog } from '~/features/admin/bundles/bundle-create-dialog';
import { BundleList } from '~/features/admin/bundles/bundle-list';
import type { Route } from './+types/bundles';

export const meta: Route.MetaFunction = () => [
  { title: 'Bundle Products' },
  { name: 'robots', content: 'noindex' },
];

/** The bundles in the shop, and the products a new bundle may take (published, not deleted). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'bundles:manage');
  const { bundleAdmin } = context.app.services;
  const [bundles, products] = await Promise.all([bundleAdmin.list(), bundleAdmin.pickableProducts()]);
  return { bundles, products };
}

export default function SellerBundles({ loaderData }: Route.ComponentProps) {
  const { bundles, products } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Bundle Products</h1>
        <div className="flex flex-wrap gap-2">
          {BUNDLE_TYPES.map((type) => (
            <BundleCreateDialog key={type} type={type} products={products} />
          ))}
        </div>
      </div>
      <p className="mt-2 text-sm text-zinc-600" aria-live="polite">
        {bundles.length === 1 ? '1 bundle' : `${bundles.length} bundles`} in the shop
      </p>
      <BundleList bundles={bundles} />
    </div>
  );
}

/** The list could not load: say so and offer to try again. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <div role="alert">
      <h1 className="text-2xl font-bold text-brand-900">Bundle Products</h1>
      <p className="mt-3 text-zinc-700">The bundles could not be loaded.</p>
      <Button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-3"
      >
        {revalidator.state === 'loading' ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
