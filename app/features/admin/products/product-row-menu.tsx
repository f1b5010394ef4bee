import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { deleteProductWarning } from '../../../../domain/product-deletion';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { sellerApi } from '../../../components/admin/seller-fetch';

/**
 * One call for a row of the list (delete, restore): the server's message as a toast, the list reloaded; a
 * failure says `failed` with the server's reason.
 */
function useRowAction() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run(path: string, method: string, failed: string) {
    setBusy(true);
    try {
      const { message } = await sellerApi<{ message?: string }>(`/products/${path}`, { method }, failed);
      toast.success(message ?? 'Done');
      await revalidator.revalidate();
    } catch (e) {
      const reason = (e as Error).message;
      toast.error(failed, { description: reason === failed ? undefined : reason });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

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
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useRowAction();
  const remove = () => run(`delete/${product.id}`, 'DELETE', 'Failed to delete product');

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
        description={deleteProductWarning(product.bundles)}
        confirmLabel="Delete product"
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** A deleted product's Restore: back in the shop as it was (its stock kept); the list reloads without it. */
export function RestoreProductButton({ product }: { product: { id: string; title: string } }) {
  const { busy, run } = useRowAction();
  return (
    <button
      type="button"
      onClick={() => void run(`restore/${product.id}`, 'POST', 'Failed to restore product')}
      disabled={busy}
      aria-label={`Restore ${product.title}`}
      className="min-h-11 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? 'Restoring…' : 'Restore'}
    </button>
  );
}
