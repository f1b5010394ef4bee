/** Shipping carriers, their public tracking pages, and the rule that a shipped order carries tracking. */
import { z } from 'zod';

/**
 * The spec's carriers (FedEx, UPS, USPS, DHL, Other) plus the UK's own. UK carriers come first in the seller's
 * select: they are what a UK shop uses most. "Other" has no tracking page.
 */
export const SHIPPING_CARRIERS = [
  'Royal Mail',
  'Parcelforce',
  'DPD',
  'Evri',
  'DHL',
  'UPS',
  'FedEx',
  'USPS',
  'Other',
] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

export const isShippingCarrier = (value: string): value is ShippingCarrier =>
  (SHIPPING_CARRIERS as readonly string[]).includes(value);

/** Each known carrier's public tracking page for one parcel; the id goes in URL-encoded. */
const TRACKING_PAGES: Record<Exclude<ShippingCarrier, 'Other'>, (id: string) => string> = {
  'Royal Mail': (id) => `https://www.royalmail.com/track-your-item#/tracking-results/${id}`,
  Parcelforce: (id) => `https://www.parcelforce.com/track-trace?trackNumber=${id}`,
  DPD: (id) => `https://track.dpd.co.uk/parcels/${id}`,
  Evri: (id) => `https://www.evri.com/track/parcel/${id}`,
  DHL: (id) => `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${id}`,
  UPS: (id) => `https://www.ups.com/track?loc=en_GB&tracknum=${id}`,
  FedEx: (id) => `https://www.fedex.com/fedextrack/?trknbr=${id}`,
  USPS: (id) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${id}`,
};

/** The carrier's tracking page for this parcel, or null for "Other", an unknown carrier or no id. */
export function trackingUrl(carrier: string | null | undefined, trackingId: string | null | undefined) {
  const id = trackingId?.trim();
  if (!carrier || !id || !isShippingCarrier(carrier) || carrier === 'Other') return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(id));
}

export const MAX_TRACKING_ID_LENGTH = 64;
export const SHIP_NEEDS_TRACKING_MESSAGE =
  'Please enter tracking ID and select shipping carrier before shipping';
export const TRACKING_ID_REQUIRED_MESSAGE = 'Please enter a tracking ID';
export const UNKNOWN_CARRIER_MESSAGE = `Shipping carrier must be one of ${SHIPPING_CARRIERS.join(', ')}`;

/** A tracking id as carriers print them: letters, digits, spaces and hyphens, trimmed. */
export const TrackingIdSchema = z
  .string({ error: TRACKING_ID_REQUIRED_MESSAGE })
  .trim()
  .min(1, TRACKING_ID_REQUIRED_MESSAGE)
  .max(MAX_TRACKING_ID_LENGTH, `Tracking ID must be at most ${MAX_TRACKING_ID_LENGTH} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Tracking ID may contain only letters, digits, spaces and hyphens')
  .describe("The carrier's tracking number");

export const ShippingCarrierSchema = z
  .enum(SHIPPING_CARRIERS, { error: UNKNOWN_CARRIER_MESSAGE })
  .describe('The shipping carrier');

/** Shipped needs both a tracking id and a carrier (any other status needs neither). */
export function mayShip(order: {
  trackingId: string | null | undefined;
  carrier: string | null | undefined;
}) {
  return !!order.trackingId?.trim() && !!order.carrier && isShippingCarrier(order.carrier);
}
