import { formatPounds } from './money';

/**
 * The audit trail's rules (issue 33): what an entry says, the areas the page filters by, and the one way a
 * change's before → after is worked out. Pure: the server writes entries (server/services/audit.ts), the page
 * and the CSV read them.
 */

/** The areas of the seller's area an entry belongs to: the audit page's "Area" filter, in its order. */
export const AUDIT_AREAS = [
  'orders',
  'refunds',
  'proofs',
  'products',
  'pricing',
  'stock',
  'promos',
  'bundles',
  'quotes',
  'trade',
  'stores',
  'customers',
  'inbox',
  'staff',
  'settings',
  'sign-in',
  'two-step',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  orders: 'Orders',
  refunds: 'Refunds',
  proofs: 'Proofs',
  products: 'Products',
  pricing: 'Pricing',
  stock: 'Stock',
  promos: 'Promo codes',
  bundles: 'Bundles',
  quotes: 'Quotes',
  trade: 'Trade accounts',
  stores: 'Team stores',
  customers: 'Customers',
  inbox: 'Inbox',
  staff: 'Staff',
  settings: 'Settings',
  'sign-in': 'Sign-in',
  'two-step': 'Two-step login',
};

/** A JSON value as an entry keeps it (money stays integer pence; the page formats it). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One changed field: its name as the code calls it, and its value before and after (null: none). */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** What a service records; who, when and from where are the request's (server/services/audit.ts). */
export interface AuditEntryInput {
  area: AuditArea;
  /** A dotted name for what was done: 'order.tracking', 'product.update', 'staff.invite', 'auth.login_failed'. */
  action: string;
  /** The thing changed (an order's, a product's, a member's id), when there is one. */
  subjectId?: string | null;
  /** A sentence for people: "Set tracking on order #1042." */
  summary: string;
  changes?: AuditChange[];
}

/** An entry as the API and the page show it. */
export interface AuditEntryView {
  id: string;
  at: string;
  actor: { id: string | null; name: string; email: string };
  ip: string | null;
  area: AuditArea;
  action: string;
  subjectId: string | null;
  summary: string;
  changes: AuditChange[];
}

/** Rows per page on /admin/audit and GET /api/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** Rows at most in one CSV export (a year of a busy shop's staff work fits). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** Fields whose values are never written to the trail, only that they changed. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'totpSecret', 'secret', 'token', 'tokenHash']);

function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(toAuditValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toAuditValue(v)]));
  }
  return String(value);
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after`, before → after: every key of either when `fields` is
 * not given, else only those. A field missing from `after` is left out (a partial update doesn't touch it);
 * secrets show as "(changed)".
 */
export function auditChanges<T extends object>(
  before: Partial<T> | null | undefined,
  after: Partial<T>,
  fields?: readonly (keyof T & string)[],
): AuditChange[] {
  const keys =
    fields ?? ([...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])] as (keyof T & string)[]);
  const changes: AuditChange[] = [];
  for (const field of keys) {
    if (!(field in after)) continue;
    const was = toAuditValue(before?.[field]);
    const now = toAuditValue(after[field]);
    if (same(was, now)) continue;
    changes.push(
      SECRET_FIELDS.has(field)
        ? { field, before: was === null ? null : '(set)', after: now === null ? null : '(changed)' }
        : { field, before: was, after: now },
    );
  }
  return changes;
}

/** A change's value as the page and the CSV write it. */
export function auditValueText(value: AuditValue): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "status: paid → shipped; tracking: — → RM123" for the CSV's changes column. */
export function auditChangesText(changes: readonly AuditChange[]): string {
  return changes
    .map((c) => `${c.field}: ${auditValueText(c.before)} → ${auditValueText(c.after)}`)
    .join('; ');
}

/** "trackingId" → "Tracking id", "require_two_step" → "Require two step": a field's name as the page shows it. */
export function auditFieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields holding money (integer pence) by their name: `amount`, `refundedAmount`, `unitPrice`, `creditLimit`. */
const MONEY_FIELD = /(^|[a-z])(amount|price|total|pence|cost|fee|fees|limit|balance)$/i;

/** A change's value as the page shows it: money in pounds ("£12.50"), else as the CSV writes it. */
export function auditValueShown(field: string, value: AuditValue): string {
  if (typeof value === 'number' && Number.isInteger(value) && MONEY_FIELD.test(field))
    return formatPounds(value);
  return auditValueText(value);
}
