import type { OrderVisibility } from '../../../domain/order-visibility';
import { hasCreditNote } from '../../../domain/documents';
import { namesCsv } from '../../../domain/line-names';
import {
  renderCreditNotePdf,
  renderInvoicePdf,
  renderWorkOrderPdf,
  type LineMockup,
} from '../../integrations/pdf/order-pdfs';
import type { ShopInfo } from '../../../domain/shop-info';
import { AppError } from '../../errors';
import type { MailPicture } from '../mail-pictures';
import type { OrdersService } from './orders';

/**
 * An order's printable documents: the invoice for the customer, the credit note of its refund (once refunded),
 * and the work order for the workshop.
 */
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
    /** A line's picture in a document: its mock-up when decorated, else the garment (the quote PDF draws them). */
    linePicture,
    async invoice(orderId: string): Promise<Buffer> {
      return renderInvoicePdf({ order: await order(orderId), shop: deps.shop, mockup: linePicture });
    },
    /** The refund's credit note; an order with no refund has none (404). */
    async creditNote(orderId: string): Promise<Buffer> {
      const found = await order(orderId);
      if (!hasCreditNote(found))
        throw new AppError('not_found', 'This order has not been refunded, so it has no credit note');
      return renderCreditNotePdf({ order: found, shop: deps.shop, mockup: linePicture });
    },
    /** Without prices or the buyer's contact details for a reader who may not see them (issue 33). */
    async workOrder(orderId: string, visibility?: OrderVisibility): Promise<Buffer> {
      return renderWorkOrderPdf({
        order: await order(orderId),
        shop: deps.shop,
        mockup: linePicture,
        visibility,
      });
    },
    /** Every name on the order's garments (issue 32): Product, Colour, Size, Name; the heading alone when none. */
    async namesCsv(orderId: string): Promise<string> {
      return namesCsv((await order(orderId)).lines);
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
