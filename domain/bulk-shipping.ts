/**
 * Bulk shipping (issue 35): the seller marks many orders shipped at once, from a selection on the orders list or
 * from a carrier's CSV export (order reference, carrier, tracking number). Every row is checked before anything
 * is applied, and each problem is named with its row ("Row 7: order WW-1042 is not paid"). Pure: the server
 * reads the orders and applies the rows that pass.
 */
import { z } from 'zod';
import { MAX_TRACKING_ID_LENGTH, SHIPPING_CARRIERS, type ShippingCarrier } from './carriers';
import type { OrderStatus, PaymentStatus } from './orders';
import { shippingProblem, type ProductionStatus } from './production';

/** The largest file read: anything bigger is refused before it is parsed. */
export const BULK_SHIPPING_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows one file or selection ships: a day's parcels for a busy decorator, and well inside one request. */
export const BULK_SHIPPING_MAX_ROWS = 1000;

export const BULK_SHIPPING_MESSAGES = {
  tooLarge: 'The file is over 2 MB.',
  empty: 'The file has no rows to read.',
  notText: 'The file is not a CSV (text) file.',
  unreadable: 'The file could not be read as CSV: a quote is not closed or a row is broken.',
  tooManyRows: `The file has more than ${BULK_SHIPPING_MAX_ROWS.toLocaleString('en-GB')} orders: please split it.`,
  noOrderColumn:
    'The file has no order number column: name one "Order number", "Order reference" or "Reference".',
  noCarrierColumn: 'The file has no carrier column: name one "Carrier" or "Service".',
  nothingToApply: 'There are no orders ready to ship.',
} as const;

/** Names other than our own that carriers' exports use for a carrier (lower case). */
const CARRIER_ALIASES: readonly (readonly [string, ShippingCarrier])[] = [
  ['royal mail', 'Royal Mail'],
  ['royalmail', 'Royal Mail'],
  ['parcelforce', 'Parcelforce'],
  ['parcel force', 'Parcelforce'],
  ['dpd', 'DPD'],
  ['evri', 'Evri'],
  ['hermes', 'Evri'],
  ['dhl', 'DHL'],
  ['ups', 'UPS'],
  ['united parcel service', 'UPS'],
  ['fedex', 'FedEx'],
  ['federal express', 'FedEx'],
  ['usps', 'USPS'],
  ['other', 'Other'],
];

/**
 * The shop's carrier a cell names: ours as written in any case, or a carrier's service as exports word it
 * ("Royal Mail Tracked 48", "DPD Next Day", "Hermes"); null when it names none of them.
 */
export function matchCarrier(cell: string): ShippingCarrier | null {
  const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  for (const [alias, carrier] of CARRIER_ALIASES)
    if (text === alias || text.startsWith(`${alias} `) || text.startsWith(`${alias}-`)) return carrier;
  return null;
}

/**
 * The order number a reference names: "1042", "#1042", or with a prefix of letters ("WW-1042", "WW1042",
 * "Order 1042"); null for anything else.
 */
export function orderNumberOf(reference: string): number | null {
  const match = /^(?:[A-Za-z]{1,12}[\s-]*)?#?\s*(\d{1,9})$/.exec(reference.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 ? n : null;
}

/**
 * The character a cell starts with that a spreadsheet would run as a formula, or null. `=` and `@` always;
 * `+` and `-` unless the cell is a plain number or phone number ("-1.50", "+44 7700 900123"): carriers' exports
 * are full of those.
 */
export function formulaStart(cell: string): string | null {
  const text = cell.replace(/^[\s]+/, '');
  const first = text[0];
  if (first === '=' || first === '@') return first;
  if ((first === '+' || first === '-') && !/^[+-][\d\s.,()]*$/.test(text)) return first;
  // a tab or return before the formula hides it from a glance, not from the spreadsheet
  if (/^[\t\r]/.test(cell) && text !== '') return formulaStart(text);
  return null;
}

/** One row to ship as the seller's file or selection gives it, before the order is looked up. */
export const ShipRowInputSchema = z
  .object({
    row: z
      .number()
      .int()
      .min(1)
      .max(BULK_SHIPPING_MAX_ROWS + 1)
      .describe("The row's number in the file (the header is row 1), or its place in the selection"),
    order: z
      .string()
      .trim()
      .min(1, 'Each row needs an order number')
      .max(40, 'An order reference is at most 40 characters')
      .describe('The order as written: "1042", "#1042" or "WW-1042"'),
    carrier: z.enum(SHIPPING_CARRIERS).describe(`One of ${SHIPPING_CARRIERS.join(', ')}`),
    trackingId: z
      .string()
      .trim()
      .max(MAX_TRACKING_ID_LENGTH)
      .describe("The carrier's tracking number; blank uses the one saved on the order"),
  })
  .strict();
export type ShipRowInput = z.infer<typeof ShipRowInputSchema>;

/** A row read from a file: ready to look its order up, or a problem already. */
export type SheetRow =
  | (ShipRowInput & { problem: null })
  | { row: number; order: string; carrier: string; trackingId: string; problem: string };

/** A problem as the preview says it: "Row 7: order WW-1042 is not paid". */
export const rowMessage = (row: number, problem: string) => `Row ${row}: ${problem}`;

export const quoted = (text: string) => `“${text}”`;
export const orderLabel = (order: string) => `order ${order}`;

/** Every row of an order listed more than once is a problem: which one is right is the seller's call. */
export function markDuplicates<R extends { row: number; order: string; problem: string | null }>(
  rows: readonly R[],
): R[] {
  const rowsOf = new Map<number, number[]>();
  for (const r of rows) {
    const n = orderNumberOf(r.order);
    if (n !== null) rowsOf.set(n, [...(rowsOf.get(n) ?? []), r.row]);
  }
  return rows.map((r) => {
    const n = orderNumberOf(r.order);
    const others = n === null ? [] : rowsOf.get(n)!.filter((x) => x !== r.row);
    if (others.length === 0 || r.problem) return r;
    const also = others.length === 1 ? `row ${others[0]}` : `rows ${others.join(', ')}`;
    return { ...r, problem: `${orderLabel(r.order)} is listed twice (also on ${also})` };
  });
}

/** What a row needs to know of its order to say whether it may ship. */
export interface ShippableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  abandoned: boolean;
  trackingId: string | null;
  hasDecoration: boolean;
  productionStatus: ProductionStatus | null;
}

/**
 * Why this order may not be marked shipped from this row, or null when it may: found, paid (or invoiced on a
 * trade account), not cancelled, refunded or shipped already, its proof approved when it is decorated, and a
 * tracking number in the row or saved on the order (Shipped always carries one).
 */
export function shipRowProblem(
  row: { order: string; trackingId: string },
  order: ShippableOrder | null | undefined,
): string | null {
  const label = orderLabel(row.order);
  if (!order) return `${label} was not found`;
  if (order.paymentStatus === 'refunded') return `${label} was refunded`;
  if (order.status === 'Cancelled') return `${label} is cancelled`;
  if (order.paymentStatus === 'unpaid' || order.abandoned) return `${label} is not paid`;
  if (order.status === 'Shipped') return `${label} is already shipped`;
  if (order.status === 'Delivered') return `${label} is already delivered`;
  if (shippingProblem(order)) return `${label} cannot ship before its proof is approved`;
  if (!row.trackingId && !order.trackingId?.trim()) return `${label} has no tracking number`;
  return null;
}

/** "Apply 3 orders" */
export const applyLabel = (n: number) => `Apply ${n} ${n === 1 ? 'order' : 'orders'}`;
/** "Marked 3 orders shipped." */
export const appliedMessage = (n: number) =>
  n === 0 ? 'No orders were marked shipped.' : `Marked ${n} ${n === 1 ? 'order' : 'orders'} shipped.`;
