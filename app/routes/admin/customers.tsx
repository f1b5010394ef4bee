import { Form, Link } from 'react-router';
import { formatPounds } from '../../../domain/money';
import { formatOrderDate } from '../../../domain/orders';
import { requirePermission } from '~/lib/auth.server';
import { CustomerRowMenu } from '~/features/admin/customers/customer-row-menu';
import { CUSTOMERS_PAGE_SIZE, customerFilterFromUrl } from '~/features/admin/customers/customers.server';
import { CardControl, cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { SellerPager } from '~/features/admin/orders/seller-orders-table';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => [
  { title: 'Customers' },
  { name: 'robots', content: 'noindex' },
];

/** Customers who have ordered, latest first: search by name or e-mail, order count, spend and last order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'customers:manage');
  const url = new URL(request.url);
  const filter = customerFilterFromUrl(url);
  const { customers, total } = await context.app.services.sellerOrders.listCustomers({
    ...filter,
    pageSize: CUSTOMERS_PAGE_SIZE,
  });
  return {
    filter,
    customers: customers.map((c) => ({ ...c, lastOrderAt: c.lastOrderAt?.toISOString() ?? null })),
    total,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
    query: url.searchParams.toString(),
  };
}

export default function SellerCustomers({ loaderData }: Route.ComponentProps) {
  const { filter, customers, total, pages, query } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Customers</h1>

      <Form
        key={query}
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Search customers"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Search
          <input
            type="search"
            name="search"
            defaultValue={filter.search ?? ''}
            placeholder="Name or e-mail"
            className="w-64 max-w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Search
        </button>
        {filter.search && (
          <Link to="/admin/customers" className="pb-2 text-sm text-brand-700 underline">
            Clear search
          </Link>
        )}
      </Form>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 customer' : `${total} customers`}
      </p>

      {customers.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
          No customers found.
        </p>
      ) : (
        <>
          {/* on a phone a card per customer, the whole card the link to their orders */}
          <ul aria-label="Customers" className="mt-3 flex flex-col gap-2 md:hidden">
            {customers.map((c) => (
              <ListCard key={c.id}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link to={`/admin/customers/${c.id}/orders`} className={cardLinkClass}>
                      {c.name}
                    </Link>
                    <p className="text-sm break-all text-zinc-700">{c.email}</p>
                    {c.phone && <p className="text-xs text-zinc-600">{c.phone}</p>}
                  </div>
                  <CardControl className="shrink-0">
                    <CustomerRowMenu customer={c} />
                  </CardControl>
                </div>
                <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-zinc-700">
                  <span>{c.orders === 1 ? '1 order' : `${c.orders} orders`}</span>
                  <span className="font-semibold text-zinc-900 tabular-nums">
                    {formatPounds(c.totalSpent)} spent
                  </span>
                  <span>Last {c.lastOrderAt ? formatOrderDate(c.lastOrderAt) : '—'}</span>
                </p>
              </ListCard>
            ))}
          </ul>
          <div className="relative mt-3 hidden overflow-x-auto rounded-lg border border-zinc-200 bg-white md:block">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Customers</caption>
              <thead className="bg-zinc-50 text-zinc-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Contact
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Orders
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Total spent
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Last order
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {customers.map((c) => (
                  <tr key={c.id}>
                    <td className="px-3 py-2 font-semibold">
                      <Link to={`/admin/customers/${c.id}/orders`} className="text-brand-700 underline">
                        {c.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2 break-all">
                      <a href={`mailto:${c.email}`} className="underline">
                        {c.email}
                      </a>
                      {c.phone && <span className="block text-xs text-zinc-600">{c.phone}</span>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      <Link to={`/admin/customers/${c.id}/orders`} className="text-brand-700 underline">
                        {c.orders}
                        <span className="sr-only">
                          {' '}
                          {c.orders === 1 ? 'order' : 'orders'} of {c.name}
                        </span>
                      </Link>
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">
                      {formatPounds(c.totalSpent)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {c.lastOrderAt ? formatOrderDate(c.lastOrderAt) : '—'}
                    </td>
                    <td className="px-3 py-2 text-right">
                      <CustomerRowMenu customer={c} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <SellerPager page={filter.page} pages={pages} query={query} />
    </div>
  );
}
