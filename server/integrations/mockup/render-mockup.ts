import sharp, { type OverlayOptions } from 'sharp';
import type { LogoFont, LogoPosition } from '../../../domain/catalogue';
import {
  MOCKUP_FONTS,
  MOCKUP_FONT_WEIGHTS,
  garmentKindFor,
  inkFor,
  isReflective,
  layoutLogoText,
  logoPlacement,
  type LogoPlacement,
} from '../../../domain/mockup';
import { escapeHtml } from '../../security/escape-html';

/**
 * The live mock-up drawn on the server, as a PNG: the same placements and ink as the browser's GarmentMockup
 * (domain/mockup.ts), for e-mails, which cannot run the page's code.
 */
export interface MockupRenderInput {
  /** The garment picture in the line's colour: the back picture for back positions. */
  garment: Buffer;
  productTypes: string[];
  title: string;
  colourHex: string | null;
  position: LogoPosition;
  logo: { kind: 'text'; text: string; font: LogoFont } | { kind: 'image'; image: Buffer | null };
  /** Output width and height in pixels. */
  size?: number;
}

export function mockupPlacement(
  productTypes: string[],
  title: string,
  position: LogoPosition,
): LogoPlacement {
  return logoPlacement(garmentKindFor(productTypes, title), position, {
    reflective: isReflective(productTypes),
  });
}

export async function renderMockup(input: MockupRenderInput): Promise<Buffer> {
  return renderDecorations({ ...input, decorations: [{ position: input.position, logo: input.logo }] });
}

/** Several logos on one picture of the garment (those of one view: the back picture for back positions). */
export async function renderDecorations(
  input: Omit<MockupRenderInput, 'position' | 'logo'> & {
    decorations: readonly { position: LogoPosition; logo: MockupRenderInput['logo'] }[];
  },
): Promise<Buffer> {
  const size = input.size ?? 400;
  const layers: OverlayOptions[] = [];
  for (const d of input.decorations) {
    const p = mockupPlacement(input.productTypes, input.title, d.position);
    const w = Math.max(1, Math.round(p.width * size));
    const h = Math.max(1, Math.round(p.height * size));
    const logo = await logoLayer({ ...input, ...d }, p, w, h);
    // a rotated layer grows: centre it on the placement's centre
    const placed = p.rotate
      ? await sharp(logo)
          .rotate(p.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer()
      : logo;
    const meta = await sharp(placed).metadata();
    const lw = Math.min(meta.width ?? w, size);
    const lh = Math.min(meta.height ?? h, size);
    const left = clamp(Math.round(p.x * size - lw / 2), 0, size - lw);
    const top = clamp(Math.round(p.y * size - lh / 2), 0, size - lh);
    layers.push({ input: await sharp(placed).resize(lw, lh, { fit: 'fill' }).png().toBuffer(), left, top });
  }
  return sharp(input.garment).resize(size, size, { fit: 'cover' }).composite(layers).png().toBuffer();
}

/** Pictures of the same height side by side (the front and the back view), as one PNG. */
export async function sideBySide(pictures: readonly Buffer[], gap = 8): Promise<Buffer> {
  if (pictures.length === 1) return pictures[0]!;
  const metas = await Promise.all(pictures.map((p) => sharp(p).metadata()));
  const height = Math.max(...metas.map((m) => m.height ?? 0));
  const width = metas.reduce((w, m) => w + (m.width ?? 0), 0) + gap * (pictures.length - 1);
  let left = 0;
  const layers = pictures.map((input, i) => {
    const layer = { input, left, top: 0 };
    left += (metas[i]!.width ?? 0) + gap;
    return layer;
  });
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .composite(layers)
    .png()
    .toBuffer();
}

async function logoLayer(
  input: Pick<MockupRenderInput, 'logo' | 'colourHex'>,
  p: LogoPlacement,
  w: number,
  h: number,
): Promise<Buffer> {
  if (input.logo.kind === 'image' && input.logo.image) {
    return sharp(input.logo.image)
      .resize(w, h, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  if (input.logo.kind !== 'text')
    return sharp(Buffer.from(badgeSvg(w, h)))
      .png()
      .toBuffer();
  const text = xmlSafe(input.logo.text);
  if (!text.trim())
    return sharp({ create: { width: w, height: h, channels: 4, background: TRANSPARENT } })
      .png()
      .toBuffer();
  // librsvg ignores textLength, so the text is drawn on a wider canvas, trimmed, and fitted into the box:
  // a width estimate that is off (emoji, a fallback font) shrinks the text instead of cutting it
  const ink = inkFor(p.surface ?? input.colourHex ?? '#ffffff');
  const drawn = await sharp(Buffer.from(textSvg(text, input.logo.font, ink, w, h, 3)))
    .png()
    .toBuffer();
  const trimmed = await sharp(drawn)
    .trim()
    .toBuffer()
    .catch(() => drawn); // nothing drawn: trim has nothing to keep
  return sharp(trimmed)
    .resize(w, h, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .then((fitted) => centreIn(fitted, w, h));
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

async function centreIn(layer: Buffer, w: number, h: number): Promise<Buffer> {
  const meta = await sharp(layer).metadata();
  const lw = meta.width ?? w;
  const lh = meta.height ?? h;
  return sharp({ create: { width: w, height: h, channels: 4, background: TRANSPARENT } })
    .composite([{ input: layer, left: Math.floor((w - lw) / 2), top: Math.floor((h - lh) / 2) }])
    .png()
    .toBuffer();
}

/** Characters XML 1.0 does not allow (control characters, lone surrogates) would stop librsvg. */
function xmlSafe(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );
}

/**
 * Font stacks for the server: librsvg sees only the machine's fonts, not the page's @font-face, so Script is
 * an italic serif as the browser's fallback draws it.
 */
const SERVER_FONTS: Record<LogoFont, { family: string; style: 'normal' | 'italic' }> = {
  Standard: { family: MOCKUP_FONTS.Standard, style: 'normal' },
  Serif: { family: MOCKUP_FONTS.Serif, style: 'normal' },
  'Sans-serif': { family: MOCKUP_FONTS['Sans-serif'], style: 'normal' },
  Script: { family: "'Liberation Serif', 'DejaVu Serif', 'Times New Roman', serif", style: 'italic' },
};

function textSvg(text: string, font: LogoFont, ink: string, w: number, h: number, widen = 1): string {
  // the layout works in thousandths of the picture, as in the browser
  const units = 1000;
  const uw = (w / Math.max(w, h)) * units;
  const uh = (h / Math.max(w, h)) * units;
  const layout = layoutLogoText(text, font, uw, uh);
  const cw = uw * widen;
  const tspans = layout.lines
    .map(
      (line) =>
        `<tspan x="${(cw / 2).toFixed(1)}" y="${line.y.toFixed(1)}"${
          line.textLength ? ` textLength="${line.textLength.toFixed(1)}" lengthAdjust="spacingAndGlyphs"` : ''
        }>${escapeHtml(line.text)}</tspan>`,
    )
    .join('');
  const face = SERVER_FONTS[font];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * widen}" height="${h}" viewBox="0 0 ${cw.toFixed(1)} ${uh.toFixed(1)}">
<text fill="${ink}" fill-opacity="0.96" font-family="${escapeHtml(face.family)}" font-style="${face.style}" font-weight="${MOCKUP_FONT_WEIGHTS[font]}" font-size="${layout.fontSize.toFixed(2)}" text-anchor="middle" dominant-baseline="central">${tspans}</text></svg>`;
}

/** A file with no preview (PDF, EPS, AI): a dashed 'Your logo' badge, as the browser shows it. */
function badgeSvg(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 64" preserveAspectRatio="xMidYMid meet">
<rect x="1.5" y="1.5" width="97" height="61" rx="8" fill="#ffffff" fill-opacity="0.9" stroke="#52525b" stroke-width="2" stroke-dasharray="5 3"/>
<text x="50" y="38" text-anchor="middle" font-size="15" font-weight="700" font-family="${escapeHtml(MOCKUP_FONTS['Sans-serif'])}" fill="#18181b">Your logo</text></svg>`;
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));
