import { Shuffle } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { generatePromoCode } from '../../../../domain/promo-codes';
import { CreatePromoCodeSchema } from '../../../../domain/schemas/promo-codes';
import { sellerApi } from '../../../components/admin/seller-fetch';

const EMPTY = { code: '', discount: '', expiresAt: '', usageLimit: '', onePerCustomer: false, active: true };
const input =
  'w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600';
const label = 'flex flex-col gap-1 text-sm font-medium text-zinc-700';

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
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const describedBy = (field: string) => (error?.field === field ? `${id}-error` : undefined);

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
      const res = await sellerApi<{ message: string; promo: { code: string } }>(
        '/promocodes/create',
        { method: 'POST', body },
        'Failed to create promo code',
      );
      toast.success(`${res.message} ${res.promo.code} is ready.`);
      setForm(EMPTY);
      await revalidator.revalidate();
    } catch (e) {
      const message = (e as Error).message;
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
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-code`} className="text-sm font-medium text-zinc-700">
            Code
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              type="text"
              name="code"
              value={form.code}
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder="e.g. SPRING25"
              aria-invalid={invalid('code')}
              aria-describedby={describedBy('code') ?? `${id}-code-hint`}
              className={`${input} min-w-0 font-mono uppercase placeholder:font-sans placeholder:normal-case`}
            />
            <button
              type="button"
              onClick={() => {
                set({ code: generatePromoCode() });
                if (error?.field === 'code') setError(null);
              }}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Shuffle className="size-4" aria-hidden />
              Generate
            </button>
          </div>
          <p id={`${id}-code-hint`} className="text-xs text-zinc-600">
            Letters, digits, - and _. Generate makes 6 random letters and digits.
          </p>
        </div>
        <label className={label}>
          Discount (%)
          <input
            name="discount"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={form.discount}
            onChange={(e) => set({ discount: e.target.value })}
            aria-invalid={invalid('discount')}
            aria-describedby={describedBy('discount')}
            className={input}
          />
        </label>
        <label className={label}>
          <span>
            Expires after <span className="font-normal text-zinc-600">(optional)</span>
          </span>
          <input
            name="expiresAt"
            type="date"
            min={todayInUk()}
            value={form.expiresAt}
            onChange={(e) => set({ expiresAt: e.target.value })}
            aria-invalid={invalid('expiresAt')}
            aria-describedby={describedBy('expiresAt')}
            className={input}
          />
        </label>
        <label className={label}>
          <span>
            Total uses <span className="font-normal text-zinc-600">(optional)</span>
          </span>
          <input
            name="usageLimit"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="No limit"
            value={form.usageLimit}
            onChange={(e) => set({ usageLimit: e.target.value })}
            aria-invalid={invalid('usageLimit')}
            aria-describedby={describedBy('usageLimit')}
            className={input}
          />
        </label>
        <div className="flex flex-col justify-end gap-2 text-sm text-zinc-800">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="onePerCustomer"
              checked={form.onePerCustomer}
              onChange={(e) => set({ onePerCustomer: e.target.checked })}
              className="size-4 accent-brand-700"
            />
            One use per customer
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="active"
              checked={form.active}
              onChange={(e) => set({ active: e.target.checked })}
              className="size-4 accent-brand-700"
            />
            Active now
          </label>
        </div>
        <div className="flex flex-col justify-end gap-2 sm:col-span-2 lg:col-span-3">
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? 'Creating…' : 'Create promo code'}
          </button>
        </div>
      </form>
    </section>
  );
}
