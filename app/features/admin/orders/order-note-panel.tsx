import { useId, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { ORDER_MESSAGE_MAX, OrderNoteSchema } from '../../../../domain/schemas/order-messages';
import { sellerApi } from '../../../components/admin/seller-fetch';
import { useSellerSubmit } from '../../../components/admin/use-seller-submit';

/**
 * The seller's private note on an order (never shown to the customer). Saving an empty note deletes it. A
 * failed save keeps what was typed, so nothing is lost.
 */
export function OrderNotePanel({ orderId, note }: { orderId: string; note: string }) {
  const id = useId();
  const [saved, setSaved] = useState(note);
  const [draft, setDraft] = useState(note);
  const { busy, error, submit } = useSellerSubmit();
  const deleting = draft.trim() === '' && saved !== '';

  function save(event: React.FormEvent) {
    event.preventDefault();
    const fallback = deleting ? 'Failed to delete note' : 'Failed to save note';
    void submit(OrderNoteSchema, { message: draft }, fallback, async ({ message }) => {
      const res = await sellerApi<{ message: string; note: string }>(
        `/orders/${orderId}/message`,
        { method: 'PUT', body: { message } },
        fallback,
      );
      setSaved(res.note);
      setDraft(res.note);
      toast.success(res.message);
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-semibold text-zinc-900">
        Private note
      </h2>
      <form onSubmit={save} className="mt-2 flex flex-col gap-2">
        <p id={`${id}-hint`} className="text-sm text-zinc-700">
          Only sellers see this note; the customer never does. Save it empty to delete it.
        </p>
        <textarea
          id={`${id}-note`}
          name="message"
          rows={4}
          maxLength={ORDER_MESSAGE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-labelledby={`${id}-heading`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
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
            disabled={busy || draft === saved}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? 'Saving…' : deleting ? 'Delete note' : 'Save note'}
          </button>
        </div>
      </form>
    </section>
  );
}
