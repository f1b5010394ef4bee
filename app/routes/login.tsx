import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { LoginSchema } from '../../domain/schemas/auth';
import { AuthCard, FormError, PasswordField, SubmitButton, TextField } from '~/features/auth/auth-card';
import { loginAction } from '~/lib/auth.server';
import { can } from '../../domain/permissions';
import { safeRedirect } from '../../domain/redirect';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Login' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (can(user, 'shop:buy'))
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) =>
  loginAction(request, context, { schema: LoginSchema, role: 'customer', fallback: '/' });

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const back = safeRedirect(params.get('redirectTo'));
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Login"
      closeTo={back}
      intro={
        <>
          New here?{' '}
          <Link
            to={`/signup${params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(params.get('redirectTo')!)}` : ''}`}
            className="font-medium text-brand-700 underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/'} />
        <FormError title={actionData?.title ?? undefined} message={actionData?.formError} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <PasswordField error={errors.password} />
        <SubmitButton busy={busy} busyText="Logging in...">
          Login
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
