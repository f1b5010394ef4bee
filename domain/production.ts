import type { OrderStatus } from './orders';
import { PROCESSING_BUSINESS_DAYS } from './shipping';

/**
 * The production status of a decorated order, apart from its payment and shipping: the proof the seller sends,
 * the customer's answer, and the making. Pure rules; the server records each event on the order's timeline.
 */

export const PRODUCTION_STATUSES = [
  'Awaiting proof',
  'Proof sent',
  'Changes requested',
  'Approved',
  'In production',
  'Ready to ship',
] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** proofVersion: the latest proof sent, 0 before the first. */
export interface ProductionState {
  status: ProductionStatus;
  proofVersion: number;
}

export type ProductionActor = 'seller' | 'customer';

/** A customer's answer names the version they looked at, so an answer to a superseded proof is refused. */
export type ProductionMove =
  | { kind: 'sendProof' }
  | { kind: 'approve'; proofVersion: number }
  | { kind: 'requestChanges'; proofVersion: number; comment: string }
  | { kind: 'startProduction' }
  | { kind: 'markReady' };
export type ProductionMoveKind = ProductionMove['kind'];
export const PRODUCTION_MOVE_KINDS = [
  'sendProof',
  'approve',
  'requestChanges',
  'startProduction',
  'markReady',
] as const satisfies readonly ProductionMoveKind[];

/** Who may make each move. */
export const PRODUCTION_MOVE_ACTOR: Record<ProductionMoveKind, ProductionActor> = {
  sendProof: 'seller',
  approve: 'customer',
  requestChanges: 'customer',
  startProduction: 'seller',
  markReady: 'seller',
};

/** What the timeline records of a move: the proof version it concerns and, for changes, the trimmed comment. */
export interface ProductionEvent {
  kind: ProductionMoveKind;
  from: ProductionStatus;
  to: ProductionStatus;
  proofVersion: number;
  comment?: string;
}

export type ProductionResult =
  { ok: true; state: ProductionState; event: ProductionEvent } | { ok: false; message: string };

export const PROOF_COMMENT_MAX_LENGTH = 2000;

/** Refusals in words the seller or customer can act on. */
export const PRODUCTION_MESSAGES = {
  sellerOnly: 'Only the shop can send proofs and move an order through production.',
  customerOnly: 'Only the customer can approve a proof or request changes.',
  commentRequired: 'Please tell us what you would like changed.',
  commentTooLong: `Please keep your comment to ${PROOF_COMMENT_MAX_LENGTH} characters or fewer.`,
  noProofYet: 'There is no proof to answer yet. We will e-mail you as soon as it is ready.',
  sendProofFirst: 'Send the customer a proof first: production starts once they approve it.',
  alreadyInProduction: 'Production has already started.',
  alreadyReady: 'This order is already ready to ship.',
  startProductionFirst: 'Start production before marking the order ready to ship.',
  oldVersion: (answered: number, current: number) =>
    `This is proof version ${answered}; the current proof is version ${current}.`,
  awaitingAnswer: (version: number) => `Proof version ${version} is waiting for the customer's answer.`,
  changesAsked: (version: number) =>
    `Changes were requested to proof version ${version}. We will e-mail you the new proof.`,
  changesToMake: (version: number) =>
    `The customer asked for changes to proof version ${version}: send a new proof.`,
  alreadyApproved: (version: number) => `Proof version ${version} is already approved.`,
  approvedNoNewProof: (version: number) =>
    `Proof version ${version} is already approved and production follows it, so no new proof can be sent.`,
  orderCancelled: 'This order is cancelled, so it has no proof or production any more.',
  orderShipped: 'This order has already shipped, so its proof and production are closed.',
} as const;

/** A move by the wrong side is refused with the words naming the side that makes it. */
const ONLY_BY: Record<ProductionActor, string> = {
  seller: PRODUCTION_MESSAGES.sellerOnly,
  customer: PRODUCTION_MESSAGES.customerOnly,
};

const APPROVED_OR_LATER: readonly ProductionStatus[] = ['Approved', 'In production', 'Ready to ship'];

/**
 * The one way a production status changes. The seller sends a proof (from Awaiting proof or Changes requested,
 * or from Proof sent as a newer version replacing the unanswered one), starts production once it is approved and
 * marks the order ready; the customer approves or requests changes (with a comment) only to the current proof.
 */
export function nextProduction(
  state: ProductionState,
  move: ProductionMove,
  actor: ProductionActor,
): ProductionResult {
  const mover = PRODUCTION_MOVE_ACTOR[move.kind];
  if (mover !== actor) return refuse(ONLY_BY[mover]);
  const { status, proofVersion: current } = state;
  const to = (next: ProductionStatus, proofVersion = current, comment?: string): ProductionResult => ({
    ok: true,
    state: { status: next, proofVersion },
    event: {
      kind: move.kind,
      from: status,
      to: next,
      proofVersion,
      ...(comment === undefined ? {} : { comment }),
    },
  });

  switch (move.kind) {
    case 'sendProof':
      if (APPROVED_OR_LATER.includes(status)) return refuse(PRODUCTION_MESSAGES.approvedNoNewProof(current));
      return to('Proof sent', current + 1);

    case 'approve':
    case 'requestChanges': {
      if (status === 'Awaiting proof') return refuse(PRODUCTION_MESSAGES.noProofYet);
      if (move.proofVersion !== current)
        return refuse(PRODUCTION_MESSAGES.oldVersion(move.proofVersion, current));
      if (status === 'Changes requested') return refuse(PRODUCTION_MESSAGES.changesAsked(current));
      if (status !== 'Proof sent') return refuse(PRODUCTION_MESSAGES.alreadyApproved(current));
      if (move.kind === 'approve') return to('Approved');
      const comment = move.comment.trim();
      if (!comment) return refuse(PRODUCTION_MESSAGES.commentRequired);
      if (comment.length > PROOF_COMMENT_MAX_LENGTH) return refuse(PRODUCTION_MESSAGES.commentTooLong);
      return to('Changes requested', current, comment);
    }

    case 'startProduction':
    case 'markReady': {
      const waiting = waitingForApproval(state);
      if (waiting) return refuse(waiting);
      if (status === 'Ready to ship') return refuse(PRODUCTION_MESSAGES.alreadyReady);
      if (move.kind === 'startProduction')
        return status === 'Approved' ? to('In production') : refuse(PRODUCTION_MESSAGES.alreadyInProduction);
      return status === 'In production'
        ? to('Ready to ship')
        : refuse(PRODUCTION_MESSAGES.startProductionFirst);
    }
  }
}

/** Why production cannot start yet, for the seller; null once the proof is approved. */
function waitingForApproval({ status, proofVersion }: ProductionState): string | null {
  switch (status) {
    case 'Awaiting proof':
      return PRODUCTION_MESSAGES.sendProofFirst;
    case 'Proof sent':
      return PRODUCTION_MESSAGES.awaitingAnswer(proofVersion);
    case 'Changes requested':
      return PRODUCTION_MESSAGES.changesToMake(proofVersion);
    default:
      return null;
  }
}

const refuse = (message: string): ProductionResult => ({ ok: false, message });

/** One line of the order's timeline: "Proof version 2 sent (replacing version 1)". */
export function describeProductionEvent(e: ProductionEvent): string {
  switch (e.kind) {
    case 'sendProof':
      return e.from === 'Proof sent'
        ? `Proof version ${e.proofVersion} sent (replacing version ${e.proofVersion - 1})`
        : `Proof version ${e.proofVersion} sent`;
    case 'approve':
      return `Proof version ${e.proofVersion} approved`;
    case 'requestChanges':
      return `Changes requested to proof version ${e.proofVersion}: “${e.comment ?? ''}”`;
    case 'startProduction':
      return 'Production started';
    case 'markReady':
      return 'Ready to ship';
  }
}

/** A decorated order may ship once its proof is approved. */
export const SHIPPABLE_PRODUCTION_STATUSES: readonly ProductionStatus[] = APPROVED_OR_LATER;

export const SHIPPING_MESSAGES = {
  notApproved: (status: ProductionStatus) =>
    `This order's proof is not approved yet (${status}), so it cannot be marked Shipped. Ship it once the customer approves, or give a reason to ship anyway.`,
  reasonRequired: 'Please give a reason for shipping before the proof is approved.',
} as const;

/**
 * Whether an order may be marked Shipped: null when it may, else the message. Plain orders always may; a decorated
 * one once its proof is approved, or when the seller overrides with a reason (which the caller records). A
 * decorated order with no production status yet counts as Awaiting proof.
 */
export function shippingProblem(
  order: { hasDecoration: boolean; productionStatus: ProductionStatus | null },
  override?: { reason: string },
): string | null {
  if (!order.hasDecoration) return null;
  const status = order.productionStatus ?? 'Awaiting proof';
  if (SHIPPABLE_PRODUCTION_STATUSES.includes(status)) return null;
  if (override) return override.reason.trim() ? null : SHIPPING_MESSAGES.reasonRequired;
  return SHIPPING_MESSAGES.notApproved(status);
}

/** The FAQ's production promise, counted from the proof's approval (app/features/info/logo-prices.ts says it). */
export const PRODUCTION_WORKING_DAYS = { min: 5, max: 10 } as const;
/** A proof not answered in this many working days gets one reminder. */
export const PROOF_REMINDER_WORKING_DAYS = 3;

/**
 * Bank holidays in England and Wales, 2025–2027, from https://www.gov.uk/bank-holidays (substitute days
 * included: Boxing Day 2026 and Christmas 2027 fall at weekends). Extend from the same page before 2028.
 */
export const BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-01-01', // New Year's Day
  '2025-04-18', // Good Friday
  '2025-04-21', // Easter Monday
  '2025-05-05', // Early May bank holiday
  '2025-05-26', // Spring bank holiday
  '2025-08-25', // Summer bank holiday
  '2025-12-25', // Christmas Day
  '2025-12-26', // Boxing Day
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28', // Boxing Day (substitute day)
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27', // Christmas Day (substitute day)
  '2027-12-28', // Boxing Day (substitute day)
]);

const DAY_MS = 24 * 60 * 60 * 1000;

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The shop's wall clock (Europe/London) at an instant, written as a UTC date: its UTC day is the shop's day. */
export function londonWallClock(at: Date): Date {
  const p = Object.fromEntries(LONDON.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return new Date(
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, at.getUTCMilliseconds()),
  );
}

const isWorkingWallDay = (wall: Date) =>
  wall.getUTCDay() !== 0 && wall.getUTCDay() !== 6 && !BANK_HOLIDAYS.has(wall.toISOString().slice(0, 10));

/** Monday to Friday and not a bank holiday, on the shop's calendar (Europe/London). */
export const isWorkingDay = (at: Date) => isWorkingWallDay(londonWallClock(at));

/**
 * n working days later at the same time on the shop's clock; from a weekend or bank holiday the next working day
 * is the first (Saturday + 1 is Monday). A negative n counts back the same way (Monday - 1 is Friday).
 */
export function addWorkingDays(date: Date, n: number): Date {
  const wall = londonWallClock(date);
  const step = n < 0 ? -1 : 1;
  let days = 0;
  for (let counted = 0; counted < Math.abs(n);) {
    days += step;
    if (isWorkingWallDay(new Date(wall.getTime() + days * DAY_MS))) counted += 1;
  }
  // across a clock change the instant moves by the hour the clocks did, keeping the shop's time of day
  const target = new Date(wall.getTime() + days * DAY_MS);
  const guess = new Date(date.getTime() + days * DAY_MS);
  return new Date(guess.getTime() - (londonWallClock(guess).getTime() - target.getTime()));
}

/** When an order approved at approvedAt should be made: the FAQ's 5-10 working days. */
export function productionWindow(approvedAt: Date): { earliest: Date; latest: Date } {
  return {
    earliest: addWorkingDays(approvedAt, PRODUCTION_WORKING_DAYS.min),
    latest: addWorkingDays(approvedAt, PRODUCTION_WORKING_DAYS.max),
  };
}

/** When an unanswered proof sent at sentAt earns its one reminder (the job's run time). */
export const proofReminderAt = (sentAt: Date) => addWorkingDays(sentAt, PROOF_REMINDER_WORKING_DAYS);

/** True once a proof sent at sentAt has gone 3 working days unanswered. */
export const proofReminderDue = (sentAt: Date, now: Date) =>
  now.getTime() >= proofReminderAt(sentAt).getTime();

/** A line with a logo or text on it: it needs a proof (a bundle line counts by its own decorations). */
export const isDecoratedLine = (line: { decorations: readonly unknown[] }) => line.decorations.length > 0;

/** An order with any decorated line goes through proof and production once paid. */
export const hasDecoratedLine = (lines: readonly { decorations: readonly unknown[] }[]) =>
  lines.some(isDecoratedLine);

/**
 * Where production stands as the order's lists, pages and JSON read it: the stored status while the order is
 * being proofed and made; Shipped once it has left (on an approved proof, or on the seller's word before one);
 * Cancelled once the order is, so a cancelled order no longer waits for a proof. Null for a plain order.
 */
export const PRODUCTION_STAGES = [...PRODUCTION_STATUSES, 'Shipped', 'Cancelled'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export function productionStage(order: {
  status: OrderStatus;
  productionStatus: ProductionStatus | null;
}): ProductionStage | null {
  if (!order.productionStatus) return null;
  if (order.status === 'Cancelled') return 'Cancelled';
  if (order.status === 'Shipped' || order.status === 'Delivered') return 'Shipped';
  return order.productionStatus;
}

/** Why no proof move may be made any more (the order was cancelled or has shipped); null while it may. */
export function productionClosed(stage: ProductionStage | null): string | null {
  if (stage === 'Cancelled') return PRODUCTION_MESSAGES.orderCancelled;
  if (stage === 'Shipped') return PRODUCTION_MESSAGES.orderShipped;
  return null;
}

/** True while the stage still asks something of the seller or the customer (not shipped, not cancelled). */
export const isProductionOpen = (stage: ProductionStage | null): stage is ProductionStatus =>
  stage !== null && (PRODUCTION_STATUSES as readonly string[]).includes(stage);

/** The proof version the customer approved; null before approval (or for a plain order). */
export function approvedProofVersion(order: {
  productionStatus: ProductionStatus | null;
  proofVersion: number;
}): number | null {
  return order.productionStatus && APPROVED_OR_LATER.includes(order.productionStatus)
    ? order.proofVersion
    : null;
}

/**
 * When the workshop must have an order ready, by the shop's own promises: a decorated order by the last of its
 * 5-10 working days from the proof's approval; plain garments within 3 working days of payment. Neither clock
 * starts before payment, nor a decorated order's before approval.
 */
export type ProductionDue =
  | { kind: 'made'; by: Date; approvedAt: Date }
  | { kind: 'dispatch'; by: Date }
  | { kind: 'awaiting-approval' }
  | { kind: 'awaiting-payment' };

export function productionDue(order: {
  hasDecoration: boolean;
  paidAt: Date | null;
  approvedAt: Date | null;
}): ProductionDue {
  if (!order.paidAt) return { kind: 'awaiting-payment' };
  if (!order.hasDecoration)
    return { kind: 'dispatch', by: addWorkingDays(order.paidAt, PROCESSING_BUSINESS_DAYS.max) };
  if (!order.approvedAt) return { kind: 'awaiting-approval' };
  return { kind: 'made', by: productionWindow(order.approvedAt).latest, approvedAt: order.approvedAt };
}
