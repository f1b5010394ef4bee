import { ArrowLeft, ImageUp, Pencil, ShoppingCart, Type, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { BUNDLE_SHOPPER_MESSAGES, selectedCount, type SectionSelection } from '../../../domain/bundles';
import {
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from '../../../domain/catalogue';
import { formatPounds } from '../../../domain/money';
import { LOGO_APPLICATION_FEE, priceLine, SETUP_FEE, setupFeesFor } from '../../../domain/pricing';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../../domain/uploads';
import { cartApi, CartRequestError, type LogoJson } from '~/lib/cart-api';
import { ArtworkChecks } from '~/components/line/artwork-findings';
import { useLogoUpload } from '~/components/logo-wizard/use-logo-upload';
import { Row, TextLogoForm, UploadLogoForm } from '~/components/logo-wizard/logo-wizard';
import { GarmentMockupViews, type MockupLogo } from '~/components/mockup/garment-mockup';
import { useReturnFocus } from '~/components/ui/return-focus';
import { useRootData } from '~/root';
import { cn } from '~/lib/cn';
import { addBundleToCart, BundleCartError, type BundleDesign } from '~/lib/bundle-api';
import type { BundlePageData, BundlePageSection } from '~/lib/bundle-view';

type Step = 'method' | 'position' | 'type' | 'text' | 'upload' | 'confirm';

const STEP_TITLES: Record<Step, string> = {
  method: 'Application Method',
  position: 'Choose Positions',
  type: 'Add Your Logo',
  text: 'Text Logo',
  upload: 'Upload Your Logo',
  confirm: 'Confirm Your Design',
};

const RASTER_PREVIEW = /\.(png|jpe?g|svg)$/i;

function designText(d: BundleDesign): string {
  if (d.kind === 'text') return `Text '${d.text}' in ${d.font}`;
  return `Logo ${d.kind === 'file' ? d.file.name : d.name}`;
}

function mockupLogo(d: BundleDesign | null): MockupLogo | null {
  if (!d) return null;
  if (d.kind === 'text') return { kind: 'text', text: d.text, font: d.font };
  if (d.kind === 'file') return { kind: 'image', src: d.preview, name: d.file.name };
  return { kind: 'image', src: d.previewUrl, name: d.name };
}

/** A logo the customer uploaded (now or before) as the bundle's design. */
function logoDesign(logo: LogoJson): BundleDesign {
  return {
    kind: 'logo',
    id: logo._id,
    name: logo.name,
    previewUrl: logo.previewUrl,
    setupPaid: logo.setupPaid,
    inCart: logo.inCart,
    artworkFacts: logo.artworkFacts ?? null,
  };
}

/** Each garment of the bundle the shopper chose: a product in one of its chosen colours. */
function chosenGarments(sections: readonly BundlePageSection[], selections: readonly SectionSelection[]) {
  return sections.flatMap((section, i) => {
    const selection = selections[i]!;
    return selection.colours.flatMap((hex) => {
      const count = Object.values(selection.quantities[hex] ?? {}).reduce((n, q) => n + q, 0);
      if (count === 0) return [];
      const name = section.colours.find((c) => c.hex === hex)?.name ?? hex;
      const sizes = Object.entries(selection.quantities[hex] ?? {})
        .filter(([, q]) => q > 0)
        .map(([size, q]) => `${size} × ${q}`)
        .join(', ');
      return [{ key: `${section.productId}-${hex}`, section, colour: name, count, sizes }];
    });
  });
}

/**
 * The bundle logo wizard (spec § Bundle logo wizard): method → positions → Text Logo or Upload Logo → the form
 * → back at the method step with the design kept (choosing a method then goes straight on) → Confirm Your
 * Design with a mock-up of every garment and the price. Radix's dialog traps focus, closes on Escape and is
 * labelled by its step title. It stays mounted while closed, so closing keeps the choices and reopening starts
 * at the method step; the page gives it a new key after a bundle is added, which clears them.
 */
export function BundleLogoWizard({
  open,
  onOpenChange,
  bundle,
  sections,
  selections,
  onAdded,
  onLoginNeeded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bundle: BundlePageData['bundle'];
  sections: readonly BundlePageSection[];
  selections: readonly SectionSelection[];
  onAdded: () => void;
  onLoginNeeded: () => void;
}) {
  const user = useRootData()?.user ?? null;
  const [step, setStep] = useState<Step>('method');
  const [history, setHistory] = useState<Step[]>([]);
  const [method, setMethod] = useState<LogoMethod | null>(null);
  const [positions, setPositions] = useState<LogoPosition[]>([]);
  const [design, setDesign] = useState<BundleDesign | null>(null);
  // the form's fields, kept apart from the stored design until the shopper saves it
  const [textLine, setTextLine] = useState('');
  const [font, setFont] = useState<LogoFont>('Standard');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [previousOpen, setPreviousOpen] = useState(false);
  const [previousLogos, setPreviousLogos] = useState<LogoJson[] | null>(null);
  const [previous, setPrevious] = useState<LogoJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();
  // each new step is announced and starts the keyboard from its title (the pressed button is gone)
  const title = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    title.current?.focus();
  }, [step]);

  // closing keeps the design and positions, and the next opening starts at the method step
  const openChange = (next: boolean) => {
    if (!next) {
      setStep('method');
      setHistory([]);
      setError(null);
    }
    onOpenChange(next);
  };

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
  // the step's own messages show in the dialog; a refused add is also a toast
  const fail = (message: string) => setError(message);

  function chooseMethod(m: LogoMethod) {
    setMethod(m);
    // with a design (and its positions) kept, choosing a method goes on to the confirmation at once
    if (design && positions.length) go('confirm');
    else go('position');
  }

  function togglePosition(p: LogoPosition, on: boolean) {
    setPositions((list) => (on ? [...list, p] : list.filter((x) => x !== p)));
    setError(null);
  }

  function positionsNext() {
    if (positions.length === 0) return fail(BUNDLE_SHOPPER_MESSAGES.positions);
    go('type');
  }

  /** Keeps the form's design and goes back to the method step (spec step 5). */
  function saveDesign() {
    let next: BundleDesign;
    if (step === 'text') {
      if (!textLine.trim()) return fail(BUNDLE_SHOPPER_MESSAGES.text);
      next = { kind: 'text', text: textLine.trim(), font };
    } else {
      // a file already uploaded goes by its id; one still uploading (or refused) is sent with the bundle
      if (file) next = upload.logo ? logoDesign(upload.logo) : { kind: 'file', file, preview: filePreview };
      else if (previous) next = logoDesign(previous);
      else return fail(BUNDLE_SHOPPER_MESSAGES.upload);
    }
    setDesign(next);
    setHistory([]);
    setStep('method');
    setError(null);
  }

  // the file is uploaded as soon as it is chosen, so its artwork checks show before the add
  const upload = useLogoUpload(file, (e) => {
    if (e instanceof CartRequestError && e.needsLogin) return onLoginNeeded();
    fail(e instanceof CartRequestError ? e.message : BUNDLE_SHOPPER_MESSAGES.addFailed);
  });

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

  async function addToCart() {
    if (!method || !design || positions.length === 0) return fail(BUNDLE_SHOPPER_MESSAGES.completeDesign);
    setBusy(true);
    try {
      await addBundleToCart({
        bundleId: bundle.id,
        sections,
        selections,
        logo: { method, positions, design, notes },
      });
      onAdded();
    } catch (e) {
      const message = e instanceof BundleCartError ? e.message : BUNDLE_SHOPPER_MESSAGES.addFailed;
      fail(message);
      toast.error('Error', { description: message });
      if (e instanceof BundleCartError && e.status === 401) onLoginNeeded();
    } finally {
      setBusy(false);
    }
  }

  const garments = chosenGarments(sections, selections);
  const garmentCount = selections.reduce((n, s) => n + selectedCount(s), 0);
  const ordered = LOGO_POSITIONS.filter((p) => positions.includes(p));
  // the logo as far as it is chosen: the form's while it is open, else the design kept
  const formLogo: BundleDesign | null =
    step === 'text'
      ? textLine.trim()
        ? { kind: 'text', text: textLine.trim(), font }
        : null
      : step === 'upload'
        ? file
          ? { kind: 'file', file, preview: filePreview }
          : previous
            ? logoDesign(previous)
            : null
        : design;
  const drawn = mockupLogo(formLogo);
  // the artwork checks at every chosen position: of the form's logo while it is open, else of the design kept
  const artworkFacts =
    step === 'upload'
      ? file
        ? (upload.logo?.artworkFacts ?? null)
        : (previous?.artworkFacts ?? null)
      : design?.kind === 'logo'
        ? design.artworkFacts
        : null;
  const artworkChoices = method ? ordered.map((position) => ({ position, method })) : [];
  const artworkChecks = (
    <ArtworkChecks
      facts={artworkFacts}
      checking={step === 'upload' && file !== null && upload.checking}
      choices={artworkChoices}
    />
  );
  const decorations = ordered.map((position) => ({ position, logo: drawn }));
  const first = garments[0];

  // the price: the bundle, £5.50 per garment per position, and the setup once for a new design (domain/pricing)
  const pricedDecorations = design
    ? ordered.map(() => ({
        designKey:
          design.kind === 'text'
            ? `text:${design.font}:${design.text}`
            : design.kind === 'file'
              ? 'file'
              : `logo:${design.id}`,
        // a logo used on an earlier order, or already in the cart, pays no setup here
        isPreviousLogo: design.kind === 'logo' && (design.setupPaid || design.inCart),
      }))
    : [];
  const line = {
    unitPrice: bundle.price,
    quantity: 1,
    garmentsPerUnit: garmentCount,
    decorations: pricedDecorations,
  };
  const { logoCharge } = priceLine(line);
  const { setupFees } = setupFeesFor([line]);

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <header className="flex items-start justify-between gap-3 border-b border-zinc-200 px-5 py-4">
            <div>
              <Dialog.Title
                ref={title}
                tabIndex={-1}
                className="text-lg font-bold text-brand-900 focus:outline-none"
              >
                {STEP_TITLES[step]}
              </Dialog.Title>
              <p className="mt-1 text-sm text-zinc-600">
                {bundle.title} · {garmentCount} garments
              </p>
            </div>
            <Dialog.Close className="rounded-md p-2.5 text-zinc-500 hover:bg-zinc-100" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>

          {/* the confirmation has nothing to focus, so its scrolling area takes focus for the keyboard */}
          <div
            className="min-h-0 flex-1 overflow-y-auto p-5 focus-visible:outline-2 focus-visible:outline-brand-600"
            tabIndex={step === 'confirm' ? 0 : undefined}
          >
            {step === 'confirm' ? (
              <div className="flex flex-col gap-5">
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your garments">
                  {garments.map((g) => (
                    <li key={g.key} className="rounded-xl border border-zinc-200 p-2">
                      <GarmentMockupViews
                        product={g.section.product}
                        colour={g.colour}
                        decorations={decorations}
                        size="lg"
                        viewClassName="rounded-lg"
                      />
                      <p className="mt-2 text-sm font-semibold text-zinc-900">
                        {g.section.title} · {g.colour}
                      </p>
                      <p className="text-xs text-zinc-600">
                        {g.count} {g.count === 1 ? 'item' : 'items'}: {g.sizes}
                      </p>
                    </li>
                  ))}
                </ul>
                <div className="grid gap-4 md:grid-cols-2">
                  <dl className="rounded-lg border border-zinc-200 p-3 text-sm" aria-label="Your design">
                    <Row label="Method" value={method ?? '—'} />
                    <Row label="Positions" value={ordered.join(', ')} />
                    <Row label="Design" value={design ? designText(design) : '—'} />
                    {notes.trim() && <Row label="Notes" value={notes.trim()} />}
                  </dl>
                  <dl className="rounded-lg border border-zinc-200 p-3 text-sm" aria-label="Price breakdown">
                    <Row label="Bundle price" value={formatPounds(bundle.price)} />
                    <Row
                      label={`Logo (${garmentCount} garments × ${ordered.length} ${
                        ordered.length === 1 ? 'position' : 'positions'
                      } × ${formatPounds(LOGO_APPLICATION_FEE)})`}
                      value={formatPounds(logoCharge)}
                    />
                    <Row
                      label={
                        setupFees
                          ? 'Setup fee (new design)'
                          : design?.kind === 'logo' && !design.setupPaid
                            ? 'Setup fee (already in your cart)'
                            : 'Setup fee (logo used before)'
                      }
                      value={setupFees ? formatPounds(setupFees) : 'Free'}
                    />
                    <Row label="Total" value={formatPounds(bundle.price + logoCharge + setupFees)} strong />
                  </dl>
                </div>
                {artworkChecks}
              </div>
            ) : (
              <div className="grid gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
                <div className="mx-auto w-full max-w-64 md:max-w-none">
                  {first && (
                    <>
                      <GarmentMockupViews
                        product={first.section.product}
                        colour={first.colour}
                        decorations={decorations}
                        size="lg"
                        viewClassName="rounded-xl border border-zinc-200"
                      />
                      <p className="mt-2 text-center text-xs text-zinc-600">
                        {first.section.title} · {first.colour}
                      </p>
                    </>
                  )}
                </div>
                <div className="flex flex-col gap-4">
                  {design && (step === 'method' || step === 'position' || step === 'type') && (
                    <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
                      Your design: {designText(design)}
                      {ordered.length ? ` on ${ordered.join(', ')}` : ''}.{' '}
                      {step === 'method' ? 'Choose a method to confirm it.' : ''}
                    </p>
                  )}
                  {step === 'method' && (
                    <div
                      role="group"
                      aria-label="How should we apply your logo?"
                      className="grid gap-3 sm:grid-cols-2"
                    >
                      {LOGO_METHODS.map((m) => (
                        <button
                          key={m}
                          type="button"
                          onClick={() => chooseMethod(m)}
                          aria-pressed={method === m}
                          className={cn(
                            bigChoiceShape,
                            method === m ? 'border-brand-700 bg-brand-50' : 'border-zinc-200',
                          )}
                        >
                          <span className="font-semibold">{m}</span>
                          <span className="text-xs text-zinc-600">
                            {m === 'Embroidery'
                              ? 'Stitched in thread: hard-wearing and premium.'
                              : 'Heat-applied vinyl print: sharp detail and bold colour.'}
                          </span>
                        </button>
                      ))}
                    </div>
                  )}
                  {step === 'method' && design && (
                    <button type="button" onClick={() => go('position')} className={cn(quiet, 'self-start')}>
                      <Pencil aria-hidden className="size-4" /> Change positions or logo
                    </button>
                  )}

                  {step === 'position' && (
                    <fieldset>
                      <legend className="text-sm font-semibold text-zinc-900">
                        Where should the logo go? Choose one or more.
                      </legend>
                      <div className="mt-2 grid gap-2 sm:grid-cols-2">
                        {LOGO_POSITIONS.map((p) => (
                          <label
                            key={p}
                            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-zinc-200 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
                          >
                            <input
                              type="checkbox"
                              checked={positions.includes(p)}
                              onChange={(e) => togglePosition(p, e.target.checked)}
                              className="size-4 accent-brand-700"
                            />
                            <span className="font-medium text-zinc-900">{p}</span>
                          </label>
                        ))}
                      </div>
                      <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                        The logo goes on every garment of the bundle at each position:{' '}
                        {formatPounds(LOGO_APPLICATION_FEE)} per garment per position, and{' '}
                        {formatPounds(SETUP_FEE)} setup once for a new design.
                      </p>
                    </fieldset>
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
                        <span className="font-semibold">Upload Logo</span>
                        <span className="text-xs text-zinc-600">
                          A logo you used before has no setup fee.
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
                      artwork={artworkChecks}
                    />
                  )}
                </div>
              </div>
            )}
          </div>

          {/* the step's message sits above the buttons, in view however far the step scrolls */}
          {error && (
            <p role="alert" className="mx-5 mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <footer
            className={cn(
              'flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-5 py-3',
              step === 'method' ? 'hidden' : 'flex',
            )}
          >
            {step !== 'method' && step !== 'confirm' ? (
              <button type="button" onClick={back} className={quiet}>
                <ArrowLeft aria-hidden className="size-4" /> Back
              </button>
            ) : (
              <span />
            )}
            {step === 'position' && (
              <button type="button" className={primary} onClick={positionsNext}>
                Next Step
              </button>
            )}
            {(step === 'text' || step === 'upload') && (
              <button type="button" className={primary} onClick={saveDesign}>
                Save Design
              </button>
            )}
            {step === 'confirm' && (
              <div className="flex flex-1 flex-wrap justify-end gap-2">
                <button
                  type="button"
                  onClick={() => {
                    setHistory([]);
                    setStep('method');
                    setError(null);
                  }}
                  className={cn(quiet, 'border-2 border-brand-700')}
                >
                  <Pencil aria-hidden className="size-4" /> Edit Design
                </button>
                <button type="button" className={primary} disabled={busy} onClick={() => void addToCart()}>
                  <ShoppingCart aria-hidden className="size-4" /> {busy ? 'Adding…' : 'Add to Cart'}
                </button>
              </div>
            )}
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const primary =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
const quiet =
  'inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50';
/** A large choice button without its border colour, which says whether it is chosen. */
const bigChoiceShape =
  'flex flex-col items-center gap-2 rounded-xl border-2 p-5 text-center transition hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-700';
const bigChoice = `${bigChoiceShape} border-zinc-200`;
