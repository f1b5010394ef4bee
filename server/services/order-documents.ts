import { renderInvoicePdf, renderWorkOrderPdf, type LineMockup } from '../integrations/pdf/order-pdfs';
import type { ShopInfo } from '../../domain/shop-info';
import { AppError } from '../errors';
import type { MailPicture } from './mail-pictures';
import type { OrdersService } from './orders';

/** An order's printable documents: the invoice for the customer, the work order for the workshop. */
export function createOrderDocuments(deps: {
  orders: OrdersService;
  shop: ShopInfo;
  mockup: LineMockup;
  /** The garment picture for a line with no logo. */
  picture: MailPicture;
}) {
  const linePicture: LineMockup = (line) =>
    line.decorations.length > 0 ? deps.mockup(line) : deps.picture(line.image);
  async function order(id: string) {
    const found = await deps.orders.get(id);
    if (!found) throw new AppError('not_found', 'Order not found');
    return found;
  }
  return {
    async invoice(orderId: string): Promise<Buffer> {
      return renderInvoicePdf({ order: await order(orderId), shop: deps.shop, mockup: linePicture });
    },
    async workOrder(orderId: string): Promise<Buffer> {
      return renderWorkOrderPdf({ order: await order(orderId), shop: deps.shop, mockup: linePicture });
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
