import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { refusalMessage, useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { formatTimelineTime } from '../../../../domain/order-timeline';
import { OrderEmailSchema } from '../../../../domain/schemas/order-messages';
import { OrderMessageBox } from './order-message-box';

/** An e-mail written from the order, as the API lists it. */
export interface OrderEmailView {
  _id: string;
  to: string;
  message: string;
  status: 'sending' | 'sent';
  sentAt: string | null;
  createdAt: string;
}

/**
 * E-mails to the customer from the order: write and send one (a job sends it after the save), see those sent,
 * newest first, and take one off the list after a confirm. A failed send keeps what was typed.
 */
export function OrderEmailsPanel(props: {
  orderId: string;
  customerEmail: string;
  emails: OrderEmailView[];
  /** The customer was deleted: there is no address to write to. */
  canWrite: boolean;
}) {
  const id = useId();
  const [emails, setEmails] = useState(props.emails);
  const [draft, setDraft] = useState('');
  const { busy, error, submit } = useSellerSubmit();
  const [toDelete, setToDelete] = useState<OrderEmailView | null>(null);

  function send(event: React.FormEvent) {
    event.preventDefault();
    void submit(OrderEmailSchema, { message: draft }, 'Failed to send email', async (checked) => {
      const res = await api.post<{ message: string; email: OrderEmailView }>(
        `/orders/${props.orderId}/send-email`,
        checked,
      );
      setEmails((list) => [res.email, ...list]);
      setDraft('');
      toast.success(res.message);
    });
  }

  async function remove(email: OrderEmailView) {
    try {
      const res = await api.put<{ message: string }>(`/orders/${props.orderId}/deleteEmail`, {
        email: email._id,
      });
      setEmails((list) => list.filter((e) => e._id !== email._id));
      toast.success(res.message);
    } catch (e) {
      toast.error(refusalMessage(e, 'Failed to delete email'));
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-semibold text-zinc-900">
        E-mail the customer
      </h2>
      {props.canWrite ? (
        <form onSubmit={send} className="mt-2 flex flex-col gap-2">
          <OrderMessageBox
            labelProps={{ className: 'text-sm text-zinc-700', children: `Message to ${props.customerEmail}` }}
            textareaProps={{ className: 'mt-1 block w-full py-2' }}
            draft={draft}
            onDraft={setDraft}
            error={error}
            button={
              <Button type="submit" disabled={busy}>
                {busy ? 'Sending…' : 'Send email'}
              </Button>
            }
          />
        </form>
      ) : (
        <p className="mt-2 text-sm text-zinc-700">
          This customer was deleted: there is no address to write to.
        </p>
      )}

      <h3 className="mt-5 text-sm font-semibold text-zinc-900">Sent e-mails</h3>
      {emails.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600">No e-mails sent from this order yet.</p>
      ) : (
        <ul aria-label="Sent e-mails" className="mt-2 divide-y divide-zinc-200">
          {emails.map((e) => (
            <li key={e._id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-zinc-600">
                  <time dateTime={e.sentAt ?? e.createdAt}>
                    {formatTimelineTime(e.sentAt ?? e.createdAt)}
                  </time>
                  {e.status === 'sending' ? ' · sending…' : ''}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-zinc-900">{e.message}</p>
              </div>
              {/* 44 px on a phone, as every target (it was 28) */}
              <Button
                type="button"
                variant="danger-outline"
                size="icon"
                onClick={() => setToDelete(e)}
                aria-label={`Delete the e-mail of ${formatTimelineTime(e.sentAt ?? e.createdAt)}`}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this e-mail from the list?"
        description="The customer keeps the e-mail they received; it only leaves this order's list."
        confirmLabel="Delete e-mail"
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </section>
  );
}
