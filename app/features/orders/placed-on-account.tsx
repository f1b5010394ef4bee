import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatOrderNumber } from '../../../domain/orders';
import { invoicedLabel } from '../../../domain/trade';

/**
 * The thank-you on an order's page when checkout has just placed it on a trade account (`?placed=account`):
 * nothing to pay now, the invoice's due day, and where the invoice is.
 */
export function PlacedOnAccount({
  order,
  isOwner,
}: {
  order: { number: number; invoiceDueDay: string };
  isOwner: boolean;
}) {
  return (
    <section
      aria-labelledby="placed-on-account"
      role="status"
      className="mt-6 flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950 sm:p-5"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div className="min-w-0 text-sm">
        <h2 id="placed-on-account" className="text-lg font-bold">
          Thank you: your order is placed on account
        </h2>
        <p className="mt-1">
          Order {formatOrderNumber(order.number)} goes ahead now, with nothing to pay today.{' '}
          <strong>{invoicedLabel(order.invoiceDueDay)}.</strong>
        </p>
        <p className="mt-1">
          The invoice is attached to your confirmation e-mail
          {isOwner ? (
            <>
              {' '}
              and kept on your{' '}
              <Link to="/account/trade" className="font-semibold underline underline-offset-2">
                trade account
              </Link>
            </>
          ) : null}
          .
        </p>
      </div>
    </section>
  );
}
