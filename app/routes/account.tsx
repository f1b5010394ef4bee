import { ChevronRight, Package } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { ChangePasswordSchema } from '../../domain/schemas/auth';
import { FormError, PasswordField, SubmitButton } from '~/features/auth/auth-card';
import { formFailure, parseForm, requireUserPage } from '~/features/auth/auth.server';
import { AddressBook } from '~/features/account/address-book';
import { addressBookAction, isAddressIntent } from '~/features/account/address-book.server';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(request, context);
  const url = new URL(request.url);
  const addresses = await context.app.services.addresses.list(user.id);
  return {
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    addresses: addresses.map((a) => ({ id: a.id, address: { ...a.address }, isDefault: a.isDefault })),
    editing: url.searchParams.get('edit'),
    done: url.searchParams.get('addresses'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserPage(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (isAddressIntent(intent)) return addressBookAction(form, intent, user.id, context);
  const { values, errors } = parseForm(ChangePasswordSchema, form);
  if (!values) return data({ errors, formError: null, title: null, changed: false }, 400);
  try {
    await context.app.services.auth.changePassword(
      user.id,
      values.currentPassword,
      values.newPassword,
      context.sessionToken,
    );
    return { errors: null, formError: null, title: null, changed: true };
  } catch (error) {
    return formFailure(error);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors = (actionData && 'errors' in actionData ? (actionData.errors ?? {}) : {}) as Record<
    string,
    string
  >;
  const addressForm = actionData && 'addressForm' in actionData ? actionData.addressForm : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Your account</h1>
      <section aria-labelledby="details" className="mt-8 rounded-2xl border border-zinc-200 bg-white p-6">
        <h2 id="details" className="text-lg font-semibold text-brand-900">
          Your details
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm text-zinc-600">Name</dt>
          <dd className="font-medium">
            {user.firstName} {user.lastName}
          </dd>
          <dt className="text-sm text-zinc-600">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </dl>
      </section>
      <Link
        to="/account/orders"
        className="mt-6 flex items-center gap-4 rounded-2xl border border-zinc-200 bg-white p-6 hover:border-brand-600"
      >
        <Package aria-hidden className="size-6 shrink-0 text-brand-600" />
        <span className="flex-1">
          <span className="block text-lg font-semibold text-brand-900">My Orders</span>
          <span className="block text-sm text-zinc-600">See your orders, their progress and tracking.</span>
        </span>
        <ChevronRight aria-hidden className="size-5 text-zinc-400" />
      </Link>
      <AddressBook
        addresses={loaderData.addresses}
        editing={loaderData.editing}
        done={loaderData.done}
        failed={addressForm}
      />
      <section aria-labelledby="password" className="mt-6 rounded-2xl border border-zinc-200 bg-white p-6">
        <h2 id="password" className="text-lg font-semibold text-brand-900">
          Change password
        </h2>
        <Form method="post" noValidate className="mt-4 max-w-sm space-y-4">
          <FormError message={actionData && 'formError' in actionData ? actionData.formError : null} />
          {actionData && 'changed' in actionData && actionData.changed && (
            <p role="status" className="text-sm font-medium text-green-800">
              Your password has been changed.
            </p>
          )}
          <PasswordField label="Current password" name="currentPassword" error={errors.currentPassword} />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            error={errors.newPassword}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <SubmitButton busy={busy} busyText="Saving...">
            Change password
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
