import { useState } from 'react';
import { Link } from 'react-router';
import { LOGO_APPLICATION_FEE } from '../../../../domain/pricing';
import { formatPounds } from '../../../../domain/money';
import { NAME_MAX_LENGTH_LIMIT } from '../../../../domain/names';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { ladderFocusOf, PriceLadderEditor } from '~/components/price-ladder-editor';
import { Button } from '~/components/ui/button';
import { Panel } from '~/components/ui/panel';
import { CheckboxField, ErrorList, Field } from '~/components/ui/field';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import {
  ladderName,
  POSITION_SIZE_NAMES,
  pricingFormOf,
  pricingRequestOf,
  refusedLadder,
  type PricingField,
  type PricingForm,
  type PricingJson,
} from './pricing-form';

const FALLBACK = 'The prices could not be saved. Please try again.';
const FIELD_IDS: Record<PricingField, string> = {
  setupFee: 'pricing-setup-fee',
  setupFreeFrom: 'pricing-setup-free-from',
  namePrice: 'pricing-name-price',
  nameMaxLength: 'pricing-name-max-length',
};
const ladderId = (index: number) => `pricing-ladder-${index}`;

/** A problem of the form: under a setup box, beside a ladder (by its index), and always by the Save button. */
type Problem =
  | { field: PricingField; message: string }
  | { ladder: number; message: string; full: string }
  | { message: string };

/**
 * The shop's decoration prices: the setup fee and its waiver, and the four ladders of the price per garment per
 * position (Embroidery and Print, small and large positions). Saved whole with PUT /api/pricing; a refusal names
 * the ladder and row, and what was typed stays.
 */
export function PricingEditor({ pricing }: { pricing: PricingJson }) {
  const [form, setForm] = useState<PricingForm>(() => pricingFormOf(pricing));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const set = (patch: Partial<PricingForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };
  const fieldError = (field: PricingField) =>
    problem && 'field' in problem && problem.field === field ? [problem.message] : undefined;
  const ladderError = (index: number) =>
    problem && 'ladder' in problem && problem.ladder === index ? problem.message : null;
  const saveError = problem ? ('full' in problem ? problem.full : problem.message) : null;
  /** One of the setup rule's boxes, bound to its field and its problem. */
  const setupBox = (field: PricingField, label: string, hint: string) => (
    <Field
      className="max-w-xs"
      labelProps={{ children: label }}
      inputProps={{
        id: FIELD_IDS[field],
        type: 'text',
        inputMode: field === 'setupFee' || field === 'namePrice' ? 'decimal' : 'numeric',
        autoComplete: 'off',
        value: form[field],
        onChange: (e) => set({ [field]: e.target.value }),
      }}
      hint={hint}
      errors={fieldError(field)}
    />
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const request = pricingRequestOf(form);
    if (!request.ok) {
      setProblem({ field: request.field, message: request.message });
      focusAfterRender(FIELD_IDS[request.field]);
      toast.error(request.message);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const saved = await api.put<PricingJson>('/pricing', request.body);
      setForm(pricingFormOf(saved));
      toast.success('Prices saved: the shop shows them now.');
    } catch (e) {
      const message = refusalMessage(e, FALLBACK);
      const placed = refusedLadder(message);
      if (placed) {
        setProblem({ ...placed, full: message });
        const rows = form.ladders[placed.ladder]!.rows.length;
        focusAfterRender(ladderFocusOf(ladderId(placed.ladder), placed.message, rows));
      } else if (/setup fee/i.test(message)) {
        setProblem({ field: 'setupFee', message });
        focusAfterRender(FIELD_IDS.setupFee);
      } else if (/per name/i.test(message)) {
        setProblem({ field: 'namePrice', message });
        focusAfterRender(FIELD_IDS.namePrice);
      } else setProblem({ message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="grid max-w-5xl min-w-0 gap-6">
      <Panel title="Setup fee">
        {setupBox(
          'setupFee',
          'Setup fee (£)',
          'Once per new design on an order (digitising a logo, making a screen). 0 for none.',
        )}
        <CheckboxField
          labelProps={{ children: 'Waive the setup fee from a number of garments of a design' }}
          inputProps={{
            checked: form.waiveSetup,
            onChange: (e) => set({ waiveSetup: e.target.checked }),
          }}
        />
        {form.waiveSetup &&
          setupBox(
            'setupFreeFrom',
            'Waive it from this many garments',
            'A design on at least this many garments of an order has no setup fee.',
          )}
      </Panel>
      <Panel
        title="Names on garments"
        intro="A name (or initials, or a number) on each garment, typed or pasted by the buyer. The price is added per name; the buyer sees it before adding."
      >
        {setupBox('namePrice', 'Price per name (£)', 'Charged for each name on each garment. 0 for free.')}
        {setupBox(
          'nameMaxLength',
          'Longest name (characters)',
          `A longer name is refused when the buyer adds it. At most ${NAME_MAX_LENGTH_LIMIT}.`,
        )}
      </Panel>
      <Panel
        title="Price per garment per position"
        intro={`${formatPounds(LOGO_APPLICATION_FEE)} per garment per position below every quantity price. A ladder counts the garments of an order that carry one design at that size of position.`}
      >
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          {form.ladders.map((ladder, index) => (
            <PriceLadderEditor
              key={ladderName(ladder)}
              id={ladderId(index)}
              legend={`${ladderName(ladder)} (${POSITION_SIZE_NAMES[ladder.positionSize]})`}
              rows={ladder.rows}
              onChange={(rows) =>
                set({ ladders: form.ladders.map((l, i) => (i === index ? { ...l, rows } : l)) })
              }
              base={LOGO_APPLICATION_FEE}
              unit="per garment"
              error={ladderError(index)}
            />
          ))}
        </div>
      </Panel>
      <div className="flex flex-col gap-2">
        <ErrorList errors={[saveError]} announce className="text-sm text-red-700" />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save prices'}
          </Button>
          <p className="text-sm text-zinc-700">
            Garment prices by quantity are set per product, in the{' '}
            <Link to="/admin/products" className="text-brand-700 underline underline-offset-2">
              product editor
            </Link>
            .
          </p>
        </div>
      </div>
    </form>
  );
}
