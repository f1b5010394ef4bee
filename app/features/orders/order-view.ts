import type { LineItem } from '../../../domain/line-item';
import type { Pence } from '../../../domain/money';
import type { OrderStatus, PaymentStatus } from '../../../domain/orders';
import type { ShippingAddress } from '../../../domain/schemas/checkout';
import type { OrderVat } from '../../../domain/vat';

/** An order as its pages show it: what the customer may see, dates as ISO strings, money in pence. */
export interface OrderSummaryView {
  id: string;
  number: number;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  itemCount: number;
  total: Pence;
  /** The first few garments' pictures. */
  pictures: { src: string; alt: string }[];
  /** How many lines the pictures leave out. */
  morePictures: number;
}

export interface OrderView extends Omit<OrderSummaryView, 'pictures' | 'morePictures'> {
  paidAt: string | null;
  shippingAddress: ShippingAddress;
  shippingType: string;
  goods: Pence;
  logoCharges: Pence;
  setupFees: Pence;
  discount: Pence;
  discountPercent: number;
  promoCode: string | null;
  /** "Q-1001" when the order is an accepted quote's: its prices are the quote's. */
  quoteNumber: string | null;
  /** The buyer's purchase order number, when the order carries one. */
  poNumber: string | null;
  /** Placed on a trade account: its invoice's due day (YYYY-MM-DD) and terms; null for a card order. */
  invoiceDueDay: string | null;
  paymentTermsDays: number | null;
  shipping: Pence;
  trackingId: string | null;
  carrier: string | null;
  /** pence given back to the customer (a refund), 0 for none */
  refundedAmount: Pence;
  /** A VAT order's net/VAT/gross per rate as charged (issue 34); null for an order placed without VAT. */
  vat: OrderVat | null;
  lines: LineItem[];
}
