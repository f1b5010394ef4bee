import { Link } from 'react-router';
import { NewBadge } from '~/components/admin/new-badge';
import { cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { QuoteStatusBadge } from '~/components/line/quote-status';
import { DataTable, type Column } from '~/components/ui/data-table';
import { formatQuoteDay } from '../../../../domain/quotes';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { QuoteListItem } from '../../../../domain/quote-view';

const customerText = (q: QuoteListItem) => [q.name, q.company].filter(Boolean).join(' · ');
/** The current version's total, or what a quote not yet sent has instead. */
const totalText = (q: QuoteListItem) => (q.total === null ? 'Not sent yet' : formatPounds(q.total));
const quoteHref = (q: QuoteListItem) => `/admin/quotes/${q.id}`;

const columns: Column<QuoteListItem>[] = [
  {
    key: 'number',
    header: 'Quote',
    cell: (q) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={quoteHref(q)} className="font-semibold text-brand-800 underline underline-offset-2">
          <span className="sr-only">Open quote </span>
          {q.number}
        </Link>
        {q.isNew && <NewBadge />}
      </span>
    ),
    cellClassName: 'whitespace-nowrap',
  },
  { key: 'customer', header: 'Customer', cell: (q) => customerText(q), cellClassName: 'break-words' },
  {
    key: 'email',
    header: 'E-mail',
    cell: (q) => q.email,
    cellClassName: 'break-all text-zinc-700',
  },
  { key: 'status', header: 'Status', cell: (q) => <QuoteStatusBadge status={q.status} /> },
  {
    key: 'total',
    header: 'Total',
    cell: totalText,
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'validUntil',
    header: 'Valid until',
    cell: (q) => (q.validUntil ? formatQuoteDay(q.validUntil) : '—'),
    cellClassName: 'whitespace-nowrap',
  },
  {
    key: 'created',
    header: 'Asked',
    cell: (q) => formatOrderDate(q.createdAt),
    cellClassName: 'whitespace-nowrap',
  },
];

/** A quote on a phone: the whole card is the link into it. */
function QuoteCard({ quote: q }: { quote: QuoteListItem }) {
  return (
    <ListCard highlight={q.isNew}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={quoteHref(q)} className={cardLinkClass}>
              <span className="sr-only">Open quote </span>
              {q.number}
            </Link>
            {q.isNew && <NewBadge />}
          </p>
          <p className="mt-0.5 text-sm break-words text-zinc-800">{customerText(q)}</p>
          <p className="text-xs break-all text-zinc-600">{q.email}</p>
        </div>
        <span className="shrink-0 font-semibold tabular-nums">{totalText(q)}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <QuoteStatusBadge status={q.status} />
        <span>Asked {formatOrderDate(q.createdAt)}</span>
        {q.validUntil && <span>Valid until {formatQuoteDay(q.validUntil)}</span>}
      </p>
    </ListCard>
  );
}

/** The table's fixed parts: new requests are tinted, and each row is a card on a phone. */
const TABLE = {
  caption: 'Quotes',
  columns,
  rowKey: (q: QuoteListItem) => q.id,
  rowClassName: (q: QuoteListItem) => (q.isNew ? 'bg-brand-50/60' : undefined),
  card: (q: QuoteListItem) => <QuoteCard quote={q} />,
};

/**
 * The seller's quotes: a table from a tablet up, a card per quote on a phone (the whole card the link into it).
 * New requests (not yet opened) are marked and tinted, as new orders are.
 */
export function QuotesTable({ quotes, empty }: { quotes: QuoteListItem[]; empty: string }) {
  return <DataTable {...TABLE} rows={quotes} empty={empty} />;
}
