/**
 * What the VAT documents of an order say (issue 34): the VAT invoice and the VAT credit note (PDF), the order
 * page's VAT table, the confirmation mail's VAT rows and the seller's VAT summary per quarter. Pure: the PDF, the
 * pages and the mails render these rows, so each says the same figures in the same words. An order placed while
 * the shop was not VAT registered has no VAT (`vat` null) and none of this applies to it.
 */
import { z } from 'zod';
import { accountInvoiceTerms, type AccountTerms } from './documents';
import { londonToday } from './earnings';
import { formatPounds, type Pence } from './money';
import {
  VAT_RATE_LABELS,
  VAT_RATES,
  vatQuarterOf,
  type OrderVat,
  type VatQuarter,
  type VatRate,
} from './vat';

export const VAT_INVOICE = 'VAT invoice';
export const VAT_CREDIT_NOTE = 'VAT credit note';

/** One row of a VAT table: a rate (or "Total") with its net, VAT and gross, as words and pounds. */
export interface VatDocumentRow {
  rate: VatRate | 'total';
  label: string;
  net: string;
  vat: string;
  gross: string;
}

export const VAT_TABLE_HEADINGS = { rate: 'VAT rate', net: 'Net', vat: 'VAT', gross: 'Gross' } as const;

/** The table of net / VAT / gross per rate, then a total row when there is more than one rate. */
export function vatTableRows(vat: OrderVat): VatDocumentRow[] {
  const rows: VatDocumentRow[] = vat.rates.map((r) => ({
    rate: r.rate,
    label: VAT_RATE_LABELS[r.rate],
    net: formatPounds(r.net),
    vat: formatPounds(r.vat),
    gross: formatPounds(r.gross),
  }));
  if (vat.rates.length > 1)
    rows.push({
      rate: 'total',
      label: 'Total',
      net: formatPounds(vat.net),
      vat: formatPounds(vat.vat),
      gross: formatPounds(vat.gross),
    });
  return rows;
}

/** The one line under an order's total: "Includes VAT £9.17". */
export const vatIncludedText = (vat: Pick<OrderVat, 'vat'>) => `Includes VAT ${formatPounds(vat.vat)}`;

/** What decides an invoice's tax point. */
export interface TaxPointFacts extends AccountTerms {
  createdAt: Date;
  paidAt: Date | null;
  /** 'account' for an order placed on account (invoiced when placed, whenever it is paid) */
  paymentProvider?: string | null;
}

/**
 * The invoice's tax point as a London day (YYYY-MM-DD): paid in advance by card, the day of payment; invoiced on
 * account, the invoice day (the day it was placed); not paid yet, the day the order was placed (its invoice's date).
 */
export function taxPointDay(order: TaxPointFacts): string {
  const terms = accountInvoiceTerms(order);
  if (terms) return terms.invoiceDay;
  if (order.paymentProvider === 'account') return londonToday(order.createdAt);
  return londonToday(order.paidAt ?? order.createdAt);
}

/** The VAT facts a VAT invoice adds under its number: the VAT number and the tax point. */
export function vatInvoiceFacts(vat: OrderVat, taxPoint: string, formatDay: (day: string) => string) {
  return [
    ['VAT number', vat.vatNumber],
    ['Tax point', formatDay(taxPoint)],
  ] as [string, string][];
}

/** The sentence at the foot of a VAT invoice or credit note. */
export function vatFootText(vat: OrderVat, kind: 'invoice' | 'credit-note'): string {
  return kind === 'invoice'
    ? `${VAT_INVOICE}. Prices include VAT at the rates shown. VAT number ${vat.vatNumber}.`
    : `${VAT_CREDIT_NOTE}. The VAT shown is given back with the amount credited. VAT number ${vat.vatNumber}.`;
}

/** A quarter as the VAT summary names it in URLs and the CSV: "2027-Q1". */
export const VAT_QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

export function vatQuarterKey(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** "2027-Q1" as its quarter; null for anything else. */
export function parseVatQuarter(key: string | null | undefined): (VatQuarter & { key: string }) | null {
  const match = key ? VAT_QUARTER_PATTERN.exec(key.trim().toUpperCase()) : null;
  if (!match) return null;
  const month = String((Number(match[2]) - 1) * 3 + 1).padStart(2, '0');
  return { ...vatQuarterOf(`${match[1]}-${month}-01`), key: `${match[1]}-Q${match[2]}` };
}

/** The quarters from the one holding `firstDay` to the one holding `lastDay`, newest first (at most `max`). */
export function vatQuartersBetween(firstDay: string, lastDay: string, max = 12): string[] {
  const keys: string[] = [];
  let day = vatQuarterOf(lastDay).start;
  const first = vatQuarterOf(firstDay).start;
  while (day >= first && keys.length < max) {
    keys.push(vatQuarterKey(day));
    const year = Number(day.slice(0, 4));
    const month = Number(day.slice(5, 7)) - 3;
    day =
      month < 1
        ? `${year - 1}-${String(month + 12).padStart(2, '0')}-01`
        : `${year}-${String(month).padStart(2, '0')}-01`;
  }
  return keys;
}

/** The records a VAT summary is summed from: VAT invoices issued and VAT credit notes, per rate. */
export interface VatRateSums {
  rate: VatRate;
  salesNet: Pence;
  salesVat: Pence;
  creditedNet: Pence;
  creditedVat: Pence;
}

/** A quarter's VAT summary: boxes 1 and 6 of the VAT return, and what they are made of. */
export interface VatQuarterSummary {
  quarter: VatQuarter & { key: string };
  /** The invoices counted (tax point in the quarter) and the credit notes (issued in it). */
  invoices: number;
  creditNotes: number;
  salesNet: Pence;
  salesVat: Pence;
  creditedNet: Pence;
  creditedVat: Pence;
  /** Box 1: VAT due on sales, the VAT charged less the VAT credited. */
  box1: Pence;
  /** Box 6: total value of sales excluding VAT (zero-rated and exempt included), less what was credited. */
  box6: Pence;
  rates: VatRateSums[];
}

/** The summary of a quarter from its per-rate sums (the one place boxes 1 and 6 are worked out). */
export function vatQuarterSummary(
  quarter: VatQuarter & { key: string },
  counts: { invoices: number; creditNotes: number },
  rates: readonly VatRateSums[],
): VatQuarterSummary {
  const total = (k: keyof Omit<VatRateSums, 'rate'>) => rates.reduce((n, r) => n + r[k], 0);
  const salesNet = total('salesNet');
  const salesVat = total('salesVat');
  const creditedNet = total('creditedNet');
  const creditedVat = total('creditedVat');
  return {
    quarter,
    ...counts,
    salesNet,
    salesVat,
    creditedNet,
    creditedVat,
    box1: salesVat - creditedVat,
    box6: salesNet - creditedNet,
    rates: [...rates],
  };
}

/** Pence as the CSV writes pounds: 1234.5 → "12.35"; negative with a minus. */
const pounds = (pence: Pence) => (pence / 100).toFixed(2);

export const VAT_RETURN_CSV_COLUMNS = [
  'Quarter',
  'From',
  'To',
  'Rate',
  'Invoices',
  'Credit notes',
  'Net sales',
  'VAT charged',
  'Net credited',
  'VAT credited',
  'Box 6 total sales ex VAT',
  'Box 1 VAT due on sales',
] as const;

/**
 * The quarter's VAT summary as CSV: a row per rate, then "All rates" whose last two columns are boxes 6 and 1 of
 * the VAT return. Pounds with two decimals, no currency sign, so a spreadsheet sums them.
 */
export function vatReturnCsv(summary: VatQuarterSummary): string {
  const { quarter } = summary;
  const row = (
    rate: string,
    counts: [string, string],
    f: Pick<VatRateSums, 'salesNet' | 'salesVat' | 'creditedNet' | 'creditedVat'>,
  ) =>
    [
      quarter.key,
      quarter.start,
      quarter.end,
      rate,
      ...counts,
      pounds(f.salesNet),
      pounds(f.salesVat),
      pounds(f.creditedNet),
      pounds(f.creditedVat),
      pounds(f.salesNet - f.creditedNet),
      pounds(f.salesVat - f.creditedVat),
    ].join(',');
  return [
    VAT_RETURN_CSV_COLUMNS.join(','),
    ...summary.rates.map((r) => row(VAT_RATE_LABELS[r.rate].replace(/,/g, ''), ['', ''], r)),
    row('All rates', [String(summary.invoices), String(summary.creditNotes)], summary),
  ]
    .join('\r\n')
    .concat('\r\n');
}

/** A staff member's correction of one order line's VAT rate (the seller's order page and the API). */
export const VatRateChangeSchema = z
  .object({
    rate: z.enum(VAT_RATES, { message: 'The VAT rate must be one of: standard, zero, exempt' }),
  })
  .strict();
