import { redirect, useSearchParams } from 'react-router';
import { AdminLoginSchema } from '../../../domain/schemas/auth';
import { AuthCard } from '~/features/auth/auth-card';
import { LoginForm } from '~/features/auth/login-form';
import { loginAction, SECOND_STEP_PAGE } from '~/lib/auth.server';
import { can } from '../../../domain/permissions';
import { loggedInFlashCookie } from '~/components/admin/login-flash';
import { safeRedirect } from '../../../domain/redirect';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Seller login' },
  { name: 'robots', content: 'noindex' },
];

/** A seller who is already logged in goes straight on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (can(user, 'seller:area')) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/admin/dashboard'));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await loginAction(request, context, {
    schema: AdminLoginSchema,
    role: 'seller',
    fallback: '/admin/dashboard',
  });
  // logged in: the page it leads to says 'Logged In!' (the spec's toast) once
  // (not on the way to the second step: that page's own success says it)
  if (
    result instanceof Response &&
    result.status >= 300 &&
    result.status < 400 &&
    !result.headers.get('location')?.startsWith(SECOND_STEP_PAGE)
  )
    result.headers.append('Set-Cookie', loggedInFlashCookie(context.secure));
  return result;
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Seller login"
      intro="For the shop's staff. Customers log in on the shop's own login page."
    >
      <LoginForm
        redirectTo={params.get('redirectTo') ?? '/admin/dashboard'}
        emailAutoComplete="username"
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
      />
    </AuthCard>
  );
}
