import { renderInvoicePdf, renderWorkOrderPdf, type LineMockup } from '../integrations/pdf/order-pdfs';
import type { ShopInfo } from '../../domain/shop-info';
import { AppError } from '../errors';
import type { OrdersService } from './orders';

/** An order's printable documents: the invoice for the customer, the work order for the workshop. */
export function createOrderDocuments(deps: { orders: OrdersService; shop: ShopInfo; mockup: LineMockup }) {
  async function order(id: string) {
    const found = await deps.orders.get(id);
    if (!found) throw new AppError('not_found', 'Order not found');
    return found;
  }
  return {
    async invoice(orderId: string): Promise<Buffer> {
      return renderInvoicePdf({ order: await order(orderId), shop: deps.shop, mockup: deps.mockup });
    },
    async workOrder(orderId: string): Promise<Buffer> {
      return renderWorkOrderPdf({ order: await order(orderId), shop: deps.shop, mockup: deps.mockup });
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
