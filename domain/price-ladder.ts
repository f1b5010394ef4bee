import { formatPounds, type Pence } from './money';
import { ladderRows, type PriceBreak } from './price-breaks';

/**
 * A quantity-price ladder as the seller types it and as the shop writes it out (issue 29): the rows of the
 * seller's forms (the product editor's Quantity prices, /admin/pricing's decoration ladders) and the bands a
 * preview or a price table shows: "1–9: £14.50 each", "10–49: £12.50 each", "50+: £10.99 each".
 */

/** One row as typed into a form: the text in its two boxes (read by domain/schemas/pricing's readPriceBreaks). */
export interface TypedPriceBreak {
  minQuantity: string;
  price: string;
}

/** A saved ladder as a form's rows: whole quantities, prices in pounds with two decimals. */
export function typedPriceBreaks(breaks: readonly PriceBreak[]): TypedPriceBreak[] {
  return breaks.map((b) => ({ minQuantity: String(b.minQuantity), price: (b.price / 100).toFixed(2) }));
}

/** A band of the ladder: from `from` to `to` garments (null: and more), `price` each. */
export interface PriceBand {
  from: number;
  to: number | null;
  price: Pence;
}

/** The ladder as bands, from 1 at the base price up to the last break's "and more". */
export function ladderBands(base: Pence, breaks: readonly PriceBreak[]): PriceBand[] {
  const rows = ladderRows(base, breaks);
  return rows.map((row, i) => {
    const next = rows[i + 1];
    return { from: row.minQuantity, to: next ? next.minQuantity - 1 : null, price: row.price };
  });
}

/** A band's quantities: "1–9", "10" (a band of one), "50+". */
export function bandQuantities(band: Pick<PriceBand, 'from' | 'to'>): string {
  if (band.to === null) return `${band.from}+`;
  return band.to === band.from ? String(band.from) : `${band.from}–${band.to}`;
}

/** A band as the shop writes it: "10–49: £12.50 each". */
export function bandText(band: PriceBand, unit = 'each'): string {
  return `${bandQuantities(band)}: ${formatPounds(band.price)} ${unit}`;
}
