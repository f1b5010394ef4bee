import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { DataTable, FilterBar, FilterSelect, type Column } from '~/components/ui/data-table';
import { OptionList } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { PRODUCT_TYPES, productTypeLabel } from '../../../../domain/catalogue';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { AdminProductListQuery } from '../../../../domain/schemas/product-admin';
import { ProductRowMenu, RestoreProductButton } from './product-row-menu';

/** A row of the seller's product list (GET /api/products/admin's shape, as the loader passes it). */
export interface ProductListRow {
  id: string;
  title: string;
  frontImage: string;
  price: number;
  productTypes: string[];
  brand: { name: string } | null;
  stockStatus: string;
  totalStock: number;
  status: 'draft' | 'published';
  deletedAt: string | null;
  bundles: { id: string; title: string }[];
}

/** The list's two views, as tabs: the products, and the deleted ones waiting to be restored. */
export function ProductViewTabs({ deleted }: { deleted: boolean }) {
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

/** Search by title, filter by type, brand and status; the view (deleted or not) is carried along. */
export function ProductFilters({
  filter,
  brands,
}: {
  filter: AdminProductListQuery;
  brands: { slug: string; name: string }[];
}) {
  return (
    <FilterBar
      label={filter.view === 'deleted' ? 'Filter deleted products' : 'Filter products'}
      fields={['type', 'brand', 'status']}
      search={{ name: 'q', defaultValue: filter.q, placeholder: 'Title' }}
    >
      <FilterSelect label="Type" name="type" defaultValue={filter.type ?? ''}>
        <option value="">All types</option>
        <OptionList options={PRODUCT_TYPES.map((t) => [t.slug, t.label] as const)} />
      </FilterSelect>
      <FilterSelect label="Brand" name="brand" defaultValue={filter.brand ?? ''} className="max-w-56">
        <option value="">All brands</option>
        <OptionList options={brands.map((b) => [b.slug, b.name] as const)} />
      </FilterSelect>
      <FilterSelect label="Status" name="status" defaultValue={filter.status ?? ''}>
        <option value="">Drafts and published</option>
        <option value="published">Published</option>
        <option value="draft">Drafts</option>
      </FilterSelect>
    </FilterBar>
  );
}

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

const typesOf = (p: ProductListRow) => p.productTypes.map(productTypeLabel).join(', ');

/** The title cell: a link to the editor (a deleted product's title is plain, with when it went). */
function TitleCell({ product: p, deleted }: { product: ProductListRow; deleted: boolean }) {
  return (
    <>
      {deleted ? (
        <>
          <span className="font-semibold break-words text-zinc-900">{p.title}</span>
          {p.deletedAt && <p className="text-xs text-zinc-600">Deleted {formatOrderDate(p.deletedAt)}</p>}
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
        <span className="font-semibold text-zinc-900 tabular-nums">{formatPounds(p.price)}</span>
        <StockBadge stockStatus={p.stockStatus} totalStock={p.totalStock} />
        <StatusBadge status={p.status} />
      </div>
      <p className="mt-0.5 text-xs text-zinc-600 md:hidden">
        {[p.brand?.name, typesOf(p)].filter(Boolean).join(' · ')}
      </p>
    </>
  );
}

function columnsFor(deleted: boolean): Column<ProductListRow>[] {
  return [
    {
      key: 'picture',
      header: 'Picture',
      hideHeader: true,
      headerClassName: 'w-16',
      cell: (p) => (
        <img
          src={p.frontImage}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded border border-zinc-200 bg-zinc-50 object-contain"
        />
      ),
    },
    { key: 'title', header: 'Product', cell: (p) => <TitleCell product={p} deleted={deleted} /> },
    {
      key: 'price',
      header: 'Price',
      className: 'hidden text-right sm:table-cell',
      cellClassName: 'font-semibold tabular-nums',
      cell: (p) => formatPounds(p.price),
    },
    { key: 'types', header: 'Types', className: 'hidden md:table-cell', cell: typesOf },
    { key: 'brand', header: 'Brand', className: 'hidden md:table-cell', cell: (p) => p.brand?.name ?? '—' },
    {
      key: 'stock',
      header: 'Stock',
      className: 'hidden sm:table-cell',
      cell: (p) => <StockBadge stockStatus={p.stockStatus} totalStock={p.totalStock} />,
    },
    {
      key: 'status',
      header: 'Status',
      className: 'hidden sm:table-cell',
      cell: (p) => <StatusBadge status={p.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      headerClassName: 'w-12',
      cellClassName: 'text-right',
      cell: (p) => (deleted ? <RestoreProductButton product={p} /> : <ProductRowMenu product={p} />),
    },
  ];
}

/** Why the list is empty: nothing matches, nothing deleted, or no products yet. */
function EmptyList({ filtered, deleted }: { filtered: boolean; deleted: boolean }) {
  if (filtered) return <p>No products found.</p>;
  if (deleted) return <p>No deleted products. A product you delete waits here, ready to restore.</p>;
  return (
    <>
      <p>You have no products yet.</p>
      <Link to="/admin/products/new" className="mt-2 inline-block text-brand-700 underline">
        Add your first product
      </Link>
    </>
  );
}

/**
 * The products as a table at every width (on a phone the price, stock and status fold under the title), each
 * with its menu; the deleted ones with Restore.
 */
export function ProductTable({
  products,
  deleted,
  filtered,
}: {
  products: ProductListRow[];
  deleted: boolean;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="Products"
      columns={columnsFor(deleted)}
      rows={products}
      rowKey={(p) => p.id}
      empty={<EmptyList filtered={filtered} deleted={deleted} />}
    />
  );
}

/** The page's call to action. */
export function AddProductButton() {
  return (
    <Button asChild>
      <Link to="/admin/products/new">
        <Plus className="size-4" aria-hidden />
        Add product
      </Link>
    </Button>
  );
}
