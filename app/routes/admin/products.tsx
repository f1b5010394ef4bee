import { Plus } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PRODUCT_TYPES, productTypeLabel } from '../../../domain/catalogue';
import { formatOrderDate } from '../../../domain/orders';
import { formatPounds } from '../../../domain/money';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  AdminProductListQuerySchema,
  type AdminProductListQuery,
} from '../../../domain/schemas/product-admin';
import { requirePermission } from '~/lib/auth.server';
import { ProductRowMenu, RestoreProductButton } from '~/features/admin/products/product-row-menu';
import { SellerPager } from '~/features/admin/orders/seller-orders-table';
import { cn } from '~/lib/cn';
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
    query: url.searchParams.toString(),
  };
}

const field =
  'rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function StockBadge({ stockStatus, totalStock }: { stockStatus: string; totalStock: number }) {
  const out = stockStatus === 'Out of Stock' || totalStock === 0;
  return (
    <span
      className={cn(
        'inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        out ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {out ? 'Out of stock' : `${totalStock.toLocaleString('en-GB')} in stock`}
    </span>
  );
}

function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  return (
    <span
      className={cn(
        'inline-block rounded px-2 py-0.5 text-xs font-semibold',
        status === 'draft' ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800',
      )}
    >
      {status === 'draft' ? 'Draft' : 'Published'}
    </span>
  );
}

function ViewTabs({ deleted }: { deleted: boolean }) {
  const tab = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
      active ? 'border-brand-700 text-brand-900' : 'border-transparent text-zinc-700 hover:text-brand-800',
    );
  return (
    <nav aria-label="Product views" className="mt-4 flex gap-2 border-b border-zinc-200">
      <Link to="/admin/products" aria-current={deleted ? undefined : 'page'} className={tab(!deleted)}>
        Products
      </Link>
      <Link
        to="/admin/products?view=deleted"
        aria-current={deleted ? 'page' : undefined}
        className={tab(deleted)}
      >
        Deleted
      </Link>
    </nav>
  );
}

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { filter, products, brands, total, pages, query } = loaderData;
  const deleted = filter.view === 'deleted';
  const filtered = Boolean(filter.q || filter.type || filter.brand || filter.status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Products</h1>
        <Link
          to="/admin/products/new"
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="size-4" aria-hidden />
          Add product
        </Link>
      </div>

      <ViewTabs deleted={deleted} />

      {/* a GET form: the filters live in the URL and work before JavaScript */}
      <Form
        key={query}
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
        aria-label={deleted ? 'Filter deleted products' : 'Filter products'}
      >
        {deleted && <input type="hidden" name="view" value="deleted" />}
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            placeholder="Title"
            className={cn(field, 'w-64 max-w-full')}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Type
          <select name="type" defaultValue={filter.type ?? ''} className={field}>
            <option value="">All types</option>
            {PRODUCT_TYPES.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Brand
          <select name="brand" defaultValue={filter.brand ?? ''} className={cn(field, 'max-w-56')}>
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-700">
          Status
          <select name="status" defaultValue={filter.status ?? ''} className={field}>
            <option value="">Drafts and published</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Apply
        </button>
        {filtered && (
          <Link
            to={deleted ? '/admin/products?view=deleted' : '/admin/products'}
            className="pb-2 text-sm text-brand-700 underline"
          >
            Clear filters
          </Link>
        )}
      </Form>

      <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
        {total === 1 ? '1 product' : `${total} products`}
        {deleted ? ' deleted' : ''}
      </p>

      {products.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-700">
          {filtered ? (
            <p>No products found.</p>
          ) : deleted ? (
            <p>No deleted products. A product you delete waits here, ready to restore.</p>
          ) : (
            <>
              <p>You have no products yet.</p>
              <Link to="/admin/products/new" className="mt-2 inline-block text-brand-700 underline">
                Add your first product
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="mt-3 rounded-lg border border-zinc-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Products</caption>
            <thead className="bg-zinc-50 text-zinc-700">
              <tr>
                <th scope="col" className="w-16 px-3 py-2">
                  <span className="sr-only">Picture</span>
                </th>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  Price
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Types
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Brand
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Stock
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="w-12 px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200">
              {products.map((p) => (
                <tr key={p.id}>
                  <td className="px-3 py-2">
                    <img
                      src={p.frontImage}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="size-12 rounded border border-zinc-200 bg-zinc-50 object-contain"
                    />
                  </td>
                  <td className="px-3 py-2">
                    {deleted ? (
                      <>
                        <span className="font-semibold break-words text-zinc-900">{p.title}</span>
                        {p.deletedAt && (
                          <p className="text-xs text-zinc-600">Deleted {formatOrderDate(p.deletedAt)}</p>
                        )}
                      </>
                    ) : (
                      <Link
                        to={`/admin/products/${p.id}/edit`}
                        className="font-semibold break-words text-brand-700 underline"
                      >
                        {p.title}
                      </Link>
                    )}
                    {/* on phones the other columns fold under the title */}
                    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 sm:hidden">
                      <span className="font-semibold text-zinc-900 tabular-nums">
                        {formatPounds(p.price)}
                      </span>
                      <StockBadge stockStatus={p.stockStatus} totalStock={p.totalStock} />
                      <StatusBadge status={p.status} />
                    </div>
                    <p className="mt-0.5 text-xs text-zinc-600 md:hidden">
                      {[p.brand?.name, p.productTypes.map(productTypeLabel).join(', ')]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </td>
                  <td className="hidden px-3 py-2 text-right font-semibold tabular-nums sm:table-cell">
                    {formatPounds(p.price)}
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    {p.productTypes.map(productTypeLabel).join(', ')}
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">{p.brand?.name ?? '—'}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <StockBadge stockStatus={p.stockStatus} totalStock={p.totalStock} />
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <StatusBadge status={p.status} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    {deleted ? <RestoreProductButton product={p} /> : <ProductRowMenu product={p} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <SellerPager page={filter.page} pages={pages} query={query} />
    </div>
  );
}
