import { LIST_LIMITS } from '../../../domain/list-limits';
import { z } from '@hono/zod-openapi';
import { BRANDS, PRICE_FILTER, PRODUCT_SORTS, PRODUCT_TYPES } from '../../../domain/catalogue';

/** The longest filter text any listing takes: far above every slug, name and alias. */
const FILTER_MAX = 100;

/** A number the URL carries as text: the document says what the listing takes; the domain schema checks it. */
const integerText = (limits: { minimum: number; maximum: number; default?: number }, description: string) =>
  z
    .string()
    .optional()
    .openapi({ type: 'integer', ...limits, description });

/**
 * The listing's query as the URL carries it (strings); `domain/schemas/catalogue` then reads the values, so the
 * pages and the API share one set of rules. The document gives each parameter the type and limits that rule
 * enforces, so a client knows what is refused (400 with the first problem) before it asks.
 */
export const ListProductsQuerySchema = z
  .object({
    type: z
      .string()
      .max(FILTER_MAX)
      .optional()
      .openapi({
        description: `A product type slug, any case: ${PRODUCT_TYPES.map((t) => t.slug).join(', ')} (also the original site's work-bag, cargo-paint, work-paint). Anything else: 400 'Unknown product type'.`,
        example: 'polo',
      }),
    brand: z
      .string()
      .max(FILTER_MAX)
      .optional()
      .openapi({
        description: `A brand's slug, name or alias, any case: ${BRANDS.map((b) => b.slug).join(', ')}. Anything else: 400 'Unknown brand'.`,
        example: 'kustom-kit',
      }),
    minPrice: integerText(
      { minimum: PRICE_FILTER.min, maximum: PRICE_FILTER.max },
      'Whole pounds; not above maxPrice',
    ),
    maxPrice: integerText({ minimum: PRICE_FILTER.min, maximum: PRICE_FILTER.max }, 'Whole pounds'),
    minRating: integerText({ minimum: 1, maximum: 5 }, 'Products whose rating, rounded, is at least this'),
    sort: z
      .enum(PRODUCT_SORTS.map((s) => s.value) as [string, ...string[]])
      .optional()
      .openapi({ default: 'featured' }),
    page: integerText({ minimum: 1, maximum: 10_000, default: 1 }, 'Page number'),
    pageSize: integerText(
      { minimum: 1, maximum: LIST_LIMITS.products, default: LIST_LIMITS.products },
      'Products per page; above the maximum: 400',
    ),
  })
  .strict();

export const IdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
