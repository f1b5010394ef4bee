import { formatQuoteNumber } from '../../../../domain/quotes';
import { isNewOrder } from '../../../../domain/orders';
import { isProductionOpen, productionStage } from '../../../../domain/production';
import { SellerOrderListQuerySchema } from '../../../../server/api/validators/orders';
import type { OrderRow } from '../../../../server/services/orders/order-record';
import type { SellerOrderFilter } from '../../../../server/services/orders/seller-orders';

export { SELLER_PAGE_SIZE } from '../../../../server/services/orders/seller-orders';
import type { SellerOrderRowView } from './seller-order-view';

/**
 * The orders list's filters from the page's URL, checked by the API's own schema. A bad value is dropped (the
 * page shows the unfiltered view) rather than failing the page.
 */
export function orderFilterFromUrl(url: URL): SellerOrderFilter & { page: number } {
  const raw: Record<string, string> = {};
  for (const key of ['search', 'status', 'paymentStatus', 'archived', 'page']) {
    const value = url.searchParams.get(key);
    if (value) raw[key] = value;
  }
  const parsed = SellerOrderListQuerySchema.safeParse(raw);
  const q = parsed.success ? parsed.data : {};
  return {
    search: q.search,
    status: q.status,
    paymentStatus: q.paymentStatus,
    archived: q.archived === 'true',
    page: q.page ?? 1,
  };
}

export function sellerOrderRowView(order: OrderRow, now: Date): SellerOrderRowView {
  const stage = productionStage(order);
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.abandonedAt ? 'abandoned' : order.paymentStatus,
    total: order.total,
    customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
    company: order.shippingAddress.companyName?.trim() ?? '',
    email: order.email,
    isNew: isNewOrder(order, now),
    archived: order.archivedAt !== null,
    productionStatus: isProductionOpen(stage) ? stage : null,
    fromQuote: order.quoteNumber === null ? null : formatQuoteNumber(order.quoteNumber),
    poNumber: order.poNumber,
  };
}
