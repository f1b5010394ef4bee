import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { ConfirmDialog } from './confirm-dialog';
import { sellerApi } from './seller-fetch';

/**
 * A product row's actions: Edit, and Delete after a confirm. Deleting hides the product from the shop; orders
 * keep their copies and carts show it as no longer available. The list reloads without it.
 */
export function ProductRowMenu({ product }: { product: { id: string; title: string } }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await sellerApi(`/products/delete/${product.id}`, { method: 'DELETE' }, 'Failed to delete product');
      toast.success('Product deleted successfully!');
      await revalidator.revalidate();
    } catch (e) {
      const reason = (e as Error).message;
      toast.error('Failed to delete product', {
        description: reason === 'Failed to delete product' ? undefined : reason,
      });
    } finally {
      setBusy(false);
    }
  }

  const item = 'block cursor-pointer rounded px-3 py-2 text-sm outline-none';
  return (
    <>
      {/* not modal: the confirm dialog opens as the menu closes, and a modal menu would leave the page inert */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="rounded-md p-2 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`Actions for ${product.title}`}
          disabled={busy}
        >
          <MoreHorizontal className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-36 rounded-md border border-zinc-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item asChild className={`${item} text-zinc-800 data-highlighted:bg-zinc-100`}>
              <Link to={`/admin/products/${product.id}/edit`}>Edit</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() => setConfirming(true)}
              className={`${item} text-red-700 data-highlighted:bg-red-50`}
            >
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${product.title}?`}
        description="It disappears from the shop at once. Orders that include it keep it, and shoppers who have it in their cart are told it is no longer available."
        confirmLabel="Delete product"
        onConfirm={() => void remove()}
      />
    </>
  );
}
