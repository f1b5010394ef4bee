import { Link } from 'react-router';
import { cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { DataTable, type Column } from '~/components/ui/data-table';
import { formatPounds } from '../../../../domain/money';
import type { StoreSummaryView } from '../../../../domain/team-store-view';
import { storePath } from '../../../../domain/team-stores';
import { storeDatesText, StoreStateBadge } from './store-state-badge';

const storeHref = (s: StoreSummaryView) => `/admin/stores/${s.id}`;
const money = { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' } as const;
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

const columns: Column<StoreSummaryView>[] = [
  {
    key: 'name',
    header: 'Store',
    cell: (s) => (
      <>
        <Link
          to={storeHref(s)}
          className="inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          <span className="sr-only">Open store </span>
          {s.name}
        </Link>
        <span className="block text-xs break-all text-zinc-600">{storePath(s.slug)}</span>
      </>
    ),
    cellClassName: 'break-words',
  },
  {
    key: 'state',
    header: 'State',
    cell: (s) => <StoreStateBadge state={s.state} shipped={s.shippedAt !== null} />,
  },
  { key: 'dates', header: 'Dates', cell: storeDatesText, cellClassName: 'text-zinc-700' },
  { key: 'orders', header: 'Orders', cell: (s) => s.orders.toLocaleString('en-GB'), ...money },
  { key: 'garments', header: 'Garments', cell: (s) => s.garments.toLocaleString('en-GB'), ...money },
  { key: 'total', header: 'Total', cell: (s) => formatPounds(s.total), ...money },
];

/** A store on a phone: the whole card is the link into it. */
function StoreCard({ store: s }: { store: StoreSummaryView }) {
  return (
    <ListCard>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={storeHref(s)} className={cardLinkClass}>
            <span className="sr-only">Open store </span>
            {s.name}
          </Link>
          <p className="text-xs break-all text-zinc-600">{storePath(s.slug)}</p>
        </div>
        <StoreStateBadge state={s.state} shipped={s.shippedAt !== null} className="shrink-0" />
      </div>
      <p className="mt-2 text-xs text-zinc-700">{storeDatesText(s)}</p>
      <p className="mt-1 text-xs text-zinc-700 tabular-nums">
        {count(s.orders, 'order', 'orders')} · {count(s.garments, 'garment', 'garments')} ·{' '}
        <span className="font-medium text-zinc-900">{formatPounds(s.total)}</span>
      </p>
    </ListCard>
  );
}

/** The seller's team stores: a table from a tablet up, a card per store on a phone. */
export function StoresTable({ stores, empty }: { stores: StoreSummaryView[]; empty: string }) {
  return (
    <DataTable
      caption="Team stores"
      columns={columns}
      rows={stores}
      rowKey={(s) => s.id}
      card={(s) => <StoreCard store={s} />}
      empty={empty}
    />
  );
}
