import { Link } from 'react-router';
import { sellerFirstName } from '../../../domain/greeting';
import { can, type Permission } from '../../../domain/permissions';
import { orderVisibilityOf, redactOrder } from '../../../domain/order-visibility';
import { formatPounds } from '../../../domain/money';
import { formatOrderDate, formatOrderNumber } from '../../../domain/orders';
import { requirePermission } from '~/lib/auth.server';
import { PaymentBadge, StatusBadge } from '~/components/line/order-status';
import { sellerOrderRowView } from '~/features/admin/orders/seller-orders.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard' },
  { name: 'robots', content: 'noindex' },
];

/** What a figure or list on the dashboard needs: a card the account may not open is not counted at all. */
const onlyIf = <T,>(allowed: boolean, read: () => Promise<T>): Promise<T | null> =>
  allowed ? read() : Promise.resolve(null);

/** The four counters come from the same services as `GET /api/orders/count`, `/products/count`, `/orders/customers`
 * and `/orders/earnings`; the overdue trade accounts from the trade service's receivables, each for who may see it
 * (production sees the orders to make, without their money). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requirePermission(request, context, 'seller:area');
  const { sellerOrders, catalogue, trade } = context.app.services;
  const may = (permission: Permission) => can(seller, permission);
  const [orders, products, customers, earnings, needingAction, receivables] = await Promise.all([
    onlyIf(may('orders:view'), () => sellerOrders.count()),
    onlyIf(may('products:manage'), () => catalogue.countProducts()),
    onlyIf(may('customers:manage'), () => sellerOrders.customerCount()),
    onlyIf(may('earnings:view'), () => sellerOrders.earnings()),
    onlyIf(may('orders:view'), () => sellerOrders.needingAction()),
    onlyIf(may('trade:manage'), () => trade.receivables()),
  ]);
  const now = new Date();
  const shown = orderVisibilityOf(seller);
  return {
    seller: { firstName: sellerFirstName(seller) },
    counters: { orders, products, customers, earnings },
    overdueAccounts: receivables?.overdueAccounts ?? null,
    needingAction:
      needingAction &&
      redactOrder(
        needingAction.map((o) => sellerOrderRowView(o, now)),
        shown,
      ),
    showMoney: shown.money,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counters, needingAction, seller, overdueAccounts, showMoney } = loaderData;
  const cards = [
    ...(counters.orders === null
      ? []
      : [{ label: 'Orders', value: String(counters.orders), to: '/admin/orders' }]),
    ...(counters.products === null
      ? []
      : [{ label: 'Products', value: String(counters.products), to: '/admin/products' }]),
    ...(counters.customers === null
      ? []
      : [{ label: 'Customers', value: String(counters.customers), to: '/admin/customers' }]),
    ...(counters.earnings === null
      ? []
      : [{ label: 'Earnings', value: formatPounds(counters.earnings), to: '/admin/earnings' }]),
    ...(overdueAccounts === null
      ? []
      : [
          {
            label: 'Overdue accounts',
            value: String(overdueAccounts),
            to: '/admin/trade-accounts?overdue=1',
          },
        ]),
  ];
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      {seller.firstName ? (
        <p className="mt-1 text-zinc-600">Welcome back, {seller.firstName}.</p>
      ) : (
        <p className="mt-1 text-zinc-600">
          Welcome back.{' '}
          <Link to="/account#details" className="text-brand-700 underline">
            Add your name
          </Link>{' '}
          and the shop greets you by it.
        </p>
      )}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label="Shop figures">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="hover:border-brand-300 block rounded-lg border border-zinc-200 bg-white p-4 shadow-sm"
            >
              <span className="block text-sm text-zinc-600">{card.label}</span>
              <span className="mt-1 block text-2xl font-bold text-zinc-900 tabular-nums">{card.value}</span>
            </Link>
          </li>
        ))}
      </ul>

      {needingAction && (
        <section aria-labelledby="needs-action" className="mt-10">
          <h2 id="needs-action" className="text-lg font-semibold text-zinc-900">
            Orders to ship
          </h2>
          <p className="text-sm text-zinc-600">Paid and not shipped yet, newest first.</p>
          {needingAction.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
              Nothing waiting: every paid order has been shipped.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white">
              {needingAction.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                  <Link to={`/admin/orders/${o.id}`} className="font-semibold text-brand-700 hover:underline">
                    Order {formatOrderNumber(o.number)}
                  </Link>
                  <span className="text-sm text-zinc-600">{o.customerName}</span>
                  <span className="text-sm text-zinc-600">{formatOrderDate(o.createdAt)}</span>
                  <span className="flex gap-2">
                    <PaymentBadge paymentStatus={o.paymentStatus} />
                    <StatusBadge status={o.status} />
                  </span>
                  {showMoney && (
                    <span className="ml-auto font-semibold tabular-nums">{formatPounds(o.total)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="mt-10 text-sm text-zinc-600">
        <Link to="/admin/mail-previews" className="text-brand-700 underline">
          Mail previews
        </Link>
        : every e-mail the shop sends, with sample data.
      </p>
    </div>
  );
}
