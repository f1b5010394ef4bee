/**
 * Outgoing webhooks' rules (issue 36): the events an endpoint may subscribe to, the body and signature a
 * receiver checks. Pure: the server sends them (server/services/webhooks.ts).
 */

export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'quote.requested',
  'quote.accepted',
  'product.updated',
  'stock.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send a test event" sends; no endpoint subscribes to it, it goes to the one asked. */
export const WEBHOOK_TEST_EVENT = 'ping';

/** `stock.low` fires when a size's stock falls from at or above this to below it (a constant, not a setting). */
export const STOCK_LOW_THRESHOLD = 5;

/** What a delivery keeps of the receiver's answer. */
export const WEBHOOK_RESPONSE_KEEP = 1024;

/** The body every delivery posts. */
export interface WebhookBody {
  id: string;
  type: string;
  /** ISO time the event happened. */
  created: string;
  data: unknown;
}

/** The text a signature covers: `${timestamp}.${body}`, timestamp in unix seconds. */
export const signedText = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** The webhook an order's timeline event means, if any (paid; a status to Shipped or Cancelled; a refund). */
export function orderEventWebhook(kind: string, detail: { to?: string }): WebhookEvent | null {
  if (kind === 'paid') return 'order.paid';
  if (kind === 'refund') return 'order.refunded';
  if (kind === 'status' && detail.to === 'Shipped') return 'order.shipped';
  if (kind === 'status' && detail.to === 'Cancelled') return 'order.cancelled';
  return null;
}
