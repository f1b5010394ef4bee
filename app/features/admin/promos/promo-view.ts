// the seller's page and GET /api/promocodes/all draw a code from one view (domain/promo-codes.ts)
export type { SellerPromoView } from '../../../../domain/promo-codes';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export const formatPromoExpiry = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : 'No expiry');
