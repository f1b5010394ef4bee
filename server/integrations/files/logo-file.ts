/**
 * Judges an uploaded logo by its content and gets it ready to store: the type comes from the file's first bytes
 * (never the name or the browser's MIME type), SVGs are cleaned with DOMPurify, and PNG, JPEG and SVG get a
 * small WebP preview made with sharp.
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  LOGO_FORMATS_TEXT,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  SVG_LOGO_MAX_BYTES,
  SVG_LOGO_MAX_MB,
} from '../../../domain/uploads';
import { AppError } from '../../errors';
import { withoutMetadata } from './strip-metadata';
import { looksLikeSvg, sanitiseSvg, SvgRejectedError } from './svg-sanitise';

/** Rasters over this many pixels are refused as likely decompression bombs (40 MP is ~6,300 px square). */
export const LOGO_MAX_PIXELS = 40_000_000;
/** The preview fits inside a square this many pixels wide. */
export const LOGO_PREVIEW_SIZE = 600;

export type LogoFormat = 'png' | 'jpeg' | 'svg' | 'pdf' | 'eps' | 'ai';

export interface InspectedLogo {
  format: LogoFormat;
  mimeType: string;
  extension: string;
  /** What to store: a PNG or JPEG upright and without its metadata (EXIF, GPS), the sanitised SVG, else as sent. */
  body: Buffer;
  /** A WebP preview for png/jpeg/svg; null for pdf/eps/ai, which sharp's prebuilt libvips cannot read. */
  preview: Buffer | null;
  /** PNG/JPEG: the picture's own size, upright (EXIF orientation applied); SVG: the preview's; else null. */
  width: number | null;
  height: number | null;
}

const MESSAGE = {
  empty: 'The file is empty.',
  tooLarge: LOGO_TOO_LARGE_MESSAGE,
  unsupported: `This file type is not supported. Please upload a ${LOGO_FORMATS_TEXT} file.`,
  unreadable: 'This image could not be read. Please upload another file.',
  entities: 'This SVG file uses XML entities, which we do not accept. Please save it again as a plain SVG.',
  svgTooLarge: `This SVG is too large. Please upload an SVG under ${SVG_LOGO_MAX_MB} MB, or the logo as a PNG or PDF.`,
};

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const DOS_EPS_MAGIC = [0xc5, 0xd0, 0xd3, 0xc6];
/** How far into a PDF or PostScript file to look for the marks Illustrator leaves. */
const MARKER_WINDOW = 64 * 1024;

// Illustrator's marks in a PDF: the Info dictionary's creator, the /Illustrator private-data key in /PieceInfo,
// the %AI<version>_ comments of its private data, and the XMP creator tool
const PDF_ILLUSTRATOR =
  /\/Creator\s*\(Adobe Illustrator|\/Illustrator\b|%AI\d{1,2}_|<xmp:CreatorTool>Adobe Illustrator/;
const PS_ILLUSTRATOR = /^%%Creator:\s*Adobe Illustrator/m;

function startsWith(bytes: Buffer, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** A DOS EPS binary header (30 bytes) whose PostScript section lies inside the file and is PostScript. */
function isDosEps(bytes: Buffer): boolean {
  if (bytes.length < 30 || !startsWith(bytes, DOS_EPS_MAGIC)) return false;
  const offset = bytes.readUInt32LE(4);
  const length = bytes.readUInt32LE(8);
  return (
    offset >= 30 &&
    offset + length <= bytes.length &&
    bytes.toString('latin1', offset, offset + 10) === '%!PS-Adobe'
  );
}

/**
 * The format the bytes are, or null when they are none we accept. The name only chooses between a plain PDF
 * or EPS and an Illustrator file of the same make-up; it never makes other content acceptable.
 */
export function detectLogoFormat(bytes: Buffer, fileName: string): LogoFormat | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';

  const namedAi = /\.ai$/i.test(fileName.trim());
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, MARKER_WINDOW));
  if (head.startsWith('%PDF-')) {
    // the Info dictionary is often at the end, so look there too
    const tail = bytes.toString('latin1', Math.max(0, bytes.length - MARKER_WINDOW));
    return namedAi || PDF_ILLUSTRATOR.test(head) || PDF_ILLUSTRATOR.test(tail) ? 'ai' : 'pdf';
  }
  if (head.startsWith('%!PS-Adobe')) {
    // Illustrator 8 and older saved PostScript, with or without the EPSF mark; plain PostScript is a print job
    if (namedAi && PS_ILLUSTRATOR.test(head)) return 'ai';
    const firstLine = head.split(/\r\n|\r|\n/, 1)[0];
    return firstLine.includes('EPSF') ? 'eps' : null;
  }
  if (isDosEps(bytes)) return 'eps';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

interface Rendered {
  preview: Buffer;
  width: number;
  height: number;
}

const unreadable = () => new AppError('bad_request', MESSAGE.unreadable);

/**
 * Sharp's failOn 'warning' (its default, named here on purpose) refuses truncated or damaged pixel data, and
 * limitInputPixels refuses huge dimensions from the header before any pixels are decoded.
 */
const input = (bytes: Buffer, density?: number) =>
  sharp(bytes, { failOn: 'warning', limitInputPixels: LOGO_MAX_PIXELS, density });

async function toPreview(image: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  return image
    .resize(LOGO_PREVIEW_SIZE, LOGO_PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 }) // keeps the alpha channel: transparent logos stay transparent
    .timeout({ seconds: 20 })
    .toBuffer({ resolveWithObject: true });
}

async function rasterPreview(bytes: Buffer): Promise<Rendered> {
  try {
    const { autoOrient } = await input(bytes).metadata();
    const { data } = await toPreview(input(bytes).rotate()); // rotate(): upright by the EXIF orientation
    return { preview: data, width: autoOrient.width, height: autoOrient.height };
  } catch {
    throw unreadable();
  }
}

/** Renders a vector at the density that makes its longer side the preview size, sharp otherwise not blurred. */
async function svgPreview(svg: Buffer): Promise<Rendered> {
  try {
    const { width, height } = await input(svg).metadata(); // at sharp's default 72 dpi
    const density = Math.min(100_000, Math.max(1, (72 * LOGO_PREVIEW_SIZE) / Math.max(width, height, 1)));
    const { data, info } = await toPreview(input(svg, density));
    return { preview: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

function cleanSvg(bytes: Buffer): Buffer {
  try {
    return Buffer.from(sanitiseSvg(bytes), 'utf8');
  } catch (error) {
    if (!(error instanceof SvgRejectedError)) throw error;
    throw new AppError('bad_request', error.reason === 'entities' ? MESSAGE.entities : MESSAGE.unreadable);
  }
}

/**
 * Judges an uploaded logo by its content and returns what to store and show. Throws AppError: 'too_large' over
 * LOGO_MAX_BYTES, 'bad_request' for an empty file, a type we do not accept, or an image that cannot be read.
 */
export async function inspectLogo(bytes: Uint8Array, fileName: string): Promise<InspectedLogo> {
  if (bytes.byteLength === 0) throw new AppError('bad_request', MESSAGE.empty);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('too_large', MESSAGE.tooLarge);
  const original = Buffer.from(bytes); // a copy: later changes to the caller's array cannot reach what we store

  const format = detectLogoFormat(original, fileName);
  switch (format) {
    case 'png':
    case 'jpeg': {
      // where and on what it was taken is none of the shop's business: stored without it
      const body = await withoutMetadata(original, format, LOGO_MAX_PIXELS).catch(() => {
        throw unreadable();
      });
      const rendered = await rasterPreview(body);
      const [mimeType, extension] = format === 'png' ? ['image/png', 'png'] : ['image/jpeg', 'jpg'];
      return { format, mimeType, extension, body, ...rendered };
    }
    case 'svg': {
      // cleaning runs on the event loop and slows with size (DOMPurify on jsdom): a logo's SVG is far smaller
      if (original.byteLength > SVG_LOGO_MAX_BYTES) throw new AppError('too_large', MESSAGE.svgTooLarge);
      // the preview is made from the cleaned text, so it shows exactly what will be stored and served
      const body = cleanSvg(original);
      return { format, mimeType: 'image/svg+xml', extension: 'svg', body, ...(await svgPreview(body)) };
    }
    case 'pdf':
    case 'eps':
    case 'ai': {
      // Illustrator has no registered type of its own: a PDF-based .ai is application/pdf, an older one PostScript
      const isPdf = original.toString('latin1', 0, 5) === '%PDF-';
      return {
        format,
        mimeType: isPdf ? 'application/pdf' : 'application/postscript',
        extension: format,
        body: original,
        preview: null,
        width: null,
        height: null,
      };
    }
    case null:
      throw new AppError('bad_request', MESSAGE.unsupported);
  }
}
