import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useReauth } from '../../../components/admin/reauth-dialog';
import { sellerApi } from '../../../components/admin/seller-fetch';

/**
 * A customer row's actions: Delete, after a confirm. Deleting anonymises the person; their orders and money
 * stay. The list reloads without them.
 */
export function CustomerRowMenu({ customer }: { customer: { id: string; name: string } }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const reauth = useReauth();

  async function remove() {
    setBusy(true);
    try {
      const res = await sellerApi<{ message: string }>(
        `/orders/${customer.id}/deleteCustomer`,
        { method: 'DELETE' },
        'Failed to delete customer',
      );
      toast.success(res.message);
      await revalidator.revalidate();
    } catch (e) {
      // the password entered long ago: asked again, then deleted
      if (!reauth.asked(e, remove)) toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* not modal: the confirm dialog opens as the menu closes, and a modal menu would leave the page inert */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex size-11 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:size-8"
          aria-label={`Actions for ${customer.name}`}
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
            <DropdownMenu.Item
              onSelect={() => setConfirming(true)}
              className="cursor-pointer rounded px-3 py-2 text-sm text-red-700 outline-none data-highlighted:bg-red-50"
            >
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${customer.name}?`}
        description="Their name, e-mail, phone, password, saved addresses and logos are removed and they can no longer log in. Their orders and payments stay in your records and earnings."
        confirmLabel="Delete customer"
        onConfirm={() => void remove()}
      />
      {reauth.dialog}
    </>
  );
}
