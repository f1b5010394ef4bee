import type { Pence } from '../../../domain/money';
import type { OrderPaymentFilter, OrderStatus } from '../../../domain/orders';
import type { ProductionStatus } from '../../../domain/production';

/** One row of the seller's order lists: money in pence, dates as ISO strings. */
export interface SellerOrderRowView {
  id: string;
  number: number;
  createdAt: string;
  status: OrderStatus;
  /** Its payment status, or `abandoned` for a checkout whose payment page expired unpaid. */
  paymentStatus: OrderPaymentFilter;
  total: Pence;
  customerName: string;
  email: string;
  isNew: boolean;
  archived: boolean;
  /** A decorated order's proof step; null for a plain order. */
  productionStatus: ProductionStatus | null;
}
