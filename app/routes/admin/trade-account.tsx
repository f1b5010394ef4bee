import { formatOrderDate } from '../../../domain/orders';
import { TRADE_MESSAGES } from '../../../domain/trade';
import { requirePermission } from '~/lib/auth.server';
import { RecordTimeline } from '~/components/admin/record-timeline';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { TradeStatusBadge } from '~/components/line/trade-status';
import { RecordPaymentForm } from '~/features/admin/trade-accounts/record-payment-form';
import { loadTradeAccount } from '~/features/admin/trade-accounts/trade-accounts.server';
import { TradeApplicationPanel, TradeFigures } from '~/features/admin/trade-accounts/trade-application-panel';
import { TradeDecisionPanel } from '~/features/admin/trade-accounts/trade-decisions';
import { tradeTimeline } from '~/features/admin/trade-accounts/trade-form';
import {
  TradeCreditNotesPanel,
  TradeInvoicesPanel,
  TradePaymentsPanel,
} from '~/features/admin/trade-accounts/trade-ledger';
import { TradeStatementPanel } from '~/features/admin/trade-accounts/trade-statement-panel';
import type { Route } from './+types/trade-account';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.account.businessName} — trade account` : 'Trade account' },
  { name: 'robots', content: 'noindex' },
];

/** One application or account for the seller: what they asked, the decisions, the money, the statement, the history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'trade:manage');
  return loadTradeAccount(context.app, params.accountId);
}

export const ErrorBoundary = sellerRecordErrorBoundary('Trade account not found', {
  to: '/admin/trade-accounts',
  label: 'Back to trade accounts',
});

const REASON_LEAD = { declined: 'Declined', suspended: 'Suspended' } as const;

export default function SellerTradeAccount({ loaderData }: Route.ComponentProps) {
  const { account, today, statementRange } = loaderData;
  const opened = account.status === 'approved' || account.status === 'suspended';
  const hasLedger = account.invoices.length > 0 || account.payments.length > 0;
  const reasonLead =
    account.status === 'declined' || account.status === 'suspended' ? REASON_LEAD[account.status] : null;
  return (
    <div className="max-w-6xl min-w-0">
      <BackLink to="/admin/trade-accounts">Back to trade accounts</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-brand-900">{account.businessName}</h1>
        <TradeStatusBadge status={account.status} />
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Applied {formatOrderDate(account.appliedAt)}
        {account.decidedAt && ` · decided ${formatOrderDate(account.decidedAt)}`}
        {opened && ` · ${account.termsDays} days`}
        {opened && account.poRequired && ' · PO number on every order'}
      </p>
      {reasonLead && (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm break-words text-amber-950">
          <span className="font-semibold">{reasonLead}:</span> {account.reason ?? 'no reason given.'}
        </p>
      )}

      {(opened || hasLedger) && <TradeFigures account={account} />}

      <div className="mt-6 grid min-w-0 items-start gap-4 lg:grid-cols-2">
        <TradeApplicationPanel account={account} />
        <TradeDecisionPanel key={account.status} account={account} />
      </div>

      {(opened || hasLedger) && (
        <div className="mt-6 grid min-w-0 gap-4">
          <TradeInvoicesPanel invoices={account.invoices} />
          <TradePaymentsPanel payments={account.payments}>
            {account.figures.outstanding > 0 ? (
              <RecordPaymentForm account={account} today={today} />
            ) : (
              <p className="mt-4 border-t border-zinc-200 pt-4 text-sm text-zinc-700">
                {TRADE_MESSAGES.nothingOwed}
              </p>
            )}
          </TradePaymentsPanel>
          {account.creditNotes.length > 0 && <TradeCreditNotesPanel creditNotes={account.creditNotes} />}
          <TradeStatementPanel account={account} today={today} range={statementRange} />
        </div>
      )}

      <div className="mt-6">
        <RecordTimeline entries={tradeTimeline(account.events)} label="Trade account history" />
      </div>
    </div>
  );
}
