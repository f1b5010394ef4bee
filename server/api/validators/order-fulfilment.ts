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
    overrideReason: z
      .string({ error: 'overrideReason must be text' })
      .max(500, 'Please keep the reason to 500 characters or fewer.')
      .optional()
      .openapi({
        description:
          "Shipped only: why a decorated order ships before its proof is approved (required then; recorded on the order's timeline)",
      }),
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
