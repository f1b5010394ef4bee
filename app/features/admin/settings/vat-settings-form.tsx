import { useState } from 'react';
import { formatIsoDate } from '../../../../domain/earnings';
import { VAT_NUMBER_MESSAGE, type VatSettingsJson } from '../../../../domain/schemas/settings';
import { VAT_STANDARD_RATE_PERCENT } from '../../../../domain/vat';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { CheckboxField, ErrorList, Field } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';

const FALLBACK = 'The VAT settings could not be saved. Please try again.';
const IDS = { registered: 'vat-registered', vatNumber: 'vat-number', startDay: 'vat-start-day' } as const;
type VatField = 'vatNumber' | 'startDay';

interface VatForm {
  registered: boolean;
  vatNumber: string;
  startDay: string;
}

const formOf = (s: VatSettingsJson): VatForm => ({
  registered: s.registered,
  vatNumber: s.vatNumber ?? '',
  startDay: s.startDay ?? '',
});

/** Which box a refusal is about, by its words (the server's messages name the number or the day). */
function fieldOf(message: string): VatField | null {
  if (message === VAT_NUMBER_MESSAGE || /VAT number/i.test(message)) return 'vatNumber';
  if (/day VAT starts|VAT can start|first day of this quarter/i.test(message)) return 'startDay';
  return null;
}

/** What the shop does now, in a sentence. */
function statusOf(s: VatSettingsJson): string {
  if (!s.registered || !s.vatNumber || !s.startDay)
    return 'Not VAT registered: the shop says "No VAT charged".';
  if (s.charging)
    return `VAT registered (${s.vatNumber}): prices include VAT at ${VAT_STANDARD_RATE_PERCENT}% since ${formatIsoDate(s.startDay)}.`;
  return `VAT registered (${s.vatNumber}): VAT is charged from ${formatIsoDate(s.startDay)}; until then the shop says "No VAT charged".`;
}

/**
 * The shop's VAT registration (issue 34): the switch, the VAT number and the day VAT starts, saved with
 * PUT /api/settings/vat. A refusal (a bad number, a day too far back, turning it off after VAT orders) is said
 * beside its box and by Save, and what was typed stays.
 */
export function VatSettingsForm({ settings: initial }: { settings: VatSettingsJson }) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<VatForm>(() => formOf(initial));
  const [problem, setProblem] = useState<{ field: VatField | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const set = (patch: Partial<VatForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };
  const errorsOf = (field: VatField) => (problem?.field === field ? [problem.message] : undefined);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const body = form.registered
        ? { registered: true, vatNumber: form.vatNumber, startDay: form.startDay }
        : { registered: false };
      const next = await api.put<VatSettingsJson>('/settings/vat', body);
      setSaved(next);
      setForm(formOf(next));
      toast.success(next.registered ? 'VAT registration saved.' : 'Saved: the shop is not VAT registered.');
    } catch (e) {
      const message = refusalMessage(e, FALLBACK);
      const field = fieldOf(message);
      setProblem({ field, message });
      if (field) focusAfterRender(IDS[field]);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel
      title="VAT"
      intro={`Once registered, from the start day every price you enter includes VAT at ${VAT_STANDARD_RATE_PERCENT}% (the standard rate; a product can be zero-rated or exempt in its editor). Orders placed before then stay as they were.`}
    >
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {statusOf(saved)}
      </p>
      {saved.vatOrders && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Orders have been charged VAT: registration can no longer be turned off, and VAT can&rsquo;t start
          after the first of them.
        </p>
      )}
      <form onSubmit={save} noValidate className="grid gap-4" aria-label="VAT registration">
        <CheckboxField
          labelProps={{ children: 'VAT registered: charge VAT from the start day' }}
          inputProps={{
            id: IDS.registered,
            role: 'switch',
            checked: form.registered,
            onChange: (e) => set({ registered: e.target.checked }),
          }}
        />
        {form.registered && (
          <>
            <Field
              className="max-w-xs"
              labelProps={{ children: 'VAT number' }}
              inputProps={{
                id: IDS.vatNumber,
                type: 'text',
                autoComplete: 'off',
                spellCheck: false,
                value: form.vatNumber,
                onChange: (e) => set({ vatNumber: e.target.value }),
              }}
              hint="GB and 9 or 12 digits, as on your VAT registration certificate (GB123456789)."
              errors={errorsOf('vatNumber')}
            />
            <Field
              className="max-w-xs"
              labelProps={{ children: 'VAT starts on' }}
              inputProps={{
                id: IDS.startDay,
                type: 'date',
                value: form.startDay,
                onChange: (e) => set({ startDay: e.target.value }),
              }}
              hint="Your effective date of registration: orders placed from this day (UK time) are charged VAT. From the first day of this quarter on."
              errors={errorsOf('startDay')}
            />
          </>
        )}
        <div className="flex flex-col gap-2">
          <ErrorList errors={[problem?.message]} announce className="text-sm text-red-700" />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save VAT settings'}
            </Button>
          </div>
        </div>
      </form>
    </Panel>
  );
}
