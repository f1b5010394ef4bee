import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from '../../../domain/trade';
import type { CheckoutAccountOffer } from '../../../domain/trade-view';
import {
  accountOfferNote,
  payButtonText,
  paymentProblem,
  placeRefusal,
  poNumberRequired,
  postedPayment,
} from './payment-method';

const offer = (poRequired: boolean): CheckoutAccountOffer => ({
  businessName: 'Bloggs Builders Ltd',
  termsDays: 30,
  poRequired,
  creditLimit: 50_000,
  available: 12_345,
});

describe('checkout’s payment choice', () => {
  it('needs a PO number only when paying on an account that asks for one', () => {
    expect(poNumberRequired('account', offer(true))).toBe(true);
    expect(poNumberRequired('card', offer(true))).toBe(false);
    expect(poNumberRequired('account', offer(false))).toBe(false);
    expect(poNumberRequired('card', null)).toBe(false);
  });

  it.each([
    ['a card payer without a PO number', { method: 'card', poNumber: '' }, null, null],
    ['a card payer with one', { method: 'card', poNumber: 'PO-1' }, null, null],
    ['on account, the PO optional', { method: 'account', poNumber: '' }, offer(false), null],
    ['on account with the PO it needs', { method: 'account', poNumber: ' PO-7731 ' }, offer(true), null],
    [
      'on account without the PO it needs',
      { method: 'account', poNumber: '   ' },
      offer(true),
      { message: TRADE_MESSAGES.poRequired, field: 'poNumber' },
    ],
    [
      'a PO number too long, whoever pays',
      { method: 'card', poNumber: 'X'.repeat(51) },
      null,
      { message: TRADE_MESSAGES.poTooLong, field: 'poNumber' },
    ],
    [
      'on account without an account',
      { method: 'account', poNumber: '' },
      null,
      { message: TRADE_MESSAGES.notApproved, field: null },
    ],
  ] as const)('%s', (_, choice, accountOffer, problem) => {
    expect(paymentProblem(choice, accountOffer)).toEqual(problem);
  });

  it('places the server’s PO refusals at the PO box and the rest (over the limit) over the choice', () => {
    expect(placeRefusal(TRADE_MESSAGES.poRequired).field).toBe('poNumber');
    expect(placeRefusal(TRADE_MESSAGES.poTooLong).field).toBe('poNumber');
    const over = TRADE_MESSAGES.overLimit(50_000, 45_000);
    expect(placeRefusal(over)).toEqual({ message: over, field: null });
  });

  it('names the button and the account for what happens next', () => {
    expect(payButtonText('card', 19_500)).toBe('Pay £195.00');
    expect(payButtonText('account', 19_500)).toBe('Place order on account: £195.00');
    expect(accountOfferNote(offer(false))).toBe('Bloggs Builders Ltd · £123.45 of £500 credit available');
  });

  it('reads a posted form, an unknown method as card', () => {
    const form = new FormData();
    form.set('paymentMethod', 'account');
    form.set('poNumber', 'PO-1');
    expect(postedPayment(form)).toEqual({ method: 'account', poNumber: 'PO-1' });
    form.set('paymentMethod', 'cheque');
    form.delete('poNumber');
    expect(postedPayment(form)).toEqual({ method: 'card', poNumber: '' });
  });
});
