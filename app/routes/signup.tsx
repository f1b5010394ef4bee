import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { NEW_PASSWORD_MIN, SignupSchema } from '../../domain/schemas/auth';
import { AuthCard, FormError, PasswordField, SubmitButton, TextField } from '~/features/auth/auth-card';
import { formFailure, parseForm } from '~/lib/auth.server';
import { safeRedirect } from '../../domain/redirect';
import { CONSENT_WORDING } from '../../domain/consent';
import { CheckboxField } from '~/components/ui/field';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => [{ title: 'Sign Up' }, { name: 'robots', content: 'noindex' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, errors } = parseForm(SignupSchema, form);
  if (!values) return data({ errors, formError: null, title: null }, 400);
  try {
    const { email, attemptId } = await context.app.services.auth.signup(values, context.clientIp);
    const next = new URLSearchParams({
      email,
      attempt: attemptId,
      redirectTo: safeRedirect(form.get('redirectTo'), '/products'),
    });
    return redirect(`/otp?${next}`);
  } catch (error) {
    return formFailure(error);
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Sign Up"
      closeTo={safeRedirect(redirectTo)}
      intro={
        <>
          Already have an account?{' '}
          <Link
            to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login'}
            className="font-medium text-brand-700 underline"
          >
            Login
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/products'} />
        <FormError message={actionData?.formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <PasswordField error={errors.password} autoComplete="new-password" />
        <p className="text-xs text-zinc-600">
          At least {NEW_PASSWORD_MIN} characters, not a common password. We will e-mail you a 6-digit code to
          confirm your address.
        </p>
        {/* never ticked for the shopper (issue 34): the choice is recorded with these words */}
        <CheckboxField
          labelProps={{
            className: 'flex items-start gap-3 text-sm text-zinc-800',
            children: <span>{CONSENT_WORDING.signup}</span>,
          }}
          inputProps={{ name: 'marketingConsent', className: 'mt-0.5 size-5 shrink-0 accent-brand-700' }}
        />
        <SubmitButton busy={busy} busyText="Signing up...">
          Sign Up
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
