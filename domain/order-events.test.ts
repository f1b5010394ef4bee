import { describe, expect, it } from 'vitest';
import { describeOrderEvent } from './order-events';

describe('describeOrderEvent', () => {
  it("tells of the seller's re-order for the customer: what went in the cart and what changed", () => {
    expect(describeOrderEvent({ kind: 'reorder', detail: { added: 10, notes: [] } })).toBe(
      'Re-ordered for the customer: 10 garments put in their cart',
    );
    expect(
      describeOrderEvent({
        kind: 'reorder',
        detail: { added: 1, notes: ['Classic Polo in Navy, size M is no longer sold.'] },
      }),
    ).toBe(
      'Re-ordered for the customer: 1 garment put in their cart (Classic Polo in Navy, size M is no longer sold.)',
    );
    expect(describeOrderEvent({ kind: 'reorder', detail: { added: 0, notes: ['x'] } })).toBe(
      'Re-ordered for the customer: nothing could be added to their cart',
    );
  });

  it('names the re-order mail as the other automatic mails', () => {
    expect(describeOrderEvent({ kind: 'mail', detail: { mail: 'Re-order', reorderId: 'r1' } })).toBe(
      'Re-order e-mail sent to the customer',
    );
  });

  it('tells of a checkout abandoned when its payment page expired unpaid', () => {
    expect(describeOrderEvent({ kind: 'abandoned', detail: {} })).toBe(
      'Checkout abandoned: the payment page expired unpaid',
    );
  });
});
