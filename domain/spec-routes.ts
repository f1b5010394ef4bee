import { can, type Role } from './permissions';

/**
 * The spec's route table names pages this shop keeps elsewhere: the seller's under /admin, the customer's orders
 * under /account and /orders. Each old address leads to its page here, by who is asking (a seller to the seller's
 * page, anyone else to the customer's, which asks a guest to log in).
 */
export type SpecRoute = 'seller' | 'order' | 'orders-summary' | 'customer-orders';

export interface SpecRouteRequest {
  route: SpecRoute;
  /** The path's id (order or customer), where the route has one. */
  id?: string;
  /** The query string as it came ("?token=…" or ""): a mailed order link's token goes along. */
  search: string;
  role: Role | null;
}

export function specRouteTarget({ route, id = '', search, role }: SpecRouteRequest): string {
  // staff who see orders go to the seller's pages of them; a customer's orders, to staff who manage customers
  const staff = can({ role }, 'orders:view');
  const key = encodeURIComponent(id);
  switch (route) {
    case 'seller':
      return '/admin/dashboard';
    case 'order':
      return staff ? '/admin/orders' : '/account/orders';
    case 'orders-summary':
      return staff ? `/admin/orders/${key}` : `/orders/${key}${search}`;
    case 'customer-orders':
      return can({ role }, 'customers:manage')
        ? `/admin/customers/${key}/orders`
        : staff
          ? '/admin/orders'
          : '/account/orders';
  }
}
