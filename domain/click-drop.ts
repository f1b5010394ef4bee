import { csvRow } from './csv';
import { penceToPounds, type Pence } from './money';
import { formatOrderNumber, type OrderStatus, type PaymentStatus } from './orders';
import {
  countryCode,
  garmentWeightGrams,
  kilograms,
  packageSizeFor,
  parcelWeightGrams,
} from './parcel-weight';
import { SHIPPABLE_PRODUCTION_STATUSES, type ProductionStatus } from './production';

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

/** What an order must be to go to Click & Drop: the facts the check reads. */
export interface LabelFacts {
  number: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  abandoned: boolean;
  archived: boolean;
  productionStatus: ProductionStatus | null;
}

/**
 * Why an order is not waiting for a label, or null when it is: paid (or invoiced on account), not cancelled,
 * refunded, shipped, delivered or archived, and, when it is decorated, its proof approved (an order in production
 * goes: its label waits in Click & Drop until the garments are made; one whose proof is still out may change or be
 * cancelled). The same rule as the "every order waiting for a label" query of the export's service.
 */
export function labelProblem(o: LabelFacts): string | null {
  if (o.archived) return 'is archived';
  if (o.paymentStatus === 'refunded') return 'was refunded';
  if (o.status === 'Cancelled') return 'is cancelled';
  if (o.paymentStatus === 'unpaid' || o.abandoned) return 'is not paid';
  if (o.status === 'Shipped') return 'has already shipped';
  if (o.status === 'Delivered') return 'was already delivered';
  if (o.productionStatus && !SHIPPABLE_PRODUCTION_STATUSES.includes(o.productionStatus))
    return `is waiting for its proof to be approved (${o.productionStatus})`;
  return null;
}

/** How many refused orders a refusal names before "and N more". */
const NAMED_REFUSALS = 5;

export const CLICK_DROP_MESSAGES = {
  /** "Not exported: #1042 is not paid; #1043 has already shipped. …" */
  refused: (problems: readonly { number: number; problem: string }[]) => {
    const named = problems
      .slice(0, NAMED_REFUSALS)
      .map((p) => `${formatOrderNumber(p.number)} ${p.problem}`)
      .join('; ');
    const more = problems.length > NAMED_REFUSALS ? ` and ${problems.length - NAMED_REFUSALS} more` : '';
    const these = problems.length === 1 ? 'it' : 'them';
    return `Not exported: ${named}${more}. Click & Drop takes paid orders waiting to ship: untick ${these} and export again.`;
  },
  notFound: (missing: number) =>
    `${missing === 1 ? 'One of the chosen orders was' : `${missing} of the chosen orders were`} not found. Reload the list and choose again.`,
  none: 'No paid orders are waiting to ship, so there is nothing to export.',
} as const;

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

/**
 * The phone as the file writes it: an international "+33 1 23 45 67 89" as "0033 1 23 45 67 89" (the same number
 * dialled from the UK), since a cell starting with + is one a spreadsheet would run and csvRow would put an
 * apostrophe before it, which Click & Drop would import as part of the number.
 */
export const phoneCell = (phone: string) => phone.trim().replace(/^\+(?=[\d\s()-]+$)/, '00');

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
    phoneCell(a.phone ?? ''),
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
