import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import { lineItem, pricingWithLadder, textLogo } from '../../../tests/helpers/line-items';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { emptyAddress } from './checkout.server';
import { CheckoutForm } from './checkout-form';

const ladder = { basePrice: 1500, breaks: [{ minQuantity: 10, price: 1350 }] };
const pricing = pricingWithLadder('Print', 'large', [{ minQuantity: 10, price: 400 }]);

// as a stale server figure would say (£15.00, £5.50 a logo): the page reprices the lines at their breaks
const line = (id: string, size: string, quantity: number): LineItem =>
  lineItem({
    id,
    title: 'Work Polo',
    size,
    quantity,
    unitPrice: 1500,
    ladder,
    decorations: [textLogo('Large Back', 'Print')],
    goods: 1500 * quantity,
    logoCharge: 550 * quantity,
  });

/** What a guest's checkout shows for these lines, before JavaScript. */
const props = {
  shippingType: 'standard' as const,
  user: null,
  hasActivePromos: false,
  cancelled: false,
  initialAddress: emptyAddress(),
  savedAddresses: [],
  chosenAddressId: null,
  problems: null,
};

function checkout(lines: LineItem[]) {
  return pageText(renderAt(<CheckoutForm lines={lines} pricing={pricing} {...props} />, '/checkout'));
}

describe('the checkout’s order summary', () => {
  it('gives each line the price each and the break its product’s garments reach together, and the logo’s', () => {
    const shown = checkout([line('m', 'M', 4), line('l', 'L', 6)]);
    expect(shown).toContain('4 x £13.50 · 10+ price · Size M · Colour Navy');
    expect(shown).toContain('6 x £13.50 · 10+ price · Size L · Colour Navy');
    expect(shown).toContain(
      'Large Back: Print, text &#x27;ACME&#x27; in Serif · £4.00 a garment · 10+ price',
    );
    expect(shown).toContain('Logo charge £16.00 £70.00');
    expect(shown).toContain('Subtotal £135.00 Logo charges £40.00 Setup fees £20.00');
    expect(shown).toContain('Pay £195.00');
  });

  it('below the breaks says none', () => {
    const shown = checkout([line('m', 'M', 4)]);
    expect(shown).toContain('4 x £15.00 · Size M · Colour Navy');
    expect(shown).not.toContain('+ price');
  });
});
