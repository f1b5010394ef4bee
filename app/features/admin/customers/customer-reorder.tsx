import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { formatOrderNumber } from '../../../../domain/orders';

interface ReorderOutcome {
  orderNumber: number;
  /** The server's message, or the error's. */
  message: string;
  notes: string[];
  failed: boolean;
}

/**
 * The customer view's "Re-order for customer": one order at a time (every button waits while one is sent),
 * the server's message and notes kept on the page (and toasted), focus moved to them when they arrive.
 */
export function useCustomerReorder(customerId: string) {
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);

  async function reorder(order: { id: string; number: number }) {
    setSending(order.id);
    setOutcome(null);
    try {
      const res = await api.post<{ message: string; added: number; notes: string[] }>(
        `/customers/${customerId}/orders/${order.id}/reorder`,
      );
      setOutcome({ orderNumber: order.number, message: res.message, notes: res.notes, failed: false });
      if (res.added > 0) toast.success(res.message);
      else toast.warning(res.message);
    } catch (e) {
      const message = refusalMessage(e, 'Failed to re-order for the customer');
      setOutcome({ orderNumber: order.number, message, notes: [], failed: true });
      toast.error(message);
    } finally {
      setSending(null);
    }
  }

  return { sending, outcome, reorder };
}

/** A row's button and its confirm dialog. */
export function CustomerReorderButton({
  order,
  customerEmail,
  sending,
  onConfirm,
}: {
  order: { id: string; number: number };
  customerEmail: string;
  /** The order being sent now, if any: every button waits. */
  sending: string | null;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const number = formatOrderNumber(order.number);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        disabled={sending !== null}
        className="whitespace-nowrap"
      >
        <RotateCcw aria-hidden className="size-3.5" />
        {sending === order.id ? 'Re-ordering…' : 'Re-order for customer'}
        <span className="sr-only"> (order {number})</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Re-order ${number} for the customer?`}
        description={`The same garments, colours, sizes, quantities and logos go into ${customerEmail}'s cart at today's prices (a paid order's logos pay no setup fee again), and they get an e-mail with what was added and a link to their cart. Nothing is ordered until they check out.`}
        confirmLabel="Re-order and e-mail"
        tone="primary"
        onConfirm={onConfirm}
      />
    </>
  );
}

/** What the last re-order did: the message and its notes, or the error. */
export function CustomerReorderOutcome({ outcome }: { outcome: ReorderOutcome | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return (
    <div aria-live="polite">
      {outcome && (
        <div
          ref={ref}
          tabIndex={-1}
          role={outcome.failed ? 'alert' : undefined}
          className={
            outcome.failed
              ? 'mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm [overflow-wrap:anywhere] text-red-800 focus:outline-2 focus:outline-red-700'
              : 'mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm [overflow-wrap:anywhere] text-emerald-900 focus:outline-2 focus:outline-brand-600'
          }
        >
          <p className="font-semibold">
            Order {formatOrderNumber(outcome.orderNumber)}: {outcome.message}
          </p>
          {outcome.notes.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-zinc-800">
              {outcome.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
