import { ChevronDown, Minus, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  addSelectionColour,
  BUNDLE_SHOPPER_MESSAGES,
  changeQuantity,
  colourRefusalHolds,
  incrementBlocked,
  MAX_BUNDLE_COLOURS,
  removeSelectionColour,
  selectedCount,
  type SectionSelection,
} from '../../../domain/bundles';
import { LOW_STOCK_BELOW } from '../../../domain/product';
import { cn } from '~/lib/cn';
import { stockLeft, type BundlePageSection } from '~/lib/bundle-view';
import { LazyImage } from '~/components/lazy-image';

/**
 * The shopper's choice of garments: one collapsible section per product (a native <details>, so it opens and
 * closes before JavaScript too) with 'selected of required', a colour picker (up to MAX_BUNDLE_COLOURS) and per
 * colour each size with minus / quantity / plus. Every rule is domain/bundles' (the server checks them again).
 */
export function BundleSelection({
  sections,
  selections,
  onChange,
  disabled,
}: {
  sections: readonly BundlePageSection[];
  selections: readonly SectionSelection[];
  onChange: (index: number, next: SectionSelection) => void;
  /** Until the page hydrates the controls do nothing, so they say so. */
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      {sections.map((section, i) => (
        <SelectionSection
          key={section.position}
          index={i}
          section={section}
          selection={selections[i]!}
          onChange={(next) => onChange(i, next)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function SelectionSection({
  index,
  section,
  selection,
  onChange,
  disabled,
}: {
  index: number;
  section: BundlePageSection;
  selection: SectionSelection;
  onChange: (next: SectionSelection) => void;
  disabled: boolean;
}) {
  const id = useId();
  const count = selectedCount(selection);
  const full = count >= section.requiredQuantity;
  const offered = section.colours.filter((c) => !selection.colours.includes(c.hex));
  const [picked, setPicked] = useState('');
  // a refused colour change, shown only while it still holds: it clears once the shopper has fixed it
  const [refusal, setRefusal] = useState<{ problem: string; hex: string } | null>(null);
  const problem =
    refusal && colourRefusalHolds(selection, refusal.problem, refusal.hex) ? refusal.problem : null;
  const nameOf = (hex: string) => section.colours.find((c) => c.hex === hex)?.name ?? hex;

  function addColour() {
    const hex = picked || offered[0]?.hex;
    if (!hex) return;
    const result = addSelectionColour(selection, hex);
    setRefusal(result.problem ? { problem: result.problem, hex } : null);
    if (!result.problem) {
      onChange(result.selection);
      setPicked('');
    }
  }

  function removeColour(hex: string) {
    const result = removeSelectionColour(selection, hex);
    setRefusal(result.problem ? { problem: result.problem, hex } : null);
    if (!result.problem) onChange(result.selection);
  }

  return (
    <details open className="group rounded-xl border border-zinc-200 bg-white" data-section={index + 1}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-xl p-3 hover:bg-zinc-50 [&::-webkit-details-marker]:hidden">
        <LazyImage
          src={section.image}
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-md bg-zinc-100 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-medium text-zinc-600 uppercase">Product {index + 1}</span>
          <span className="block font-semibold text-zinc-900">{section.title}</span>
          <span
            className={cn(
              'mt-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums',
              full ? 'bg-emerald-100 text-emerald-900' : 'bg-brand-50 text-brand-900',
            )}
          >
            {count} of {section.requiredQuantity} selected
          </span>
        </span>
        <ChevronDown aria-hidden className="size-5 shrink-0 text-zinc-500 transition group-open:rotate-180" />
      </summary>

      <div className="flex flex-col gap-4 border-t border-zinc-200 p-3">
        {!section.available ? (
          <p className="text-sm font-semibold text-red-700">
            This product is no longer available, so the bundle cannot be bought.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-2">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <label htmlFor={`${id}-colour`} className="text-sm font-semibold text-zinc-900">
                  Colour for {section.title}
                </label>
                <select
                  id={`${id}-colour`}
                  value={picked}
                  onChange={(e) => setPicked(e.target.value)}
                  disabled={disabled || offered.length === 0}
                  className="mt-1 h-11 w-full rounded-md border border-zinc-300 bg-white px-3"
                  aria-describedby={`${id}-colour-hint`}
                >
                  <option value="">
                    {offered.length ? 'Choose a colour' : 'Every offered colour is chosen'}
                  </option>
                  {offered.map((c) => (
                    <option key={c.hex} value={c.hex}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                onClick={addColour}
                disabled={disabled || offered.length === 0}
                className="inline-flex h-11 items-center gap-1 rounded-md border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Plus aria-hidden className="size-4" /> Add colour
              </button>
              <p id={`${id}-colour-hint`} className="w-full text-xs text-zinc-600">
                Up to {MAX_BUNDLE_COLOURS} colours. A colour with quantities cannot be removed.
              </p>
            </div>

            {problem && (
              <p role="alert" className="rounded-md bg-amber-50 p-2 text-sm font-medium text-amber-900">
                {problem}
              </p>
            )}
            <p role="status" className={cn('text-sm font-semibold text-emerald-800', !full && 'sr-only')}>
              {full ? BUNDLE_SHOPPER_MESSAGES.maximum : ''}
            </p>

            {selection.colours.map((hex) => {
              const colour = section.colours.find((c) => c.hex === hex);
              const name = nameOf(hex);
              const inColour = Object.values(selection.quantities[hex] ?? {}).reduce((n, q) => n + q, 0);
              return (
                <fieldset key={hex} className="rounded-lg border border-zinc-200 p-3" disabled={disabled}>
                  <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-zinc-900">
                    <span
                      aria-hidden
                      className="size-4 rounded-full border border-zinc-300"
                      style={{ backgroundColor: colour?.hex ?? '#fff' }}
                    />
                    {name}
                    <span className="font-normal text-zinc-600">({inColour})</span>
                  </legend>
                  <div className="flex justify-end">
                    <button
                      type="button"
                      onClick={() => removeColour(hex)}
                      disabled={inColour > 0}
                      title={inColour > 0 ? BUNDLE_SHOPPER_MESSAGES.colourHasQuantities : undefined}
                      className="-mt-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-zinc-400 disabled:hover:bg-transparent"
                    >
                      <X aria-hidden className="size-4" /> Remove {name}
                    </button>
                  </div>
                  <div className="mt-1 grid gap-2 sm:grid-cols-2">
                    {section.sizes.map((size) => {
                      const left = stockLeft(section, hex, size);
                      const qty = selection.quantities[hex]?.[size] ?? 0;
                      const blocked = incrementBlocked(selection, section.requiredQuantity, hex, size, left);
                      const change = (delta: 1 | -1) =>
                        onChange(changeQuantity(selection, section.requiredQuantity, hex, size, delta, left));
                      return (
                        <div
                          key={size}
                          role="group"
                          aria-label={`${name}, size ${size}`}
                          data-size={size}
                          className="flex items-center justify-between gap-2 rounded-md bg-zinc-50 px-2 py-1"
                        >
                          <span className="min-w-0">
                            <span className="block font-medium text-zinc-900">{size}</span>
                            {left <= 0 ? (
                              <span className="block text-xs font-semibold text-red-700">Out of stock</span>
                            ) : left < LOW_STOCK_BELOW ? (
                              <span className="block text-xs font-semibold text-amber-800">
                                {BUNDLE_SHOPPER_MESSAGES.onlyLeft(left)}
                              </span>
                            ) : null}
                          </span>
                          <span className="flex items-center gap-1">
                            <button
                              type="button"
                              onClick={() => change(-1)}
                              disabled={qty === 0}
                              aria-label={`Remove one ${name} ${size}`}
                              className={stepper}
                            >
                              <Minus aria-hidden className="size-4" />
                            </button>
                            <output
                              aria-label={`${name} ${size} quantity`}
                              className="w-8 text-center font-semibold tabular-nums"
                            >
                              {qty}
                            </output>
                            <button
                              type="button"
                              onClick={() => change(1)}
                              disabled={blocked !== null}
                              aria-label={`Add one ${name} ${size}`}
                              className={stepper}
                            >
                              <Plus aria-hidden className="size-4" />
                            </button>
                          </span>
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
            {selection.colours.length === 0 && (
              <p className="text-sm text-zinc-600">
                Choose a colour to pick {section.requiredQuantity} {section.title} in your sizes.
              </p>
            )}
          </>
        )}
      </div>
    </details>
  );
}

const stepper =
  'inline-flex size-11 items-center justify-center rounded-md border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40';
