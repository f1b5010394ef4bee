import { formatOrderNumber } from '../../../domain/orders';
import { penceToPounds } from '../../../domain/money';
import { csvRow } from '../../../domain/csv';
import { requireSellerPage } from '~/features/auth/auth.server';
import { orderFilterFromUrl } from '~/features/seller/seller-orders.server';
import type { Route } from './+types/orders-csv';

const PAGE = 200;

/** The orders list as it is filtered, as CSV, streamed a page of rows at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSellerPage(request, context);
  const filter = orderFilterFromUrl(new URL(request.url));
  const { sellerOrders } = context.app.services;
  let page = 1;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          csvRow([
            'Order Number',
            'Date',
            'Customer',
            'Email',
            'Status',
            'Payment',
            'Total (GBP)',
            'Archived',
          ]),
        ),
      );
    },
    async pull(controller) {
      const { orders } = await sellerOrders.list({ ...filter, page, pageSize: PAGE });
      for (const o of orders) {
        controller.enqueue(
          encoder.encode(
            csvRow([
              formatOrderNumber(o.number),
              o.createdAt.toISOString(),
              `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim(),
              o.email,
              o.status,
              o.paymentStatus,
              penceToPounds(o.total).toFixed(2),
              o.archivedAt ? 'yes' : 'no',
            ]),
          ),
        );
      }
      page++;
      if (orders.length < PAGE) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders${filter.archived ? '-archived' : ''}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
