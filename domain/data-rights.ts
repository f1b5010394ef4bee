import { csvRow } from './csv';
import { DATA_EXPORT_LINK_HOURS, type DataRequestKind, type DataRequestStatus } from './data-requests';
import { formatPounds, type Pence } from './money';
import { formatOrderNumber, type OrderStatus, type PaymentStatus } from './orders';
import type { ProductionStatus } from './production';

/**
 * A customer's data rights (issue 34) as pure rules: what the download holds (its files and their CSV columns),
 * when the mailed link works, and whether an account may delete itself. The server gathers the records and
 * writes the ZIP; these decide its shape and the words.
 */

// ---------------------------------------------------------------------------------------------------------------
// What the export holds

export interface ExportProfile {
  /** The account's id, as the shop's records name it. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  marketingConsent: boolean;
}

export interface ExportAddress {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
  email: string;
  phone: string;
  additionalInfo: string;
  isDefault: boolean;
  createdAt: string;
}

export interface ExportOrderLine {
  title: string;
  colour: string;
  size: string;
  quantity: number;
  /** pence */
  unitPrice: Pence;
  goods: Pence;
  logoCharge: Pence;
  /** "Left Breast: Embroidery, logo acme.png" per position */
  decorations: string[];
  names: string[];
  notes: string | null;
}

export interface ExportOrder {
  number: number;
  placedAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  productionStatus: ProductionStatus | null;
  email: string;
  deliverTo: Record<string, string>;
  shippingType: string;
  poNumber: string | null;
  promoCode: string | null;
  /** pence, as charged */
  goods: Pence;
  logoCharges: Pence;
  setupFees: Pence;
  discount: Pence;
  shipping: Pence;
  total: Pence;
  refunded: Pence;
  trackingId: string | null;
  lines: ExportOrderLine[];
}

export interface ExportQuote {
  number: string;
  status: string;
  requestedAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  description: string | null;
  notes: string | null;
  /** The latest version sent: its number, its total in pence and its last day; null before a send. */
  latestVersion: number;
  latestTotal: Pence | null;
  validUntil: string | null;
}

export interface ExportLogo {
  id: string;
  originalName: string;
  format: string;
  sizeBytes: number;
  uploadedAt: string;
  /** Where the file is inside the ZIP; null when the file could not be read from the store. */
  file: string | null;
}

export interface ExportConsent {
  at: string;
  granted: boolean;
  source: string;
  wording: string;
}

export interface DataExport {
  exportedAt: string;
  shopName: string;
  profile: ExportProfile;
  addresses: ExportAddress[];
  orders: ExportOrder[];
  quotes: ExportQuote[];
  logos: ExportLogo[];
  consentHistory: ExportConsent[];
}

/** The files in the ZIP, by part: each part as JSON and as CSV (orders' lines have a CSV of their own). */
export const EXPORT_FILES = {
  readme: 'README.txt',
  profile: ['profile.json', 'profile.csv'],
  addresses: ['addresses.json', 'addresses.csv'],
  orders: ['orders.json', 'orders.csv', 'order-lines.csv'],
  quotes: ['quotes.json', 'quotes.csv'],
  logos: ['logos.json', 'logos.csv'],
  consentHistory: ['consent-history.json', 'consent-history.csv'],
  /** The logo files themselves, under this folder. */
  logoFolder: 'logos/',
} as const;

/** CSV money: pounds with two decimals and no sign of the currency (a spreadsheet reads it as a number). */
const pounds = (pence: Pence) => (pence / 100).toFixed(2);
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** Each CSV's columns (its first row) and how a record fills them. */
export const EXPORT_CSV_COLUMNS = {
  profile: ['account_id', 'first_name', 'last_name', 'email', 'account_created', 'marketing_consent'],
  addresses: [
    'first_name',
    'last_name',
    'company',
    'address',
    'city',
    'post_code',
    'country',
    'email',
    'phone',
    'additional_info',
    'default',
    'saved',
  ],
  orders: [
    'order',
    'placed',
    'status',
    'payment',
    'production',
    'email',
    'deliver_to',
    'shipping_type',
    'po_number',
    'promo_code',
    'goods_gbp',
    'logo_charges_gbp',
    'setup_fees_gbp',
    'discount_gbp',
    'shipping_gbp',
    'total_gbp',
    'refunded_gbp',
    'tracking',
  ],
  orderLines: [
    'order',
    'item',
    'colour',
    'size',
    'quantity',
    'unit_price_gbp',
    'goods_gbp',
    'logo_charge_gbp',
    'decorations',
    'names',
    'notes',
  ],
  quotes: [
    'quote',
    'status',
    'requested',
    'name',
    'email',
    'phone',
    'company',
    'description',
    'notes',
    'latest_version',
    'latest_total_gbp',
    'valid_until',
  ],
  logos: ['id', 'name', 'format', 'size_bytes', 'uploaded', 'file'],
  consentHistory: ['date', 'choice', 'source', 'wording'],
} as const;

const table = (columns: readonly string[], rows: (string | number)[][]) =>
  [columns, ...rows].map((r) => csvRow(r)).join('');

const oneLineAddress = (a: Record<string, string>) =>
  [`${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(), a.companyName, a.address, a.city, a.postCode, a.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

/** Every CSV of the export, by file name. */
export function exportCsvFiles(data: DataExport): Record<string, string> {
  const c = EXPORT_CSV_COLUMNS;
  const p = data.profile;
  return {
    'profile.csv': table(c.profile, [
      [p.id, p.firstName, p.lastName, p.email, p.createdAt, yesNo(p.marketingConsent)],
    ]),
    'addresses.csv': table(
      c.addresses,
      data.addresses.map((a) => [
        a.firstName,
        a.lastName,
        a.companyName,
        a.address,
        a.city,
        a.postCode,
        a.country,
        a.email,
        a.phone,
        a.additionalInfo,
        yesNo(a.isDefault),
        a.createdAt,
      ]),
    ),
    'orders.csv': table(
      c.orders,
      data.orders.map((o) => [
        formatOrderNumber(o.number),
        o.placedAt,
        o.status,
        o.paymentStatus,
        o.productionStatus ?? '',
        o.email,
        oneLineAddress(o.deliverTo),
        o.shippingType,
        o.poNumber ?? '',
        o.promoCode ?? '',
        pounds(o.goods),
        pounds(o.logoCharges),
        pounds(o.setupFees),
        pounds(o.discount),
        pounds(o.shipping),
        pounds(o.total),
        pounds(o.refunded),
        o.trackingId ?? '',
      ]),
    ),
    'order-lines.csv': table(
      c.orderLines,
      data.orders.flatMap((o) =>
        o.lines.map((l) => [
          formatOrderNumber(o.number),
          l.title,
          l.colour,
          l.size,
          l.quantity,
          pounds(l.unitPrice),
          pounds(l.goods),
          pounds(l.logoCharge),
          l.decorations.join('; '),
          l.names.join('; '),
          l.notes ?? '',
        ]),
      ),
    ),
    'quotes.csv': table(
      c.quotes,
      data.quotes.map((q) => [
        q.number,
        q.status,
        q.requestedAt,
        q.name,
        q.email,
        q.phone ?? '',
        q.company ?? '',
        q.description ?? '',
        q.notes ?? '',
        q.latestVersion,
        q.latestTotal === null ? '' : pounds(q.latestTotal),
        q.validUntil ?? '',
      ]),
    ),
    'logos.csv': table(
      c.logos,
      data.logos.map((l) => [l.id, l.originalName, l.format, l.sizeBytes, l.uploadedAt, l.file ?? '']),
    ),
    'consent-history.csv': table(
      c.consentHistory,
      data.consentHistory.map((e) => [e.at, e.granted ? 'granted' : 'withdrawn', e.source, e.wording]),
    ),
  };
}

/** Every JSON file of the export, by file name (pence as integers, dates as ISO 8601). */
export function exportJsonFiles(data: DataExport): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'profile.json': json(data.profile),
    'addresses.json': json(data.addresses),
    'orders.json': json(data.orders),
    'quotes.json': json(data.quotes),
    'logos.json': json(data.logos),
    'consent-history.json': json(data.consentHistory),
  };
}

/** A logo's file inside the ZIP: its id (unique) and the name it was uploaded with, made safe for any disk. */
export function exportLogoPath(logo: { id: string; originalName: string; format: string }): string {
  const base = logo.originalName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^a-z0-9_-]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const ext = logo.format.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `${EXPORT_FILES.logoFolder}${logo.id}${base ? `-${base}` : ''}.${ext}`;
}

/** What README.txt says: what each file is, and that the money is as it was charged. */
export function exportReadme(data: DataExport): string {
  return [
    `Your data from ${data.shopName}, exported ${data.exportedAt}.`,
    '',
    'Each part is here twice: as JSON (money in pence) and as CSV (money in pounds).',
    '',
    'profile          your name, e-mail address, when you joined and whether we may e-mail you offers',
    'addresses        your saved delivery addresses',
    'orders           every order: its status, where it went and its money as charged;',
    '                 order-lines.csv has each line (garment, colour, size, quantity, decoration, prices)',
    'quotes           your quote requests and the latest price we sent',
    'logos            your uploaded logos; the files themselves are in the logos folder',
    'consent-history  each time you gave or withdrew consent to offers by e-mail, when and where',
    '',
  ].join('\r\n');
}

export function exportFileName(exportedAt: Date): string {
  return `my-data-${exportedAt.toISOString().slice(0, 10)}.zip`;
}

// ---------------------------------------------------------------------------------------------------------------
// The mailed link

/** Until when a ready export's link works. */
export const exportLinkExpiry = (readyAt: Date) =>
  new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * 3_600_000);

export type DownloadVerdict = 'ok' | 'not-ready' | 'used' | 'expired';

/** Whether a request's file may be downloaded now (the token is checked apart). */
export function downloadVerdict(
  request: { kind: DataRequestKind; status: DataRequestStatus; expiresAt: Date | null },
  now: Date,
): DownloadVerdict {
  if (request.kind !== 'export') return 'not-ready';
  if (request.status === 'downloaded') return 'used';
  if (request.status === 'expired') return 'expired';
  if (request.status !== 'ready' || !request.expiresAt) return 'not-ready';
  return request.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ok';
}

// ---------------------------------------------------------------------------------------------------------------
// Deleting one's own account

/** An order of the account's, as the deletion rule looks at it. */
export interface OrderForDeletion {
  number: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  productionStatus: ProductionStatus | null;
  archived: boolean;
}

/** An invoice on the account's own trade account, with what is still owed on it by its ledger. */
export interface InvoiceForDeletion {
  orderNumber: number;
  outstanding: Pence;
}

/**
 * An order the shop is still making or sending: placed for work (paid, or invoiced on account), neither shipped,
 * delivered nor cancelled, and not deleted by the seller. The shop needs its customer's address until it has
 * gone: a proof to answer, a question about the artwork, a delivery to arrange.
 */
export const isInProduction = (o: OrderForDeletion) =>
  !o.archived &&
  (o.paymentStatus === 'paid' || o.paymentStatus === 'invoiced') &&
  (o.status === 'Pending' || o.status === 'Confirmed');

/** "#1001", "#1001 and #1002", "#1001, #1002 and #1003", "#1001, #1002, #1003 and 2 more" */
const listNumbers = (numbers: number[]) => {
  const shown = numbers.slice(0, 3).map(formatOrderNumber);
  const more = numbers.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
};

export const DATA_RIGHTS_MESSAGES = {
  exportRequested:
    "We are preparing your data. In a few minutes we'll e-mail you a download link that works for 24 hours.",
  exportPending: 'Your data is already being prepared: we will e-mail you the link shortly.',
  linkUsed: 'This download link has been used. Ask for your data again from your account page.',
  linkExpired: `This download link has expired (links work for ${DATA_EXPORT_LINK_HOURS} hours). Ask for your data again from your account page.`,
  notReady: 'Your data is not ready yet. We will e-mail you the link when it is.',
  notFound: 'Download not found',
  wrongPassword: 'That password is not right.',
  confirmRequired: 'Please tick the box to confirm you want your account deleted.',
  deleted:
    'Your account has been deleted. Your orders are kept for our records, without your name or contact details.',
  inProduction: (numbers: number[]) =>
    `We can't delete your account while ${numbers.length === 1 ? `order ${listNumbers(numbers)} is` : `orders ${listNumbers(numbers)} are`} being made or sent: we still need to reach you about ${numbers.length === 1 ? 'it' : 'them'}. You can delete your account once ${numbers.length === 1 ? 'it has' : 'they have'} been delivered, or contact us.`,
  unpaidOnAccount: (owed: Pence, numbers: number[]) =>
    `We can't delete your account while your trade account has ${formatPounds(owed)} unpaid (${numbers.length === 1 ? 'invoice' : 'invoices'} ${numbers.map((n) => `INV-${n}`).join(', ')}). Please pay ${numbers.length === 1 ? 'it' : 'them'} first, or contact us.`,
} as const;

/**
 * Why this account may not delete itself now, or null when it may: an order still being made or sent, or money
 * unpaid on its trade account by the account's ledger (invoices less payments and credit notes, not an order's
 * flag). Both reasons are given at once when both hold.
 */
export function deletionRefusal(
  orders: readonly OrderForDeletion[],
  invoices: readonly InvoiceForDeletion[],
): string | null {
  const making = orders
    .filter(isInProduction)
    .map((o) => o.number)
    .sort((a, b) => a - b);
  const unpaid = invoices.filter((i) => i.outstanding > 0);
  const reasons: string[] = [];
  if (making.length > 0) reasons.push(DATA_RIGHTS_MESSAGES.inProduction(making));
  if (unpaid.length > 0)
    reasons.push(
      DATA_RIGHTS_MESSAGES.unpaidOnAccount(
        unpaid.reduce((s, i) => s + i.outstanding, 0),
        unpaid.map((i) => i.orderNumber).sort((a, b) => a - b),
      ),
    );
  return reasons.length > 0 ? reasons.join(' ') : null;
}

// ---------------------------------------------------------------------------------------------------------------
// How a request reads

export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  export: 'Download of their data',
  delete: 'Deleted their account',
};

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  preparing: 'Preparing',
  ready: 'Link sent',
  downloaded: 'Downloaded',
  expired: 'Link expired',
  failed: 'Failed',
  done: 'Done',
};

/** The customer's own words for where their latest download stands. */
export function exportStateText(
  request: { status: DataRequestStatus; expiresAt: string | null } | null,
  formatTime: (iso: string) => string,
): string | null {
  if (!request) return null;
  switch (request.status) {
    case 'preparing':
      return "We are preparing your data. We'll e-mail you a link when it is ready.";
    case 'ready':
      return `We have e-mailed you a download link. It works once, until ${request.expiresAt ? formatTime(request.expiresAt) : 'it expires'}.`;
    case 'downloaded':
      return 'You downloaded your data. Ask again for a fresh copy at any time.';
    case 'expired':
      return 'Your last download link expired. Ask again for a fresh copy.';
    case 'failed':
      return 'We could not prepare your data. Please try again, or contact us.';
    default:
      return null;
  }
}
