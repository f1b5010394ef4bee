import { z } from '@hono/zod-openapi';
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

/** A seller's list's page: bounded, so no page number turns into an offset the database refuses. */
export const ListPageSchema = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(10_000, 'page must be at most 10000');

/** A list's page size (the lists that page take up to 100 rows at once). */
export const ListPageSizeSchema = z.coerce
  .number()
  .int('pageSize must be a whole number')
  .min(1, 'pageSize must be at least 1')
  .max(100, 'pageSize must be at most 100');

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
    pageSize: ListPageSizeSchema.optional(),
  })
  .strict();
