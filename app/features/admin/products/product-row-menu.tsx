import { Button } from '~/components/ui/button';
import { RowActions } from '~/components/ui/row-actions';
import { api } from '~/lib/api';
import { useSellerAction } from '~/components/admin/use-seller-submit';
import { deleteProductWarning } from '../../../../domain/product-deletion';

/**
 * A product row's actions: Edit, and Delete after a confirm that names the live bundles it is in. Deleting
 * hides the product from the shop; orders keep their copies and carts show it as no longer available. The list
 * reloads without it.
 */
export function ProductRowMenu({
  product,
}: {
  product: { id: string; title: string; bundles: { id: string; title: string }[] };
}) {
  const { busy, run } = useSellerAction();
  return (
    <RowActions
      name={product.title}
      busy={busy}
      actions={[
        { label: 'Edit', href: `/admin/products/${product.id}/edit` },
        {
          label: 'Delete',
          danger: true,
          // the dialog closes at once and the row's menu waits, as before the kit
          onSelect: () =>
            void run(
              () => api.delete<{ message?: string }>(`/products/delete/${product.id}`),
              'Failed to delete product',
            ),
          confirm: {
            title: `Delete ${product.title}?`,
            description: deleteProductWarning(product.bundles),
            confirmLabel: 'Delete product',
          },
        },
      ]}
    />
  );
}

/** A deleted product's Restore: back in the shop as it was (its stock kept); the list reloads without it. */
export function RestoreProductButton({ product }: { product: { id: string; title: string } }) {
  const { busy, run } = useSellerAction();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() =>
        void run(
          () => api.post<{ message?: string }>(`/products/restore/${product.id}`),
          'Failed to restore product',
        )
      }
      disabled={busy}
      aria-label={`Restore ${product.title}`}
    >
      {busy ? 'Restoring…' : 'Restore'}
    </Button>
  );
}
