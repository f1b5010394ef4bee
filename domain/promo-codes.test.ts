import { describe, expect, it } from 'vitest';
import {
  GENERATED_PROMO_CODE_LENGTH,
  generatePromoCode,
  PROMO_CODE_ALPHABET,
  PROMO_REFUSALS,
  promoRefusal,
  promoState,
} from './promo-codes';
import { CreatePromoCodeSchema, endOfUkDay, PROMO_MESSAGES, PromoMailSchema } from './schemas/promo-codes';

describe('generatePromoCode', () => {
  it('makes 6 upper-case letters and digits, different each time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generatePromoCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(codes.size).toBeGreaterThan(495);
  });

  it('uses every character of the alphabet and skips the biased bytes', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generatePromoCode()).join(''));
    expect(seen.size).toBe(PROMO_CODE_ALPHABET.length);
    // bytes 252..255 would favour A–D: they are dropped, the next good ones used
    let call = 0;
    const code = generatePromoCode((b) => {
      b.fill(call++ === 0 ? 255 : 1);
      return b;
    });
    expect(code).toBe('B'.repeat(GENERATED_PROMO_CODE_LENGTH));
  });
});

describe('promoRefusal', () => {
  const base = { active: true, archivedAt: null, expiresAt: null, usageLimit: null, onePerCustomer: false };
  const none = { total: 0, byCustomer: 0 };
  const now = new Date('2026-06-01T12:00:00Z');
  it('passes a running code and refuses each broken rule with its message', () => {
    expect(promoRefusal(base, none, now)).toBeNull();
    expect(promoRefusal({ ...base, active: false }, none, now)).toBe(PROMO_REFUSALS.invalid);
    expect(promoRefusal({ ...base, archivedAt: now }, none, now)).toBe('Invalid promo code');
    expect(promoRefusal({ ...base, expiresAt: new Date('2026-06-01T11:59:59Z') }, none, now)).toBe(
      'This promo code has expired',
    );
    expect(promoRefusal({ ...base, expiresAt: new Date('2026-06-02T00:00:00Z') }, none, now)).toBeNull();
    expect(promoRefusal({ ...base, usageLimit: 2 }, { total: 1, byCustomer: 0 }, now)).toBeNull();
    expect(promoRefusal({ ...base, usageLimit: 2 }, { total: 2, byCustomer: 0 }, now)).toBe(
      PROMO_REFUSALS.usedUp,
    );
    expect(promoRefusal({ ...base, onePerCustomer: true }, { total: 5, byCustomer: 1 }, now)).toBe(
      PROMO_REFUSALS.usedByYou,
    );
  });
  it('names the state in the seller list', () => {
    expect(promoState({ ...base, uses: 0 }, now)).toBe('active');
    expect(promoState({ ...base, active: false, uses: 0 }, now)).toBe('inactive');
    expect(promoState({ ...base, expiresAt: new Date('2026-01-01'), uses: 0 }, now)).toBe('expired');
    expect(promoState({ ...base, usageLimit: 1, uses: 1 }, now)).toBe('used up');
  });
});

describe('CreatePromoCodeSchema', () => {
  const parse = (v: unknown) => CreatePromoCodeSchema.safeParse(v);
  const message = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('takes a typed code upper-cased, a percent (number or digits) and defaults', () => {
    const r = parse({ code: ' spring-25 ', discount: '25' });
    expect(r.success && r.data).toEqual({
      code: 'SPRING-25',
      discount: 25,
      status: 'active',
      onePerCustomer: false,
    });
    const full = parse({
      code: 'AB12CD',
      discount: 100,
      status: 'inactive',
      expiresAt: '2099-07-31',
      usageLimit: '5',
      onePerCustomer: true,
    });
    expect(full.success && full.data).toMatchObject({ discount: 100, usageLimit: 5, status: 'inactive' });
    // the end of 31 July in the UK is 23:59:59.999 BST, 22:59:59.999 UTC
    expect(full.success && full.data.expiresAt?.toISOString()).toBe('2099-07-31T22:59:59.999Z');
    expect(parse({ code: 'AB12CD', discount: 5, expiresAt: '', usageLimit: '' }).success).toBe(true);
  });
  it('refuses each bad field with a message the seller can act on', () => {
    expect(message({ discount: 10 })).toBe(PROMO_MESSAGES.codeRequired);
    expect(message({ code: '  ', discount: 10 })).toBe(PROMO_MESSAGES.codeRequired);
    expect(message({ code: 'SAVE 10', discount: 10 })).toBe(PROMO_MESSAGES.codeCharacters);
    expect(message({ code: 'ÉTÉ10', discount: 10 })).toBe(PROMO_MESSAGES.codeCharacters);
    expect(message({ code: 'AB12CD' })).toBe(PROMO_MESSAGES.discountRequired);
    for (const discount of [0, 101, 12.5, -5, 'ten', '12.5'])
      expect(message({ code: 'AB12CD', discount })).toBe(PROMO_MESSAGES.discount);
    expect(message({ code: 'AB12CD', discount: 10, expiresAt: '2020-01-01' })).toBe(
      PROMO_MESSAGES.expiryPast,
    );
    expect(message({ code: 'AB12CD', discount: 10, expiresAt: 'soon' })).toBe(PROMO_MESSAGES.expiryFormat);
    for (const usageLimit of [0, -1, 1.5, 'lots'])
      expect(message({ code: 'AB12CD', discount: 10, usageLimit })).toBe(PROMO_MESSAGES.usageLimit);
    expect(message({ code: 'AB12CD', discount: 10, status: 'paused' })).toBe(PROMO_MESSAGES.status);
  });
  it('finds the end of a UK day in winter (GMT) too', () => {
    expect(endOfUkDay('2099-01-15').toISOString()).toBe('2099-01-15T23:59:59.999Z');
  });
});

describe('PromoMailSchema', () => {
  it("wants a body ('Please enter the email body.'); the subject is optional", () => {
    const empty = PromoMailSchema.safeParse({ emailBody: '   ' });
    expect(empty.success || empty.error.issues[0]!.message).toBe('Please enter the email body.');
    expect(PromoMailSchema.safeParse({}).error?.issues[0]?.message).toBe('Please enter the email body.');
    expect(PromoMailSchema.parse({ emailBody: ' Hi ', subject: '' })).toEqual({ emailBody: 'Hi' });
  });
});
