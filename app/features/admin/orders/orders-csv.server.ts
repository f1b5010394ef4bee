import { csvRow } from '../../../../domain/csv';
import { penceToPounds } from '../../../../domain/money';
import { formatOrderNumber, PAYMENT_STATUS_LABELS } from '../../../../domain/orders';
import { totalBeforeDiscount } from '../../../../domain/pricing';
import { shippingLabel } from '../../../../domain/shipping';
import type { AppContext } from '../../../../server/context';
import type { OrderRow } from '../../../../server/services/orders/order-record';
import type { ExportCursor, SellerOrderFilter } from '../../../../server/services/orders/seller-orders';

/** Rows read per batch (the service's default), for the export's test. */
export { EXPORT_BATCH_SIZE } from '../../../../server/services/orders/seller-orders';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-20 10:05" on the shop's clock (Europe/London, summer time included): what a spreadsheet reads as a date. */
function londonDateTime(at: Date | null): string {
  if (!at) return '';
  const p = Object.fromEntries(LONDON.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const pounds = (pence: number) => penceToPounds(pence).toFixed(2);

/**
 * The columns a bookkeeper needs, each with how it reads an order: Subtotal (garments, logo charges and setup
 * fees) less Discount plus Shipping is the Total, as checkout charged it.
 */
const COLUMNS: [string, (o: OrderRow) => string | number][] = [
  ['Order Number', (o) => formatOrderNumber(o.number)],
  ['Date (London)', (o) => londonDateTime(o.createdAt)],
  ['Paid (London)', (o) => londonDateTime(o.paidAt)],
  ['Customer', (o) => `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim()],
  ['Company', (o) => o.shippingAddress.companyName ?? ''],
  ['Email', (o) => o.email],
  ['Phone', (o) => o.shippingAddress.phone],
  ['Address', (o) => o.shippingAddress.address],
  ['City', (o) => o.shippingAddress.city],
  ['Post Code', (o) => o.shippingAddress.postCode],
  ['Country', (o) => o.shippingAddress.country],
  ['Status', (o) => o.status],
  ['Payment', (o) => PAYMENT_STATUS_LABELS[o.paymentStatus]],
  ['PO Number', (o) => o.poNumber ?? ''],
  ['Garments (GBP)', (o) => pounds(o.goods)],
  ['Logo Charges (GBP)', (o) => pounds(o.logoCharges)],
  ['Setup Fees (GBP)', (o) => pounds(o.setupFees)],
  ['Subtotal (GBP)', (o) => pounds(totalBeforeDiscount(o))],
  ['Promo Code', (o) => o.promoCode ?? ''],
  ['Discount (GBP)', (o) => pounds(o.discount)],
  ['Shipping Method', (o) => shippingLabel(o.shippingType)],
  ['Shipping (GBP)', (o) => pounds(o.shipping)],
  ['Total (GBP)', (o) => pounds(o.total)],
  ['Refunded (GBP)', (o) => pounds(o.refundedAmount)],
  ['Carrier', (o) => o.carrier ?? ''],
  ['Tracking', (o) => o.trackingId ?? ''],
  ['Archived', (o) => (o.archivedAt ? 'Yes' : 'No')],
];

/**
 * The orders list as it is filtered, as CSV, streamed a batch of rows at a time (sellerOrders.exportBatch, keyset
 * paged newest first): the whole file is never in memory, and the next batch is read only when the client has
 * taken the last one. It starts with a UTF-8 byte order mark, so a spreadsheet opened by double-click reads
 * "Łukasz" and "£" as written.
 */
export function ordersCsvResponse(
  sellerOrders: AppContext['services']['sellerOrders'],
  filter: SellerOrderFilter,
): Response {
  let after: ExportCursor | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(COLUMNS.map(([header]) => header))}`));
      },
      async pull(controller) {
        const batch = await sellerOrders.exportBatch(filter, after);
        // an old order's address may lack a field: an empty cell, never "undefined"
        const rows = batch.orders.map((o) => csvRow(COLUMNS.map(([, value]) => value(o) ?? ''))).join('');
        if (rows) controller.enqueue(encoder.encode(rows));
        after = batch.next;
        if (!after) controller.close();
      },
    },
    // one batch waits at most: the next is read when the client has taken it
    { highWaterMark: 1 },
  );
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders${filter.archived ? '-archived' : ''}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
