import { trackingUrl } from '../../../../domain/carriers';
import type { Pence } from '../../../../domain/money';
import type { OrderStatus, PaymentStatus } from '../../../../domain/orders';
import type { ProductionStatus } from '../../../../domain/production';

/** What the seller's shipping and refund panel shows of an order: money in pence, dates as ISO strings. */
export interface OrderFulfilmentView {
  id: string;
  number: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: Pence;
  trackingId: string | null;
  carrier: string | null;
  trackingUrl: string | null;
  refundedAmount: Pence;
  refundedAt: string | null;
  refundId: string | null;
  /** A decorated order's proof step (Shipped waits for the approval); null for a plain order. */
  productionStatus: ProductionStatus | null;
}

/** The order the view is made from: the same fields, `refundedAt` as a Date, and no link (made here). */
type FulfilmentOrder = Omit<OrderFulfilmentView, 'trackingUrl' | 'refundedAt'> & { refundedAt: Date | null };

export function orderFulfilmentView(order: FulfilmentOrder): OrderFulfilmentView {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.total,
    trackingId: order.trackingId,
    carrier: order.carrier,
    trackingUrl: trackingUrl(order.carrier, order.trackingId),
    refundedAmount: order.refundedAmount,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundId: order.refundId,
    productionStatus: order.productionStatus,
  };
}
