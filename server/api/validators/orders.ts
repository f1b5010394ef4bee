import { z } from '@hono/zod-openapi';
import { listPageSchema, listPageSizeSchema } from '../../../domain/list-limits';
import { ORDER_PAYMENT_FILTERS, ORDER_STATUSES } from '../../../domain/orders';

export const UserIdParamsSchema = z.object({
  userId: z.string().openapi({ param: { name: 'userId', in: 'path' } }),
});

export const OrderIdParamsSchema = z.object({
  orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' } }),
});

export const OrderQuerySchema = z
  .object({
    token: z
      .string()
      .optional()
      .openapi({ description: "A guest's access token, from the link in their confirmation e-mail" }),
  })
  .strict();

export const LogoParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

export const IdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

/** A list's page: bounded, so no page number turns into an offset the database refuses. */
export const ListPageSchema = listPageSchema;

/** A customer's orders, a page at a time (newest first). */
export const UserOrdersQuerySchema = z
  .object({
    page: ListPageSchema.optional(),
    pageSize: listPageSizeSchema('customerOrders')
      .optional()
      .openapi({ description: 'Orders per page; without it, the most a page holds' }),
  })
  .strict();

/** The seller's order list: every filter lives in the URL, so a link or a no-JS form reproduces the view. */
export const SellerOrderListQuerySchema = z
  .object({
    search: z.string().max(200, 'Search must be at most 200 characters').optional().openapi({
      description:
        "An order number (with or without #), or part of the customer's name, company, postcode (spaces ignored) or e-mail",
    }),
    status: z.enum(ORDER_STATUSES, { message: 'Unknown order status' }).optional(),
    paymentStatus: z.enum(ORDER_PAYMENT_FILTERS, { message: 'Unknown payment status' }).optional().openapi({
      description:
        'unpaid, paid or refunded; abandoned lists the checkouts whose payment page expired unpaid (hidden otherwise)',
    }),
    archived: z
      .enum(['true', 'false'], { message: 'archived must be true or false' })
      .optional()
      .openapi({ description: 'true lists the deleted (archived) orders instead' }),
    page: ListPageSchema.optional(),
    pageSize: listPageSizeSchema('orders').optional(),
  })
  .strict();
