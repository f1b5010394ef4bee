import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGps, phonePhoto } from '../../../tests/helpers/photos';
import { withoutMetadata } from './strip-metadata';

const MAX_PIXELS = 40_000_000;

/** A PNG tEXt chunk (length, type, data, CRC-32), to put after the IHDR chunk. */
function textChunk(keyword: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`${keyword}\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

describe('withoutMetadata', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'gives a %s back upright, with no EXIF (GPS, owner, device) and no XMP',
    async (format) => {
      const photo = await phonePhoto(format);
      const before = await sharp(photo).metadata();
      expect(hasGps(before.exif)).toBe(true);
      expect(before.exif!.toString('latin1')).toContain('Jo Bloggs');
      expect(before.xmp).toBeDefined();

      const stripped = await withoutMetadata(photo, format, MAX_PIXELS);
      const after = await sharp(stripped).metadata();
      expect(after.format).toBe(format);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(stripped.toString('latin1')).not.toContain('Jo Bloggs');
      // the turn is applied to the pixels, since the tag that said so is gone
      expect([after.width, after.height]).toEqual([40, 80]);
    },
  );

  it('keeps a CMYK JPEG in CMYK with its colour profile (print artwork)', async () => {
    const cmyk = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1d4ed8' } })
      .toColourspace('cmyk')
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jo Bloggs' } })
      .toBuffer();
    const after = await sharp(await withoutMetadata(cmyk, 'jpeg', MAX_PIXELS)).metadata();
    expect(after.space).toBe('cmyk');
    expect(after.icc).toBeDefined();
    expect(after.exif).toBeUndefined();
  });

  it('keeps a picture with no metadata byte for byte', async () => {
    const clean = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f766e' } })
      .jpeg({ quality: 70 })
      .toBuffer();
    expect((await withoutMetadata(clean, 'jpeg', MAX_PIXELS)).equals(clean)).toBe(true);
  });

  it('strips a PNG text comment (author, software)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#0000' } })
      .png()
      .withMetadata()
      .toBuffer();
    const withComment = Buffer.concat([
      png.subarray(0, 33),
      textChunk('Author', 'Jo Bloggs'),
      png.subarray(33),
    ]);
    expect((await sharp(withComment).metadata()).comments).toEqual([
      { keyword: 'Author', text: 'Jo Bloggs' },
    ]);
    const after = await withoutMetadata(withComment, 'png', MAX_PIXELS);
    expect((await sharp(after).metadata()).comments).toBeUndefined();
    expect(after.toString('latin1')).not.toContain('Jo Bloggs');
  });

  it('refuses what it cannot read', async () => {
    await expect(withoutMetadata(Buffer.from('not a picture'), 'jpeg', MAX_PIXELS)).rejects.toThrow();
  });
});
