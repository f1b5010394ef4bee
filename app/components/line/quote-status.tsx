import { quoteStatusLabel, type QuoteStatus } from '../../../domain/quotes';
import { cn } from '~/lib/cn';
import { badge } from './order-status';

const STATUS_STYLE: Record<QuoteStatus, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  draft: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
  sent: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  changes_requested: 'bg-orange-50 text-orange-900 ring-orange-700/25',
  accepted: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  paid: 'bg-green-50 text-green-800 ring-green-700/20',
  declined: 'bg-red-50 text-red-800 ring-red-700/20',
  expired: 'bg-white text-zinc-600 ring-zinc-400/40',
};

/** A quote's status as a small badge (the seller's list and editor, the customer's account). */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <span className={cn(badge, 'whitespace-nowrap', STATUS_STYLE[status], className)}>
      <span className="sr-only">Status: </span>
      {quoteStatusLabel(status)}
    </span>
  );
}
