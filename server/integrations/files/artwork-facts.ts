/**
 * Reads the facts the artwork checks (domain/artwork-checks.ts) judge from a logo file's bytes: a raster's pixel
 * size, how much of it is transparent and roughly how many colours it has; an SVG's colours from a small render.
 * PDF, EPS and AI are vectors sharp's prebuilt libvips cannot read, so they yield their format only.
 */
import sharp from 'sharp';
import { type ArtworkFacts } from '../../../domain/artwork-checks';
import { detectLogoFormat, LOGO_MAX_PIXELS, type LogoFormat } from './logo-file';

/** A pixel counts as transparent under this alpha (of 255): faint shadows and edge fuzz are as good as empty. */
export const TRANSPARENT_ALPHA = 16;
/** Colours are counted on a copy that fits inside a square this wide: plenty for a rough count, and fast. */
const SAMPLE_SIZE = 300;
/** Colours are grouped by their top 4 bits per channel, so near-identical shades count once. */
const BITS_KEPT = 4;
/** A colour covering under this share of the logo's pixels is anti-aliasing or noise, not a thread colour. */
const MIN_COLOUR_SHARE = 0.01;

interface Sample {
  data: Buffer;
  pixelCount: number;
}

/**
 * 8-bit RGBA pixels of a small copy, whatever the file holds (greyscale, palette, 16-bit, CMYK JPEG).
 * Nearest-neighbour sampling keeps the file's own colours (a smoothing filter would blend new ones at every edge)
 * and its share of transparent pixels.
 */
async function sample(bytes: Buffer, density?: number): Promise<Sample> {
  const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: LOGO_MAX_PIXELS, density })
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .timeout({ seconds: 20 })
    .toBuffer({ resolveWithObject: true });
  return { data, pixelCount: info.width * info.height };
}

function transparentFraction({ data, pixelCount }: Sample): number {
  let transparent = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] < TRANSPARENT_ALPHA) transparent++;
  return pixelCount === 0 ? 0 : transparent / pixelCount;
}

/** Distinct quantised colours among the visible pixels, leaving out the ones too rare to be part of the design. */
function distinctColours({ data }: Sample): number {
  const shift = 8 - BITS_KEPT;
  const counts = new Map<number, number>();
  let visible = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < TRANSPARENT_ALPHA) continue;
    const key =
      ((data[i] >> shift) << (2 * BITS_KEPT)) |
      ((data[i + 1] >> shift) << BITS_KEPT) |
      (data[i + 2] >> shift);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    visible++;
  }
  let colours = 0;
  for (const count of counts.values()) if (count >= visible * MIN_COLOUR_SHARE) colours++;
  return colours;
}

/** An SVG's size at sharp's default 72 dpi, rendered so its longer side is about the sample size. */
async function svgDensity(svg: Buffer): Promise<number> {
  const { width, height } = await sharp(svg).metadata();
  return Math.min(2400, Math.max(1, (72 * SAMPLE_SIZE) / Math.max(width, height, 1)));
}

/**
 * The facts about a logo file already accepted by inspectLogo (server/integrations/files/logo-file.ts), given the
 * format it detected; for an SVG pass the stored, sanitised body. Throws sharp's error if a raster cannot be read.
 */
export async function readArtworkFacts(bytes: Buffer, format: LogoFormat): Promise<ArtworkFacts> {
  switch (format) {
    case 'png':
    case 'jpeg': {
      const { autoOrient } = await sharp(bytes, {
        failOn: 'warning',
        limitInputPixels: LOGO_MAX_PIXELS,
      }).metadata();
      const pixels = await sample(bytes);
      return {
        format,
        pixels: { width: autoOrient.width, height: autoOrient.height },
        transparentFraction: transparentFraction(pixels),
        distinctColours: distinctColours(pixels),
      };
    }
    case 'svg': {
      const pixels = await sample(bytes, await svgDensity(bytes));
      return { format, pixels: null, transparentFraction: null, distinctColours: distinctColours(pixels) };
    }
    case 'pdf':
    case 'eps':
    case 'ai':
      return { format, pixels: null, transparentFraction: null, distinctColours: null };
  }
}

/** The facts about a logo file known only by its bytes and name: the format comes from logo-file's detection. */
export async function readArtworkFactsOfFile(bytes: Buffer, fileName: string): Promise<ArtworkFacts | null> {
  const format = detectLogoFormat(bytes, fileName);
  return format ? readArtworkFacts(bytes, format) : null;
}
