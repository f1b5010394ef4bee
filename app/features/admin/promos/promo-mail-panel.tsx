import { useEffect, useId, useRef, useState } from 'react';
import { useReauth } from '~/components/admin/reauth-dialog';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field, SelectField, TextareaField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import {
  PROMO_MAIL_BODY_MAX,
  PROMO_MAIL_SUBJECT_MAX,
  PromoMailSchema,
} from '../../../../domain/schemas/promo-codes';
import type { SellerPromoView } from './promo-view';

interface Preview {
  subject: string;
  html: string;
  recipients: number;
}
interface Mailing {
  _id: string;
  recipients: number;
  sent: number;
  failed: number;
  finished: boolean;
}

/** Labels as the seller's other panels have them. */
const label = 'block text-sm font-medium text-zinc-700';
const customers = (n: number) => (n === 1 ? '1 customer' : `${n} customers`);

/**
 * E-mail every subscribed customer about an offer: write, preview the exact mail (rendered by the server), then
 * send. The mails go out in the background; the panel follows the mailing until it is done.
 */
export function PromoMailPanel({ promos }: { promos: SellerPromoView[] }) {
  const id = useId();
  const [draft, setDraft] = useState({ subject: '', emailBody: '', promoCodeId: '' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mailing, setMailing] = useState<Mailing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // asked before sending, with the audience counted afresh: who agreed to offers, and who is left out
  const [audience, setAudience] = useState<{ recipients: number; notConsenting: number } | null>(null);
  const reauth = useReauth();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const usable = promos.filter((p) => p.state === 'active');

  const edit = (patch: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setPreview(null);
  };

  // follows the mailing until every mail is sent or failed
  useEffect(() => {
    if (!mailing || mailing.finished) return;
    const timer = setTimeout(async () => {
      try {
        const res = await api.get<{ mailing: Mailing }>(`/promocodes/mailings/${mailing._id}`);
        setMailing(res.mailing);
        if (res.mailing.finished) toast.success(`Sent to ${customers(res.mailing.sent)}`);
      } catch {
        setMailing({ ...mailing }); // try again shortly
      }
    }, 800);
    return () => clearTimeout(timer);
  }, [mailing]);

  function checked() {
    const parsed = PromoMailSchema.safeParse(draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter the email body.';
      setError(message);
      toast.error(message);
      return null;
    }
    setError(null);
    return parsed.data;
  }

  async function showPreview(event: React.FormEvent) {
    event.preventDefault();
    const body = checked();
    if (!body) return;
    setBusy(true);
    try {
      setPreview(await api.post<Preview>('/promocodes/email-preview', body));
      setMailing(null);
      toast.dismiss();
      requestAnimationFrame(() => previewHeading.current?.focus());
    } catch (e) {
      fail(e, 'Failed to preview the email');
    } finally {
      setBusy(false);
    }
  }

  function fail(error: unknown, fallback: string) {
    const message = error instanceof ApiError ? error.messageOr(fallback) : fallback;
    setError(message);
    toast.error(message);
  }

  async function askToSend() {
    setBusy(true);
    try {
      setAudience(await api.get<{ recipients: number; notConsenting: number }>('/promocodes/mail-audience'));
    } catch (e) {
      fail(e, 'Failed to count the customers to e-mail');
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    const body = checked();
    if (!body) return;
    setBusy(true);
    try {
      const res = await api.post<{ mailing: Mailing }>('/promocodes/send-email', body);
      setMailing(res.mailing);
      setPreview(null);
      setDraft({ subject: '', emailBody: '', promoCodeId: '' });
      if (res.mailing.finished) toast.success(`Sent to ${customers(res.mailing.sent)}`);
    } catch (e) {
      // the password entered long ago: asked again, then sent
      if (e instanceof ApiError && e.needsReauth) return reauth.ask(e.message, send);
      fail(e, 'Failed to send the email');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-zinc-900">
        E-mail your customers
      </h2>
      <p className="mt-1 text-sm text-zinc-700">
        Goes only to customers who agreed to get offers by e-mail (and have not unsubscribed since). Each mail
        carries a one-click unsubscribe link.
      </p>
      <form onSubmit={showPreview} noValidate className="mt-3 grid gap-3">
        <SelectField
          labelProps={{
            className: label,
            children: (
              <>
                Promo code to feature <span className="sr-only">(optional)</span>
              </>
            ),
          }}
          selectProps={{
            name: 'promoCodeId',
            value: draft.promoCodeId,
            onChange: (e) => edit({ promoCodeId: e.target.value }),
          }}
        >
          <option value="">None</option>
          {usable.map((p) => (
            <option key={p._id} value={p._id}>
              {p.code} ({p.discount}% off)
            </option>
          ))}
        </SelectField>
        <Field
          labelProps={{
            className: label,
            children: (
              <>
                Subject <span className="font-normal text-zinc-600">(optional)</span>
              </>
            ),
          }}
          inputProps={{
            type: 'text',
            name: 'subject',
            value: draft.subject,
            maxLength: PROMO_MAIL_SUBJECT_MAX,
            onChange: (e) => edit({ subject: e.target.value }),
          }}
        />
        {/* every problem of the mail-out is told here, where the seller writes it */}
        <TextareaField
          labelProps={{ className: label, children: 'Email body' }}
          textareaProps={{
            name: 'emailBody',
            rows: 6,
            maxLength: PROMO_MAIL_BODY_MAX,
            value: draft.emailBody,
            onChange: (e) => edit({ emailBody: e.target.value }),
          }}
          hint={`Plain text; a blank line starts a new paragraph. ${draft.emailBody.length}/${PROMO_MAIL_BODY_MAX}`}
          errors={[error]}
          announceErrors
        />
        <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
          Preview email
        </Button>
      </form>

      {preview && (
        <div className="mt-4 border-t border-zinc-200 pt-4">
          <h3 ref={previewHeading} tabIndex={-1} className="font-semibold text-zinc-900 focus:outline-none">
            Preview: {preview.subject}
          </h3>
          {/* the server's rendering (every typed value escaped); a srcdoc frame keeps the page's CSP, so no
              script could run in it either */}
          <iframe
            title="Email preview"
            srcDoc={preview.html}
            className="mt-2 h-[28rem] w-full rounded-md border border-zinc-300"
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              onClick={() => void askToSend()}
              disabled={busy || preview.recipients === 0}
            >
              {preview.recipients === 0
                ? 'No customers to send to'
                : `Send to ${customers(preview.recipients)}`}
            </Button>
            <Button
              type="button"
              variant="link"
              onClick={() => setPreview(null)}
              className="px-3 py-2 text-sm"
            >
              Edit
            </Button>
          </div>
        </div>
      )}

      <div aria-live="polite" className="mt-4">
        {mailing && (
          <div className="rounded-md bg-zinc-50 p-3 text-sm text-zinc-800">
            {mailing.finished ? (
              <p className="font-semibold text-green-800">
                Sent to {customers(mailing.sent)}
                {mailing.failed > 0 ? ` · ${mailing.failed} could not be sent` : ''}
              </p>
            ) : (
              <p>
                Sending… {mailing.sent + mailing.failed} of {mailing.recipients}
              </p>
            )}
            <progress
              aria-label="Promo email progress"
              max={Math.max(1, mailing.recipients)}
              value={mailing.finished ? Math.max(1, mailing.recipients) : mailing.sent + mailing.failed}
              className="mt-2 h-2 w-full accent-brand-700"
            />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={audience !== null}
        onOpenChange={(open) => !open && setAudience(null)}
        tone="primary"
        title={audience ? `E-mail ${customers(audience.recipients)}?` : 'E-mail your customers?'}
        description={
          audience
            ? `${customers(audience.recipients)} agreed to get offers by e-mail and will be mailed now.` +
              (audience.notConsenting > 0
                ? ` ${customers(audience.notConsenting)} who haven't agreed, or unsubscribed, won't be.`
                : '')
            : ''
        }
        confirmLabel={audience ? `Send to ${customers(audience.recipients)}` : 'Send'}
        onConfirm={() => {
          setAudience(null);
          void send();
        }}
      />
      {reauth.dialog}
    </section>
  );
}
