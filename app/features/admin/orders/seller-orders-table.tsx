import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../../../domain/orders';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { ProductionBadge } from '~/components/line/production-status';
import { cn } from '~/lib/cn';
import { OrderRowMenu } from './order-row-menu';
import { CardControl, cardLinkClass, ListCard } from '../../../components/admin/seller-list-card';
import type { SellerOrderRowView } from './seller-order-view';

const customerText = (o: SellerOrderRowView) => [o.customerName, o.company].filter(Boolean).join(' · ');

function NewBadge({ className }: { className?: string }) {
  return (
    <span className={cn('rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white', className)}>
      New
    </span>
  );
}

/**
 * The seller's orders (the orders list and a customer's order history): New first, a menu per row. A table from
 * a tablet up; on a phone a card per order, the whole card the link into the order (the number's link stretched
 * over it), its menu and the page's action above that link.
 */
export function SellerOrdersTable({
  orders,
  firstIndex,
  caption = 'Orders',
  rowAction,
}: {
  orders: SellerOrderRowView[];
  /** The # of the first row (1 on the first page). */
  firstIndex: number;
  caption?: string;
  /**
   * A page's own action per row (the customer view's Re-order for customer): beside the row's menu, and under
   * the order's number on a phone.
   */
  rowAction?: (order: SellerOrderRowView) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={caption} className="mt-3 flex flex-col gap-2 md:hidden">
        {orders.map((o) => (
          <ListCard key={o.id} highlight={o.isNew}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/orders/${o.id}`} className={cardLinkClass}>
                    <span className="sr-only">View order </span>
                    {formatOrderNumber(o.number)}
                  </Link>
                  {o.isNew && <NewBadge />}
                </p>
                <p className="mt-0.5 text-sm break-words text-zinc-800">{customerText(o)}</p>
                <p className="text-xs text-zinc-600">{formatOrderDate(o.createdAt)}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <span className="font-semibold tabular-nums">{formatPounds(o.total)}</span>
                <CardControl>
                  <OrderRowMenu order={o} />
                </CardControl>
              </div>
            </div>
            <p className="mt-2 flex flex-wrap gap-1">
              <PaymentBadge paymentStatus={o.paymentStatus} />
              <StatusBadge status={o.status} />
              {o.productionStatus && <ProductionBadge status={o.productionStatus} />}
            </p>
            {rowAction && <CardControl className="mt-2 w-fit">{rowAction(o)}</CardControl>}
          </ListCard>
        ))}
      </ul>
      <div className="relative mt-3 hidden overflow-x-auto rounded-lg border border-zinc-200 bg-white md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-zinc-50 text-zinc-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Order Number
              </th>
              <th scope="col" className="px-3 py-2">
                Date
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Total Amount
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {orders.map((o, i) => (
              <tr key={o.id} className={cn(o.isNew && 'bg-brand-50/60')}>
                <td className="px-3 py-2 text-zinc-600 tabular-nums">{firstIndex + i}</td>
                <td className="px-3 py-2">
                  <span className="font-semibold">{formatOrderNumber(o.number)}</span>
                  {o.isNew && (
                    <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                      New
                    </span>
                  )}
                  <span className="block text-xs text-zinc-600">
                    {[o.customerName, o.company].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatOrderDate(o.createdAt)}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap gap-1">
                    <PaymentBadge paymentStatus={o.paymentStatus} />
                    <StatusBadge status={o.status} />
                    {o.productionStatus && <ProductionBadge status={o.productionStatus} />}
                  </span>
                </td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatPounds(o.total)}</td>
                <td className="px-3 py-2">
                  <Link to={`/admin/orders/${o.id}`} className="text-brand-700 underline">
                    View<span className="sr-only"> order {formatOrderNumber(o.number)}</span>
                  </Link>
                </td>
                <td className="px-3 py-2 text-right">
                  <span className="inline-flex items-center justify-end gap-2">
                    {rowAction?.(o)}
                    <OrderRowMenu order={o} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Previous / Page n of m / Next, as links that keep the other filters in the URL. */
export function SellerPager({ page, pages, query }: { page: number; pages: number; query: string }) {
  if (pages <= 1) return null;
  const pageLink = (n: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(n));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={pageLink(page - 1)} className="text-brand-700 underline">
          Previous
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={pageLink(page + 1)} className="text-brand-700 underline">
          Next
        </Link>
      )}
    </nav>
  );
}
