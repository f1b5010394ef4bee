import { describe, expect, it } from 'vitest';
import {
  cardExpired,
  checkoutProblems,
  CreateCheckoutSchema,
  ShippingAddressSchema,
  TestCardSchema,
} from './checkout';

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

const ADDRESS = {
  firstName: 'Ann',
  address: '1 Rue de Rivoli',
  postCode: '75001',
  city: 'Paris',
  country: 'France',
  email: 'ann@example.com',
  phone: '+33 1 23 45 67 89',
};

describe('CreateCheckoutSchema: shipping by country', () => {
  it('refuses a UK rate for a French address, at shippingType', () => {
    const result = CreateCheckoutSchema.safeParse({ shippingAddress: ADDRESS, shippingType: 'standard' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['shippingType']);
    expect(result.error?.issues[0]?.message).toMatch(/UK addresses only/);
  });
  it('takes international for a French address', () => {
    expect(
      CreateCheckoutSchema.safeParse({ shippingAddress: ADDRESS, shippingType: 'international' }).success,
    ).toBe(true);
  });
  it('refuses international for a UK address', () => {
    const uk = { ...ADDRESS, country: 'United Kingdom', postCode: 'SW1A 1AA' };
    const result = CreateCheckoutSchema.safeParse({ shippingAddress: uk, shippingType: 'international' });
    expect(result.error?.issues[0]?.message).toMatch(/outside the UK/);
    expect(CreateCheckoutSchema.safeParse({ shippingAddress: uk, shippingType: 'expedited' }).success).toBe(
      true,
    );
  });
});

describe('ShippingAddressSchema: every problem at once', () => {
  it('sums up the missing fields first, then gives each its own message', () => {
    const result = ShippingAddressSchema.safeParse({ country: 'United Kingdom', email: 'nope' });
    const issues = result.error!.issues;
    expect(issues[0]).toMatchObject({
      path: [],
      message: 'Please fill in: First Name, Address, Post Code, City, Phone',
    });
    expect(issues.slice(1).map((i) => i.path[0])).toEqual([
      'firstName',
      'address',
      'postCode',
      'city',
      'phone',
      'email',
    ]);
    expect(issues.at(-1)?.message).toBe('Please enter a valid email address');
  });
});

describe('checkoutProblems', () => {
  const full = { ...ADDRESS, lastName: '', companyName: '', additionalInfo: '' };
  it('gives the summary and a message at every field, and the shipping mismatch', () => {
    const found = checkoutProblems({ ...full, firstName: '', city: '' }, 'standard');
    expect(found?.summary).toBe('Please fill in: First Name, City');
    expect(Object.keys(found!.fields)).toEqual(['firstName', 'city', 'shippingType']);
  });
  it('is null for a complete address with a suitable choice', () => {
    expect(checkoutProblems(full, 'international')).toBeNull();
  });
});
