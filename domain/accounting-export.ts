/**
 * The accounting export (issue 36): an earnings range's sales invoices and credit notes as CSV rows for Xero's
 * sales invoice import, or a generic QuickBooks Online invoice layout. Pure: the server reads the orders and
 * settings, these build the rows. Money is the orders' own pence (never priced again): an invoice's lines are
 * its order lines (goods + logo charges), setup fees, the promo discount (negative) and delivery, which add up to
 * the order's total; a credit note is the refunded amount, per VAT rate as its VAT credit note gave it back.
 */
import { z } from 'zod';
import { accountInvoiceTerms, creditNoteNumber, invoiceNumber } from './documents';
import { addDays, isIsoDate, londonToday } from './earnings';
import { penceToPounds, type Pence } from './money';
import { apportion, type OrderVat, type VatRate } from './vat';
import type { ShippingAddress } from './schemas/checkout';
import { taxPointDay, type TaxPointFacts } from './vat-documents';

/** The longest range one export covers. */
export const MAX_EXPORT_DAYS = 366;

export const ACCOUNTING_FORMATS = ['xero', 'quickbooks'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];

export const ACCOUNTING_CODE_MESSAGE =
  'Give the sales account code, up to 20 characters (Xero’s default is 200).';
/** What each tax type is for, in the settings form's labels and messages. */
export const TAX_TYPE_USES = {
  noVat: 'orders with no VAT',
  standard: 'standard-rated sales',
  zero: 'zero-rated sales',
  exempt: 'exempt sales',
} as const;
const taxType = (key: keyof typeof TAX_TYPE_USES) =>
  z
    .string()
    .trim()
    .min(1, `Give the tax type for ${TAX_TYPE_USES[key]}, as your books name it.`)
    .max(60, `The tax type for ${TAX_TYPE_USES[key]} is at most 60 characters.`);

/** shop_settings' `accounting`: the account code and Xero tax rate names the export writes. */
export const AccountingSettingsSchema = z
  .object({
    accountCode: z.string().trim().min(1, ACCOUNTING_CODE_MESSAGE).max(20, ACCOUNTING_CODE_MESSAGE),
    /** Xero's tax rate display names: for orders with no VAT, and per VAT rate on VAT orders. */
    taxTypes: z
      .object({
        noVat: taxType('noVat'),
        standard: taxType('standard'),
        zero: taxType('zero'),
        exempt: taxType('exempt'),
      })
      .strict(),
  })
  .strict();
export type AccountingSettings = z.infer<typeof AccountingSettingsSchema>;

export const DEFAULT_ACCOUNTING_SETTINGS: AccountingSettings = {
  accountCode: '200',
  taxTypes: {
    noVat: 'No VAT',
    standard: '20% (VAT on Income)',
    zero: 'Zero Rated Income',
    exempt: 'Exempt Income',
  },
};

/** An order as the export needs it (the server reads these from orders and order_lines). */
export interface ExportOrder extends TaxPointFacts {
  number: number;
  email: string;
  address: Pick<
    ShippingAddress,
    'firstName' | 'lastName' | 'companyName' | 'address' | 'city' | 'postCode' | 'country'
  >;
  poNumber: string | null;
  shippingType: string;
  setupFees: Pence;
  discount: Pence;
  promoCode: string | null;
  shipping: Pence;
  total: Pence;
  refundedAmount: Pence;
  refundedAt: Date | null;
  /** the order's VAT as charged, null for an order without VAT */
  vat: OrderVat | null;
  /** the VAT of its credit note as given back, null without one (or without VAT) */
  refundVat: OrderVat | null;
  lines: {
    title: string;
    colour: string;
    size: string;
    quantity: number;
    goods: Pence;
    logoCharge: Pence;
    vatRate: VatRate | null;
  }[];
}

/** One line of an invoice or credit note; a credit note's amounts are negative. */
export interface ExportLine {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** the invoice a credit note credits, or the buyer's PO number */
  reference: string;
  contactName: string;
  email: string;
  address: ExportOrder['address'];
  /** London days, YYYY-MM-DD */
  date: string;
  dueDate: string;
  /** the whole invoice (or credit note), pence */
  total: Pence;
  description: string;
  quantity: number;
  unitAmount: Pence;
  /** quantity × unitAmount, exactly */
  amount: Pence;
  /** null: the order has no VAT */
  vatRate: VatRate | null;
}

/** YYYY-MM-DD as Xero and a UK QuickBooks read dates: dd/mm/yyyy. */
export const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Pence as pounds, a number (12.5, -10.03): csvRow writes numbers as they are, so a credit's minus is not taken
 * for a formula (a text "-10.03" would get csvRow's apostrophe and stop being an amount).
 */
const csvPounds = penceToPounds;

export function contactName(address: ExportOrder['address'], email: string): string {
  const person = `${address.firstName} ${address.lastName}`.trim();
  return address.companyName.trim() || person || email;
}

/**
 * A range for the export: two London days, from ≤ to, at most MAX_EXPORT_DAYS. The message says what is wrong.
 */
export function parseExportRange(
  from: string,
  to: string,
): { ok: true; from: string; to: string } | { ok: false; error: string } {
  if (!isIsoDate(from) || !isIsoDate(to))
    return { ok: false, error: 'from and to must be dates like 2027-01-31' };
  if (from > to) return { ok: false, error: 'from must be on or before to' };
  if (addDays(from, MAX_EXPORT_DAYS - 1) < to)
    return {
      ok: false,
      error: `An export covers at most ${MAX_EXPORT_DAYS} days: please choose a shorter range`,
    };
  return { ok: true, from, to };
}

/** Each rate's share of `amount`, in proportion to `weights` (same rates summed), in VAT_RATES order of appearance. */
function byRate(amount: Pence, parts: readonly { rate: VatRate | null; weight: number }[]) {
  const shares = apportion(
    amount,
    parts.map((p) => p.weight),
  );
  const out = new Map<VatRate | null, Pence>();
  parts.forEach((p, i) => out.set(p.rate, (out.get(p.rate) ?? 0) + shares[i]!));
  return [...out].filter(([, pence]) => pence !== 0);
}

const RATE_WORDS: Record<VatRate, string> = {
  standard: 'standard rate',
  zero: 'zero rate',
  exempt: 'exempt',
};

/**
 * An order's invoice lines: each order line (its goods and logo charges; its quantity and unit price when they
 * divide exactly, else one of "12 × …"), the setup fees, the promo discount as a negative line and delivery. On a
 * VAT order the discount and delivery are split over the rates as the order's VAT split them (domain/vat
 * orderVat: the discount over lines and setup by what each cost, delivery over the discounted lines), so each
 * line's tax type is right. The lines add up to the order's total exactly.
 */
export function invoiceLines(order: ExportOrder): ExportLine[] {
  const vatOn = order.vat !== null;
  const head = {
    kind: 'invoice' as const,
    number: invoiceNumber(order.number),
    reference: order.poNumber ? `PO ${order.poNumber}` : `Order #${order.number}`,
    contactName: contactName(order.address, order.email),
    email: order.email,
    address: order.address,
    // the invoice's own date, as its PDF has it (the tax point); due then, or on account on its due day
    date: taxPointDay(order),
    dueDate: accountInvoiceTerms(order)?.dueDay ?? taxPointDay(order),
    total: order.total,
  };
  const one = (description: string, amount: Pence, vatRate: VatRate | null): ExportLine => ({
    ...head,
    description,
    quantity: 1,
    unitAmount: amount,
    amount,
    vatRate,
  });
  const rateOf = (rate: VatRate | null): VatRate | null => (vatOn ? (rate ?? 'standard') : null);
  const goods = order.lines.map((l): ExportLine => {
    const amount = l.goods + l.logoCharge;
    const name = [l.title, l.colour, l.size].filter(Boolean).join(', ');
    const whole = l.quantity > 0 && amount % l.quantity === 0;
    return whole
      ? {
          ...head,
          description: name,
          quantity: l.quantity,
          unitAmount: amount / l.quantity,
          amount,
          vatRate: rateOf(l.vatRate),
        }
      : one(`${l.quantity} × ${name}`, amount, rateOf(l.vatRate));
  });
  const setup = order.setupFees !== 0 ? [one('Logo setup', order.setupFees, rateOf('standard'))] : [];
  const charged = [...goods, ...setup].map((l) => ({ rate: l.vatRate, weight: l.amount }));
  const discountShares = order.discount !== 0 ? byRate(order.discount, charged) : [];
  const promo = order.promoCode ? `Promo ${order.promoCode}` : 'Discount';
  const discount = discountShares.map(([rate, pence]) =>
    one(discountShares.length > 1 && rate ? `${promo} (${RATE_WORDS[rate]})` : promo, -pence, rate),
  );
  // delivery follows the goods it carries, after their discount (orderVat's rule)
  const lineDiscounts = apportion(
    order.discount,
    charged.map((c) => c.weight),
  );
  const discountedGoods = goods.map((g, i) => ({ rate: g.vatRate, weight: g.amount - lineDiscounts[i]! }));
  const shippingShares =
    order.shipping === 0
      ? []
      : discountedGoods.length === 0
        ? ([[rateOf('standard'), order.shipping]] as const)
        : byRate(order.shipping, discountedGoods);
  const delivery = shippingShares.map(([rate, pence]) =>
    one(
      shippingShares.length > 1 && rate
        ? `Delivery: ${order.shippingType} (${RATE_WORDS[rate]})`
        : `Delivery: ${order.shippingType}`,
      pence,
      rate,
    ),
  );
  const lines = [...goods, ...setup, ...discount, ...delivery];
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  // never expected (an order's total is these charges); kept visible rather than lost if an old order differs
  if (sum !== order.total)
    lines.push(one('Adjustment to the order total', order.total - sum, rateOf('standard')));
  return lines;
}

/**
 * An order's credit note (when it was refunded or credited): the refunded amount as negative lines, one per VAT
 * rate as its VAT credit note gave it back (order.refundVat, from domain/vat creditNoteVat), or one line without
 * VAT. Dated the day of the refund; it credits the order's invoice.
 */
export function creditNoteLines(order: ExportOrder): ExportLine[] {
  if (order.refundedAmount <= 0) return [];
  const day = londonToday(order.refundedAt ?? order.createdAt);
  const head = {
    kind: 'credit-note' as const,
    number: creditNoteNumber(order.number),
    reference: invoiceNumber(order.number),
    contactName: contactName(order.address, order.email),
    email: order.email,
    address: order.address,
    date: day,
    dueDate: day,
    total: -order.refundedAmount,
    quantity: 1,
  };
  const description = `Refund of order #${order.number}`;
  const parts: [VatRate | null, Pence][] =
    order.vat === null
      ? [[null, order.refundedAmount]]
      : order.refundVat && order.refundVat.gross === order.refundedAmount
        ? order.refundVat.rates.map((r) => [r.rate, r.gross])
        : byRate(
            order.refundedAmount,
            order.vat.rates.map((r) => ({ rate: r.rate, weight: r.gross })),
          );
  return parts.map(([rate, pence]) => ({
    ...head,
    description: parts.length > 1 && rate ? `${description} (${RATE_WORDS[rate]})` : description,
    unitAmount: -pence,
    amount: -pence,
    vatRate: rate,
  }));
}

/** An order's invoice lines followed by its credit note's. */
export const orderExportLines = (order: ExportOrder): ExportLine[] => [
  ...invoiceLines(order),
  ...creditNoteLines(order),
];

export const taxTypeOf = (line: Pick<ExportLine, 'vatRate'>, settings: AccountingSettings) =>
  line.vatRate ? settings.taxTypes[line.vatRate] : settings.taxTypes.noVat;

/** Xero's sales invoice import template, in its order (asterisks mark what Xero requires). */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** The address's free text as up to four lines (its line breaks, else its commas). */
function addressLines(text: string): string[] {
  const parts = text
    .split(/\r?\n|,/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length <= 4
    ? [...parts, '', '', '', ''].slice(0, 4)
    : [...parts.slice(0, 3), parts.slice(3).join(', ')];
}

/** One Xero row (fields, for csvRow): amounts tax inclusive; a credit note's negative. */
export function xeroRow(line: ExportLine, settings: AccountingSettings): (string | number)[] {
  return [
    line.contactName,
    line.email,
    ...addressLines(line.address.address),
    line.address.city,
    '',
    line.address.postCode,
    line.address.country,
    line.number,
    line.reference,
    ukDate(line.date),
    ukDate(line.dueDate),
    csvPounds(line.total),
    '',
    line.description,
    line.quantity,
    csvPounds(line.unitAmount),
    '',
    settings.accountCode,
    taxTypeOf(line, settings),
    '',
    '',
    '',
    '',
    '',
    'GBP',
    '',
  ];
}

/** A generic QuickBooks Online invoice import layout (its column names), amounts tax inclusive. */
export const QUICKBOOKS_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'Currency',
] as const;

export function quickbooksRow(line: ExportLine, settings: AccountingSettings): (string | number)[] {
  return [
    line.number,
    line.contactName,
    ukDate(line.date),
    ukDate(line.dueDate),
    line.kind === 'credit-note' ? 'Refunds' : 'Sales',
    line.description,
    line.quantity,
    csvPounds(line.unitAmount),
    csvPounds(line.amount),
    taxTypeOf(line, settings),
    'GBP',
  ];
}

export const exportColumns = (format: AccountingFormat) =>
  format === 'xero' ? XERO_COLUMNS : QUICKBOOKS_COLUMNS;

export const exportRow = (format: AccountingFormat, line: ExportLine, settings: AccountingSettings) =>
  format === 'xero' ? xeroRow(line, settings) : quickbooksRow(line, settings);

export const exportFileName = (format: AccountingFormat, from: string, to: string) =>
  `${format === 'xero' ? 'xero-sales' : 'quickbooks-invoices'}_${from}_${to}.csv`;
