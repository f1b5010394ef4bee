import { Building2, ChevronRight, FileText, Package, type LucideIcon } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountNameSchema, MarketingPreferenceSchema } from '../../domain/schemas/account';
import { ChangePasswordSchema } from '../../domain/schemas/auth';
import { can } from '../../domain/permissions';
import { CONSENT_WORDING } from '../../domain/consent';
import { FormError, PasswordField, SubmitButton, TextField } from '~/features/auth/auth-card';
import { formFailure, parseForm, requireUserPage } from '~/lib/auth.server';
import { AddressBook } from '~/features/account/address-book';
import { DataRightsPanel } from '~/features/account/data-rights-panel';
import { addressBookAction, isAddressIntent } from '~/features/account/address-book.server';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(request, context);
  const url = new URL(request.url);
  const { addresses, promoMailings } = context.app.services;
  const [saved, subscribed] = await Promise.all([
    addresses.list(user.id),
    // promo mails go to customers only: a seller has no choice to make here
    can(user, 'promos:receive') ? promoMailings.marketingPreference(user.id) : null,
  ]);
  return {
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    addresses: saved.map((a) => ({ id: a.id, address: { ...a.address }, isDefault: a.isDefault })),
    editing: url.searchParams.get('edit'),
    done: url.searchParams.get('addresses'),
    marketing: subscribed === null ? null : { subscribed },
    saved: url.searchParams.get('saved'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserPage(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (isAddressIntent(intent)) return addressBookAction(form, intent, user.id, context);
  if (intent === 'details') {
    const { values, errors } = parseForm(AccountNameSchema, form);
    if (!values) return data({ detailsForm: { errors, values: Object.fromEntries(form) } }, 400);
    await context.app.services.auth.updateName(user.id, values);
    return redirect('/account?saved=details#details');
  }
  if (intent === 'marketing') {
    const { values } = parseForm(MarketingPreferenceSchema, form);
    await context.app.services.promoMailings.setMarketingPreference(user.id, values?.subscribed ?? false);
    return redirect('/account?saved=marketing#marketing');
  }
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

const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, marketing, saved } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const busy = sending !== undefined && sending !== 'details' && sending !== 'marketing';
  const detailsForm = actionData && 'detailsForm' in actionData ? actionData.detailsForm : null;
  const detailErrors = (detailsForm?.errors ?? {}) as Record<string, string>;
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
          <dt className="text-sm text-zinc-600">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </dl>
        {/* keyed by the saved name, so the fields show it after saving */}
        <Form
          key={`${user.firstName}|${user.lastName}`}
          method="post"
          noValidate
          className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2"
          aria-label="Your name"
        >
          <input type="hidden" name="intent" value="details" />
          {NAME_FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              autoComplete={f.autoComplete}
              defaultValue={String(detailsForm?.values[f.name] ?? user[f.name])}
              error={detailErrors[f.name]}
            />
          ))}
          <SaveRow
            className="sm:col-span-2"
            busy={sending === 'details'}
            label="Save name"
            saved={saved === 'details' && !detailsForm ? 'Your name has been saved.' : null}
            primary
          />
        </Form>
      </section>
      {marketing && (
        <section aria-labelledby="marketing" className="mt-6 rounded-2xl border border-zinc-200 bg-white p-6">
          <h2 id="marketing" className="text-lg font-semibold text-brand-900">
            E-mails from us
          </h2>
          <Form key={String(marketing.subscribed)} method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="marketing" />
            <CheckboxField
              labelProps={{
                className: 'flex items-start gap-3',
                children: <span>{CONSENT_WORDING.account}</span>,
              }}
              inputProps={{
                name: 'subscribed',
                defaultChecked: marketing.subscribed,
                'aria-describedby': 'marketing-hint',
                className: 'mt-1 size-5 shrink-0 accent-brand-700',
              }}
            />
            <p id="marketing-hint" className="text-sm text-zinc-600">
              {marketing.subscribed
                ? 'You get our promotional e-mails; each one has a one-click unsubscribe link.'
                : 'You get no promotional e-mails.'}{' '}
              E-mails about your orders and your account always come.
            </p>
            <SaveRow
              busy={sending === 'marketing'}
              label="Save preference"
              saved={saved === 'marketing' ? 'Saved.' : null}
            />
          </Form>
        </section>
      )}
      <AccountLink
        to="/account/orders"
        icon={Package}
        title="My Orders"
        text="See your orders, their progress and tracking."
      />
      <AccountLink
        to="/account/quotes"
        icon={FileText}
        title="My Quotes"
        text="Your quote requests, prices and their status."
      />
      <AccountLink
        to="/account/trade"
        icon={Building2}
        title="Trade account"
        text="Pay on account by invoice: apply, or see your invoices, payments and statements."
      />
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
      <DataRightsPanel />
    </div>
  );
}

/** A card leading to one of the account's own pages (orders, quotes, trade account). */
function AccountLink(props: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={props.to}
      className="mt-6 flex items-center gap-4 rounded-2xl border border-zinc-200 bg-white p-6 hover:border-brand-600"
    >
      <props.icon aria-hidden className="size-6 shrink-0 text-brand-600" />
      <span className="flex-1">
        <span className="block text-lg font-semibold text-brand-900">{props.title}</span>
        <span className="block text-sm text-zinc-600">{props.text}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 text-zinc-400" />
    </Link>
  );
}

/** A small form's submit button and, once it saved (the page came back with ?saved=), what it saved. */
function SaveRow(props: {
  busy: boolean;
  label: string;
  saved: string | null;
  primary?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', props.className)}>
      <Button type="submit" variant={props.primary ? 'primary' : 'secondary'} disabled={props.busy}>
        {props.busy ? 'Saving...' : props.label}
      </Button>
      {props.saved && (
        <p role="status" className="text-sm font-medium text-green-800">
          {props.saved}
        </p>
      )}
    </div>
  );
}
