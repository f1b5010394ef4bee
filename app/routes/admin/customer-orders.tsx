import { data } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import {
  CustomerReorderButton,
  CustomerReorderOutcome,
  useCustomerReorder,
} from '~/features/admin/customers/customer-reorder';
import { CustomerConsent } from '~/features/admin/customers/customer-consent';
import { Pager } from '~/components/ui/data-table';
import { CustomerDataRequests } from '~/features/admin/customers/customer-data-requests';
import { SellerOrdersTable } from '~/features/admin/orders/seller-orders-table';
import {
  orderFilterFromUrl,
  SELLER_PAGE_SIZE,
  sellerOrderRowView,
} from '~/features/admin/orders/seller-orders.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import type { Route } from './+types/customer-orders';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Orders of ${data.customer.name}` : 'Customer' },
  { name: 'robots', content: 'noindex' },
];

/** One customer's order history (a deleted customer's too: their orders stay), newest first. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'customers:manage');
  const { customers, sellerOrders } = context.app.services;
  const customer = await customers.get(params.customerId);
  if (!customer) throw data(null, { status: 404 });
  const { page } = orderFilterFromUrl(new URL(request.url));
  const result = await sellerOrders.list({ userId: customer.id, page, pageSize: SELLER_PAGE_SIZE });
  const now = new Date();
  return {
    customer,
    consent: await context.app.services.promoMailings.consent(customer.id),
    orders: result.orders.map((o) => sellerOrderRowView(o, now)),
    total: result.total,
    page,
    pageSize: SELLER_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(result.total / SELLER_PAGE_SIZE)),
  };
}

export default function CustomerOrders({ loaderData }: Route.ComponentProps) {
  const { customer, orders, total, page, pageSize, pages } = loaderData;
  const reorder = useCustomerReorder(customer.id);
  return (
    <div>
      <BackLink to="/admin/customers">Back to customers</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">Orders of {customer.name}</h1>
      <p className="mt-1 text-sm break-all text-zinc-600">
        {customer.anonymised ? 'This customer was deleted; their orders are kept.' : customer.email}
      </p>
      <CustomerReorderOutcome outcome={reorder.outcome} />
      <CustomerConsent consent={loaderData.consent} />
      <p className="mt-4 text-sm text-zinc-600">{total === 1 ? '1 order' : `${total} orders`}</p>
      <SellerOrdersTable
        orders={orders}
        firstIndex={(page - 1) * pageSize + 1}
        caption={`Orders of ${customer.name}`}
        empty="No orders yet."
        rowAction={
          // a deleted customer has no cart and no address to send it to
          customer.anonymised
            ? undefined
            : (o) => (
                <CustomerReorderButton
                  order={o}
                  customerEmail={customer.email}
                  sending={reorder.sending}
                  onConfirm={() => void reorder.reorder(o)}
                />
              )
        }
      />
      <Pager page={page} pages={pages} />
      <CustomerDataRequests customerId={customer.id} />
    </div>
  );
}

/** An unknown customer is a 404 inside the seller's area. */
export const ErrorBoundary = sellerRecordErrorBoundary('Customer not found', {
  to: '/admin/customers',
  label: 'Back to customers',
});
