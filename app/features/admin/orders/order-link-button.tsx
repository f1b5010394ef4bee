import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { sellerApi } from '../../../components/admin/seller-fetch';

/**
 * "E-mail the order link again": a customer whose link expired (or was lost) gets a new one at the order's own
 * address. Not shown for a deleted customer, who has none.
 */
export function OrderLinkButton({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  async function mail() {
    setBusy(true);
    try {
      const res = await sellerApi<{ message: string }>(
        `/orders/${orderId}/link-mail`,
        { method: 'POST' },
        'Failed to send the link',
      );
      toast.success(res.message);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void mail()}
      disabled={busy}
      className="mt-3 min-h-11 rounded-md border border-zinc-300 px-3 text-sm font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-60"
    >
      {busy ? 'Sending…' : 'E-mail the order link again'}
    </button>
  );
}
