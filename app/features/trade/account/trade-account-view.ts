import { formatPounds } from '../../../../domain/money';
import { StatementRangeSchema } from '../../../../domain/schemas/trade';
import {
  defaultStatementRange,
  formatTradeDay,
  INVOICE_STATE_LABELS,
  MONTHLY_SPEND_BANDS,
  type MonthlySpendBand,
} from '../../../../domain/trade';
import type { TradeAccountView, TradeInvoiceView } from '../../../../domain/trade-view';

/**
 * What the customer's trade account page says of an account, worked out apart from the page so it can be tested:
 * the figures, each invoice's standing, the statement's range and link, and the application form's fields.
 */

/** The application form's fields, flat (the invoice address's four are at the top level), as the form posts them. */
export const APPLICATION_FIELDS = [
  'businessName',
  'companyNumber',
  'vatNumber',
  'contactName',
  'contactEmail',
  'phone',
  'address',
  'city',
  'postCode',
  'country',
  'monthlySpend',
  'poRequired',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
/** The form as typed: every field a string ('on' for the ticked PO box). */
export type ApplicationValues = Record<ApplicationField, string>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

const ADDRESS_PARTS = ['address', 'city', 'postCode', 'country'] as const;

/** What an empty form starts with: the customer's own name and e-mail as the accounts contact, a UK address. */
export function blankApplication(user: { name: string; email: string }): ApplicationValues {
  return {
    ...(Object.fromEntries(APPLICATION_FIELDS.map((f) => [f, ''])) as ApplicationValues),
    contactName: user.name,
    contactEmail: user.email,
    country: 'United Kingdom',
  };
}

/** A declined application's details, to apply again from. */
export function applicationOf(account: TradeAccountView): ApplicationValues {
  const a = account.invoiceAddress;
  return {
    businessName: account.businessName,
    companyNumber: account.companyNumber ?? '',
    vatNumber: account.vatNumber ?? '',
    contactName: account.contactName,
    contactEmail: account.contactEmail,
    phone: account.phone,
    address: a.address,
    city: a.city,
    postCode: a.postCode,
    country: a.country,
    monthlySpend: account.monthlySpend,
    poRequired: account.poRequired ? 'on' : '',
  };
}

/** The posted form's fields as strings (a missing one is empty). */
export function applicationValues(form: FormData): ApplicationValues {
  return Object.fromEntries(
    APPLICATION_FIELDS.map((f) => [f, String(form.get(f) ?? '')]),
  ) as ApplicationValues;
}

/** The typed form as TradeApplicationSchema takes it (the address nested, the PO box a boolean). */
export function applicationInput(values: ApplicationValues): Record<string, unknown> {
  return {
    businessName: values.businessName,
    companyNumber: values.companyNumber,
    vatNumber: values.vatNumber,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    invoiceAddress: Object.fromEntries(ADDRESS_PARTS.map((p) => [p, values[p]])),
    phone: values.phone,
    // an unchosen band is missing, so the schema's own message names it
    monthlySpend: values.monthlySpend || undefined,
    poRequired: values.poRequired === 'on',
  };
}

/** The schema's issues at the form's fields: the first message of each (`invoiceAddress.city` → `city`). */
export function applicationErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path.map(String);
    const field = (first === 'invoiceAddress' ? second : first) as ApplicationField | undefined;
    if (field && (APPLICATION_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The order the form's fields come in, for focusing the first one with a problem. */
export const firstProblem = (errors: ApplicationErrors): ApplicationField | null =>
  APPLICATION_FIELDS.find((f) => errors[f]) ?? null;

export const MONTHLY_SPEND_OPTIONS = Object.entries(MONTHLY_SPEND_BANDS) as [MonthlySpendBand, string][];

/** The application's details as the pending page repeats them. */
export function applicationSummary(account: TradeAccountView): { label: string; value: string }[] {
  const a = account.invoiceAddress;
  return [
    { label: 'Business', value: account.businessName },
    { label: 'Company number', value: account.companyNumber ?? 'Not given' },
    { label: 'VAT number', value: account.vatNumber ?? 'Not given' },
    { label: 'Accounts contact', value: `${account.contactName}, ${account.contactEmail}` },
    { label: 'Phone', value: account.phone },
    { label: 'Invoice address', value: [a.address, a.city, a.postCode, a.country].join(', ') },
    { label: 'Monthly spend', value: MONTHLY_SPEND_BANDS[account.monthlySpend] },
    { label: 'Purchase order numbers', value: account.poRequired ? 'On every order' : 'Not needed' },
  ];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface FigureRow {
  label: string;
  value: string;
  /** a line under the value */
  note?: string;
  /** drawn as a warning (something is overdue) */
  alert?: boolean;
}

/** The figures at the top of an approved (or suspended) account. */
export function accountFigureRows(account: Pick<TradeAccountView, 'creditLimit' | 'figures'>): FigureRow[] {
  const f = account.figures;
  return [
    { label: 'Credit limit', value: formatPounds(account.creditLimit) },
    { label: 'Available credit', value: formatPounds(f.available) },
    {
      label: 'Outstanding',
      value: formatPounds(f.outstanding),
      // a balance below nothing is money of theirs we hold
      note: f.balance < 0 ? `${formatPounds(-f.balance)} in credit` : undefined,
    },
    {
      label: 'Overdue',
      value: formatPounds(f.overdue),
      note: f.overdueInvoices > 0 ? plural(f.overdueInvoices, 'invoice') : undefined,
      alert: f.overdue > 0,
    },
  ];
}

/** The account's terms, as a line under the figures. */
export function termsRows(account: Pick<TradeAccountView, 'termsDays' | 'poRequired'>) {
  return [
    { label: 'Payment terms', value: `${account.termsDays} days from the invoice date` },
    {
      label: 'Purchase order numbers',
      value: account.poRequired ? 'Needed on every order' : 'Optional',
    },
  ];
}

export type InvoiceTone = 'paid' | 'open' | 'overdue' | 'closed';

/** An invoice's badge and the line beside it: overdue comes first, then what is left to pay. */
export function invoiceStanding(
  invoice: Pick<TradeInvoiceView, 'state' | 'overdue' | 'daysOverdue' | 'outstanding' | 'dueDay'>,
): { label: string; tone: InvoiceTone; detail: string } {
  const due = formatTradeDay(invoice.dueDay);
  if (invoice.overdue)
    return {
      label: 'Overdue',
      tone: 'overdue',
      detail: `${formatPounds(invoice.outstanding)} was due on ${due} (${plural(invoice.daysOverdue, 'day')} ago)`,
    };
  if (invoice.state === 'unpaid' || invoice.state === 'part-paid')
    return {
      label: INVOICE_STATE_LABELS[invoice.state],
      tone: 'open',
      detail: `${formatPounds(invoice.outstanding)} due on ${due}`,
    };
  return {
    label: INVOICE_STATE_LABELS[invoice.state],
    tone: invoice.state === 'paid' ? 'paid' : 'closed',
    detail: `Was due on ${due}`,
  };
}

/** The customer's statement PDF for a range (both days inclusive). */
export const statementHref = (range: { from: string; to: string }) =>
  `/api/trade-account/statement?${new URLSearchParams(range)}`;

/** "1 October 2026 to 31 December 2026" */
export const rangeLabel = (range: { from: string; to: string }) =>
  `${formatTradeDay(range.from)} to ${formatTradeDay(range.to)}`;

export interface StatementRangeState {
  /** what the boxes show */
  from: string;
  to: string;
  /** the range to link to: null while what is typed is not a range */
  range: { from: string; to: string } | null;
  errors: { from?: string; to?: string };
}

/**
 * The statement's range from what was typed (the page's ?from=&to=, or the boxes): the last 90 days by default,
 * one day missing taken from the default, checked as the API checks it.
 */
export function statementRange(
  typed: { from?: string | null; to?: string | null },
  today: string,
): StatementRangeState {
  const fallback = defaultStatementRange(today);
  const from = typed.from?.trim() || fallback.from;
  const to = typed.to?.trim() || fallback.to;
  const parsed = StatementRangeSchema.safeParse({ from, to });
  if (parsed.success) return { from, to, range: { from, to }, errors: {} };
  const errors: StatementRangeState['errors'] = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'to' ? 'to' : 'from';
    errors[key] ??= issue.message;
  }
  return { from, to, range: null, errors };
}
