import { Link } from 'react-router';
import { formatQuoteDay } from '../../../domain/quotes';
import { formatOrderDate } from '../../../domain/orders';
import { requirePermission } from '~/lib/auth.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { RecordTimeline } from '~/components/admin/record-timeline';
import { QuoteStatusBadge } from '~/components/line/quote-status';
import { QuoteActions } from '~/features/admin/quotes/quote-actions';
import { QuoteVersions } from '~/features/admin/quotes/quote-document';
import { QuoteEditor } from '~/features/admin/quotes/quote-editor';
import { loadSellerQuote } from '~/features/admin/quotes/quote-editor.server';
import { quoteEditable } from '~/features/admin/quotes/quote-form';
import { QuoteRequestPanel } from '~/features/admin/quotes/quote-request-panel';
import { quoteTimeline } from '~/features/admin/quotes/quote-timeline';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Quote ${data.quote.number}` : 'Quote' },
  { name: 'robots', content: 'noindex' },
];

/** One quote for the seller: the request, the draft editor (or the quote as sent), its versions and history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'quotes:manage');
  return loadSellerQuote(context.app.services, params.quoteId);
}

export const ErrorBoundary = sellerRecordErrorBoundary('Quote not found', {
  to: '/admin/quotes',
  label: 'Back to quotes',
});

export default function SellerQuote({ loaderData }: Route.ComponentProps) {
  const { quote, today, defaultValidUntil } = loaderData;
  const editable = quoteEditable(quote.status);
  const current = quote.versions[0];
  const asked = [...quote.events].reverse().find((e) => e.kind === 'requestChanges');
  return (
    <div className="max-w-6xl min-w-0">
      <BackLink to="/admin/quotes">Back to quotes</BackLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-900">Quote {quote.number}</h1>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <QuoteActions quote={quote} today={today} defaultValidUntil={defaultValidUntil} />
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Asked {formatOrderDate(quote.createdAt)}
        {current && ` · version ${current.version} sent`}
        {current &&
          (quote.expired
            ? ` · expired on ${formatQuoteDay(current.validUntil)}`
            : ` · valid until ${formatQuoteDay(current.validUntil)}`)}
      </p>
      {quote.order && (
        <p className="mt-2 text-sm">
          Paid:{' '}
          <Link to={`/admin/orders/${quote.order.id}`} className="text-brand-700 underline">
            order {quote.order.number}
          </Link>
        </p>
      )}

      <div className="mt-6">
        <QuoteRequestPanel quote={quote} />
      </div>

      {quote.status === 'changes_requested' && asked?.comment && (
        <div className="mt-6 rounded-lg border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950">
          <p className="font-semibold">
            {quote.customer.name} asked for changes to version {asked.version}:
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{asked.comment}</p>
        </div>
      )}

      <div className="mt-6 grid min-w-0 gap-6">
        {editable ? (
          <QuoteEditor
            key={quote.id}
            quote={quote}
            products={loaderData.products}
            details={loaderData.details}
            today={today}
            defaultValidUntil={defaultValidUntil}
          />
        ) : null}
        <QuoteVersions
          versions={quote.versions}
          title={editable ? 'Versions sent' : 'The quote as sent'}
          openFirst={!editable}
        />
        <RecordTimeline entries={quoteTimeline(quote.events)} label="Quote history" />
      </div>
    </div>
  );
}
