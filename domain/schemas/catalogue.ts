import { LIST_LIMITS, listPageSizeSchema } from '../list-limits';
import { z } from 'zod';
import { PRICE_FILTER, PRODUCT_SORTS, brandFromParam, productTypeFromSlug } from '../catalogue';

/** A price bound of the listing's filter: any whole pound in the filter's range. */
const wholePounds = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of pounds` })
    .int(`${name} must be whole pounds`)
    .min(PRICE_FILTER.min, `${name} must be at least £${PRICE_FILTER.min}`)
    .max(PRICE_FILTER.max, `${name} must be at most £${PRICE_FILTER.max}`)
    .optional();

/**
 * A query's name of a product type, brand…: left out or empty is undefined; else what `find` makes of it, or an
 * issue `Unknown <what> "<name>"` when it finds nothing.
 */
export const knownName =
  <T>(what: string, find: (name: string) => T | null | undefined) =>
  (v: string | undefined, ctx: z.RefinementCtx): T | undefined => {
    if (!v) return undefined;
    const found = find(v);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `Unknown ${what} "${v}"` });
      return z.NEVER;
    }
    return found;
  };

const sortValues = PRODUCT_SORTS.map((s) => s.value) as [string, ...string[]];

/** Query of the product listings, shared by the API and the listing pages (URL search params). */
export const ProductListQuerySchema = z
  .object({
    type: z.string().trim().optional().transform(knownName('product type', productTypeFromSlug)),
    brand: z
      .string()
      .trim()
      .optional()
      .transform(knownName('brand', (v) => brandFromParam(v)?.slug)),
    /** Whole pounds, as the price filter takes them. */
    minPrice: wholePounds('minPrice'),
    maxPrice: wholePounds('maxPrice'),
    /** Products whose rounded rating is at least this. */
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    sort: z.enum(sortValues).default('featured'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: listPageSizeSchema('products').default(LIST_LIMITS.products),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>;

export const IdParamSchema = z.object({ id: z.string().min(1).max(100) });
