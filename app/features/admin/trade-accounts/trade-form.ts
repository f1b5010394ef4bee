import type { RecordTimelineEntry } from '~/components/admin/record-timeline';
import { formatPounds, type Pence } from '../../../../domain/money';
import {
  DEFAULT_TERMS_DAYS,
  MAX_CREDIT_LIMIT,
  nextTradeStatus,
  PAYMENT_TERMS_DAYS,
  type PaymentTermsDays,
  type TradeMoveKind,
  type TradeStatus,
} from '../../../../domain/trade';
import type { TradeAccountView, TradeEventView, TradeInvoiceView } from '../../../../domain/trade-view';

/**
 * The seller's trade account forms (issue 31) as the boxes hold them, and the bodies PUT /api/trade-accounts/{id}
 * and POST …/payments take (TradeDecisionSchema, TradePaymentSchema check them before they go). Money is typed
 * in pounds and sent in pence; nothing here adds money up: every figure the page shows is the server's.
 */

export const TRADE_FORM_MESSAGES = {
  creditLimit: `Please enter the credit limit in pounds, from £0 to ${formatPounds(MAX_CREDIT_LIMIT, { wholePounds: 'short' })}.`,
  amount: 'Please enter the amount received in pounds, such as 120 or 120.50.',
  terms: `Payment terms are ${PAYMENT_TERMS_DAYS.join(', ')} days.`,
} as const;

/**
 * Pence from pounds as a person types them ("500", "£1,250.50", "0"), or null for anything else: more than two
 * decimals, a minus, words, an empty box, or more than `max` pence.
 */
export function typedPounds(raw: string, max: Pence = MAX_CREDIT_LIMIT): Pence | null {
  const text = raw.trim().replace(/^£\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const pence = Math.round(Number(text.replace(/,/g, '')) * 100);
  return Number.isSafeInteger(pence) && pence <= max ? pence : null;
}

/** A pence amount as its box shows it: 50000 → "500", 125050 → "1250.50". */
export const poundsBoxText = (pence: Pence) =>
  pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);

/** The terms a select's value names, or null. */
export function termsOf(raw: string): PaymentTermsDays | null {
  const days = Number(raw);
  return (PAYMENT_TERMS_DAYS as readonly number[]).includes(days) ? (days as PaymentTermsDays) : null;
}

/** The credit terms as the form holds them: approving, or changing an approved account's. */
export interface TermsForm {
  creditLimit: string;
  termsDays: string;
  poRequired: boolean;
}

/**
 * The form's first values: an account's own terms once it has them; for an application, no limit yet, the
 * shop's 30 days and the PO rule as the applicant asked.
 */
export function termsFormOf(
  account: Pick<TradeAccountView, 'status' | 'creditLimit' | 'termsDays' | 'poRequired'>,
): TermsForm {
  const decided = account.status === 'approved' || account.status === 'suspended';
  return {
    creditLimit: decided ? poundsBoxText(account.creditLimit) : '',
    termsDays: String(decided ? account.termsDays : DEFAULT_TERMS_DAYS),
    poRequired: account.poRequired,
  };
}

/**
 * The decision's body from the terms form: `approve`, or `update` of an approved or suspended account's terms,
 * with all three terms (the server records what changed). A box the numbers cannot be read from goes as NaN,
 * which the schema refuses too; `problem` says what to type instead.
 */
export function termsBody(
  action: 'approve' | 'update',
  form: TermsForm,
): { body: Record<string, unknown>; problem: string | null } {
  const creditLimit = typedPounds(form.creditLimit);
  const termsDays = termsOf(form.termsDays);
  const problem =
    creditLimit === null
      ? TRADE_FORM_MESSAGES.creditLimit
      : termsDays === null
        ? TRADE_FORM_MESSAGES.terms
        : null;
  return {
    body: { action, creditLimit: creditLimit ?? Number.NaN, termsDays, poRequired: form.poRequired },
    problem,
  };
}

/** The moves the seller may make on an account in `status`, in the page's order. */
export function tradeMovesFrom(status: TradeStatus): TradeMoveKind[] {
  const order: TradeMoveKind[] = ['approve', 'update', 'decline', 'suspend', 'reopen'];
  return order.filter((move) => nextTradeStatus(status, move) !== null);
}

/** "Record payment" as the boxes hold it; `orderId` '' pays the oldest invoices first. */
export interface PaymentForm {
  amount: string;
  day: string;
  reference: string;
  orderId: string;
}

export const emptyPaymentForm = (today: string): PaymentForm => ({
  amount: '',
  day: today,
  reference: '',
  orderId: '',
});

/** The payment's body (TradePaymentSchema's shape); an unreadable amount goes as NaN with `problem` saying why. */
export function paymentBody(form: PaymentForm): { body: Record<string, unknown>; problem: string | null } {
  const amount = typedPounds(form.amount, MAX_CREDIT_LIMIT * 10);
  return {
    body: {
      amount: amount ?? Number.NaN,
      day: form.day,
      reference: form.reference.trim() || null,
      orderId: form.orderId || null,
    },
    problem: amount === null || amount === 0 ? TRADE_FORM_MESSAGES.amount : null,
  };
}

/** The invoices a payment may be made against: those with something still owed, oldest first. */
export function payableInvoices(invoices: readonly TradeInvoiceView[]): { value: string; label: string }[] {
  return invoices
    .filter((i) => i.outstanding > 0)
    .sort((a, b) => a.day.localeCompare(b.day) || a.orderNumber - b.orderNumber)
    .map((i) => ({ value: i.orderId, label: `${i.invoiceNumber} — ${formatPounds(i.outstanding)} owed` }));
}

/** The seller's statement PDF for a range (the API's own path: the view carries no statement link). */
export function statementPdfHref(accountId: string, range: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `/api/trade-accounts/${encodeURIComponent(accountId)}/statement?${query}`;
}

/** The account's events as the timeline shows them: oldest first (the same instant keeps the server's order). */
export function tradeTimeline(events: readonly TradeEventView[]): RecordTimelineEntry[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i)
    .map(({ e }) => ({ text: e.summary, actor: e.actor, at: e.at }));
}

/** The fields of a form that hold strings (its text boxes and selects). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A controlled box's props for one text field of a form held in state:
 * `const box = boxesOf(form, set, 'mt-1 block h-10 w-full'); <Field inputProps={box('amount', { inputMode: 'decimal' })} />`.
 */
export function boxesOf<F extends object>(form: F, set: (change: Partial<F>) => void, className: string) {
  return <E extends object>(name: TextKey<F>, extra?: E) => ({
    name,
    value: form[name] as string,
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value } as Partial<F>),
    className,
    ...extra,
  });
}
