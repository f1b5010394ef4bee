import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import { lineItem, pricingWithLadder, textLogo } from '../../../tests/helpers/line-items';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { emptyAddress } from './checkout.server';
import { CheckoutForm } from './checkout-form';
import type { PaymentProblem } from './payment-method';

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

describe('the checkout’s payment part', () => {
  const offer = {
    businessName: 'Bloggs Builders Ltd',
    termsDays: 30 as const,
    poRequired: true,
    creditLimit: 50_000,
    available: 30_000,
  };
  const user = { email: 'jo@bloggs.example', firstName: 'Jo', lastName: 'Bloggs' };
  const render = (more: Partial<Parameters<typeof CheckoutForm>[0]>) =>
    renderAt(
      <CheckoutForm lines={[line('m', 'M', 4)]} pricing={pricing} {...props} {...more} />,
      '/checkout',
    );
  /** The page after a post on account was refused (before JavaScript): the PO number as typed, the problem. */
  const postedOnAccount = (poNumber: string, paymentProblem: PaymentProblem) =>
    render({ user, accountOffer: offer, initialPayment: { method: 'account', poNumber }, paymentProblem });

  it('offers everybody an optional PO number, and card only without an approved account', () => {
    const html = render({});
    const text = pageText(html);
    expect(text).toContain('Payment You pay by card on the next page.');
    expect(text).toContain('Purchase order number (optional)');
    expect(html).toContain('name="poNumber"');
    expect(html).not.toContain('name="paymentMethod"');
    expect(text).not.toContain('Apply for a trade account');
    // a logged-in customer is told of trade accounts
    expect(pageText(render({ user }))).toContain('Apply for a trade account');
  });

  it('puts paying on account beside card for an approved account, with its credit left', () => {
    const html = render({ user, accountOffer: offer });
    const text = pageText(html);
    expect(text).toContain('Pay by card On a secure hosted page, now.');
    expect(text).toContain(
      'Pay on account — invoice due in 30 days Bloggs Builders Ltd · £300.00 of £500 credit available',
    );
    expect(html.match(/name="paymentMethod"/g)).toHaveLength(2);
    expect(text).toContain('Pay £');
  });

  it('marks the PO number required on an account that needs one, and keeps a posted refusal at it', () => {
    const html = postedOnAccount('', {
      message: 'Your account needs a purchase order number',
      field: 'poNumber',
    });
    const text = pageText(html);
    expect(text).toContain('Purchase order number Your account needs one on every order.');
    expect(text).not.toContain('Purchase order number (optional)');
    expect(html).toMatch(/<input[^>]*required=""[^>]*name="poNumber"/);
    expect(text).toContain('Your account needs a purchase order number');
    expect(text).toContain('Place order on account: £');
    expect(text).toContain('Placed at once and invoiced to Bloggs Builders Ltd.');
  });

  it('says an over-limit refusal over the payment choice, keeping the PO number typed', () => {
    const html = postedOnAccount('PO-7731', {
      message: 'This order would take your account over its £500 credit limit',
      field: null,
    });
    expect(html).toMatch(/role="alert"[^>]*>This order would take your account over its £500 credit limit/);
    expect(html).toContain('value="PO-7731"');
  });
});
