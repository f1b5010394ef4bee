/**
 * Stand-in wordmarks for the ten brands: our own simple typographic marks (not the brands' trademarks),
 * 400 x 160 on white so they read on light and dark tiles alike.
 */
import type { BrandSlug } from '../../../../domain/catalogue';
import { escapeXml, svgDocument } from './svg';

const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const CONDENSED = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";

const text = (
  x: number,
  y: number,
  content: string,
  o: {
    size: number;
    fill: string;
    family?: string;
    weight?: string;
    anchor?: string;
    spacing?: number;
    style?: string;
  },
) =>
  `<text x="${x}" y="${y}" font-family="${o.family ?? SANS}" font-size="${o.size}" font-weight="${o.weight ?? 'bold'}"` +
  ` fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}` +
  `${o.style ? ` font-style="${o.style}"` : ''}>${escapeXml(content)}</text>`;

const MARKS: Record<BrandSlug, () => string> = {
  beechfield: () =>
    // a leaf in a roundel, lower-case wordmark
    `<circle cx="70" cy="80" r="40" fill="#2f6b3a"/>` +
    `<path d="M 70 104 C 50 88, 52 62, 78 52 C 90 74, 86 94, 70 104 Z" fill="#ffffff"/>` +
    `<path d="M 70 104 L 74 70" stroke="#2f6b3a" stroke-width="3"/>` +
    text(122, 95, 'beechfield', { size: 42, fill: '#1f2a21' }),
  'fruit-of-the-loom': () =>
    `<circle cx="58" cy="66" r="17" fill="#c62828"/><circle cx="88" cy="62" r="15" fill="#7cb342"/>` +
    `<circle cx="74" cy="94" r="17" fill="#6a1b9a"/><circle cx="44" cy="98" r="13" fill="#f9a825"/>` +
    text(122, 76, 'FRUIT OF', { size: 30, fill: '#1c1c1e', family: CONDENSED, spacing: 1 }) +
    text(122, 112, 'THE LOOM', { size: 30, fill: '#1c1c1e', family: CONDENSED, spacing: 1 }),
  gildan: () =>
    text(200, 100, 'GILDAN', { size: 72, fill: '#16325c', anchor: 'middle', style: 'italic', spacing: 2 }) +
    `<path d="M 70 118 C 150 132, 260 132, 336 112" fill="none" stroke="#d32f2f" stroke-width="7" stroke-linecap="round"/>`,
  'hi-vis-ppe': () => {
    let stripes = '';
    for (let x = 0; x < 140; x += 26)
      stripes += `M ${x} 124 L ${x + 44} 36 L ${x + 57} 36 L ${x + 13} 124 Z `;
    return (
      `<defs><clipPath id="hv"><rect x="22" y="36" width="88" height="88" rx="8"/></clipPath></defs>` +
      `<rect x="20" y="34" width="360" height="92" rx="10" fill="#e2f032" stroke="#1c1c1e" stroke-width="4"/>` +
      `<g clip-path="url(#hv)"><path d="${stripes}" fill="#1c1c1e"/></g>` +
      `<path d="M 110 36 L 110 124" stroke="#1c1c1e" stroke-width="4"/>` +
      text(245, 78, 'HI-VIS', { size: 38, fill: '#1c1c1e', anchor: 'middle', spacing: 1 }) +
      text(245, 114, '& PPE', { size: 28, fill: '#1c1c1e', anchor: 'middle', spacing: 2 })
    );
  },
  'james-harvest': () =>
    `<path d="M 40 56 L 360 56 M 40 120 L 360 120" stroke="#27324d" stroke-width="2"/>` +
    text(200, 100, 'JAMES HARVEST', {
      size: 34,
      fill: '#27324d',
      family: SERIF,
      weight: 'normal',
      anchor: 'middle',
      spacing: 4,
    }) +
    text(200, 144, 'SPORTSWEAR', { size: 14, fill: '#8a7f5a', anchor: 'middle', spacing: 6 }),
  'jobman-workwear': () =>
    `<rect x="30" y="30" width="340" height="76" fill="#111111"/>` +
    text(200, 90, 'JOBMAN', { size: 60, fill: '#ffffff', anchor: 'middle', family: CONDENSED, spacing: 6 }) +
    `<rect x="30" y="112" width="340" height="8" fill="#f2b705"/>` +
    text(200, 148, 'WORKWEAR', { size: 20, fill: '#111111', anchor: 'middle', spacing: 10 }),
  'kustom-kit': () =>
    `<rect x="26" y="36" width="88" height="88" rx="8" fill="#c62828"/>` +
    text(70, 98, 'KK', { size: 44, fill: '#ffffff', anchor: 'middle', spacing: -2 }) +
    text(132, 80, 'KUSTOM', { size: 38, fill: '#1c1c1e' }) +
    text(132, 120, 'KIT', { size: 38, fill: '#c62828' }),
  'printer-essentials': () =>
    `<rect x="30" y="46" width="64" height="64" fill="#0b5cab"/><rect x="46" y="62" width="32" height="32" fill="#ffffff"/>` +
    text(110, 84, 'PRINTER', { size: 40, fill: '#0b5cab', spacing: 1 }) +
    text(112, 116, 'ESSENTIALS', { size: 22, fill: '#4b4f55', weight: 'normal', spacing: 5 }),
  result: () =>
    `<path d="M 34 86 L 60 112 L 112 48" fill="none" stroke="#e53935" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(132, 104, 'RESULT', { size: 58, fill: '#1c1c1e', style: 'italic', spacing: 1 }),
  ucc: () =>
    `<circle cx="80" cy="80" r="54" fill="#1f4e9c"/>` +
    text(80, 96, 'UCC', { size: 40, fill: '#ffffff', anchor: 'middle' }) +
    text(150, 74, 'Ultimate Clothing', { size: 24, fill: '#1f4e9c', weight: 'normal' }) +
    text(150, 106, 'Collection', { size: 24, fill: '#1f4e9c', weight: 'normal' }),
};

export const BRAND_LOGO_SIZE = { width: 400, height: 160 } as const;

export function brandLogoSvg(slug: BrandSlug): string {
  const inner = `<rect width="400" height="160" fill="#ffffff"/>${MARKS[slug]()}`;
  return svgDocument(BRAND_LOGO_SIZE.width, BRAND_LOGO_SIZE.height, inner);
}
