import { LOGO_METHODS, type LogoMethod } from './catalogue';
import { formatPounds, type Pence } from './money';
import { decorationPriceAt, POSITION_SIZES, setupFeeFor, type DecorationPricing } from './price-breaks';
import { PRODUCTION_WORKING_DAYS } from './production';

/**
 * Logo charges as the information pages (price guide, guide, FAQ) state them. The application and setup figures
 * come from the shop's decoration pricing (`services.pricing.get()`, the seeds' £5.50 and £20 until the seller
 * sets ladders), the same settings every cart is charged by, so a sentence never contradicts a charge. The stitch
 * figures are the shop's embroidery terms, not charged by the cart.
 */
export const LOGO_PRICES = {
  /** Stitches included in the standard embroidery price. */
  includedStitches: 10_000,
  /** Each further block of stitches above the included amount. */
  extraStitchBlock: 1_000,
  extraStitchBlockPrice: 150 as Pence,
} as const;

/** What the information pages call each method. */
export const METHOD_NAMES: Record<LogoMethod, string> = { Embroidery: 'embroidery', Print: 'vinyl printing' };

/** The lowest price per garment per position the shop charges (for one method, or any): a ladder's last row. */
export function lowestDecorationPrice(pricing: DecorationPricing, method?: LogoMethod): Pence {
  const breaks = pricing.decoration
    .filter((l) => !method || l.method === method)
    .flatMap((l) => l.breaks.map((b) => b.price));
  return Math.min(pricing.applicationFee, ...breaks);
}

/** "£5.50" when a method (or every method) costs the same at any quantity, "from £4.50" when a ladder lowers it. */
export function decorationPriceFrom(pricing: DecorationPricing, method?: LogoMethod): string {
  const lowest = lowestDecorationPrice(pricing, method);
  return lowest < pricing.applicationFee ? `from ${formatPounds(lowest)}` : formatPounds(lowest);
}

/** "Both cost from £4.50 per item per position", or each method's own price when they differ. */
export function methodPricesSentence(pricing: DecorationPricing): string {
  const [embroidery, print] = LOGO_METHODS.map((m) => decorationPriceFrom(pricing, m));
  return embroidery === print
    ? `Both cost ${embroidery} per item per position`
    : `Embroidery costs ${embroidery} and vinyl printing ${print} per item per position`;
}

/**
 * The setup rule in a sentence: "Each new design (an uploaded file or a text logo) has a one-time setup
 * (digitising) fee of £20.00 per order, however many garments it goes on." with its waiver when the seller set one.
 */
export function setupFeeSentence(pricing: Pick<DecorationPricing, 'setupFee' | 'setupFreeFrom'>): string {
  if (pricing.setupFee === 0) return 'There is no setup fee for a new design.';
  const waiver =
    pricing.setupFreeFrom === null
      ? ''
      : `, and none at all on an order of ${pricing.setupFreeFrom.toLocaleString('en-GB')} or more garments carrying it`;
  return `Each new design (an uploaded file or a text logo) has a one-time setup (digitising) fee of ${formatPounds(pricing.setupFee)} per order, however many garments it goes on${waiver}.`;
}

/** Whether any decoration ladder lowers the price with quantity. */
export const hasDecorationBreaks = (pricing: DecorationPricing) =>
  pricing.decoration.some((l) => l.breaks.length > 0);

/** One row of the price guide's ladder table: a band of quantities and each method and position size's price. */
export interface DecorationLadderRow {
  /** "1-9", "10-24", "25 or more". */
  quantities: string;
  /** In the order of `decorationLadderColumns`. */
  prices: Pence[];
}

/** The ladder table's columns: every method at every position size. */
export const decorationLadderColumns = LOGO_METHODS.flatMap((method) =>
  POSITION_SIZES.map((size) => ({ method, size })),
);

/**
 * The decoration ladders as one table (issue 29): a row for each band of quantities at which some ladder
 * changes, each cell the price per garment per position there (decorationPriceAt, as the cart charges it).
 */
export function decorationLadderTable(pricing: DecorationPricing): DecorationLadderRow[] {
  const starts = [
    ...new Set([1, ...pricing.decoration.flatMap((l) => l.breaks.map((b) => b.minQuantity))]),
  ].sort((a, b) => a - b);
  const n = (q: number) => q.toLocaleString('en-GB');
  return starts.map((from, i) => {
    const next = starts[i + 1];
    return {
      quantities:
        next === undefined ? `${n(from)} or more` : next - 1 === from ? n(from) : `${n(from)}-${n(next - 1)}`,
      prices: decorationLadderColumns.map((c) => decorationPriceAt(pricing, c.method, c.size, from).price),
    };
  });
}

/**
 * What an example order's logos cost (the price guide's "how your price adds up"): each garment's price at a
 * position for a quantity, and the setup fee a new design pays on that many garments.
 */
export function exampleLogoCharges(
  pricing: DecorationPricing,
  garments: number,
): { smallEmbroidery: Pence; largePrint: Pence; setup: Pence } {
  return {
    smallEmbroidery: decorationPriceAt(pricing, 'Embroidery', 'small', garments).price,
    largePrint: decorationPriceAt(pricing, 'Print', 'large', garments).price,
    setup: setupFeeFor(pricing, garments),
  };
}

/** Artwork formats we ask for, and everything the uploader accepts. */
export const ARTWORK_FORMATS = ['PNG', 'JPEG', 'SVG', 'PDF'] as const;

/** Production time for customised orders, before dispatch, counted from the proof's approval (domain/production). */
export const CUSTOM_ORDER_LEAD_TIME = `${PRODUCTION_WORKING_DAYS.min}-${PRODUCTION_WORKING_DAYS.max} working days`;
