import { Download } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES } from '../../../domain/orders';
import { orderVisibilityOf, redactOrder } from '../../../domain/order-visibility';
import { can } from '../../../domain/permissions';
import { requirePermission } from '~/lib/auth.server';
import { Button } from '~/components/ui/button';
import { FilterBar, FilterCheckbox, FilterSelect, Pager } from '~/components/ui/data-table';
import { OptionList } from '~/components/ui/field';
import { BulkShippingBar } from '~/features/admin/orders/bulk-shipping';
import { useClickDropExport } from '~/features/admin/orders/click-drop-export';
import { SellerOrdersTable } from '~/features/admin/orders/seller-orders-table';
import {
  orderFilterFromUrl,
  SELLER_PAGE_SIZE,
  sellerOrderRowView,
} from '~/features/admin/orders/seller-orders.server';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [{ title: 'Orders' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requirePermission(request, context, 'orders:view');
  const shown = orderVisibilityOf(seller);
  const url = new URL(request.url);
  const filter = orderFilterFromUrl(url);
  const result = await context.app.services.sellerOrders.list({ ...filter, pageSize: SELLER_PAGE_SIZE });
  const now = new Date();
  return {
    filter,
    // production sees no buyer's e-mail or money: the rows leave them out
    orders: redactOrder(
      result.orders.map((o) => sellerOrderRowView(o, now)),
      shown,
    ),
    may: {
      money: shown.money,
      manage: can(seller, 'orders:manage'),
      // the Click & Drop export carries addresses, e-mails and phones
      contact: can(seller, 'orders:contact'),
    },
    total: result.total,
    // past 10,000 matches the count stops: "10,000+ orders", and Next stays while pages are full
    capped: result.capped,
    pageSize: SELLER_PAGE_SIZE,
    query: url.searchParams.toString(),
  };
}

export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const { filter, orders, total, capped, pageSize, query, may } = loaderData;
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages = capped
    ? Math.max(counted, orders.length === pageSize ? filter.page + 1 : filter.page)
    : counted;
  const shownTotal = capped ? `${total.toLocaleString('en-GB')}+` : String(total);
  // bulk shipping's selection: orders of this page only (a new page or filter shows none ticked)
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const selected = new Set(orders.filter((o) => picked.has(o.id)).map((o) => o.id));
  const clickDrop = useClickDropExport([...selected]);
  const bulk = (may.manage || may.contact) && filter.paymentStatus !== 'abandoned' && !filter.archived;
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
        {may.manage && (
          <Button asChild variant="secondary">
            <a href={`/admin/orders.csv${query ? `?${query}` : ''}`} download>
              <Download className="size-4" aria-hidden />
              Export CSV
            </a>
          </Button>
        )}
      </div>

      <FilterBar
        label="Filter orders"
        fields={['status', 'paymentStatus', 'archived']}
        search={{
          name: 'search',
          defaultValue: filter.search,
          placeholder: 'Order number, name, company, postcode or e-mail',
          className: 'w-80 max-w-full',
        }}
      >
        <FilterSelect label="Status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">All statuses</option>
          <OptionList options={ORDER_STATUSES} />
        </FilterSelect>
        <FilterSelect label="Payment" name="paymentStatus" defaultValue={filter.paymentStatus ?? ''}>
          <option value="">All payments</option>
          <option value="paid">Paid</option>
          <option value="unpaid">Awaiting payment</option>
          <option value="invoiced">Invoiced</option>
          <option value="refunded">Refunded</option>
          <option value="abandoned">Abandoned</option>
        </FilterSelect>
        <FilterCheckbox label="Archived" name="archived" defaultChecked={filter.archived} />
      </FilterBar>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {filter.paymentStatus === 'abandoned'
          ? `${shownTotal} abandoned ${total === 1 ? 'checkout' : 'checkouts'}: unpaid when their payment page expired`
          : total === 1
            ? '1 order'
            : `${shownTotal} orders`}
      </p>

      {bulk && (
        <BulkShippingBar
          orders={orders}
          selected={selected}
          onSelectedChange={setPicked}
          shipping={may.manage}
          footer={may.contact && clickDrop.error}
        >
          {may.contact && clickDrop.button}
        </BulkShippingBar>
      )}

      <SellerOrdersTable
        orders={orders}
        firstIndex={(filter.page - 1) * pageSize + 1}
        empty="No orders match these filters."
        may={may}
        selection={
          bulk
            ? {
                selected,
                toggle: (id, on) =>
                  setPicked((now) => {
                    const next = new Set(now);
                    if (on) next.add(id);
                    else next.delete(id);
                    return next;
                  }),
              }
            : undefined
        }
      />

      <Pager page={filter.page} pages={pages} />
    </div>
  );
}
