import { TRADE_STATUS_LABELS, TRADE_STATUSES } from '../../../domain/trade';
import { requirePermission } from '~/lib/auth.server';
import { FilterBar, FilterCheckbox, FilterSelect, Pager } from '~/components/ui/data-table';
import { OptionList } from '~/components/ui/field';
import { tradeListFilterFromUrl } from '~/features/admin/trade-accounts/trade-accounts.server';
import { TradeAccountsTable } from '~/features/admin/trade-accounts/trade-accounts-table';
import type { Route } from './+types/trade-accounts';

export const meta: Route.MetaFunction = () => [
  { title: 'Trade accounts' },
  { name: 'robots', content: 'noindex' },
];

const SEARCH = {
  name: 'q',
  placeholder: 'Business, contact or e-mail',
  className: 'w-80 max-w-full',
};
const STATUS_OPTIONS = TRADE_STATUSES.map((s) => [s, TRADE_STATUS_LABELS[s]] as const);

/** Applications and trade accounts: applications first, searched, by status, the overdue ones, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'trade:manage');
  const filter = tradeListFilterFromUrl(new URL(request.url));
  const result = await context.app.services.trade.list(filter);
  return { filter, ...result };
}

export default function SellerTradeAccounts({ loaderData }: Route.ComponentProps) {
  const { filter, accounts, page, pages, total, pending } = loaderData;
  const empty =
    filter.status || filter.q || filter.overdue
      ? 'No trade accounts match these filters.'
      : 'No applications yet. Customers apply for a trade account from their account page.';
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Trade accounts</h1>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">
        Businesses that pay on account: applications to decide, credit limits and terms, invoices, payments
        received and statements.
      </p>

      <FilterBar
        label="Filter trade accounts"
        fields={['status', 'overdue']}
        search={{ ...SEARCH, defaultValue: filter.q }}
      >
        <FilterSelect label="Status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">All statuses</option>
          <OptionList options={STATUS_OPTIONS} />
        </FilterSelect>
        <FilterCheckbox label="Overdue" name="overdue" value="1" defaultChecked={filter.overdue === '1'} />
      </FilterBar>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 account' : `${total} accounts`}
        {pending > 0 && `, ${pending} ${pending === 1 ? 'application' : 'applications'} waiting`}
      </p>

      <TradeAccountsTable accounts={accounts} empty={empty} />

      <Pager page={page} pages={pages} />
    </div>
  );
}
