import { describe, expect, it } from 'vitest';
import { cardExpired, TestCardSchema } from './checkout';

describe('cardExpired', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['10/26', true],
    ['11/26', false], // good to the end of its month
    ['12/26', false],
    ['01/27', false],
    ['12/25', true],
    ['01/99', false],
  ])('%s expired: %s', (expiry, expired) => {
    expect(cardExpired(expiry, now)).toBe(expired);
  });

  it('makes the test card form refuse a past date with a clear message', () => {
    const result = TestCardSchema.safeParse({
      cardNumber: '4242 4242 4242 4242',
      expiry: '01/20',
      cvc: '123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Your card's expiry date is in the past.");
  });
});
