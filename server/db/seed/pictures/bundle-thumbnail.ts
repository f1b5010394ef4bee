/** Bundle thumbnails (800 x 600): the bundle's garments side by side, each with its quantity. */
import { garmentMarkup, type GarmentStyle } from './garments';
import { escapeXml, FONT, svgDocument } from './svg';

export interface BundlePictureItem {
  style: GarmentStyle;
  hex: string;
  quantity: number;
}

export const BUNDLE_THUMBNAIL_SIZE = { width: 800, height: 600 } as const;

/** Where each garment sits (centre x, centre y, scale) for bundles of two or three products. */
const LAYOUTS: Record<number, [number, number, number][]> = {
  2: [
    [245, 318, 0.62],
    [555, 318, 0.62],
  ],
  3: [
    [165, 330, 0.46],
    [400, 318, 0.5],
    [635, 330, 0.46],
  ],
};

export function bundleThumbnailSvg(
  items: BundlePictureItem[],
  opts: { savingPercent?: number } = {},
): string {
  const { width, height } = BUNDLE_THUMBNAIL_SIZE;
  const layout = LAYOUTS[items.length] ?? LAYOUTS[3];
  let inner = `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`;
  inner += `<rect x="0" y="${height - 120}" width="${width}" height="120" fill="#e4e4e7" opacity="0.5"/>`;
  items.forEach((item, i) => {
    const [cx, cy, scale] = layout[i] ?? layout[layout.length - 1];
    inner += `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-400 -400)">${garmentMarkup(item.style, item.hex, 'front')}</g>`;
    // quantity badge
    const bx = cx + 110 * (scale / 0.5);
    const by = cy - 150 * (scale / 0.5);
    inner += `<circle cx="${bx}" cy="${by}" r="34" fill="#1f2a44" stroke="#ffffff" stroke-width="4"/>`;
    inner += `<text x="${bx}" y="${by + 11}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">×${item.quantity}</text>`;
  });
  const total = items.reduce((n, i) => n + i.quantity, 0);
  inner += `<rect x="24" y="24" width="188" height="44" rx="22" fill="#ffffff" stroke="#d4d4d8" stroke-width="1.5"/>`;
  inner += `<text x="118" y="53" font-family="${FONT}" font-size="20" font-weight="bold" fill="#18181b" text-anchor="middle">${escapeXml(`${total}-piece bundle`)}</text>`;
  if (opts.savingPercent && opts.savingPercent > 0) {
    inner += `<rect x="${width - 180}" y="24" width="156" height="44" rx="22" fill="#dc2626"/>`;
    inner += `<text x="${width - 102}" y="53" font-family="${FONT}" font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(`SAVE ${opts.savingPercent}%`)}</text>`;
  }
  return svgDocument(width, height, inner);
}
