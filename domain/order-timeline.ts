/**
 * The seller's timeline of an order: its recorded events, plus the ones an order placed before events were
 * recorded cannot have (its placing and its payment), taken from the order's own dates.
 */
import { describeOrderEvent, type OrderEvent } from './order-events';

export interface TimelineEntry {
  /** "Payment received" */
  text: string;
  /** who did it: "Shop", "Seller (ann@shop.test)", "Customer", "Guest" */
  actor: string;
  /** ISO instant */
  at: string;
  /** true when taken from the order's dates, not from a recorded event */
  inferred: boolean;
}

/** Oldest first; a recorded 'placed' or 'paid' event wins over the order's own date. */
export function orderTimeline(
  events: readonly OrderEvent[],
  order: { createdAt: string; paidAt: string | null; hasAccount: boolean },
): TimelineEntry[] {
  const entries: TimelineEntry[] = events.map((e) => ({
    text: describeOrderEvent(e),
    actor: e.actorLabel,
    at: e.createdAt,
    inferred: false,
  }));
  const has = (kind: OrderEvent['kind']) => events.some((e) => e.kind === kind);
  if (!has('placed'))
    entries.push({
      text: 'Order placed',
      actor: order.hasAccount ? 'Customer' : 'Guest',
      at: order.createdAt,
      inferred: true,
    });
  if (order.paidAt && !has('paid'))
    entries.push({ text: 'Payment received', actor: 'Shop', at: order.paidAt, inferred: true });
  // a stable sort keeps recorded events in their recorded order when two share an instant
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.i - b.i)
    .map(({ entry }) => entry);
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "23 Nov 2026, 14:05" in the shop's time (Europe/London), so the server's page and the browser's agree. */
export function formatTimelineTime(iso: string): string {
  return WHEN.format(new Date(iso));
}
