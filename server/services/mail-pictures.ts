import sharp from 'sharp';
import type { FileStore } from '../integrations/files/file-store';

/** The pixel size a mail shows a line's picture at (88 px), doubled for sharp screens. */
const MAIL_PICTURE_SIZE = 176;

/**
 * Pictures kept once drawn. A shop mails the same few dozen garment pictures over and over (each paid order
 * sends two mails), and drawing one costs 6 ms of CPU (decoding an 800 px WebP, resizing, mozjpeg): 14 % of a
 * core in the 200-shopper bench before they were kept. At ~2 kB each, this many is well under a megabyte.
 */
const KEPT_PICTURES = 256;

/** A garment picture for a mail, as a JPEG (null when there is none). */
export type MailPicture = (imagePath: string) => Promise<Buffer | null>;

/**
 * Turns a stored garment picture (WebP on the site) into a small JPEG to embed in a mail: Outlook shows no
 * WebP, and an embedded picture needs no request to the shop, so webmail image proxies and the site's
 * Cross-Origin-Resource-Policy never come into it.
 */
export function createMailPictures(files: FileStore): MailPicture {
  // keyed by the file's size and time as well as its name, so a picture replaced under the same name is drawn anew
  const kept = new Map<string, Promise<Buffer>>();
  return async (imagePath) => {
    if (!imagePath.startsWith('/files/')) return null;
    const key = decodeURIComponent(imagePath.slice('/files/'.length));
    if (key.startsWith('private/')) return null;
    const file = await files.read(key);
    if (!file) return null;
    const version = `${key} ${file.size} ${file.mtime.getTime()}`;
    const found = kept.get(version);
    if (found) {
      file.stream.destroy();
      kept.delete(version);
      kept.set(version, found); // most recently used last
      return found;
    }
    const drawn = draw(file.stream);
    kept.set(version, drawn);
    drawn.catch(() => kept.delete(version)); // a failed drawing is not kept
    if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value!);
    return drawn;
  };
}

async function draw(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks))
    .resize(MAIL_PICTURE_SIZE, MAIL_PICTURE_SIZE, { fit: 'contain', background: '#f4f4f5' })
    .flatten({ background: '#f4f4f5' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
