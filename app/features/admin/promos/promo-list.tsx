import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { formatPromoExpiry, type SellerPromoView } from './promo-view';

const STATE_STYLE: Record<SellerPromoView['state'], string> = {
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-zinc-200 text-zinc-800',
  expired: 'bg-amber-100 text-amber-900',
  'used up': 'bg-amber-100 text-amber-900',
};

/** One fact of a code, label over value (wraps on a phone instead of scrolling sideways). */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-sm font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

/** The seller's codes, active and inactive: each with its rules, an on/off switch and Delete (after a confirm). */
export function PromoList({ promos }: { promos: SellerPromoView[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SellerPromoView | null>(null);

  async function run(promo: SellerPromoView, call: () => Promise<unknown>, done: string, failed: string) {
    setBusy(promo._id);
    try {
      await call();
      toast.success(done);
      await revalidator.revalidate();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.messageOr(failed) : failed);
    } finally {
      setBusy(null);
    }
  }

  const toggle = (promo: SellerPromoView) => {
    const status = promo.status === 'active' ? 'inactive' : 'active';
    return run(
      promo,
      () => api.patch(`/promocodes/toggle/${promo._id}`, { status }),
      `${promo.code} is now ${status}.`,
      'Failed to update promo code',
    );
  };
  const remove = (promo: SellerPromoView) =>
    run(
      promo,
      () => api.delete(`/promocodes/delete/${promo._id}`),
      `Promo code ${promo.code} deleted.`,
      'Failed to delete promo code',
    );

  if (promos.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
        No promo codes yet. Create one above.
      </p>
    );

  return (
    <>
      <ul aria-label="Promo codes" className="grid gap-3">
        {promos.map((p) => (
          <li
            key={p._id}
            aria-label={`Promo code ${p.code}`}
            className="rounded-lg border border-zinc-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="font-mono text-lg font-bold tracking-wider break-all text-zinc-900">{p.code}</p>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
                {p.discount}% off
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[p.state]}`}>
                {p.state === 'active'
                  ? 'Active'
                  : p.state === 'inactive'
                    ? 'Inactive'
                    : `Active · ${p.state}`}
              </span>
              <div className="ml-auto flex items-center gap-2">
                <button
                  type="button"
                  role="switch"
                  aria-checked={p.status === 'active'}
                  aria-label={`${p.code} active`}
                  disabled={busy === p._id}
                  onClick={() => void toggle(p)}
                  className="group inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                >
                  <span
                    aria-hidden
                    className="relative inline-block h-5 w-9 rounded-full bg-zinc-400 transition-colors group-aria-checked:bg-green-700"
                  >
                    <span className="absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition-transform group-aria-checked:translate-x-4" />
                  </span>
                  {p.status === 'active' ? 'On' : 'Off'}
                </button>
                <Button
                  type="button"
                  variant="danger-outline"
                  size="icon"
                  onClick={() => setToDelete(p)}
                  disabled={busy === p._id}
                  aria-label={`Delete ${p.code}`}
                >
                  <Trash2 className="size-5" aria-hidden />
                </Button>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact label="Uses">
                {p.uses}
                {p.usageLimit !== null ? ` of ${p.usageLimit}` : ' (no limit)'}
              </Fact>
              <Fact label="Paid orders">{p.timesUsed}</Fact>
              <Fact label="Expires">{formatPromoExpiry(p.expiresAt)}</Fact>
              <Fact label="Per customer">{p.onePerCustomer ? 'Once each' : 'Any number'}</Fact>
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete promo code ${toDelete?.code ?? ''}?`}
        description="Customers can no longer use it at checkout. Orders that used it keep it, and the code cannot be used again for a new promo code."
        confirmLabel="Delete promo code"
        onConfirm={() => void (toDelete && remove(toDelete))}
      />
    </>
  );
}
