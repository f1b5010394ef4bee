import { Download } from 'lucide-react';
import { Form, Link } from 'react-router';
import { formatPounds } from '../../../domain/money';
import { formatOrderDate, formatOrderNumber, ORDER_STATUSES } from '../../../domain/orders';
import { requireSellerPage } from '~/features/auth/auth.server';
import { PaymentBadge, StatusBadge } from '~/features/orders/order-status';
import { OrderRowMenu } from '~/features/seller/order-row-menu';
import {
  orderFilterFromUrl,
  SELLER_PAGE_SIZE,
  sellerOrderRowView,
} from '~/features/seller/seller-orders.server';
import { cn } from '~/lib/cn';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [{ title: 'Orders' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSellerPage(request, context);
  const url = new URL(request.url);
  const filter = orderFilterFromUrl(url);
  const result = await context.app.services.sellerOrders.list({ ...filter, pageSize: SELLER_PAGE_SIZE });
  const now = new Date();
  return {
    filter,
    orders: result.orders.map((o) => sellerOrderRowView(o, now)),
    total: result.total,
    pageSize: SELLER_PAGE_SIZE,
    query: url.searchParams.toString(),
  };
}

const field =
  'rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const { filter, orders, total, pageSize, query } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (page: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(page));
    return `?${params}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          {filter.archived ? 'Archived orders' : 'Orders'}
        </h1>
        <a
          href={`/admin/orders.csv${query ? `?${query}` : ''}`}
          className="inline-flex items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm font-medium hover:bg-zinc-50"
          download
        >
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
      </div>

      {/* a GET form: the filters live in the URL and work before JavaScript; keyed by the URL so its fields
          show the filters in force after a client-side navigation (Clear filters, back) */}
      <Form
        key={query}
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Filter orders"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Search
          <input
            type="search"
            name="search"
            defaultValue={filter.search ?? ''}
            placeholder="Order number, name or e-mail"
            className={cn(field, 'w-64 max-w-full')}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Status
          <select name="status" defaultValue={filter.status ?? ''} className={field}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Payment
          <select name="paymentStatus" defaultValue={filter.paymentStatus ?? ''} className={field}>
            <option value="">All payments</option>
            <option value="paid">Paid</option>
            <option value="unpaid">Awaiting payment</option>
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-zinc-700">
          <input
            type="checkbox"
            name="archived"
            value="true"
            defaultChecked={filter.archived}
            className="size-4"
          />
          Archived
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Apply
        </button>
        {query && (
          <Link to="/admin/orders" className="pb-2 text-sm text-brand-700 underline">
            Clear filters
          </Link>
        )}
      </Form>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 order' : `${total} orders`}
      </p>

      {orders.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
          No orders match these filters.
        </p>
      ) : (
        <div className="relative mt-3 overflow-x-auto rounded-lg border border-zinc-200 bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Orders</caption>
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
                  <td className="px-3 py-2 text-zinc-600 tabular-nums">
                    {(filter.page - 1) * pageSize + i + 1}
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-semibold">{formatOrderNumber(o.number)}</span>
                    {o.isNew && (
                      <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                        New
                      </span>
                    )}
                    <span className="block text-xs text-zinc-600">{o.customerName}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatOrderDate(o.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <PaymentBadge paymentStatus={o.paymentStatus} />
                      <StatusBadge status={o.status} />
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatPounds(o.total)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/orders/${o.id}`} className="text-brand-700 underline">
                      View<span className="sr-only"> order {formatOrderNumber(o.number)}</span>
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <OrderRowMenu order={o} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
          {filter.page > 1 && (
            <Link to={pageLink(filter.page - 1)} className="text-brand-700 underline">
              Previous
            </Link>
          )}
          <span>
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages && (
            <Link to={pageLink(filter.page + 1)} className="text-brand-700 underline">
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
