import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { formatOrderNumber } from '../../../domain/orders';

type MenuResult = { ok: boolean; message: string } | undefined;

/**
 * A row's actions: Delete (archives the order) or, in the Archived view, Restore. Posts to the orders page's
 * action and tells the seller how it went.
 */
export function OrderRowMenu({ order }: { order: { id: string; number: number; archived: boolean } }) {
  const fetcher = useFetcher<MenuResult>();
  const shown = useRef<MenuResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [fetcher.state, fetcher.data]);

  const submit = (intent: 'delete' | 'restore') =>
    fetcher.submit({ intent, orderId: order.id }, { method: 'post' });

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-md p-1.5 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`Actions for order ${formatOrderNumber(order.number)}`}
        disabled={fetcher.state !== 'idle'}
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
              onSelect={() => submit('restore')}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-highlighted:bg-zinc-100"
            >
              Restore
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              onSelect={() => submit('delete')}
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
