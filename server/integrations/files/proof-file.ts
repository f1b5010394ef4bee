/**
 * Judges a proof file by its content (never its name or the browser's MIME type): a PDF, or an image sharp
 * reads as PNG, JPEG or WebP.
 */
import sharp from 'sharp';
import { withoutMetadata } from './strip-metadata';

export interface ProofFileType {
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'pdf' | 'png' | 'jpg' | 'webp';
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Rasters over this many pixels are refused as likely decompression bombs (as logos are). */
const PROOF_MAX_PIXELS = 40_000_000;

const IMAGE_TYPES: Record<string, ProofFileType> = {
  png: { mimeType: 'image/png', extension: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

/** The proof's type, or null when it is not a PDF or a PNG, JPEG or WebP image sharp can read. */
export async function detectProofFile(bytes: Buffer): Promise<ProofFileType | null> {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return { mimeType: 'application/pdf', extension: 'pdf' };
  try {
    const meta = await sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS }).metadata();
    const type = meta.format ? IMAGE_TYPES[meta.format] : undefined;
    if (!type || !meta.width || !meta.height || meta.width * meta.height > PROOF_MAX_PIXELS) return null;
    return type;
  } catch {
    return null;
  }
}

/** What to store of a proof: a PDF as sent, an image upright and without its metadata (EXIF, GPS, XMP). */
export async function proofBody(bytes: Buffer, type: ProofFileType): Promise<Buffer> {
  if (type.extension === 'pdf') return bytes;
  return withoutMetadata(bytes, type.extension === 'jpg' ? 'jpeg' : type.extension, PROOF_MAX_PIXELS);
}
