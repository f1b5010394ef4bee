import { formatQuoteNumber } from '../../domain/quotes';
import { bundleLineJson } from './serializers';
import { createRoute, z } from '@hono/zod-openapi';
import { decorationColumns, decorationText } from '../../domain/line-item';
import { LIST_LIMITS } from '../../domain/list-limits';
import { penceToPounds } from '../../domain/money';
import { formatOrderNumber, isNewOrder, ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/orders';
import { can } from '../../domain/permissions';
import { orderVisibilityOf, redactOrder } from '../../domain/order-visibility';
import { PRODUCTION_STAGES, productionStage } from '../../domain/production';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireUser, type SessionEnv } from '../http/session';
import { logoFileUrl, logoPreviewUrl } from '../services/logos';
import type { OrderRow, OrderWithLines } from '../services/orders/order-record';
import { SELLER_PAGE_SIZE } from '../services/orders/seller-orders';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse, jsonContent, messageResponse, SECURITY } from './router';
import { CustomerListQuerySchema } from './validators/customers';
import {
  IdParamsSchema,
  OrderIdParamsSchema,
  OrderQuerySchema,
  SellerOrderListQuerySchema,
  UserIdParamsSchema,
  UserOrdersQuerySchema,
} from './validators/orders';
import { decorationsJson, namesJson } from './cart';

/** An order as the spec's client reads it: pounds, `_id`, `orderNumber`, `products`. */
export function orderJson(order: OrderWithLines) {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    // a decorated order's proof step, following the order (Shipped, Cancelled); null for plain garments
    productionStatus: productionStage(order),
    proofVersion: order.proofVersion,
    storeId: order.storeId,
    email: order.email,
    subtotal: penceToPounds(order.goods),
    logoCharges: penceToPounds(order.logoCharges),
    setupFees: penceToPounds(order.setupFees),
    totalAmount: penceToPounds(order.goods + order.logoCharges + order.setupFees),
    discount: order.discountPercent,
    discountAmount: penceToPounds(order.discount),
    promoCode: order.promoCode,
    /** "Q-1001" when the order is an accepted quote's. */
    quoteNumber: order.quoteNumber === null ? null : formatQuoteNumber(order.quoteNumber),
    /** The buyer's purchase order number, when there is one. */
    poNumber: order.poNumber,
    /** 'account' for an order placed on a trade account (its invoice due on invoiceDueDay), else 'card'. */
    paymentMode: order.tradeAccountId ? 'account' : 'card',
    invoiceDueDay: order.invoiceDueDay,
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
        /** The price each the order charged (its snapshot), and the quantity break that set it, or null. */
        unitPrice: penceToPounds(l.unitPrice),
        priceBreak: l.priceBreak ?? null,
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
        /** A name per garment as ordered, with the price each charged (issue 32), or null. */
        names: l.names ? namesJson(l.names) : null,
        store: l.store ?? null,
        lineTotal: penceToPounds(l.goods + l.logoCharge),
        ...bundleLineJson(l),
      };
    }),
  };
}

const OrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string(),
    storeId: z.string().nullable().openapi({ description: 'The team store a member ordered from, or null' }),
    productionStatus: z.enum(PRODUCTION_STAGES).nullable().openapi({
      description:
        "A decorated order's proof and production step (Shipped or Cancelled once the order is); null for an order with no decoration",
    }),
    proofVersion: z
      .number()
      .int()
      .openapi({ description: 'The latest proof version sent, 0 before the first' }),
    products: z.array(z.object({}).passthrough()),
  })
  .passthrough()
  .openapi('Order');

const userOrdersRoute = createRoute({
  method: 'get',
  path: '/order-user/{userId}',
  operationId: 'listUserOrders',
  summary: "A customer's orders, newest first (their own, or any customer's for staff who manage customers)",
  tags: ['Orders'],
  security: SECURITY.session,
  request: { params: UserIdParamsSchema, query: UserOrdersQuerySchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), orders: z.array(OrderSchema).max(LIST_LIMITS.customerOrders) }),
      'A page of the orders',
    ),
    400: errorResponse('A bad page or page size'),
    401: errorResponse('Not logged in'),
    403: errorResponse("Another customer's orders"),
  },
});

const orderRoute = createRoute({
  method: 'get',
  path: '/orders/{orderId}',
  operationId: 'getOrder',
  summary:
    "One order, for its customer, staff who see orders (without the buyer's contact details or money for a role that lacks them), or a guest with the link from their e-mail",
  tags: ['Orders'],
  security: SECURITY.optionalSession,
  request: { params: OrderIdParamsSchema, query: OrderQuerySchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), order: OrderSchema }), 'The order'),
    400: errorResponse('An unknown query parameter'),
    404: errorResponse('No such order, or not yours to see'),
  },
});

const SellerOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string(),
    number: z.number(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    totalAmount: z
      .number()
      .optional()
      .openapi({ description: 'What the customer paid, in pounds (absent for staff who may not see money)' }),
    customerName: z.string(),
    email: z
      .string()
      .optional()
      .openapi({ description: "The buyer's e-mail (absent for staff who may not see contact details)" }),
    isNew: z.boolean().openapi({
      description: 'Paid, under a day old and not yet opened by a seller (never an unpaid checkout)',
    }),
    archived: z.boolean(),
  })
  .openapi('SellerOrder');

const listOrdersRoute = createRoute({
  ...sellerOnly('Orders', 'orders:view'),
  method: 'get',
  path: '/',
  operationId: 'listOrders',
  summary: 'All orders, New first then newest, filtered and paged (seller)',
  request: { query: SellerOrderListQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        orders: z.array(SellerOrderSchema).max(LIST_LIMITS.orders),
        total: z.number().openapi({
          description: 'Orders matching the filters, on all pages, counted up to 10,000 (see capped)',
        }),
        capped: z.boolean().openapi({ description: 'More than `total` orders match: show "10,000+"' }),
        page: z.number(),
        pageSize: z.number(),
      }),
      'One page of orders',
    ),
    400: errorResponse('A bad filter'),
    ...sellerRefusals,
  },
});

const countOrdersRoute = createRoute({
  ...sellerOnly('Orders', 'orders:view'),
  method: 'get',
  path: '/count',
  operationId: 'countOrders',
  summary: 'How many orders there are (placed: paid or refunded), archived ones left out (seller)',
  responses: { 200: jsonContent(z.object({ count: z.number() }), 'The count'), ...sellerRefusals },
});

const CustomerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().openapi({ description: "From the customer's latest order ('' when none was given)" }),
    orders: z.number(),
    totalSpent: z.number().openapi({ description: 'Paid orders, in pounds' }),
    lastOrderAt: z.string().nullable(),
    status: z.literal('Active'),
  })
  .openapi('Customer');

const customersRoute = createRoute({
  ...sellerOnly('Orders', 'customers:manage'),
  method: 'get',
  path: '/customers',
  operationId: 'listCustomers',
  summary:
    'Customers who have ordered, with order count, total spent and last order, latest first; searched by name or e-mail, 20 a page unless pageSize says otherwise; deleted (anonymised) customers left out (seller)',
  request: { query: CustomerListQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        customers: z.array(CustomerSchema).max(LIST_LIMITS.customers),
        count: z.number().openapi({ description: 'Customers matching the search, on all pages' }),
      }),
      'The customers',
    ),
    400: errorResponse('A bad search or page'),
    ...sellerRefusals,
  },
});

const earningsRoute = createRoute({
  ...sellerOnly('Orders', 'earnings:view'),
  method: 'get',
  path: '/earnings',
  operationId: 'getEarnings',
  summary: 'Total earnings: paid orders less refunds, archived orders included (seller)',
  responses: {
    200: jsonContent(z.object({ totalEarnings: z.number().openapi({ description: 'Pounds' }) }), 'Earnings'),
    ...sellerRefusals,
  },
});

const deleteOrderRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'delete',
  path: '/{id}/deleteOrder',
  operationId: 'deleteOrder',
  summary: 'Delete (archive) an order: it leaves the list and counters, its money stays in earnings (seller)',
  request: { params: IdParamsSchema },
  responses: {
    200: messageResponse("'Order deleted successfully!'"),
    ...sellerRefusals,
    404: errorResponse('No such order'),
  },
});

const restoreOrderRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'put',
  path: '/{id}/restoreOrder',
  operationId: 'restoreOrder',
  summary: 'Bring an archived order back to the list (seller)',
  request: { params: IdParamsSchema },
  responses: {
    200: messageResponse("'Order restored successfully!'"),
    ...sellerRefusals,
    404: errorResponse('No such order'),
  },
});

/** An order row as the seller's list shows it (no lines: the detail page loads those). */
export function sellerOrderJson(order: OrderRow, now: Date) {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalAmount: penceToPounds(order.total),
    customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
    email: order.email,
    isNew: isNewOrder(order, now),
    archived: order.archivedAt !== null,
  };
}

/**
 * Orders. A customer reads their own list and orders; a guest reads an order through the link in their
 * confirmation mail (`?token=`); anyone else gets 404. The seller lists, counts, archives and restores.
 */
export function ordersApi(ctx: AppContext) {
  const { orders, sellerOrders } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(userOrdersRoute, async (c) => {
    const user = requireUser(c);
    const { userId } = c.req.valid('param');
    if (user.id !== userId && !can(user, 'customers:manage'))
      throw new AppError('forbidden', 'You can only see your own orders.');
    const list = await orders.listForUser(userId, c.req.valid('query'));
    return c.json({ success: true as const, orders: list.map(orderJson) }, 200);
  });
  app.openapi(orderRoute, async (c) => {
    const user = c.get('user');
    const order = await orders.getForViewer(c.req.valid('param').orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: c.req.valid('query').token,
    });
    return c.json(
      { success: true as const, order: redactOrder(orderJson(order), orderVisibilityOf(user)) },
      200,
    );
  });
  app.openapi(listOrdersRoute, async (c) => {
    const q = c.req.valid('query');
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? SELLER_PAGE_SIZE;
    const result = await sellerOrders.list({ ...q, archived: q.archived === 'true', page, pageSize });
    const now = new Date();
    return c.json(
      {
        success: true as const,
        orders: redactOrder(
          result.orders.map((o) => sellerOrderJson(o, now)),
          orderVisibilityOf(c.get('user')),
        ),
        total: result.total,
        capped: result.capped,
        page,
        pageSize,
      },
      200,
    );
  });
  app.openapi(countOrdersRoute, async (c) => c.json({ count: await sellerOrders.count() }, 200));
  app.openapi(customersRoute, async (c) => {
    const query = c.req.valid('query');
    const { customers, total } = await sellerOrders.listCustomers({
      ...query,
      pageSize: query.pageSize ?? SELLER_PAGE_SIZE,
    });
    return c.json(
      {
        customers: customers.map((x) => ({
          ...x,
          totalSpent: penceToPounds(x.totalSpent),
          lastOrderAt: x.lastOrderAt?.toISOString() ?? null,
          status: 'Active' as const,
        })),
        count: total,
      },
      200,
    );
  });
  app.openapi(earningsRoute, async (c) =>
    c.json({ totalEarnings: penceToPounds(await sellerOrders.earnings()) }, 200),
  );
  app.openapi(deleteOrderRoute, async (c) => {
    await sellerOrders.archive(c.req.valid('param').id);
    return c.json({ success: true as const, message: 'Order deleted successfully!' }, 200);
  });
  app.openapi(restoreOrderRoute, async (c) => {
    await sellerOrders.restore(c.req.valid('param').id);
    return c.json({ success: true as const, message: 'Order restored successfully!' }, 200);
  });
  return app;
}
