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
  const seller = can({ role }, 'orders:manage');
  const key = encodeURIComponent(id);
  switch (route) {
    case 'seller':
      return '/admin/dashboard';
    case 'order':
      return seller ? '/admin/orders' : '/account/orders';
    case 'orders-summary':
      return seller ? `/admin/orders/${key}` : `/orders/${key}${search}`;
    case 'customer-orders':
      return seller ? `/admin/customers/${key}/orders` : '/account/orders';
  }
}
