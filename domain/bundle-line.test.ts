import { describe, expect, it } from 'vitest';
import {
  bundleGarmentLine,
  bundleGarmentText,
  bundleGarmentsText,
  bundleMockupLines,
  bundleSaving,
  bundleSavingText,
  garmentCount,
  lineDetail,
  lineLabel,
  lineSummary,
  lineTitle,
  MAX_BUNDLE_MOCKUPS,
} from './bundle-line';
import { bundleLineOf, type BundleGarment, type LineItem } from './line-item';
import { lineItem } from '../tests/helpers/line-items';

const garment = (
  title: string,
  colour: string,
  size: string,
  quantity: number,
  unitPrice = 1000,
): BundleGarment => ({
  productId: `p-${title}`,
  title,
  productTypes: ['t-shirt'],
  image: `/files/${title}-${colour}.webp`,
  backImage: null,
  colour,
  colourHex: '#112233',
  size,
  quantity,
  unitPrice,
});

const single: LineItem = lineItem({ unitPrice: 1299, goods: 2598 });

// an everyday bundle: 5 tees (two colours), 3 polos, 2 hoodies — £150 alone, £99 as a bundle
const garments = [
  garment('Tee', 'Navy', 'M', 3),
  garment('Tee', 'Navy', 'L', 1),
  garment('Tee', 'Red', 'M', 1),
  garment('Polo', 'Black', 'XL', 3, 1500),
  garment('Hoodie', 'Grey', 'L', 2, 2500),
];
const bundle: LineItem = {
  ...single,
  id: 'b1',
  productId: null,
  title: 'Everyday Bundle',
  colour: '',
  colourHex: null,
  size: '',
  quantity: 2,
  unitPrice: 9900,
  decorations: [
    {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'text', text: 'ACME', font: 'Serif' },
      isPreviousLogo: false,
    },
  ],
  bundle: bundleLineOf('bundle-1', garments),
};

describe('a bundle line as text', () => {
  it('counts one bundle’s garments and what they cost alone', () => {
    expect(bundle.bundle!.garmentCount).toBe(10);
    expect(bundle.bundle!.separatePrice).toBe(5 * 1000 + 3 * 1500 + 2 * 2500);
    expect(bundleGarmentsText(bundle.bundle!)).toBe('Bundle of 10 garments');
    expect(bundleGarmentsText({ garmentCount: 1 })).toBe('Bundle of 1 garment');
  });

  it.each([
    [garments[0]!, 1, '3 × Tee · Navy · M'],
    [garments[3]!, 2, '6 × Polo · Black · XL'],
    [{ ...garments[0]!, colour: '' }, 1, '3 × Tee · M'],
  ])('reads garment %# as %j', (g, times, text) => expect(bundleGarmentText(g, times)).toBe(text));

  it.each([
    ['a garment line', single, 0, null],
    ['two bundles', bundle, 2 * (14500 - 9900), 'You save £92.00 against buying the garments separately'],
    ['a bundle dearer than its garments', { ...bundle, unitPrice: 20000 }, 0, null],
  ])('saves on %s', (_name, line, saving, text) => {
    expect(bundleSaving(line)).toBe(saving);
    expect(bundleSavingText(line)).toBe(text);
  });

  it.each([
    ['title', lineTitle, 'Classic Polo (M)', 'Everyday Bundle'],
    ['detail', lineDetail, 'Size M · Colour Navy', 'Bundle of 10 garments'],
    ['summary', lineSummary, '2 × Navy M', '2 × Bundle of 10 garments'],
    ['label', lineLabel, 'Classic Polo (M, Navy)', 'Everyday Bundle (bundle)'],
  ])('reads the %s of a garment and a bundle line', (_name, read, garmentText, bundleText) => {
    expect(read(single)).toBe(garmentText);
    expect(read(bundle)).toBe(bundleText);
  });

  it('counts garments over garment and bundle lines', () => {
    expect(garmentCount([single, bundle])).toBe(2 + 2 * 10);
  });
});

describe('a bundle line’s mock-ups', () => {
  it('draws each garment with every decoration, its quantity over all the bundles', () => {
    const line = bundleGarmentLine(bundle, garments[3]!);
    expect(line).toMatchObject({
      productId: 'p-Polo',
      title: 'Polo',
      colour: 'Black',
      size: 'XL',
      quantity: 6,
      image: '/files/Polo-Black.webp',
      decorations: bundle.decorations,
    });
    expect(line.bundle).toBeUndefined();
  });

  it('shows one per product and colour, in the bundle’s order', () => {
    expect(bundleMockupLines(bundle).map((l) => `${l.title} ${l.colour}`)).toEqual([
      'Tee Navy',
      'Tee Red',
      'Polo Black',
      'Hoodie Grey',
    ]);
    expect(bundleMockupLines(single)).toEqual([]);
  });

  it(`stops at ${MAX_BUNDLE_MOCKUPS}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => garment(`P${i}`, 'Navy', 'M', 1));
    expect(bundleMockupLines({ ...bundle, bundle: bundleLineOf(null, many) })).toHaveLength(
      MAX_BUNDLE_MOCKUPS,
    );
  });
});
