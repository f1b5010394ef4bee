import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { formatOrderNumber } from '../../../../domain/orders';

const ACTIONS = {
  delete: {
    method: 'DELETE',
    path: 'deleteOrder',
    success: 'Order deleted successfully!',
    failure: 'Failed to delete order',
  },
  restore: {
    method: 'PUT',
    path: 'restoreOrder',
    success: 'Order restored successfully!',
    failure: 'Failed to restore order',
  },
} as const;

/**
 * A row's actions: Delete (archives the order) or, in the Archived view, Restore. Calls the orders API, tells
 * the seller how it went (the toast outlives the row, which leaves the list) and reloads the list.
 */
export function OrderRowMenu({ order }: { order: { id: string; number: number; archived: boolean } }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function run(intent: keyof typeof ACTIONS) {
    const action = ACTIONS[intent];
    setBusy(true);
    try {
      const res = await fetch(`/api/orders/${order.id}/${action.path}`, {
        method: action.method,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      toast.success(action.success);
      await revalidator.revalidate();
    } catch {
      toast.error(action.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:size-8"
        aria-label={`Actions for order ${formatOrderNumber(order.number)}`}
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
          {order.archived ? (
            <DropdownMenu.Item
              onSelect={() => void run('restore')}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-highlighted:bg-zinc-100"
            >
              Restore
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              onSelect={() => void run('delete')}
              className="cursor-pointer rounded px-3 py-2 text-sm text-red-700 outline-none data-highlighted:bg-red-50"
            >
              Delete
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
