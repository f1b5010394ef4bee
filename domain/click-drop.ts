import { csvRow } from './csv';
import { penceToPounds, type Pence } from './money';
import { formatOrderNumber } from './orders';
import {
  countryCode,
  garmentWeightGrams,
  kilograms,
  packageSizeFor,
  parcelWeightGrams,
} from './parcel-weight';

/**
 * Royal Mail Click & Drop's service for a UK parcel: Tracked 48 (no signature), the code its import reads as
 * "TPS48". Abroad no code is written: Click & Drop asks for an international service on import.
 */
export const CLICK_DROP_UK_SERVICE = 'TPS48';

/** The most orders one export holds (all paid, unshipped orders, oldest first); a selection is at most 1,000. */
export const CLICK_DROP_MAX_ORDERS = 5_000;
export const CLICK_DROP_MAX_SELECTED = 1_000;

/** Characters of the Contents column, as Click & Drop's customs description takes them. */
export const CLICK_DROP_CONTENTS_MAX = 100;

/** One garment line of an order for the export: a bundle line is its garments, each × the bundles bought. */
export interface ClickDropLine {
  title: string;
  quantity: number;
  productTypes: readonly string[];
  /** The product's own weight in grams; null: its type's default. */
  weightGrams: number | null;
}

export interface ClickDropOrder {
  number: number;
  createdAt: Date;
  total: Pence;
  email: string;
  address: {
    firstName: string;
    lastName: string;
    companyName: string;
    address: string;
    city: string;
    postCode: string;
    country: string;
    phone: string;
  };
  lines: ClickDropLine[];
}

/** Click & Drop's order import template columns, in its words. */
export const CLICK_DROP_COLUMNS = [
  'Order reference',
  'First name',
  'Last name',
  'Company name',
  'Address line 1',
  'Address line 2',
  'Address line 3',
  'Town',
  'County',
  'Postcode',
  'Country code',
  'Email',
  'Phone',
  'Weight (kg)',
  'Package size',
  'Service code',
  'Contents',
  'Order value',
  'Order date',
] as const;

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The order's parcel weight in grams: every garment's weight × its quantity, plus the packaging. */
export const orderParcelGrams = (o: Pick<ClickDropOrder, 'lines'>) =>
  parcelWeightGrams(
    o.lines.map((l) => ({
      quantity: l.quantity,
      weightGrams: garmentWeightGrams(l.weightGrams, l.productTypes),
    })),
  );

/** "3 x Heavy Polo; 1 x Hoodie", cut to Click & Drop's length. */
export function contentsText(lines: readonly Pick<ClickDropLine, 'title' | 'quantity'>[]): string {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.title, (merged.get(l.title) ?? 0) + l.quantity);
  const text = [...merged].map(([title, n]) => `${n} x ${title}`).join('; ');
  return text.length > CLICK_DROP_CONTENTS_MAX ? `${text.slice(0, CLICK_DROP_CONTENTS_MAX - 1)}…` : text;
}

/** The typed street address as Click & Drop's three lines: split at line breaks and commas, the rest in line 3. */
export function addressLines(address: string): [string, string, string] {
  const parts = address
    .split(/[\r\n,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join(', ')];
}

/** One order as a row of the import file. */
export function clickDropRow(o: ClickDropOrder): string {
  const a = o.address;
  const code = countryCode(a.country ?? '');
  const grams = orderParcelGrams(o);
  return csvRow([
    formatOrderNumber(o.number),
    a.firstName ?? '',
    a.lastName ?? '',
    a.companyName ?? '',
    ...addressLines(a.address ?? ''),
    a.city ?? '',
    '',
    a.postCode ?? '',
    code,
    o.email,
    a.phone ?? '',
    kilograms(grams),
    packageSizeFor(grams),
    code === 'GB' ? CLICK_DROP_UK_SERVICE : '',
    contentsText(o.lines),
    penceToPounds(o.total).toFixed(2),
    LONDON_DATE.format(o.createdAt),
  ]);
}

/** The header row, with a UTF-8 byte-order mark (as the orders export): a spreadsheet reads "Łukasz" as written. */
export const clickDropHeader = () => `\uFEFF${csvRow([...CLICK_DROP_COLUMNS])}`;
