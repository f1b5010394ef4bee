import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { TradeStatusBadge } from '~/components/line/trade-status';
import { DataTable, type Column } from '~/components/ui/data-table';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { TradeAccountListItem } from '../../../../domain/trade-view';
import { dayColumn, moneyColumn } from './columns';

const accountHref = (a: TradeAccountListItem) => `/admin/trade-accounts/${a.id}`;
/** An application has no limit or terms yet: a dash, not "£0.00". */
const decided = (a: TradeAccountListItem) => a.status === 'approved' || a.status === 'suspended';
const limitText = (a: TradeAccountListItem) => (decided(a) ? formatPounds(a.creditLimit) : '—');
const termsText = (a: TradeAccountListItem) => (decided(a) ? `${a.termsDays} days` : '—');

function OverdueAmount({ account }: { account: TradeAccountListItem }) {
  if (account.overdue <= 0) return <span className="text-zinc-600">—</span>;
  return <span className="font-semibold text-red-800">{formatPounds(account.overdue)}</span>;
}

const columns: Column<TradeAccountListItem>[] = [
  {
    key: 'business',
    header: 'Business',
    cell: (a) => (
      <>
        <Link
          to={accountHref(a)}
          className="inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          <span className="sr-only">Open trade account </span>
          {a.businessName}
        </Link>
        <span className="block text-xs text-zinc-600">{a.contactName}</span>
      </>
    ),
    cellClassName: 'break-words',
  },
  {
    key: 'email',
    header: 'Accounts e-mail',
    cell: (a) => a.contactEmail,
    cellClassName: 'break-all text-zinc-700',
  },
  { key: 'status', header: 'Status', cell: (a) => <TradeStatusBadge status={a.status} /> },
  { key: 'limit', header: 'Limit', cell: limitText, ...moneyColumn },
  { key: 'terms', header: 'Terms', cell: termsText, ...dayColumn },
  { key: 'outstanding', header: 'Outstanding', cell: (a) => formatPounds(a.outstanding), ...moneyColumn },
  { key: 'overdue', header: 'Overdue', cell: (a) => <OverdueAmount account={a} />, ...moneyColumn },
  { key: 'applied', header: 'Applied', cell: (a) => formatOrderDate(a.appliedAt), ...dayColumn },
];

/** A card's figures: the limit and terms once decided, what is owed, what of it is late, when they applied. */
const cardFigures = (a: TradeAccountListItem): [string, ReactNode][] => [
  ...(decided(a) ? [['Limit', `${limitText(a)} · ${termsText(a)}`] as [string, ReactNode]] : []),
  ['Outstanding', formatPounds(a.outstanding)],
  ...(a.overdue > 0 ? [['Overdue', <OverdueAmount key="overdue" account={a} />] as [string, ReactNode]] : []),
  ['Applied', formatOrderDate(a.appliedAt)],
];

function CardFigure({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="inline">{term} </dt>
      <dd className="inline font-medium text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** An account on a phone: the whole card is the link into it. */
function AccountCard({ account: a }: { account: TradeAccountListItem }) {
  return (
    <ListCard highlight={a.status === 'pending'}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={accountHref(a)} className={cardLinkClass}>
            <span className="sr-only">Open trade account </span>
            {a.businessName}
          </Link>
          <p className="mt-0.5 text-sm break-words text-zinc-800">{a.contactName}</p>
          <p className="text-xs break-all text-zinc-600">{a.contactEmail}</p>
        </div>
        <TradeStatusBadge status={a.status} className="shrink-0" />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-zinc-600">
        {cardFigures(a).map(([term, value]) => (
          <CardFigure key={term} term={term} value={value} />
        ))}
      </dl>
    </ListCard>
  );
}

/**
 * The seller's trade accounts: a table from a tablet up, a card per account on a phone. Applications waiting for
 * a decision are tinted, as new orders are.
 */
export function TradeAccountsTable({ accounts, empty }: { accounts: TradeAccountListItem[]; empty: string }) {
  return (
    <DataTable
      caption="Trade accounts"
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      rowClassName={(a) => (a.status === 'pending' ? 'bg-brand-50/60' : undefined)}
      card={(a) => <AccountCard account={a} />}
      empty={empty}
    />
  );
}
