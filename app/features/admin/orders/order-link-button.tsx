import { useState } from 'react';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';

/**
 * "E-mail the order link again": a customer whose link expired (or was lost) gets a new one at the order's own
 * address. Not shown for a deleted customer, who has none.
 */
export function OrderLinkButton({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  async function mail() {
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>(`/orders/${orderId}/link-mail`);
      toast.success(res.message);
    } catch (e) {
      toast.error(refusalMessage(e, 'Failed to send the link'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="secondary" onClick={() => void mail()} disabled={busy} className="mt-3">
      {busy ? 'Sending…' : 'E-mail the order link again'}
    </Button>
  );
}
