import { ArrowLeft, FileText, ImageUp, Plus, Trash2, Type, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from '~/components/ui/toast';
import {
  LOGO_FONTS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from '../../../domain/catalogue';
import { formatPounds } from '../../../domain/money';
import { decorationBatchCharges, LOGO_APPLICATION_FEE, SETUP_FEE } from '../../../domain/pricing';
import { designKey, type LineDecoration, type LineItem } from '../../../domain/line-item';
import { MOCKUP_FONTS } from '../../../domain/mockup';
import type { PurchaseProduct } from '../../../domain/product';
import {
  LOGO_ACCEPT,
  LOGO_FORMATS_TEXT,
  LOGO_MAX_BYTES,
  LOGO_MAX_MB,
  LOGO_TOO_LARGE_MESSAGE,
} from '../../../domain/uploads';
import { TEXT_LOGO_MAX_LENGTH, LOGO_NOTES_MAX_LENGTH } from '../../../domain/cart-fields';
import { cartApi, CartRequestError, type DecorationPayload, type LogoJson } from '~/lib/cart-api';
import type { SelectedSize } from '~/components/product/size-picker';
import {
  GarmentMockupViews,
  type MockupDecoration,
  type MockupLogo,
  type MockupProduct,
} from '~/components/mockup/garment-mockup';
import { ArtworkChecks } from '~/components/line/artwork-findings';
import { useReturnFocus } from '~/components/ui/return-focus';
import { useRootData } from '~/root';
import { cn } from '~/lib/cn';
import type { ArtworkChoice } from '../../../domain/artwork-advice';
import type { ArtworkFacts } from '../../../domain/artwork-checks';
import { useLogoUpload } from './use-logo-upload';

type Step = 'method' | 'position' | 'type' | 'text' | 'upload';

const STEP_TITLES: Record<Step, string> = {
  method: 'Application Method',
  position: 'Choose Position',
  type: 'Add Your Logo',
  text: 'Text Logo',
  upload: 'Upload Your Logo',
};

const RASTER_PREVIEW = /\.(png|jpe?g|svg)$/i;

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** A design chosen in the wizard: typed text, a file to upload, or a logo uploaded before. */
type DraftDesign =
  | { kind: 'text'; text: string; font: LogoFont }
  | { kind: 'file'; file: File; preview: string | null }
  | { kind: 'logo'; logo: Pick<LogoJson, '_id' | 'name' | 'previewUrl' | 'setupPaid' | 'inCart'> };

/** One decoration chosen in the wizard: a method and a design at a position. */
interface Draft {
  position: LogoPosition;
  method: LogoMethod;
  design: DraftDesign;
}

function draftText(d: Draft): string {
  const design =
    d.design.kind === 'text'
      ? `text '${d.design.text}' in ${d.design.font}`
      : `logo ${d.design.kind === 'file' ? d.design.file.name : d.design.logo.name}`;
  return `${d.position}: ${d.method}, ${design}`;
}

function draftMockup(d: Draft): MockupDecoration {
  const logo: MockupLogo =
    d.design.kind === 'text'
      ? { kind: 'text', text: d.design.text, font: d.design.font }
      : d.design.kind === 'file'
        ? { kind: 'image', src: d.design.preview, name: d.design.file.name }
        : { kind: 'image', src: d.design.logo.previewUrl, name: d.design.logo.name };
  return { position: d.position, logo };
}

/** The cart line's decorations as drafts (a logo whose file is gone is left out: it cannot be sent again). */
function draftsOf(decorations: readonly LineDecoration[]): Draft[] {
  return decorations.flatMap((d): Draft[] =>
    d.design.kind === 'text'
      ? [
          {
            position: d.position,
            method: d.method,
            design: { kind: 'text', text: d.design.text, font: d.design.font },
          },
        ]
      : d.design.logo
        ? [
            {
              position: d.position,
              method: d.method,
              design: {
                kind: 'logo',
                logo: {
                  _id: d.design.logo.id,
                  name: d.design.logo.name,
                  previewUrl: d.design.logo.previewUrl,
                  setupPaid: d.design.logo.setupPaid,
                  inCart: true,
                },
              },
            },
          ]
        : [],
  );
}

/** A line of the cart whose logos the wizard changes (add a logo, or edit the one at `position`). */
export interface WizardLineTarget {
  line: LineItem;
  /** The decoration being edited; null adds one. */
  position: LogoPosition | null;
  onSaved: () => void;
}

/**
 * The logo wizard: method → position → text or upload, then "Add another position" for a further logo on the
 * same garments, and finally the garments are added ONCE per size with every decoration (uploads are stored
 * first through POST /api/logos). With `target`, the same steps change one decoration of a cart line. Radix's
 * dialog traps focus, closes on Escape and locks the page's scroll. The parent gives it a new key at every
 * opening, so each starts afresh at the first step.
 */
export function LogoWizard({
  open,
  onOpenChange,
  product,
  colour,
  sizes,
  onAdded,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: MockupProduct & Pick<PurchaseProduct, 'id' | 'price'>;
  colour: string;
  sizes: SelectedSize[];
  onAdded: (count: number) => void;
  target?: WizardLineTarget;
}) {
  const user = useRootData()?.user ?? null;
  const editing = target?.line.decorations.find((d) => d.position === target.position) ?? null;
  const editingDraft = editing ? draftsOf([editing])[0] : undefined;
  const [done, setDone] = useState<Draft[]>(() =>
    target ? draftsOf(target.line.decorations.filter((d) => d.position !== target.position)) : [],
  );
  const taken = new Set(done.map((d) => d.position));
  const firstFree = (list: readonly Draft[]) =>
    (['Large Front', ...LOGO_POSITIONS] as LogoPosition[]).find((p) => !list.some((d) => d.position === p)) ??
    null;
  const [step, setStep] = useState<Step>('method');
  const [history, setHistory] = useState<Step[]>([]);
  const [method, setMethod] = useState<LogoMethod | null>(editing?.method ?? 'Embroidery');
  const [position, setPosition] = useState<LogoPosition | null>(() => editing?.position ?? firstFree(done));
  const [textLine, setTextLine] = useState(
    editingDraft?.design.kind === 'text' ? editingDraft.design.text : '',
  );
  const [font, setFont] = useState<LogoFont>(
    editingDraft?.design.kind === 'text' ? editingDraft.design.font : 'Standard',
  );
  const [notes, setNotes] = useState(target?.line.notes ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [previousOpen, setPreviousOpen] = useState(false);
  const [previousLogos, setPreviousLogos] = useState<LogoJson[] | null>(null);
  const [previous, setPrevious] = useState<LogoJson | null>(
    editingDraft?.design.kind === 'logo'
      ? ({ ...editingDraft.design.logo, format: '', url: '', createdAt: '', artworkFacts: null } as LogoJson)
      : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = target ? target.line.quantity : sizes.reduce((n, s) => n + s.quantity, 0);
  const unitPrice = target ? target.line.unitPrice : product.price;
  const returnFocus = useReturnFocus();

  // pictures the browser can show are previewed straight from the chosen file
  const filePreview = useMemo(
    () => (file && RASTER_PREVIEW.test(file.name) ? URL.createObjectURL(file) : null),
    [file],
  );

  const go = (next: Step) => {
    setHistory((h) => [...h, step]);
    setStep(next);
    setError(null);
  };
  const back = () => {
    setStep(history.at(-1) ?? 'method');
    setHistory((h) => h.slice(0, -1));
    setError(null);
  };
  const fail = (message: string) => {
    setError(message);
    toast.error('Error', { description: message });
  };

  /** The decoration being made, once its design is chosen; null (with a message shown) when not ready. */
  function currentDraft(): Draft | null {
    if (!method) return (fail('Please select a printing method before finishing.'), null);
    if (!position) return (fail('Please select a logo position before finishing.'), null);
    if (step === 'text') {
      if (!textLine.trim()) return (fail('Please enter text for the logo.'), null);
      return { position, method, design: { kind: 'text', text: textLine.trim(), font } };
    }
    if (step === 'upload') {
      if (file) return { position, method, design: { kind: 'file', file, preview: filePreview } };
      if (previous) return { position, method, design: { kind: 'logo', logo: previous } };
      return (fail('Please upload a logo or select a previous logo before finishing.'), null);
    }
    return null;
  }

  function addAnotherPosition() {
    const draft = currentDraft();
    if (!draft) return;
    const next = [...done, draft];
    setDone(next);
    setPosition(firstFree(next));
    setTextLine('');
    setFile(null);
    setPrevious(null);
    setPreviousOpen(false);
    setHistory([]);
    setStep('method');
    setError(null);
  }

  function removeDone(at: LogoPosition) {
    setDone((list) => list.filter((d) => d.position !== at));
  }

  /** Gives every decoration as the cart API takes it, a new file named by the id its upload returned. */
  async function payloads(drafts: Draft[]): Promise<DecorationPayload[]> {
    const out: DecorationPayload[] = [];
    for (const d of drafts) {
      if (d.design.kind === 'text') {
        out.push({ position: d.position, method: d.method, textLine: d.design.text, font: d.design.font });
        continue;
      }
      const id = d.design.kind === 'file' ? (await upload.uploadOf(d.design.file))._id : d.design.logo._id;
      out.push({ position: d.position, method: d.method, logo: id });
    }
    return out;
  }

  async function finish() {
    const draft = currentDraft();
    if (!draft) return;
    const all = [...done, draft];
    if (!target) {
      if (sizes.length === 0) return fail('Please select at least one size before finishing.');
      if (!colour) return fail('Please select a color before finishing.');
    }
    setBusy(true);
    let added = 0;
    try {
      const decorations = await payloads(all);
      if (target) {
        await cartApi.setDecorations(target.line.id, { decorations, notes: notes.trim() });
        toast.success(editing ? 'Logo updated' : 'Logo added');
        target.onSaved();
        onOpenChange(false);
        return;
      }
      for (const s of sizes) {
        await cartApi.addDecorated({
          productId: product.id,
          size: s.size,
          color: colour,
          quantity: s.quantity,
          decorations,
          notes: notes.trim(),
        });
        added += s.quantity;
      }
      toast.success(`${all.length > 1 ? 'Logos' : 'Logo'} added to ${itemsText(added)}!`);
      onAdded(added);
      onOpenChange(false);
    } catch (e) {
      addFailed(e, added);
    } finally {
      setBusy(false);
    }
  }

  function addFailed(e: unknown, added: number) {
    if (added > 0) onAdded(added);
    if (e instanceof CartRequestError && e.needsLogin) {
      toast.error('Login Required', { description: 'Please login to add items to your cart.' });
      return;
    }
    const message = e instanceof CartRequestError ? e.message : 'An error occurred while adding to the cart.';
    setError(message);
    toast.error('Error', { description: message });
  }

  // the file is uploaded as soon as it is chosen, so its artwork checks show before the add
  const upload = useLogoUpload(file, (e) => addFailed(e, 0));
  const artworkFacts: ArtworkFacts | null = file
    ? (upload.logo?.artworkFacts ?? null)
    : (previous?.artworkFacts ?? null);
  const artworkChoices: ArtworkChoice[] = method && position ? [{ position, method }] : [];

  async function togglePrevious() {
    if (previousOpen) return setPreviousOpen(false);
    if (!user) return toast.error('Error', { description: 'User ID is missing! Please login.' });
    setFile(null);
    setPreviousOpen(true);
    try {
      setPreviousLogos((await cartApi.previousLogos()).logos);
    } catch {
      setPreviousLogos([]);
      toast.error('Error', { description: 'Error fetching previous logos. Please try again.' });
    }
  }

  function chooseFile(next: File | null) {
    setError(null);
    if (next && next.size > LOGO_MAX_BYTES) {
      setFile(null);
      return fail(LOGO_TOO_LARGE_MESSAGE);
    }
    setFile(next);
    if (next) {
      setPrevious(null);
      setPreviousOpen(false);
    }
  }

  // the decoration being made, as far as it is chosen (an empty box until its design is)
  const currentLogo: MockupLogo | null =
    step === 'text'
      ? textLine.trim()
        ? { kind: 'text', text: textLine.trim(), font }
        : null
      : step === 'upload'
        ? file
          ? { kind: 'image', src: filePreview, name: file.name }
          : previous
            ? { kind: 'image', src: previous.previewUrl, name: previous.name }
            : null
        : null;
  const current: Draft | null =
    method && position && currentLogo
      ? {
          position,
          method,
          design:
            currentLogo.kind === 'text'
              ? { kind: 'text', text: currentLogo.text, font: currentLogo.font }
              : file
                ? { kind: 'file', file, preview: filePreview }
                : { kind: 'logo', logo: previous! },
        }
      : null;
  const mockupDecorations: MockupDecoration[] = [
    ...done.map(draftMockup),
    ...(position ? [current ? draftMockup(current) : { position, logo: null }] : []),
  ];

  // the running price: every position's application fee and one setup per new design (domain/pricing)
  const priced = [...done, ...(current ? [current] : [])];
  const files = new Map<File, number>();
  const charges = decorationBatchCharges({
    quantity: count,
    decorations: priced.map((d) => ({
      position: d.position,
      designKey:
        d.design.kind === 'text'
          ? `text:${d.design.font}:${d.design.text}`
          : d.design.kind === 'file'
            ? `file:${files.get(d.design.file) ?? files.set(d.design.file, files.size).size - 1}`
            : `logo:${d.design.logo._id}`,
      isPreviousLogo: d.design.kind === 'logo' && d.design.logo.setupPaid,
    })),
    // a logo already in the cart has its setup fee counted there
    paidDesignKeys: new Set([
      ...priced.flatMap((d) =>
        d.design.kind === 'logo' && d.design.logo.inCart ? [`logo:${d.design.logo._id}`] : [],
      ),
      ...(target ? target.line.decorations.map((d) => designKey(d.design)) : []),
    ]),
  });
  const garments = unitPrice * count;
  const showBreakdown = step === 'text' || step === 'upload' || done.length > 0;
  const finishLabel = target
    ? busy
      ? 'Saving…'
      : 'Save Logos'
    : busy
      ? step === 'upload'
        ? 'Uploading…'
        : 'Adding…'
      : step === 'upload' && done.length === 0
        ? `Add ${count} ${count === 1 ? 'Item' : 'Items'}`
        : `Add ${count} ${count === 1 ? 'Item' : 'Items'} to Cart`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <header className="flex items-start justify-between gap-3 border-b border-zinc-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-900">{STEP_TITLES[step]}</Dialog.Title>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Chosen sizes">
                {(target ? [{ size: target.line.size, quantity: target.line.quantity }] : sizes).map((s) => (
                  <li
                    key={s.size}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                  >
                    {s.size} (Qty: {s.quantity})
                  </li>
                ))}
              </ul>
            </div>
            <Dialog.Close className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>

          <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto p-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <div className="mx-auto w-full max-w-64 md:max-w-none">
              <GarmentMockupViews
                product={product}
                colour={colour}
                decorations={mockupDecorations}
                size="lg"
                viewClassName="rounded-xl border border-zinc-200"
              />
              <p className="mt-2 text-center text-xs text-zinc-500">
                {product.title} · {colour}
                {position ? ` · ${position}` : ''}
              </p>
            </div>

            <div className="flex flex-col gap-4">
              {done.length > 0 && (
                <section aria-labelledby="wizard-chosen" className="rounded-lg border border-zinc-200 p-3">
                  <h3 id="wizard-chosen" className="text-sm font-semibold text-zinc-900" aria-live="polite">
                    Logos on {target ? 'this line' : 'these garments'}
                  </h3>
                  <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Chosen logos">
                    {done.map((d) => (
                      <li key={d.position} className="flex items-center justify-between gap-2">
                        <span className="min-w-0 break-words">{draftText(d)}</span>
                        <button
                          type="button"
                          onClick={() => removeDone(d.position)}
                          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                          aria-label={`Remove the ${d.position} logo`}
                        >
                          <Trash2 aria-hidden className="size-4" /> Remove
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              {step === 'method' && (
                <ChoiceGroup
                  legend="How should we apply your logo?"
                  options={LOGO_METHODS.map((m) => ({
                    value: m,
                    label: m,
                    hint:
                      m === 'Embroidery'
                        ? 'Stitched in thread: hard-wearing and premium.'
                        : 'Heat-applied vinyl print: sharp detail and bold colour.',
                    badge: m === 'Embroidery' ? 'Recommended' : undefined,
                  }))}
                  value={method}
                  onChange={(v) => setMethod(v as LogoMethod)}
                />
              )}

              {step === 'position' && (
                <>
                  <ChoiceGroup
                    legend="Where should the logo go?"
                    columns
                    options={LOGO_POSITIONS.map((p) => ({
                      value: p,
                      label: p,
                      disabled: taken.has(p),
                      hint: taken.has(p) ? 'Already has a logo' : undefined,
                    }))}
                    value={position}
                    onChange={(v) => setPosition(v as LogoPosition)}
                  />
                  <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                    This logo will be applied to all selected items. You can add more logos after the first
                    one.
                  </p>
                </>
              )}

              {step === 'type' && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <button type="button" onClick={() => go('text')} className={bigChoice}>
                    <Type aria-hidden className="size-7 text-brand-700" />
                    <span className="font-semibold">Text Logo</span>
                    <span className="text-xs text-zinc-600">Type your business name in a font.</span>
                  </button>
                  <button type="button" onClick={() => go('upload')} className={bigChoice}>
                    <ImageUp aria-hidden className="size-7 text-brand-700" />
                    <span className="font-semibold">Upload Your Logo</span>
                    <span className="text-xs text-zinc-600">
                      {LOGO_FORMATS_TEXT}. A logo you used before has no setup fee.
                    </span>
                  </button>
                </div>
              )}

              {step === 'text' && (
                <TextLogoForm
                  textLine={textLine}
                  onTextLine={setTextLine}
                  font={font}
                  onFont={setFont}
                  notes={notes}
                  onNotes={setNotes}
                />
              )}

              {step === 'upload' && (
                <UploadLogoForm
                  file={file}
                  onFile={chooseFile}
                  filePreview={filePreview}
                  previousOpen={previousOpen}
                  onTogglePrevious={togglePrevious}
                  previousLogos={previousLogos}
                  previous={previous}
                  onPrevious={setPrevious}
                  artwork={
                    <ArtworkChecks
                      facts={artworkFacts}
                      checking={file !== null && upload.checking}
                      choices={artworkChoices}
                    />
                  }
                />
              )}

              {showBreakdown && (
                <dl className="rounded-lg border border-zinc-200 p-3 text-sm" aria-label="Price breakdown">
                  <Row
                    label={`Garments (${itemsText(count)} × ${formatPounds(unitPrice)})`}
                    value={formatPounds(garments)}
                  />
                  {priced.map((d, i) => (
                    <Row
                      key={d.position}
                      label={`${d.position}: ${d.method} (${count} × ${formatPounds(LOGO_APPLICATION_FEE)})`}
                      value={formatPounds(charges.positions[i]!.application)}
                    />
                  ))}
                  <Row
                    label={
                      charges.newDesigns > 1
                        ? `Setup fees (${charges.newDesigns} new designs × ${formatPounds(SETUP_FEE)})`
                        : charges.setup || priced.length === 0
                          ? 'Setup fee (once per new design)'
                          : priced.every((d) => d.design.kind === 'logo' && d.design.logo.setupPaid)
                            ? 'Setup fee (logo used before)'
                            : 'Setup fee (already in your cart)'
                    }
                    value={charges.setup ? formatPounds(charges.setup) : priced.length ? 'Free' : '—'}
                  />
                  <Row label="Total" value={formatPounds(garments + charges.total)} strong />
                </dl>
              )}

              {(step === 'text' || step === 'upload') && (
                <button
                  type="button"
                  onClick={addAnotherPosition}
                  disabled={busy || taken.size + 1 >= LOGO_POSITIONS.length}
                  className="inline-flex h-11 items-center justify-center gap-2 self-start rounded-md border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <Plus aria-hidden className="size-4" /> Add another position
                </button>
              )}

              {error && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                  {error}
                </p>
              )}
            </div>
          </div>

          <footer className="flex items-center justify-between gap-3 border-t border-zinc-200 px-5 py-3">
            {step !== 'method' ? (
              <button
                type="button"
                onClick={back}
                className="inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <ArrowLeft aria-hidden className="size-4" /> Back
              </button>
            ) : (
              <span />
            )}
            {step === 'method' && (
              <button type="button" className={primary} disabled={!method} onClick={() => go('position')}>
                Next Step
              </button>
            )}
            {step === 'position' && (
              <button
                type="button"
                className={primary}
                disabled={!position || taken.has(position)}
                onClick={() => go('type')}
              >
                Next Step
              </button>
            )}
            {(step === 'text' || step === 'upload') && (
              <button type="button" className={primary} disabled={busy} onClick={finish}>
                {finishLabel}
              </button>
            )}
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const primary =
  'inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
const bigChoice =
  'flex flex-col items-center gap-2 rounded-xl border-2 border-zinc-200 p-5 text-center transition hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-700';

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-3 py-0.5',
        strong && 'mt-1 border-t border-zinc-200 pt-2 font-bold',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A radio group drawn as cards. */
function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  legend: string;
  options: { value: string; label: string; hint?: string; badge?: string; disabled?: boolean }[];
  value: string | null;
  onChange: (value: string) => void;
  columns?: boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900">{legend}</legend>
      <div className={cn('mt-2 grid gap-2', columns && 'sm:grid-cols-2')}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-zinc-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-zinc-50 has-disabled:text-zinc-500"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="flex items-center gap-2 font-medium text-zinc-900">
                {o.label}
                {o.badge && (
                  <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                    {o.badge}
                  </span>
                )}
              </span>
              {o.hint && <span className="text-sm text-zinc-600">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TextLogoForm(props: {
  textLine: string;
  onTextLine: (v: string) => void;
  font: LogoFont;
  onFont: (v: LogoFont) => void;
  notes: string;
  onNotes: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-zinc-900">
          Text line
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={props.textLine}
          onChange={(e) => props.onTextLine(e.target.value)}
          maxLength={TEXT_LOGO_MAX_LENGTH}
          placeholder="e.g. Bloggs & Sons Plumbing"
          className="mt-1 h-11 w-full rounded-md border border-zinc-300 px-3"
          autoComplete="off"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-zinc-900">Font style</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {LOGO_FONTS.map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-center gap-2 rounded-md border-2 border-zinc-200 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-font`}
                value={f}
                checked={props.font === f}
                onChange={() => props.onFont(f)}
                className="accent-brand-700"
              />
              <span style={{ fontFamily: MOCKUP_FONTS[f] }} className="text-base">
                {f}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-zinc-900">
          Additional notes <span className="font-normal text-zinc-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          value={props.notes}
          onChange={(e) => props.onNotes(e.target.value)}
          maxLength={LOGO_NOTES_MAX_LENGTH}
          rows={3}
          placeholder="Thread colour, size or anything we should know"
          className="mt-1 w-full rounded-md border border-zinc-300 px-3 py-2"
        />
      </div>
    </div>
  );
}

export function UploadLogoForm(props: {
  file: File | null;
  onFile: (f: File | null) => void;
  filePreview: string | null;
  previousOpen: boolean;
  onTogglePrevious: () => void;
  previousLogos: LogoJson[] | null;
  previous: LogoJson | null;
  onPrevious: (logo: LogoJson) => void;
  /** The artwork checks of the file or previous logo chosen (the wizard knows the positions and method). */
  artwork?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-file`} className="text-sm font-semibold text-zinc-900">
          Logo file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={LOGO_ACCEPT}
          onChange={(e) => props.onFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
        />
        <p className="mt-1 text-xs text-zinc-500">
          {LOGO_FORMATS_TEXT}, up to {LOGO_MAX_MB} MB.
        </p>
      </div>
      {props.file && (
        <div className="flex items-center gap-3 rounded-md border border-zinc-200 p-2">
          {props.filePreview ? (
            <img
              src={props.filePreview}
              alt="Your logo"
              className="size-14 rounded bg-zinc-50 object-contain"
            />
          ) : (
            <FileText aria-hidden className="size-10 text-zinc-500" />
          )}
          <span className="truncate text-sm">{props.file.name}</span>
        </div>
      )}
      {props.artwork}
      <button
        type="button"
        onClick={props.onTogglePrevious}
        disabled={props.file !== null}
        aria-expanded={props.previousOpen}
        className="self-start rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {props.previousOpen ? 'Hide Previous Logos' : 'Use Previous Logo'}
      </button>
      {props.previousOpen && (
        <div>
          {props.previousLogos === null ? (
            <p className="text-sm text-zinc-600">Loading your logos…</p>
          ) : props.previousLogos.length === 0 ? (
            <p className="text-sm text-zinc-600">You have not uploaded a logo yet.</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Previous logos">
              {props.previousLogos.map((logo) => (
                <li key={logo._id}>
                  <button
                    type="button"
                    onClick={() => props.onPrevious(logo)}
                    aria-pressed={props.previous?._id === logo._id}
                    title={logo.name}
                    className={cn(
                      'flex w-full flex-col items-center gap-1 rounded-md border-2 p-1.5 text-xs',
                      props.previous?._id === logo._id ? 'border-brand-700 bg-brand-50' : 'border-zinc-200',
                    )}
                  >
                    {logo.previewUrl ? (
                      <img
                        src={logo.previewUrl}
                        alt=""
                        className="aspect-square w-full object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <FileText aria-hidden className="aspect-square size-full p-3 text-zinc-500" />
                    )}
                    <span className="w-full truncate">{logo.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
