import { createRoute, z } from '@hono/zod-openapi';
import { SHIPPING_CARRIERS } from '../../domain/carriers';
import { penceToPounds } from '../../domain/money';
import type { AppContext } from '../context';
import { requireRecentPassword } from '../http/reauth';
import { AppError } from '../errors';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerActor } from '../services/orders/order-events';
import type { OrderWithLines } from '../services/orders/order-record';
import { orderJson } from './orders';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, messageResponse } from './router';
import { OrderIdParamsSchema } from './validators/orders';
import { SaveTrackingBodySchema, UpdateOrderStatusBodySchema } from './validators/order-fulfilment';

export const STATUS_UPDATED_MESSAGE = 'Order status updated successfully!';
export const TRACKING_SAVED_MESSAGE = 'Tracking ID saved successfully!';
export const TRACKING_REMOVED_MESSAGE = 'Tracking ID removed successfully!';
export const REFUNDED_MESSAGE = 'Order refunded successfully!';

/** Every route here: the seller's action on one order. */
const orderAction = {
  ...sellerOnly('Orders', 'orders:manage'),
  request: { params: OrderIdParamsSchema },
};
const refusals = {
  ...sellerRefusals,
  404: errorResponse('No such order'),
};
const badId = errorResponse('A malformed order id, or a bad field: `message` says which');

const FulfilmentOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    paymentStatus: z.string(),
    trackingId: z.string().nullable(),
    shippingCarrier: z.string().nullable(),
    trackingUrl: z.string().nullable().openapi({ description: "The carrier's public tracking page" }),
    refundedAmount: z.number().openapi({ description: 'Pounds given back (0 for none)' }),
    refundedAt: z.string().nullable(),
    refundId: z.string().nullable().openapi({ description: "The payment provider's refund id" }),
  })
  .passthrough()
  .openapi('FulfilmentOrder');

const TrackingSchema = z
  .object({
    success: z.literal(true),
    trackingId: z.string().nullable(),
    shippingCarrier: z
      .enum(SHIPPING_CARRIERS)
      .nullable()
      .openapi({ description: `One of ${SHIPPING_CARRIERS.join(', ')}` }),
    trackingUrl: z.string().nullable(),
    saved: z.boolean().openapi({ description: 'A tracking ID is saved on the order' }),
  })
  .openapi('OrderTracking');

const updateStatusRoute = createRoute({
  ...orderAction,
  method: 'put',
  path: '/update/{orderId}',
  operationId: 'updateOrderStatus',
  summary:
    "Change an order's status (seller). Shipped needs a tracking ID and a carrier, saved first when sent; Shipped, Delivered and Cancelled e-mail the customer once each",
  request: {
    params: OrderIdParamsSchema,
    body: jsonBody(UpdateOrderStatusBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), order: FulfilmentOrderSchema, message: z.string() }),
      `'${STATUS_UPDATED_MESSAGE}'`,
    ),
    ...bodyErrors,
    400: errorResponse(
      "A bad status, carrier, tracking ID or order id; Shipped without a tracking ID and carrier ('Please enter tracking ID and select shipping carrier before shipping'); or a blank overrideReason",
    ),
    ...refusals,
    409: errorResponse(
      'Shipped for a decorated order whose proof is not approved, without an overrideReason (nothing is saved)',
    ),
  },
});

const getTrackingRoute = createRoute({
  ...orderAction,
  method: 'get',
  path: '/{orderId}/tracking',
  operationId: 'getOrderTracking',
  summary: "An order's tracking ID, carrier and tracking link (seller)",
  responses: { 200: jsonContent(TrackingSchema, 'The tracking'), 400: badId, ...refusals },
});

const saveTrackingRoute = createRoute({
  ...orderAction,
  method: 'put',
  path: '/{orderId}/tracking',
  operationId: 'saveOrderTracking',
  summary: "Save an order's tracking ID, and its carrier when given (seller)",
  request: {
    params: OrderIdParamsSchema,
    body: jsonBody(SaveTrackingBodySchema),
  },
  responses: {
    200: jsonContent(TrackingSchema.extend({ message: z.string() }), `'${TRACKING_SAVED_MESSAGE}'`),
    ...bodyErrors,
    400: errorResponse('A bad tracking ID (letters, digits, spaces and hyphens, at most 64), carrier or id'),
    ...refusals,
  },
});

const removeTrackingRoute = createRoute({
  ...orderAction,
  method: 'delete',
  path: '/{orderId}/tracking',
  operationId: 'removeOrderTracking',
  summary: "Remove an order's tracking ID and carrier; a shipped or delivered order keeps them (seller)",
  responses: {
    200: messageResponse(`'${TRACKING_REMOVED_MESSAGE}'`),
    400: errorResponse('A malformed id, or the order is shipped or delivered'),
    ...refusals,
  },
});

const refundRoute = createRoute({
  ...orderAction,
  ...sellerOnly('Orders', 'orders:refund'),
  method: 'post',
  path: '/{orderId}/refund',
  operationId: 'refundOrder',
  summary:
    'Refund a cancelled, paid order in full through the payment provider, once (one idempotency key per order); e-mails the customer (seller)',
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), order: FulfilmentOrderSchema, message: z.string() }),
      `'${REFUNDED_MESSAGE}'`,
    ),
    400: errorResponse('A malformed id; the order is not paid, or not cancelled'),
    ...refusals,
    409: errorResponse('Refunded already, or the payment provider refused the refund'),
  },
});

/** The order as the seller's fulfilment calls answer it: the spec's order, its tracking link and refund. */
export function fulfilmentOrderJson(order: OrderWithLines & { refundedAmount: number }) {
  const json = orderJson(order);
  return {
    ...json,
    trackingUrl: null as string | null,
    refundedAmount: penceToPounds(order.refundedAmount),
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundId: order.refundId,
  };
}

/**
 * The seller ships an order: status, tracking and carrier, refund (the spec's §7 Orders calls). Seller only:
 * 401 to a guest, 403 to a customer.
 */
export function orderFulfilmentApi(ctx: AppContext) {
  const { fulfilment, orders } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const actor = (c: Parameters<typeof requireUser>[0]) => sellerActor(requireUser(c));
  app.use('/:orderId/refund', requireRecentPassword(ctx, 'refund'));
  async function full(id: string) {
    const order = await orders.get(id);
    if (!order) throw new AppError('not_found', 'Order not found');
    const tracking = await fulfilment.tracking(id);
    return { ...fulfilmentOrderJson(order), trackingUrl: tracking.trackingUrl };
  }

  app.openapi(updateStatusRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const body = c.req.valid('json');
    await fulfilment.updateStatus(
      orderId,
      {
        status: body.status,
        trackingId: body.trackingId,
        carrier: body.shippingCarrier,
        overrideReason: body.overrideReason,
      },
      actor(c),
    );
    return c.json(
      { success: true as const, order: await full(orderId), message: STATUS_UPDATED_MESSAGE },
      200,
    );
  });
  app.openapi(getTrackingRoute, async (c) => {
    const tracking = await fulfilment.tracking(c.req.valid('param').orderId);
    return c.json(trackingJson(tracking), 200);
  });
  app.openapi(saveTrackingRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const body = c.req.valid('json');
    const tracking = await fulfilment.saveTracking(
      orderId,
      { trackingId: body.trackingId, carrier: body.shippingCarrier },
      actor(c),
    );
    return c.json({ ...trackingJson(tracking), message: TRACKING_SAVED_MESSAGE }, 200);
  });
  app.openapi(removeTrackingRoute, async (c) => {
    await fulfilment.removeTracking(c.req.valid('param').orderId, actor(c));
    return c.json({ success: true as const, message: TRACKING_REMOVED_MESSAGE }, 200);
  });
  app.openapi(refundRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    await fulfilment.refund(orderId, actor(c));
    return c.json({ success: true as const, order: await full(orderId), message: REFUNDED_MESSAGE }, 200);
  });
  return app;
}

function trackingJson(t: { trackingId: string | null; carrier: string | null; trackingUrl: string | null }) {
  return {
    success: true as const,
    trackingId: t.trackingId,
    shippingCarrier: t.carrier as (typeof SHIPPING_CARRIERS)[number] | null,
    trackingUrl: t.trackingUrl,
    saved: t.trackingId !== null,
  };
}
