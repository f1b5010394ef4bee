import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewBadge } from '~/components/admin/new-badge';
import { CardControl, cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { ProductionBadge } from '~/components/line/production-status';
import { DataTable, Pager, type Column } from '~/components/ui/data-table';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../../../domain/orders';
import { OrderRowMenu } from './order-row-menu';
import type { SellerOrderRowView } from './seller-order-view';

const customerText = (o: SellerOrderRowView) => [o.customerName, o.company].filter(Boolean).join(' · ');

function OrderBadges({ order }: { order: SellerOrderRowView }) {
  return (
    <>
      <PaymentBadge paymentStatus={order.paymentStatus} />
      <StatusBadge status={order.status} />
      {order.productionStatus && <ProductionBadge status={order.productionStatus} />}
    </>
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
  empty,
  rowAction,
  may = { money: true, manage: true },
  selection,
}: {
  orders: SellerOrderRowView[];
  /**
   * What the account may do (its permissions): the totals only with orders:money (the rows carry none without
   * it), the archive and restore menu only with orders:manage.
   */
  may?: { money: boolean; manage: boolean };
  /** The # of the first row (1 on the first page). */
  firstIndex: number;
  caption?: string;
  /** What shows when there are no orders. */
  empty: string;
  /**
   * A page's own action per row (the customer view's Re-order for customer): beside the row's menu, and under
   * the order's number on a phone.
   */
  rowAction?: (order: SellerOrderRowView) => ReactNode;
  /** A checkbox per order (bulk shipping on the orders list): which are ticked, and a tick's change. */
  selection?: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
}) {
  const all: (Column<SellerOrderRowView> | false)[] = [
    !!selection && {
      key: 'select',
      header: 'Select',
      hideHeader: true,
      cell: (o) => <SelectBox order={o} selection={selection} />,
      className: 'w-10',
    },
    {
      key: 'index',
      header: '#',
      cell: (_, i) => firstIndex + i,
      cellClassName: 'text-zinc-600 tabular-nums',
    },
    {
      key: 'number',
      header: 'Order Number',
      cell: (o) => (
        <>
          <span className="font-semibold">{formatOrderNumber(o.number)}</span>
          {o.isNew && <NewBadge className="ml-2" />}
          <span className="block text-xs text-zinc-600">{customerText(o)}</span>
          {o.fromQuote && <span className="block text-xs text-zinc-600">From quote {o.fromQuote}</span>}
          {o.poNumber && <span className="block text-xs break-all text-zinc-600">PO {o.poNumber}</span>}
        </>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      cell: (o) => formatOrderDate(o.createdAt),
      cellClassName: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => (
        <span className="flex flex-wrap gap-1">
          <OrderBadges order={o} />
        </span>
      ),
    },
    may.money && {
      key: 'total',
      header: 'Total Amount',
      cell: (o) => formatPounds(o.total),
      className: 'text-right',
      cellClassName: 'font-semibold tabular-nums',
    },
    {
      key: 'details',
      header: 'Details',
      cell: (o) => (
        <Link to={`/admin/orders/${o.id}`} className="text-brand-700 underline">
          View<span className="sr-only"> order {formatOrderNumber(o.number)}</span>
        </Link>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (o) => (
        <span className="inline-flex items-center justify-end gap-2">
          {rowAction?.(o)}
          {may.manage && <OrderRowMenu order={o} />}
        </span>
      ),
      cellClassName: 'text-right',
    },
  ];
  const columns = all.filter((column): column is Column<SellerOrderRowView> => column !== false);

  return (
    <DataTable
      caption={caption}
      rows={orders}
      rowKey={(o) => o.id}
      columns={columns}
      empty={empty}
      rowClassName={(o) => (o.isNew ? 'bg-brand-50/60' : undefined)}
      card={(o) => (
        <ListCard highlight={o.isNew}>
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
              {o.fromQuote && <p className="text-xs text-zinc-600">From quote {o.fromQuote}</p>}
              {o.poNumber && <p className="text-xs break-all text-zinc-600">PO {o.poNumber}</p>}
              <p className="text-xs text-zinc-600">{formatOrderDate(o.createdAt)}</p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {selection && (
                <CardControl>
                  <SelectBox order={o} selection={selection} card />
                </CardControl>
              )}
              {may.money && <span className="font-semibold tabular-nums">{formatPounds(o.total)}</span>}
              {may.manage && (
                <CardControl>
                  <OrderRowMenu order={o} />
                </CardControl>
              )}
            </div>
          </div>
          <p className="mt-2 flex flex-wrap gap-1">
            <OrderBadges order={o} />
          </p>
          {rowAction && <CardControl className="mt-2 w-fit">{rowAction(o)}</CardControl>}
        </ListCard>
      )}
    />
  );
}

/** An order's tick for bulk shipping, labelled with its number (shown as "Select" on a phone's card). */
function SelectBox({
  order,
  selection,
  card = false,
}: {
  order: SellerOrderRowView;
  selection: NonNullable<Parameters<typeof SellerOrdersTable>[0]['selection']>;
  card?: boolean;
}) {
  return (
    <label
      className={
        card
          ? 'flex min-h-11 items-center gap-2 px-2 text-sm text-zinc-800'
          : 'flex min-h-6 items-center justify-center'
      }
    >
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={selection.selected.has(order.id)}
        onChange={(e) => selection.toggle(order.id, e.target.checked)}
      />
      {card && <span aria-hidden>Select</span>}
      <span className="sr-only">Select order {formatOrderNumber(order.number)}</span>
    </label>
  );
}

/**
 * Previous / Page n of m / Next: the kit's Pager, which keeps the other filters in the URL by itself. Kept only
 * for the products list until it draws with the kit; new code uses `Pager` from `~/components/ui/data-table`.
 */
export function SellerPager({ page, pages }: { page: number; pages: number; query?: string }) {
  return <Pager page={page} pages={pages} />;
}
