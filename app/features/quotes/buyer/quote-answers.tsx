import { Lock } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { formatPounds } from '../../../../domain/money';
import { QUOTE_COMMENT_MAX_LENGTH } from '../../../../domain/quotes';
import {
  checkoutProblems,
  ShippingAddressSchema,
  type AddressField,
  type CheckoutProblems,
} from '../../../../domain/schemas/checkout';
import { shippingTypeForCountry } from '../../../../domain/shipping';
import { AddressFields, withoutProblem } from '~/components/address/address-input';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { TextareaField } from '~/components/ui/field';
import { acceptQuote } from './quote-api';

/**
 * A written answer to a quote in a dialog: a change asked for (`required`) or a reason to decline (optional).
 * `onSend` resolves to the server's refusal, or null once it is taken (the caller closes the dialog); a refusal
 * is shown in the dialog, and what was typed stays, also when the dialog is closed and opened again.
 */
export function AnswerDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  required: boolean;
  submitLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  requiredMessage?: string;
  onSend: (text: string) => Promise<string | null>;
  /** Where focus goes when the dialog closes and the button that opened it has gone. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (props.required && !trimmed) {
      setError(props.requiredMessage ?? 'Please fill this in.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refusal = await props.onSend(trimmed);
    setBusy(false);
    setError(refusal);
    if (refusal === null) setText('');
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !busy && props.onOpenChange(open)}
      title={props.title}
      description={props.description}
      size="md"
      returnFocusTo={props.returnFocusTo}
    >
      <form onSubmit={submit} noValidate className="mt-4" aria-busy={busy || undefined}>
        <TextareaField
          look="shop"
          labelProps={{
            children: (
              <>
                {props.label}
                {!props.required && <span className="font-normal text-zinc-500"> (optional)</span>}
              </>
            ),
          }}
          hint={props.hint}
          textareaProps={{
            id: `${id}-text`,
            ref: field,
            name: 'comment',
            rows: 5,
            required: props.required,
            maxLength: QUOTE_COMMENT_MAX_LENGTH,
            value: text,
            onChange: (e) => {
              setText(e.target.value);
              if (error) setError(null);
            },
          }}
          errors={[error]}
          announceErrors
        />
        <p className="mt-1 text-right text-xs text-zinc-600" aria-live="off">
          {text.length}/{QUOTE_COMMENT_MAX_LENGTH}
        </p>
        <div className={dialogActionsClass}>
          <DialogClose size="touch" disabled={busy}>
            Cancel
          </DialogClose>
          <Button
            type="submit"
            size="touch"
            variant={props.tone === 'danger' ? 'danger' : 'primary'}
            disabled={busy}
          >
            {busy ? props.busyLabel : props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Accept and pay: the delivery address (the checkout's fields and checks), then the hosted payment page. A
 * refusal (an old version, an expired quote, a garment out of stock) is shown over the form, which keeps what was
 * typed.
 */
export function AcceptForm({
  token,
  version,
  total,
  initialAddress,
  resume = false,
  onCancel,
  headingRef,
}: {
  token: string;
  version: number;
  total: number;
  /** Where to start: the address given on this quote before (this browser's), else the buyer's details. */
  initialAddress: Record<AddressField, string>;
  /** Back to the payment page of a quote already accepted. */
  resume?: boolean;
  onCancel: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const [address, setAddress] = useState(() => savedAddress(token) ?? initialAddress);
  const [problems, setProblems] = useState<CheckoutProblems | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setRefusal(null);
    // the checkout's checks; the quote's delivery is priced in it, so any country's own rate stands
    const found = checkoutProblems(address, shippingTypeForCountry(address.country, 'standard'));
    setProblems(found);
    const parsed = ShippingAddressSchema.safeParse(address);
    if (found || !parsed.success) {
      const first = (Object.keys(address) as AddressField[]).find((f) => found?.fields[f]);
      document.getElementById(`${id}-${first ?? 'firstName'}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await acceptQuote(token, version, parsed.data);
    if (result.ok) {
      saveAddress(token, address);
      window.location.assign(result.url);
      return;
    }
    setBusy(false);
    setRefusal(result.message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  const summary = refusal ?? problems?.summary;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-900 focus:outline-none"
      >
        {resume ? 'Continue to payment' : 'Accept and pay'}
      </h2>
      <p className="mt-1 text-sm text-zinc-700">
        {resume
          ? `Version ${version} of this quote, ${formatPounds(total)} with delivery: check where we deliver it and go back to the payment page.`
          : `You are accepting version ${version} of this quote for ${formatPounds(total)}, delivery included. Where should we deliver it?`}
      </p>
      {summary && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 focus:outline-2 focus:outline-red-700"
        >
          {summary}
        </p>
      )}
      <form onSubmit={pay} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <AddressFields
          idPrefix={id}
          valueProps={(field) => ({
            value: address[field],
            onChange: (e) => {
              const value = e.target.value;
              setAddress((a) => ({ ...a, [field]: value }));
              setProblems((p) => withoutProblem(p, field));
            },
          })}
          errors={problems?.fields}
        />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-end">
          <Button type="button" variant="secondary" size="touch" onClick={onCancel} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            <Lock aria-hidden className="size-4" />
            {busy ? 'Opening the payment page…' : `Pay ${formatPounds(total)}`}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * The delivery address given when accepting, kept in this browser's session by the quote's token, so a buyer who
 * comes back from the payment page (cancelled, or to pay later) finds what they typed.
 */
const addressKey = (token: string) => `quote-address:${token}`;

function saveAddress(token: string, address: Record<AddressField, string>) {
  try {
    sessionStorage.setItem(addressKey(token), JSON.stringify(address));
  } catch {
    // storage off (a private window): the form starts from the buyer's details again
  }
}

function savedAddress(token: string): Record<AddressField, string> | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(addressKey(token)) ?? 'null') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<AddressField, string>) : null;
  } catch {
    return null;
  }
}
