import { Hono } from 'hono';
import { decorationColumns, decorationText } from '../../domain/line-item';
import { penceToPounds } from '../../domain/money';
import { formatOrderNumber } from '../../domain/orders';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireSeller, requireUser, type SessionEnv } from '../http/session';
import { logoFileUrl, logoPreviewUrl } from '../services/logos';
import type { OrderWithLines } from '../services/order-record';

/** An order as the spec's client reads it: pounds, `_id`, `orderNumber`, `products`. */
export function orderJson(order: OrderWithLines) {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMode: 'card',
    email: order.email,
    subtotal: penceToPounds(order.goods),
    logoCharges: penceToPounds(order.logoCharges),
    setupFees: penceToPounds(order.setupFees),
    totalAmount: penceToPounds(order.goods + order.logoCharges + order.setupFees),
    discount: order.discountPercent,
    discountAmount: penceToPounds(order.discount),
    promoCode: order.promoCode,
    shippingType: order.shippingType,
    shippingCost: penceToPounds(order.shipping),
    finalAmount: penceToPounds(order.total),
    shippingAddress: order.shippingAddress,
    trackingId: order.trackingId,
    shippingCarrier: order.carrier,
    paidAt: order.paidAt?.toISOString() ?? null,
    products: order.lines.map((l) => {
      const decoration = decorationColumns(l);
      const logoId = decoration.logo?.id;
      return {
        _id: l.id,
        productId: l.productId,
        title: `${l.title} (${l.size})`,
        productTitle: l.title,
        productTypes: l.productTypes,
        frontImage: l.image,
        backImage: l.backImage,
        size: l.size,
        color: l.colour,
        colourHex: l.colourHex,
        quantity: l.quantity,
        price: penceToPounds(l.unitPrice),
        method: decoration.method ?? 'Not selected',
        position: decoration.positions,
        textLine: decoration.textLine ?? '',
        font: decoration.font ?? '',
        notes: l.notes ?? '',
        logo: logoId ? logoPreviewUrl(logoId) : null,
        logoFile: logoId ? logoFileUrl(logoId) : null,
        logoName: decoration.logoName,
        usePreviousLogo: decoration.isPreviousLogo,
        decoration: decorationText(l),
        lineTotal: penceToPounds(l.goods + l.logoCharge),
        isBundle: false,
      };
    }),
  };
}

/**
 * Orders. A customer reads their own list and orders; a guest reads an order through the link in their
 * confirmation mail (`?token=`); anyone else gets 404. The seller's list APIs arrive with the dashboard work.
 */
export function ordersApi(ctx: AppContext) {
  const { orders } = ctx.services;
  const app = new Hono<SessionEnv>({ strict: false });
  app.get('/order-user/:userId', async (c) => {
    const user = requireUser(c);
    if (user.id !== c.req.param('userId') && user.role !== 'seller')
      throw new AppError('forbidden', 'You can only see your own orders.');
    const list = await orders.listForUser(c.req.param('userId'));
    return c.json({ success: true, orders: list.map(orderJson) });
  });
  app.get('/orders/:orderId', async (c) => {
    const user = c.get('user');
    const order = await orders.getForViewer(c.req.param('orderId'), {
      userId: user?.id,
      role: user?.role,
      accessToken: c.req.query('token'),
    });
    return c.json({ success: true, order: orderJson(order) });
  });
  app.use('*', requireSeller);
  app.get('/', (c) => c.json({ success: true, orders: [] }));
  app.get('/count', (c) => c.json({ count: 0 }));
  app.get('/customers', (c) => c.json({ customers: [], count: 0 }));
  app.get('/earnings', (c) => c.json({ totalEarnings: 0 }));
  return app;
}
