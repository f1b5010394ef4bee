import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkFindings, type ArtworkFacts } from '../../../domain/artwork-checks';
import { type LogoMethod, type LogoPosition } from '../../../domain/catalogue';
import { readArtworkFacts, readArtworkFactsOfFile } from './artwork-facts';
import { inspectLogo } from './logo-file';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A solid square PNG: a logo filling its canvas. */
const solidPng = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

/** Vertical stripes of the given colours, equally wide, on an opaque 400x200 canvas. */
async function stripesPng(colours: string[]) {
  const width = 400;
  const stripe = Math.ceil(width / colours.length);
  const stripes = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: stripe, height: 200, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width, height: 200, channels: 4, background: 'white' } })
    .composite(stripes.map((input, i) => ({ input, left: i * stripe, top: 0 })))
    .png()
    .toBuffer();
}

/** A 1000x1000 transparent canvas with a 200x200 mark: 96% of it is empty. */
async function mostlyTransparentPng() {
  const mark = await solidPng(200);
  return sharp({ create: { width: 1000, height: 1000, channels: 4, background: transparent } })
    .composite([{ input: mark, left: 400, top: 400 }])
    .png()
    .toBuffer();
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
  <rect width="50" height="50" fill="#c00"/><rect x="50" width="50" height="50" fill="#003"/>
</svg>`;

const EIGHT_COLOURS = [
  '#000000',
  '#ffffff',
  '#ff0000',
  '#00ff00',
  '#0000ff',
  '#ffff00',
  '#00ffff',
  '#ff00ff',
];
const THREE_COLOURS = ['#000000', '#ff0000', '#ffffff'];

/** The file as the shop stores it (SVGs sanitised), then its facts. */
async function factsOf(bytes: Buffer, fileName: string): Promise<ArtworkFacts> {
  const stored = await inspectLogo(bytes, fileName);
  return readArtworkFacts(stored.body, stored.format);
}

const findings = (facts: ArtworkFacts, position: LogoPosition, method: LogoMethod = 'Print') =>
  artworkFindings(facts, { position, method });

describe('artwork checks on real files', () => {
  it('warns that an 850 px PNG prints at about 72 DPI at Large Back, and names the size it prints well at', async () => {
    const facts = await factsOf(await solidPng(850), 'logo.png');
    expect(facts).toMatchObject({
      format: 'png',
      pixels: { width: 850, height: 850 },
      transparentFraction: 0,
    });
    const [warning, ...rest] = findings(facts, 'Large Back');
    expect(warning).toMatchObject({ level: 'warning', code: 'low-resolution' });
    expect(warning.message).toMatch(/^At Large Back this logo prints at about 72 DPI/);
    expect(warning.message).toContain('it prints well up to 14 × 14 cm');
    expect(rest).toEqual([]);
  });

  it('finds nothing wrong with a 1063 px PNG at Left Breast (300 DPI)', async () => {
    const facts = await factsOf(await solidPng(1063), 'logo.png');
    expect(findings(facts, 'Left Breast')).toEqual([
      {
        level: 'ok',
        code: 'resolution-ok',
        message: 'At Left Breast this logo prints sharp, at about 300 DPI.',
      },
    ]);
  });

  it('recognises an SVG as vector, at any size', async () => {
    const facts = await factsOf(Buffer.from(SVG), 'logo.svg');
    expect(facts).toEqual({ format: 'svg', pixels: null, transparentFraction: null, distinctColours: 2 });
    expect(findings(facts, 'Large Back')).toEqual([
      { level: 'ok', code: 'vector', message: 'Vector artwork: prints sharp at any size.' },
    ]);
  });

  it('recognises a PDF as vector, by its content', async () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const facts = await readArtworkFactsOfFile(pdf, 'artwork.bin');
    expect(facts).toEqual({ format: 'pdf', pixels: null, transparentFraction: null, distinctColours: null });
    expect(findings(facts!, 'Large Front').map((f) => f.code)).toEqual(['vector']);
    expect(await readArtworkFactsOfFile(Buffer.from('not a logo'), 'logo.png')).toBeNull();
  });

  it('notices a mostly transparent PNG', async () => {
    const facts = await factsOf(await mostlyTransparentPng(), 'logo.png');
    expect(facts.transparentFraction).toBeCloseTo(0.96, 2);
    const finding = findings(facts, 'Left Breast').find((f) => f.code === 'mostly-transparent');
    expect(finding?.message).toContain('96% of this image is empty');
  });

  it('notices a tiny PNG', async () => {
    const facts = await factsOf(await solidPng(120), 'logo.png');
    expect(findings(facts, 'Left Breast').map((f) => f.code)).toEqual(['low-resolution', 'tiny-image']);
  });

  it('notes an 8-colour PNG for embroidery, but not a 3-colour one, nor the 8 colours in print', async () => {
    const eight = await factsOf(await stripesPng(EIGHT_COLOURS), 'logo.png');
    const three = await factsOf(await stripesPng(THREE_COLOURS), 'logo.png');
    expect(eight.distinctColours).toBe(8);
    expect(three.distinctColours).toBe(3);

    const note = findings(eight, 'Left Breast', 'Embroidery').find((f) => f.code === 'embroidery-colours');
    expect(note).toMatchObject({ level: 'note' });
    expect(note?.message).toContain('about 8 colours');
    expect(findings(three, 'Left Breast', 'Embroidery').map((f) => f.code)).not.toContain(
      'embroidery-colours',
    );
    expect(findings(eight, 'Left Breast', 'Print').map((f) => f.code)).not.toContain('embroidery-colours');
  });

  it('counts colours of a JPEG despite its compression noise, and ignores specks under 1%', async () => {
    const jpeg = await sharp(await stripesPng(THREE_COLOURS))
      .jpeg({ quality: 80 })
      .toBuffer();
    const facts = await factsOf(jpeg, 'photo.jpg');
    expect(facts.format).toBe('jpeg');
    expect(facts.transparentFraction).toBe(0);
    expect(facts.distinctColours).toBe(3);
  });

  it('reads greyscale and 16-bit PNGs as RGBA', async () => {
    const grey = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const deep = await sharp(await stripesPng(THREE_COLOURS))
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect(await factsOf(grey, 'grey.png')).toMatchObject({ transparentFraction: 0, distinctColours: 1 });
    expect(await factsOf(deep, 'deep.png')).toMatchObject({ transparentFraction: 0, distinctColours: 3 });
  });
});
