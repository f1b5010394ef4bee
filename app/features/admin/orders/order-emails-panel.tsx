import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { ORDER_MESSAGE_MAX, OrderEmailSchema } from '../../../../domain/schemas/order-messages';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { sellerApi } from '../../../components/admin/seller-fetch';
import { useSellerSubmit } from '../../../components/admin/use-seller-submit';

/** An e-mail written from the order, as the API lists it. */
export interface OrderEmailView {
  _id: string;
  to: string;
  message: string;
  status: 'sending' | 'sent';
  sentAt: string | null;
  createdAt: string;
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

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
      const res = await sellerApi<{ message: string; email: OrderEmailView }>(
        `/orders/${props.orderId}/send-email`,
        { method: 'POST', body: checked },
        'Failed to send email',
      );
      setEmails((list) => [res.email, ...list]);
      setDraft('');
      toast.success(res.message);
    });
  }

  async function remove(email: OrderEmailView) {
    try {
      const res = await sellerApi<{ message: string }>(
        `/orders/${props.orderId}/deleteEmail`,
        { method: 'PUT', body: { email: email._id } },
        'Failed to delete email',
      );
      setEmails((list) => list.filter((e) => e._id !== email._id));
      toast.success(res.message);
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-semibold text-zinc-900">
        E-mail the customer
      </h2>
      {props.canWrite ? (
        <form onSubmit={send} className="mt-2 flex flex-col gap-2">
          <label htmlFor={`${id}-message`} className="text-sm text-zinc-700">
            Message to {props.customerEmail}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={ORDER_MESSAGE_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full rounded-md border border-zinc-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-zinc-600">
              {draft.length}/{ORDER_MESSAGE_MAX}
            </span>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {busy ? 'Sending…' : 'Send email'}
            </button>
          </div>
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
                    {WHEN.format(new Date(e.sentAt ?? e.createdAt))}
                  </time>
                  {e.status === 'sending' ? ' · sending…' : ''}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-zinc-900">{e.message}</p>
              </div>
              <button
                type="button"
                onClick={() => setToDelete(e)}
                aria-label={`Delete the e-mail of ${WHEN.format(new Date(e.sentAt ?? e.createdAt))}`}
                className="rounded-md p-1.5 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
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
