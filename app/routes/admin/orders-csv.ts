import { requirePermission } from '~/lib/auth.server';
import { ordersCsvResponse } from '~/features/admin/orders/orders-csv.server';
import { orderFilterFromUrl } from '~/features/admin/orders/seller-orders.server';
import type { Route } from './+types/orders-csv';

/** The orders list as it is filtered, as a CSV file for a spreadsheet (every page of it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'orders:manage');
  return ordersCsvResponse(context.app.services.sellerOrders, orderFilterFromUrl(new URL(request.url)));
}
