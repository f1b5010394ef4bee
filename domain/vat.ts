/**
 * VAT (issue 34). Off by default: the shop is not VAT registered and says so ("No VAT charged — not VAT
 * registered"). Once the Owner registers, from the start day every price the seller enters is VAT-inclusive; an
 * order keeps net, VAT and gross per rate as charged, and nothing placed before the start day changes.
 *
 * The figures are pence. VAT is worked out per charged line (a cart line's garments and logos, the setup fees,
 * delivery) from its VAT-inclusive amount and rounded per line, as HMRC allows; a rate's net is its gross less
 * its VAT, so net + VAT = gross to the penny on every line, rate and order.
 */
import type { LineItem } from './line-item';
import type { Pence } from './money';
import type { CartTotals } from './pricing';

/** The UK standard rate, in percent. */
export const VAT_STANDARD_RATE_PERCENT = 20;

/** A product's VAT liability: standard-rated, zero-rated (e.g. children's clothing) or exempt. */
export const VAT_RATES = ['standard', 'zero', 'exempt'] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  standard: `Standard rate (${VAT_STANDARD_RATE_PERCENT}%)`,
  zero: 'Zero-rated (0%)',
  exempt: 'Exempt',
};

export function vatPercentOf(rate: VatRate): number {
  return rate === 'standard' ? VAT_STANDARD_RATE_PERCENT : 0;
}

/** A UK VAT number: GB and 9 or 12 digits, spaces ignored (tidyVatNumber takes them out). */
export const VAT_NUMBER_PATTERN = /^GB(\d{9}|\d{12})$/;
export const tidyVatNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** What the Owner set in /admin/settings (shop_settings `vat`). */
export interface VatSettings {
  registered: boolean;
  /** GB123456789, as tidied */
  vatNumber: string | null;
  /** The day VAT is charged from (YYYY-MM-DD, London): orders placed on or after it. */
  startDay: string | null;
}

export const NOT_VAT_REGISTERED: VatSettings = { registered: false, vatNumber: null, startDay: null };

/** Whether VAT is charged at a moment: what every VAT sentence and every new order follows. */
export type VatMode = { charged: false } | { charged: true; vatNumber: string; startDay: string };

export const NO_VAT_MODE: VatMode = { charged: false };

/** The mode on a London day (YYYY-MM-DD): charged from the start day of a registration, never before. */
export function vatModeOn(settings: VatSettings, day: string): VatMode {
  if (!settings.registered || !settings.vatNumber || !settings.startDay) return NO_VAT_MODE;
  if (day < settings.startDay) return NO_VAT_MODE;
  return { charged: true, vatNumber: settings.vatNumber, startDay: settings.startDay };
}

/** The VAT inside a VAT-inclusive amount at a rate, rounded to the nearest penny (halves away from zero). */
export function vatOfGross(gross: Pence, rate: VatRate): Pence {
  const percent = vatPercentOf(rate);
  if (percent === 0) return 0;
  const exact = (Math.abs(gross) * percent) / (100 + percent);
  return Math.sign(gross) * Math.round(exact);
}

/** A VAT-inclusive amount without its VAT: what a trade buyer reads as the ex-VAT price. */
export function netOfGross(gross: Pence, rate: VatRate): Pence {
  return gross - vatOfGross(gross, rate);
}

/** One rate's part of an order, an invoice or a credit note. */
export interface VatRateTotals {
  rate: VatRate;
  percent: number;
  net: Pence;
  vat: Pence;
  gross: Pence;
}

/** An order's VAT as charged and stored on it (orders.vat): per rate present, and the sums. */
export interface OrderVat {
  vatNumber: string;
  rates: VatRateTotals[];
  net: Pence;
  vat: Pence;
  gross: Pence;
}

/** A charged line as VAT sees it: its VAT-inclusive amount after any discount, and its rate. */
export interface VatChargeLine {
  gross: Pence;
  rate: VatRate;
}

/** Lines summed per rate, each line's VAT rounded on its own; rates in VAT_RATES order, only those present. */
export function vatByRate(lines: readonly VatChargeLine[]): VatRateTotals[] {
  return VAT_RATES.flatMap((rate) => {
    const mine = lines.filter((l) => l.rate === rate);
    if (mine.length === 0) return [];
    const gross = sum(mine.map((l) => l.gross));
    const vat = sum(mine.map((l) => vatOfGross(l.gross, rate)));
    return [{ rate, percent: vatPercentOf(rate), net: gross - vat, vat, gross }];
  });
}

/**
 * `total` shared in proportion to `weights`, in whole pence that add up to it exactly (largest remainders take
 * the odd pence; ties go to the earlier weight). All-zero weights share nothing but the first takes the total.
 */
export function apportion(total: Pence, weights: readonly number[]): Pence[] {
  if (weights.length === 0) return [];
  const whole = sum(weights.map((w) => Math.max(0, w)));
  if (whole === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = Math.sign(total);
  const magnitude = Math.abs(total);
  const exact = weights.map((w) => (magnitude * Math.max(0, w)) / whole);
  const shares = exact.map(Math.floor);
  let left = magnitude - sum(shares);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((s) => s * sign);
}

/** An order's charges as VAT needs them: its lines with their rates, and the order-wide charges. */
export interface OrderVatInput {
  /** Each line's goods + logo charges (VAT-inclusive), and its product's rate. */
  lines: readonly VatChargeLine[];
  /** Setup (digitising) is a standard-rated service. */
  setupFees: Pence;
  /** The promo discount, shared over the lines and setup in proportion to what each cost. */
  discount: Pence;
  /** Delivery follows the goods it carries: shared over the lines in proportion to their discounted amounts. */
  shipping: Pence;
}

/**
 * An order's VAT from its VAT-inclusive charges. The gross of the result is exactly lines + setup − discount +
 * shipping, the order's total.
 */
export function orderVat(input: OrderVatInput, vatNumber: string): OrderVat {
  const charged: VatChargeLine[] = [
    ...input.lines.map((l) => ({ gross: l.gross, rate: l.rate })),
    ...(input.setupFees !== 0 ? [{ gross: input.setupFees, rate: 'standard' as const }] : []),
  ];
  const discounts = apportion(
    input.discount,
    charged.map((c) => c.gross),
  );
  const discounted = charged.map((c, i) => ({ gross: c.gross - discounts[i]!, rate: c.rate }));
  const goodsLines = discounted.slice(0, input.lines.length);
  const shippingShares = apportion(
    input.shipping,
    goodsLines.map((l) => l.gross),
  );
  const shippingLines: VatChargeLine[] =
    goodsLines.length === 0
      ? input.shipping !== 0
        ? [{ gross: input.shipping, rate: 'standard' }]
        : []
      : goodsLines.map((l, i) => ({ gross: shippingShares[i]!, rate: l.rate })).filter((l) => l.gross !== 0);
  return withSums(vatNumber, vatByRate([...discounted, ...shippingLines]));
}

/**
 * The VAT of a credit note giving back `amount` of an order: the whole order's figures for a full refund, else
 * the amount shared over the order's rates by their gross, each rate's VAT worked out from its share.
 */
export function creditNoteVat(order: OrderVat, amount: Pence): OrderVat {
  if (amount === order.gross) return order;
  const shares = apportion(
    amount,
    order.rates.map((r) => r.gross),
  );
  const rates = order.rates
    .map((r, i) => {
      const gross = shares[i]!;
      const vat = vatOfGross(gross, r.rate);
      return { rate: r.rate, percent: r.percent, net: gross - vat, vat, gross };
    })
    .filter((r) => r.gross !== 0);
  return withSums(order.vatNumber, rates);
}

function withSums(vatNumber: string, rates: VatRateTotals[]): OrderVat {
  return {
    vatNumber,
    rates,
    net: sum(rates.map((r) => r.net)),
    vat: sum(rates.map((r) => r.vat)),
    gross: sum(rates.map((r) => r.gross)),
  };
}

/**
 * A cart or order line's rate: its product's; a bundle's is its garments' when they all share one, else the
 * standard rate (a mixed bundle is sold as one supply at one price). A deleted product's line: the standard rate.
 */
export function lineVatRate(
  line: Pick<LineItem, 'productId' | 'bundle'>,
  rateOf: (productId: string) => VatRate | undefined,
): VatRate {
  const ids = line.bundle ? line.bundle.garments.map((g) => g.productId) : [line.productId];
  const rates = new Set(ids.map((id) => (id ? (rateOf(id) ?? 'standard') : 'standard')));
  return rates.size === 1 ? [...rates][0]! : 'standard';
}

/**
 * A priced cart's VAT (the cart, checkout and the order it makes): each sold line's goods and logo charges at
 * its rate, with the cart's setup fees, discount and delivery. `lineRates` follows `lines`; a line no longer
 * sold is in neither the totals nor the VAT.
 */
export function cartVat(
  lines: readonly (Pick<LineItem, 'unavailable'> & { rate: VatRate })[],
  totals: Pick<CartTotals, 'lines' | 'setupFees' | 'discount' | 'shipping'>,
  vatNumber: string,
): OrderVat {
  const charged = lines.flatMap((line, i) => {
    const price = totals.lines[i];
    return line.unavailable || !price ? [] : [{ gross: price.goods + price.logoCharge, rate: line.rate }];
  });
  return orderVat(
    { lines: charged, setupFees: totals.setupFees, discount: totals.discount, shipping: totals.shipping },
    vatNumber,
  );
}

/** A calendar quarter (the VAT summary's period): its first and last day, and its name. */
export interface VatQuarter {
  start: string;
  end: string;
  /** "Jan–Mar 2027" */
  label: string;
}

const QUARTER_NAMES = ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'];

/** The calendar quarter a London day (YYYY-MM-DD) falls in. */
export function vatQuarterOf(day: string): VatQuarter {
  const year = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3);
  const startMonth = q * 3 + 1;
  const endMonth = startMonth + 2;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    start: `${year}-${pad(startMonth)}-01`,
    end: `${year}-${pad(endMonth)}-${pad(lastDay)}`,
    label: `${QUARTER_NAMES[q]} ${year}`,
  };
}

/**
 * Whether a registration may start on `startDay` when set on `today`: any day from the start of the current
 * quarter on (a start further back would re-open orders already invoiced without VAT).
 */
export function vatStartDayAllowed(startDay: string, today: string): boolean {
  return startDay >= vatQuarterOf(today).start;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
