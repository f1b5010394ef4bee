import { z } from '@hono/zod-openapi';
import { listPageSizeSchema } from '../../../domain/list-limits';
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
    pageSize: listPageSizeSchema('customers')
      .optional()
      .openapi({ description: 'Customers per page; without it, 20' }),
  })
  .strict();
