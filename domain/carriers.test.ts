import { describe, expect, it } from 'vitest';
import {
  isShippingCarrier,
  mayShip,
  SHIPPING_CARRIERS,
  ShippingCarrierSchema,
  TrackingIdSchema,
  trackingUrl,
} from './carriers';

describe('carriers', () => {
  it('lists the spec’s carriers and the UK’s', () => {
    expect([...SHIPPING_CARRIERS].sort()).toEqual(
      ['DHL', 'DPD', 'Evri', 'FedEx', 'Other', 'Parcelforce', 'Royal Mail', 'UPS', 'USPS'].sort(),
    );
    expect(isShippingCarrier('Royal Mail')).toBe(true);
    expect(isShippingCarrier('royal mail')).toBe(false);
    expect(ShippingCarrierSchema.safeParse('Hermes').success).toBe(false);
  });

  it.each([
    [
      'Royal Mail',
      'AB123456789GB',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    ],
    ['Parcelforce', 'PB1234567', 'https://www.parcelforce.com/track-trace?trackNumber=PB1234567'],
    ['DPD', '15501234567890', 'https://track.dpd.co.uk/parcels/15501234567890'],
    ['Evri', 'H00A1B2C3D4E5F6', 'https://www.evri.com/track/parcel/H00A1B2C3D4E5F6'],
    [
      'DHL',
      '1234567890',
      'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=1234567890',
    ],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?loc=en_GB&tracknum=1Z999AA10123456784'],
    ['FedEx', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      'USPS',
      '9400100000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
  ])('%s tracks %s on its own page', (carrier, id, url) => {
    expect(trackingUrl(carrier, id)).toBe(url);
  });

  it('encodes the id and has no page for Other, unknown carriers or no id', () => {
    expect(trackingUrl('Royal Mail', ' AB 12&x=1/# ')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/AB%2012%26x%3D1%2F%23',
    );
    expect(trackingUrl('Other', 'X1')).toBeNull();
    expect(trackingUrl('Hermes', 'X1')).toBeNull();
    expect(trackingUrl('DPD', '')).toBeNull();
    expect(trackingUrl(null, 'X1')).toBeNull();
  });

  it('takes tracking ids as carriers print them', () => {
    expect(TrackingIdSchema.parse('  AB 123-456 GB ')).toBe('AB 123-456 GB');
    expect(TrackingIdSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter a tracking ID');
    expect(TrackingIdSchema.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe(
      'Tracking ID must be at most 64 characters',
    );
    expect(TrackingIdSchema.safeParse('<script>').success).toBe(false);
  });
});

describe('the shipping rule', () => {
  it('ships only with a tracking id and a known carrier', () => {
    expect(mayShip({ trackingId: 'AB1', carrier: 'Royal Mail' })).toBe(true);
    expect(mayShip({ trackingId: 'AB1', carrier: 'Other' })).toBe(true);
    expect(mayShip({ trackingId: 'AB1', carrier: null })).toBe(false);
    expect(mayShip({ trackingId: '  ', carrier: 'DPD' })).toBe(false);
    expect(mayShip({ trackingId: null, carrier: 'DPD' })).toBe(false);
    expect(mayShip({ trackingId: 'AB1', carrier: 'Pigeon' })).toBe(false);
  });
});
