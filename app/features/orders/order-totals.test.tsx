import { describe, expect, it } from 'vitest';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { invoiceLine, OrderTotals, type OrderTotalsView } from './order-totals';

const order: OrderTotalsView = {
  shippingType: 'standard',
  goods: 45_000,
  logoCharges: 15_000,
  setupFees: 2_000,
  discount: 0,
  discountPercent: 0,
  promoCode: null,
  quoteNumber: null,
  poNumber: null,
  invoiceDueDay: null,
  paymentTermsDays: null,
  shipping: 0,
  total: 62_000,
  refundedAmount: 0,
};
const onAccount = { ...order, poNumber: 'PO-7731', invoiceDueDay: '2026-12-27', paymentTermsDays: 30 };

describe('an order’s summary', () => {
  it('carries the PO number and, on account, "Invoiced — due {date}" with the terms', () => {
    const text = pageText(renderAt(<OrderTotals order={{ ...onAccount, paymentStatus: 'invoiced' }} />, '/'));
    expect(text).toContain(
      'Total £620.00 PO number PO-7731 Payment Invoiced — due 27 December 2026 Terms 30 days',
    );
  });

  it('shows a card order’s PO number alone, and nothing more for one without', () => {
    expect(pageText(renderAt(<OrderTotals order={{ ...order, poNumber: 'PO-1' }} />, '/'))).toContain(
      'Total £620.00 PO number PO-1',
    );
    const plain = pageText(renderAt(<OrderTotals order={order} />, '/'));
    expect(plain).not.toContain('PO number');
    expect(plain).not.toContain('Invoiced');
  });

  it('leaves them to the seller’s page, which shows them under its badges', () => {
    const seller = pageText(renderAt(<OrderTotals order={onAccount} everyCharge />, '/'));
    expect(seller).toContain('Total £620.00');
    expect(seller).not.toMatch(/PO number|Invoiced/);
  });

  it('says when the invoice was due once it is no longer owed', () => {
    expect(invoiceLine({ ...onAccount, paymentStatus: 'paid' })).toEqual({
      label: 'Invoice due',
      value: '27 December 2026',
    });
    expect(invoiceLine(onAccount)).toEqual({ label: 'Payment', value: 'Invoiced — due 27 December 2026' });
    expect(invoiceLine(order)).toBeNull();
  });
});
