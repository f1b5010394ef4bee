import { listPageSizeSchema } from '../list-limits';
import { z } from 'zod';
import { brandFromParam, brandSlugOf, productTypeFromSlug } from '../catalogue';
import { PRODUCT_STATUSES } from '../product-form';
import { knownName } from './catalogue';

/** A product picture upload: the same 10 MB as every upload (DESIGN.md "Uploads"). */
export const PRODUCT_IMAGE_MAX_MB = 10;
export const PRODUCT_IMAGE_MAX_BYTES = PRODUCT_IMAGE_MAX_MB * 1024 * 1024;
/** A product picture over the limit, named as one (not as a logo), in the editor and from the server alike. */
export const PRODUCT_IMAGE_TOO_LARGE_MESSAGE = `The picture is too large. The largest product picture we accept is ${PRODUCT_IMAGE_MAX_MB} MB.`;
/**
 * Stored pictures fit inside this square: the product page shows them up to 800 px wide, so this is sharp on a
 * 2× screen; smaller uploads are kept at their size.
 */
export const PRODUCT_IMAGE_MAX_SIDE = 1600;
/** The file picker's filter; the server judges a file by its content. */
export const PRODUCT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const ADMIN_PRODUCT_VIEWS = ['deleted'] as const;

/** The seller's product list: search by title, filters, page (the URL's search params and the API's query). */
export const AdminProductListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, 'The search must be at most 100 characters')
      .optional()
      .describe('Part of the title, any case'),
    type: z
      .string()
      .trim()
      .max(100, 'The type must be at most 100 characters')
      .optional()
      .transform(knownName('product type', productTypeFromSlug))
      .describe("A product type slug (as GET /products takes it); anything else: 400 'Unknown product type'"),
    brand: z
      .string()
      .trim()
      .max(100, 'The brand must be at most 100 characters')
      .optional()
      // the spec's ten by any alias; a brand the seller added by its slug
      .transform(knownName('brand', (v) => brandFromParam(v)?.slug ?? brandSlugOf(v)))
      .describe("A brand's slug (one the seller added too), or one of the spec's ten by name or alias"),
    status: z
      .union([z.enum(PRODUCT_STATUSES), z.literal('')], { error: "Status must be 'draft' or 'published'" })
      .optional()
      .transform((v) => v || undefined),
    view: z
      .union([z.enum(ADMIN_PRODUCT_VIEWS), z.literal('')], { error: "View must be 'deleted' (or left out)" })
      .optional()
      .transform((v) => v || undefined)
      .describe("'deleted': the deleted products, to restore; left out: the others"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: listPageSizeSchema('products').default(ADMIN_PRODUCTS_PAGE_SIZE),
  })
  .meta({ id: 'AdminProductListQuery' });

export type AdminProductListQuery = z.output<typeof AdminProductListQuerySchema>;
