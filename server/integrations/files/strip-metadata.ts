/**
 * Pictures people upload (customers' logos, the seller's proofs) come from phones and cameras with EXIF that
 * says where and when they were taken (GPS), on what device, and XMP/IPTC with names. The shop keeps the picture
 * and none of that: one that carries any is re-encoded by sharp, which writes no metadata unless asked, upright
 * (its EXIF orientation applied, since the tag goes) and with its colour profile, so the colours print as they
 * were. One that carries none is kept byte for byte: no needless re-encoding of a designer's artwork.
 */
import sharp from 'sharp';

export type StrippedFormat = 'png' | 'jpeg' | 'webp';

/** The picture without its metadata, in the same format. Throws when sharp cannot read it. */
export async function withoutMetadata(
  bytes: Buffer,
  format: StrippedFormat,
  limitInputPixels: number,
): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels });
  const { space, exif, xmp, iptc, tifftagPhotoshop, comments } = await image.metadata();
  if (!exif && !xmp && !iptc && !tifftagPhotoshop && !comments?.length) return bytes;
  const upright = image.rotate().keepIccProfile();
  // a CMYK JPEG stays CMYK (sharp would make it sRGB): it is print artwork
  if (space === 'cmyk') upright.toColourspace('cmyk');
  const encoded =
    format === 'png'
      ? upright.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? // one careful re-encode: high quality, no chroma subsampling, so a logo's sharp colour edges stay
          upright.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        : upright.webp({ quality: 95 });
  return encoded.timeout({ seconds: 20 }).toBuffer();
}
