import type { Pence } from '../../../../domain/money';
import type { OrderPaymentFilter, OrderStatus } from '../../../../domain/orders';
import type { ProductionStatus } from '../../../../domain/production';

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
  /** The delivery address's company ('' when none). */
  company: string;
  email: string;
  isNew: boolean;
  archived: boolean;
  /**
   * A decorated order's proof step while it is open (domain/production productionStage); null for a plain order,
   * and once the order has shipped or was cancelled (its own status says so).
   */
  productionStatus: ProductionStatus | null;
  /** "Q-1001" when the order is an accepted quote's. */
  fromQuote: string | null;
  /** The buyer's purchase order number, when the order carries one. */
  poNumber: string | null;
}
