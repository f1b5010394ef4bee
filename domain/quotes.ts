import { londonToday } from './earnings';
import { formatOrderDate } from './orders';
import { addWorkingDays, londonWallClock } from './production';

/**
 * Quotes (issue 30): a buyer asks, the seller prices it, the buyer accepts and pays, and the paid quote becomes an
 * ordinary order. The states and who may make each move are one table (QUOTE_MOVES); nextQuote is the one way a
 * quote's state changes, so the API, the pages and the worker all refuse the same moves in the same words.
 */

export const QUOTE_STATUSES = [
  'requested',
  'draft',
  'sent',
  'changes_requested',
  'accepted',
  'paid',
  'declined',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The buyer (whoever holds the quote's link), the seller's staff, or the shop itself (payments, the clock). */
export const QUOTE_ACTORS = ['buyer', 'seller', 'system'] as const;
export type QuoteActor = (typeof QUOTE_ACTORS)[number];

/** "Changes requested": a status as the pages name it. */
export const quoteStatusLabel = (status: QuoteStatus) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace('_', ' ');

/**
 * Every move: who makes it, from which states, and to which (`same`: the quote stays where it is and the move is
 * only recorded, as a buyer's renewal request is).
 */
export const QUOTE_MOVES = {
  /** The seller opens a request to price it. */
  startPricing: { by: 'seller', from: ['requested'], to: 'draft' },
  /** The seller saves lines and prices; a quote sent back for changes is revised as a draft. */
  saveDraft: { by: 'seller', from: ['draft', 'changes_requested'], to: 'draft' },
  /** The seller sends the priced quote: version 1, or the next version after changes were asked for. */
  send: { by: 'seller', from: ['draft'], to: 'sent' },
  /** The buyer asks for changes to the version they read, with a comment. */
  requestChanges: { by: 'buyer', from: ['sent'], to: 'changes_requested' },
  /** The buyer declines, with a reason if they give one. */
  decline: { by: 'buyer', from: ['sent', 'changes_requested'], to: 'declined' },
  /** The buyer accepts the version they read, while it is valid: its garments are held while they pay. */
  accept: { by: 'buyer', from: ['sent'], to: 'accepted' },
  /** The accepted quote's payment arrived: it is an order now. */
  pay: { by: 'system', from: ['accepted'], to: 'paid' },
  /** The accepted quote's payment session ended unpaid: the garments go back and it may be accepted again. */
  lapse: { by: 'system', from: ['accepted'], to: 'sent' },
  /** A sent quote passed its valid-until date unanswered. */
  expire: { by: 'system', from: ['sent'], to: 'expired' },
  /** The buyer of an expired quote asks for it to be renewed (one click): the shop is told. */
  askRenewal: { by: 'buyer', from: ['expired'], to: 'same' },
  /** The seller renews an expired quote with a new valid-until date, as it was. */
  renew: { by: 'seller', from: ['expired'], to: 'sent' },
} as const satisfies Record<
  string,
  { by: QuoteActor; from: readonly QuoteStatus[]; to: QuoteStatus | 'same' }
>;
export type QuoteMoveKind = keyof typeof QUOTE_MOVES;
export const QUOTE_MOVE_KINDS = Object.keys(QUOTE_MOVES) as QuoteMoveKind[];

/** How long a sent quote may be accepted, by default. */
export const QUOTE_VALID_DAYS = 30;
/** The buyer is reminded this many working days before an unanswered quote expires. */
export const QUOTE_REMINDER_WORKING_DAYS = 3;
export const QUOTE_COMMENT_MAX_LENGTH = 2000;
/** The first quote's number: Q-1001. */
export const FIRST_QUOTE_NUMBER = 1001;

export const formatQuoteNumber = (n: number) => `Q-${n}`;

export interface QuoteState {
  status: QuoteStatus;
  /** The version last sent (0 before the first send). */
  version: number;
  /** Until when the sent version may be accepted; null before it is priced. */
  validUntil: Date | null;
}

/** A move as made: the buyer's answers name the version they read; a send or renewal names its valid-until. */
export type QuoteMove =
  | { kind: 'startPricing' | 'saveDraft' | 'pay' | 'lapse' | 'expire' | 'askRenewal' }
  | { kind: 'send' | 'renew'; validUntil: Date }
  | { kind: 'accept'; version: number }
  | { kind: 'requestChanges'; version: number; comment: string }
  | { kind: 'decline'; version: number; reason?: string };

/** What the quote's timeline records of a move. */
export interface QuoteEvent {
  kind: QuoteMoveKind;
  from: QuoteStatus;
  to: QuoteStatus;
  version: number;
  comment?: string;
}

export type QuoteResult = { ok: true; state: QuoteState; event: QuoteEvent } | { ok: false; message: string };

export const QUOTE_MESSAGES = {
  buyerOnly: 'Only the buyer can answer a quote.',
  sellerOnly: 'Only the shop can price, send or renew a quote.',
  systemOnly: 'Payments and expiry are recorded by the shop itself.',
  commentRequired: 'Please tell us what you would like changed.',
  commentTooLong: `Please keep your comment to ${QUOTE_COMMENT_MAX_LENGTH} characters or fewer.`,
  validUntilPast: 'The valid-until date must be in the future.',
  oldVersion: (answered: number, current: number) =>
    `This is version ${answered} of the quote; the current one is version ${current}.`,
  expired: (validUntil: Date) => `This quote expired on ${formatOrderDate(validUntil)}. Ask us to renew it.`,
  notNow: (status: QuoteStatus) =>
    `This quote is ${quoteStatusLabel(status).toLowerCase()}, so that cannot be done now.`,
} as const;

const ONLY_BY: Record<QuoteActor, string> = {
  buyer: QUOTE_MESSAGES.buyerOnly,
  seller: QUOTE_MESSAGES.sellerOnly,
  system: QUOTE_MESSAGES.systemOnly,
};

/** Whether a sent quote can no longer be accepted at `now`: its valid-until date has passed. */
export const quoteExpiredAt = (state: Pick<QuoteState, 'validUntil'>, now: Date) =>
  state.validUntil !== null && now.getTime() > state.validUntil.getTime();

/**
 * The one way a quote's state changes: the table says who and from where; the buyer's answers must name the
 * current version, an acceptance must come while the quote is valid, a send or renewal needs a future date.
 */
export function nextQuote(state: QuoteState, move: QuoteMove, actor: QuoteActor, now: Date): QuoteResult {
  const rule = QUOTE_MOVES[move.kind];
  if (rule.by !== actor) return refuse(ONLY_BY[rule.by]);
  const { status } = state;
  // an answer to an expired quote says so, whatever the clock's sweep has recorded yet
  if (move.kind === 'accept' && status === 'sent' && quoteExpiredAt(state, now))
    return refuse(QUOTE_MESSAGES.expired(state.validUntil!));
  if (!(rule.from as readonly QuoteStatus[]).includes(status)) {
    if (status === 'expired' && actor === 'buyer' && state.validUntil)
      return refuse(QUOTE_MESSAGES.expired(state.validUntil));
    return refuse(QUOTE_MESSAGES.notNow(status));
  }
  if ('version' in move && move.version !== state.version)
    return refuse(QUOTE_MESSAGES.oldVersion(move.version, state.version));

  const to = rule.to === 'same' ? status : rule.to;
  const next: QuoteState = { ...state, status: to };
  let comment: string | undefined;
  switch (move.kind) {
    case 'send':
    case 'renew':
      if (move.validUntil.getTime() <= now.getTime()) return refuse(QUOTE_MESSAGES.validUntilPast);
      next.validUntil = move.validUntil;
      // a renewal sends the same version again; a send after changes is the next version
      if (move.kind === 'send') next.version = state.version + 1;
      break;
    case 'requestChanges':
    case 'decline': {
      comment = (move.kind === 'decline' ? (move.reason ?? '') : move.comment).trim();
      if (move.kind === 'requestChanges' && !comment) return refuse(QUOTE_MESSAGES.commentRequired);
      if (comment.length > QUOTE_COMMENT_MAX_LENGTH) return refuse(QUOTE_MESSAGES.commentTooLong);
      break;
    }
    default:
      break;
  }
  return {
    ok: true,
    state: next,
    event: {
      kind: move.kind,
      from: status,
      to,
      version: next.version,
      ...(comment ? { comment } : {}),
    },
  };
}

const refuse = (message: string): QuoteResult => ({ ok: false, message });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a quote valid until `day` (YYYY-MM-DD) stops being acceptable: the end of that day on the shop's
 * clock (Europe/London), so "valid until 27 December" holds all of the 27th in the UK, summer or winter.
 */
export function quoteValidUntilEnd(day: string): Date {
  const nextMidnightAsUtc = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  const londonAhead = londonWallClock(nextMidnightAsUtc).getTime() - nextMidnightAsUtc.getTime();
  return new Date(nextMidnightAsUtc.getTime() - londonAhead - 1);
}

/** A day `days` after `from` (YYYY-MM-DD), as a calendar sum. */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The valid-until a new quote starts with: QUOTE_VALID_DAYS from today, the shop's day. */
export const defaultQuoteValidUntil = (now: Date) => addDays(londonToday(now), QUOTE_VALID_DAYS);

/** Whether `day` is today or later on the shop's clock: a send or a renewal needs one. */
export const dayNotPast = (day: string, now: Date) => day >= londonToday(now);

/** When an unanswered quote valid until `day` earns its one reminder: 3 working days before it ends. */
export const quoteReminderAt = (day: string) =>
  addWorkingDays(quoteValidUntilEnd(day), -QUOTE_REMINDER_WORKING_DAYS);

/** "27 December 2026" */
export const formatQuoteDay = (day: string) => formatOrderDate(quoteValidUntilEnd(day));
