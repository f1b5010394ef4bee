import { useEffect, useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { CheckboxField, ErrorList, Field } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import {
  firstProblem,
  MONTHLY_SPEND_OPTIONS,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './trade-account-view';

/** Each text field's label, what browsers autofill into it, its type and whether it may be left empty. */
const TEXT_FIELDS: Record<
  Exclude<ApplicationField, 'monthlySpend' | 'poRequired'>,
  { label: string; autoComplete: string; type?: 'email' | 'tel'; optional?: boolean; hint?: string }
> = {
  businessName: { label: 'Business name', autoComplete: 'organization' },
  companyNumber: {
    label: 'Company number',
    autoComplete: 'off',
    optional: true,
    hint: 'From Companies House: 8 digits, or 2 letters and 6 digits.',
  },
  vatNumber: { label: 'VAT number', autoComplete: 'off', optional: true, hint: 'GB and 9 digits.' },
  contactName: { label: 'Accounts contact name', autoComplete: 'name' },
  contactEmail: {
    label: 'Accounts e-mail',
    autoComplete: 'email',
    type: 'email',
    hint: 'Invoices, statements and reminders go here.',
  },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
  address: { label: 'Address', autoComplete: 'address-line1' },
  city: { label: 'City', autoComplete: 'address-level2' },
  postCode: { label: 'Post Code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country-name' },
};

/**
 * The application for a trade account: the business, its accounts contact, the invoice address, what it expects
 * to spend and whether its orders need a purchase order number. A plain form post (it works before JavaScript);
 * a refusal comes back with what was typed, a message at each field and the first of them focused.
 */
export function TradeApplyForm({
  values,
  errors = {},
  formError = null,
  submitLabel,
}: {
  values: ApplicationValues;
  errors?: ApplicationErrors;
  /** the service's refusal (already applied, …) */
  formError?: string | null;
  submitLabel: string;
}) {
  const id = useId();
  const fieldId = (f: ApplicationField) => `${id}-${f}`;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'apply';

  // a refused post: the keyboard lands on the first field to put right (a refusal of the whole is read out)
  useEffect(() => {
    const first = firstProblem(errors);
    if (first) document.getElementById(fieldId(first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [errors, formError]);

  const text = (field: keyof typeof TEXT_FIELDS, className?: string) => {
    const f = TEXT_FIELDS[field];
    return (
      <Field
        look="shop"
        className={className}
        labelProps={{
          children: (
            <>
              {f.label}
              {f.optional && <span className="font-normal text-zinc-500"> (optional)</span>}
            </>
          ),
        }}
        hint={f.hint}
        inputProps={{
          id: fieldId(field),
          name: field,
          type: f.type ?? 'text',
          autoComplete: f.autoComplete,
          required: !f.optional,
          defaultValue: values[field],
          className: 'mt-1 block h-11 w-full',
        }}
        errors={[errors[field]]}
      />
    );
  };

  return (
    <Form
      method="post"
      noValidate
      className="mt-6 flex flex-col gap-6"
      aria-label="Apply for a trade account"
    >
      <input type="hidden" name="intent" value="apply" />
      <ErrorList
        id={`${id}-refusal`}
        errors={[formError]}
        announce
        className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800"
      />
      <Section title="Your business">
        {text('businessName', 'sm:col-span-2')}
        {text('companyNumber')}
        {text('vatNumber')}
      </Section>
      <Section title="Accounts contact" intro="Who we send invoices and statements to, and call about them.">
        {text('contactName')}
        {text('phone')}
        {text('contactEmail', 'sm:col-span-2')}
      </Section>
      <Section title="Invoice address">
        {text('address', 'sm:col-span-2')}
        {text('city')}
        {text('postCode')}
        {text('country', 'sm:col-span-2')}
      </Section>
      <Section title="Ordering">
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.monthlySpend ? `${fieldId('monthlySpend')}-error` : undefined}
          aria-invalid={errors.monthlySpend ? true : undefined}
        >
          <legend className="text-sm font-medium text-zinc-800">Expected monthly spend</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {MONTHLY_SPEND_OPTIONS.map(([band, label], i) => (
              <label
                key={band}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-zinc-200 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  // the first radio is the one a refusal focuses
                  id={i === 0 ? fieldId('monthlySpend') : undefined}
                  name="monthlySpend"
                  value={band}
                  defaultChecked={values.monthlySpend === band}
                  required
                  className="accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
          <ErrorList id={`${fieldId('monthlySpend')}-error`} errors={[errors.monthlySpend]} />
        </fieldset>
        <CheckboxField
          className="sm:col-span-2"
          labelProps={{
            className: 'flex min-h-11 items-start gap-3 text-sm text-zinc-800',
            children: (
              <span>
                We need a purchase order number on every order
                <span className="block text-zinc-600">
                  Checkout will ask for one whenever you pay on account.
                </span>
              </span>
            ),
          }}
          inputProps={{
            id: fieldId('poRequired'),
            name: 'poRequired',
            defaultChecked: values.poRequired === 'on',
            className: 'mt-0.5 size-5 shrink-0 accent-brand-700',
          }}
        />
      </Section>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Panel title={title} intro={intro}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  );
}
