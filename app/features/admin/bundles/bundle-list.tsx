import { useState } from 'react';
import { BundleThumbnail } from '~/components/product/bundle-tile';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { api } from '~/lib/api';
import { useSellerAction } from '~/components/admin/use-seller-submit';
import { BUNDLE_MESSAGES, BUNDLE_TYPE_LABELS, type SellerBundle } from '../../../../domain/bundles';
import { formatPounds } from '../../../../domain/money';

function BundleCard({ bundle }: { bundle: SellerBundle }) {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useSellerAction();

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white">
      <BundleThumbnail src={bundle.thumbnail} />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold text-brand-700 uppercase">{BUNDLE_TYPE_LABELS[bundle.type]}</p>
        <h2 className="mt-1 font-semibold break-words text-zinc-900">
          <a href={`/bundle/${bundle.id}`} className="hover:underline">
            {bundle.title}
          </a>
        </h2>
        <p className="mt-1 text-lg font-bold text-brand-900">{formatPounds(bundle.price)}</p>
        <ol className="mt-2 flex-1 space-y-1 text-sm text-zinc-700">
          {bundle.products.map((p, i) => (
            <li key={`${p.id}-${i}`}>
              {p.requiredQuantity} × {p.title}
              {!p.available && <span className="ml-1 font-semibold text-red-700">(No longer available)</span>}
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="danger-outline"
          size="sm"
          disabled={busy}
          onClick={() => setConfirming(true)}
          className="mt-3 self-start"
        >
          Delete<span className="sr-only"> {bundle.title}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${bundle.title}?`}
        description="The bundle leaves the shop at once. Carts and orders that already hold it keep it."
        confirmLabel="Delete bundle"
        onConfirm={() =>
          void run(
            () => api.delete<{ message: string }>(`/bundle/${bundle.id}`),
            BUNDLE_MESSAGES.deleteFailed,
          )
        }
      />
    </li>
  );
}

/** The seller's bundles with their thumbnails, newest first. */
export function BundleList({ bundles }: { bundles: SellerBundle[] }) {
  if (bundles.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
        {BUNDLE_MESSAGES.none}
      </p>
    );
  return (
    <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Bundles">
      {bundles.map((b) => (
        <BundleCard key={b.id} bundle={b} />
      ))}
    </ul>
  );
}
