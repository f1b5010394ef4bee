import { Download } from 'lucide-react';
import { Form, Link } from 'react-router';
import { ORDER_STATUSES } from '../../../domain/orders';
import { requirePermission } from '~/lib/auth.server';
import { SellerOrdersTable, SellerPager } from '~/features/admin/orders/seller-orders-table';
import {
  orderFilterFromUrl,
  SELLER_PAGE_SIZE,
  sellerOrderRowView,
} from '~/features/admin/orders/seller-orders.server';
import { cn } from '~/lib/cn';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [{ title: 'Orders' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'orders:manage');
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
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          {filter.paymentStatus === 'abandoned'
            ? 'Abandoned checkouts'
            : filter.archived
              ? 'Archived orders'
              : 'Orders'}
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
            placeholder="Order number, name, company, postcode or e-mail"
            className={cn(field, 'w-80 max-w-full')}
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
            <option value="refunded">Refunded</option>
            <option value="abandoned">Abandoned</option>
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
        {filter.paymentStatus === 'abandoned'
          ? `${total} abandoned ${total === 1 ? 'checkout' : 'checkouts'}: unpaid when their payment page expired`
          : total === 1
            ? '1 order'
            : `${total} orders`}
      </p>

      {orders.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
          No orders match these filters.
        </p>
      ) : (
        <SellerOrdersTable orders={orders} firstIndex={(filter.page - 1) * pageSize + 1} />
      )}

      <SellerPager page={filter.page} pages={pages} query={query} />
    </div>
  );
}
