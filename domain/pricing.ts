import { designKey, type LineItem } from './line-item';
import { formatPounds, type Pence } from './money';
import { shippingCost, type ShippingType } from './shipping';

/**
 * Every money figure the shop charges, in integer pence (DESIGN.md, "Logo prices" and "Promo discount").
 * The customiser, the wizard, the cart, checkout, the order and the payment provider all use these functions,
 * so they always agree.
 */

/** Applying a logo (embroidery or print), per garment per position. */
export const LOGO_APPLICATION_FEE: Pence = 550;
/** One-time setup (digitising) for each new design, once per order however many garments carry it. */
export const SETUP_FEE: Pence = 2000;

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10_000;

/** A line as pricing sees it: what the garment costs and what is applied to it. */
export interface PricedLineInput {
  unitPrice: Pence;
  quantity: number;
  /** Garments in one unit: 1 for a garment, the bundle's garment count for a bundle (each is decorated). */
  garmentsPerUnit?: number;
  /** One per position: each costs the application fee per garment. */
  decorations: readonly PricedDecoration[];
}

export interface PricedDecoration {
  /** The same design at several positions or on several lines pays its setup once: an uploaded logo's id, or a text logo's text+font. */
  designKey: string;
  /** A logo whose setup was paid on an earlier order has no setup fee. */
  isPreviousLogo: boolean;
}

export interface LinePrice {
  /** unit price × quantity */
  goods: Pence;
  /** application fee × positions × quantity */
  logoCharge: Pence;
}

export interface CartTotals {
  lines: LinePrice[];
  goods: Pence;
  logoCharges: Pence;
  setupFees: Pence;
  /** Number of distinct new designs paying a setup fee. */
  newDesigns: number;
  /** goods + logo charges + setup fees */
  totalBeforeDiscount: Pence;
  discountPercent: number;
  discount: Pence;
  shippingType: ShippingType;
  shipping: Pence;
  total: Pence;
  itemCount: number;
}

/** What the logos on one garment cost: the application fee at each position (the cart's "Logo £11.00 per item"). */
export function logoChargePerGarment(positions: number): Pence {
  return LOGO_APPLICATION_FEE * positions;
}

export function priceLine(line: PricedLineInput): LinePrice {
  const goods = line.unitPrice * line.quantity;
  const logoCharge =
    logoChargePerGarment(line.decorations.length) * line.quantity * (line.garmentsPerUnit ?? 1);
  return { goods, logoCharge };
}

/** A line's total as the shopper reads it beside the line: its garments and their logos (setup is the order's). */
export function lineTotal(line: LinePrice): Pence {
  return line.goods + line.logoCharge;
}

/** What a charge of `quantity` units comes to (a hosted checkout's line item). */
export function chargeAmount(charge: { unitAmount: Pence; quantity: number }): Pence {
  return charge.unitAmount * charge.quantity;
}

/** What one unit of a line costs with its decorations (a hosted checkout's line item): the line's price for 1. */
export function chargePerUnit(line: PricedLineInput): Pence {
  const one = priceLine({ ...line, quantity: 1 });
  return one.goods + one.logoCharge;
}

/** The setup fees of a set of lines: one per distinct new design. */
export function setupFeesFor(lines: readonly PricedLineInput[]): { setupFees: Pence; newDesigns: number } {
  const designs = new Set<string>();
  for (const line of lines) {
    for (const d of line.decorations) if (!d.isPreviousLogo) designs.add(d.designKey);
  }
  return { setupFees: designs.size * SETUP_FEE, newDesigns: designs.size };
}

/** What the shopper pays for before any promo and shipping: garments, logo charges and setup fees. */
export function totalBeforeDiscount(parts: { goods: Pence; logoCharges: Pence; setupFees: Pence }): Pence {
  return parts.goods + parts.logoCharges + parts.setupFees;
}

/**
 * The promo discount: a whole-pence share of the total before discount (garments, logo charges and setup fees;
 * never shipping), rounded half up so the shopper never loses the odd half penny.
 */
export function promoDiscount(discountable: Pence, percent: number): Pence {
  if (percent <= 0) return 0;
  return Math.round((discountable * Math.min(percent, 100)) / 100);
}

export function priceCart(
  lines: readonly PricedLineInput[],
  options: { shippingType?: ShippingType; discountPercent?: number } = {},
): CartTotals {
  const shippingType = options.shippingType ?? 'standard';
  const discountPercent = options.discountPercent ?? 0;
  const linePrices = lines.map(priceLine);
  const goods = sum(linePrices.map((l) => l.goods));
  const logoCharges = sum(linePrices.map((l) => l.logoCharge));
  const { setupFees, newDesigns } = setupFeesFor(lines);
  const beforeDiscount = totalBeforeDiscount({ goods, logoCharges, setupFees });
  const discount = promoDiscount(beforeDiscount, discountPercent);
  // "free delivery on orders of £100 or more" counts everything the shopper pays for before any promo
  const shipping = lines.length === 0 ? 0 : shippingCost(shippingType, beforeDiscount);
  return {
    lines: linePrices,
    goods,
    logoCharges,
    setupFees,
    newDesigns,
    totalBeforeDiscount: beforeDiscount,
    discountPercent,
    discount,
    shippingType,
    shipping,
    total: beforeDiscount - discount + shipping,
    // garments, so a bundle of ten counts ten
    itemCount: sum(lines.map((l) => l.quantity * (l.garmentsPerUnit ?? 1))),
  };
}

/**
 * What decorating a batch of garments costs on top of the garments, as the wizard's price breakdown shows it
 * before the shopper adds them: per position the application fee, and a setup fee per distinct new design that
 * is not already paid for in `paidDesignKeys` (designs already in the cart).
 */
export function decorationBatchCharges(input: {
  quantity: number;
  decorations: readonly (PricedDecoration & { position: string })[];
  paidDesignKeys?: ReadonlySet<string>;
}): {
  positions: { position: string; application: Pence }[];
  setup: Pence;
  newDesigns: number;
  total: Pence;
} {
  const positions = input.decorations.map((d) => ({
    position: d.position,
    application: LOGO_APPLICATION_FEE * input.quantity,
  }));
  const designs = new Set(
    input.decorations
      .filter((d) => !d.isPreviousLogo && !input.paidDesignKeys?.has(d.designKey))
      .map((d) => d.designKey),
  );
  const setup = designs.size * SETUP_FEE;
  return {
    positions,
    setup,
    newDesigns: designs.size,
    total: sum(positions.map((p) => p.application)) + setup,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** A line in the shape pricing takes: every decoration with its own design. */
export function pricingInput(
  line: Pick<LineItem, 'unitPrice' | 'quantity' | 'decorations' | 'bundle'>,
): PricedLineInput {
  return {
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    ...(line.bundle ? { garmentsPerUnit: line.bundle.garmentCount } : {}),
    decorations: line.decorations.map((d) => ({
      designKey: designKey(d.design),
      isPreviousLogo: d.isPreviousLogo,
    })),
  };
}

/** A cart line as the cart's figures see it: what pricing takes, and whether it can still be bought. */
export type CartPricingLine = Pick<
  LineItem,
  'unitPrice' | 'quantity' | 'decorations' | 'bundle' | 'unavailable'
>;

/**
 * A cart's figures (the cart page, its JSON, checkout and the reminder mail): a line no longer sold keeps its own
 * price for the shopper to read, but leaves the subtotal and every total, its setup fees and item count too.
 */
export function priceCartLines(
  lines: readonly CartPricingLine[],
  options: { shippingType?: ShippingType; discountPercent?: number } = {},
): CartTotals {
  const sold = lines.filter((l) => !l.unavailable);
  const totals = priceCart(sold.map(pricingInput), options);
  let next = 0;
  return {
    ...totals,
    lines: lines.map((l) => (l.unavailable ? priceLine(pricingInput(l)) : totals.lines[next++]!)),
  };
}

/** What a hosted checkout charges, as the payment provider adds it up to the order's total. */
export interface CheckoutCharges {
  /** One per line, in the lines' order: one unit with the logos on each of its garments, and how many. */
  lines: { unitAmount: Pence; quantity: number }[];
  /** The setup fees as one charge; null when no new design pays one. */
  setup: { amount: Pence; newDesigns: number } | null;
  shipping: Pence;
  /** The promo discount taken off; null when there is none. */
  discount: Pence | null;
}

/**
 * The checkout's figures: the cart's totals with the promo's discount (what the order records) and the same
 * money as the provider's charges. With every line sold (checkout refuses a cart with a line no longer sold),
 * the lines' units times their quantities, the setup, and shipping, less the discount, make the total.
 */
export function priceCheckout(
  lines: readonly CartPricingLine[],
  options: { shippingType: ShippingType; discountPercent: number },
): { totals: CartTotals; charges: CheckoutCharges } {
  const totals = priceCartLines(lines, options);
  return {
    totals,
    charges: {
      lines: lines.map((l) => ({ unitAmount: chargePerUnit(pricingInput(l)), quantity: l.quantity })),
      setup: totals.setupFees > 0 ? { amount: totals.setupFees, newDesigns: totals.newDesigns } : null,
      shipping: totals.shipping,
      discount: totals.discount > 0 ? totals.discount : null,
    },
  };
}

/**
 * What a cart line whose price moved since the shopper saw it says, once: "Price changed from £12.99 to £9.99".
 * Null when the price is the one they saw.
 */
export function priceChangeNotice(line: Pick<LineItem, 'unitPrice' | 'previousUnitPrice'>): string | null {
  const was = line.previousUnitPrice;
  if (was === undefined || was === line.unitPrice) return null;
  return `Price changed from ${formatPounds(was)} to ${formatPounds(line.unitPrice)}`;
}
