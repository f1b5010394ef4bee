/**
 * Reading a carrier's CSV export for bulk shipping (issue 35). Apart from domain/bulk-shipping so that the seller's
 * screen, which imports that module's constants, never bundles the CSV parser (csv-parse needs Node's Buffer).
 */
import { TrackingIdSchema, SHIPPING_CARRIERS } from './carriers';
import {
  BULK_SHIPPING_MAX_ROWS,
  BULK_SHIPPING_MESSAGES,
  formulaStart,
  markDuplicates,
  matchCarrier,
  orderLabel,
  orderNumberOf,
  quoted,
  type SheetRow,
} from './bulk-shipping';
import { parseCsv } from './csv-read';

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
