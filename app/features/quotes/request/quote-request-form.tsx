import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { useHydrated } from '~/components/layout/use-hydrated';
import { Button } from '~/components/ui/button';
import { ErrorList, Field, TextareaField } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { DecorationFields } from './decoration-fields';
import { GarmentCard, productGroups } from './garment-card';
import {
  addGarment,
  dayAfter,
  type DetailField,
  type QuotePrefill,
  type QuoteProductOption,
} from './quote-form';
import { QuoteSent } from './quote-sent';
import { useQuoteRequest, type QuoteRequestControls } from './use-quote-request';

/** A part of the form: a card from a tablet up; on a phone the page's full width, so the size grid has room. */
const sectionBox =
  'flex flex-col gap-4 border-t border-zinc-200 pt-6 sm:rounded-2xl sm:border sm:bg-white sm:p-6 sm:shadow-sm';

const optional = <span className="font-normal text-zinc-600">(optional)</span>;

/**
 * The buyer's request for a quote: who they are, the garments (picked from the catalogue and/or described), the
 * decoration, when and where. Sent, it gives way to the quote's number and the link to follow it.
 */
export function QuoteRequestForm({
  products,
  prefill,
  loggedIn,
  today,
  intro,
}: {
  products: QuoteProductOption[];
  prefill: QuotePrefill;
  loggedIn: boolean;
  /** YYYY-MM-DD, the shop's: the needed-by date's earliest is the day after. */
  today: string;
  /** What the page filled in for the buyer, said above the form. */
  intro?: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const request = useQuoteRequest({ prefill, today, loggedIn });
  const { form, update, errors, sending } = request;
  const groups = useMemo(() => productGroups(products), [products]);
  if (request.sent) return <QuoteSent sent={request.sent} email={form.fields.email} loggedIn={loggedIn} />;

  const shared = { products, groups, errors, decorations: request.decorations };
  const detail = (field: DetailField, label: ReactNode, more: DetailMore = {}) => (
    <DetailInput key={field} request={request} id={`${id}-${field}`} field={field} label={label} {...more} />
  );
  return (
    <form onSubmit={request.send} noValidate aria-label="Quote request" className="flex flex-col gap-6">
      {intro}
      <ProblemSummary request={request} />
      <fieldset disabled={sending} className="contents">
        <legend className="sr-only">Your request</legend>
        <Panel title="Your details" className={sectionBox}>
          <div className="grid gap-4 sm:grid-cols-2">
            {detail('name', 'Name', { input: { autoComplete: 'name', required: true } })}
            {detail('email', 'E-mail', { input: { type: 'email', autoComplete: 'email', required: true } })}
            {detail('phone', <>Phone {optional}</>, { input: { type: 'tel', autoComplete: 'tel' } })}
            {detail('company', <>Company or school {optional}</>, {
              input: { autoComplete: 'organization' },
            })}
          </div>
        </Panel>

        <Panel
          title="What you need"
          intro="Pick garments from our range with their colour and sizes, tell us in your own words, or both."
          className={sectionBox}
        >
          <ol className="flex flex-col gap-4" aria-label="Garments">
            {form.garments.map((garment, index) => (
              <GarmentCard
                key={garment.key}
                index={index}
                garment={garment}
                shared={shared}
                onChange={(next) =>
                  update((f) => ({ ...f, garments: f.garments.map((g) => (g.key === next.key ? next : g)) }))
                }
                onRemove={
                  form.garments.length > 1
                    ? () =>
                        update((f) => ({ ...f, garments: f.garments.filter((g) => g.key !== garment.key) }))
                    : undefined
                }
              />
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            size="touch"
            className="self-start"
            onClick={() => update((f) => ({ ...f, garments: addGarment(f.garments) }))}
          >
            <Plus aria-hidden className="size-4" /> Add another garment
          </Button>
          {detail('description', <>Anything else, in your own words {optional}</>, {
            rows: 3,
            hint: 'For example "40 hi-vis vests, sizes M to XXL" or a garment we do not list.',
          })}
        </Panel>

        <Panel title="Decoration" className={sectionBox}>
          <DecorationFields
            value={form.decoration}
            onChange={(decoration) => update((f) => ({ ...f, decoration }))}
            logo={request.logo}
            errors={errors}
          />
        </Panel>

        <Panel title="Delivery" className={sectionBox}>
          <div className="grid gap-4 sm:grid-cols-2">
            {detail('neededBy', <>Needed by {optional}</>, {
              input: { type: 'date', min: dayAfter(today) },
              hint: 'The date you need them delivered.',
            })}
            {detail('postcode', <>Delivery postcode {optional}</>, {
              input: { autoComplete: 'postal-code' },
            })}
          </div>
          {detail('notes', <>Notes {optional}</>, {
            rows: 4,
            hint: 'Thread colours, names on garments, a budget: anything that helps us quote.',
          })}
        </Panel>

        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg" className="self-start" disabled={!hydrated || sending}>
            {sending ? 'Sending…' : 'Send quote request'}
          </Button>
          <p className="text-sm text-zinc-600">
            No payment now: we send you a priced quote to accept, change or decline.
          </p>
        </div>
      </fieldset>
    </form>
  );
}

interface DetailMore {
  hint?: string;
  /** A text area of this many rows; else a one-line input. */
  rows?: number;
  input?: ComponentProps<'input'>;
}

/** One of the form's own text fields, its value and its problem from the request's state. */
function DetailInput({
  request,
  id,
  field,
  label,
  hint,
  rows,
  input,
}: DetailMore & { request: QuoteRequestControls; id: string; field: DetailField; label: ReactNode }) {
  const frame = {
    look: 'shop' as const,
    labelProps: { children: label },
    hint,
    errors: [request.errors[field]],
  };
  const control = {
    id,
    name: field,
    value: request.form.fields[field],
    onChange: (e: { target: { value: string } }) => request.setField(field, e.target.value),
  };
  if (rows) return <TextareaField {...frame} textareaProps={{ ...control, rows }} />;
  return <Field {...frame} inputProps={{ ...control, type: 'text', ...input }} />;
}

/** What stopped the send: the problems found (each until answered), or the shop's refusal. Focused when shown. */
function ProblemSummary({ request }: { request: QuoteRequestControls }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { problems, formError, attempts } = request;
  useEffect(() => {
    if (attempts > 0) ref.current?.focus();
  }, [attempts]);
  if (problems.length === 0 && !formError) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={id}
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <h2 id={id} className="font-semibold">
        {formError ? 'Your request was not sent' : 'Please check your request'}
      </h2>
      {formError && <p className="mt-1 text-sm">{formError}</p>}
      <ErrorList errors={problems} className="mt-1 list-disc pl-5 text-sm" />
    </div>
  );
}
