import { Link, redirect, useSearchParams } from 'react-router';
import { LoginSchema } from '../../domain/schemas/auth';
import { AuthCard } from '~/features/auth/auth-card';
import { LoginForm } from '~/features/auth/login-form';
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
      <LoginForm
        redirectTo={params.get('redirectTo') ?? '/'}
        emailAutoComplete="email"
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        formErrorTitle={actionData?.title ?? undefined}
      />
    </AuthCard>
  );
}
