import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { api, ApiError } from '~/lib/api';
import { ReauthSchema } from '../../../domain/reauth';
import { refusalMessage } from './use-seller-submit';

/** The server asking for the password (server/http/reauth.ts): `api`'s refusal, a 403 with `reauth: true`. */
function asksForPassword(error: unknown): error is ApiError {
  return error instanceof ApiError && error.needsReauth;
}

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

  /** True when `error` is the server asking for the password: the dialog opens, as `ask`. */
  function asked(error: unknown, retry: () => unknown): boolean {
    if (!asksForPassword(error)) return false;
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
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const checked = ReauthSchema.safeParse({ password: input.current?.value ?? '' });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter your password');
      return;
    }
    setBusy(true);
    try {
      await api.post('/auth/reauth', checked.data);
      setError(null);
      props.onConfirmed();
    } catch (e) {
      setError(refusalMessage(e, 'Your password could not be checked'));
      input.current?.select();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={props.request !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          props.onClose();
        }
      }}
      title="Enter your password"
      description={props.request?.message}
    >
      <form onSubmit={(e) => void confirm(e)} noValidate className="mt-4">
        <Field
          labelProps={{ children: 'Password' }}
          inputProps={{
            ref: input,
            type: 'password',
            autoComplete: 'current-password',
            autoFocus: true,
            className: 'mt-1 block h-10 w-full text-zinc-900',
          }}
          errors={[error]}
          announceErrors
        />
        <div className={dialogActionsClass}>
          <DialogClose size="field">Cancel</DialogClose>
          <Button type="submit" size="field" disabled={busy}>
            {busy ? 'Checking…' : 'Confirm and continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
