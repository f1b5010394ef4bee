import { csvRow } from './csv';
import type { LineItem } from './line-item';
import { formatPounds, type Pence } from './money';
import { namesCharge, namesLabel, type LineNames } from './names';

/**
 * How a line's names and its team store are said wherever a line's decorations show (issue 32): the cart,
 * checkout, order pages, mails, invoice and work order. Names are plain text here: each page, mail or document
 * escapes them its own way (React, the mail templates, PDF text, csvRow).
 */

/** "Names £3.50 each": the price per name the line charges (or charged). */
export const namesEachText = (names: Pick<LineNames, 'unitPrice'>) =>
  `Names ${formatPounds(names.unitPrice)} each`;

/** "Large Back: Print, Script": where and how the names go. */
export const namesPlacementText = (names: Pick<LineNames, 'position' | 'method' | 'font'>) =>
  `${names.position}: ${names.method}, ${names.font}`;

/** "12 names · Large Back: Print, Script · Names £3.50 each": the line's names in one sentence. */
export function lineNamesText(names: LineNames): string {
  return `${namesLabel(names.names.length)} · ${namesPlacementText(names)} · ${namesEachText(names)}`;
}

/** "From St Mary's School": a team store's line. */
export const storeLineText = (store: Pick<NonNullable<LineItem['store']>, 'name'>) => `From ${store.name}`;

/** What a store line says instead of a logo price: its decoration is in the price each. */
export const LOGO_INCLUDED = 'Logo included';

/**
 * The names charge of a set of lines, for the invoice's own row: how many names, what they cost together, and
 * the price each when every line charged the same (null when they differ, or there are none).
 */
export function namesChargeOf(lines: readonly Pick<LineItem, 'names'>[]): {
  count: number;
  charge: Pence;
  unitPrice: Pence | null;
} {
  const named = lines.flatMap((l) => (l.names && l.names.names.length > 0 ? [l.names] : []));
  const prices = new Set(named.map((n) => n.unitPrice));
  return {
    count: named.reduce((n, l) => n + l.names.length, 0),
    charge: named.reduce((n, l) => n + namesCharge(l), 0),
    unitPrice: prices.size === 1 ? [...prices][0]! : null,
  };
}

/** "Names: 24 × £3.50" (or "Names: 24 names" when the lines charged different prices per name). */
export function namesChargeLabel(summary: { count: number; unitPrice: Pence | null }): string {
  return summary.unitPrice === null
    ? `Names: ${namesLabel(summary.count)}`
    : `Names: ${summary.count} × ${formatPounds(summary.unitPrice)}`;
}

/** The names CSV's columns (GET /api/orders/{id}/names.csv, and a team store's batch). */
export const NAMES_CSV_COLUMNS = ['Product', 'Colour', 'Size', 'Name'] as const;

/**
 * Every name of the lines as CSV for the seller's spreadsheet: a byte-order mark (so Excel reads UTF-8), the
 * heading, then one row per name in the lines' order. csvRow quotes and defuses formulas: a name "=SUM(A1)" is
 * written "'=SUM(A1)".
 */
export function namesCsv(lines: readonly Pick<LineItem, 'title' | 'colour' | 'size' | 'names'>[]): string {
  const rows = lines.flatMap((l) =>
    (l.names?.names ?? []).map((name) => csvRow([l.title, l.colour, l.size, name])),
  );
  return `\uFEFF${csvRow(NAMES_CSV_COLUMNS)}${rows.join('')}`;
}
