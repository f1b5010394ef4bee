import { Link } from 'react-router';
import { Fact } from '~/components/admin/fact';
import { Panel } from '~/components/admin/panel';
import { cn } from '~/lib/cn';
import { formatPounds } from '../../../../domain/money';
import { MONTHLY_SPEND_BANDS } from '../../../../domain/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';

/** The application as the customer made it, and who made it (their login may differ from the accounts contact). */
export function TradeApplicationPanel({ account }: { account: TradeAccountView }) {
  const a = account.invoiceAddress;
  return (
    <Panel title="Application">
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Business name">{account.businessName}</Fact>
        <Fact label="Expected monthly spend">{MONTHLY_SPEND_BANDS[account.monthlySpend]}</Fact>
        <Fact label="Company number">{account.companyNumber ?? 'Not given'}</Fact>
        <Fact label="VAT number">{account.vatNumber ?? 'Not given'}</Fact>
        <Fact label="Accounts contact">
          {account.contactName}
          {'\n'}
          <a href={`mailto:${account.contactEmail}`} className="break-all text-brand-700 underline">
            {account.contactEmail}
          </a>
          {'\n'}
          <a
            href={`tel:${account.phone.replace(/\s+/g, '')}`}
            className="whitespace-nowrap text-brand-700 underline"
          >
            {account.phone}
          </a>
        </Fact>
        <Fact label="Invoice address">
          <address className="not-italic">
            {[a.address, `${a.city} ${a.postCode}`, a.country].join('\n')}
          </address>
        </Fact>
        <Fact label="Purchase order numbers">
          {account.poRequired ? 'Needed on every order' : 'Not needed'}
        </Fact>
        <Fact label="Applied by" wide>
          {account.customer.name} ({account.customer.email})
          {account.customer.id && (
            <>
              {' · '}
              <Link
                to={`/admin/customers/${account.customer.id}/orders`}
                className="text-brand-700 underline"
              >
                Their orders
              </Link>
            </>
          )}
        </Fact>
      </dl>
    </Panel>
  );
}

/** The account's money at a glance: its limit, what it may still use, what it owes and what of that is late. */
export function TradeFigures({ account }: { account: TradeAccountView }) {
  const { figures } = account;
  const items: { label: string; value: string; note?: string; alert?: boolean }[] = [
    { label: 'Credit limit', value: formatPounds(account.creditLimit), note: `${account.termsDays} days` },
    { label: 'Available credit', value: formatPounds(figures.available) },
    {
      label: 'Outstanding',
      value: formatPounds(figures.outstanding),
      note: figures.balance < 0 ? `${formatPounds(-figures.balance)} in credit` : undefined,
    },
    {
      label: 'Overdue',
      value: formatPounds(figures.overdue),
      note:
        figures.overdueInvoices > 0
          ? `${figures.overdueInvoices} ${figures.overdueInvoices === 1 ? 'invoice' : 'invoices'}`
          : 'nothing late',
      alert: figures.overdue > 0,
    },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'rounded-lg border p-4',
            item.alert ? 'border-red-300 bg-red-50' : 'border-zinc-200 bg-white',
          )}
        >
          <dt className="text-sm text-zinc-600">{item.label}</dt>
          <dd
            className={cn(
              'mt-1 text-xl font-bold tabular-nums sm:text-2xl',
              item.alert ? 'text-red-800' : 'text-zinc-900',
            )}
          >
            {item.value}
          </dd>
          {item.note && <dd className="text-xs text-zinc-600">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
