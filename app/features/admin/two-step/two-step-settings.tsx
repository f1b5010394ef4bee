import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TwoStepView } from '../../../../domain/two-step';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { toast } from '~/components/ui/toast';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { api } from '~/lib/api';
import { RecoveryCodesBox } from './recovery-codes';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

interface TotpSetUp {
  secret: string;
  qrSvg: string;
}

/** A staff member's own two-step login: the authenticator app, passkeys and recovery codes. */
export function TwoStepSettings({ view }: { view: TwoStepView }) {
  const revalidator = useRevalidator();
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => revalidator.revalidate();
  const showCodes = (fresh: string[] | null) => {
    if (fresh) setCodes(fresh);
  };

  return (
    <div className="grid gap-5">
      {codes && <RecoveryCodesBox codes={codes} onDone={() => setCodes(null)} />}
      <TotpPanel on={view.totp} onChange={refresh} onCodes={showCodes} />
      <PasskeysPanel passkeys={view.passkeys} onChange={refresh} onCodes={showCodes} />
      {(view.totp || view.passkeys.length > 0) && (
        <RecoveryPanel left={view.recoveryCodesLeft} onCodes={showCodes} onChange={refresh} />
      )}
    </div>
  );
}

function TotpPanel({
  on,
  onChange,
  onCodes,
}: {
  on: boolean;
  onChange: () => Promise<void>;
  onCodes: (codes: string[] | null) => void;
}) {
  const [setUp, setSetUp] = useState<TotpSetUp | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetUp(await api.post<TotpSetUp>('/auth/2fa/totp/setup'));
    } catch (e) {
      toast.error(refusalMessage(e, 'The set-up could not start. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ message: string; recoveryCodes: string[] | null }>(
        '/auth/2fa/totp/confirm',
        { code },
      );
      toast.success(answer.message);
      setSetUp(null);
      setCode('');
      onCodes(answer.recoveryCodes);
      await onChange();
    } catch (e) {
      setError(refusalMessage(e, 'That code could not be checked. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.post('/auth/2fa/totp/disable', { password });
      toast.success('The authenticator app is off.');
      setPassword('');
      await onChange();
    } catch (e) {
      setError(refusalMessage(e, 'The app could not be turned off. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (on) {
    return (
      <Panel
        title="Authenticator app"
        intro="On: after your password, the login asks for the 6-digit code your app shows."
      >
        <form onSubmit={(e) => void turnOff(e)} noValidate className="grid max-w-sm gap-3">
          <Field
            labelProps={{ children: 'Your password, to turn the app off' }}
            inputProps={{
              name: 'password',
              type: 'password',
              autoComplete: 'current-password',
              value: password,
              onChange: (e) => setPassword(e.target.value),
            }}
            errors={[error]}
          />
          <div>
            <Button type="submit" variant="danger-outline" disabled={busy || !password}>
              Turn off the app
            </Button>
          </div>
        </form>
      </Panel>
    );
  }

  return (
    <Panel
      title="Authenticator app"
      intro="An app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) shows a new 6-digit code every 30 seconds."
    >
      {!setUp ? (
        <div>
          <Button type="button" onClick={() => void start()} disabled={busy}>
            Set up an authenticator app
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <div
            role="img"
            aria-label="QR code to scan with your authenticator app"
            className="size-48 rounded-md border border-zinc-200 bg-white p-2 [&_svg]:size-full"
            dangerouslySetInnerHTML={{ __html: setUp.qrSvg }}
          />
          <div className="grid gap-3">
            <p className="text-sm text-zinc-800">Scan the QR code with your app, or type in this key:</p>
            <p>
              <code
                data-testid="totp-secret"
                className="rounded bg-zinc-100 px-2 py-1 font-mono text-sm break-all"
              >
                {setUp.secret}
              </code>
            </p>
            <form onSubmit={(e) => void confirm(e)} noValidate className="grid max-w-xs gap-3">
              <Field
                labelProps={{ children: 'Then enter the code the app shows' }}
                inputProps={{
                  name: 'code',
                  type: 'text',
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  value: code,
                  onChange: (e) => setCode(e.target.value),
                }}
                errors={[error]}
              />
              <div className="flex gap-2">
                <Button type="submit" disabled={busy}>
                  Turn on
                </Button>
                <Button type="button" variant="ghost" onClick={() => setSetUp(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          </div>
        </div>
      )}
    </Panel>
  );
}

function PasskeysPanel({
  passkeys,
  onChange,
  onCodes,
}: {
  passkeys: TwoStepView['passkeys'];
  onChange: () => Promise<void>;
  onCodes: (codes: string[] | null) => void;
}) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [toRemove, setToRemove] = useState<TwoStepView['passkeys'][number] | null>(null);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/auth/2fa/passkeys/register/options',
      );
      const response = await startRegistration({ optionsJSON });
      const answer = await api.post<{ message: string; recoveryCodes: string[] | null }>(
        '/auth/2fa/passkeys/register/verify',
        { name: name.trim() || 'Passkey', response },
      );
      toast.success(answer.message);
      setName('');
      onCodes(answer.recoveryCodes);
      await onChange();
    } catch (e) {
      toast.error(refusalMessage(e, 'The passkey was not added. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      await api.delete(`/auth/2fa/passkeys/${encodeURIComponent(id)}`);
      toast.success('Passkey removed.');
      await onChange();
    } catch (e) {
      toast.error(refusalMessage(e, 'The passkey could not be removed. Please try again.'));
    }
  }

  return (
    <Panel
      title="Passkeys"
      intro="Sign in with your fingerprint, face or screen lock instead of a code. A passkey stays on this device or in your password manager."
    >
      {passkeys.length > 0 && (
        <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div>
                <p className="font-medium text-zinc-900">{key.name}</p>
                <p className="text-xs text-zinc-600">
                  Added {dateOf(key.createdAt)}
                  {key.lastUsedAt ? ` · last used ${dateOf(key.lastUsedAt)}` : ' · not used yet'}
                </p>
              </div>
              <Button
                type="button"
                variant="danger-outline"
                size="sm"
                onClick={() => setToRemove(key)}
                aria-label={`Remove the passkey ${key.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate className="flex flex-wrap items-end gap-3">
        <Field
          className="w-full max-w-xs"
          labelProps={{ children: 'Name for a new passkey' }}
          inputProps={{
            name: 'passkeyName',
            type: 'text',
            placeholder: 'e.g. Office laptop',
            maxLength: 60,
            value: name,
            onChange: (e) => setName(e.target.value),
          }}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Waiting for the passkey…' : 'Add a passkey'}
        </Button>
      </form>
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove this passkey?"
        description={`"${toRemove?.name ?? ''}" will no longer sign you in.`}
        confirmLabel="Remove"
        onConfirm={() => (toRemove ? remove(toRemove.id) : undefined)}
      />
    </Panel>
  );
}

function RecoveryPanel({
  left,
  onCodes,
  onChange,
}: {
  left: number;
  onCodes: (codes: string[] | null) => void;
  onChange: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);

  async function renew() {
    try {
      const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>('/auth/2fa/recovery-codes');
      onCodes(recoveryCodes);
      await onChange();
    } catch (e) {
      toast.error(refusalMessage(e, 'New codes could not be made. Please try again.'));
    }
  }

  return (
    <Panel
      title="Recovery codes"
      intro="For when your phone or passkey is not at hand: each code signs you in once."
    >
      <p className="text-sm text-zinc-800">
        {left === 1 ? '1 code left.' : `${left} codes left.`}
        {left <= 3 && ' Make a new set soon.'}
      </p>
      <div>
        <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
          Make new recovery codes
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Make new recovery codes?"
        description="Your old codes stop working at once."
        confirmLabel="Make new codes"
        tone="primary"
        onConfirm={() => renew()}
      />
    </Panel>
  );
}
