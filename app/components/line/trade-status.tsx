import type { ReactNode } from 'react';
import {
  INVOICE_STATE_LABELS,
  TRADE_STATUS_LABELS,
  type InvoiceState,
  type TradeStatus,
} from '../../../domain/trade';
import { cn } from '~/lib/cn';
import { badge } from './order-status';

const STATUS_STYLE: Record<TradeStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  approved: 'bg-green-50 text-green-800 ring-green-700/20',
  declined: 'bg-red-50 text-red-800 ring-red-700/20',
  suspended: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
};

/** One small round badge in a tone (its colours). */
function Pill({ tone, className, children }: { tone: string; className?: string; children: ReactNode }) {
  return <span className={cn(badge, 'whitespace-nowrap', tone, className)}>{children}</span>;
}

/** A trade account's status as a small badge (the seller's list and account page). */
export function TradeStatusBadge({ status, className }: { status: TradeStatus; className?: string }) {
  return (
    <Pill tone={STATUS_STYLE[status]} className={className}>
      <span className="sr-only">Status: </span>
      {TRADE_STATUS_LABELS[status]}
    </Pill>
  );
}

const INVOICE_STYLE: Record<InvoiceState, string> = {
  unpaid: 'bg-sky-50 text-sky-900 ring-sky-700/25',
  'part-paid': 'bg-amber-50 text-amber-900 ring-amber-700/25',
  paid: 'bg-green-50 text-green-800 ring-green-700/20',
  credited: 'bg-white text-zinc-700 ring-zinc-400/40',
};
const OVERDUE_STYLE = 'bg-red-50 text-red-800 ring-red-700/20';

/** An invoice's standing: Unpaid, Part paid, Paid or Credited, and "Overdue n days" in red when it is. */
export function InvoiceStateBadge({
  invoice,
}: {
  invoice: { state: InvoiceState; overdue: boolean; daysOverdue: number };
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Pill tone={INVOICE_STYLE[invoice.state]}>{INVOICE_STATE_LABELS[invoice.state]}</Pill>
      {invoice.overdue && (
        <Pill tone={OVERDUE_STYLE}>
          Overdue {invoice.daysOverdue === 1 ? '1 day' : `${invoice.daysOverdue} days`}
        </Pill>
      )}
    </span>
  );
}
