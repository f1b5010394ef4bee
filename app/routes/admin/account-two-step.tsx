import { Link } from 'react-router';
import { TWO_STEP_MESSAGES } from '../../../domain/two-step';
import { TwoStepSettings } from '~/features/admin/two-step/two-step-settings';
import { requirePermission } from '~/lib/auth.server';
import type { Route } from './+types/account-two-step';

/**
 * Your two-step login (issue 33): the authenticator app, passkeys and recovery codes. Open before the set-up the
 * shop may require: a member who must set it up is sent here from everywhere else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, 'seller:area', { beforeTwoStep: true });
  return { view: await context.app.services.twoStep.view(user.id) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Two-step login' },
  { name: 'robots', content: 'noindex' },
];

export default function TwoStepPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const on = view.totp || view.passkeys.length > 0;
  return (
    <div className="max-w-4xl min-w-0">
      <h1 className="text-2xl font-bold text-brand-900">Two-step login</h1>
      <p className="mt-1 mb-5 text-sm text-zinc-700">
        After your password, the login asks for a second thing only you have: a code from an app on your
        phone, or a passkey. Someone who learns your password still can&apos;t get in.
      </p>
      {view.mustSetUp && (
        <div
          role="status"
          className="mb-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{TWO_STEP_MESSAGES.setUpFirst}</p>
          <p className="mt-1">
            The rest of the seller&apos;s area opens once an authenticator app or a passkey is set up.
          </p>
        </div>
      )}
      <p className="mb-5 text-sm font-medium text-zinc-900" data-testid="two-step-state">
        {on ? 'Two-step login is on.' : 'Two-step login is off.'}
        {on && !view.mustSetUp && (
          <>
            {' '}
            <Link to="/admin/account" className="text-brand-700 underline">
              Back to your account
            </Link>
          </>
        )}
      </p>
      <TwoStepSettings view={view} />
    </div>
  );
}
