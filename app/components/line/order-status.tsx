import {
  BadgeCheck,
  Check,
  ClipboardList,
  CreditCard,
  PackageCheck,
  RotateCcw,
  Truck,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  formatOrderDate,
  orderTimeline,
  PAYMENT_STATUS_LABELS,
  type OrderPaymentFilter,
  type OrderStatus,
  type PaymentStatus,
  type TimelineStepKey,
} from '../../../domain/orders';
import { cn } from '~/lib/cn';

const STATUS_STYLE: Record<OrderStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Confirmed: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  Shipped: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  Delivered: 'bg-green-50 text-green-800 ring-green-700/20',
  Cancelled: 'bg-red-50 text-red-800 ring-red-700/20',
};

/** A status's small round badge: its colours come from the status. */
export const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn(badge, STATUS_STYLE[status])}>
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}

const PAYMENT_STYLE: Record<OrderPaymentFilter, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-700/20',
  unpaid: 'bg-zinc-100 text-zinc-700 ring-zinc-500/25',
  // placed on a trade account: owed, on terms
  invoiced: 'bg-sky-50 text-sky-900 ring-sky-700/25',
  refunded: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  // an unpaid checkout whose payment page expired
  abandoned: 'bg-white text-zinc-600 ring-zinc-400/40',
};

export function PaymentBadge({ paymentStatus }: { paymentStatus: OrderPaymentFilter }) {
  return (
    <span className={cn(badge, PAYMENT_STYLE[paymentStatus])}>
      <span className="sr-only">Payment: </span>
      {PAYMENT_STATUS_LABELS[paymentStatus]}
    </span>
  );
}

const STEP_ICONS: Record<TimelineStepKey, LucideIcon> = {
  placed: ClipboardList,
  paid: CreditCard,
  confirmed: BadgeCheck,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: X,
  refunded: RotateCcw,
};

/**
 * Where the order stands: an ordered list of its steps, the ones reached marked, the latest one highlighted
 * (aria-current="step"). A list down the page on phones, a row from `sm` up.
 */
export function OrderTimeline({
  order,
}: {
  order: { status: OrderStatus; paymentStatus: PaymentStatus; createdAt: string; paidAt: string | null };
}) {
  const steps = orderTimeline(order);
  const dates: Partial<Record<TimelineStepKey, string | null>> = {
    placed: order.createdAt,
    paid: order.paidAt,
  };
  return (
    <ol aria-label="Order progress" className="flex flex-col sm:flex-row">
      {steps.map((step, i) => {
        const next = steps[i + 1];
        const cancelled = step.key === 'cancelled';
        const Icon = step.done && !step.current ? Check : STEP_ICONS[step.key];
        const date = dates[step.key];
        return (
          <li
            key={step.key}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0 sm:flex-1 sm:flex-col sm:items-center sm:gap-2 sm:pb-0 sm:text-center"
          >
            {next && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-9 bottom-1 left-[0.9375rem] w-0.5 rounded-full',
                  'sm:top-[0.9375rem] sm:right-[calc(-50%+1.5rem)] sm:bottom-auto sm:left-[calc(50%+1.5rem)] sm:h-0.5 sm:w-auto',
                  next.done ? (next.key === 'cancelled' ? 'bg-red-300' : 'bg-brand-700') : 'bg-zinc-200',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                cancelled
                  ? 'bg-red-600 text-white ring-4 ring-red-100'
                  : step.current
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : step.done
                      ? 'bg-brand-700 text-white'
                      : 'border-2 border-zinc-300 bg-white text-zinc-400',
              )}
            >
              <Icon className="size-4" strokeWidth={step.done && !step.current ? 3 : 2} />
            </span>
            <span className="flex min-w-0 flex-col pt-1 sm:pt-0">
              <span
                className={cn(
                  'text-sm',
                  step.current
                    ? cancelled
                      ? 'font-bold text-red-800'
                      : 'font-bold text-brand-900'
                    : step.done
                      ? 'font-medium text-zinc-900'
                      : 'text-zinc-500',
                )}
              >
                {step.label}
                {!step.current && <span className="sr-only">{step.done ? ' (done)' : ' (to come)'}</span>}
              </span>
              {step.done && date && (
                <time dateTime={date} className="text-xs text-zinc-500">
                  {formatOrderDate(date)}
                </time>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
