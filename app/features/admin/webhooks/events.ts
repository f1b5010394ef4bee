import { STOCK_LOW_THRESHOLD, type WebhookEvent } from '../../../../domain/webhooks';

/** What each event means, in the seller's words, beside its checkbox. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'order.paid': 'An order is paid.',
  'order.shipped': 'An order is marked as shipped.',
  'order.cancelled': 'An order is cancelled.',
  'order.refunded': 'Some or all of an order is refunded.',
  'quote.requested': 'A customer asks for a quote.',
  'quote.accepted': 'A customer accepts a quote.',
  'product.updated': 'A product is added, or saved with a change to its details, status or stock.',
  'stock.low': `A size’s stock falls below ${STOCK_LOW_THRESHOLD} (an order, or your stock edit).`,
};
