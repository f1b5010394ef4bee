import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useReauth } from '~/components/admin/reauth-dialog';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { RowActions } from '~/components/ui/row-actions';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';

/**
 * A customer row's actions: Delete, after a confirm. Deleting anonymises the person; their orders and money
 * stay. The list reloads without them.
 */
export function CustomerRowMenu({ customer }: { customer: { id: string; name: string } }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const reauth = useReauth();

  async function remove() {
    setBusy(true);
    try {
      const res = await api.delete<{ message: string }>(`/orders/${customer.id}/deleteCustomer`);
      toast.success(res.message);
      await revalidator.revalidate();
    } catch (e) {
      // the password entered long ago: asked again, then deleted
      if (!reauth.asked(e, remove)) toast.error(refusalMessage(e, 'Failed to delete customer'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RowActions
        name={customer.name}
        busy={busy}
        actions={[
          {
            label: 'Delete',
            danger: true,
            // the dialog closes at once; the row's menu waits while the delete runs
            onSelect: () => void remove(),
            confirm: {
              title: `Delete ${customer.name}?`,
              description:
                'Their name, e-mail, phone, password, saved addresses and logos are removed and they can no longer log in. Their orders and payments stay in your records and earnings.',
              confirmLabel: 'Delete customer',
            },
          },
        ]}
      />
      {reauth.dialog}
    </>
  );
}
