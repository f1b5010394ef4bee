import { designKey, type LineItem } from './line-item';
import { formatPounds, type Pence } from './money';
import {
  chargedGarmentPrices,
  decorationBandKey,
  decorationPriceAt,
  garmentsPerDecorationBand,
  positionSize,
  setupFeeFor,
  type DecorationPricing,
  type PriceAtQuantity,
} from './price-breaks';
import { shippingCost, type ShippingType } from './shipping';
import type { LogoMethod } from './catalogue';

/**
 * Every money figure the shop charges, in integer pence (DESIGN.md, "Logo prices" and "Promo discount").
 * The customiser, the wizard, the cart, checkout, the order and the payment provider all use these functions,
 * so they always agree.
 */

/** Applying a logo (embroidery or print), per garment per position. */
export const LOGO_APPLICATION_FEE: Pence = 550;
/** One-time setup (digitising) for each new design, once per order however many garments carry it. */
export const SETUP_FEE: Pence = 2000;

/**
 * The seeds' decoration prices, and the shop's until the seller sets ladders (issue 29): £5.50 per garment per
 * position at any quantity, £20 setup once per new design per order, never waived.
 */
export const DEFAULT_DECORATION_PRICING: DecorationPricing = {
  applicationFee: LOGO_APPLICATION_FEE,
  setupFee: SETUP_FEE,
  setupFreeFrom: null,
  decoration: [],
};

/** What the setup fees of a cart or order follow: the fee, and from how many garments of a design it is waived. */
export type SetupRule = Pick<DecorationPricing, 'setupFee' | 'setupFreeFrom'>;

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
  /** A line with a name on each garment: the price of one name (domain/names.ts); absent without names. */
  namePrice?: Pence;
}

export interface PricedDecoration {
  /** The same design at several positions or on several lines pays its setup once: an uploaded logo's id, or a text logo's text+font. */
  designKey: string;
  /** A logo whose setup was paid on an earlier order has no setup fee. */
  isPreviousLogo: boolean;
  /** Per garment at this position, as its decoration ladder prices it; absent: the application fee. */
  price?: Pence;
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

/** What the logos on one garment of a line cost: each position's price (the cart's "Logo £9.00 per item"). */
export function logoPerGarment(decorations: readonly Pick<PricedDecoration, 'price'>[]): Pence {
  return sum(decorations.map((d) => d.price ?? LOGO_APPLICATION_FEE));
}

export function priceLine(line: PricedLineInput): LinePrice {
  const goods = line.unitPrice * line.quantity;
  const logoCharge =
    (logoPerGarment(line.decorations) + (line.namePrice ?? 0)) * line.quantity * (line.garmentsPerUnit ?? 1);
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

/**
 * The setup fees of a set of lines: one per distinct new design, unless the rule waives it for a design on enough
 * garments. `newDesigns` counts the designs that pay one.
 */
export function setupFeesFor(
  lines: readonly PricedLineInput[],
  rule: SetupRule = DEFAULT_DECORATION_PRICING,
): { setupFees: Pence; newDesigns: number } {
  // each new design and how many garments carry it (a garment with the design at two positions counts once)
  const garments = new Map<string, number>();
  for (const line of lines) {
    const designs = new Set(line.decorations.filter((d) => !d.isPreviousLogo).map((d) => d.designKey));
    for (const design of designs)
      garments.set(design, (garments.get(design) ?? 0) + line.quantity * (line.garmentsPerUnit ?? 1));
  }
  const fees = [...garments.values()].map((n) => setupFeeFor(rule, n)).filter((fee) => fee > 0);
  return { setupFees: sum(fees), newDesigns: fees.length };
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

/** How a cart is priced beyond its lines: the delivery chosen, the promo's percent, the shop's setup rule. */
export interface CartPricingOptions {
  shippingType?: ShippingType;
  discountPercent?: number;
  /** The seller's setup fee and waiver; the seeds' £20, never waived, when absent. */
  setup?: SetupRule;
  /** No delivery charge: a team store delivering everything to its organisation (issue 32). */
  noShipping?: boolean;
}

export function priceCart(lines: readonly PricedLineInput[], options: CartPricingOptions = {}): CartTotals {
  const shippingType = options.shippingType ?? 'standard';
  const discountPercent = options.discountPercent ?? 0;
  const linePrices = lines.map(priceLine);
  const goods = sum(linePrices.map((l) => l.goods));
  const logoCharges = sum(linePrices.map((l) => l.logoCharge));
  const { setupFees, newDesigns } = setupFeesFor(lines, options.setup);
  const beforeDiscount = totalBeforeDiscount({ goods, logoCharges, setupFees });
  const discount = promoDiscount(beforeDiscount, discountPercent);
  // "free delivery on orders of £100 or more" counts everything the shopper pays for before any promo
  const shipping = lines.length === 0 || options.noShipping ? 0 : shippingCost(shippingType, beforeDiscount);
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
  decorations: readonly (PricedDecoration & { position: string; method?: LogoMethod })[];
  paidDesignKeys?: ReadonlySet<string>;
  /**
   * The shop's decoration ladders and setup rule: each position is then priced at the batch's quantity, and says
   * its price each and the break reached. Without it, the seeds' flat rule.
   */
  pricing?: DecorationPricing;
}): {
  positions: ({ position: string; application: Pence } & Partial<PriceAtQuantity>)[];
  setup: Pence;
  newDesigns: number;
  total: Pence;
} {
  const { pricing, quantity } = input;
  const positions = input.decorations.map((d) => {
    if (!pricing || !d.method) return { position: d.position, application: LOGO_APPLICATION_FEE * quantity };
    const at = decorationPriceAt(pricing, d.method, positionSize(d.position), quantity);
    return { position: d.position, application: at.price * quantity, ...at };
  });
  const designs = new Set(
    input.decorations
      .filter((d) => !d.isPreviousLogo && !input.paidDesignKeys?.has(d.designKey))
      .map((d) => d.designKey),
  );
  const fees = [...designs].map(() => setupFeeFor(pricing ?? DEFAULT_DECORATION_PRICING, quantity));
  const setup = sum(fees);
  return {
    positions,
    setup,
    newDesigns: fees.filter((fee) => fee > 0).length,
    total: sum(positions.map((p) => p.application)) + setup,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** A line in the shape pricing takes: every decoration with its own design. */
export function pricingInput(
  line: Pick<LineItem, 'unitPrice' | 'quantity' | 'decorations' | 'bundle' | 'names' | 'store'>,
): PricedLineInput {
  return {
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    ...(line.bundle ? { garmentsPerUnit: line.bundle.garmentCount } : {}),
    ...(line.names ? { namePrice: line.names.unitPrice } : {}),
    // a team store's decorations are in its price: no application fee, no setup fee
    decorations: (line.store ? [] : line.decorations).map((d) => ({
      designKey: designKey(d.design),
      isPreviousLogo: d.isPreviousLogo,
      ...(d.unitPrice !== undefined ? { price: d.unitPrice } : {}),
    })),
  };
}

/** A cart line as quantity breaks reprice it. */
export type ChargeableLine = Pick<
  LineItem,
  | 'productId'
  | 'unitPrice'
  | 'priceBreak'
  | 'quantity'
  | 'decorations'
  | 'bundle'
  | 'ladder'
  | 'unavailable'
  | 'store'
>;

/**
 * A cart's lines at the prices their quantities reach (issue 29): each garment line at its product's break over
 * every garment of that product in the cart (bundles keep their price and do not count), and each decoration at
 * its ladder's break over the garments carrying that design at that position size. A line no longer sold counts
 * for nothing and is priced alone. Repricing priced lines gives the same lines, so the cart page can reprice as
 * the shopper steps a quantity, and the server's figures are the ones it shows.
 */
export function chargedLines<T extends ChargeableLine>(
  lines: readonly T[],
  pricing: DecorationPricing,
): (T & { priceBreak: number | null })[] {
  const garmentsOf = (l: ChargeableLine) => l.quantity * (l.bundle?.garmentCount ?? 1);
  const garmentPrices = chargedGarmentPrices(
    lines.map((l) => ({
      productId: l.ladder && !l.unavailable ? l.productId : null,
      quantity: l.quantity,
      isBundle: Boolean(l.bundle),
      basePrice: l.ladder?.basePrice ?? l.unitPrice,
      breaks: l.ladder?.breaks ?? [],
    })),
  );
  const bands = garmentsPerDecorationBand(
    lines.flatMap((l, i) =>
      l.unavailable || l.store
        ? []
        : l.decorations.map((d) => ({
            lineId: String(i),
            designKey: designKey(d.design),
            method: d.method,
            position: d.position,
            garments: garmentsOf(l),
          })),
    ),
  );
  return lines.map((line, i) => {
    // a team store's line is charged the store's price, its decorations included (no ladder, no breaks)
    if (line.store) return { ...line, priceBreak: null };
    const garment = line.ladder
      ? garmentPrices[i]!
      : { price: line.unitPrice, priceBreak: line.priceBreak ?? null };
    return {
      ...line,
      unitPrice: garment.price,
      priceBreak: garment.priceBreak,
      decorations: line.decorations.map((d) => {
        const band = decorationBandKey({ designKey: designKey(d.design), ...d });
        const at = decorationPriceAt(
          pricing,
          d.method,
          positionSize(d.position),
          (line.unavailable ? undefined : bands.get(band)) ?? garmentsOf(line),
        );
        return { ...d, unitPrice: at.price, priceBreak: at.priceBreak };
      }),
    };
  });
}

/** A cart line as the cart's figures see it: what pricing takes, and whether it can still be bought. */
export type CartPricingLine = Pick<
  LineItem,
  'unitPrice' | 'quantity' | 'decorations' | 'bundle' | 'unavailable' | 'names' | 'store'
>;

/**
 * A cart's figures (the cart page, its JSON, checkout and the reminder mail): a line no longer sold keeps its own
 * price for the shopper to read, but leaves the subtotal and every total, its setup fees and item count too.
 */
export function priceCartLines(
  lines: readonly CartPricingLine[],
  options: CartPricingOptions = {},
): CartTotals {
  const sold = lines.filter((l) => !l.unavailable);
  const totals = priceCart(sold.map(pricingInput), options);
  let next = 0;
  return {
    ...totals,
    lines: lines.map((l) => (l.unavailable ? priceLine(pricingInput(l)) : totals.lines[next++]!)),
  };
}

/**
 * A cart priced as the shop prices it (the cart page, its JSON, checkout): its lines at the breaks their
 * quantities reach, and its figures with the shop's setup rule.
 */
export function priceCartAtBreaks<T extends ChargeableLine & CartPricingLine>(
  lines: readonly T[],
  pricing: DecorationPricing,
  options: Omit<CartPricingOptions, 'setup'> = {},
): { lines: (T & { priceBreak: number | null })[]; totals: CartTotals } {
  const charged = chargedLines(lines, pricing);
  return { lines: charged, totals: priceCartLines(charged, { ...options, setup: pricing }) };
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
  options: CartPricingOptions & { shippingType: ShippingType; discountPercent: number },
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
export function priceChangeNotice(
  line: Pick<LineItem, 'unitPrice' | 'previousUnitPrice' | 'ladder'>,
): string | null {
  const was = line.previousUnitPrice;
  // the catalogue's price moved, not the break the quantities reached: the base prices are compared
  const now = line.ladder?.basePrice ?? line.unitPrice;
  if (was === undefined || was === now) return null;
  return `Price changed from ${formatPounds(was)} to ${formatPounds(now)}`;
}
