/**
 * The numbers and standing of an order's documents. The invoice and the credit note take the order's number (one
 * invoice per order, one full refund at most), so they are unique, sequential and found from the order alone.
 */
import type { OrderStatus, PaymentStatus } from './orders';

export const invoiceNumber = (orderNumber: number) => `INV-${orderNumber}`;
export const creditNoteNumber = (orderNumber: number) => `CN-${orderNumber}`;

/**
 * What the invoice must say of the money: paid; refunded (with its credit note); cancelled before payment (nothing
 * owed) or after it (a refund due); or not yet paid.
 */
export type InvoiceStanding = 'paid' | 'refunded' | 'cancelled-paid' | 'cancelled-unpaid' | 'unpaid';

interface Standing {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** pence given back */
  refundedAmount: number;
}

/** A refund was made: the order has a credit note. */
export const hasCreditNote = (order: Pick<Standing, 'paymentStatus' | 'refundedAmount'>) =>
  order.paymentStatus === 'refunded' || order.refundedAmount > 0;

export function invoiceStanding(order: Standing): InvoiceStanding {
  if (hasCreditNote(order)) return 'refunded';
  if (order.status === 'Cancelled')
    return order.paymentStatus === 'paid' ? 'cancelled-paid' : 'cancelled-unpaid';
  return order.paymentStatus === 'paid' ? 'paid' : 'unpaid';
}
