import type { RecordTimelineEntry } from '~/components/admin/record-timeline';
import type { QuoteEventView } from '../../../../domain/quote-view';

const EVENT_TEXT: Record<QuoteEventView['kind'], (version: number) => string> = {
  requested: () => 'Quote requested',
  startPricing: () => 'Pricing started',
  saveDraft: () => 'Draft saved',
  send: (v) => `Version ${v} sent`,
  requestChanges: (v) => `Changes asked for on version ${v}`,
  decline: (v) => `Version ${v} declined`,
  accept: (v) => `Version ${v} accepted`,
  pay: () => 'Paid: it is an order now',
  lapse: () => 'Payment not completed: it may be accepted again',
  expire: () => 'Expired unanswered',
  askRenewal: () => 'The buyer asked for it to be renewed',
  renew: (v) => `Version ${v} renewed`,
};

/** The quote's events as the seller's timeline shows them, oldest first, with what the buyer wrote. */
export function quoteTimeline(events: readonly QuoteEventView[]): RecordTimelineEntry[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i)
    .map(({ e }) => ({ text: EVENT_TEXT[e.kind](e.version), actor: e.actor, at: e.at, note: e.comment }));
}
