import type { StoredDecoration } from './line-item';
import type { Pence } from './money';
import { priceLine, promoDiscount, totalBeforeDiscount } from './pricing';

/**
 * A quote's lines and the money they come to (issue 30). A garment line is one product in one colour with a
 * quantity per size and its decorations, each priced per garment; a custom line is a charge the seller writes
 * ("Digitising", "Rush production"). Every total a quote shows (editor, buyer's page, PDF, mails, the order it
 * becomes) comes from quoteTotals over the stored lines: a price a client sends is never a total.
 */

export interface QuoteSizeQuantity {
  size: string;
  quantity: number;
}

/** A decoration as a quote line stores it: the order's snapshot shape, with the shop's own price beside. */
export type QuoteDecoration = StoredDecoration & { unitPrice: Pence; shopUnitPrice: Pence };

export interface QuoteGarmentLine {
  kind: 'garment';
  productId: string;
  colour: string;
  sizes: QuoteSizeQuantity[];
  /** What each garment is charged: the shop's price at its quantity break unless the seller overrode it. */
  unitPrice: Pence;
  /** The shop's own price each when the line was last priced, so the editor can say a price is overridden. */
  shopUnitPrice: Pence;
  /** The break that priced shopUnitPrice (its minQuantity), or null at the base price. */
  priceBreak: number | null;
  /** One per position, each with `unitPrice` (what each garment pays there) set. */
  decorations: QuoteDecoration[];
}

export interface QuoteCustomLine {
  kind: 'custom';
  description: string;
  quantity: number;
  unitPrice: Pence;
}

export type QuoteLine = QuoteGarmentLine | QuoteCustomLine;

/** What a quote charges beyond its lines: a percent off everything but delivery, and the delivery. */
export interface QuoteCharges {
  discountPercent: number;
  shipping: Pence;
}

export interface QuoteTotals {
  /** Garments and custom lines: unit price × quantity. */
  goods: Pence;
  /** Decoration on every garment. */
  logoCharges: Pence;
  /** goods + logo charges */
  subtotal: Pence;
  discountPercent: number;
  discount: Pence;
  shipping: Pence;
  total: Pence;
  /** Garments quoted (custom lines are not garments). */
  garmentCount: number;
}

export const QUOTE_LIMITS = {
  lines: 40,
  sizesPerLine: 30,
  descriptionLength: 200,
  messageLength: 4000,
  maxDiscountPercent: 100,
  /** A quote is for the shop's customers in pounds: no line or charge over £100,000. */
  maxPence: 10_000_000,
} as const;

/** Garments on a line: its sizes' quantities together. */
export const quoteLineQuantity = (line: QuoteLine) =>
  line.kind === 'garment' ? line.sizes.reduce((n, s) => n + s.quantity, 0) : line.quantity;

/** What each garment's decorations come to on a garment line. */
export const decorationEach = (line: QuoteGarmentLine): Pence =>
  line.decorations.reduce((n, d) => n + d.unitPrice, 0);

/** A line's money: its garments or charge, and its decoration (as an order line's goods and logo charge). */
export function quoteLinePrice(line: QuoteLine): { goods: Pence; logoCharge: Pence } {
  const quantity = quoteLineQuantity(line);
  if (line.kind === 'custom') return { goods: line.unitPrice * quantity, logoCharge: 0 };
  return priceLine({
    unitPrice: line.unitPrice,
    quantity,
    decorations: line.decorations.map((d) => ({
      designKey: '',
      isPreviousLogo: true,
      price: d.unitPrice ?? 0,
    })),
  });
}

/** The quote's totals: lines, then the discount on them (never on delivery), then delivery. */
export function quoteTotals(lines: readonly QuoteLine[], charges: QuoteCharges): QuoteTotals {
  const prices = lines.map(quoteLinePrice);
  const goods = prices.reduce((n, p) => n + p.goods, 0);
  const logoCharges = prices.reduce((n, p) => n + p.logoCharge, 0);
  const subtotal = totalBeforeDiscount({ goods, logoCharges, setupFees: 0 });
  const discount = promoDiscount(subtotal, charges.discountPercent);
  return {
    goods,
    logoCharges,
    subtotal,
    discountPercent: charges.discountPercent,
    discount,
    shipping: charges.shipping,
    total: subtotal - discount + charges.shipping,
    garmentCount: lines.reduce((n, l) => n + (l.kind === 'garment' ? quoteLineQuantity(l) : 0), 0),
  };
}
