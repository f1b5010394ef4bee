import type { Pence } from './money';
import { isUnitedKingdom } from './uk';

export const SHIPPING_OPTIONS = {
  standard: { label: 'Standard (UK)', days: '2-3 business days', cost: 495 },
  expedited: { label: 'Expedited', days: '1-2 business days', cost: 695 },
  international: { label: 'International', days: '5-10 business days', cost: 995 },
} as const satisfies Record<string, { label: string; days: string; cost: Pence }>;

export type ShippingType = keyof typeof SHIPPING_OPTIONS;
export const SHIPPING_TYPES = Object.keys(SHIPPING_OPTIONS) as ShippingType[];

/** Standard UK delivery is free when the order before discount (garments, logo charges, setup fees) reaches this. */
export const FREE_STANDARD_SHIPPING_FROM: Pence = 10000;
/** Plain garments (no logo) are packed and dispatched within this many working days of payment. */
export const PROCESSING_WORKING_DAYS = { min: 1, max: 3 } as const;
export const PROCESSING_DAYS = `${PROCESSING_WORKING_DAYS.min}-${PROCESSING_WORKING_DAYS.max} business days`;

export function shippingCost(type: ShippingType, totalBeforeDiscount: Pence): Pence {
  if (type === 'standard' && totalBeforeDiscount >= FREE_STANDARD_SHIPPING_FROM) return 0;
  return SHIPPING_OPTIONS[type].cost;
}

/** UK addresses get standard or expedited; every other country international only (DESIGN.md). */
export const UK_SHIPPING_TYPES: readonly ShippingType[] = ['standard', 'expedited'];
export const INTERNATIONAL_SHIPPING_TYPES: readonly ShippingType[] = ['international'];

/** The shipping choices for a delivery country (an empty country counts as the UK, the form's default). */
export function shippingTypesFor(country: string): readonly ShippingType[] {
  return country.trim() === '' || isUnitedKingdom(country) ? UK_SHIPPING_TYPES : INTERNATIONAL_SHIPPING_TYPES;
}

/** The choice kept when it suits the country, else the country's first (cheapest) one. */
export function shippingTypeForCountry(country: string, wanted: ShippingType): ShippingType {
  const types = shippingTypesFor(country);
  return types.includes(wanted) ? wanted : types[0]!;
}

/** Why a choice does not suit the country, in the shopper's words; null when it does. */
export function shippingMismatch(country: string, type: ShippingType): string | null {
  if (shippingTypesFor(country).includes(type)) return null;
  return type === 'international'
    ? 'International shipping is for addresses outside the UK: please choose Standard or Expedited for a UK address.'
    : `${SHIPPING_OPTIONS[type].label} shipping is for UK addresses only: please choose International for an address outside the UK.`;
}

/** What the free-delivery threshold counts, in the words every page uses. */
export const FREE_DELIVERY_COUNTS = 'garments, logo charges and setup fees count, before any promo discount';
