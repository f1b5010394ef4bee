import { AlertTriangle, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatOrderDate } from '../../../../domain/orders';
import { DEFAULT_TERMS_DAYS, TRADE_STATUS_LABELS, type TradeStatus } from '../../../../domain/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { Panel } from '~/components/ui/panel';
import { cn } from '~/lib/cn';
import { FactRows } from './facts';
import { StatementForm } from './statement-form';
import {
  accountFigureRows,
  applicationOf,
  applicationSummary,
  blankApplication,
  termsRows,
  type ApplicationErrors,
  type ApplicationValues,
  type StatementRangeState,
} from './trade-account-view';
import { TradeApplyForm } from './trade-apply-form';
import { CreditNoteList, InvoiceList, PaymentList } from './trade-ledger';

const STATUS_STYLE: Record<TradeStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  approved: 'bg-green-50 text-green-800 ring-green-700/20',
  declined: 'bg-red-50 text-red-800 ring-red-700/20',
  suspended: 'bg-zinc-100 text-zinc-800 ring-zinc-500/30',
};

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_STYLE[status],
      )}
    >
      <span className="sr-only">Status: </span>
      {TRADE_STATUS_LABELS[status]}
    </span>
  );
}

export interface TradeAccountPageProps {
  account: TradeAccountView | null;
  /** the logged-in customer, the accounts contact a new form starts with */
  applicant: { name: string; email: string };
  statement: StatementRangeState;
  today: string;
  /** back from applying (?applied) */
  applied: boolean;
  /** a refused application, as typed */
  application: { values: ApplicationValues; errors: ApplicationErrors; formError: string | null } | null;
}

/**
 * The customer's trade account: the application form until they apply; then where it stands (pending, declined
 * with the reason and a form to apply again, suspended with the reason); an approved or suspended account's
 * figures, terms, invoices, payments, credit notes and statement.
 */
export function TradeAccountPage(props: TradeAccountPageProps) {
  const { account, application } = props;
  if (!account)
    return (
      <>
        <p className="mt-3 max-w-2xl text-zinc-700">
          Pay by invoice instead of by card: we invoice each order on the day you place it and you pay by bank
          transfer on the terms we agree (usually {DEFAULT_TERMS_DAYS} days), with your purchase order number
          on every invoice. Tell us about your business and we will reply by e-mail.
        </p>
        <TradeApplyForm
          values={application?.values ?? blankApplication(props.applicant)}
          errors={application?.errors}
          formError={application?.formError}
          submitLabel="Apply for a trade account"
        />
      </>
    );
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-lg font-semibold text-zinc-900">{account.businessName}</p>
        <TradeStatusBadge status={account.status} />
      </div>
      {account.status === 'pending' && <Pending account={account} applied={props.applied} />}
      {account.status === 'declined' && (
        <>
          <Notice tone="declined" title="Your application was declined">
            {account.reason && <p>{account.reason}</p>}
            <p>
              If things have changed, you may apply again below, or{' '}
              <Link to="/contact" className="font-semibold underline underline-offset-2">
                contact us
              </Link>
              .
            </p>
          </Notice>
          <TradeApplyForm
            values={application?.values ?? applicationOf(account)}
            errors={application?.errors}
            formError={application?.formError}
            submitLabel="Apply again"
          />
        </>
      )}
      {(account.status === 'approved' || account.status === 'suspended') && (
        <OpenAccount account={account} statement={props.statement} today={props.today} />
      )}
    </>
  );
}

function Pending({ account, applied }: { account: TradeAccountView; applied: boolean }) {
  return (
    <>
      <Notice
        tone="pending"
        title={applied ? 'Thank you: we have your application' : 'We are looking at your application'}
      >
        <p>
          You applied on {formatOrderDate(account.appliedAt)}. We will e-mail {account.contactEmail} as soon
          as we have decided; until then, pay for your orders by card as usual.
        </p>
      </Notice>
      <Panel
        title="Your application"
        className="mt-6 grid min-w-0 gap-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6"
      >
        <FactRows rows={applicationSummary(account)} columns="grid-cols-1 sm:grid-cols-[12rem_1fr]" />
      </Panel>
    </>
  );
}

function OpenAccount({
  account,
  statement,
  today,
}: {
  account: TradeAccountView;
  statement: StatementRangeState;
  today: string;
}) {
  return (
    <>
      {account.status === 'suspended' && (
        <Notice tone="suspended" title="Your account is suspended">
          {account.reason && <p>{account.reason}</p>}
          <p>
            You can&apos;t pay on account for now; card payment works as usual. Your invoices below are still
            due. Please{' '}
            <Link to="/contact" className="font-semibold underline underline-offset-2">
              contact us
            </Link>{' '}
            about it.
          </p>
        </Notice>
      )}
      <div className="mt-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {accountFigureRows(account).map((f) => (
            <div
              key={f.label}
              className={cn(
                'rounded-2xl border p-4',
                f.alert ? 'border-red-200 bg-red-50' : 'border-zinc-200 bg-white',
              )}
            >
              <dt className={cn('text-sm', f.alert ? 'text-red-800' : 'text-zinc-600')}>{f.label}</dt>
              <dd
                className={cn(
                  'mt-1 text-xl font-bold tabular-nums sm:text-2xl',
                  f.alert ? 'text-red-800' : 'text-brand-900',
                )}
              >
                {f.value}
              </dd>
              {f.note && (
                <dd className={cn('text-sm', f.alert ? 'text-red-800' : 'text-zinc-600')}>{f.note}</dd>
              )}
            </div>
          ))}
        </dl>
        <FactRows rows={termsRows(account)} columns="mt-3 grid-cols-1 sm:grid-cols-[auto_1fr]" />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <InvoiceList invoices={account.invoices} />
        <StatementForm key={`${statement.from}|${statement.to}`} initial={statement} today={today} />
        <PaymentList payments={account.payments} />
        <CreditNoteList creditNotes={account.creditNotes} />
      </div>
    </>
  );
}

const NOTICE: Record<'pending' | 'declined' | 'suspended', { box: string; icon: typeof Clock }> = {
  pending: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: Clock },
  declined: { box: 'border-red-200 bg-red-50 text-red-950', icon: XCircle },
  suspended: { box: 'border-zinc-300 bg-zinc-50 text-zinc-900', icon: AlertTriangle },
};

/** Where the account stands, said at the top: its own colour and icon, the reason when there is one. */
function Notice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof NOTICE;
  title: string;
  children: ReactNode;
}) {
  const { box, icon: Icon } = NOTICE[tone];
  return (
    <section
      aria-labelledby={`trade-${tone}`}
      className={cn('mt-6 flex gap-3 rounded-2xl border p-4 sm:p-5', box)}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <h2 id={`trade-${tone}`} className="text-base font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
