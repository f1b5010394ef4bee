/**
 * Marketing consent (issue 34): whether a customer may be sent offers by e-mail (promo mail-outs, cart
 * reminders). Every grant and withdrawal is a record with its day and source (marketing_consents); the user's
 * `marketing_consent` is the latest of them, kept in the same transaction.
 */

/** Where a consent or its withdrawal came from. */
export const MARKETING_CONSENT_SOURCES = [
  /** The sign-up form's unticked "E-mail me offers" box, ticked. */
  'signup',
  /** Checkout: the soft opt-in of a customer who buys, unless they ticked "No offers, thanks". */
  'checkout',
  /** The customer's own choice on /account. */
  'account',
  /** The unsubscribe link in a promo mail or cart reminder. */
  'unsubscribe-link',
  /** A customer from before consent was recorded: kept as they were (issue 34's migration). */
  'existing-customer',
  /** The customer deleted their account, or the seller deleted them. */
  'account-deleted',
] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

/**
 * Every sentence shown beside a consent choice, in one place: the history keeps the one the customer saw.
 * None is ticked for the customer: a box is ticked only by the customer's own click.
 */
export const CONSENT_WORDING = {
  /** Sign-up's unticked box. */
  signup: 'E-mail me offers, new products and promo codes. You can unsubscribe at any time.',
  /** Checkout's soft opt-in for a customer who buys and has never said no (PECR's "similar products"). */
  checkoutSoftOptIn:
    "As you're buying from us, we'll e-mail you offers on similar products. Tick \u201cNo offers, thanks\u201d if you'd rather not; you can unsubscribe at any time.",
  /** The soft opt-in's opt-out box, right beside it. */
  checkoutNoOffers: 'No offers, thanks',
  /** Checkout's plain unticked box for a customer who said no before. */
  checkoutOptIn: 'E-mail me offers on similar products. You can unsubscribe at any time.',
  /** The customer's own choice on /account. */
  account: 'Send me offers and promo codes, and a reminder of anything I leave in my cart',
  /** The unsubscribe link's page. */
  unsubscribe: 'Unsubscribe from promotional e-mails (the link in a promo mail or cart reminder)',
  /** The seller's or the customer's delete. */
  accountDeleted: 'Account deleted: no more e-mails',
} as const;

/**
 * What a checkout asked and the buyer chose, kept on the order until it is paid (card) or placed (on account),
 * when it is recorded: the soft opt-in kept, its "No offers, thanks" ticked, or the plain box ticked.
 */
export const CHECKOUT_MARKETING_CHOICES = ['soft-opt-in', 'no-offers', 'opt-in'] as const;
export type CheckoutMarketingChoice = (typeof CHECKOUT_MARKETING_CHOICES)[number];

/** The grant or withdrawal a checkout choice records, with the words the buyer saw. */
export function checkoutConsent(choice: CheckoutMarketingChoice): { granted: boolean; wording: string } {
  if (choice === 'opt-in') return { granted: true, wording: CONSENT_WORDING.checkoutOptIn };
  if (choice === 'no-offers')
    return {
      granted: false,
      wording: `${CONSENT_WORDING.checkoutSoftOptIn} [${CONSENT_WORDING.checkoutNoOffers}: ticked]`,
    };
  return { granted: true, wording: CONSENT_WORDING.checkoutSoftOptIn };
}

/** What checkout offers a signed-in buyer: nothing (consenting already), the soft opt-in, or the plain box. */
export type CheckoutOffersMode = 'none' | 'soft-opt-in' | 'opt-in';
export function checkoutOffersMode(user: { consent: boolean; optedOut: boolean }): CheckoutOffersMode {
  if (user.consent) return 'none';
  return user.optedOut ? 'opt-in' : 'soft-opt-in';
}

/**
 * The choice a checkout records, from what was shown and ticked, checked against the buyer's state now (a
 * client cannot soft-opt-in someone who said no): null records nothing.
 */
export function checkoutChoice(
  mode: CheckoutOffersMode,
  posted: CheckoutMarketingChoice | null | undefined,
): CheckoutMarketingChoice | null {
  if (!posted || mode === 'none') return null;
  if (mode === 'soft-opt-in') return posted;
  return posted === 'opt-in' ? 'opt-in' : null;
}

/** A "no" at sign-up is only "not yet": it is not an unsubscribe, so checkout's soft opt-in may still ask. */
export const withdrawalMarksOptOut = (source: MarketingConsentSource) => source !== 'signup';

/** How the seller and the customer read a source. */
export const CONSENT_SOURCE_LABELS: Record<MarketingConsentSource, string> = {
  signup: 'Sign-up',
  checkout: 'Checkout',
  account: 'Account page',
  'unsubscribe-link': 'Unsubscribe link',
  'existing-customer': 'Customer before consent was recorded',
  'account-deleted': 'Account deleted',
};

/** The checkout form's box as posted: the soft opt-in's "No offers, thanks", or the plain box. */
export function postedCheckoutChoice(
  mode: CheckoutOffersMode,
  ticked: boolean,
): CheckoutMarketingChoice | null {
  if (mode === 'soft-opt-in') return ticked ? 'no-offers' : 'soft-opt-in';
  if (mode === 'opt-in') return ticked ? 'opt-in' : null;
  return null;
}
