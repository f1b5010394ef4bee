import { z } from '@hono/zod-openapi';
import { ListPageSchema } from './orders';

/** The seller's customer list: search and page live in the URL. */
export const CustomerListQuerySchema = z
  .object({
    search: z
      .string()
      .max(200, 'Search must be at most 200 characters')
      .optional()
      .openapi({ description: "Part of the customer's name or e-mail" }),
    page: ListPageSchema.optional(),
    pageSize: z.coerce
      .number()
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(100, 'pageSize must be at most 100')
      .optional()
      .openapi({ description: 'Without it, every matching customer' }),
  })
  .strict();
