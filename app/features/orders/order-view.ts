import type { LogoFont, LogoMethod, LogoPosition } from '../../../domain/catalogue';
import type { Pence } from '../../../domain/money';
import type { OrderStatus, PaymentStatus } from '../../../domain/orders';
import type { ShippingAddress } from '../../../domain/schemas/checkout';

/** An order as its pages show it: what the customer may see, dates as ISO strings, money in pence. */
export interface OrderLineView {
  id: string;
  productId: string | null;
  title: string;
  productTypes: string[];
  image: string;
  backImage: string | null;
  colour: string;
  colourHex: string | null;
  size: string;
  quantity: number;
  unitPrice: Pence;
  method: LogoMethod | null;
  positions: LogoPosition[];
  textLine: string | null;
  font: LogoFont | null;
  notes: string | null;
  /** An uploaded logo; `previewUrl` is null when there is no preview the viewer may load (PDF, EPS, AI). */
  logo: { name: string; previewUrl: string | null } | null;
  decoration: string | null;
  /** Logo application on this line's garments (setup fees are the order's). */
  logoCharge: Pence;
  /** Garments plus logo charges. */
  total: Pence;
}

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
  shipping: Pence;
  trackingId: string | null;
  carrier: string | null;
  lines: OrderLineView[];
}
