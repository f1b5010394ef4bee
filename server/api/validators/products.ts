import { z } from '@hono/zod-openapi';

/**
 * The listing's query as the URL carries it (strings); `domain/schemas/catalogue` then reads the values, so the
 * pages and the API share one set of rules.
 */
export const ListProductsQuerySchema = z
  .object({
    type: z.string().optional().openapi({ example: 'polo' }),
    brand: z.string().optional().openapi({ example: 'kustom-kit' }),
    minPrice: z.string().optional().openapi({ description: 'Pounds' }),
    maxPrice: z.string().optional().openapi({ description: 'Pounds' }),
    minRating: z.string().optional().openapi({ description: '1-5, rounded rating and up' }),
    sort: z.enum(['featured', 'price-low', 'price-high', 'rating', 'newest']).optional(),
    page: z.string().optional(),
    pageSize: z.string().optional().openapi({ description: '1-100, default 100' }),
  })
  .strict();

export const IdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
