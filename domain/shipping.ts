import type { Pence } from './money';

export const SHIPPING_OPTIONS = {
  standard: { label: 'Standard (UK)', days: '2-3 business days', cost: 495 },
  expedited: { label: 'Expedited', days: '1-2 business days', cost: 695 },
  international: { label: 'International', days: '5-10 business days', cost: 995 },
} as const satisfies Record<string, { label: string; days: string; cost: Pence }>;

export type ShippingType = keyof typeof SHIPPING_OPTIONS;
export const SHIPPING_TYPES = Object.keys(SHIPPING_OPTIONS) as ShippingType[];

/** Standard UK delivery is free when the order before discount (garments, logo charges, setup fees) reaches this. */
export const FREE_STANDARD_SHIPPING_FROM: Pence = 10000;
export const PROCESSING_DAYS = '1-3 business days';

export function shippingCost(type: ShippingType, totalBeforeDiscount: Pence): Pence {
  if (type === 'standard' && totalBeforeDiscount >= FREE_STANDARD_SHIPPING_FROM) return 0;
  return SHIPPING_OPTIONS[type].cost;
}
