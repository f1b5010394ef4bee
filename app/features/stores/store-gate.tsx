import { KeyRound, LogIn } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import type { StoreGateView } from '../../../domain/team-store-view';
import { STORE_MESSAGES, storePath } from '../../../domain/team-stores';
import { LogoutButton } from '~/components/layout/logout-button';
import { Button, buttonClass } from '~/components/ui/button';
import { Field } from '~/components/ui/field';

/** Where the sign-in link sends a member: the login page, coming back to the store. */
export const storeSignInPath = (slug: string) => `/login?redirectTo=${encodeURIComponent(storePath(slug))}`;

/**
 * A store before access: its name and how to get in. An access code is typed in a form posted to the store
 * page's action (which sets the cookie and reloads the store); allowed domains ask for a sign-in with the
 * organisation's e-mail address, and say why a signed-in visitor of another domain is refused.
 */
export function StoreGate({
  gate,
  signedIn,
  codeError,
  typedCode,
}: {
  gate: StoreGateView;
  signedIn: boolean;
  /** The refusal of the code just typed (STORE_MESSAGES.wrongCode). */
  codeError?: string | null;
  /** What was typed, kept after a refusal. */
  typedCode?: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-medium tracking-wide text-zinc-600 uppercase">Team store</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">{gate.name}</h1>
        {gate.access === 'code' ? (
          <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
            <p className="text-zinc-700">
              Please enter the access code your organisation gave you to see this store.
            </p>
            <Field
              look="shop"
              labelProps={{ children: 'Access code' }}
              errors={[codeError]}
              announceErrors
              inputProps={{
                name: 'code',
                type: 'text',
                autoComplete: 'off',
                autoCapitalize: 'none',
                spellCheck: false,
                required: true,
                defaultValue: typedCode ?? '',
                className: 'mt-1 block h-11 w-full',
              }}
            />
            <Button type="submit" size="lg" disabled={sending} name="intent" value="access">
              <KeyRound aria-hidden className="size-4" />
              {sending ? 'Checking…' : 'Open the store'}
            </Button>
          </Form>
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            {gate.refusal ? (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
                {gate.refusal}
              </p>
            ) : (
              <p className="text-zinc-700">{STORE_MESSAGES.signInFirst}</p>
            )}
            {gate.allowedDomains.length > 0 && (
              <p className="text-sm text-zinc-600">
                Addresses ending{' '}
                {gate.allowedDomains.map((d, i) => (
                  <span key={d}>
                    {i > 0 && ' or '}
                    <strong className="font-semibold text-zinc-900">@{d}</strong>
                  </span>
                ))}{' '}
                may order here.
              </p>
            )}
            {signedIn ? (
              // the login page sends a signed-in customer straight back: log out first, then sign in again
              <>
                <p className="text-sm text-zinc-700">
                  Log out, then sign in with your organisation e-mail address.
                </p>
                <LogoutButton
                  showIcon
                  className={buttonClass({ variant: 'outline', size: 'lg', className: 'w-full' })}
                />
              </>
            ) : (
              <Button asChild size="lg">
                <Link to={storeSignInPath(gate.slug)}>
                  <LogIn aria-hidden className="size-4" />
                  Sign in
                </Link>
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
