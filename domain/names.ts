import {
  LOGO_FONTS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from './catalogue';
import { formatPounds, type Pence } from './money';

/**
 * Names on garments (issue 32): a decorated line may carry one name (or initials, or a number) per garment, in
 * one font at one position. The rules here are the whole story: the wizard, the team store page, the cart's
 * server checks and the work order all read them. Pure: no I/O, no React.
 */

/** The seeds' price per name, and the shop's until the seller sets one (pricing settings). */
export const DEFAULT_NAME_PRICE: Pence = 350;
/** The seeds' longest name, in characters, until the seller sets one. */
export const DEFAULT_NAME_MAX_LENGTH = 20;
/** The longest limit a seller may set: a name across a back still has to fit. */
export const NAME_MAX_LENGTH_LIMIT = 40;
/** What the buyer ticks before names are added. */
export const NAMES_SPELLING_CHECK = 'I have checked the spelling of every name';

export const NAMES_MESSAGES = {
  spelling: `Please tick "${NAMES_SPELLING_CHECK}" before adding.`,
  empty: 'A name cannot be empty.',
  control: 'Names cannot contain tabs, line breaks or other control characters.',
  notOffered: 'Names are not offered on this garment.',
  quantityLocked: 'This line carries a name per garment: change the names to change how many.',
  positionTaken: (position: string) =>
    `Names can't go where a logo already is: choose another position than ${position}.`,
} as const;

/** The price and longest name the shop (or a team store) takes. */
export interface NamePricing {
  price: Pence;
  maxLength: number;
}

export const DEFAULT_NAME_PRICING: NamePricing = {
  price: DEFAULT_NAME_PRICE,
  maxLength: DEFAULT_NAME_MAX_LENGTH,
};

/** The shop's names rule from its pricing settings: the seeds' until the seller sets one. */
export const namePricingOf = (pricing: { names?: NamePricing }): NamePricing =>
  pricing.names ?? DEFAULT_NAME_PRICING;

/** One name for one garment of a size, as the API takes it (`names: [{ size, name }]`). */
export interface SizedName {
  size: string;
  name: string;
}

/**
 * A line's names as every page, mail and document reads them: one per garment of the line (a line is one
 * size), in order, with where and how they are applied and what each costs (the pricing settings' or the store's
 * price, as charged).
 */
export interface LineNames {
  position: LogoPosition;
  method: LogoMethod;
  font: LogoFont;
  names: string[];
  unitPrice: Pence;
}

/**
 * The names as a cart or order row stores them (jsonb `names`): a cart row has no price (the settings' or the
 * store's now is charged), an order row keeps the price it charged.
 */
export interface StoredNames {
  position: string;
  method: string;
  font: string;
  names: string[];
  unitPrice?: Pence;
}

/** The names a request asks for, checked by the schema: where, how, and the names by size. */
export interface NamesInput {
  position: LogoPosition;
  method: LogoMethod;
  font: LogoFont;
  names: SizedName[];
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What is wrong with one name (already trimmed), or null: empty, control characters, or over the limit. */
export function nameProblem(name: string, maxLength: number): string | null {
  if (name === '') return NAMES_MESSAGES.empty;
  if (CONTROL.test(name)) return NAMES_MESSAGES.control;
  if ([...name].length > maxLength) return `"${name}" is longer than ${maxLength} characters.`;
  return null;
}

/** The size as the count message says it: "medium", "extra large", or the label itself ("2XL"). */
export function sizeWord(size: string): string {
  const words: Record<string, string> = {
    XXS: 'extra extra small',
    XS: 'extra small',
    S: 'small',
    M: 'medium',
    L: 'large',
    XL: 'extra large',
  };
  return words[size.toUpperCase()] ?? size;
}

const garmentsWord = (n: number) => (n === 1 ? 'garment' : 'garments');
/** "1 name", "24 names": what the cart, checkout, order pages and mails say of a line's or an order's names. */
export const namesLabel = (n: number) => `${n} ${n === 1 ? 'name' : 'names'}`;

/**
 * Where the names and the quantities per size disagree, one sentence per size: "You have 12 medium garments and
 * 11 names". Names for a size not ordered count as that size with 0 garments. Empty when every size matches.
 */
export function namesCountProblems(
  names: readonly SizedName[],
  quantities: readonly { size: string; quantity: number }[],
): string[] {
  const named = new Map<string, number>();
  for (const n of names) named.set(n.size, (named.get(n.size) ?? 0) + 1);
  const problems: string[] = [];
  const sizes = [
    ...quantities.map((q) => q.size),
    ...[...named.keys()].filter((s) => !quantities.some((q) => q.size === s)),
  ];
  for (const size of sizes) {
    const garments = quantities.find((q) => q.size === size)?.quantity ?? 0;
    const count = named.get(size) ?? 0;
    if (count !== garments)
      problems.push(
        `You have ${garments} ${sizeWord(size)} ${garmentsWord(garments)} and ${namesLabel(count)}.`,
      );
  }
  return problems;
}

/** Every problem of a list of names: each name's own (with its line number), then the counts per size. */
export function namesProblems(
  names: readonly SizedName[],
  quantities: readonly { size: string; quantity: number }[],
  maxLength: number,
): string[] {
  const own = names.flatMap((n, i) => {
    const problem = nameProblem(n.name, maxLength);
    return problem ? [`Name ${i + 1}: ${problem}`] : [];
  });
  return [...own, ...namesCountProblems(names, quantities)];
}

/** A line of a pasted list: one name, or "size, name" (or "size<TAB>name"). */
export interface PastedName {
  /** The size as typed and found among the garment's sizes; null for a column of names only. */
  size: string | null;
  name: string;
}

/**
 * Cells of one pasted line: tab-separated (a spreadsheet's copy) or comma-separated with "quoted" cells
 * ("Smith, Jo" is one cell; "" inside quotes is one quote).
 */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Names pasted from a spreadsheet or typed: a column of names, or "size, name" rows (tab or comma separated,
 * quotes allowed), one per line; a byte-order mark, blank lines, trailing empty cells and a "Size, Name" heading
 * are skipped. A row whose first cell is not one of `sizes` is a problem named by its line number; a size is
 * matched ignoring case and given as the garment spells it.
 */
export function parseNamesPaste(
  text: string,
  sizes: readonly string[],
): { names: PastedName[]; problems: string[] } {
  const names: PastedName[] = [];
  const problems: string[] = [];
  const sizeOf = (cell: string) => sizes.find((s) => s.toLowerCase() === cell.toLowerCase()) ?? null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, i) => {
    const cells = cellsOf(raw);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0) return;
    if (names.length === 0 && cells.length === 2 && /^size$/i.test(cells[0]!) && /^name$/i.test(cells[1]!))
      return;
    if (cells.length === 1) {
      names.push({ size: null, name: cells[0]! });
      return;
    }
    const size = sizeOf(cells[0]!);
    if (!size) {
      problems.push(`Line ${i + 1}: "${cells[0]}" is not a size of this garment.`);
      return;
    }
    // "M, Smith, Jo" typed without quotes: the rest of the line is the name
    names.push({ size, name: cells.slice(1).join(', ') });
  });
  return { names, problems };
}

/**
 * Pasted names with their sizes: a name without a size takes the next free place in the size grid's order
 * (the first `quantity` of the first size, then the next size), after the names that came with a size.
 * Names beyond every size's quantity keep the last size, so the count check names the size over.
 */
export function assignSizes(
  pasted: readonly PastedName[],
  quantities: readonly { size: string; quantity: number }[],
): SizedName[] {
  const taken = new Map<string, number>();
  for (const p of pasted) if (p.size) taken.set(p.size, (taken.get(p.size) ?? 0) + 1);
  const out: SizedName[] = [];
  let at = 0;
  for (const p of pasted) {
    if (p.size) {
      out.push({ size: p.size, name: p.name });
      continue;
    }
    while (at < quantities.length && (taken.get(quantities[at]!.size) ?? 0) >= quantities[at]!.quantity) at++;
    const size = quantities[Math.min(at, quantities.length - 1)]?.size ?? '';
    taken.set(size, (taken.get(size) ?? 0) + 1);
    out.push({ size, name: p.name });
  }
  return out;
}

/** The names of one size, in order: what the line of that size carries. */
export const namesOfSize = (names: readonly SizedName[], size: string): string[] =>
  names.filter((n) => n.size === size).map((n) => n.name);

/** What a line's names cost: the price per name times the names. */
export const namesCharge = (names: Pick<LineNames, 'names' | 'unitPrice'>): Pence =>
  names.names.length * names.unitPrice;

/** The price per name as shown before adding: "£3.50 per name". */
export const namePriceLabel = (price: Pence) => `${formatPounds(price)} per name`;

/** The names of an order's (or a cart's) lines: how many in all. */
export const namesCount = (lines: readonly { names?: Pick<LineNames, 'names'> | null }[]): number =>
  lines.reduce((n, l) => n + (l.names?.names.length ?? 0), 0);

/**
 * A row's names as a line shows and charges them: an order's at the price it charged, a cart's at `price` (the
 * shop's or the store's now). Null without names; unknown positions, methods or fonts read as the defaults.
 */
export function namesFromStored(stored: StoredNames | null | undefined, price: Pence): LineNames | null {
  if (!stored || stored.names.length === 0) return null;
  const known = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
    (list as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    position: known(LOGO_POSITIONS, stored.position, 'Large Back'),
    method: known(LOGO_METHODS, stored.method, 'Print'),
    font: known(LOGO_FONTS, stored.font, 'Standard'),
    names: stored.names,
    unitPrice: stored.unitPrice ?? price,
  };
}

/** A line's names as an order row keeps them: with the price each name charged. */
export const storedNamesWithPrice = (names: LineNames | null | undefined): StoredNames | null =>
  names
    ? {
        position: names.position,
        method: names.method,
        font: names.font,
        names: names.names,
        unitPrice: names.unitPrice,
      }
    : null;
