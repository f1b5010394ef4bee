import { z } from '@hono/zod-openapi';
import { ShippingCarrierSchema, TrackingIdSchema } from '../../../domain/carriers';
import { ORDER_STATUSES } from '../../../domain/orders';

const OrderStatusSchema = z
  .enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
  .openapi({ description: 'Any change is allowed; Shipped needs a tracking ID and a carrier' });

/** PUT /orders/update/{orderId}: the tracking id and carrier sent with Shipped are saved first. */
export const UpdateOrderStatusBodySchema = z
  .object({
    status: OrderStatusSchema,
    trackingId: TrackingIdSchema.optional(),
    shippingCarrier: ShippingCarrierSchema.optional(),
  })
  .strict()
  .openapi('UpdateOrderStatusBody');

/** PUT /orders/{orderId}/tracking: the carrier is optional (the saved one stays). */
export const SaveTrackingBodySchema = z
  .object({
    trackingId: TrackingIdSchema,
    shippingCarrier: ShippingCarrierSchema.optional(),
  })
  .strict()
  .openapi('SaveTrackingBody');

export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;
export type SaveTrackingBody = z.infer<typeof SaveTrackingBodySchema>;
