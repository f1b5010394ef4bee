import { Store } from 'lucide-react';
import { Link } from 'react-router';
import type { CartStoreView } from '../../../domain/team-store-view';
import { storePath } from '../../../domain/team-stores';

/** A team store's cart (issue 32): whose store the garments are from, and the way back to it. */
export function StoreCartNote({ store }: { store: CartStoreView }) {
  return (
    <div className="border-brand-200 mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-brand-50 p-3 text-sm text-zinc-800">
      <Store aria-hidden className="size-5 shrink-0 text-brand-700" />
      <p className="font-semibold text-zinc-900">Team store order: {store.name}</p>
      <Link
        to={storePath(store.slug)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        Back to {store.name}
      </Link>
      {store.closedMessage && (
        <p role="status" className="basis-full text-amber-900">
          {store.closedMessage}
        </p>
      )}
    </div>
  );
}
