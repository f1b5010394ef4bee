import { badge } from '~/components/line/order-status';
import { cn } from '~/lib/cn';
import { formatStoreDay, type StoreState } from '../../../../domain/team-stores';
import type { StoreSummaryView } from '../../../../domain/team-store-view';

export const STORE_STATE_LABELS: Record<StoreState, string> = {
  open: 'Open',
  scheduled: 'Scheduled',
  closed: 'Closed',
};

const STATE_STYLE: Record<StoreState, string> = {
  open: 'bg-green-50 text-green-800 ring-green-700/20',
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-700/25',
  closed: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
};

/** A store's state as a small badge: Open, Scheduled or Closed (and Shipped once its batch is). */
export function StoreStateBadge({
  state,
  shipped = false,
  className,
}: {
  state: StoreState;
  shipped?: boolean;
  className?: string;
}) {
  return (
    <span className={cn(badge, 'whitespace-nowrap', STATE_STYLE[state], className)}>
      <span className="sr-only">State: </span>
      {STORE_STATE_LABELS[state]}
      {shipped && ' · shipped'}
    </span>
  );
}

/** "12 Jan 2027 – 30 Jan 2027", "From 12 Jan 2027", "Until …", "Closed 3 Feb 2027", or "No dates". */
export function storeDatesText(s: Pick<StoreSummaryView, 'opensOn' | 'closesOn' | 'closedOn' | 'state'>) {
  if (s.state === 'closed' && s.closedOn) return `Closed ${formatStoreDay(s.closedOn)}`;
  if (s.opensOn && s.closesOn) return `${formatStoreDay(s.opensOn)} – ${formatStoreDay(s.closesOn)}`;
  if (s.opensOn) return `Opens ${formatStoreDay(s.opensOn)}`;
  if (s.closesOn) return `Closes ${formatStoreDay(s.closesOn)}`;
  return 'No closing date';
}
