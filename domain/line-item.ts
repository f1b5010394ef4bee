import {
  LOGO_FONTS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from './catalogue';
import type { Pence } from './money';
import type { LineNames } from './names';
import type { PriceBreak } from './price-breaks';
import type { VatRate } from './vat';

/**
 * One garment line of a cart or an order, as every page, mail, invoice and API shows it. The cart and orders
 * services map their rows to it; everything else reads only this. Money is in pence.
 */
export interface LineItem {
  id: string;
  /** Null when the product has been deleted since the order was placed. */
  productId: string | null;
  title: string;
  productTypes: string[];
  /** The garment's pictures in the line's colour. */
  image: string;
  backImage: string | null;
  colour: string;
  colourHex: string | null;
  size: string;
  quantity: number;
  /**
   * The price each charged: a cart line's is the catalogue's now (the product's at the quantity break its product
   * reached over the whole cart, or the bundle's); an order's, what it charged.
   */
  unitPrice: Pence;
  /** The quantity break that priced `unitPrice` (its `minQuantity`); null or absent at the base price. */
  priceBreak?: number | null;
  /**
   * A cart garment line's product prices: its base price from 1 and its breaks, so the cart reprices as its
   * quantities change (domain/pricing chargedLines). Absent on bundles and orders: their `unitPrice` stands.
   */
  ladder?: { basePrice: Pence; breaks: readonly PriceBreak[] };
  /**
   * A cart line whose price changed since the shopper last saw it: the price they saw. The cart says so once
   * ("Price changed from £12.99 to £9.99"); once shown, the line's seen price is the new one.
   */
  previousUnitPrice?: Pence;
  /** What is applied to each garment, one per position; none for a plain garment. */
  decorations: LineDecoration[];
  /** The shopper's notes for the decorator. */
  notes: string | null;
  /**
   * A name per garment (issue 32, domain/names.ts): as many names as the line's quantity, in its size; charged in
   * `logoCharge`. Absent or null on a line without names.
   */
  names?: LineNames | null;
  /**
   * A team store's line (issue 32): its price and decorations are the store's (no setup fee, the decorations are
   * in the price); such lines are ordered on their own. Absent on the shop's own lines.
   */
  store?: LineStore | null;
  /** A cart line whose product the seller has deleted or taken back to draft: shown, but not sold. */
  unavailable?: boolean;
  /**
   * A bundle line: one line for the whole bundle (title, image and unit price are the bundle's, `quantity` counts
   * bundles, colour and size are ''), its garments listed here. Absent on a single garment's line.
   */
  bundle?: BundleLine;
  /** An order line's VAT rate as charged (issue 34); absent on carts and on orders placed without VAT. */
  vatRate?: VatRate | null;
  /** unit price × quantity */
  goods: Pence;
  /**
   * Applying the decorations and names to every garment of the line (setup fees belong to the cart or order);
   * a store line's decorations are in its unit price, so only its names are here.
   */
  logoCharge: Pence;
}

/** The team store a line was bought from. */
export interface LineStore {
  id: string;
  name: string;
  slug: string;
}

/** What a bundle line carries beyond a line: its garments, each decorated with the line's decorations. */
export interface BundleLine {
  /** Null once the bundle is gone (an order keeps its snapshot). */
  bundleId: string | null;
  garments: BundleGarment[];
  /** Garments in one bundle (the sum of the garments' quantities): each carries every decoration. */
  garmentCount: number;
  /** What one bundle's garments cost bought alone, at their own prices: the saving is this less the unit price. */
  separatePrice: Pence;
}

/**
 * One garment choice of a bundle line: a product in a colour and size, in a line's own fields. `quantity` is how
 * many of it ONE bundle holds; `unitPrice` is the garment's own price (for the saving shown), not what is charged.
 */
export type BundleGarment = Pick<
  LineItem,
  | 'productId'
  | 'title'
  | 'productTypes'
  | 'image'
  | 'backImage'
  | 'colour'
  | 'colourHex'
  | 'size'
  | 'quantity'
  | 'unitPrice'
>;

/** A bundle line from its garments: how many one bundle holds and what they cost bought alone. */
export function bundleLineOf(bundleId: string | null, garments: BundleGarment[]): BundleLine {
  return {
    bundleId,
    garments,
    garmentCount: garments.reduce((n, g) => n + g.quantity, 0),
    separatePrice: garments.reduce((n, g) => n + g.unitPrice * g.quantity, 0),
  };
}

/** A bundle cart row's garment choice (the jsonb `bundle_items`); the cart reads titles and pictures fresh. */
export interface StoredBundleItem {
  productId: string;
  /** The colour's name, as single cart lines store it. */
  colour: string;
  size: string;
  quantity: number;
}

/** Garments of every line, single and bundle, as (product, colour name, size) → units: what stock must cover. */
export function garmentsOf(
  lines: readonly Pick<LineItem, 'productId' | 'colour' | 'colourHex' | 'size' | 'quantity' | 'bundle'>[],
): { productId: string; colour: string; colourHex: string | null; size: string; quantity: number }[] {
  const byKey = new Map<
    string,
    { productId: string; colour: string; colourHex: string | null; size: string; quantity: number }
  >();
  const add = (
    productId: string | null,
    colour: string,
    colourHex: string | null,
    size: string,
    n: number,
  ) => {
    if (!productId || n <= 0) return;
    const key = `${productId}|${colour}|${size}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += n;
    else byKey.set(key, { productId, colour, colourHex, size, quantity: n });
  };
  for (const line of lines) {
    if (line.bundle) {
      for (const g of line.bundle.garments)
        add(g.productId, g.colour, g.colourHex, g.size, g.quantity * line.quantity);
    } else add(line.productId, line.colour, line.colourHex, line.size, line.quantity);
  }
  return [...byKey.values()];
}

export interface LineDecoration {
  position: LogoPosition;
  method: LogoMethod;
  design: LineDesign;
  /** The design pays no setup fee: a logo whose setup was paid on an earlier order. */
  isPreviousLogo: boolean;
  /**
   * The price per garment at this position, as charged (the decoration ladder's at the garments carrying this
   * design at this position size); absent: the application fee (LOGO_APPLICATION_FEE).
   */
  unitPrice?: Pence;
  /** The decoration break that priced `unitPrice` (its `minQuantity`); null or absent below every break. */
  priceBreak?: number | null;
}

export type LineDesign =
  | { kind: 'text'; text: string; font: LogoFont }
  /** `logo` is null once the file is gone; the name the shopper gave it stays on the order. */
  | { kind: 'logo'; name: string; logo: LogoSummary | null };

/** An uploaded logo as its owner sees it. */
export interface LogoSummary {
  id: string;
  name: string;
  format: string;
  url: string;
  /** Null when there is no picture the viewer may load (PDF, EPS, AI, or someone else's logo). */
  previewUrl: string | null;
  /** Its setup was paid on an earlier order, so using it again costs no setup fee. */
  setupPaid: boolean;
  createdAt: string;
}

/** Lines carrying the same design share one setup fee (domain/pricing). */
export function designKey(design: LineDesign): string {
  return design.kind === 'logo'
    ? `logo:${design.logo?.id ?? design.name}`
    : `text:${design.font}:${design.text}`;
}

/**
 * One decoration as a cart or order row stores it (the jsonb `decorations` column, one entry per position).
 * `logoName` and `isPreviousLogo` are an order's snapshot; a cart reads them from the logo itself.
 */
export interface StoredDecoration {
  position: string;
  method: string;
  textLine: string | null;
  font: string | null;
  logoId: string | null;
  logoName?: string | null;
  isPreviousLogo?: boolean;
  /** An order's snapshot of what each garment paid at this position, and the decoration break that priced it. */
  unitPrice?: Pence;
  priceBreak?: number | null;
}

const isPosition = (p: string): p is LogoPosition => (LOGO_POSITIONS as readonly string[]).includes(p);
const isMethod = (m: string): m is LogoMethod => (LOGO_METHODS as readonly string[]).includes(m);
const asFont = (f: string | null | undefined): LogoFont =>
  (LOGO_FONTS as readonly string[]).includes(f ?? '') ? (f as LogoFont) : 'Standard';

/** The positions in the shop's order (Large Back, Large Front, Left Breast, …), so equal lists compare equal. */
export function sortDecorations<T extends { position: string }>(list: readonly T[]): T[] {
  const rank = (p: string) => (LOGO_POSITIONS as readonly string[]).indexOf(p);
  return [...list].sort((a, b) => rank(a.position) - rank(b.position));
}

/**
 * A row's stored decorations as the line's decorations (a text logo wins over a logo id, as it always has);
 * unknown positions or methods are dropped. `logos` are the summaries of the logos the row names.
 */
export function decorationsFromStored(
  stored: readonly StoredDecoration[],
  logos: ReadonlyMap<string, LogoSummary>,
): LineDecoration[] {
  const out: LineDecoration[] = [];
  for (const d of sortDecorations(stored)) {
    if (!isPosition(d.position) || !isMethod(d.method)) continue;
    const logo = d.logoId ? (logos.get(d.logoId) ?? null) : null;
    const design: LineDesign =
      d.textLine !== null && d.textLine !== ''
        ? { kind: 'text', text: d.textLine, font: asFont(d.font) }
        : { kind: 'logo', name: d.logoName ?? logo?.name ?? 'uploaded file', logo };
    out.push({
      position: d.position,
      method: d.method,
      design,
      isPreviousLogo: d.isPreviousLogo ?? (design.kind === 'logo' && Boolean(logo?.setupPaid)),
      ...(d.unitPrice !== undefined ? { unitPrice: d.unitPrice, priceBreak: d.priceBreak ?? null } : {}),
    });
  }
  return out;
}

/** The line's decorations as a row stores them (an order keeps the logo's name and whether it was paid for). */
export function storedDecorations(line: Pick<LineItem, 'decorations'>): StoredDecoration[] {
  return line.decorations.map((d) => ({
    position: d.position,
    method: d.method,
    textLine: d.design.kind === 'text' ? d.design.text : null,
    font: d.design.kind === 'text' ? d.design.font : null,
    logoId: d.design.kind === 'logo' ? (d.design.logo?.id ?? null) : null,
    logoName: d.design.kind === 'logo' ? d.design.name : null,
    isPreviousLogo: d.isPreviousLogo,
    ...(d.unitPrice !== undefined ? { unitPrice: d.unitPrice, priceBreak: d.priceBreak ?? null } : {}),
  }));
}

/** The ids of the logos a set of rows name. */
export function storedLogoIds(rows: readonly { decorations: readonly StoredDecoration[] }[]): string[] {
  return [...new Set(rows.flatMap((r) => r.decorations.flatMap((d) => (d.logoId ? [d.logoId] : []))))];
}

/** The JSON API's flat fields (the spec's client reads one method and design): from the FIRST decoration. */
export interface DecorationColumns {
  method: LogoMethod | null;
  positions: string[];
  textLine: string | null;
  font: string | null;
  logoName: string | null;
  logo: LogoSummary | null;
  isPreviousLogo: boolean;
}

/** The line's decorations as the JSON API's flat fields carry them: every position, the first's design. */
export function decorationColumns(line: Pick<LineItem, 'decorations'>): DecorationColumns {
  const first = line.decorations[0];
  const design = first?.design;
  return {
    method: first?.method ?? null,
    positions: line.decorations.map((d) => d.position),
    textLine: design?.kind === 'text' ? design.text : null,
    font: design?.kind === 'text' ? design.font : null,
    logoName: design?.kind === 'logo' ? design.name : null,
    logo: design?.kind === 'logo' ? design.logo : null,
    isPreviousLogo: first?.isPreviousLogo ?? false,
  };
}

/** "Left Breast: Embroidery, text 'ACME' in Serif" — one decoration as the mails and the order page read it. */
export function decorationLine(d: LineDecoration): string {
  const design =
    d.design.kind === 'text'
      ? `text '${d.design.text}' in ${d.design.font}`
      : `logo ${d.design.name}${d.isPreviousLogo ? ' (used before)' : ''}`;
  return `${d.position}: ${d.method}, ${design}`;
}

const designText = (design: LineDesign) =>
  design.kind === 'text' ? `Text “${design.text}” (${design.font})` : `Logo: ${design.name}`;

/**
 * "Embroidery · Left Breast, Right Breast · Text “Bloggs & Sons” (Script)"; null for a plain garment.
 * Positions sharing a method and design read as one group.
 */
export function decorationText(line: Pick<LineItem, 'decorations'>): string | null {
  const groups: { method: LogoMethod; design: LineDesign; positions: LogoPosition[] }[] = [];
  for (const d of line.decorations) {
    const group = groups.find((g) => g.method === d.method && designKey(g.design) === designKey(d.design));
    if (group) group.positions.push(d.position);
    else groups.push({ method: d.method, design: d.design, positions: [d.position] });
  }
  if (groups.length === 0) return null;
  return groups.map((g) => `${g.method} · ${g.positions.join(', ')} · ${designText(g.design)}`).join('; ');
}
