import { useState } from 'react';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { TWO_STEP_MESSAGES, type SecondStepMethod } from '../../../domain/two-step';
import { safeRedirect } from '../../../domain/redirect';
import { AuthCard, FormError, SubmitButton, TextField } from '~/features/auth/auth-card';
import { Button } from '~/components/ui/button';
import { api, ApiError } from '~/lib/api';
import { secondStepAction } from '~/features/admin/two-step/second-step.server';
import type { Route } from './+types/login-two-step';

export const meta: Route.MetaFunction = () => [
  { title: 'Two-step login' },
  { name: 'robots', content: 'noindex' },
];

/** The login's second step (issue 33): only for a login whose password passed and waits for it. */
export async function loader({ context }: Route.LoaderArgs) {
  const pending = await context.app.services.twoStep.pendingLogin(context.sessionToken);
  if (!pending) throw redirect('/admin/login');
  return { firstName: pending.firstName, methods: pending.methods };
}

/** A code from the app or a recovery code (a passkey answers through the API, in the browser). */
export async function action({ request, context }: Route.ActionArgs) {
  return secondStepAction(request, context);
}

const WORDS: Record<Exclude<SecondStepMethod, 'passkey'>, { label: string; intro: string }> = {
  totp: { label: 'Code from your app', intro: 'Enter the 6-digit code your authenticator app shows.' },
  recovery: { label: 'Recovery code', intro: 'Enter one of the recovery codes you saved. Each works once.' },
};

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'), '/admin/dashboard');
  const { methods } = loaderData;
  const asked = params.get('method');
  const method: 'totp' | 'recovery' = asked === 'recovery' || !methods.includes('totp') ? 'recovery' : 'totp';
  const busy = useNavigation().state === 'submitting';
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const other = (m: string) => `?${new URLSearchParams({ method: m, redirectTo })}`;

  async function signInWithPasskey() {
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/auth/2fa/passkeys/login/options',
      );
      const response = await startAuthentication({ optionsJSON });
      await api.post('/auth/2fa/verify', { method: 'passkey', response });
      // a full page load: the new session's cookie is set, and every loader reads it
      window.location.assign(redirectTo);
    } catch (e) {
      setPasskeyError(
        e instanceof ApiError
          ? e.messageOr(TWO_STEP_MESSAGES.passkeyFailed)
          : TWO_STEP_MESSAGES.passkeyFailed,
      );
      setPasskeyBusy(false);
    }
  }

  const showForm = methods.includes('totp') || methods.includes('recovery');
  return (
    <AuthCard
      title="Two-step login"
      intro={`Hello ${loaderData.firstName}. Your password is right; one more step.`}
    >
      <div className="space-y-5">
        {actionData?.expired && (
          <div className="space-y-2 text-sm">
            <FormError message={actionData.formError} />
            <Link to="/admin/login" className="text-brand-700 underline">
              Log in again
            </Link>
          </div>
        )}
        {methods.includes('passkey') && (
          <div className="space-y-2">
            <Button
              type="button"
              size="lg"
              className="w-full"
              onClick={() => void signInWithPasskey()}
              disabled={passkeyBusy}
            >
              {passkeyBusy ? 'Waiting for your passkey…' : 'Use a passkey'}
            </Button>
            <FormError message={passkeyError} />
          </div>
        )}
        {showForm && (
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <input type="hidden" name="method" value={method} />
            <p className="text-sm text-zinc-700">{WORDS[method].intro}</p>
            {!actionData?.expired && <FormError message={actionData?.formError} />}
            <TextField
              key={method}
              label={WORDS[method].label}
              name="code"
              autoComplete="one-time-code"
              inputMode={method === 'totp' ? 'numeric' : 'text'}
              autoFocus
              error={actionData?.errors?.code}
            />
            <SubmitButton busy={busy} busyText="Checking...">
              Continue
            </SubmitButton>
          </Form>
        )}
        <p className="text-sm">
          {method === 'totp' && methods.includes('recovery') && (
            <Link to={other('recovery')} className="text-brand-700 underline">
              Use a recovery code
            </Link>
          )}
          {method === 'recovery' && methods.includes('totp') && (
            <Link to={other('totp')} className="text-brand-700 underline">
              Use a code from your app
            </Link>
          )}
        </p>
      </div>
    </AuthCard>
  );
}
