/** How an order reads to its customer: its number, dates, decoration and the steps it goes through. */

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Refunded: the payment went back to the customer in full (a seller's refund, with a cancelled order), or a trade
 * account's invoice was credited in full. Invoiced: placed on a trade account, its invoice not yet paid in full
 * (it becomes paid when payments cover it).
 */
export const PAYMENT_STATUSES = ['unpaid', 'invoiced', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The payment status in words, as badges, filters and the orders CSV say it. */
/** Payment in words, for badges and the CSV; `abandoned` is an unpaid checkout whose payment page expired. */
export const PAYMENT_STATUS_LABELS: Record<OrderPaymentFilter, string> = {
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  invoiced: 'Invoiced',
  refunded: 'Refunded',
  abandoned: 'Abandoned',
};

/** A placed order whose money counts as earned: taken by card, or invoiced on account (issue 31). */
export const EARNED_PAYMENT_STATUSES = ['invoiced', 'paid', 'refunded'] as const satisfies readonly PaymentStatus[];
/** An order the shop makes: paid, or placed on a trade account. */
export const isPlacedForWork = (paymentStatus: PaymentStatus) =>
  paymentStatus === 'paid' || paymentStatus === 'invoiced';

export const formatOrderNumber = (n: number) => `#${n}`;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // the shop's day, so the server's page and the browser's agree
  timeZone: 'Europe/London',
});

/** "22 November 2026" */
export function formatOrderDate(date: Date | string): string {
  return DATE.format(typeof date === 'string' ? new Date(date) : date);
}

export type TimelineStepKey =
  'placed' | 'paid' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  /** reached: this step has happened */
  done: boolean;
  /** the furthest step reached: where the order stands now */
  current: boolean;
}

const PROGRESS: Record<OrderStatus, number> = {
  Pending: 0,
  Confirmed: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: -1,
};

/**
 * Order placed → Payment received → Confirmed → Shipped → Delivered. A cancelled order shows Cancelled in place of
 * the steps it will no longer reach (after Payment received when it was paid). A refunded order was paid, and
 * ends at Refunded. The last step reached is current.
 */
export function orderTimeline(order: { status: OrderStatus; paymentStatus: PaymentStatus }): TimelineStep[] {
  const refunded = order.paymentStatus === 'refunded';
  // an order on account is placed and made as a paid one is; its step says it was invoiced
  const invoiced = order.paymentStatus === 'invoiced';
  const paid = order.paymentStatus === 'paid' || refunded || invoiced;
  const paidLabel = invoiced ? 'Invoiced' : 'Payment received';
  const progress = PROGRESS[order.status];
  const steps: Omit<TimelineStep, 'current'>[] =
    order.status === 'Cancelled'
      ? [
          { key: 'placed', label: 'Order placed', done: true },
          ...(paid ? [{ key: 'paid' as const, label: paidLabel, done: true }] : []),
          { key: 'cancelled', label: 'Cancelled', done: true },
        ]
      : [
          { key: 'placed', label: 'Order placed', done: true },
          { key: 'paid', label: paidLabel, done: paid },
          { key: 'confirmed', label: 'Confirmed', done: progress >= 1 },
          { key: 'shipped', label: 'Shipped', done: progress >= 2 },
          { key: 'delivered', label: 'Delivered', done: progress >= 3 },
        ];
  if (refunded) steps.push({ key: 'refunded', label: 'Refunded', done: true });
  const current = steps.findLastIndex((s) => s.done);
  return steps.map((s, i) => ({ ...s, current: i === current }));
}

/** The spec's New-order window: one day. */
export const NEW_ORDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * New: a placed order (paid; an unpaid checkout is no order yet) under a day old and not yet opened by a seller.
 * New orders sort first in the seller's list.
 */
export function isNewOrder(
  order: { createdAt: Date; sellerOpenedAt: Date | null; paymentStatus: PaymentStatus },
  now: Date,
): boolean {
  return (
    order.paymentStatus !== 'unpaid' &&
    order.sellerOpenedAt === null &&
    now.getTime() - order.createdAt.getTime() < NEW_ORDER_WINDOW_MS
  );
}

/**
 * The seller's payment filter: a payment status, or `abandoned` for unpaid checkouts whose payment page expired
 * (no orders: they show only under this filter).
 */
export const ORDER_PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'abandoned'] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];
