import type { BundleGarment, BundleLine, LineItem } from './line-item';
import { formatPounds, type Pence } from './money';

/**
 * How pages, mails, documents and the API read a line that may be a bundle: one line for the whole bundle,
 * its garments listed under it. Pure text and shape helpers; the views draw them.
 */

/** "Bundle of 10 garments" (one bundle's garments; the line's quantity counts bundles). */
export function bundleGarmentsText(bundle: Pick<BundleLine, 'garmentCount'>): string {
  return `Bundle of ${bundle.garmentCount} ${bundle.garmentCount === 1 ? 'garment' : 'garments'}`;
}

/** "5 × Classic Tee · Navy · M": a garment of the bundle, `times` bundles' worth (1 = as one bundle holds). */
export function bundleGarmentText(
  g: Pick<BundleGarment, 'title' | 'colour' | 'size' | 'quantity'>,
  times = 1,
) {
  return [`${g.quantity * times} × ${g.title}`, g.colour, g.size].filter(Boolean).join(' · ');
}

/** What the line saves against buying its garments alone, for all its bundles (0 for a garment line). */
export function bundleSaving(line: Pick<LineItem, 'quantity' | 'unitPrice' | 'bundle'>): Pence {
  if (!line.bundle) return 0;
  return Math.max(0, line.bundle.separatePrice - line.unitPrice) * line.quantity;
}

/** "You save £23.50 against buying the garments separately"; null when there is no saving to show. */
export function bundleSavingText(line: Pick<LineItem, 'quantity' | 'unitPrice' | 'bundle'>): string | null {
  const saving = bundleSaving(line);
  return saving > 0 ? `You save ${formatPounds(saving)} against buying the garments separately` : null;
}

/** The line's title as lists show it: "Classic Polo (M)" for a garment, the bundle's own title for a bundle. */
export function lineTitle(line: Pick<LineItem, 'title' | 'size' | 'bundle'>): string {
  return line.bundle || !line.size ? line.title : `${line.title} (${line.size})`;
}

/** The line's second row: "Size M · Colour Navy" for a garment, "Bundle of 10 garments" for a bundle. */
export function lineDetail(line: Pick<LineItem, 'size' | 'colour' | 'bundle'>): string {
  if (line.bundle) return bundleGarmentsText(line.bundle);
  return [line.size && `Size ${line.size}`, line.colour && `Colour ${line.colour}`]
    .filter(Boolean)
    .join(' · ');
}

/** "2 × Navy M" for a garment, "1 × Bundle of 10 garments" for a bundle: a line in one short phrase. */
export function lineSummary(line: Pick<LineItem, 'quantity' | 'size' | 'colour' | 'bundle'>): string {
  if (line.bundle) return `${line.quantity} × ${bundleGarmentsText(line.bundle)}`;
  return `${line.quantity} × ${[line.colour, line.size].filter(Boolean).join(' ')}`;
}

/** A label naming the line for buttons and screen readers: "Classic Polo (M, Navy)" or "Team Kit (bundle)". */
export function lineLabel(line: Pick<LineItem, 'title' | 'size' | 'colour' | 'bundle'>): string {
  if (line.bundle) return `${line.title} (bundle)`;
  return `${line.title} (${[line.size, line.colour].filter(Boolean).join(', ')})`;
}

/**
 * A garment of a bundle line as a line of its own (its product, picture, colour and size, carrying every one
 * of the bundle's decorations): what the mock-up renderers draw. Its quantity counts garments across all the
 * line's bundles; it carries no money of its own.
 */
export function bundleGarmentLine(
  line: Pick<LineItem, 'id' | 'quantity' | 'decorations' | 'notes'>,
  g: BundleGarment,
): LineItem {
  return {
    id: `${line.id}:${g.productId ?? g.title}:${g.colour}:${g.size}`,
    productId: g.productId,
    title: g.title,
    productTypes: g.productTypes,
    image: g.image,
    backImage: g.backImage,
    colour: g.colour,
    colourHex: g.colourHex,
    size: g.size,
    quantity: g.quantity * line.quantity,
    unitPrice: g.unitPrice,
    decorations: line.decorations,
    notes: line.notes,
    goods: 0,
    logoCharge: 0,
  };
}

/** At most this many mock-ups per bundle line (one per product and colour): mails and PDFs stay small. */
export const MAX_BUNDLE_MOCKUPS = 9;

/**
 * The garments a bundle line's mock-ups show: one per product and colour (sizes look alike), in the bundle's
 * order, at most MAX_BUNDLE_MOCKUPS. Empty for a garment line.
 */
export function bundleMockupLines(
  line: Pick<LineItem, 'id' | 'quantity' | 'decorations' | 'notes' | 'bundle'>,
): LineItem[] {
  if (!line.bundle) return [];
  const seen = new Set<string>();
  const out: LineItem[] = [];
  for (const g of line.bundle.garments) {
    const key = `${g.productId ?? g.title}|${g.colour}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(bundleGarmentLine(line, g));
    if (out.length >= MAX_BUNDLE_MOCKUPS) break;
  }
  return out;
}

/** How many garments the lines hold: a garment line's quantity, a bundle line's garments times its bundles. */
export function garmentCount(lines: readonly Pick<LineItem, 'quantity' | 'bundle'>[]): number {
  return lines.reduce((n, l) => n + l.quantity * (l.bundle?.garmentCount ?? 1), 0);
}
