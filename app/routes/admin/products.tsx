import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  AdminProductListQuerySchema,
  type AdminProductListQuery,
} from '../../../domain/schemas/product-admin';
import { requirePermission } from '~/lib/auth.server';
import { Pager } from '~/components/ui/data-table';
import {
  AddProductButton,
  ProductFilters,
  ProductTable,
  ProductViewTabs,
} from '~/features/admin/products/product-list';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [{ title: 'Products' }, { name: 'robots', content: 'noindex' }];

/** The filters in the URL; one that makes no sense (an unknown brand, a page of letters) is dropped. */
function filterFromUrl(url: URL): AdminProductListQuery {
  const raw = Object.fromEntries(url.searchParams);
  const all = AdminProductListQuerySchema.safeParse(raw);
  if (all.success) return all.data;
  const kept = Object.fromEntries(
    Object.entries(raw).filter(
      ([key, value]) => AdminProductListQuerySchema.safeParse({ [key]: value }).success,
    ),
  );
  return AdminProductListQuerySchema.parse(kept);
}

/**
 * The seller's products, drafts too, latest change first: search by title, filter by type, brand and status; or
 * the deleted ones (view=deleted), latest deleted first, to restore.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'products:manage');
  const url = new URL(request.url);
  const filter = { ...filterFromUrl(url), pageSize: ADMIN_PRODUCTS_PAGE_SIZE };
  const { productAdmin } = context.app.services;
  const [{ products, total }, brands] = await Promise.all([productAdmin.list(filter), productAdmin.brands()]);
  return {
    filter,
    products,
    brands: brands.map((b) => ({ slug: b.slug, name: b.name })),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)),
  };
}

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { filter, products, brands, total, pages } = loaderData;
  const deleted = filter.view === 'deleted';
  const filtered = Boolean(filter.q || filter.type || filter.brand || filter.status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Products</h1>
        <AddProductButton />
      </div>
      <ProductViewTabs deleted={deleted} />
      <ProductFilters filter={filter} brands={brands} />
      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 product' : `${total} products`}
        {deleted ? ' deleted' : ''}
      </p>
      <ProductTable products={products} deleted={deleted} filtered={filtered} />
      <Pager page={filter.page} pages={pages} />
    </div>
  );
}
