import { describe, expect, it } from 'vitest';
import {
  breakLabel,
  chargedDecorationLine,
  chargedPriceText,
  decorationPriceText,
  chargedEachText,
} from './charged-price';
import type { LineDecoration } from './line-item';

const club = (over: Partial<LineDecoration> = {}): LineDecoration => ({
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'CLUB', font: 'Serif' },
  isPreviousLogo: false,
  ...over,
});

describe('what a line was charged, as the documents say it', () => {
  it.each([
    { priceBreak: null, label: null, charged: '£12.99', each: '£12.99 each' },
    { priceBreak: undefined, label: null, charged: '£12.99', each: '£12.99 each' },
    { priceBreak: 10, label: '10+ price', charged: '£12.99 (10+ price)', each: '£12.99 each (10+ price)' },
    {
      priceBreak: 1000,
      label: '1,000+ price',
      charged: '£12.99 (1,000+ price)',
      each: '£12.99 each (1,000+ price)',
    },
  ])('a price at break $priceBreak', ({ priceBreak, label, charged, each }) => {
    expect(breakLabel(priceBreak)).toBe(label);
    expect(chargedPriceText(1299, priceBreak)).toBe(charged);
    expect(chargedEachText(1299, priceBreak)).toBe(each);
  });

  it.each([
    { name: 'an order before decoration prices', d: {}, text: null },
    { name: 'the flat fee', d: { unitPrice: 550, priceBreak: null }, text: null },
    { name: 'a break', d: { unitPrice: 450, priceBreak: 10 }, text: '£4.50 per garment (10+ price)' },
    {
      name: 'another fee without a break',
      d: { unitPrice: 600, priceBreak: null },
      text: '£6.00 per garment',
    },
  ])('a decoration at $name', ({ d, text }) => {
    expect(decorationPriceText(d)).toBe(text);
    expect(chargedDecorationLine(club(d))).toBe(
      `Left Breast: Embroidery, text 'CLUB' in Serif${text ? ` · ${text}` : ''}`,
    );
  });
});
