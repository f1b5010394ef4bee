import { describe, expect, it } from 'vitest';
import {
  accountInvoiceTerms,
  creditNoteNumber,
  hasCreditNote,
  invoiceNumber,
  invoiceStanding,
} from './documents';

describe('invoiceStanding', () => {
  it.each([
    ['Confirmed', 'paid', 0, 'paid'],
    ['Delivered', 'paid', 0, 'paid'],
    ['Pending', 'unpaid', 0, 'unpaid'],
    ['Cancelled', 'unpaid', 0, 'cancelled-unpaid'],
    ['Cancelled', 'paid', 0, 'cancelled-paid'],
    ['Cancelled', 'refunded', 5495, 'refunded'],
    // any status change is allowed after a refund: the money still went back
    ['Pending', 'refunded', 5495, 'refunded'],
    // on a trade account: invoiced until payments cover it, credited (a credit note) when cancelled
    ['Confirmed', 'invoiced', 0, 'invoiced'],
    ['Cancelled', 'invoiced', 0, 'cancelled-invoiced'],
    ['Cancelled', 'refunded', 9900, 'refunded'],
  ] as const)('%s and %s (refunded %i p) is %s', (status, paymentStatus, refundedAmount, standing) => {
    expect(invoiceStanding({ status, paymentStatus, refundedAmount })).toBe(standing);
  });
});

describe('document numbers', () => {
  it("are the order's number, labelled", () => {
    expect(invoiceNumber(1042)).toBe('INV-1042');
    expect(creditNoteNumber(1042)).toBe('CN-1042');
  });

  it('gives a credit note only to a refunded order', () => {
    expect(hasCreditNote({ paymentStatus: 'paid', refundedAmount: 0 })).toBe(false);
    expect(hasCreditNote({ paymentStatus: 'refunded', refundedAmount: 5495 })).toBe(true);
  });
});

describe('accountInvoiceTerms', () => {
  it("gives an on-account order's invoice day (its due day less its terms), due day and terms", () => {
    expect(
      accountInvoiceTerms({ tradeAccountId: 'a1', invoiceDueDay: '2026-12-27', paymentTermsDays: 30 }),
    ).toEqual({ invoiceDay: '2026-11-27', dueDay: '2026-12-27', termsDays: 30 });
  });

  it('is null for a card order', () => {
    expect(
      accountInvoiceTerms({ tradeAccountId: null, invoiceDueDay: null, paymentTermsDays: null }),
    ).toBeNull();
    expect(accountInvoiceTerms({})).toBeNull();
  });
});
