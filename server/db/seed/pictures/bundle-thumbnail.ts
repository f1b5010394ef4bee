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
    [232, 346, 0.58],
    [568, 346, 0.58],
  ],
  3: [
    [150, 350, 0.42],
    [400, 340, 0.44],
    [650, 350, 0.42],
  ],
};

export function bundleThumbnailSvg(
  items: BundlePictureItem[],
  opts: { savingPercent?: number } = {},
): string {
  const { width, height } = BUNDLE_THUMBNAIL_SIZE;
  const layout = LAYOUTS[items.length] ?? LAYOUTS[3];
  let inner = `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`;
  items.forEach((item, i) => {
    const [cx, cy, scale] = layout[i] ?? layout[layout.length - 1];
    inner += `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-400 -400)">${garmentMarkup(item.style, item.hex, 'front')}</g>`;
    // quantity badge
    const bx = cx + 230 * scale;
    const by = cy - 250 * scale;
    inner += `<circle cx="${bx}" cy="${by}" r="34" fill="#1f2a44" stroke="#ffffff" stroke-width="4"/>`;
    inner += `<text x="${bx}" y="${by + 11}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">×${item.quantity}</text>`;
  });
  const total = items.reduce((n, i) => n + i.quantity, 0);
  inner += `<rect x="24" y="24" width="212" height="44" rx="22" fill="#ffffff" stroke="#d4d4d8" stroke-width="1.5"/>`;
  inner += `<text x="130" y="53" font-family="${FONT}" font-size="20" font-weight="bold" fill="#18181b" text-anchor="middle">${escapeXml(`${total}-piece bundle`)}</text>`;
  if (opts.savingPercent && opts.savingPercent > 0) {
    inner += `<rect x="${width - 180}" y="24" width="156" height="44" rx="22" fill="#dc2626"/>`;
    inner += `<text x="${width - 102}" y="53" font-family="${FONT}" font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(`SAVE ${opts.savingPercent}%`)}</text>`;
  }
  return svgDocument(width, height, inner);
}
