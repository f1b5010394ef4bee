import { data } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import { EMPTY_EDITOR, editorStateOf } from '~/features/admin/products/product-editor/editor-state';
import { ProductEditor } from '~/features/admin/products/product-editor/product-editor';
import { StockHistory } from '~/features/admin/products/product-editor/stock-history';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import type { Route } from './+types/product-editor';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.productId ? `Edit ${data.title}` : 'Add a product' },
  { name: 'robots', content: 'noindex' },
];

/**
 * A new product (/admin/products/new) or a saved one, with the seller's unsaved draft of it if any, the brands
 * the editor offers, and the product's latest stock changes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const seller = await requirePermission(request, context, 'products:manage');
  const { productAdmin, productDrafts } = context.app.services;
  const productId = params.productId ?? null;
  let initial = EMPTY_EDITOR;
  let colourNames: Record<string, string> = {};
  if (productId !== null) {
    const product = await productAdmin.get(productId);
    if (!product) throw data(null, { status: 404 });
    initial = editorStateOf(product);
    colourNames = Object.fromEntries(product.colours.map((c) => [c.hex, c.name]));
  }
  const [draft, brands, stockChanges] = await Promise.all([
    productDrafts.get(seller.id, productId),
    productAdmin.brands(),
    productId === null ? Promise.resolve([]) : productAdmin.stockHistory(productId),
  ]);
  return {
    productId,
    title: initial.title,
    initial,
    draft,
    brands: brands.map((b) => ({ slug: b.slug, name: b.name })),
    stockChanges,
    colourNames,
  };
}

export default function ProductEditorPage({ loaderData }: Route.ComponentProps) {
  const { productId, title, initial, draft, brands, stockChanges, colourNames } = loaderData;
  return (
    <div className="min-w-0">
      <BackLink to="/admin/products">Back to products</BackLink>
      <h1 className="mt-3 mb-5 text-2xl font-bold break-words text-brand-900">
        {productId ? `Edit ${title}` : 'Add a product'}
      </h1>
      <ProductEditor
        key={productId ?? 'new'}
        productId={productId}
        initial={initial}
        draft={draft}
        brands={brands}
      />
      {productId && <StockHistory changes={stockChanges} colourNames={colourNames} />}
    </div>
  );
}

/** An unknown product is a 404 inside the seller's area, with its sidebar. */
export const ErrorBoundary = sellerRecordErrorBoundary('Product not found', {
  to: '/admin/products',
  label: 'Back to products',
});
