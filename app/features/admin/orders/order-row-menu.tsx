import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { RowActions } from '~/components/ui/row-actions';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { formatOrderNumber } from '../../../../domain/orders';

const ACTIONS = {
  delete: {
    send: (id: string) => api.delete(`/orders/${id}/deleteOrder`),
    success: 'Order deleted successfully!',
    failure: 'Failed to delete order',
  },
  restore: {
    send: (id: string) => api.put(`/orders/${id}/restoreOrder`),
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
      await action.send(order.id);
      toast.success(action.success);
      await revalidator.revalidate();
    } catch {
      toast.error(action.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <RowActions
      name={`order ${formatOrderNumber(order.number)}`}
      busy={busy}
      actions={[
        order.archived
          ? { label: 'Restore', onSelect: () => void run('restore') }
          : { label: 'Delete', danger: true, onSelect: () => void run('delete') },
      ]}
    />
  );
}
