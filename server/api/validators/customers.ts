import { z } from '@hono/zod-openapi';
import { ListPageSchema, ListPageSizeSchema } from './orders';

/** The seller's customer list: search and page live in the URL. */
export const CustomerListQuerySchema = z
  .object({
    search: z
      .string()
      .max(200, 'Search must be at most 200 characters')
      .optional()
      .openapi({ description: "Part of the customer's name or e-mail" }),
    page: ListPageSchema.optional(),
    pageSize: ListPageSizeSchema.optional().openapi({ description: 'Without it, every matching customer' }),
  })
  .strict();
