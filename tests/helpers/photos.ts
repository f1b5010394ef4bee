import sharp from 'sharp';

/** True when an EXIF block points at a GPS directory (tag 0x8825), in either byte order. */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  // a JPEG's APP1 block starts "Exif\0\0", a PNG's eXIf chunk with the TIFF header itself
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0;
  const littleEndian = exif.toString('latin1', tiff, tiff + 2) === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/**
 * An 80×40 picture as a phone saves it: turned (EXIF orientation 6, so it shows 40×80), with the place it was
 * taken (GPS), the owner's name and an XMP packet.
 */
export async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const picture = sharp({ create: { width: 80, height: 40, channels: 3, background: '#c0392b' } });
  return picture[format]()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Jo Bloggs', Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jo Bloggs"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** A picture of one flat colour, as sharp makes it: a logo to upload, a garment photo to store. */
export function plainPicture(
  format: 'jpeg' | 'png' | 'webp',
  {
    width,
    height,
    background,
    channels = 3,
  }: { width: number; height: number; background: string; channels?: 3 | 4 },
) {
  return sharp({ create: { width, height, channels, background } })[format]().toBuffer();
}

/** The small red PNG (40×20, with alpha) that tests upload as a customer's logo. */
export const logoPng = () => plainPicture('png', { width: 40, height: 20, background: '#c00', channels: 4 });
