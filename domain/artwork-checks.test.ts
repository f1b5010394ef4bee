import { describe, expect, it } from 'vitest';
import {
  artworkFindings,
  effectiveDpi,
  embroideryColoursFinding,
  goodPrintSizeCm,
  resolutionFinding,
  tinyImageFinding,
  transparencyFinding,
  vectorFinding,
  type ArtworkFacts,
  type ArtworkFormat,
} from './artwork-checks';
import { type LogoPosition } from './catalogue';
import { PRINT_AREAS } from './print-areas';

describe('effectiveDpi: the logo scaled to fit the area, keeping its shape', () => {
  it.each([
    { pixels: { width: 850, height: 850 }, area: { widthCm: 30, heightCm: 30 }, dpi: 72 },
    { pixels: { width: 1063, height: 1063 }, area: { widthCm: 9, heightCm: 9 }, dpi: 300 },
    // wide logo: the width meets the edge first
    { pixels: { width: 1000, height: 250 }, area: { widthCm: 25.4, heightCm: 25.4 }, dpi: 100 },
    // tall logo: the height does
    { pixels: { width: 250, height: 1000 }, area: { widthCm: 25.4, heightCm: 25.4 }, dpi: 100 },
    // the nape's strip: a square logo is limited by the 3 cm height
    { pixels: { width: 300, height: 300 }, area: { widthCm: 8, heightCm: 3 }, dpi: 254 },
  ])(
    '$pixels.width×$pixels.height px in $area.widthCm×$area.heightCm cm is $dpi DPI',
    ({ pixels, area, dpi }) => {
      expect(effectiveDpi(pixels, area)).toBeCloseTo(dpi, 0);
    },
  );
});

describe('goodPrintSizeCm: rounded down so it never prints under 150 DPI', () => {
  it.each([
    { pixels: { width: 850, height: 850 }, cm: { widthCm: 14, heightCm: 14 } }, // 14.39
    { pixels: { width: 850, height: 567 }, cm: { widthCm: 14, heightCm: 9.5 } }, // 14.39 × 9.60
    { pixels: { width: 300, height: 150 }, cm: { widthCm: 5, heightCm: 2.5 } }, // 5.08 × 2.54
    { pixels: { width: 50, height: 20 }, cm: { widthCm: 0.8, heightCm: 0.3 } }, // 0.85 × 0.34
    { pixels: { width: 1, height: 1 }, cm: { widthCm: 0.1, heightCm: 0.1 } },
  ])('$pixels.width×$pixels.height px prints well up to $cm.widthCm × $cm.heightCm cm', ({ pixels, cm }) => {
    expect(goodPrintSizeCm(pixels)).toEqual(cm);
  });
});

describe('resolutionFinding', () => {
  it.each<{
    pixels: { width: number; height: number };
    position: LogoPosition;
    level: string;
    message: string;
  }>([
    {
      pixels: { width: 850, height: 850 },
      position: 'Large Back',
      level: 'warning',
      message:
        'At Large Back this logo prints at about 72 DPI, so it may look blurry; it prints well up to 14 × 14 cm.',
    },
    {
      pixels: { width: 1063, height: 1063 },
      position: 'Left Breast',
      level: 'ok',
      message: 'At Left Breast this logo prints sharp, at about 300 DPI.',
    },
    // the same file is fine on the breast and too small for the back
    {
      pixels: { width: 850, height: 850 },
      position: 'Left Breast',
      level: 'ok',
      message: 'At Left Breast this logo prints sharp, at about 240 DPI.',
    },
    // exactly 150 DPI is enough: 9 cm = 531.5 px
    {
      pixels: { width: 532, height: 532 },
      position: 'Right Breast',
      level: 'ok',
      message: 'At Right Breast this logo prints sharp, at about 150 DPI.',
    },
    {
      pixels: { width: 520, height: 520 },
      position: 'Right Breast',
      level: 'warning',
      message:
        'At Right Breast this logo prints at about 147 DPI, so it may look blurry; it prints well up to 8.5 × 8.5 cm.',
    },
  ])('$pixels.width px at $position: $level', ({ pixels, position, level, message }) => {
    const finding = resolutionFinding(pixels, position);
    expect(finding.level).toBe(level);
    expect(finding.code).toBe(level === 'ok' ? 'resolution-ok' : 'low-resolution');
    expect(finding.message).toContain(message);
  });

  it('never promises a size larger than the print area', () => {
    for (const [position, area] of Object.entries(PRINT_AREAS) as [
      LogoPosition,
      (typeof PRINT_AREAS)[LogoPosition],
    ][]) {
      const pixels = { width: 400, height: 100 };
      const finding = resolutionFinding(pixels, position);
      if (finding.level !== 'warning') continue;
      const good = goodPrintSizeCm(pixels);
      expect(good.widthCm).toBeLessThanOrEqual(area.widthCm);
      expect(good.heightCm).toBeLessThanOrEqual(area.heightCm);
    }
  });
});

describe('tinyImageFinding', () => {
  it.each([
    { pixels: { width: 199, height: 100 }, tiny: true },
    { pixels: { width: 64, height: 64 }, tiny: true },
    { pixels: { width: 200, height: 20 }, tiny: false },
    { pixels: { width: 20, height: 200 }, tiny: false },
    { pixels: { width: 1000, height: 1000 }, tiny: false },
  ])('$pixels.width×$pixels.height px: tiny $tiny', ({ pixels, tiny }) => {
    const finding = tinyImageFinding(pixels);
    if (!tiny) return expect(finding).toBeNull();
    expect(finding).toMatchObject({ level: 'warning', code: 'tiny-image' });
    expect(finding?.message).toContain(`(${pixels.width} × ${pixels.height} pixels)`);
  });
});

describe('transparencyFinding', () => {
  it.each([
    { fraction: 0, message: null },
    { fraction: 0.5, message: null },
    { fraction: 0.9, message: null },
    { fraction: 0.91, message: '91% of this image is empty (transparent)' },
    { fraction: 0.996, message: '99% of this image is empty (transparent)' },
    { fraction: 1, message: 'This image is completely transparent' },
  ])('$fraction transparent: $message', ({ fraction, message }) => {
    const finding = transparencyFinding(fraction);
    if (message === null) return expect(finding).toBeNull();
    expect(finding).toMatchObject({ level: 'warning', code: 'mostly-transparent' });
    expect(finding?.message).toContain(message);
  });
});

describe('vectorFinding', () => {
  it.each<[ArtworkFormat, boolean]>([
    ['svg', true],
    ['pdf', true],
    ['eps', true],
    ['ai', true],
    ['png', false],
    ['jpeg', false],
  ])('%s is vector: %s', (format, vector) => {
    expect(vectorFinding(format)).toEqual(
      vector ? { level: 'ok', code: 'vector', message: 'Vector artwork: prints sharp at any size.' } : null,
    );
  });
});

describe('embroideryColoursFinding', () => {
  it.each([
    { colours: 1, note: false },
    { colours: 6, note: false },
    { colours: 7, note: true },
    { colours: 40, note: true },
  ])('$colours colours: note $note', ({ colours, note }) => {
    const finding = embroideryColoursFinding(colours);
    if (!note) return expect(finding).toBeNull();
    expect(finding).toMatchObject({ level: 'note', code: 'embroidery-colours' });
    expect(finding?.message).toContain(`about ${colours} colours`);
    expect(finding?.message).toContain('6 or fewer');
  });
});

describe('artworkFindings', () => {
  const raster = (overrides: Partial<ArtworkFacts> = {}): ArtworkFacts => ({
    format: 'png',
    pixels: { width: 1063, height: 1063 },
    transparentFraction: 0.2,
    distinctColours: 3,
    ...overrides,
  });
  const codes = (facts: ArtworkFacts, position: LogoPosition, method: 'Embroidery' | 'Print') =>
    artworkFindings(facts, { position, method }).map((f) => f.code);

  it.each<{
    name: string;
    facts: ArtworkFacts;
    position: LogoPosition;
    method: 'Embroidery' | 'Print';
    expected: string[];
  }>([
    {
      name: 'a good raster',
      facts: raster(),
      position: 'Left Breast',
      method: 'Print',
      expected: ['resolution-ok'],
    },
    {
      name: 'the same at the back',
      facts: raster(),
      position: 'Large Back',
      method: 'Print',
      expected: ['low-resolution'],
    },
    {
      name: 'a tiny, mostly transparent, many-coloured raster for embroidery, warnings first',
      facts: raster({ pixels: { width: 120, height: 80 }, transparentFraction: 0.95, distinctColours: 9 }),
      position: 'Left Breast',
      method: 'Embroidery',
      expected: ['low-resolution', 'tiny-image', 'mostly-transparent', 'embroidery-colours'],
    },
    {
      name: 'many colours do not matter for print',
      facts: raster({ distinctColours: 9 }),
      position: 'Left Breast',
      method: 'Print',
      expected: ['resolution-ok'],
    },
    {
      name: 'an SVG with many colours for embroidery',
      facts: { format: 'svg', pixels: null, transparentFraction: null, distinctColours: 8 },
      position: 'Large Back',
      method: 'Embroidery',
      expected: ['embroidery-colours', 'vector'],
    },
    {
      name: 'a PDF, colours unknown',
      facts: { format: 'pdf', pixels: null, transparentFraction: null, distinctColours: null },
      position: 'Large Back',
      method: 'Embroidery',
      expected: ['vector'],
    },
  ])('$name', ({ facts, position, method, expected }) => {
    expect(codes(facts, position, method)).toEqual(expected);
  });
});
