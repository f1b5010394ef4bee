import { Link } from 'react-router';
import { formatPounds } from '../../../domain/money';
import { formatOrderDate } from '../../../domain/orders';
import { requirePermission } from '~/lib/auth.server';
import { CardControl, cardLinkClass, ListCard } from '~/components/admin/seller-list-card';
import { DataTable, FilterBar, Pager, type Column } from '~/components/ui/data-table';
import { CustomerRowMenu } from '~/features/admin/customers/customer-row-menu';
import { CUSTOMERS_PAGE_SIZE, customerFilterFromUrl } from '~/features/admin/customers/customers.server';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => [
  { title: 'Customers' },
  { name: 'robots', content: 'noindex' },
];

/** Customers who have ordered, latest first: search by name or e-mail, order count, spend and last order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'customers:manage');
  const filter = customerFilterFromUrl(new URL(request.url));
  const { customers, total } = await context.app.services.sellerOrders.listCustomers({
    ...filter,
    pageSize: CUSTOMERS_PAGE_SIZE,
  });
  return {
    filter,
    customers: customers.map((c) => ({ ...c, lastOrderAt: c.lastOrderAt?.toISOString() ?? null })),
    total,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
  };
}

type CustomerRow = Route.ComponentProps['loaderData']['customers'][number];

const customerOrders = (c: CustomerRow) => `/admin/customers/${c.id}/orders`;

const COLUMNS: Column<CustomerRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (c) => (
      <Link to={customerOrders(c)} className="text-brand-700 underline">
        {c.name}
      </Link>
    ),
    cellClassName: 'font-semibold',
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (c) => (
      <>
        <a href={`mailto:${c.email}`} className="underline">
          {c.email}
        </a>
        {c.phone && <span className="block text-xs text-zinc-600">{c.phone}</span>}
      </>
    ),
    cellClassName: 'break-all',
  },
  {
    key: 'orders',
    header: 'Orders',
    cell: (c) => (
      <Link to={customerOrders(c)} className="text-brand-700 underline">
        {c.orders}
        <span className="sr-only">
          {' '}
          {c.orders === 1 ? 'order' : 'orders'} of {c.name}
        </span>
      </Link>
    ),
    className: 'text-right',
    cellClassName: 'tabular-nums',
  },
  {
    key: 'spent',
    header: 'Total spent',
    cell: (c) => formatPounds(c.totalSpent),
    className: 'text-right',
    cellClassName: 'font-semibold tabular-nums',
  },
  {
    key: 'last',
    header: 'Last order',
    cell: (c) => (c.lastOrderAt ? formatOrderDate(c.lastOrderAt) : '—'),
    cellClassName: 'whitespace-nowrap',
  },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (c) => <CustomerRowMenu customer={c} />,
    cellClassName: 'text-right',
  },
];

export default function SellerCustomers({ loaderData }: Route.ComponentProps) {
  const { filter, customers, total, pages } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Customers</h1>

      <FilterBar
        label="Search customers"
        fields={[]}
        search={{ name: 'search', defaultValue: filter.search, placeholder: 'Name or e-mail' }}
        submitLabel="Search"
        clearLabel="Clear search"
      />

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 customer' : `${total} customers`}
      </p>

      <DataTable
        caption="Customers"
        rows={customers}
        rowKey={(c) => c.id}
        columns={COLUMNS}
        empty="No customers found."
        // on a phone a card per customer, the whole card the link to their orders
        card={(c) => (
          <ListCard>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={customerOrders(c)} className={cardLinkClass}>
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
        )}
      />

      <Pager page={filter.page} pages={pages} />
    </div>
  );
}
