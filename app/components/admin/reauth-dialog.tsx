import { Dialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { useReturnFocus } from '~/components/ui/return-focus';
import { ReauthSchema } from '../../../domain/reauth';
import { ReauthRequiredError, sellerApi } from './seller-fetch';
import { sellerField, sellerLabel, sellerPrimaryButton, sellerSecondaryButton } from './seller-form-styles';

/**
 * The password asked again before a grave action (a refund, deleting a customer, a promo mail-out) when it was
 * entered more than 15 minutes ago. The action is tried first; when the server answers that it needs the
 * password (`asked` recognises the error), this dialog takes it (POST /api/auth/reauth) and tries again.
 */
export function useReauth() {
  const [pending, setPending] = useState<{ message: string; retry: () => unknown } | null>(null);

  /** Opens the dialog with the server's words; `retry` runs once the password is confirmed. */
  function ask(message: string, retry: () => unknown) {
    setPending({ message, retry });
  }

  /** True when `error` is the server asking for the password (sellerApi's): the dialog opens, as `ask`. */
  function asked(error: unknown, retry: () => unknown): boolean {
    if (!(error instanceof ReauthRequiredError)) return false;
    ask(error.message, retry);
    return true;
  }

  const dialog = (
    <ReauthDialog
      request={pending}
      onClose={() => setPending(null)}
      onConfirmed={() => {
        const retry = pending?.retry;
        setPending(null);
        void retry?.();
      }}
    />
  );
  return { ask, asked, dialog };
}

function ReauthDialog(props: {
  request: { message: string } | null;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus();

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const checked = ReauthSchema.safeParse({ password: input.current?.value ?? '' });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter your password');
      return;
    }
    setBusy(true);
    try {
      await sellerApi(
        '/auth/reauth',
        { method: 'POST', body: checked.data },
        'Your password could not be checked',
      );
      setError(null);
      props.onConfirmed();
    } catch (e) {
      setError((e as Error).message);
      input.current?.select();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={props.request !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          props.onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-zinc-900">Enter your password</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-700">
            {props.request?.message}
          </Dialog.Description>
          <form onSubmit={(e) => void confirm(e)} noValidate className="mt-4">
            <label htmlFor={`${id}-password`} className={sellerLabel}>
              Password
            </label>
            <input
              ref={input}
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={sellerField}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close type="button" className={sellerSecondaryButton}>
                Cancel
              </Dialog.Close>
              <button type="submit" disabled={busy} className={sellerPrimaryButton}>
                {busy ? 'Checking…' : 'Confirm and continue'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
