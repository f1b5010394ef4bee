import { describe, expect, it } from 'vitest';
import { sellerOrderRowView } from './seller-orders.server';

/** The order record the view reads (server/services/orders/order-record's OrderRow). */
type OrderRow = Parameters<typeof sellerOrderRowView>[0];

const row = (over: Partial<OrderRow>): OrderRow =>
  ({
    id: '0190a8f2-5b6c-7d8e-9f01-23456789abcd',
    number: 1042,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    status: 'Pending',
    paymentStatus: 'paid',
    total: 2495,
    email: 'jo@example.co.uk',
    shippingAddress: { firstName: 'Jo', lastName: 'Bloggs', companyName: 'Bloggs Builders Ltd' },
    sellerOpenedAt: null,
    archivedAt: null,
    productionStatus: 'Awaiting proof',
    ...over,
  }) as OrderRow;

describe("sellerOrderRowView: a row of the seller's order lists", () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('names the customer and their company', () => {
    expect(sellerOrderRowView(row({}), now)).toMatchObject({
      customerName: 'Jo Bloggs',
      company: 'Bloggs Builders Ltd',
      isNew: true,
    });
  });

  it.each([
    ['Pending', 'Awaiting proof', 'Awaiting proof'],
    ['Confirmed', 'In production', 'In production'],
    // a cancelled order no longer waits for its proof; one shipped on the seller's word reads as shipped
    ['Cancelled', 'Awaiting proof', null],
    ['Shipped', 'Proof sent', null],
    ['Pending', null, null],
  ] as const)('an order %s with production %s shows production %s', (status, productionStatus, shown) => {
    expect(sellerOrderRowView(row({ status, productionStatus }), now).productionStatus).toBe(shown);
  });
});
