import type { NamePricing } from './names';
import type { LogoMethod, LogoPosition } from './catalogue';
import { formatPounds, type Pence } from './money';

/**
 * Quantity price breaks (issue 29): the more garments, the less each costs — for a garment, counted over every
 * colour, size and line of that product in the cart (as Custom Ink counts), and for decoration, counted over the
 * garments that carry one design at one position size (as DecoNetwork's quantity bands). Pure rules: the cart,
 * checkout, pages, mails and PDFs take their figures from here through domain/pricing.
 */

/** From `minQuantity` garments on, each costs `price` (pence). The base price applies from 1. */
export interface PriceBreak {
  minQuantity: number;
  price: Pence;
}

/** At most this many breaks besides the base price. */
export const MAX_PRICE_BREAKS = 8;
/** A break's quantity: a whole number in this range (1 is the base price's). */
export const PRICE_BREAK_QUANTITY = { min: 2, max: 10_000 } as const;

/** What one garment (or one position on one garment) costs at a quantity, and the break that picked it. */
export interface PriceAtQuantity {
  price: Pence;
  /** The `minQuantity` of the break reached; null at the base price. */
  priceBreak: number | null;
}

/** The break a quantity reaches: the one with the highest `minQuantity` not above it, or null. */
export function breakReached(breaks: readonly PriceBreak[], quantity: number): PriceBreak | null {
  let reached: PriceBreak | null = null;
  for (const b of breaks) {
    if (b.minQuantity <= quantity && (!reached || b.minQuantity > reached.minQuantity)) reached = b;
  }
  return reached;
}

/** The price each at a quantity: the break's price once reached, the base price below every break. */
export function priceAtQuantity(
  base: Pence,
  breaks: readonly PriceBreak[],
  quantity: number,
): PriceAtQuantity {
  const reached = breakReached(breaks, quantity);
  return reached
    ? { price: reached.price, priceBreak: reached.minQuantity }
    : { price: base, priceBreak: null };
}

/** The next break above a quantity, and how many more garments reach it; null when the last is reached. */
export function nextBreak(
  breaks: readonly PriceBreak[],
  quantity: number,
): { more: number; minQuantity: number; price: Pence } | null {
  let next: PriceBreak | null = null;
  for (const b of breaks) {
    if (b.minQuantity > quantity && (!next || b.minQuantity < next.minQuantity)) next = b;
  }
  return next
    ? { more: next.minQuantity - quantity, minQuantity: next.minQuantity, price: next.price }
    : null;
}

/** The size grid's nudge: "Add 3 more to pay £10.99 each", or null when no break is left to reach. */
export function nextBreakHint(breaks: readonly PriceBreak[], quantity: number): string | null {
  const next = nextBreak(breaks, quantity);
  return next ? `Add ${next.more} more to pay ${formatPounds(next.price)} each` : null;
}

/** A ladder's rows as the shop shows them: the base price from 1, then each break, by quantity. */
export function ladderRows(base: Pence, breaks: readonly PriceBreak[]): PriceBreak[] {
  return [{ minQuantity: 1, price: base }, ...[...breaks].sort((a, b) => a.minQuantity - b.minQuantity)];
}

/** A refused row: which one (1-based, as the form numbers them; null for the ladder as a whole) and why. */
export interface LadderProblem {
  row: number | null;
  message: string;
}

/**
 * What is wrong with a ladder, in the rows' order (empty when it may be saved): at most 8 rows; whole quantities
 * from 2 to 10,000 that rise; prices of at least 1p, in whole pence, below the base price and falling.
 */
export function ladderProblems(base: Pence, breaks: readonly PriceBreak[]): LadderProblem[] {
  const problems: LadderProblem[] = [];
  if (breaks.length > MAX_PRICE_BREAKS) {
    problems.push({ row: null, message: `At most ${MAX_PRICE_BREAKS} quantity prices` });
  }
  breaks.forEach((b, i) => {
    const row = i + 1;
    const previous = breaks[i - 1];
    if (!validQuantity(b.minQuantity)) {
      problems.push({
        row,
        message: `Row ${row}: the quantity must be a whole number from ${PRICE_BREAK_QUANTITY.min} to 10,000`,
      });
    } else if (previous && validQuantity(previous.minQuantity) && b.minQuantity <= previous.minQuantity) {
      problems.push({ row, message: `Row ${row}: the quantity must be more than row ${row - 1}'s` });
    }
    if (!validPrice(b.price)) {
      problems.push({
        row,
        message: `Row ${row}: the price must be at least £0.01, in pounds with at most two decimals`,
      });
    } else if (b.price >= base) {
      problems.push({
        row,
        message: `Row ${row}: the price must be below the base price of ${formatPounds(base)}`,
      });
    } else if (previous && validPrice(previous.price) && b.price >= previous.price) {
      problems.push({ row, message: `Row ${row}: the price must be below row ${row - 1}'s` });
    }
  });
  return problems;
}

// a row is compared with the one before only when that one is readable: one bad row is named once
const validQuantity = (q: number) =>
  Number.isInteger(q) && q >= PRICE_BREAK_QUANTITY.min && q <= PRICE_BREAK_QUANTITY.max;
const validPrice = (p: Pence) => Number.isInteger(p) && p >= 1;

/** A cart line as garment breaks count it: the product, how many, and whether it is a bundle's. */
export interface CountedLine {
  productId: string | null;
  quantity: number;
  /** A bundle keeps its fixed price and does not count towards a product's breaks. */
  isBundle: boolean;
}

/** Every garment of each product in the cart: all colours, sizes and lines together, plain and decorated. */
export function garmentsPerProduct(lines: readonly CountedLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.isBundle || !line.productId) continue;
    counts.set(line.productId, (counts.get(line.productId) ?? 0) + line.quantity);
  }
  return counts;
}

/** Decoration is priced by position size: a small badge (breast, sleeve, nape) or a large print (front, back). */
export const POSITION_SIZES = ['small', 'large'] as const;
export type PositionSize = (typeof POSITION_SIZES)[number];

const LARGE_POSITIONS: ReadonlySet<LogoPosition> = new Set(['Large Front', 'Large Back']);

export function positionSize(position: LogoPosition | string): PositionSize {
  return (LARGE_POSITIONS as ReadonlySet<string>).has(position) ? 'large' : 'small';
}

/** One decoration ladder: the price per garment per position for a method at a position size. */
export interface DecorationLadder {
  method: LogoMethod;
  positionSize: PositionSize;
  breaks: PriceBreak[];
}

/** The shop-wide decoration prices: the ladders and the setup rule. */
export interface DecorationPricing {
  /** Per garment per position below every break. */
  applicationFee: Pence;
  /** Once per new design per order. */
  setupFee: Pence;
  /** Setup is waived for a design on at least this many garments; null: never waived. */
  setupFreeFrom: number | null;
  decoration: DecorationLadder[];
  /** Names on garments (issue 32): the price per name and the longest name; the seeds' when absent. */
  names?: NamePricing;
}

/** The price per garment per position for a method and position size, at how many garments carry that design there. */
export function decorationPriceAt(
  pricing: DecorationPricing,
  method: LogoMethod,
  size: PositionSize,
  garments: number,
): PriceAtQuantity {
  const ladder = pricing.decoration.find((l) => l.method === method && l.positionSize === size);
  return priceAtQuantity(pricing.applicationFee, ladder?.breaks ?? [], garments);
}

/** A new design's setup fee on an order, given how many garments carry it: waived from `setupFreeFrom` on. */
export function setupFeeFor(
  pricing: Pick<DecorationPricing, 'setupFee' | 'setupFreeFrom'>,
  garmentsWithDesign: number,
): Pence {
  const waived = pricing.setupFreeFrom !== null && garmentsWithDesign >= pricing.setupFreeFrom;
  return waived ? 0 : pricing.setupFee;
}

/** One decoration as decoration breaks count it: its line, its design, where it sits, how, and on how many garments. */
export interface CountedDecoration {
  /** The cart line it is on: a garment with the design at two small positions is one garment of that band. */
  lineId: string;
  designKey: string;
  method: LogoMethod;
  position: LogoPosition;
  /** The line's garments (a bundle's units times its garments). */
  garments: number;
}

/** The key a decoration's break is counted under: one design, one method, one position size. */
export const decorationBandKey = (d: Pick<CountedDecoration, 'designKey' | 'method' | 'position'>) =>
  `${d.designKey}|${d.method}|${positionSize(d.position)}`;

/**
 * How many garments carry each design by each method at each position size, over every line: two lines sharing
 * one design reach a break together, and a garment counts once in a band however many of its positions are in it.
 */
export function garmentsPerDecorationBand(decorations: readonly CountedDecoration[]): Map<string, number> {
  const counts = new Map<string, number>();
  const counted = new Set<string>();
  for (const d of decorations) {
    const key = decorationBandKey(d);
    if (counted.has(`${d.lineId}|${key}`)) continue;
    counted.add(`${d.lineId}|${key}`);
    counts.set(key, (counts.get(key) ?? 0) + d.garments);
  }
  return counts;
}

/** A cart line as garment breaks price it: what it counts, and its product's base price and breaks. */
export interface LadderedLine extends CountedLine {
  basePrice: Pence;
  breaks: readonly PriceBreak[];
}

/**
 * The price each every line is charged, in the lines' order: a garment's from its product's ladder at the
 * product's count over the whole cart; a bundle's is its own fixed price.
 */
export function chargedGarmentPrices(lines: readonly LadderedLine[]): PriceAtQuantity[] {
  const counts = garmentsPerProduct(lines);
  return lines.map((line) =>
    line.isBundle || !line.productId
      ? { price: line.basePrice, priceBreak: null }
      : priceAtQuantity(line.basePrice, line.breaks, counts.get(line.productId) ?? line.quantity),
  );
}
