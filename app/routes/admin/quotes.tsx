import { QUOTE_STATUSES, quoteStatusLabel, type QuoteStatus } from '../../../domain/quotes';
import { QuoteListQuerySchema } from '../../../domain/schemas/quotes';
import { requirePermission } from '~/lib/auth.server';
import { FilterBar, FilterSelect, Pager } from '~/components/ui/data-table';
import { OptionList } from '~/components/ui/field';
import { QuotesTable } from '~/features/admin/quotes/quotes-table';
import type { Route } from './+types/quotes';

export const meta: Route.MetaFunction = () => [{ title: 'Quotes' }, { name: 'robots', content: 'noindex' }];

/** The search box: what it looks through. */
const SEARCH = {
  name: 'q',
  placeholder: 'Quote number, name, company or e-mail',
  className: 'w-80 max-w-full',
};
const STATUS_OPTIONS = QUOTE_STATUSES.map((s) => [s, quoteStatusLabel(s)] as const);
const isStatus = (s: string | undefined): s is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(s ?? '');

/** The seller's quote requests and quotes: new ones marked, by status, searched, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'quotes:manage');
  // the filter bar sends every box, empty ones too; a filter the URL spells wrong is dropped, not refused
  const params = [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== '');
  const parsed = QuoteListQuerySchema.safeParse(Object.fromEntries(params));
  const { status, q, page } = parsed.success ? parsed.data : { status: undefined, q: undefined, page: 1 };
  const filter = { status: isStatus(status) ? status : undefined, q: q || undefined, page: page ?? 1 };
  const result = await context.app.services.quotes.list(filter);
  return { filter, ...result };
}

export default function SellerQuotes({ loaderData }: Route.ComponentProps) {
  const { filter, quotes, page, pageCount, total, newCount } = loaderData;
  const filtered = Boolean(filter.status || filter.q);
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Quotes</h1>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">
        Requests from the quote form, priced here with the shop’s mock-ups and sent to the buyer, who accepts
        and pays online.
      </p>

      <FilterBar label="Filter quotes" fields={['status']} search={{ ...SEARCH, defaultValue: filter.q }}>
        <FilterSelect label="Status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">All statuses</option>
          <OptionList options={STATUS_OPTIONS} />
        </FilterSelect>
      </FilterBar>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 quote' : `${total} quotes`}
        {newCount > 0 && `, ${newCount} new`}
      </p>

      <QuotesTable
        quotes={quotes}
        empty={
          filtered
            ? 'No quotes match these filters.'
            : 'No quote requests yet. They arrive from the quote form on the contact page, the cart and product pages.'
        }
      />

      <Pager page={page} pages={pageCount} />
    </div>
  );
}
