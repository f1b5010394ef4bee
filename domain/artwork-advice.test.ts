import { describe, expect, it } from 'vitest';
import { artworkAdvice, linesLogoIds, orderArtworkFindings } from './artwork-advice';
import type { ArtworkFacts } from './artwork-checks';
import type { LineItem } from './line-item';

const lowRes: ArtworkFacts = {
  format: 'png',
  pixels: { width: 120, height: 60 },
  transparentFraction: 0,
  distinctColours: 9,
};
const vector: ArtworkFacts = { format: 'svg', pixels: null, transparentFraction: null, distinctColours: 2 };

const logo = (id: string) => ({
  id,
  name: `${id}.png`,
  format: 'png',
  url: `/api/logos/${id}/file`,
  previewUrl: null,
  setupPaid: false,
  createdAt: '2026-11-24T00:00:00.000Z',
});

describe('artworkAdvice', () => {
  it.each([
    ['no facts yet', null, [{ position: 'Left Breast', method: 'Print' }], []],
    ['no position chosen', lowRes, [], []],
    [
      'a low-resolution raster at two positions, printed',
      lowRes,
      [
        { position: 'Left Breast', method: 'Print' },
        { position: 'Large Back', method: 'Print' },
      ],
      [
        ['Left Breast', 'Print', ['low-resolution', 'tiny-image']],
        ['Large Back', 'Print', ['low-resolution', 'tiny-image']],
      ],
    ],
    [
      'the same raster embroidered also gets the colours note',
      lowRes,
      [{ position: 'Left Breast', method: 'Embroidery' }],
      [['Left Breast', 'Embroidery', ['low-resolution', 'tiny-image', 'embroidery-colours']]],
    ],
    [
      'a vector is sharp anywhere',
      vector,
      [{ position: 'Nape of Neck', method: 'Embroidery' }],
      [['Nape of Neck', 'Embroidery', ['vector']]],
    ],
  ] as const)('%s', (_, facts, choices, expected) => {
    const advice = artworkAdvice(facts, choices);
    expect(advice.map((a) => [a.position, a.method, a.findings.map((f) => f.code)])).toEqual(expected);
  });

  it('carries the domain’s message with the size it prints well at', () => {
    const [advice] = artworkAdvice(lowRes, [{ position: 'Left Breast', method: 'Print' }]);
    expect(advice!.findings[0]!.message).toContain('it prints well up to 2 × 1 cm');
  });
});

describe('orderArtworkFindings', () => {
  const line = (id: string, decorations: LineItem['decorations']) => ({ id, decorations });
  const lines = [
    line('l1', [
      {
        position: 'Left Breast',
        method: 'Embroidery',
        design: { kind: 'logo', name: 'a.png', logo: logo('a') },
        isPreviousLogo: false,
      },
      {
        position: 'Large Back',
        method: 'Print',
        design: { kind: 'logo', name: 'b.svg', logo: logo('b') },
        isPreviousLogo: false,
      },
      {
        position: 'Right Sleeve',
        method: 'Print',
        design: { kind: 'text', text: 'ACME', font: 'Serif' },
        isPreviousLogo: false,
      },
    ]),
    line('l2', [
      {
        position: 'Large Front',
        method: 'Print',
        design: { kind: 'logo', name: 'gone.ai', logo: null },
        isPreviousLogo: true,
      },
      {
        position: 'Left Breast',
        method: 'Print',
        design: { kind: 'logo', name: 'c.png', logo: logo('c') },
        isPreviousLogo: false,
      },
    ]),
  ] satisfies Pick<LineItem, 'id' | 'decorations'>[];

  it('lists each uploaded logo once', () => {
    expect(linesLogoIds(lines)).toEqual(['a', 'b', 'c']);
  });

  it('gives the findings under each uploaded logo at its own position and method; text, a lost file or unknown facts get none', () => {
    const found = orderArtworkFindings(
      lines,
      new Map<string, ArtworkFacts | null>([
        ['a', lowRes],
        ['b', vector],
        ['c', null],
      ]),
    );
    expect(Object.keys(found)).toEqual(['l1']);
    expect(found.l1!['Left Breast']!.map((f) => f.code)).toEqual([
      'low-resolution',
      'tiny-image',
      'embroidery-colours',
    ]);
    expect(found.l1!['Large Back']!.map((f) => f.code)).toEqual(['vector']);
    expect(found.l1!['Right Sleeve']).toBeUndefined();
  });
});
