import { addDays, londonToday } from './earnings';
import { formatPounds, type Pence } from './money';
import { formatOrderDate } from './orders';

/**
 * Trade accounts (issue 31): a business applies, the seller approves it with a credit limit and payment terms,
 * and its orders are placed at once and paid later against an invoice. The account's money is a ledger of
 * records (invoices, payments, credit notes), never an edited number: its balance, each invoice's standing,
 * what is overdue and its statement are all sums over those records, computed here.
 */

export const TRADE_STATUSES = ['pending', 'approved', 'declined', 'suspended'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  suspended: 'Suspended',
};

/** The payment terms the seller may give, in days from the invoice date. */
export const PAYMENT_TERMS_DAYS = [7, 14, 30, 60] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];
export const DEFAULT_TERMS_DAYS: PaymentTermsDays = 30;

/** Purchase order numbers, on any order: at most this long. */
export const PO_NUMBER_MAX_LENGTH = 50;
/** The most a credit limit may be, a guard against a slipped finger (£1,000,000). */
export const MAX_CREDIT_LIMIT: Pence = 100_000_000;

/** What the applicant expects to spend a month, as the form offers it. */
export const MONTHLY_SPEND_BANDS = {
  'under-500': 'Under £500',
  '500-2000': '£500 to £2,000',
  '2000-5000': '£2,000 to £5,000',
  'over-5000': 'Over £5,000',
} as const;
export type MonthlySpendBand = keyof typeof MONTHLY_SPEND_BANDS;

/**
 * The seller's decisions: who may be moved from where. `update` changes the limit, terms or the PO rule and
 * leaves the status as it is.
 */
export const TRADE_MOVES = {
  approve: { from: ['pending', 'declined'], to: 'approved' },
  decline: { from: ['pending'], to: 'declined' },
  update: { from: ['approved', 'suspended'], to: 'same' },
  suspend: { from: ['approved'], to: 'suspended' },
  reopen: { from: ['suspended'], to: 'approved' },
} as const satisfies Record<string, { from: readonly TradeStatus[]; to: TradeStatus | 'same' }>;
export type TradeMoveKind = keyof typeof TRADE_MOVES;
export const TRADE_MOVE_KINDS = Object.keys(TRADE_MOVES) as TradeMoveKind[];

/** The status a move leads to from `status`, or null when the move is not allowed from there. */
export function nextTradeStatus(status: TradeStatus, move: TradeMoveKind): TradeStatus | null {
  const rule = TRADE_MOVES[move];
  if (!(rule.from as readonly TradeStatus[]).includes(status)) return null;
  return rule.to === 'same' ? status : rule.to;
}

/** Whether an account may place orders on account now. */
export const canPayOnAccount = (account: { status: TradeStatus } | null | undefined) =>
  account?.status === 'approved';

export const TRADE_MESSAGES = {
  notApproved: 'Only an approved trade account can pay on account.',
  alreadyApplied: 'You have already applied for a trade account.',
  poRequired: 'Your account needs a purchase order number on every order. Please enter one.',
  poTooLong: `A purchase order number can be at most ${PO_NUMBER_MAX_LENGTH} characters.`,
  notNow: (status: TradeStatus, move: TradeMoveKind) =>
    `A ${TRADE_STATUS_LABELS[status].toLowerCase()} account can't be ${MOVE_WORDS[move]}.`,
  overLimit: (limit: Pence, outstanding: Pence) =>
    `This order would take your account over its ${formatPounds(limit, { wholePounds: 'short' })} credit limit (${formatPounds(outstanding)} unpaid). Pay by card, or contact us.`,
  paymentTooLarge: (owed: Pence) => `That is more than is owed (${formatPounds(owed)}).`,
  nothingOwed: 'Nothing is owed on this account.',
  paymentInFuture: "A payment's date can't be in the future.",
  invoiceNotOnAccount: 'That invoice is not on this account.',
  rangeBackwards: 'The statement must start on or before the day it ends.',
} as const;

const MOVE_WORDS: Record<TradeMoveKind, string> = {
  approve: 'approved',
  decline: 'declined',
  update: 'changed',
  suspend: 'suspended',
  reopen: 'reopened',
};

/** "Pay on account — invoice due in 30 days" */
export const payOnAccountLabel = (termsDays: number) => `Pay on account — invoice due in ${termsDays} days`;
/** The payment status of an on-account order: "Invoiced — due 27 December 2026" */
export const invoicedLabel = (dueDay: string) => `Invoiced — due ${formatTradeDay(dueDay)}`;

/** "27 December 2026" from YYYY-MM-DD. */
export const formatTradeDay = (day: string) => formatOrderDate(`${day}T12:00:00Z`);

/** The invoice's due day: its terms counted from the invoice day (the shop's day, UK time). */
export const dueDay = (invoiceDay: string, termsDays: number) => addDays(invoiceDay, termsDays);

/** The shop's day (UK) of an instant, YYYY-MM-DD. */
export const tradeDay = (at: Date) => londonToday(at);

// ---------------------------------------------------------------------------------------------------------------
// The ledger

export const LEDGER_KINDS = ['invoice', 'payment', 'credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One record of an account's money. An invoice is an on-account order (its total, on the day it was placed, due
 * on `dueDay`); a credit note takes an order's cancellation or refund off; a payment is money received, against
 * one invoice (`orderId`) or the account (then it pays the oldest invoices first).
 */
export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  /** pence, always positive: the kind says which way it goes */
  amount: Pence;
  /** YYYY-MM-DD: the invoice date, the day the money arrived, or the credit note's date */
  day: string;
  /** the order the invoice or credit note is of, or the invoice a payment was made against */
  orderId: string | null;
  /** the invoice's order number, when the entry concerns one */
  orderNumber: number | null;
  /** an invoice's due day */
  dueDay: string | null;
  /** a payment's reference (the bank's, a cheque number) */
  reference: string | null;
}

/** What the account owes: invoices less payments and credit notes (negative when it is in credit). */
export function accountBalance(entries: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]): Pence {
  return entries.reduce((sum, e) => sum + (e.kind === 'invoice' ? e.amount : -e.amount), 0);
}

/** What is unpaid, as the limit and its message count it: the balance, never below nothing. */
export const outstandingOf = (balance: Pence) => Math.max(0, balance);

/** Credit the account may still use (never below nothing). */
export const availableCredit = (limit: Pence, balance: Pence) => Math.max(0, limit - outstandingOf(balance));

/** The refusal of an on-account order that would pass the limit, or null when it fits. */
export function creditRefusal(limit: Pence, balance: Pence, orderTotal: Pence): string | null {
  const outstanding = outstandingOf(balance);
  return outstanding + orderTotal > limit ? TRADE_MESSAGES.overLimit(limit, outstanding) : null;
}

export type InvoiceState = 'unpaid' | 'part-paid' | 'paid' | 'credited';
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part paid',
  paid: 'Paid',
  credited: 'Credited',
};

/** One invoice as the account pages, the statement and the reminders see it. */
export interface InvoiceBalance {
  orderId: string;
  orderNumber: number;
  day: string;
  dueDay: string;
  total: Pence;
  credited: Pence;
  paid: Pence;
  /** total less credited and paid, never below nothing */
  outstanding: Pence;
  state: InvoiceState;
  /** unpaid (in part or whole) after its due day */
  overdue: boolean;
  /** whole days past the due day (0 when not overdue) */
  daysOverdue: number;
}

const byDay = <T extends { day: string }>(a: T, b: T) => a.day.localeCompare(b.day);

/**
 * Each invoice's standing on `today`: its credit notes and the payments made against it come off it; payments
 * made to the account pay the oldest invoices first (what a payment beyond them all leaves is credit on the
 * account, which accountBalance shows).
 */
export function invoiceBalances(entries: readonly LedgerEntry[], today: string): InvoiceBalance[] {
  const invoices = entries.filter((e) => e.kind === 'invoice' && e.orderId).sort(byDay);
  const rows = invoices.map((inv) => {
    const against = (kind: LedgerKind) =>
      entries.filter((e) => e.kind === kind && e.orderId === inv.orderId).reduce((s, e) => s + e.amount, 0);
    return { inv, credited: against('credit'), paid: against('payment') };
  });
  let unallocated = entries
    .filter((e) => e.kind === 'payment' && !e.orderId)
    .reduce((s, e) => s + e.amount, 0);
  // payments beyond an invoice's own total also go to the oldest others
  for (const row of rows) {
    const over = row.credited + row.paid - row.inv.amount;
    if (over > 0) {
      const fromPayments = Math.min(over, row.paid);
      row.paid -= fromPayments;
      unallocated += fromPayments;
    }
  }
  for (const row of rows) {
    const owed = Math.max(0, row.inv.amount - row.credited - row.paid);
    const take = Math.min(owed, unallocated);
    row.paid += take;
    unallocated -= take;
  }
  return rows.map(({ inv, credited, paid }) => {
    const outstanding = Math.max(0, inv.amount - credited - paid);
    const due = inv.dueDay ?? inv.day;
    const daysOverdue = outstanding > 0 && today > due ? daysBetween(due, today) : 0;
    const state: InvoiceState =
      outstanding > 0
        ? paid > 0 || credited > 0
          ? 'part-paid'
          : 'unpaid'
        : credited >= inv.amount
          ? 'credited'
          : 'paid';
    return {
      orderId: inv.orderId!,
      orderNumber: inv.orderNumber ?? 0,
      day: inv.day,
      dueDay: due,
      total: inv.amount,
      credited,
      paid,
      outstanding,
      state,
      overdue: daysOverdue > 0,
      daysOverdue,
    };
  });
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The figures at the top of the account pages. */
export interface AccountFigures {
  balance: Pence;
  outstanding: Pence;
  overdue: Pence;
  available: Pence;
  overdueInvoices: number;
}

export function accountFigures(limit: Pence, entries: readonly LedgerEntry[], today: string): AccountFigures {
  const balance = accountBalance(entries);
  const invoices = invoiceBalances(entries, today);
  const overdue = invoices.filter((i) => i.overdue);
  return {
    balance,
    outstanding: outstandingOf(balance),
    overdue: overdue.reduce((s, i) => s + i.outstanding, 0),
    available: availableCredit(limit, balance),
    overdueInvoices: overdue.length,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders

/** Before the due day, the day after it, and two weeks after it: each sent once, never for a paid invoice. */
export const REMINDER_KINDS = ['before-due', 'after-due', 'final'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Days from the due day each reminder is sent on. */
export const REMINDERS: Record<ReminderKind, { days: number }> = {
  'before-due': { days: -3 },
  'after-due': { days: 1 },
  final: { days: 14 },
};

export const reminderDay = (due: string, kind: ReminderKind) => addDays(due, REMINDERS[kind].days);

/**
 * The reminder an invoice is owed on `today`, given those sent already: the latest whose day has come (a shop
 * that was down for a week sends the one that fits now, not all three), none for an invoice with nothing
 * outstanding. `skip` are the earlier ones, recorded as passed so they are never sent late.
 */
export function reminderDue(
  invoice: Pick<InvoiceBalance, 'dueDay' | 'outstanding'>,
  today: string,
  sent: readonly ReminderKind[],
): { send: ReminderKind; skip: ReminderKind[] } | null {
  if (invoice.outstanding <= 0) return null;
  const reached = REMINDER_KINDS.filter((k) => reminderDay(invoice.dueDay, k) <= today);
  const latest = reached.at(-1);
  if (!latest || sent.includes(latest)) return null;
  return { send: latest, skip: reached.slice(0, -1).filter((k) => !sent.includes(k)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

export interface StatementLine {
  day: string;
  kind: LedgerKind;
  /** "Invoice INV-1042", "Payment — BACS 7731", "Credit note CN-1042" */
  description: string;
  /** what it adds to the balance (invoices) */
  debit: Pence;
  /** what it takes off (payments, credit notes) */
  credit: Pence;
  /** the balance after it */
  balance: Pence;
}

export interface Statement {
  from: string;
  to: string;
  /** the balance before `from` */
  opening: Pence;
  lines: StatementLine[];
  /** the balance at the end of `to` */
  closing: Pence;
}

const describe = (e: LedgerEntry) => {
  const n = e.orderNumber;
  if (e.kind === 'invoice') return `Invoice INV-${n}`;
  if (e.kind === 'credit') return `Credit note CN-${n}`;
  const against = n ? ` (INV-${n})` : '';
  return `Payment${e.reference ? ` — ${e.reference}` : ''}${against}`;
};

/** The account's records between two days (inclusive) with the running balance; closing = opening + lines. */
export function statementOf(entries: readonly LedgerEntry[], from: string, to: string): Statement {
  const sorted = [...entries].sort(byDay);
  const opening = accountBalance(sorted.filter((e) => e.day < from));
  let balance = opening;
  const lines = sorted
    .filter((e) => e.day >= from && e.day <= to)
    .map((e) => {
      const debit = e.kind === 'invoice' ? e.amount : 0;
      const credit = e.kind === 'invoice' ? 0 : e.amount;
      balance += debit - credit;
      return { day: e.day, kind: e.kind, description: describe(e), debit, credit, balance };
    });
  return { from, to, opening, lines, closing: balance };
}

/** The statement the pages offer first: the last 90 days to today. */
export const STATEMENT_DEFAULT_DAYS = 90;
export const defaultStatementRange = (today: string) => ({
  from: addDays(today, -STATEMENT_DEFAULT_DAYS),
  to: today,
});
