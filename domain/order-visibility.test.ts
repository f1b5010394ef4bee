import { describe, expect, it } from 'vitest';
import { orderVisibility, orderVisibilityOf, redactOrder } from './order-visibility';
import { permissionsOf } from './permissions';

const order = {
  id: 'o1',
  email: 'jo@example.co.uk',
  total: 2495,
  status: 'Processing',
  shippingAddress: { firstName: 'Jo', city: 'Leeds', phone: '0113 496 0000', email: 'jo@example.co.uk' },
  lines: [
    {
      title: 'Polo',
      quantity: 3,
      unitPrice: 1299,
      decorations: [{ position: 'Left Breast', unitPrice: 450, priceBreak: 10 }],
      names: { names: ['Ann'], unitPrice: 350 },
    },
  ],
};

describe('what of an order each role sees', () => {
  it('gives production neither contact details nor money, at any depth', () => {
    const shown = orderVisibilityOf({ role: 'production' });
    expect(shown).toEqual({ contact: false, money: false });
    expect(redactOrder(order, shown)).toEqual({
      id: 'o1',
      status: 'Processing',
      shippingAddress: { firstName: 'Jo', city: 'Leeds' },
      lines: [
        {
          title: 'Polo',
          quantity: 3,
          decorations: [{ position: 'Left Breast' }],
          names: { names: ['Ann'] },
        },
      ],
    });
  });

  it('leaves the order whole for who may see all of it, and for its customer', () => {
    for (const role of ['owner', 'manager', 'office'] as const)
      expect(redactOrder(order, orderVisibility(permissionsOf({ role })))).toBe(order);
    expect(orderVisibilityOf({ role: 'customer' })).toEqual({ contact: true, money: true });
    expect(orderVisibilityOf(null)).toEqual({ contact: true, money: true });
  });

  it('hides only what is missing: money without contact details, or the reverse', () => {
    expect(redactOrder(order, { contact: true, money: false })).toMatchObject({ email: order.email });
    expect(redactOrder(order, { contact: true, money: false })).not.toHaveProperty('total');
    expect(redactOrder(order, { contact: false, money: true })).toMatchObject({ total: 2495 });
    expect(redactOrder(order, { contact: false, money: true })).not.toHaveProperty('email');
  });
});
