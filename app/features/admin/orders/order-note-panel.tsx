import { useId, useState } from 'react';
import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { OrderNoteSchema } from '../../../../domain/schemas/order-messages';
import { OrderMessageBox } from './order-message-box';

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
      const res = await api.put<{ message: string; note: string }>(`/orders/${orderId}/message`, { message });
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
        <OrderMessageBox
          // named by the section's heading, described by the line above it
          labelProps={{ className: 'sr-only', children: 'Private note' }}
          textareaProps={{
            id: `${id}-note`,
            'aria-describedby': `${id}-hint`,
            className: 'block w-full py-2',
          }}
          draft={draft}
          onDraft={setDraft}
          error={error}
          button={
            <Button type="submit" disabled={busy || draft === saved}>
              {busy ? 'Saving…' : deleting ? 'Delete note' : 'Save note'}
            </Button>
          }
        />
      </form>
    </section>
  );
}
