import { Copy, FileDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { QuoteRenewSchema } from '../../../../domain/schemas/quotes';
import type { QuoteView } from '../../../../domain/quote-view';

const RENEW_FALLBACK = 'The quote could not be renewed. Please try again.';

/** Renew an expired quote: the same version again, valid to a new date (today + 30 days to start with). */
function RenewDialog(props: { quote: QuoteView; today: string; defaultValidUntil: string }) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [validUntil, setValidUntil] = useState(props.defaultValidUntil);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function renew(event: React.FormEvent) {
    event.preventDefault();
    const checked = QuoteRenewSchema.safeParse({ validUntil });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? RENEW_FALLBACK);
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.post<{ message: string }>(
        `/quotes/${props.quote.id}/renew`,
        checked.data,
      );
      toast.success(message);
      setOpen(false);
      await revalidator.revalidate();
    } catch (e) {
      setError(refusalMessage(e, RENEW_FALLBACK));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button type="button" variant="primary">
          <RefreshCw className="size-4" aria-hidden />
          Renew
        </Button>
      }
      title={`Renew quote ${props.quote.number}`}
      description={`${props.quote.customer.name} gets version ${props.quote.version} again, valid to the new date, by e-mail.`}
      size="md"
    >
      <form onSubmit={renew} noValidate className="mt-4">
        <Field
          labelProps={{ children: 'Valid until' }}
          inputProps={{
            type: 'date',
            min: props.today,
            value: validUntil,
            onChange: (e) => setValidUntil(e.target.value),
            className: 'mt-1 block h-10 w-full max-w-44',
          }}
          errors={[error]}
          announceErrors
        />
        <div className={dialogActionsClass}>
          <DialogClose disabled={busy}>Cancel</DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? 'Renewing…' : 'Renew quote'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The quote's PDF, the buyer's link to copy, and Renew for an expired quote. */
export function QuoteActions(props: { quote: QuoteView; today: string; defaultValidUntil: string }) {
  const { quote } = props;
  async function copyLink() {
    if (!quote.buyerUrl) return;
    const url = new URL(quote.buyerUrl, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The buyer’s link is copied.');
    } catch {
      toast.error('The link could not be copied here.', { description: url });
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {quote.pdfUrl && (
        <Button asChild variant="secondary">
          <a href={quote.pdfUrl} download>
            <FileDown className="size-4" aria-hidden />
            PDF<span className="sr-only"> of quote {quote.number}</span>
          </a>
        </Button>
      )}
      {quote.buyerUrl && (
        <Button type="button" variant="secondary" onClick={() => void copyLink()}>
          <Copy className="size-4" aria-hidden />
          Copy buyer link
        </Button>
      )}
      {quote.status === 'expired' && (
        <RenewDialog quote={quote} today={props.today} defaultValidUntil={props.defaultValidUntil} />
      )}
    </div>
  );
}
