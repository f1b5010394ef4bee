import { ChevronRight, FileText } from 'lucide-react';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { QuoteListItem } from '../../../../domain/quote-view';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';

/** What a customer's quote card says of its total and date: a request is still being priced. */
export function quoteCardFacts(quote: Pick<QuoteListItem, 'status' | 'total' | 'validUntil'>) {
  return {
    total: quote.total === null ? 'Being priced' : formatPounds(quote.total),
    validUntil: quote.validUntil
      ? {
          label: quote.status === 'expired' ? 'Expired on' : 'Valid until',
          date: formatOrderDate(quote.validUntil),
        }
      : null,
  };
}

/** The customer's quote requests and quotes, newest first, each with the link to its page. */
export function CustomerQuotes({ quotes }: { quotes: QuoteListItem[] }) {
  return quotes.length > 0 ? (
    <ul className="mt-6 flex flex-col gap-4" aria-label="Your quotes">
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} />
      ))}
    </ul>
  ) : (
    <EmptyState
      icon={FileText}
      title="You have no quotes yet"
      action={{ to: '/quote', label: 'Request a quote' }}
    >
      Ordering for a team? Ask for a quote and it appears here, with its price and status.
    </EmptyState>
  );
}

function QuoteCard({ quote }: { quote: QuoteListItem }) {
  const facts = quoteCardFacts(quote);
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="text-lg font-bold text-brand-900">Quote {quote.number}</h2>
          <p className="text-sm text-zinc-600">
            Requested on <time dateTime={quote.createdAt}>{formatOrderDate(quote.createdAt)}</time>
          </p>
        </div>
        <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-700/20 ring-inset">
          <span className="sr-only">Status: </span>
          {quote.statusLabel}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-600">Total</dt>
        <dd className="font-semibold text-zinc-900 tabular-nums">{facts.total}</dd>
        {facts.validUntil && (
          <>
            <dt className="text-zinc-600">{facts.validUntil.label}</dt>
            <dd className="text-zinc-900">
              <time dateTime={quote.validUntil!}>{facts.validUntil.date}</time>
            </dd>
          </>
        )}
      </dl>
      {quote.buyerUrl && (
        <div className="mt-4 flex justify-end border-t border-zinc-200 pt-4">
          <Button asChild variant="outline" size="touch">
            <a href={quote.buyerUrl}>
              View quote<span className="sr-only"> {quote.number}</span>
              <ChevronRight aria-hidden className="size-4" />
            </a>
          </Button>
        </div>
      )}
    </li>
  );
}
