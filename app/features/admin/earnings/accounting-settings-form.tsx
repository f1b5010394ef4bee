import { useState } from 'react';
import {
  AccountingSettingsSchema,
  TAX_TYPE_USES,
  type AccountingSettings,
} from '../../../../domain/accounting-export';
import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ErrorList, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';

const FALLBACK = 'The accounting settings could not be saved. Please try again.';
const TAX_TYPES = Object.keys(TAX_TYPE_USES) as (keyof typeof TAX_TYPE_USES)[];

/**
 * What the Xero and QuickBooks downloads write in each invoice line (issue 36): the sales account code and the
 * tax type per VAT liability, as the seller's books name them; PUT /api/settings/accounting (Owner, Manager).
 * A refusal is said by Save and what was typed stays.
 */
export function AccountingSettingsForm({ settings }: { settings: AccountingSettings }) {
  const [saved, setSaved] = useState(settings);
  const [form, setForm] = useState(settings);
  const { busy, error, submit } = useSellerSubmit();
  const changed = JSON.stringify(form) !== JSON.stringify(saved);

  function save(event: React.FormEvent) {
    event.preventDefault();
    void submit(AccountingSettingsSchema, form, FALLBACK, async (checked) => {
      const next = await api.put<AccountingSettings>('/settings/accounting', checked);
      setSaved(next);
      setForm(next);
      toast.success('Accounting settings saved: the next download uses them.');
    });
  }

  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-medium text-brand-700 underline">
        Account code and tax types in the downloads
      </summary>
      <form
        onSubmit={save}
        noValidate
        aria-label="Accounting export settings"
        className="mt-2 grid max-w-xl gap-3"
      >
        <p className="text-sm text-zinc-700">
          Each invoice line goes to this sales account, with the tax type your books use for its VAT.
        </p>
        <Field
          className="max-w-48"
          labelProps={{ children: 'Sales account code' }}
          inputProps={{
            type: 'text',
            autoComplete: 'off',
            value: form.accountCode,
            onChange: (e) => setForm({ ...form, accountCode: e.target.value }),
          }}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-zinc-800">Tax type for</legend>
          {TAX_TYPES.map((key) => (
            <Field
              key={key}
              labelProps={{ children: TAX_TYPE_USES[key][0]!.toUpperCase() + TAX_TYPE_USES[key].slice(1) }}
              inputProps={{
                type: 'text',
                autoComplete: 'off',
                value: form.taxTypes[key],
                onChange: (e) => setForm({ ...form, taxTypes: { ...form.taxTypes, [key]: e.target.value } }),
              }}
            />
          ))}
        </fieldset>
        <ErrorList errors={[error]} announce />
        <div>
          <Button type="submit" disabled={busy || !changed}>
            {busy ? 'Saving…' : 'Save accounting settings'}
          </Button>
        </div>
      </form>
    </details>
  );
}
