import { data, type AppLoadContext } from 'react-router';
import { PAGE_SIZE } from '../../../domain/catalogue';
import { ProductListQuerySchema } from '../../../domain/schemas/catalogue';

export type ListingView = 'grid' | 'list';

/** Reads a listing's filters from the URL (bad values fall back to defaults) and loads one page. */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  fixed: { type?: string; brand?: string },
) {
  const params = new URL(request.url).searchParams;
  const read = (key: string) => params.get(key) || undefined;
  const raw = {
    type: fixed.type ?? read('type'),
    brand: fixed.brand ?? read('brand'),
    minPrice: read('minPrice'),
    maxPrice: read('maxPrice'),
    minRating: read('minRating'),
    sort: read('sort'),
    page: read('page'),
    pageSize: String(PAGE_SIZE),
  };
  let parsed = ProductListQuerySchema.safeParse(raw);
  if (!parsed.success) {
    // a hand-edited URL: keep the category/brand, drop the filters that don't make sense
    if (fixed.type || fixed.brand) {
      const base = ProductListQuerySchema.safeParse({
        type: raw.type,
        brand: raw.brand,
        pageSize: raw.pageSize,
      });
      if (!base.success) throw data(null, { status: 404 });
      parsed = base;
    } else {
      parsed = ProductListQuerySchema.safeParse({ pageSize: raw.pageSize });
    }
  }
  const query = parsed.data!;
  const { products, total } = await context.app.services.catalogue.listProducts(query);
  const view: ListingView = params.get('view') === 'list' ? 'list' : 'grid';
  return {
    products,
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    filters: {
      sort: query.sort,
      minPrice: query.minPrice ?? null,
      maxPrice: query.maxPrice ?? null,
      minRating: query.minRating ?? null,
      view,
    },
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
