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
