import { createRoute, z } from '@hono/zod-openapi';
import { decorationColumns, decorationText } from '../../domain/line-item';
import { penceToPounds } from '../../domain/money';
import { formatOrderNumber } from '../../domain/orders';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireSeller, requireUser, type SessionEnv } from '../http/session';
import { logoFileUrl, logoPreviewUrl } from '../services/logos';
import type { OrderWithLines } from '../services/order-record';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { OrderIdParamsSchema, OrderQuerySchema, UserIdParamsSchema } from './validators/orders';
import { decorationsJson } from './cart';

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
        decorations: decorationsJson(l),
        lineTotal: penceToPounds(l.goods + l.logoCharge),
        isBundle: false,
      };
    }),
  };
}

const OrderSchema = z
  .object({ _id: z.string(), orderNumber: z.string(), products: z.array(z.object({}).passthrough()) })
  .passthrough()
  .openapi('Order');

const NOT_YET = 'Not implemented yet: the seller dashboard arrives in a later release.';

const userOrdersRoute = createRoute({
  method: 'get',
  path: '/order-user/{userId}',
  operationId: 'listUserOrders',
  summary: "A customer's orders, newest first (their own, or any customer's for the seller)",
  tags: ['Orders'],
  security: SECURITY.session,
  request: { params: UserIdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), orders: z.array(OrderSchema) }), 'The orders'),
    401: errorResponse('Not logged in'),
    403: errorResponse("Another customer's orders"),
  },
});

const orderRoute = createRoute({
  method: 'get',
  path: '/orders/{orderId}',
  operationId: 'getOrder',
  summary: 'One order, for its customer, the seller, or a guest with the link from their e-mail',
  tags: ['Orders'],
  security: SECURITY.optionalSession,
  request: { params: OrderIdParamsSchema, query: OrderQuerySchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), order: OrderSchema }), 'The order'),
    400: errorResponse('An unknown query parameter'),
    404: errorResponse('No such order, or not yours to see'),
  },
});

/** The seller's lists, answered 501 until the dashboard's APIs exist; sellers only, like they will be. */
const sellerStub = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    summary,
    description: `Seller only. ${NOT_YET}`,
    tags: ['Orders'],
    security: SECURITY.session,
    middleware: [requireSeller],
    responses: {
      401: errorResponse('Not logged in'),
      403: errorResponse('Not the seller'),
      501: errorResponse('Not implemented yet'),
    },
  });

/**
 * Orders. A customer reads their own list and orders; a guest reads an order through the link in their
 * confirmation mail (`?token=`); anyone else gets 404. The seller's list APIs arrive with the dashboard work.
 */
export function ordersApi(ctx: AppContext) {
  const { orders } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(userOrdersRoute, async (c) => {
    const user = requireUser(c);
    const { userId } = c.req.valid('param');
    if (user.id !== userId && user.role !== 'seller')
      throw new AppError('forbidden', 'You can only see your own orders.');
    const list = await orders.listForUser(userId);
    return c.json({ success: true as const, orders: list.map(orderJson) }, 200);
  });
  app.openapi(orderRoute, async (c) => {
    const user = c.get('user');
    const order = await orders.getForViewer(c.req.valid('param').orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: c.req.valid('query').token,
    });
    return c.json({ success: true as const, order: orderJson(order) }, 200);
  });
  for (const route of [
    sellerStub('/', 'listOrders', 'All orders (seller)'),
    sellerStub('/count', 'countOrders', 'How many orders there are (seller)'),
    sellerStub('/customers', 'listCustomers', 'The customers (seller)'),
    sellerStub('/earnings', 'getEarnings', 'Total earnings (seller)'),
  ]) {
    app.openapi(route, (c) => c.json({ message: NOT_YET }, 501));
  }
  return app;
}
