import { useEffect, useState } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { RESEND_COOLDOWN_SECONDS, ResendOtpSchema, VerifyOtpSchema } from '../../domain/schemas/auth';
import { AuthCard, FormError, SubmitButton } from '~/features/auth/auth-card';
import { formFailure, loginRedirect, parseForm } from '~/lib/auth.server';
import { OtpInput } from '~/features/auth/otp-input';
import { can } from '../../domain/permissions';
import { safeRedirect } from '../../domain/redirect';
import type { Route } from './+types/otp';

export const meta: Route.MetaFunction = () => [
  { title: 'Verify your email' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const email = params.get('email');
  if (!email) throw redirect('/signup');
  return { email, attempt: params.get('attempt') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { auth } = context.app.services;
  // without JavaScript the six boxes arrive one by one
  if (!form.get('otp'))
    form.set('otp', Array.from({ length: 6 }, (_, i) => form.get(`digit${i}`) ?? '').join(''));
  try {
    if (form.get('intent') === 'resend') {
      const { values, errors } = parseForm(ResendOtpSchema, form);
      if (!values) return data({ errors, formError: null, title: null, resent: false }, 400);
      await auth.resendCode(values.email, context.clientIp, values.attempt);
      return { errors: null, formError: null, title: null, resent: true };
    }
    const { values, errors } = parseForm(VerifyOtpSchema, form);
    if (!values)
      return data({ errors, formError: errors.otp ?? errors.email ?? null, title: null, resent: false }, 400);
    const login = await auth.verifySignup(values.email, values.otp, context.clientIp, values.attempt);
    const fallback = can(login.user, 'seller:area') ? '/admin/dashboard' : '/products';
    return await loginRedirect(context, login, safeRedirect(form.get('redirectTo'), fallback));
  } catch (error) {
    return formFailure(error);
  }
}

export default function Otp({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  const [cooldown, setCooldown] = useState(0);
  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  return (
    <AuthCard
      title="Verify your email"
      intro={
        <>
          We have e-mailed a 6-digit code to <strong>{loaderData.email}</strong>. It expires in 10 minutes.
        </>
      }
    >
      <Form method="post" className="space-y-5">
        <input type="hidden" name="email" value={loaderData.email} />
        <input type="hidden" name="attempt" value={loaderData.attempt} />
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/products'} />
        <FormError message={actionData?.formError} />
        {actionData && 'resent' in actionData && actionData.resent && (
          <p role="status" className="text-sm text-green-800">
            A new code is on its way.
          </p>
        )}
        <OtpInput />
        <SubmitButton busy={navigation.state === 'submitting' && intent !== 'resend'} busyText="Verifying...">
          Verify
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-4 text-center" onSubmit={() => setCooldown(RESEND_COOLDOWN_SECONDS)}>
        <input type="hidden" name="email" value={loaderData.email} />
        <input type="hidden" name="attempt" value={loaderData.attempt} />
        <button
          type="submit"
          name="intent"
          value="resend"
          disabled={cooldown > 0}
          className="text-sm font-medium text-brand-700 underline disabled:text-zinc-500 disabled:no-underline"
        >
          {cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
        </button>
      </Form>
    </AuthCard>
  );
}
