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

const sortValues = PRODUCT_SORTS.map((s) => s.value) as [string, ...string[]];

/** Query of the product listings, shared by the API and the listing pages (URL search params). */
export const ProductListQuerySchema = z
  .object({
    type: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const slug = productTypeFromSlug(v);
        if (!slug) {
          ctx.addIssue({ code: 'custom', message: `Unknown product type "${v}"` });
          return z.NEVER;
        }
        return slug;
      }),
    brand: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const brand = brandFromParam(v);
        if (!brand) {
          ctx.addIssue({ code: 'custom', message: `Unknown brand "${v}"` });
          return z.NEVER;
        }
        return brand.slug;
      }),
    /** Whole pounds, as the price filter takes them. */
    minPrice: wholePounds('minPrice'),
    maxPrice: wholePounds('maxPrice'),
    /** Products whose rounded rating is at least this. */
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    sort: z.enum(sortValues).default('featured'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(100),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>;

export const IdParamSchema = z.object({ id: z.string().min(1).max(100) });
