import { Shuffle } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { CheckboxField, ErrorList, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { generatePromoCode } from '../../../../domain/promo-codes';
import { CreatePromoCodeSchema } from '../../../../domain/schemas/promo-codes';

const EMPTY = { code: '', discount: '', expiresAt: '', usageLimit: '', onePerCustomer: false, active: true };
const FALLBACK = 'Failed to create promo code';
/** The fields a problem is shown under. */
const FIELDS = ['code', 'discount', 'expiresAt', 'usageLimit'] as const;
/** Labels as the seller's other panels have them. */
const label = 'block text-sm font-medium text-zinc-700';
const optional = <span className="font-normal text-zinc-600">(optional)</span>;

/** London's date today (YYYY-MM-DD), the earliest expiry a date input offers. */
const todayInUk = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/**
 * A new promo code: typed, or generated (6 random upper-case letters and digits), a percent, and the optional
 * rules. Checked here with the server's schema, then by the server; a failed save keeps what was typed.
 */
export function PromoCreateForm() {
  const id = useId();
  const revalidator = useRevalidator();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  /** The problem, under the field it is about (role="alert", so it is read out as it appears). */
  const errorsOf = (field: (typeof FIELDS)[number]) => (error?.field === field ? [error.message] : undefined);
  /** A problem of no one field (the server's), above the button. */
  const unplaced = error && !(FIELDS as readonly string[]).includes(error.field) ? [error.message] : null;
  /** A typed box after the code, bound to its field and its problem; `input`: its own type and limits. */
  const box = (
    name: 'discount' | 'expiresAt' | 'usageLimit',
    text: React.ReactNode,
    input: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field
      labelProps={{ children: text, className: label }}
      inputProps={{ name, ...input, value: form[name], onChange: (e) => set({ [name]: e.target.value }) }}
      errors={errorsOf(name)}
      announceErrors
    />
  );
  /** A yes-or-no rule of the code, bound to its field. */
  const check = (name: 'onePerCustomer' | 'active', text: string) => (
    <CheckboxField
      labelProps={{ children: text }}
      inputProps={{ name, checked: form[name], onChange: (e) => set({ [name]: e.target.checked }) }}
    />
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      code: form.code,
      discount: form.discount,
      status: form.active ? 'active' : 'inactive',
      expiresAt: form.expiresAt,
      usageLimit: form.usageLimit,
      onePerCustomer: form.onePerCustomer,
    };
    const checked = CreatePromoCodeSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? ''), message: issue.message });
      toast.error(issue.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ message: string; promo: { code: string } }>('/promocodes/create', body);
      toast.success(`${res.message} ${res.promo.code} is ready.`);
      setForm(EMPTY);
      await revalidator.revalidate();
    } catch (e) {
      const message = e instanceof ApiError ? e.messageOr(FALLBACK) : FALLBACK;
      setError({ field: /exists|code may only/i.test(message) ? 'code' : '', message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-zinc-900">
        Create a promo code
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-1">
          <Field
            className="min-w-0 flex-1"
            labelProps={{ children: 'Code', className: label }}
            inputProps={{
              type: 'text',
              name: 'code',
              value: form.code,
              onChange: (e) => set({ code: e.target.value.toUpperCase() }),
              autoComplete: 'off',
              spellCheck: false,
              maxLength: 40,
              placeholder: 'e.g. SPRING25',
              className:
                'mt-1 block w-full min-w-0 py-2 font-mono uppercase placeholder:font-sans placeholder:normal-case',
            }}
            hint="Letters, digits, - and _. Generate makes 6 random letters and digits."
            errors={errorsOf('code')}
            announceErrors
          />
          {/* level with the box, below the label */}
          <Button
            type="button"
            variant="secondary"
            className="mt-6 shrink-0"
            onClick={() => {
              set({ code: generatePromoCode() });
              if (error?.field === 'code') setError(null);
            }}
          >
            <Shuffle className="size-4" aria-hidden />
            Generate
          </Button>
        </div>
        {box('discount', 'Discount (%)', { type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1 })}
        {box('expiresAt', <>Expires after {optional}</>, { type: 'date', min: todayInUk() })}
        {box('usageLimit', <>Total uses {optional}</>, {
          type: 'number',
          inputMode: 'numeric',
          min: 1,
          step: 1,
          placeholder: 'No limit',
        })}
        <div className="flex flex-col justify-end gap-2">
          {check('onePerCustomer', 'One use per customer')}
          {check('active', 'Active now')}
        </div>
        <div className="flex flex-col justify-end gap-2 sm:col-span-2 lg:col-span-3">
          <ErrorList errors={unplaced} announce className="text-sm text-red-700" />
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? 'Creating…' : 'Create promo code'}
          </Button>
        </div>
      </form>
    </section>
  );
}
