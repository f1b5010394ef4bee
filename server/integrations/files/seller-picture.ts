/**
 * Pictures the seller uploads for the catalogue (bundle thumbnails, product and colour pictures, size charts):
 * judged by their first bytes (PNG, JPEG or WebP, never the name or the browser's type), refused over 10 MB or
 * when they cannot be read, and served as WebP no wider or taller than `maxSide`.
 */
import sharp from 'sharp';
import { AppError } from '../../errors';

export const PICTURE_MAX_MB = 10;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
/** Rasters over this many pixels are refused as likely decompression bombs. */
const PICTURE_MAX_PIXELS = 40_000_000;

export const PICTURE_MESSAGES = {
  tooLarge: `The picture is too large. The largest picture we accept is ${PICTURE_MAX_MB} MB.`,
  notPicture: 'This file is not a picture we take. Please upload a PNG, JPEG or WebP image.',
  unreadable: 'This picture could not be read. Please upload another file.',
};

export function pictureFormat(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 12));
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Checks size and type only (no decoding): the cheap test every file of a request passes before any is read. */
export function checkPicture(bytes: Uint8Array, what: string): void {
  if (bytes.byteLength > PICTURE_MAX_BYTES)
    throw new AppError('too_large', `${what}: ${PICTURE_MESSAGES.tooLarge}`);
  if (bytes.byteLength === 0 || !pictureFormat(bytes))
    throw new AppError('bad_request', `${what}: ${PICTURE_MESSAGES.notPicture}`);
}

/** The picture as WebP inside a `maxSide` square, upright; AppError 400/413 when it is not one we take. */
export async function preparePicture(bytes: Uint8Array, what: string, maxSide = 1200): Promise<Buffer> {
  checkPicture(bytes, what);
  try {
    return await sharp(Buffer.from(bytes), { failOn: 'warning', limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .timeout({ seconds: 20 })
      .toBuffer();
  } catch {
    throw new AppError('bad_request', `${what}: ${PICTURE_MESSAGES.unreadable}`);
  }
}
