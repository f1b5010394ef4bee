import { Form, Link, useNavigation } from 'react-router';
import { ROLE_LABELS } from '../../../domain/permissions';
import { AuthCard, FormError, PasswordField, SubmitButton, TextField } from '~/features/auth/auth-card';
import { acceptInvitation, invitationFor } from '~/features/admin/staff/join.server';
import type { Route } from './+types/join';

export const meta: Route.MetaFunction = () => [
  { title: 'Join the team' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ params, context }: Route.LoaderArgs) => invitationFor(context, params.token);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  acceptInvitation(request, context, params.token);

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { invitation, problem } = loaderData;
  if (!invitation) {
    return (
      <AuthCard title="Join the team">
        <FormError message={problem} />
        <p className="mt-4 text-sm text-zinc-700">
          Already on the staff?{' '}
          <Link to="/admin/login" className="font-medium text-brand-700 underline">
            Log in
          </Link>
        </p>
      </AuthCard>
    );
  }
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Join the team"
      intro={
        <p>
          You have been invited as <strong className="text-zinc-900">{ROLE_LABELS[invitation.role]}</strong>.
          Set your name and a password to start. The link works once.
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={actionData?.formError} />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={invitation.email}
          readOnly
          autoComplete="username"
          aria-describedby="field-email-hint"
        />
        <p id="field-email-hint" className="-mt-3 text-xs text-zinc-600">
          You log in with this address.
        </p>
        <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        <PasswordField label="Choose a password" autoComplete="new-password" error={errors.password} />
        <SubmitButton busy={busy} busyText="Joining...">
          Join the team
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
