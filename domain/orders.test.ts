import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatOrderNumber,
  isNewOrder,
  orderTimeline,
  type OrderStatus,
  type PaymentStatus,
} from './orders';

const timeline = (status: OrderStatus, paymentStatus: PaymentStatus = 'paid') =>
  orderTimeline({ status, paymentStatus }).map(
    (s) => `${s.label}${s.current ? ' (current)' : s.done ? ' (done)' : ''}`,
  );

describe('the order timeline', () => {
  it('stands at Order placed until the payment arrives', () => {
    expect(timeline('Pending', 'unpaid')).toEqual([
      'Order placed (current)',
      'Payment received',
      'Confirmed',
      'Shipped',
      'Delivered',
    ]);
  });

  it('moves along with the payment and the status', () => {
    expect(timeline('Pending')).toEqual([
      'Order placed (done)',
      'Payment received (current)',
      'Confirmed',
      'Shipped',
      'Delivered',
    ]);
    expect(timeline('Confirmed')).toEqual([
      'Order placed (done)',
      'Payment received (done)',
      'Confirmed (current)',
      'Shipped',
      'Delivered',
    ]);
    expect(timeline('Shipped')).toEqual([
      'Order placed (done)',
      'Payment received (done)',
      'Confirmed (done)',
      'Shipped (current)',
      'Delivered',
    ]);
    expect(timeline('Delivered')).toEqual([
      'Order placed (done)',
      'Payment received (done)',
      'Confirmed (done)',
      'Shipped (done)',
      'Delivered (current)',
    ]);
  });

  it('does not claim a payment that has not arrived', () => {
    expect(timeline('Confirmed', 'unpaid')).toEqual([
      'Order placed (done)',
      'Payment received',
      'Confirmed (current)',
      'Shipped',
      'Delivered',
    ]);
  });

  it('ends at Cancelled, after the payment when there was one', () => {
    expect(timeline('Cancelled')).toEqual([
      'Order placed (done)',
      'Payment received (done)',
      'Cancelled (current)',
    ]);
    expect(timeline('Pending', 'invoiced')).toEqual([
      'Order placed (done)',
      'Invoiced (current)',
      'Confirmed',
      'Shipped',
      'Delivered',
    ]);
    expect(timeline('Cancelled', 'unpaid')).toEqual(['Order placed (done)', 'Cancelled (current)']);
  });

  it('ends at Refunded once the payment went back', () => {
    expect(timeline('Cancelled', 'refunded')).toEqual([
      'Order placed (done)',
      'Payment received (done)',
      'Cancelled (done)',
      'Refunded (current)',
    ]);
  });
});

describe('an order’s words', () => {
  it('numbers and dates it as the shop does', () => {
    expect(formatOrderNumber(1001)).toBe('#1001');
    expect(formatOrderDate('2026-11-22T10:00:00Z')).toBe('22 November 2026');
    // late evening in June is the next day in London
    expect(formatOrderDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
  });
});

describe('the New flag', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);
  const paid = 'paid' as const;

  it('marks a paid order under a day old that no seller has opened', () => {
    expect(isNewOrder({ createdAt: hoursAgo(23), sellerOpenedAt: null, paymentStatus: paid }, now)).toBe(
      true,
    );
  });
  it('clears once a seller opens it', () => {
    expect(
      isNewOrder({ createdAt: hoursAgo(23), sellerOpenedAt: hoursAgo(1), paymentStatus: paid }, now),
    ).toBe(false);
  });
  it('clears after a day, opened or not', () => {
    expect(isNewOrder({ createdAt: hoursAgo(25), sellerOpenedAt: null, paymentStatus: paid }, now)).toBe(
      false,
    );
    expect(isNewOrder({ createdAt: hoursAgo(24), sellerOpenedAt: null, paymentStatus: paid }, now)).toBe(
      false,
    );
  });
  it('never marks an unpaid checkout: it is no order yet', () => {
    expect(isNewOrder({ createdAt: hoursAgo(1), sellerOpenedAt: null, paymentStatus: 'unpaid' }, now)).toBe(
      false,
    );
    expect(isNewOrder({ createdAt: hoursAgo(1), sellerOpenedAt: null, paymentStatus: 'refunded' }, now)).toBe(
      true,
    );
  });
});
