import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import { Button } from '~/components/ui/button';
import { FilterBar, FilterSelect, Pager } from '~/components/ui/data-table';
import { OptionList } from '~/components/ui/field';
import { STORE_STATE_LABELS } from '~/features/admin/stores/store-state-badge';
import { StoresTable } from '~/features/admin/stores/stores-table';
import { storeListFilterFromUrl } from '~/features/admin/stores/stores.server';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => [
  { title: 'Team stores' },
  { name: 'robots', content: 'noindex' },
];

const STATE_OPTIONS = (['open', 'scheduled', 'closed'] as const).map(
  (s) => [s, STORE_STATE_LABELS[s]] as const,
);

/** The seller's team stores: searched, by state, a page at a time, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'stores:manage');
  const filter = storeListFilterFromUrl(new URL(request.url));
  const result = await context.app.services.stores.list(filter);
  return { filter, ...result };
}

export default function SellerStores({ loaderData }: Route.ComponentProps) {
  const { filter, stores, page, pages, total } = loaderData;
  const empty =
    filter.q || filter.state
      ? 'No stores match these filters.'
      : 'No team stores yet. Make one for a school, a club or a firm: its members order their own sizes, all made in one batch.';
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Team stores</h1>
        <Button asChild>
          <Link to="/admin/stores/new">
            <Plus className="size-4" aria-hidden />
            New store
          </Link>
        </Button>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">
        An organisation’s own shop at its own address: the garments with its logo at its prices, open for a
        while, then made and sent in one batch.
      </p>

      <FilterBar
        label="Filter team stores"
        fields={['state']}
        search={{
          name: 'q',
          placeholder: 'Store name or address',
          defaultValue: filter.q,
          className: 'w-72 max-w-full',
        }}
      >
        <FilterSelect label="State" name="state" defaultValue={filter.state ?? ''}>
          <option value="">All states</option>
          <OptionList options={STATE_OPTIONS} />
        </FilterSelect>
      </FilterBar>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 store' : `${total} stores`}
      </p>

      <StoresTable stores={stores} empty={empty} />

      <Pager page={page} pages={pages} />
    </div>
  );
}
