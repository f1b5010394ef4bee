import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Panel } from '~/components/admin/panel';
import { refusalMessage, toastFailure } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { ErrorList, TextareaField } from '~/components/ui/field';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { cn } from '~/lib/cn';
import { QUOTE_LIMITS, type QuoteTotals } from '../../../../domain/quote-lines';
import type { QuoteDocumentView, QuoteLineView, QuoteView } from '../../../../domain/quote-view';
import { QuoteTotalsList } from './quote-document';
import {
  addCustomLine,
  addDecoration,
  addGarmentLine,
  dayText,
  decorationFigures,
  draftBodyOf,
  figuresByKey,
  lineFieldId,
  placeRefusal,
  QUOTE_FIELD_IDS,
  quoteFormOf,
  quoteLogos,
  removeLine,
  updateDecoration,
  updateLine,
  type DecorationForm,
  type FormProblem,
  type GarmentLineForm,
  type QuoteForm,
} from './quote-form';
import {
  CustomLineEditor,
  GarmentLineEditor,
  Boxes,
  type ShopPrice,
  type TextBoxSpec,
} from './quote-line-editors';
import {
  editorProductOfJson,
  fitLineToProduct,
  type EditorProduct,
  type ProductJson,
  type QuotableProduct,
} from './quote-products';

/** How long the editor waits after the last keystroke before asking the server for the figures. */
const PRICE_DELAY_MS = 400;
const SAVE_FALLBACK = 'The draft could not be saved. Please try again.';
const SEND_FALLBACK = 'The quote could not be sent. Please try again.';
const PRICE_FALLBACK = 'The prices could not be worked out. Please check the lines.';

type Saved = { quote: QuoteView; message: string };

/** The server's figures for one form (by its body as sent), and the shop's decoration prices they showed. */
interface Priced {
  key: string;
  figures: Record<string, QuoteLineView>;
  totals: QuoteTotals;
}

/**
 * A priced document as the editor keeps it: the figures by line, and the shop's own price of every decoration
 * left at it (so the price box can still say it once the seller overrides it).
 */
function pricedFrom(form: QuoteForm, key: string, doc: QuoteDocumentView) {
  const figures = figuresByKey(
    form.lines.map((l) => l.key),
    doc,
  );
  const seen: Record<string, ShopPrice> = {};
  for (const line of form.lines) {
    if (line.kind !== 'garment') continue;
    for (const d of line.decorations) {
      const fig = decorationFigures(figures[line.key], d.position);
      if (!fig) continue;
      if (fig.shopUnitPrice !== null) seen[d.key] = { price: fig.shopUnitPrice, priceBreak: fig.priceBreak };
      else if (!d.price.overridden) seen[d.key] = { price: fig.unitPrice, priceBreak: fig.priceBreak };
    }
  }
  return { priced: { key, figures, totals: doc.totals } satisfies Priced, seen };
}

/** The figures the editor opens with: the saved draft's (or the sent version's), for the form made from it. */
function initialPricing(quote: QuoteView, form: QuoteForm) {
  const doc = quote.draft ?? quote.versions[0];
  const checked = draftBodyOf(form);
  if (!doc || !checked.ok || doc.lines.length !== form.lines.length) return null;
  return pricedFrom(form, JSON.stringify(checked.body), doc);
}

/**
 * The seller's draft of a quote: garment lines from the catalogue with their mock-ups, custom lines, a discount,
 * shipping, valid-until and a message; live figures from POST /api/quotes/{id}/price as the seller types (never
 * added up here), Save draft (PUT) and Send quote (PUT, then POST …/send after a confirm naming the e-mail). A
 * refusal is shown under the box it names, and what was typed stays.
 */
export function QuoteEditor({
  quote,
  products,
  details: initialDetails,
  today,
  defaultValidUntil,
}: {
  quote: QuoteView;
  products: QuotableProduct[];
  details: Record<string, EditorProduct>;
  /** The shop's today (YYYY-MM-DD): the earliest valid-until. */
  today: string;
  defaultValidUntil: string;
}) {
  const revalidator = useRevalidator();
  const focusAfterRender = useFocusAfterRender();
  const [form, setForm] = useState(() => quoteFormOf(quote, defaultValidUntil));
  const [details, setDetails] = useState(initialDetails);
  const [loading, setLoading] = useState<readonly string[]>([]);
  const [opening] = useState(() => initialPricing(quote, form));
  const [priced, setPriced] = useState<Priced | null>(opening?.priced ?? null);
  const [shopSeen, setShopSeen] = useState<Record<string, ShopPrice>>(opening?.seen ?? {});
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [priceProblem, setPriceProblem] = useState<FormProblem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  const logos = useMemo(() => quoteLogos(quote), [quote]);

  const checked = useMemo(() => draftBodyOf(form), [form]);
  const request = useMemo(
    () => (checked.ok ? { key: JSON.stringify(checked.body), body: checked.body, form } : null),
    [checked, form],
  );
  const stale = request === null || request.key !== priced?.key;

  // the server's figures for what is typed, once the typing stops: an older answer is dropped (aborted)
  useEffect(() => {
    if (!request || request.key === priced?.key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .post<{ draft: QuoteDocumentView }>(`/quotes/${quote.id}/price`, request.body, {
          signal: controller.signal,
        })
        .then(({ draft }) => {
          const next = pricedFrom(request.form, request.key, draft);
          setPriced(next.priced);
          setShopSeen((seen) => ({ ...seen, ...next.seen }));
          setPriceProblem(null);
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          setPriceProblem(placeRefusal(request.form, refusalMessage(e, PRICE_FALLBACK)));
        });
    }, PRICE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [request, priced?.key, quote.id]);

  const shown = priceProblem ? [...problems, priceProblem] : problems;
  const errorsFor = (fieldId: string) => {
    const found = shown.filter((p) => p.fieldId === fieldId).map((p) => p.message);
    return found.length ? [...new Set(found)] : undefined;
  };
  const context = { errorsFor, stale };

  /** Every change: the form as typed, and the last save's problems put away (the live figures say the rest). */
  const change = (next: QuoteForm | ((f: QuoteForm) => QuoteForm)) => {
    setForm(next);
    setProblems([]);
    setSaveError(null);
  };

  function show(found: FormProblem[], fullMessage?: string) {
    const first = found[0]!;
    setProblems(found);
    const more = found.length > 1 ? ` (${found.length - 1} more marked in the form)` : '';
    const message = fullMessage ?? first.message;
    setSaveError(`${message}${more}`);
    if (first.fieldId) focusAfterRender(first.fieldId);
    toast.error(message);
  }

  async function pickProduct(line: GarmentLineForm, productId: string) {
    const known = details[productId];
    // until its colours are here the line has none, so it is not priced in another product's colour
    change((f) => updateLine(f, line.key, known ? fitLineToProduct(line, known) : { productId, colour: '' }));
    if (known) return;
    setLoading((l) => [...l, productId]);
    let product: EditorProduct;
    try {
      const { product: json } = await api.get<{ product: ProductJson }>(`/products/${productId}`);
      product = editorProductOfJson(json);
    } catch (e) {
      toastFailure(e, 'The product could not be loaded.');
      return;
    } finally {
      setLoading((l) => l.filter((id) => id !== productId));
    }
    setDetails((d) => ({ ...d, [productId]: product }));
    setForm((f) => {
      const current = f.lines.find((l) => l.key === line.key);
      if (current?.kind !== 'garment' || current.productId !== productId) return f;
      return updateLine(f, line.key, fitLineToProduct(line, product));
    });
  }

  /** The shop's price of a decoration: the server's figure while the decoration is at it, else the last seen. */
  function decorationShop(line: GarmentLineForm, d: DecorationForm): ShopPrice | null {
    const fig = decorationFigures(priced?.figures[line.key], d.position);
    if (fig?.shopUnitPrice != null) return { price: fig.shopUnitPrice, priceBreak: fig.priceBreak };
    if (fig && !d.price.overridden) return { price: fig.unitPrice, priceBreak: fig.priceBreak };
    return shopSeen[d.key] ?? null;
  }

  /** PUT /api/quotes/{id}: the draft saved, or its refusal shown under the box it names (what was typed stays). */
  async function saveDraft(): Promise<Saved | null> {
    const result = draftBodyOf(form);
    if (!result.ok) {
      show(result.problems);
      return null;
    }
    try {
      const saved = await api.put<Saved>(`/quotes/${quote.id}`, result.body);
      if (saved.quote.draft && saved.quote.draft.lines.length === form.lines.length) {
        const next = pricedFrom(form, JSON.stringify(result.body), saved.quote.draft);
        setPriced(next.priced);
        setShopSeen((seen) => ({ ...seen, ...next.seen }));
      }
      return saved;
    } catch (e) {
      const message = refusalMessage(e, SAVE_FALLBACK);
      show([placeRefusal(form, message)], message);
      return null;
    }
  }

  async function save(event?: React.FormEvent) {
    event?.preventDefault();
    setBusy('save');
    const saved = await saveDraft();
    if (saved) {
      toast.success(saved.message);
      await revalidator.revalidate();
    }
    setBusy(null);
  }

  function askToSend() {
    const result = draftBodyOf(form);
    if (!result.ok) return show(result.problems);
    if (result.body.lines.length === 0) {
      return show([
        { fieldId: QUOTE_FIELD_IDS.lines, message: 'Add at least one line before sending the quote.' },
      ]);
    }
    setConfirmSend(true);
  }

  async function send() {
    setBusy('send');
    try {
      const saved = await saveDraft();
      if (!saved) return;
      const sent = await api.post<Saved>(`/quotes/${quote.id}/send`);
      toast.success(sent.message);
      await revalidator.revalidate();
    } catch (e) {
      const message = refusalMessage(e, SEND_FALLBACK);
      show([placeRefusal(form, message)], message);
    } finally {
      setBusy(null);
    }
  }

  function add(kind: 'garment' | 'custom') {
    const [next, key] = kind === 'garment' ? addGarmentLine(form) : addCustomLine(form);
    change(next);
    focusAfterRender(lineFieldId(key, kind === 'garment' ? 'product' : 'description'));
  }

  const charge = (field: 'discountPercent' | 'shipping' | 'validUntil', label: string, hint: string) => ({
    id: QUOTE_FIELD_IDS[field],
    label,
    hint,
    value: form[field],
    set: (value: string) => change((f) => ({ ...f, [field]: value })),
  });
  const charges: TextBoxSpec[] = [
    { ...charge('discountPercent', 'Discount (%)', 'Off everything but shipping.'), look: 'count' },
    { ...charge('shipping', 'Shipping (£)', '0 for free delivery.'), look: 'pounds' },
    {
      ...charge('validUntil', 'Valid until', 'The buyer may accept it to the end of this day.'),
      look: 'date',
      min: today,
    },
  ];

  const nextVersion = quote.version + 1;
  const sendDialog = {
    title: `Send quote ${quote.number}?`,
    description: `${quote.customer.name} gets an e-mail at ${quote.customer.email} with a link to version ${nextVersion}, valid until ${dayText(form.validUntil)}. They can accept and pay, ask for changes or decline.`,
    confirmLabel: 'Send quote',
    busyLabel: 'Sending…',
    tone: 'primary' as const,
  };
  const totalsText = !request
    ? 'The totals follow once every line is complete.'
    : stale
      ? 'Working out the totals…'
      : 'The shop’s figures for this draft.';

  return (
    <section aria-labelledby="quote-draft-heading" className="min-w-0">
      <h2 id="quote-draft-heading" className="text-xl font-bold text-brand-900">
        {quote.version > 0 ? `Draft of version ${nextVersion}` : 'Draft quote'}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">
        Every price starts at the shop’s own, with its quantity breaks; type a price to override it. The
        totals are worked out by the shop as you type.
      </p>
      <form onSubmit={save} noValidate className="mt-4 grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {form.lines.length > 0 ? (
            <ol aria-label="Quote lines" className="flex min-w-0 flex-col gap-3">
              {form.lines.map((line, i) =>
                line.kind === 'garment' ? (
                  <GarmentLineEditor
                    key={line.key}
                    line={line}
                    index={i}
                    products={products}
                    product={details[line.productId]}
                    loading={loading.includes(line.productId)}
                    logos={logos}
                    figures={priced?.figures[line.key]}
                    decorationShop={(d) => decorationShop(line, d)}
                    context={context}
                    onChange={(patch) => change((f) => updateLine(f, line.key, patch))}
                    onProduct={(productId) => void pickProduct(line, productId)}
                    onDecoration={(key, patch) => change((f) => updateDecoration(f, line.key, key, patch))}
                    onAddDecoration={() => {
                      const [next, key] = addDecoration(form, line.key, logos);
                      change(next);
                      focusAfterRender(`quote-${line.key}-${key}-position`);
                    }}
                    onRemove={() => change((f) => removeLine(f, line.key))}
                  />
                ) : (
                  <CustomLineEditor
                    key={line.key}
                    line={line}
                    index={i}
                    figures={priced?.figures[line.key]}
                    context={context}
                    onChange={(patch) => change((f) => updateLine(f, line.key, patch))}
                    onRemove={() => change((f) => removeLine(f, line.key))}
                  />
                ),
              )}
            </ol>
          ) : (
            <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-4 text-sm text-zinc-700">
              No lines yet: add the garments from the catalogue, or a custom charge.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button id={QUOTE_FIELD_IDS.lines} type="button" variant="outline" onClick={() => add('garment')}>
              <Plus className="size-4" aria-hidden />
              Add a garment
            </Button>
            <Button type="button" variant="outline" onClick={() => add('custom')}>
              <Plus className="size-4" aria-hidden />
              Add a custom line
            </Button>
          </div>
          <ErrorList errors={errorsFor(QUOTE_FIELD_IDS.lines)} />

          <fieldset className="grid min-w-0 gap-4 rounded-lg border border-zinc-200 bg-white p-3 sm:grid-cols-3 sm:p-4">
            <legend className="px-1 font-semibold text-zinc-900">Charges and terms</legend>
            <Boxes boxes={charges} errorsFor={errorsFor} />
            <TextareaField
              className="sm:col-span-3"
              labelProps={{ children: 'Message to the buyer' }}
              textareaProps={{
                id: QUOTE_FIELD_IDS.message,
                rows: 4,
                maxLength: QUOTE_LIMITS.messageLength,
                value: form.message,
                onChange: (e) => change((f) => ({ ...f, message: e.target.value })),
                className: 'mt-1 block w-full py-2',
              }}
              hint="On the quote page, in the e-mail and on the PDF."
              errors={errorsFor(QUOTE_FIELD_IDS.message)}
            />
          </fieldset>
        </div>

        <Panel
          title="Totals"
          level={3}

          className="flex flex-col gap-3 self-start xl:sticky xl:top-4"
        >
          {priced && (
            <div className={cn(stale && 'italic')} aria-busy={stale || undefined}>
              <QuoteTotalsList totals={priced.totals} />
            </div>
          )}
          <p role="status" className="text-xs text-zinc-600">
            {totalsText}
          </p>
          <ErrorList errors={[saveError]} announce className="text-sm text-red-700" />
          <Button type="submit" variant="secondary" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </Button>
          <Button type="button" disabled={busy !== null} onClick={askToSend}>
            {busy === 'send' ? 'Sending…' : 'Send quote'}
          </Button>
        </Panel>
      </form>

      <ConfirmDialog
        {...sendDialog}
        open={confirmSend}
        onOpenChange={setConfirmSend}
        busy={busy === 'send'}
        onConfirm={send}
      />
    </section>
  );
}
