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

/**
 * Whether a size's stock going from `from` to `to` units is the fall `stock.low` reports: from at or above the
 * threshold to below it. A size added (no `from`) or taken away (no `to`) is no fall; a further fall below the
 * threshold, or a restock, is none either.
 */
export const fellBelowStockThreshold = (from: number | null, to: number | null): boolean =>
  from !== null && to !== null && from >= STOCK_LOW_THRESHOLD && to < STOCK_LOW_THRESHOLD;

/** A `stock.low` event's data: the product, its colour and size, and the units left in stock. */
export interface StockLowData {
  productId: string;
  title: string;
  /** The colour's name; null for a product without colours. */
  colour: string | null;
  colourHex: string | null;
  size: string;
  stock: number;
  threshold: number;
}

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
