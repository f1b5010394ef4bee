/** A promo code as the seller's page shows it (GET /api/promocodes/all's shape). */
export interface SellerPromoView {
  _id: string;
  code: string;
  discount: number;
  status: 'active' | 'inactive';
  state: 'active' | 'inactive' | 'expired' | 'used up';
  expiresAt: string | null;
  usageLimit: number | null;
  onePerCustomer: boolean;
  uses: number;
  timesUsed: number;
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export const formatPromoExpiry = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : 'No expiry');
