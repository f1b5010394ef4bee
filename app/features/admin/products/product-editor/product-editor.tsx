import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import {
  firstProductFormProblem,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_FORM_STEPS,
  stepProblem,
} from '../../../../../domain/product-form';
import type { ProductDraft } from '../../../../../domain/product-draft';
import { ladderFocusOf } from '~/components/price-ladder-editor';
import { BasicInfoStep, PRICE_BREAKS_ID, type Update } from './basic-info-step';
import { BRAND_SELECT, CategoriesStep, FIRST_TYPE_INPUT, type BrandOption } from './categories-step';
import { ColoursStep } from './colours-step';
import {
  draftOf,
  formValues,
  movedSinceDraft,
  productFormData,
  withDraft,
  type EditorState,
} from './editor-state';
import { FRONT_IMAGE_INPUT, ImagesStep, SIZE_CHART_INPUT } from './images-step';
import { CUSTOM_SIZE_INPUT, SizesStep, type StockNotes } from './sizes-step';
import { WEIGHT_INPUT } from './product-rules';
import { useDraftAutosave, type DraftStatus } from './use-draft-autosave';

type Field =
  | 'title'
  | 'price'
  | 'priceBreaks'
  | 'description'
  | 'front'
  | 'sizeChart'
  | 'sizes'
  | 'brand'
  | 'types'
  | 'weight'
  | 'colours';

/** Where a problem is fixed: its step (0-based), its field, and the element that takes the focus. */
function placeOf(message: string, state: EditorState): { step: number; field: Field; focus: string } {
  const M = PRODUCT_FORM_MESSAGES;
  if (message === M.required)
    return state.title.trim()
      ? { step: 0, field: 'price', focus: 'product-price' }
      : { step: 0, field: 'title', focus: 'product-title' };
  if (message === M.price || message === M.originalPrice)
    return { step: 0, field: 'price', focus: 'product-price' };
  if (isLadderMessage(message))
    return {
      step: 0,
      field: 'priceBreaks',
      focus: ladderFocusOf(PRICE_BREAKS_ID, message, state.priceBreaks.length),
    };
  if (message === M.description) return { step: 0, field: 'description', focus: 'product-description' };
  if (message === M.frontImage || message === M.frontImageStep)
    return { step: 1, field: 'front', focus: FRONT_IMAGE_INPUT };
  if (message === M.sizeChart) return { step: 1, field: 'sizeChart', focus: SIZE_CHART_INPUT };
  if (message === M.brand || message.startsWith('Unknown brand'))
    return { step: 4, field: 'brand', focus: BRAND_SELECT };
  if (message === M.productTypes || message.startsWith('Unknown product type'))
    return { step: 4, field: 'types', focus: FIRST_TYPE_INPUT };
  if (message === M.weightGrams) return { step: 4, field: 'weight', focus: WEIGHT_INPUT };
  if (/colou?r/i.test(message)) return { step: 3, field: 'colours', focus: 'product-custom-colour' };
  return { step: 2, field: 'sizes', focus: CUSTOM_SIZE_INPUT };
}

/** A refusal of the quantity prices (domain/price-breaks' ladderProblems): "Row 2: …", "At most 8 …". */
const isLadderMessage = (message: string) => /^(Row \d+: |At most \d+ quantity prices)/.test(message);

export interface ProductEditorProps {
  /** The product being edited, or null for a new one. */
  productId: string | null;
  /** Where the editor starts: a blank form, or the product as saved. */
  initial: EditorState;
  /** The seller's unsaved work on this product, restored over `initial`. */
  draft: { data: ProductDraft; updatedAt: string } | null;
  /** The brands the shop carries (the spec's ten and any the seller added). */
  brands: BrandOption[];
}

/** A cell of a 409 of PUT /api/products/update/{id}: stock the seller changed moved while they edited. */
interface StockConflict {
  color: string;
  size: string;
  current: number | null;
}

/** POST /api/products/add's and PUT /api/products/update/{id}'s answer. */
interface SaveAnswer {
  success?: boolean;
  message?: string;
}

const stockConflictsOf = (body: unknown): StockConflict[] =>
  (body as { stockConflicts?: StockConflict[] } | null)?.stockConflicts ?? [];

/** The five-step product editor (Basic Info, Images, Sizes, Colors, Categories) for a new or existing product. */
export function ProductEditor({ productId, initial, draft, brands: initialBrands }: ProductEditorProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<EditorState>(() => (draft ? withDraft(initial, draft.data) : initial));
  const [brands, setBrands] = useState(initialBrands);
  const [movedCells] = useState(() => (draft ? movedSinceDraft(initial, draft.data) : []));
  const [stockNotes, setStockNotes] = useState<StockNotes>({});
  const [step, setStep] = useState(() => Math.min(draft?.data.step ?? 0, PRODUCT_FORM_STEPS.length - 1));
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(draft?.updatedAt ?? null);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | 'heading' | null>(null);
  const adding = productId === null;

  const draftData = useMemo<ProductDraft>(() => draftOf(state, step), [state, step]);
  const formOptions = useMemo(() => ({ brands: brands.map((b) => ({ ...b, aliases: [] })) }), [brands]);
  const autosave = useDraftAutosave(productId ?? 'new', draftData, dirty);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const update: Update = (change) => {
    setState((s) => ({ ...s, ...(typeof change === 'function' ? change(s) : change) }));
    setDirty(true);
    setProblem(null);
  };

  function show(message: string) {
    const place = placeOf(message, state);
    setProblem({ field: place.field, message });
    setStep(place.step);
    focusNext.current = place.focus;
    setDirty(true);
  }

  /** Goes to `target`, through the Next rule of each step on the way. */
  function goTo(target: number) {
    setSaveFailure(null);
    for (let s = step; s < target; s++) {
      const message = stepProblem(s + 1, formValues(state));
      if (message) {
        if (s !== step) setStep(s);
        show(message);
        return;
      }
    }
    setProblem(null);
    setStep(target);
    setDirty(true);
    focusNext.current = 'heading';
  }

  async function submit() {
    const message = firstProductFormProblem(formValues(state), formOptions);
    if (message) {
      show(message);
      return;
    }
    setBusy(true);
    setSaveFailure(null);
    const fallback = `Failed to ${adding ? 'add' : 'update'} product. Please try again.`;
    const fail = (text: string) => {
      setSaveFailure(text);
      toast.error(text);
    };
    try {
      const body = productFormData(state);
      const saved = await (adding
        ? api.post<SaveAnswer>('/products/add', body)
        : api.put<SaveAnswer>(`/products/update/${productId}`, body));
      if (saved?.success === false) return fail(saved.message || fallback);
      await autosave.finish();
      toast.success(`Product "${state.title.trim()}" ${adding ? 'added' : 'updated'} successfully!`);
      navigate('/admin/products');
    } catch (e) {
      const text = saveProblem(e, fallback);
      fail(text);
      // a ladder the server refused (what was typed stays): beside the part, its row's box focused
      if (isLadderMessage(text)) show(text);
    } finally {
      setBusy(false);
    }
  }

  /** What to tell the seller when a save is refused; a 409 for moved stock also marks the boxes that moved. */
  function saveProblem(error: unknown, fallback: string): string {
    if (!(error instanceof ApiError)) return fallback;
    const conflicts = error.status === 409 ? stockConflictsOf(error.body) : [];
    if (conflicts.length === 0) return error.messageOr(fallback);
    showStockConflicts(conflicts);
    return error.serverMessage ?? fallback;
  }

  /**
   * The figures that moved under the seller's edits: the boxes keep what they typed, the editor's base becomes
   * the stock now (so saving again sets their figure knowingly), and each box says what it is now.
   */
  function showStockConflicts(conflicts: StockConflict[]) {
    setState((s) => {
      const stockLoaded = Object.fromEntries(Object.entries(s.stockLoaded).map(([k, v]) => [k, { ...v }]));
      for (const c of conflicts) {
        if (c.current === null) delete stockLoaded[c.color]?.[c.size];
        else (stockLoaded[c.color] ??= {})[c.size] = c.current;
      }
      return { ...s, stockLoaded };
    });
    setStockNotes(Object.fromEntries(conflicts.map((c) => [`${c.color}|${c.size}`, c.current ?? 0])));
    setStep(2);
    setDirty(true);
  }

  async function startOver() {
    await autosave.discard();
    setState(initial);
    setStep(0);
    setDirty(false);
    setRestored(null);
    setProblem(null);
    focusNext.current = 'heading';
  }

  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined);
  const last = step === PRODUCT_FORM_STEPS.length - 1;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (last) void submit();
        else goTo(step + 1);
      }}
      className="flex max-w-4xl min-w-0 flex-col gap-5"
    >
      {restored && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p suppressHydrationWarning>Your unsaved changes from {formatTime(restored)} were restored.</p>
          {movedCells.length > 0 && (
            <p className="w-full">
              Stock moved since then:{' '}
              {movedCells
                .map(
                  (c) =>
                    `${c.name ? `${c.name}, size ${c.size}` : `size ${c.size}`} is now ${c.now ?? 0} (was ${c.was ?? 0})`,
                )
                .join('; ')}
              . Check your figures before you save.
            </p>
          )}
          <button
            type="button"
            onClick={() => void startOver()}
            className="rounded-md border border-amber-700 px-3 py-1 font-medium text-amber-950 hover:bg-amber-100"
          >
            Discard them
          </button>
        </div>
      )}
      <StepIndicator step={step} onGo={goTo} />
      <section
        aria-labelledby="editor-step-heading"
        className="min-w-0 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6"
      >
        <h2
          id="editor-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-lg font-semibold text-brand-900 focus:outline-none"
        >
          Step {step + 1} of {PRODUCT_FORM_STEPS.length}: {PRODUCT_FORM_STEPS[step]}
        </h2>
        {step === 0 && (
          <BasicInfoStep
            state={state}
            update={update}
            errors={{
              title: errorOf('title'),
              price: errorOf('price'),
              priceBreaks: errorOf('priceBreaks'),
              description: errorOf('description'),
            }}
          />
        )}
        {step === 1 && (
          <ImagesStep
            state={state}
            update={update}
            errors={{ front: errorOf('front'), sizeChart: errorOf('sizeChart') }}
          />
        )}
        {step === 2 && (
          <SizesStep state={state} update={update} error={errorOf('sizes')} stockNotes={stockNotes} />
        )}
        {step === 3 && <ColoursStep state={state} update={update} error={errorOf('colours')} />}
        {step === 4 && (
          <CategoriesStep
            state={state}
            update={update}
            errors={{ brand: errorOf('brand'), types: errorOf('types'), weight: errorOf('weight') }}
            brands={brands}
            onBrandAdded={(brand) => {
              setBrands((list) => [...list, brand].sort((a, b) => a.name.localeCompare(b.name)));
              update({ brand: brand.slug });
            }}
          />
        )}
      </section>
      {saveFailure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {saveFailure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setProblem(null);
            setStep(step - 1);
            focusNext.current = 'heading';
          }}
          disabled={step === 0}
        >
          Back
        </Button>
        <DraftNote status={autosave.status} />
        <Button type="submit" disabled={busy}>
          {last ? (busy ? 'Saving…' : adding ? 'Add Product' : 'Update Product') : 'Next'}
        </Button>
      </div>
    </form>
  );
}

function StepIndicator({ step, onGo }: { step: number; onGo: (step: number) => void }) {
  return (
    <nav aria-label="Steps of the product form">
      <ol className="grid grid-cols-5 gap-1">
        {PRODUCT_FORM_STEPS.map((name, i) => (
          <li key={name} className="min-w-0">
            <button
              type="button"
              onClick={() => onGo(i)}
              aria-current={i === step ? 'step' : undefined}
              className={`flex w-full flex-col items-center gap-1 rounded-md px-1 py-2 text-center text-xs sm:text-sm ${
                i === step
                  ? 'bg-brand-700 font-semibold text-white'
                  : i < step
                    ? 'bg-brand-50 text-brand-900'
                    : 'bg-zinc-100 text-zinc-700'
              }`}
            >
              <span aria-hidden="true" className="font-bold">
                {i + 1}
              </span>
              <span className="break-words">{name}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DraftNote({ status }: { status: DraftStatus }) {
  const text =
    status.kind === 'saving'
      ? 'Saving draft…'
      : status.kind === 'saved'
        ? `Draft saved at ${formatTime(status.at)}`
        : status.kind === 'failed'
          ? status.message
          : '';
  return (
    <p
      className={`order-last w-full text-xs sm:order-none sm:w-auto ${status.kind === 'failed' ? 'text-red-700' : 'text-zinc-600'}`}
    >
      {text}
    </p>
  );
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
