/**
 * The numbers and standing of an order's documents. The invoice and the credit note take the order's number (one
 * invoice per order, one full refund at most), so they are unique, sequential and found from the order alone.
 */
import { addDays } from './earnings';
import type { OrderStatus, PaymentStatus } from './orders';

export const invoiceNumber = (orderNumber: number) => `INV-${orderNumber}`;
export const creditNoteNumber = (orderNumber: number) => `CN-${orderNumber}`;

/**
 * What the invoice must say of the money: paid; invoiced on a trade account and not paid yet; refunded or
 * credited (with its credit note); cancelled before payment (nothing owed), after it (a refund due), or while
 * invoiced on account (a credit note due); or not yet paid.
 */
export type InvoiceStanding =
  'paid' | 'invoiced' | 'refunded' | 'cancelled-paid' | 'cancelled-invoiced' | 'cancelled-unpaid' | 'unpaid';

interface Standing {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** pence given back (to the card, or credited to the trade account) */
  refundedAmount: number;
}

/** A refund was made, or an on-account invoice credited: the order has a credit note. */
export const hasCreditNote = (order: Pick<Standing, 'paymentStatus' | 'refundedAmount'>) =>
  order.paymentStatus === 'refunded' || order.refundedAmount > 0;

export function invoiceStanding(order: Standing): InvoiceStanding {
  if (hasCreditNote(order)) return 'refunded';
  const { paymentStatus } = order;
  if (order.status === 'Cancelled')
    return paymentStatus === 'paid'
      ? 'cancelled-paid'
      : paymentStatus === 'invoiced'
        ? 'cancelled-invoiced'
        : 'cancelled-unpaid';
  return paymentStatus === 'paid' || paymentStatus === 'invoiced' ? paymentStatus : 'unpaid';
}

/** What an order's documents read to tell an on-account order (issue 31) from a card one. */
export interface AccountTerms {
  tradeAccountId?: string | null;
  invoiceDueDay?: string | null;
  paymentTermsDays?: number | null;
}

/**
 * An on-account order's invoice terms: its invoice day (the due day less the terms: domain/trade dueDay counts
 * them from it), due day and terms; null for an order paid by card.
 */
export function accountInvoiceTerms(
  order: AccountTerms,
): { invoiceDay: string; dueDay: string; termsDays: number } | null {
  const { tradeAccountId, invoiceDueDay, paymentTermsDays } = order;
  if (!tradeAccountId || !invoiceDueDay || paymentTermsDays == null) return null;
  return {
    invoiceDay: addDays(invoiceDueDay, -paymentTermsDays),
    dueDay: invoiceDueDay,
    termsDays: paymentTermsDays,
  };
}
