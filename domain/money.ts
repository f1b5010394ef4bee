/** Money is integer pence everywhere; these are the only conversions to and from pounds. */

export type Pence = number;

export function formatPounds(pence: Pence): string {
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
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
