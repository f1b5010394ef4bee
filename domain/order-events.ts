/** The order's history as the seller's timeline shows it: one kind per thing that can happen to an order. */
import { formatPounds } from './money';
import type { OrderStatus } from './orders';
import { describeProductionEvent, type ProductionEvent } from './production';
import { invoicedLabel } from './trade';

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'status',
  'tracking',
  'email',
  'note',
  'refund',
  'mail',
  'production',
  'reorder',
  'abandoned',
  'invoiced',
  'credited',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** What an event carries; each kind uses its own fields. */
export interface OrderEventDetail {
  /** status: from and to */
  from?: OrderStatus;
  to?: OrderStatus;
  /** tracking: the id and carrier saved (null when removed) */
  trackingId?: string | null;
  carrier?: string | null;
  /** refund, credited: pence */
  amount?: number;
  /** invoiced: the on-account invoice's due day (YYYY-MM-DD) */
  dueDay?: string;
  /** mail: which automatic mail went (shipping, delivered, cancelled, confirmation, re-order) */
  mail?: string;
  /** reorder, and the mail that tells the customer of it: the seller's re-order (one per click) */
  reorderId?: string;
  /** reorder: the garments the seller put in the customer's cart from this order, and the lines changed */
  added?: number;
  notes?: string[];
  /** note: 'saved' or 'deleted'; email: 'sent' or 'deleted' */
  action?: 'saved' | 'deleted' | 'sent';
  /** status (to Shipped): the seller's reason for shipping a decorated order before its proof was approved */
  overrideReason?: string;
  /** production: the proof or making step (a proof sent, approved, changes asked with the comment, …) */
  production?: ProductionEvent;
}

export interface OrderEvent {
  kind: OrderEventKind;
  actorLabel: string;
  detail: OrderEventDetail;
  createdAt: string;
}

/** One line of the timeline: "Status changed from Confirmed to Shipped". Pure, so pages and PDFs agree. */
export function describeOrderEvent(e: Pick<OrderEvent, 'kind' | 'detail'>): string {
  const d = e.detail;
  switch (e.kind) {
    case 'placed':
      return 'Order placed';
    case 'paid':
      return 'Payment received';
    case 'status': {
      const change = d.from ? `Status changed from ${d.from} to ${d.to}` : `Status set to ${d.to}`;
      return d.overrideReason ? `${change} before the proof was approved: “${d.overrideReason}”` : change;
    }
    case 'tracking':
      return d.trackingId
        ? `Tracking ID ${d.trackingId} saved${d.carrier ? ` (${d.carrier})` : ''}`
        : 'Tracking ID removed';
    case 'email':
      return d.action === 'deleted'
        ? 'E-mail to the customer removed from the list'
        : 'E-mail sent to the customer';
    case 'note':
      return d.action === 'deleted' ? 'Private note deleted' : 'Private note saved';
    case 'refund':
      return `Refunded ${formatPounds(d.amount ?? 0)}`;
    case 'mail':
      return `${d.mail ?? 'Automatic'} e-mail sent to the customer`;
    case 'production':
      return d.production ? describeProductionEvent(d.production) : 'Production updated';
    case 'abandoned':
      return 'Checkout abandoned: the payment page expired unpaid';
    case 'invoiced':
      return d.dueDay ? `Placed on account: ${invoicedLabel(d.dueDay)}` : 'Placed on account';
    case 'credited':
      return `Credit note for ${formatPounds(d.amount ?? 0)} issued to the trade account`;
    case 'reorder': {
      const added = d.added ?? 0;
      if (added === 0) return 'Re-ordered for the customer: nothing could be added to their cart';
      const garments = `${added} ${added === 1 ? 'garment' : 'garments'}`;
      const changed = d.notes?.length ? ` (${d.notes.join(' ')})` : '';
      return `Re-ordered for the customer: ${garments} put in their cart${changed}`;
    }
  }
}
