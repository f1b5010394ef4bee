import { describe, expect, it } from 'vitest';
import { shippingLabel, shippingMismatch, shippingTypeForCountry, shippingTypesFor } from './shipping';

describe('shippingTypesFor', () => {
  it.each(['United Kingdom', 'uk', ' GB ', 'Scotland', 'Northern Ireland', ''])(
    '%s gets the UK rates',
    (c) => {
      expect(shippingTypesFor(c)).toEqual(['standard', 'expedited']);
    },
  );
  it.each(['France', 'Ireland', 'United States', 'Deutschland'])('%s gets international only', (c) => {
    expect(shippingTypesFor(c)).toEqual(['international']);
  });
});

describe('shippingTypeForCountry', () => {
  it('keeps a choice that suits the country and switches one that does not', () => {
    expect(shippingTypeForCountry('United Kingdom', 'expedited')).toBe('expedited');
    expect(shippingTypeForCountry('France', 'expedited')).toBe('international');
    expect(shippingTypeForCountry('United Kingdom', 'international')).toBe('standard');
  });
});

describe('shippingMismatch', () => {
  it('names the problem both ways, and nothing when the choice suits', () => {
    expect(shippingMismatch('France', 'standard')).toMatch(/UK addresses only/);
    expect(shippingMismatch('UK', 'international')).toMatch(/outside the UK/);
    expect(shippingMismatch('France', 'international')).toBeNull();
    expect(shippingMismatch('England', 'expedited')).toBeNull();
  });
});

describe('shippingLabel', () => {
  it.each([
    ['standard', 'Standard (UK)'],
    ['expedited', 'Expedited'],
    ['international', 'International'],
    // an order from before a choice was renamed keeps its stored name
    ['next-day', 'next-day'],
  ])('names %s as %s', (type, label) => expect(shippingLabel(type)).toBe(label));
});
