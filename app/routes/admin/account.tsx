import { Link } from 'react-router';
import { ROLE_LABELS, STAFF_ROLE_SUMMARIES, type StaffRole } from '../../../domain/permissions';
import { requirePermission } from '~/lib/auth.server';
import { buttonClass } from '~/components/ui/button';
import { Panel } from '~/components/ui/panel';
import { SessionsList } from '~/features/admin/staff/sessions-list';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account' },
  { name: 'robots', content: 'noindex' },
];

/** Your account: who you are here, your signed-in devices, the way to two-step login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, 'seller:area', { beforeTwoStep: true });
  const sessions = await context.app.services.sessions.list(user.id, user.sessionId);
  return {
    me: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      role: user.role as StaffRole,
      mustSetUpTwoStep: user.mustSetUpTwoStep,
    },
    sessions,
  };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-zinc-900">{children}</dd>
    </div>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { me, sessions } = loaderData;
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-brand-900">Your account</h1>
      <Panel title="You">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact label="Name">{me.name}</Fact>
          <Fact label="Email">{me.email}</Fact>
          <Fact label="Role">{ROLE_LABELS[me.role]}</Fact>
        </dl>
        <p className="text-sm text-zinc-700">{STAFF_ROLE_SUMMARIES[me.role]}</p>
      </Panel>
      <Panel
        title="Two-step login"
        intro="A code from an authenticator app or a passkey as well as your password, so a stolen password alone opens nothing."
      >
        {me.mustSetUpTwoStep && (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            The shop requires two-step login: set it up to use the rest of the seller&apos;s area.
          </p>
        )}
        <div>
          <Link to="/admin/account/two-step" className={buttonClass({ variant: 'secondary' })}>
            Manage two-step login
          </Link>
        </div>
      </Panel>
      <Panel
        title="Signed-in devices"
        intro="Where you are logged in. End any you don't recognise, then change your password."
      >
        <SessionsList sessions={sessions} />
      </Panel>
    </div>
  );
}
