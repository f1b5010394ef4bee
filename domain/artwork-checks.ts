/**
 * Artwork checks at upload: pure judgements over the facts an inspection of the file yields (its format, pixel
 * size, how much of it is transparent, roughly how many colours it has), so the wizard and the seller's order page
 * show the same findings. The facts are read in server/integrations/files/artwork-facts.ts.
 */
import { type LogoMethod, type LogoPosition } from './catalogue';
import { printArea, type PrintArea } from './print-areas';

/** Under this a print looks soft or blocky; 300 is ideal, 150 is the trade's floor for garments. */
export const MIN_PRINT_DPI = 150;
/** A raster whose longer side is under this many pixels is too small for any position. */
export const TINY_IMAGE_MAX_PX = 200;
/** Over this share of transparent pixels, the logo is a small mark on a big empty canvas. */
export const MOSTLY_TRANSPARENT_FRACTION = 0.9;
/** Embroidery digitisers work best with this many thread colours or fewer. */
export const EMBROIDERY_MAX_COLOURS = 6;

const CM_PER_INCH = 2.54;

/** The formats an upload may be (server/integrations/files/logo-file.ts detects them). */
export type ArtworkFormat = 'png' | 'jpeg' | 'svg' | 'pdf' | 'eps' | 'ai';
export const VECTOR_FORMATS = ['svg', 'pdf', 'eps', 'ai'] as const satisfies readonly ArtworkFormat[];

export interface PixelSize {
  width: number;
  height: number;
}

/** What an inspection of an uploaded logo yields; null where it does not apply (vectors have no pixel size). */
export interface ArtworkFacts {
  format: ArtworkFormat;
  /** Rasters: the picture's size, upright. */
  pixels: PixelSize | null;
  /** Rasters: the share of pixels that are (nearly) fully transparent, 0 to 1. */
  transparentFraction: number | null;
  /** A rough count of the distinct colours that make up the logo; null when it could not be read (PDF, EPS, AI). */
  distinctColours: number | null;
}

export type ArtworkFindingLevel = 'ok' | 'note' | 'warning';
export type ArtworkFindingCode =
  'vector' | 'resolution-ok' | 'low-resolution' | 'tiny-image' | 'mostly-transparent' | 'embroidery-colours';

export interface ArtworkFinding {
  level: ArtworkFindingLevel;
  code: ArtworkFindingCode;
  message: string;
}

export function isVectorFormat(format: string): boolean {
  return (VECTOR_FORMATS as readonly string[]).includes(format);
}

/**
 * The resolution the logo prints at when scaled to fit the area keeping its shape: the side that meets the area's
 * edge sets the scale, so the result is the larger of the two sides' pixels per inch.
 */
export function effectiveDpi(pixels: PixelSize, area: PrintArea): number {
  return Math.max((pixels.width * CM_PER_INCH) / area.widthCm, (pixels.height * CM_PER_INCH) / area.heightCm);
}

/** Rounded down, so the size we promise never prints under MIN_PRINT_DPI: whole cm from 10, half cm under. */
function roundDownCm(cm: number): number {
  if (cm >= 10) return Math.floor(cm);
  if (cm >= 1) return Math.floor(cm * 2) / 2;
  return Math.max(0.1, Math.floor(cm * 10) / 10);
}

/** The largest size, width × height in cm, at which the logo still prints at MIN_PRINT_DPI. */
export function goodPrintSizeCm(pixels: PixelSize): { widthCm: number; heightCm: number } {
  const cm = (px: number) => roundDownCm((px / MIN_PRINT_DPI) * CM_PER_INCH);
  return { widthCm: cm(pixels.width), heightCm: cm(pixels.height) };
}

/** A raster's resolution at the position: a warning under MIN_PRINT_DPI naming the size it prints well up to. */
export function resolutionFinding(pixels: PixelSize, position: LogoPosition): ArtworkFinding {
  const dpi = Math.round(effectiveDpi(pixels, printArea(position)));
  if (dpi >= MIN_PRINT_DPI) {
    return {
      level: 'ok',
      code: 'resolution-ok',
      message: `At ${position} this logo prints sharp, at about ${dpi} DPI.`,
    };
  }
  const good = goodPrintSizeCm(pixels);
  return {
    level: 'warning',
    code: 'low-resolution',
    message:
      `At ${position} this logo prints at about ${dpi} DPI, so it may look blurry; ` +
      `it prints well up to ${good.widthCm} × ${good.heightCm} cm. ` +
      'A larger image or a vector file (SVG, PDF, EPS or AI) will print sharper.',
  };
}

export function tinyImageFinding(pixels: PixelSize): ArtworkFinding | null {
  if (Math.max(pixels.width, pixels.height) >= TINY_IMAGE_MAX_PX) return null;
  return {
    level: 'warning',
    code: 'tiny-image',
    message:
      `This image is very small (${pixels.width} × ${pixels.height} pixels) and will look blocky on a garment. ` +
      'Please upload a larger version of your logo if you have one.',
  };
}

export function transparencyFinding(transparentFraction: number): ArtworkFinding | null {
  if (transparentFraction <= MOSTLY_TRANSPARENT_FRACTION) return null;
  if (transparentFraction >= 1) {
    return {
      level: 'warning',
      code: 'mostly-transparent',
      message: 'This image is completely transparent, so there is nothing to print. Please check the file.',
    };
  }
  // floored, so 99.6% never reads as 100%
  const percent = Math.floor(transparentFraction * 100);
  return {
    level: 'warning',
    code: 'mostly-transparent',
    message:
      `${percent}% of this image is empty (transparent), so your logo may come out smaller than you expect. ` +
      'Crop away the empty space around it for the best result.',
  };
}

export function vectorFinding(format: ArtworkFormat): ArtworkFinding | null {
  if (!isVectorFormat(format)) return null;
  return { level: 'ok', code: 'vector', message: 'Vector artwork: prints sharp at any size.' };
}

export function embroideryColoursFinding(distinctColours: number): ArtworkFinding | null {
  if (distinctColours <= EMBROIDERY_MAX_COLOURS) return null;
  return {
    level: 'note',
    code: 'embroidery-colours',
    message:
      `This logo has about ${distinctColours} colours. Embroidery works best with ${EMBROIDERY_MAX_COLOURS} or ` +
      'fewer, so we may combine similar shades; you will see how it looks on your proof before we start.',
  };
}

const LEVEL_ORDER: Record<ArtworkFindingLevel, number> = { warning: 0, note: 1, ok: 2 };

/** Every finding for the logo at the position and method, warnings first. */
export function artworkFindings(
  facts: ArtworkFacts,
  choice: { position: LogoPosition; method: LogoMethod },
): ArtworkFinding[] {
  const findings: (ArtworkFinding | null)[] = [vectorFinding(facts.format)];
  if (facts.pixels && !isVectorFormat(facts.format)) {
    findings.push(resolutionFinding(facts.pixels, choice.position), tinyImageFinding(facts.pixels));
  }
  if (facts.transparentFraction !== null) findings.push(transparencyFinding(facts.transparentFraction));
  if (choice.method === 'Embroidery' && facts.distinctColours !== null) {
    findings.push(embroideryColoursFinding(facts.distinctColours));
  }
  return findings
    .filter((finding): finding is ArtworkFinding => finding !== null)
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}
