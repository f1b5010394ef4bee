import { LOGO_METHODS, type LogoMethod } from './catalogue';
import { formatPounds, type Pence } from './money';
import {
  nextBreakHint,
  POSITION_SIZES,
  priceAtQuantity,
  setupFeeFor,
  type DecorationPricing,
  type PositionSize,
  type PriceAtQuantity,
  type PriceBreak,
} from './price-breaks';
import { ladderBands, type PriceBand } from './price-ladder';
import { priceLine } from './pricing';

/**
 * What the shopper's pages say about quantity prices (issue 29): the break a line reached ("10+ price"), a
 * listing card's "from £10.99", the size grid's live quote, the product page's decoration table and the
 * sentences the logo wizard states. Every figure comes from domain/price-breaks and domain/pricing, so a page
 * never says a price the cart does not charge.
 */

/** "10+ price": the break a price each was picked by; null at the base price. */
export function breakLabel(priceBreak: number | null | undefined): string | null {
  return priceBreak ? `${priceBreak.toLocaleString('en-GB')}+ price` : null;
}

/** "£11.99 each · 10+ price", or "£12.99 each" at the base price. */
export function priceEachText(price: Pence, priceBreak?: number | null, unit = 'each'): string {
  const reached = breakLabel(priceBreak);
  return `${formatPounds(price)} ${unit}${reached ? ` · ${reached}` : ''}`;
}

/**
 * A listing card's "from £10.99": the lowest price each a product's ladder reaches, and from how many; null for
 * a product with one price.
 */
export function fromPrice(breaks: readonly PriceBreak[]): PriceBreak | null {
  let lowest: PriceBreak | null = null;
  for (const b of breaks) if (!lowest || b.price < lowest.price) lowest = b;
  return lowest;
}

/** What the size grid says as the buyer types: the price each at this many, the break, the total, the nudge. */
export interface GarmentQuote extends PriceAtQuantity {
  quantity: number;
  /** The garments at that price each (no logo). */
  total: Pence;
  /** "Add 3 more to pay £10.99 each"; null once the last break is reached, or for one price. */
  next: string | null;
}

export function garmentQuote(base: Pence, breaks: readonly PriceBreak[], quantity: number): GarmentQuote {
  const at = priceAtQuantity(base, breaks, quantity);
  return {
    ...at,
    quantity,
    total: priceLine({ unitPrice: at.price, quantity, decorations: [] }).goods,
    next: breaks.length > 0 ? nextBreakHint(breaks, quantity) : null,
  };
}

/** Which positions each size covers, as the shop names them (domain/price-breaks positionSize decides). */
export const POSITION_SIZE_NAMES: Record<PositionSize, string> = {
  small: 'breast, sleeve, nape',
  large: 'large front, large back',
};

/** "Small positions (breast, sleeve, nape)": a decoration ladder's size as the shop names it. */
export function positionSizeText(size: PositionSize): string {
  return `${size === 'small' ? 'Small' : 'Large'} positions (${POSITION_SIZE_NAMES[size]})`;
}

/** One decoration ladder as the product page tabulates it: a method at a position size, band by band. */
export interface DecorationTableRow {
  method: LogoMethod;
  positionSize: PositionSize;
  bands: PriceBand[];
}

/** Every method at every position size, each from the application fee at 1 through its breaks. */
export function decorationTable(pricing: DecorationPricing): DecorationTableRow[] {
  return LOGO_METHODS.flatMap((method) =>
    POSITION_SIZES.map((size) => {
      const ladder = pricing.decoration.find((l) => l.method === method && l.positionSize === size);
      return { method, positionSize: size, bands: ladderBands(pricing.applicationFee, ladder?.breaks ?? []) };
    }),
  );
}

/** Whether any decoration ladder has a break (else one price per garment per position at any quantity). */
export const hasDecorationBreaks = (pricing: DecorationPricing) =>
  pricing.decoration.some((l) => l.breaks.length > 0);

/** The fewest garments any decoration break starts from; null when none is set. */
function firstDecorationBreak(pricing: DecorationPricing): number | null {
  const quantities = pricing.decoration.flatMap((l) => l.breaks.map((b) => b.minQuantity));
  return quantities.length ? Math.min(...quantities) : null;
}

/** "£20.00 setup once for a new design (free from 50 garments of a design)", or "no setup fee". */
export function setupFeeText(pricing: Pick<DecorationPricing, 'setupFee' | 'setupFreeFrom'>): string {
  if (pricing.setupFee === 0) return 'no setup fee';
  const waived =
    pricing.setupFreeFrom === null ? '' : ` (free from ${pricing.setupFreeFrom} garments of a design)`;
  return `${formatPounds(pricing.setupFee)} setup once for a new design${waived}`;
}

/**
 * The decoration prices in a sentence: "£5.50 per garment per position, and £20.00 setup once for a new design",
 * with "(less from 50 garments)" when a ladder is set.
 */
export function decorationPricesText(pricing: DecorationPricing): string {
  const from = firstDecorationBreak(pricing);
  const less = from === null ? '' : ` (less from ${from} garments)`;
  return `${formatPounds(pricing.applicationFee)} per garment per position${less}, and ${setupFeeText(pricing)}`;
}

/**
 * A position's price on the wizard's breakdown: "Left Breast: Embroidery (10 × £4.50, 10+ price)"; the seeds'
 * "Left Breast: Embroidery (3 × £5.50)" below every break.
 */
export function positionChargeText(
  d: { position: string; method: LogoMethod },
  quantity: number,
  at: { price: Pence; priceBreak?: number | null },
): string {
  const reached = breakLabel(at.priceBreak);
  return `${d.position}: ${d.method} (${quantity} × ${formatPounds(at.price)}${reached ? `, ${reached}` : ''})`;
}

/** One position of a batch as domain/pricing decorationBatchCharges prices it with the shop's ladders. */
export interface PositionCharge {
  position: string;
  application: Pence;
  price?: Pence;
  priceBreak?: number | null;
}

/**
 * The logo rows of a batch whose garments all carry every position (the bundle wizard's review): "Logo (10
 * garments × 2 positions × £5.50)" when every position costs the same, else one row per position ("Large Back:
 * Print (10 × £4.50, 10+ price)"). Nothing before a method is chosen.
 */
export function batchLogoRows(
  positions: readonly PositionCharge[],
  garments: number,
  method: LogoMethod | null,
): { label: string; value: Pence }[] {
  const [first] = positions;
  const base = first?.price;
  if (!first || !method || base === undefined) return [];
  const at = (p: PositionCharge) => ({ price: p.price ?? base, priceBreak: p.priceBreak ?? null });
  if (positions.some((p) => at(p).price !== base || at(p).priceBreak !== at(first).priceBreak)) {
    return positions.map((p) => ({
      label: positionChargeText({ position: p.position, method }, garments, at(p)),
      value: p.application,
    }));
  }
  const reached = breakLabel(first.priceBreak);
  const count = `${positions.length} ${positions.length === 1 ? 'position' : 'positions'}`;
  return [
    {
      label: `Logo (${garments} garments × ${count} × ${formatPounds(base)}${reached ? `, ${reached}` : ''})`,
      value: positions.reduce((n, p) => n + p.application, 0),
    },
  ];
}

/** Whether the setup rule waives a new design's fee on this many garments (the fee is otherwise charged). */
export function setupWaived(
  pricing: Pick<DecorationPricing, 'setupFee' | 'setupFreeFrom'>,
  garments: number,
) {
  return pricing.setupFee > 0 && setupFeeFor(pricing, garments) === 0;
}
