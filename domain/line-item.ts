import { LOGO_FONTS, LOGO_POSITIONS, type LogoFont, type LogoMethod, type LogoPosition } from './catalogue';
import type { Pence } from './money';

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
  unitPrice: Pence;
  /** What is applied to each garment, one per position; none for a plain garment. */
  decorations: LineDecoration[];
  /** The shopper's notes for the decorator. */
  notes: string | null;
  /** unit price × quantity */
  goods: Pence;
  /** Applying the decorations to every garment of the line (setup fees belong to the cart or order). */
  logoCharge: Pence;
}

export interface LineDecoration {
  position: LogoPosition;
  method: LogoMethod;
  design: LineDesign;
  /** The design pays no setup fee: a logo whose setup was paid on an earlier order. */
  isPreviousLogo: boolean;
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

/** The decoration columns a cart or order row stores: one method and design at one or more positions. */
export interface DecorationColumns {
  method: LogoMethod | null;
  positions: string[];
  textLine: string | null;
  font: string | null;
  logoName: string | null;
  logo: LogoSummary | null;
  isPreviousLogo: boolean;
}

const isPosition = (p: string): p is LogoPosition => (LOGO_POSITIONS as readonly string[]).includes(p);
const asFont = (f: string | null): LogoFont =>
  (LOGO_FONTS as readonly string[]).includes(f ?? '') ? (f as LogoFont) : 'Standard';

/** A row's decoration columns as the line's decorations (a text logo wins over a logo id, as it always has). */
export function decorationsFromColumns(row: DecorationColumns): LineDecoration[] {
  const method = row.method;
  if (!method) return [];
  const design: LineDesign =
    row.textLine !== null && row.textLine !== ''
      ? { kind: 'text', text: row.textLine, font: asFont(row.font) }
      : { kind: 'logo', name: row.logoName ?? row.logo?.name ?? 'uploaded file', logo: row.logo };
  return row.positions
    .filter(isPosition)
    .map((position) => ({ position, method, design, isPreviousLogo: row.isPreviousLogo }));
}

/** The line's decorations as the flat columns (and the JSON API's fields) carry them. */
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
