import sharp from 'sharp';
import type { FileStore } from '../integrations/files/file-store';

/** The pixel size a mail shows a line's picture at (88 px), doubled for sharp screens. */
const MAIL_PICTURE_SIZE = 176;

/** A garment picture for a mail, as a JPEG (null when there is none). */
export type MailPicture = (imagePath: string) => Promise<Buffer | null>;

/**
 * Turns a stored garment picture (WebP on the site) into a small JPEG to embed in a mail: Outlook shows no
 * WebP, and an embedded picture needs no request to the shop, so webmail image proxies and the site's
 * Cross-Origin-Resource-Policy never come into it.
 */
export function createMailPictures(files: FileStore): MailPicture {
  return async (imagePath) => {
    if (!imagePath.startsWith('/files/')) return null;
    const key = decodeURIComponent(imagePath.slice('/files/'.length));
    if (key.startsWith('private/')) return null;
    const file = await files.read(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return sharp(Buffer.concat(chunks))
      .resize(MAIL_PICTURE_SIZE, MAIL_PICTURE_SIZE, { fit: 'contain', background: '#f4f4f5' })
      .flatten({ background: '#f4f4f5' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  };
}
