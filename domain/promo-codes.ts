/** A generated code's characters: upper-case letters and digits (the spec's "6 random uppercase alphanumeric"). */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const GENERATED_PROMO_CODE_LENGTH = 6;

/** A typed code: letters, digits, hyphens and underscores, 3 to 40 of them (stored upper-case). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/**
 * A new random code: 6 upper-case letters and digits. Uses the platform's crypto randomness (browser and Node),
 * drawing bytes below the largest multiple of 36 so every character is equally likely.
 */
export function generatePromoCode(random: (bytes: Uint8Array) => Uint8Array = cryptoRandom): string {
  const n = PROMO_CODE_ALPHABET.length;
  const ceiling = 256 - (256 % n);
  let code = '';
  while (code.length < GENERATED_PROMO_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < ceiling && code.length < GENERATED_PROMO_CODE_LENGTH) code += PROMO_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}

const cryptoRandom = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes);

/** Why a promo code is refused at checkout, in the words the shopper sees. */
export const PROMO_REFUSALS = {
  invalid: 'Invalid promo code',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has reached its usage limit',
  usedByYou: 'You have already used this promo code',
} as const;

export interface PromoRules {
  active: boolean;
  archivedAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  onePerCustomer: boolean;
}

/**
 * The checkout's verdict on a code, given the uses it holds (orders that took it and still count) and this
 * customer's own: null when it may be used, else the message.
 */
export function promoRefusal(
  promo: PromoRules,
  uses: { total: number; byCustomer: number },
  now: Date = new Date(),
): string | null {
  if (!promo.active || promo.archivedAt) return PROMO_REFUSALS.invalid;
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return PROMO_REFUSALS.expired;
  if (promo.usageLimit !== null && uses.total >= promo.usageLimit) return PROMO_REFUSALS.usedUp;
  if (promo.onePerCustomer && uses.byCustomer > 0) return PROMO_REFUSALS.usedByYou;
  return null;
}

/** How the seller's list names a code's state. */
export type PromoState = 'active' | 'inactive' | 'expired' | 'used up';

export function promoState(
  promo: Pick<PromoRules, 'active' | 'expiresAt' | 'usageLimit'> & { uses: number },
  now: Date = new Date(),
): PromoState {
  if (!promo.active) return 'inactive';
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (promo.usageLimit !== null && promo.uses >= promo.usageLimit) return 'used up';
  return 'active';
}

/**
 * A promo code as the seller sees it (GET /api/promocodes/all and the seller's page), in the spec's names
 * (`_id`, `discount`), dates as ISO strings.
 */
export interface SellerPromoView {
  _id: string;
  code: string;
  discount: number;
  status: 'active' | 'inactive';
  state: PromoState;
  expiresAt: string | null;
  usageLimit: number | null;
  onePerCustomer: boolean;
  uses: number;
  timesUsed: number;
}

export function sellerPromoView(
  p: Pick<PromoRules, 'active' | 'expiresAt' | 'usageLimit' | 'onePerCustomer'> & {
    id: string;
    code: string;
    percent: number;
    uses: number;
    timesUsed: number;
  },
): SellerPromoView {
  return {
    _id: p.id,
    code: p.code,
    discount: p.percent,
    status: p.active ? 'active' : 'inactive',
    state: promoState(p),
    expiresAt: p.expiresAt?.toISOString() ?? null,
    usageLimit: p.usageLimit,
    onePerCustomer: p.onePerCustomer,
    uses: p.uses,
    timesUsed: p.timesUsed,
  };
}
