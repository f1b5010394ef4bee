import { ImageUp, Pencil, Type } from 'lucide-react';
import { useId } from 'react';
import { LOGO_METHODS, LOGO_POSITIONS, type LogoMethod, type LogoPosition } from '../../../domain/catalogue';
import { BUNDLE_SHOPPER_MESSAGES } from '../../../domain/bundles';
import { decorationPriceAt, positionSize } from '../../../domain/price-breaks';
import { decorationPricesText, priceEachText, setupFeeText } from '../../../domain/price-quotes';
import { LOGO_FORMATS_TEXT } from '../../../domain/uploads';
import { cn } from '~/lib/cn';
import type { LogoWizardControls } from './use-logo-wizard';
import { primaryButton, primaryIconButton, quietButton } from './wizard-frame';
import { takenPositions } from './wizard-state';

const METHOD_HINTS: Record<LogoMethod, string> = {
  Embroidery: 'Stitched in thread: hard-wearing and premium.',
  Print: 'Heat-applied vinyl print: sharp detail and bold colour.',
};

/** A large choice button without its border colour, which says whether it is chosen. */
const bigChoiceShape =
  'flex flex-col items-center gap-2 rounded-xl border-2 p-5 text-center transition hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-700';
const bigChoice = `${bigChoiceShape} border-zinc-200`;

/**
 * The single garment's first steps: the method as radio cards, one position (those with a logo disabled, the
 * others with their price per garment at this quantity, from the shop's decoration ladders), the design's type.
 */
export function GarmentChoiceSteps({
  wizard,
  quantity,
  positions = LOGO_POSITIONS,
}: {
  wizard: LogoWizardControls;
  quantity: number;
  /** The positions the product takes (domain/hi-vis): only the small ones on most hi-vis garments. */
  positions?: readonly LogoPosition[];
}) {
  const { state, dispatch, pricing } = wizard;
  const taken = takenPositions(state);
  const method = state.method;
  const priceAt = (p: LogoPosition) => {
    if (!method) return undefined;
    const at = decorationPriceAt(pricing, method, positionSize(p), quantity);
    return priceEachText(at.price, at.priceBreak, 'a garment');
  };
  return (
    <>
      {state.step === 'method' && (
        <ChoiceGroup
          legend="How should we apply your logo?"
          options={LOGO_METHODS.map((m) => ({
            value: m,
            label: m,
            hint: METHOD_HINTS[m],
            badge: m === 'Embroidery' ? 'Recommended' : undefined,
          }))}
          value={state.method}
          onChange={(v) => dispatch({ type: 'setMethod', method: v as LogoMethod })}
        />
      )}
      {state.step === 'position' && (
        <>
          <ChoiceGroup
            legend="Where should the logo go?"
            columns
            options={positions.map((p) => ({
              value: p,
              label: p,
              disabled: taken.has(p),
              hint: taken.has(p) ? 'Already has a logo' : priceAt(p),
            }))}
            value={state.positions[0] ?? null}
            onChange={(v) => dispatch({ type: 'setPosition', position: v as LogoPosition })}
          />
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            This logo will be applied to all selected items, at the price shown per garment, with{' '}
            {setupFeeText(pricing)}. You can add more logos after the first one.
          </p>
        </>
      )}
      {state.step === 'type' && (
        <DesignTypeChoice
          uploadLabel="Upload Your Logo"
          uploadHint={`${LOGO_FORMATS_TEXT}. A logo you used before has no setup fee.`}
          onChoose={wizard.go}
        />
      )}
    </>
  );
}

/**
 * The bundle's first steps: a button per method, which goes straight on (to the confirmation when a design and
 * its positions are kept), one or more positions as checkboxes, the design's type.
 */
export function BundleChoiceSteps({
  wizard,
  positions = LOGO_POSITIONS,
}: {
  wizard: LogoWizardControls;
  /** The positions every garment of the bundle takes (domain/hi-vis). */
  positions?: readonly LogoPosition[];
}) {
  const { state, dispatch } = wizard;
  const { step, design } = state;
  return (
    <>
      {step === 'method' && (
        <div role="group" aria-label="How should we apply your logo?" className="grid gap-3 sm:grid-cols-2">
          {LOGO_METHODS.map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => {
                dispatch({ type: 'setMethod', method: m });
                wizard.go(design && state.positions.length ? 'confirm' : 'position');
              }}
              aria-pressed={state.method === m}
              className={cn(
                bigChoiceShape,
                state.method === m ? 'border-brand-700 bg-brand-50' : 'border-zinc-200',
              )}
            >
              <span className="font-semibold">{m}</span>
              <span className="text-xs text-zinc-600">{METHOD_HINTS[m]}</span>
            </button>
          ))}
        </div>
      )}
      {step === 'method' && design && (
        <button type="button" onClick={() => wizard.go('position')} className={cn(quietButton, 'self-start')}>
          <Pencil aria-hidden className="size-4" /> Change positions or logo
        </button>
      )}
      {step === 'position' && (
        <fieldset>
          <legend className="text-sm font-semibold text-zinc-900">
            Where should the logo go? Choose one or more.
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {positions.map((p) => (
              <label
                key={p}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-zinc-200 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
              >
                <input
                  type="checkbox"
                  checked={state.positions.includes(p)}
                  onChange={(e) => dispatch({ type: 'togglePosition', position: p, on: e.target.checked })}
                  className="size-4 accent-brand-700"
                />
                <span className="font-medium text-zinc-900">{p}</span>
              </label>
            ))}
          </div>
          <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            The logo goes on every garment of the bundle at each position:{' '}
            {decorationPricesText(wizard.pricing)}.
          </p>
        </fieldset>
      )}
      {step === 'type' && (
        <DesignTypeChoice
          uploadLabel="Upload Logo"
          uploadHint="A logo you used before has no setup fee."
          onChoose={wizard.go}
        />
      )}
    </>
  );
}

/**
 * The single garment's Next Step, once a method, then a free position, is chosen. Each step has its own button,
 * not one reused: the button pressed leaves with its step.
 */
export function GarmentNextButtons({ wizard }: { wizard: LogoWizardControls }) {
  const { step, method, positions } = wizard.state;
  const position = positions[0] ?? null;
  return (
    <>
      {step === 'method' && (
        <button
          type="button"
          className={primaryButton}
          disabled={!method}
          onClick={() => wizard.go('position')}
        >
          Next Step
        </button>
      )}
      {step === 'position' && (
        <button
          type="button"
          className={primaryButton}
          disabled={!position || takenPositions(wizard.state).has(position)}
          onClick={() => wizard.go('type')}
        >
          Next Step
        </button>
      )}
    </>
  );
}

/** The bundle's Next Step from its positions, which says so when none is chosen. */
export function BundleNextButton({ wizard }: { wizard: LogoWizardControls }) {
  if (wizard.state.step !== 'position') return null;
  return (
    <button
      type="button"
      className={primaryIconButton}
      onClick={() =>
        wizard.state.positions.length ? wizard.go('type') : wizard.fail(BUNDLE_SHOPPER_MESSAGES.positions)
      }
    >
      Next Step
    </button>
  );
}

/** A text logo or an uploaded one. */
function DesignTypeChoice(props: {
  uploadLabel: string;
  uploadHint: string;
  onChoose: (type: 'text' | 'upload') => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <button type="button" onClick={() => props.onChoose('text')} className={bigChoice}>
        <Type aria-hidden className="size-7 text-brand-700" />
        <span className="font-semibold">Text Logo</span>
        <span className="text-xs text-zinc-600">Type your business name in a font.</span>
      </button>
      <button type="button" onClick={() => props.onChoose('upload')} className={bigChoice}>
        <ImageUp aria-hidden className="size-7 text-brand-700" />
        <span className="font-semibold">{props.uploadLabel}</span>
        <span className="text-xs text-zinc-600">{props.uploadHint}</span>
      </button>
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
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-zinc-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-zinc-50 has-disabled:text-zinc-500"
          >
            {/* named by its label (and badge); the hint (a price, "Already has a logo") describes it */}
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              aria-labelledby={`${name}-${i}`}
              aria-describedby={o.hint ? `${name}-${i}-hint` : undefined}
              className="mt-1 accent-brand-700"
            />
            <span className="flex flex-col">
              <span id={`${name}-${i}`} className="flex items-center gap-2 font-medium text-zinc-900">
                {o.label}
                {o.badge && (
                  <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                    {o.badge}
                  </span>
                )}
              </span>
              {o.hint && (
                <span id={`${name}-${i}-hint`} className="text-sm text-zinc-600">
                  {o.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
