import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, STATUS_BY_CODE } from '../../errors';
import { LOGO_MAX_BYTES } from '../../../domain/uploads';
import { detectLogoFormat, inspectLogo, type InspectedLogo } from './logo-file';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A 1200x800 PNG with a transparent background and a red square on it. */
async function makePng() {
  const square = await sharp({ create: { width: 100, height: 100, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 4, background: transparent } })
    .composite([{ input: square, top: 10, left: 10 }])
    .png()
    .toBuffer();
}

/** A 40x20 JPEG whose EXIF says to turn it a quarter clockwise: upright it is 20x40. */
const makeSidewaysJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: 'blue' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/**
 * A valid, plain white 6500x6500 PNG: 42 megapixels, just over the limit. Sharp would decode it happily, so
 * refusing it shows the pixel limit at work (a real decompression bomb is the same shape, only bigger).
 */
const makeHugePng = () =>
  sharp({ create: { width: 6500, height: 6500, channels: 3, background: 'white' } })
    .png({ compressionLevel: 1 })
    .toBuffer();

const SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
  <circle cx="25" cy="25" r="20" fill="#c00"/>
</svg>`;

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
    width="100" height="100" onload="alert('load')">
  <script>alert('script')</script>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">hi</body></foreignObject>
  <a href="javascript:alert('href')"><rect width="40" height="40" fill="green" onclick="alert('click')"/></a>
  <a xlink:href="javascript:alert('xlink')"><circle cx="70" cy="70" r="20" fill="navy"/></a>
</svg>`;

const PDF = `%PDF-1.7
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
const ILLUSTRATOR_PDF = PDF.replace(
  'trailer',
  '3 0 obj << /Creator (Adobe Illustrator 28.0 \\(Windows\\)) >> endobj\ntrailer',
);
const EPS = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%EndComments\nnewpath 0 0 moveto\n%%EOF\n';
const OLD_AI = '%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 100 100\n%%EOF\n';

/** A DOS EPS: the 30-byte binary header, then the PostScript section it points at. */
function dosEps() {
  const ps = Buffer.from(EPS, 'latin1');
  const header = Buffer.alloc(30);
  Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]).copy(header);
  header.writeUInt32LE(30, 4);
  header.writeUInt32LE(ps.length, 8);
  header.writeUInt16LE(0xffff, 28); // no checksum
  return Buffer.concat([header, ps]);
}

/** Bytes that follow no pattern (a fixed seed, so the test is the same every run). */
function noise(length: number) {
  const bytes = Buffer.alloc(length);
  let x = 0x2545f491;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

async function refusal(bytes: Uint8Array, fileName: string): Promise<AppError> {
  const error = await inspectLogo(bytes, fileName).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const text = (s: string) => Buffer.from(s, 'utf8');

let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  [png, jpeg] = await Promise.all([makePng(), makeSidewaysJpeg()]);
});

describe('inspectLogo: the type comes from the content', () => {
  // prettier-ignore
  const cases: {
    name: string;
    bytes: () => Buffer;
    fileName: string;
    expected: Pick<InspectedLogo, 'format' | 'mimeType' | 'extension'>;
  }[] = [
    { name: 'PNG', bytes: () => png, fileName: 'logo.png', expected: { format: 'png', mimeType: 'image/png', extension: 'png' } },
    { name: 'PNG named .pdf', bytes: () => png, fileName: 'logo.pdf', expected: { format: 'png', mimeType: 'image/png', extension: 'png' } },
    { name: 'JPEG', bytes: () => jpeg, fileName: 'photo.jpeg', expected: { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' } },
    { name: 'SVG', bytes: () => text(SVG), fileName: 'logo.svg', expected: { format: 'svg', mimeType: 'image/svg+xml', extension: 'svg' } },
    { name: 'SVG named .png', bytes: () => text(SVG), fileName: 'logo.png', expected: { format: 'svg', mimeType: 'image/svg+xml', extension: 'svg' } },
    { name: 'PDF', bytes: () => text(PDF), fileName: 'logo.pdf', expected: { format: 'pdf', mimeType: 'application/pdf', extension: 'pdf' } },
    { name: 'PDF named .ai', bytes: () => text(PDF), fileName: 'LOGO.AI', expected: { format: 'ai', mimeType: 'application/pdf', extension: 'ai' } },
    { name: 'Illustrator PDF named .ai', bytes: () => text(ILLUSTRATOR_PDF), fileName: 'logo.ai', expected: { format: 'ai', mimeType: 'application/pdf', extension: 'ai' } },
    { name: 'Illustrator PDF named .pdf', bytes: () => text(ILLUSTRATOR_PDF), fileName: 'logo.pdf', expected: { format: 'ai', mimeType: 'application/pdf', extension: 'ai' } },
    { name: 'EPS', bytes: () => text(EPS), fileName: 'logo.eps', expected: { format: 'eps', mimeType: 'application/postscript', extension: 'eps' } },
    { name: 'EPS named .ai', bytes: () => text(EPS), fileName: 'logo.ai', expected: { format: 'eps', mimeType: 'application/postscript', extension: 'eps' } },
    { name: 'DOS EPS', bytes: dosEps, fileName: 'logo.eps', expected: { format: 'eps', mimeType: 'application/postscript', extension: 'eps' } },
    { name: 'Illustrator 8 PostScript named .ai', bytes: () => text(OLD_AI), fileName: 'logo.ai', expected: { format: 'ai', mimeType: 'application/postscript', extension: 'ai' } },
  ];

  it.each(cases)('$name → $expected.format', async ({ bytes, fileName, expected }) => {
    expect(await inspectLogo(bytes(), fileName)).toMatchObject(expected);
  });

  it('stores PDF, EPS and AI files byte for byte, with no preview', async () => {
    for (const [bytes, fileName] of [
      [text(ILLUSTRATOR_PDF), 'logo.ai'],
      [dosEps(), 'logo.eps'],
    ] as const) {
      const logo = await inspectLogo(bytes, fileName);
      expect(logo.body.equals(bytes)).toBe(true);
      expect(logo).toMatchObject({ preview: null, width: null, height: null });
    }
  });

  it('detectLogoFormat lets the name choose only between a PDF and an AI', () => {
    expect(detectLogoFormat(text(PDF), 'logo.pdf')).toBe('pdf');
    expect(detectLogoFormat(text(PDF), 'logo.ai')).toBe('ai');
    expect(detectLogoFormat(noise(1000), 'logo.ai')).toBeNull();
    expect(detectLogoFormat(text('<html><body>hi</body></html>'), 'logo.ai')).toBeNull();
  });
});

describe('inspectLogo: previews', () => {
  it('makes a WebP preview of a PNG that fits 600x600 and keeps the transparency', async () => {
    const logo = await inspectLogo(png, 'logo.png');
    expect(logo.body.equals(png)).toBe(true);
    expect({ width: logo.width, height: logo.height }).toEqual({ width: 1200, height: 800 });
    const preview = await sharp(logo.preview!).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 600, height: 400, hasAlpha: true });
  });

  it('turns a JPEG upright by its EXIF orientation and does not enlarge it', async () => {
    const logo = await inspectLogo(jpeg, 'photo.jpg');
    expect({ width: logo.width, height: logo.height }).toEqual({ width: 20, height: 40 });
    expect(await sharp(logo.preview!).metadata()).toMatchObject({ format: 'webp', width: 20, height: 40 });
  });

  it('renders a small SVG at full preview size, with a transparent background', async () => {
    const logo = await inspectLogo(text(SVG), 'logo.svg');
    expect({ width: logo.width, height: logo.height }).toEqual({ width: 600, height: 300 });
    const preview = sharp(logo.preview!);
    expect(await preview.metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 300,
      hasAlpha: true,
    });
    // a corner outside the circle is fully transparent
    const { data } = await preview
      .extract({ left: 590, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('keeps its own copy of the bytes', async () => {
    const bytes = Buffer.from(png);
    const logo = await inspectLogo(bytes, 'logo.png');
    bytes.fill(0);
    expect(logo.body.equals(png)).toBe(true);
  });
});

describe('inspectLogo: SVG is cleaned before it is stored or previewed', () => {
  it('drops scripts, event handlers, foreignObject and javascript: links and still renders', async () => {
    const logo = await inspectLogo(text(HOSTILE_SVG), 'logo.svg');
    const svg = logo.body.toString('utf8');
    for (const banned of [
      /<script/i,
      /alert/,
      /\bon[a-z]+\s*=/i,
      /foreignObject/i,
      /javascript:/i,
      /<body/i,
    ]) {
      expect(svg).not.toMatch(banned);
    }
    // the artwork inside the links is kept
    expect(svg).toMatch(/<rect [^>]*fill="green"/);
    expect(svg).toMatch(/<circle [^>]*fill="navy"/);
    // what is stored parses and renders on its own
    expect(await sharp(logo.body).metadata()).toMatchObject({ format: 'svg', width: 100, height: 100 });
    expect(await sharp(logo.preview!).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });
});

describe('inspectLogo: refusals', () => {
  const unsupported = 'This file type is not supported. Please upload a PNG, JPEG, SVG, PDF, EPS or AI file.';
  const unreadable = 'This image could not be read. Please upload another file.';
  const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>`;

  let hugePng: Buffer;
  beforeAll(async () => {
    hugePng = await makeHugePng();
  });

  // prettier-ignore
  const cases: { name: string; bytes: () => Uint8Array; fileName: string; code: AppError['code']; message: string }[] = [
    { name: 'an empty file', bytes: () => new Uint8Array(0), fileName: 'logo.png', code: 'bad_request', message: 'The file is empty.' },
    {
      name: 'a file over 10 MB',
      bytes: () => Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]),
      fileName: 'logo.png',
      code: 'too_large',
      message: 'The file is too large. The largest logo we accept is 10 MB.',
    },
    { name: 'HTML named .png', bytes: () => text('<!DOCTYPE html>\n<html><body><svg></svg><script>alert(1)</script></body></html>'), fileName: 'logo.png', code: 'bad_request', message: unsupported },
    { name: 'HTML without a DOCTYPE named .svg', bytes: () => text('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>'), fileName: 'logo.svg', code: 'bad_request', message: unsupported },
    { name: 'other XML', bytes: () => text('<?xml version="1.0"?><note>svg</note>'), fileName: 'logo.svg', code: 'bad_request', message: unsupported },
    { name: 'random bytes', bytes: () => noise(4096), fileName: 'logo.pdf', code: 'bad_request', message: unsupported },
    { name: 'a GIF', bytes: () => text('GIF89a\x01\x00\x01\x00'), fileName: 'logo.gif', code: 'bad_request', message: unsupported },
    { name: 'plain PostScript (no EPSF)', bytes: () => text('%!PS-Adobe-3.0\n%%Pages: 1\nshowpage\n'), fileName: 'logo.eps', code: 'bad_request', message: unsupported },
    { name: 'a PNG header followed by garbage', bytes: () => Buffer.concat([png.subarray(0, 8), noise(2048)]), fileName: 'logo.png', code: 'bad_request', message: unreadable },
    { name: 'a truncated PNG', bytes: () => png.subarray(0, png.length - 40), fileName: 'logo.png', code: 'bad_request', message: unreadable },
    { name: 'a JPEG header followed by garbage', bytes: () => Buffer.concat([jpeg.subarray(0, 3), noise(2048)]), fileName: 'logo.jpg', code: 'bad_request', message: unreadable },
    { name: 'a 42-megapixel PNG', bytes: () => hugePng, fileName: 'logo.png', code: 'bad_request', message: unreadable },
    { name: 'a malformed SVG', bytes: () => text('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), fileName: 'logo.svg', code: 'bad_request', message: unreadable },
    {
      name: 'an SVG over 2 MB',
      bytes: () => text(`<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0${' L1 1'.repeat(450_000)}"/></svg>`),
      fileName: 'logo.svg',
      code: 'too_large',
      message: 'This SVG is too large. Please upload an SVG under 2 MB, or the logo as a PNG or PDF.',
    },
    {
      name: 'an SVG declaring entities',
      bytes: () => text(billionLaughs),
      fileName: 'logo.svg',
      code: 'bad_request',
      message: 'This SVG file uses XML entities, which we do not accept. Please save it again as a plain SVG.',
    },
  ];

  it.each(cases)('refuses $name', async ({ bytes, fileName, code, message }) => {
    const error = await refusal(bytes(), fileName);
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });

  it('answers 413 for too large and 400 for the rest', async () => {
    expect(LOGO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(STATUS_BY_CODE[(await refusal(new Uint8Array(LOGO_MAX_BYTES + 1), 'a.png')).code]).toBe(413);
    expect(STATUS_BY_CODE[(await refusal(new Uint8Array(0), 'a.png')).code]).toBe(400);
    // exactly the limit is judged on its content, not refused for its size
    expect(STATUS_BY_CODE[(await refusal(new Uint8Array(LOGO_MAX_BYTES), 'a.png')).code]).toBe(400);
  });
});
