import { Link } from 'react-router';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { DataTable, type Column } from '~/components/ui/data-table';
import { cn } from '~/lib/cn';
import { formatPounds } from '../../../../domain/money';
import {
  formatOrderNumber,
  ORDER_STATUSES,
  type OrderPaymentFilter,
  type OrderStatus,
} from '../../../../domain/orders';
import type { BatchOrderView, StoreBatchView } from '../../../../domain/team-store-view';

const orderHref = (o: BatchOrderView) => `/admin/orders/${o.id}`;
const figure = { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' } as const;
const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
const PAYMENTS = ['paid', 'unpaid', 'invoiced', 'refunded', 'abandoned'];
const isPayment = (s: string): s is OrderPaymentFilter => PAYMENTS.includes(s);

function OrderBadges({ order }: { order: BatchOrderView }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {isStatus(order.status) ? <StatusBadge status={order.status} /> : order.status}
      {isPayment(order.paymentStatus) && order.paymentStatus !== 'paid' && (
        <PaymentBadge paymentStatus={order.paymentStatus} />
      )}
    </span>
  );
}

const orderColumns: Column<BatchOrderView>[] = [
  {
    key: 'number',
    header: 'Order',
    cell: (o) => (
      <Link to={orderHref(o)} className="font-semibold text-brand-800 underline underline-offset-2">
        <span className="sr-only">Open order </span>
        {formatOrderNumber(o.number)}
      </Link>
    ),
    cellClassName: 'whitespace-nowrap',
  },
  {
    key: 'member',
    header: 'Member',
    cell: (o) => (
      <>
        <span className="block font-medium text-zinc-900">{o.memberName}</span>
        <span className="block text-xs break-all text-zinc-600">{o.email}</span>
      </>
    ),
    cellClassName: 'break-words',
  },
  { key: 'garments', header: 'Garments', cell: (o) => o.garments, ...figure },
  { key: 'names', header: 'Names', cell: (o) => o.names, ...figure },
  { key: 'total', header: 'Total', cell: (o) => formatPounds(o.total), ...figure },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <>
        <OrderBadges order={o} />
        {o.trackingNumber && (
          <span className="mt-1 block text-xs text-zinc-600">Tracking {o.trackingNumber}</span>
        )}
      </>
    ),
  },
];

function OrderCard({ order: o }: { order: BatchOrderView }) {
  return (
    <ListCard>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={orderHref(o)} className={cardLinkClass}>
            <span className="sr-only">Open order </span>
            {formatOrderNumber(o.number)}
          </Link>{' '}
          <span className="text-sm break-words text-zinc-800">{o.memberName}</span>
          <p className="text-xs break-all text-zinc-600">{o.email}</p>
        </div>
        <span className="shrink-0">
          <OrderBadges order={o} />
        </span>
      </div>
      <p className="mt-2 text-xs text-zinc-700 tabular-nums">
        {o.garments} {o.garments === 1 ? 'garment' : 'garments'} · {o.names}{' '}
        {o.names === 1 ? 'name' : 'names'} ·{' '}
        <span className="font-medium text-zinc-900">{formatPounds(o.total)}</span>
      </p>
    </ListCard>
  );
}

/** The store's member orders so far, each linking to the seller's order page. */
export function BatchOrdersTable({ orders }: { orders: BatchOrderView[] }) {
  return (
    <DataTable
      caption="Orders so far"
      columns={orderColumns}
      rows={orders}
      rowKey={(o) => o.id}
      rowClassName={(o) => (o.status === 'Cancelled' ? 'text-zinc-500' : undefined)}
      card={(o) => <OrderCard order={o} />}
      empty="No orders yet. Share the store’s link with the organisation."
    />
  );
}

/**
 * What to make: every product × colour × size with its quantity, and under each row every name to apply with the
 * order it is for. Cancelled orders are not counted.
 */
export function BatchTotalsTable({ totals }: { totals: StoreBatchView['totals'] }) {
  if (totals.rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-4 text-sm text-zinc-700">
        Nothing to make yet.
      </p>
    );
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border border-zinc-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Totals by product, colour and size, with names</caption>
        <thead className="bg-zinc-50 text-xs text-zinc-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Garment
            </th>
            <th scope="col" className="px-3 py-2">
              Colour
            </th>
            <th scope="col" className="px-3 py-2">
              Size
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        {totals.rows.map((row) => {
          const cell = row.names.length > 0 ? 'px-3 pt-2 pb-1' : 'px-3 py-2';
          return (
            <tbody
              key={`${row.productId ?? row.title}-${row.colour}-${row.size}`}
              className="border-t border-zinc-200"
            >
              <tr>
                <th scope="row" className={cn(cell, 'font-medium break-words text-zinc-900')}>
                  {row.title}
                </th>
                <td className={cn(cell, 'text-zinc-800')}>{row.colour}</td>
                <td className={cn(cell, 'text-zinc-800')}>{row.size}</td>
                <td className={cn(cell, 'text-right font-semibold tabular-nums')}>{row.quantity}</td>
              </tr>
              {row.names.length > 0 && (
                <tr>
                  <td colSpan={4} className="px-3 pb-2">
                    <p className="text-xs font-medium text-zinc-700">
                      {row.names.length} {row.names.length === 1 ? 'name' : 'names'}:
                    </p>
                    <ul
                      className="mt-1 flex flex-wrap gap-1.5"
                      aria-label={`Names for ${row.title}, ${row.colour}, ${row.size}`}
                    >
                      {row.names.map((n, i) => (
                        <li
                          key={`${i}-${n.name}`}
                          className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs break-all text-zinc-900"
                        >
                          {n.name} <span className="text-zinc-600">· {formatOrderNumber(n.orderNumber)}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        <tfoot className="border-t-2 border-zinc-300 bg-zinc-50">
          <tr>
            <th scope="row" colSpan={3} className="px-3 py-2 text-right font-semibold">
              Total garments
            </th>
            <td className="px-3 py-2 text-right font-bold tabular-nums">{totals.garments}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
