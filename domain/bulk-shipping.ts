/**
 * Bulk shipping (issue 35): the seller marks many orders shipped at once, from a selection on the orders list or
 * from a carrier's CSV export (order reference, carrier, tracking number). Every row is checked before anything
 * is applied, and each problem is named with its row ("Row 7: order WW-1042 is not paid"). Pure: the server
 * reads the orders and applies the rows that pass.
 */
import { z } from 'zod';
import {
  MAX_TRACKING_ID_LENGTH,
  SHIPPING_CARRIERS,
  TrackingIdSchema,
  type ShippingCarrier,
} from './carriers';
import { parseCsv } from './csv';
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

/** The header names carriers' tools and spreadsheets use, compared without case, spaces or punctuation. */
export const ORDER_HEADERS = [
  'order number',
  'order reference',
  'reference',
  'order',
  'order no',
  'order ref',
  'customer reference',
  'your reference',
  'order id',
] as const;
export const CARRIER_HEADERS = [
  'carrier',
  'shipping carrier',
  'courier',
  'service',
  'shipping service',
] as const;
export const TRACKING_HEADERS = [
  'tracking number',
  'tracking id',
  'tracking',
  'tracking no',
  'tracking code',
  'tracking reference',
  'consignment number',
  'parcel number',
] as const;

const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The index of the first column named like one of `names` (in the names' order of preference), or -1. */
function columnOf(headers: readonly string[], names: readonly string[]): number {
  const keys = headers.map(headerKey);
  for (const name of names) {
    const i = keys.indexOf(headerKey(name));
    if (i >= 0) return i;
  }
  return -1;
}

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

const quoted = (text: string) => `“${text}”`;
const orderLabel = (order: string) => `order ${order}`;

/**
 * The rows of a carrier's CSV export, each checked on its own (a formula, an unknown carrier, a bad tracking
 * number, a reference that is no order number), or the reason the whole file cannot be read. Rows are numbered
 * as a spreadsheet shows them: the header is row 1.
 */
export function readShippingCsv(text: string): { rows: SheetRow[] } | { error: string } {
  if (text.includes('\u0000')) return { error: BULK_SHIPPING_MESSAGES.notText };
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch {
    return { error: BULK_SHIPPING_MESSAGES.unreadable };
  }
  if (records.length < 2) return { error: BULK_SHIPPING_MESSAGES.empty };
  if (records.length - 1 > BULK_SHIPPING_MAX_ROWS) return { error: BULK_SHIPPING_MESSAGES.tooManyRows };
  const headers = records[0]!.map((h) => h.trim());
  const orderColumn = columnOf(headers, ORDER_HEADERS);
  if (orderColumn < 0) return { error: BULK_SHIPPING_MESSAGES.noOrderColumn };
  const carrierColumn = columnOf(headers, CARRIER_HEADERS.slice(0, 3));
  const serviceColumn = columnOf(headers, CARRIER_HEADERS.slice(3));
  if (carrierColumn < 0 && serviceColumn < 0) return { error: BULK_SHIPPING_MESSAGES.noCarrierColumn };
  const trackingColumn = columnOf(headers, TRACKING_HEADERS);

  const rows = records.slice(1).map((cells, i): SheetRow => {
    const row = i + 2;
    const cell = (column: number) => (column >= 0 ? (cells[column] ?? '').trim() : '');
    const order = cell(orderColumn);
    const carrierText = cell(carrierColumn) || cell(serviceColumn);
    const trackingId = cell(trackingColumn);
    const base = { row, order, carrier: carrierText, trackingId };
    const formula = cells.map(formulaStart).find((c) => c !== null);
    if (formula) return { ...base, problem: `a cell starts with ${formula} (formulas are not accepted)` };
    if (!order) return { ...base, problem: 'there is no order number' };
    if (orderNumberOf(order) === null) return { ...base, problem: `${quoted(order)} is not an order number` };
    const carrier = matchCarrier(carrierText);
    if (!carrierText) return { ...base, problem: `${orderLabel(order)} has no carrier` };
    if (!carrier)
      return {
        ...base,
        problem: `${quoted(carrierText)} is not a carrier we know (use one of ${SHIPPING_CARRIERS.join(', ')})`,
      };
    if (trackingId) {
      const checked = TrackingIdSchema.safeParse(trackingId);
      if (!checked.success)
        return { ...base, problem: `${orderLabel(order)}: ${checked.error.issues[0]!.message}` };
    }
    return { row, order, carrier, trackingId, problem: null };
  });
  return { rows: markDuplicates(rows) };
}

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
