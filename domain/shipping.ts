import type { Pence } from './money';
import { isUnitedKingdom } from './uk';

/** A span of business days (Monday to Friday), as pages write it and search engines read it. */
export interface BusinessDays {
  min: number;
  max: number;
}
export const businessDaysText = (days: BusinessDays) => `${days.min}-${days.max} business days`;

/** Each choice's name, its time in transit once dispatched, and its price. */
const option = <Label extends string>(label: Label, transitDays: BusinessDays, cost: Pence) => ({
  label,
  transitDays,
  days: businessDaysText(transitDays),
  cost,
});

export const SHIPPING_OPTIONS = {
  standard: option('Standard (UK)', { min: 2, max: 3 }, 495),
  expedited: option('Expedited', { min: 1, max: 2 }, 695),
  international: option('International', { min: 5, max: 10 }, 995),
};

export type ShippingType = keyof typeof SHIPPING_OPTIONS;
export const SHIPPING_TYPES = Object.keys(SHIPPING_OPTIONS) as ShippingType[];

/** "Expedited", as the checkout named the choice (an unknown old one as it was stored). */
export const shippingLabel = (shippingType: string) =>
  SHIPPING_OPTIONS[shippingType as ShippingType]?.label ?? shippingType;

/** Standard UK delivery is free when the order before discount (garments, logo charges, setup fees) reaches this. */
export const FREE_STANDARD_SHIPPING_FROM: Pence = 10000;
/** How long an order without a logo takes to leave us (logo orders take the production window). */
export const PROCESSING_BUSINESS_DAYS: BusinessDays = { min: 1, max: 3 };
export const PROCESSING_DAYS = businessDaysText(PROCESSING_BUSINESS_DAYS);

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

/** The parts of a delivery address its printed lines are drawn from. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  companyName?: string | null;
  address: string;
  city: string;
  postCode: string;
  country: string;
  phone?: string | null;
}

/** A delivery address a line each, as the confirmation mail and the order's PDFs print it (empty parts left out). */
export function postalAddressLines(a: PostalAddress): string[] {
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    a.address,
    `${a.city} ${a.postCode}`.trim(),
    a.country,
    a.phone,
  ].filter((line): line is string => Boolean(line));
}
