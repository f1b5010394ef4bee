import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './order-events';
import { formatTimelineTime, orderTimeline } from './order-timeline';

const event = (kind: OrderEvent['kind'], createdAt: string, detail = {}): OrderEvent => ({
  kind,
  actorLabel: kind === 'status' ? 'Seller (ann@shop.test)' : 'Shop',
  detail,
  createdAt,
});

describe('orderTimeline', () => {
  it('takes placed and paid from the order when an old order has no such events', () => {
    const entries = orderTimeline(
      [event('status', '2026-11-02T10:00:00.000Z', { from: 'Pending', to: 'Confirmed' })],
      {
        createdAt: '2026-11-01T09:00:00.000Z',
        paidAt: '2026-11-01T09:05:00.000Z',
        hasAccount: false,
      },
    );
    expect(entries.map((e) => [e.text, e.actor, e.inferred])).toEqual([
      ['Order placed', 'Guest', true],
      ['Payment received', 'Shop', true],
      ['Status changed from Pending to Confirmed', 'Seller (ann@shop.test)', false],
    ]);
  });

  it('keeps recorded placed and paid events and adds nothing', () => {
    const entries = orderTimeline(
      [event('placed', '2026-11-01T09:00:00.000Z'), event('paid', '2026-11-01T09:06:00.000Z')],
      { createdAt: '2026-11-01T09:00:00.000Z', paidAt: '2026-11-01T09:05:00.000Z', hasAccount: true },
    );
    expect(entries.map((e) => e.text)).toEqual(['Order placed', 'Payment received']);
    expect(entries.every((e) => !e.inferred)).toBe(true);
  });

  it('shows no payment for an unpaid order, and a customer placed it when they had an account', () => {
    const entries = orderTimeline([], {
      createdAt: '2026-11-01T09:00:00.000Z',
      paidAt: null,
      hasAccount: true,
    });
    expect(entries).toEqual([
      { text: 'Order placed', actor: 'Customer', at: '2026-11-01T09:00:00.000Z', inferred: true },
    ]);
  });

  it('keeps the recorded order of events at the same instant', () => {
    const at = '2026-11-01T09:00:00.000Z';
    const entries = orderTimeline(
      [event('placed', at), event('note', at, { action: 'saved' }), event('note', at, { action: 'deleted' })],
      { createdAt: at, paidAt: null, hasAccount: true },
    );
    expect(entries.map((e) => e.text)).toEqual([
      'Order placed',
      'Private note saved',
      'Private note deleted',
    ]);
  });
});

describe('formatTimelineTime', () => {
  it.each([
    ['2026-11-23T14:05:00.000Z', '23 Nov 2026, 14:05'], // GMT
    ['2026-07-01T23:30:00.000Z', '2 Jul 2026, 00:30'], // BST: already the next day in London
  ])('%s reads %s in London', (iso, text) => {
    expect(formatTimelineTime(iso)).toBe(text);
  });
});
