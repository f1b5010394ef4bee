import { describe, expect, it } from 'vitest';
import type { CartStoreView } from '../../../domain/team-store-view';
import { lineItem } from '../../../tests/helpers/line-items';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { emptyAddress } from './checkout.server';
import { CheckoutForm } from './checkout-form';
import { withOrganisationAddress } from './store-checkout';

const store: CartStoreView = {
  id: 'store-1',
  name: "St Mary's PE kit",
  slug: 'st-marys-pe',
  delivery: 'organisation',
  deliveryAddress: {
    address: '1 School Lane',
    city: 'Bristol',
    postCode: 'BS1 4DJ',
    country: 'United Kingdom',
  },
  payer: 'organisation',
  onTradeAccount: false,
  tradeAccountId: null,
  closedMessage: null,
};

const props = {
  lines: [lineItem({ id: 'a', title: 'Classic Polo', size: 'M', quantity: 2, unitPrice: 1450 })],
  shippingType: 'standard' as const,
  user: null,
  hasActivePromos: false,
  cancelled: false,
  initialAddress: emptyAddress(),
  savedAddresses: [],
  chosenAddressId: null,
  problems: null,
};

const checkout = (s: CartStoreView | null) => renderAt(<CheckoutForm {...props} store={s} />, '/checkout');

describe('checkout of a team store’s cart', () => {
  it('delivered to the organisation: its address instead of the address fields, and no delivery charge', () => {
    const html = checkout({ ...store, payer: 'member' });
    const shown = pageText(html);
    expect(shown).toContain('Delivered to St Mary&#x27;s PE kit with the rest of the order');
    expect(shown).toContain('1 School Lane, Bristol BS1 4DJ, United Kingdom');
    expect(shown).toContain('First Name');
    expect(shown).toContain('Phone');
    expect(shown).not.toContain('Post Code');
    expect(shown).toContain('Delivery (to St Mary&#x27;s PE kit) Free');
    // the address still posts with the form (before JavaScript)
    expect(html).toContain('name="postCode" value="BS1 4DJ"');
    expect(shown).toContain('Pay £29.00');
  });

  it('paid by the organisation: no card, and the button places the order saying who pays', () => {
    const shown = pageText(checkout(store));
    expect(shown).toContain('Place order');
    expect(shown).toContain('St Mary&#x27;s PE kit pays for this order: we invoice them, no card needed.');
    expect(shown).not.toContain('Card payment on a secure hosted page.');
    expect(shown).not.toMatch(/Pay £/);
  });

  it('delivered to each member and paid by card: the usual checkout', () => {
    const shown = pageText(
      checkout({ ...store, delivery: 'member', deliveryAddress: null, payer: 'member' }),
    );
    expect(shown).toContain('Post Code');
    expect(shown).toContain('Shipping (Standard (UK))');
    expect(shown).toContain('Card payment on a secure hosted page.');
  });

  it('sends the organisation’s address with the member’s name and contact', () => {
    const address = {
      ...emptyAddress(),
      firstName: 'Amy',
      email: 'amy@stmarys.sch.uk',
      phone: '07700 900123',
    };
    expect(withOrganisationAddress(address, store)).toMatchObject({
      firstName: 'Amy',
      email: 'amy@stmarys.sch.uk',
      companyName: "St Mary's PE kit",
      address: '1 School Lane',
      postCode: 'BS1 4DJ',
      city: 'Bristol',
      country: 'United Kingdom',
    });
    expect(withOrganisationAddress(address, { ...store, delivery: 'member' })).toBe(address);
  });
});
