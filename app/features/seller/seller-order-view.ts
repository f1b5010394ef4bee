import type { Pence } from '../../../domain/money';
import type { OrderStatus, PaymentStatus } from '../../../domain/orders';

/** One row of the seller's order lists: money in pence, dates as ISO strings. */
export interface SellerOrderRowView {
  id: string;
  number: number;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: Pence;
  customerName: string;
  email: string;
  isNew: boolean;
  archived: boolean;
}
