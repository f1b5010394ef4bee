/** Money is integer pence everywhere; these are the only conversions to and from pounds. */

export type Pence = number;

/**
 * £12.99 (-£5.00 for a refund or discount). In running text `wholePounds: 'short'` writes a round amount as
 * £100 rather than £100.00.
 */
export function formatPounds(pence: Pence, options: { wholePounds?: 'short' } = {}): string {
  const sign = pence < 0 ? '-' : '';
  const amount = (Math.abs(pence) / 100).toFixed(2);
  return `${sign}£${options.wholePounds === 'short' ? amount.replace(/\.00$/, '') : amount}`;
}

/** Pounds as the JSON API carries them: a number with two decimals (12.99). */
export function penceToPounds(pence: Pence): number {
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

export function formatShippingCost(pence: Pence): string {
  return pence === 0 ? 'Free' : formatPounds(pence);
}

/** The most a price may be, in pounds: a guard against a slipped finger, not a business rule. */
export const MAX_PRICE_POUNDS = 100_000;

/** Pence from a typed price, or null when it is not a positive amount of pounds with at most two decimals. */
export function parsePrice(raw: string | number | undefined | null): Pence | null {
  const text = String(raw ?? '')
    .trim()
    .replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const pence = Math.round(Number(text) * 100);
  if (!Number.isFinite(pence) || pence <= 0 || pence > MAX_PRICE_POUNDS * 100) return null;
  return pence;
}
