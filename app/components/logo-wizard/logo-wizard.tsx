import { useEffect, useState } from 'react';
import { toast } from '~/components/ui/toast';
import type { LogoPosition } from '../../../domain/catalogue';
import { designKey, type LineItem } from '../../../domain/line-item';
import { namePricingOf, namesLabel } from '../../../domain/names';
import { garmentQuote } from '../../../domain/price-quotes';
import { allowedLogoPositions } from '../../../domain/hi-vis';
import type { PurchaseProduct } from '../../../domain/product';
import type { MockupProduct } from '~/components/mockup/garment-mockup';
import type { SelectedSize } from '~/components/product/size-picker';
import { cartApi, CartRequestError } from '~/lib/cart-api';
import { GarmentChoiceSteps, GarmentNextButtons } from './choice-steps';
import { HiVisNotice } from './hi-vis-notice';
import { DesignStep } from './logo-forms';
import { AddAnotherPosition, ChosenLogos, ChosenSizes, DraftPrices } from './review';
import { checkNames, initialWizardNames, namesMockup, type WizardNames } from './names-state';
import { NamesStep } from './names-step';
import { useLogoWizard } from './use-logo-wizard';
import { GarmentPreview, primaryButton, StepError, WizardFooter, WizardFrame } from './wizard-frame';
import * as W from './wizard-state';

const PROBLEMS: Record<W.DraftProblem, string> = {
  method: 'Please select a printing method before finishing.',
  position: 'Please select a logo position before finishing.',
  text: 'Please enter text for the logo.',
  upload: 'Please upload a logo or select a previous logo before finishing.',
};

const itemsOf = (n: number, noun = 'item') => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** A line of the cart whose logos the wizard changes (add a logo, or edit the one at `position`). */
export interface WizardLineTarget {
  line: LineItem;
  /** The decoration being edited; null adds one. */
  position: LogoPosition | null;
  onSaved: () => void;
}

/**
 * The logo wizard: method → position → text or upload, then "Add another position" for a further logo on the
 * same garments, and finally every size is added with every decoration in ONE request (POST /api/cart/sizes: all
 * of them or none; uploads are stored first through POST /api/logos). With `target`, the same steps change one
 * decoration of a cart line. The parent gives it a new key at every opening, so each starts at the first step.
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
  product: MockupProduct &
    Pick<PurchaseProduct, 'id' | 'price'> &
    Partial<Pick<PurchaseProduct, 'priceBreaks' | 'sizes' | 'hiVisLargeLogos'>>;
  colour: string;
  sizes: SelectedSize[];
  onAdded: (count: number) => void;
  target?: WizardLineTarget;
}) {
  const wizard = useLogoWizard(
    () => W.lineWizardState(target?.line ?? { decorations: [], notes: null }, target?.position ?? null),
    { toastFailures: true, onUploadError: (e) => addFailed(e) },
  );
  const { state, dispatch, fail } = wizard;
  const { step, method, drafts, busy } = state;
  const position = state.positions[0] ?? null;
  const taken = W.takenPositions(state);
  // a hi-vis garment takes only the small positions unless the seller allows large logos (domain/hi-vis)
  const allowed = allowedLogoPositions(product);
  useEffect(() => {
    if (!position || allowed.includes(position)) return;
    const free = allowed.find((p) => !taken.has(p));
    if (free) dispatch({ type: 'setPosition', position: free });
  });
  // names on garments (issue 32): offered when adding sizes, not when changing a cart line's logos
  const [names, setNames] = useState<WizardNames>(() => initialWizardNames());
  const namePricing = namePricingOf(wizard.pricing);
  const withNames = !target && names.on;
  // the logos' positions, the one being made included: the names go elsewhere
  const logoPositions = new Set([...taken, ...state.positions.slice(0, 1)]);
  const count = target ? target.line.quantity : sizes.reduce((n, s) => n + s.quantity, 0);
  // a cart line's garments keep the price each the cart charged; new ones reach their product's break together
  const garment = target
    ? { ...garmentQuote(target.line.unitPrice, [], count), priceBreak: target.line.priceBreak ?? null }
    : garmentQuote(product.price, product.priceBreaks ?? [], count);

  function addAnotherPosition() {
    const checked = W.checkDraft(state);
    if ('problem' in checked) return fail(PROBLEMS[checked.problem]);
    dispatch({ type: 'addDraft', draft: checked.draft });
  }

  async function finish() {
    const checked = W.checkDraft(state);
    if ('problem' in checked) return fail(PROBLEMS[checked.problem]);
    const all = [...drafts, checked.draft];
    if (!target) {
      if (sizes.length === 0) return fail('Please select at least one size before finishing.');
      if (!colour) return fail('Please select a color before finishing.');
    }
    const named = target
      ? { payload: null }
      : checkNames(names, sizes, namePricing, new Set(all.map((d) => d.position)));
    if ('problem' in named) return fail(named.problem);
    dispatch({ type: 'submitting' });
    try {
      const decorations = await wizard.payloadsOf(all);
      const notes = state.notes.trim();
      if (target) {
        await cartApi.setDecorations(target.line.id, { decorations, notes });
        const edited = target.line.decorations.some((d) => d.position === target.position);
        toast.success(edited ? 'Logo updated' : 'Logo added');
        target.onSaved();
      } else {
        await cartApi.addSizes({
          productId: product.id,
          color: colour,
          items: sizes,
          decorations,
          notes,
          ...named.payload,
        });
        const withNamesText = named.payload ? ` with ${namesLabel(named.payload.names.length)}` : '';
        toast.success(`${all.length > 1 ? 'Logos' : 'Logo'} added to ${itemsOf(count)}${withNamesText}!`);
        onAdded(count);
      }
      onOpenChange(false);
    } catch (e) {
      addFailed(e);
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  function addFailed(e: unknown) {
    if (e instanceof CartRequestError && e.needsLogin) {
      toast.error('Login Required', { description: 'Please login to add items to your cart.' });
      return;
    }
    fail(e instanceof CartRequestError ? e.message : 'An error occurred while adding to the cart.');
  }

  const current = W.currentDraft(state);
  const priced = current ? [...drafts, current] : drafts;
  const designing = step === 'text' || step === 'upload';
  const finishLabel = () => {
    if (target) return busy ? 'Saving…' : 'Save Logos';
    if (busy) return step === 'upload' ? 'Uploading…' : 'Adding…';
    return `Add ${itemsOf(count, 'Item')}${step === 'upload' && drafts.length === 0 ? '' : ' to Cart'}`;
  };

  return (
    <WizardFrame
      open={open}
      onOpenChange={onOpenChange}
      step={step}
      subtitle={
        <ChosenSizes sizes={target ? [{ size: target.line.size, quantity: target.line.quantity }] : sizes} />
      }
    >
      <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto p-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        {/* kept in sight beside a long names list, so the first name shows on it as it is typed */}
        <div className="mx-auto w-full max-w-64 md:sticky md:top-0 md:max-w-none md:self-start">
          <GarmentPreview
            product={product}
            colour={colour}
            decorations={[
              ...W.draftMockups(state),
              ...(withNames ? [namesMockup(names, logoPositions)].filter((m) => m !== null) : []),
            ]}
            caption={`${product.title} · ${colour}${position ? ` · ${position}` : ''}`}
            captionClassName="text-zinc-500"
          />
        </div>

        <div className="flex flex-col gap-4">
          {drafts.length > 0 && (
            <ChosenLogos
              drafts={drafts}
              onLine={Boolean(target)}
              onRemove={(at) => dispatch({ type: 'removeDraft', position: at })}
            />
          )}
          <HiVisNotice products={[product]} />
          <GarmentChoiceSteps wizard={wizard} quantity={count} positions={allowed} />
          {/* mounted on its steps only: leaving them removes the form first, so a narrow body starts again at its top */}
          {designing && (
            <DesignStep wizard={wizard} choices={method && position ? [{ position, method }] : []} />
          )}
          {designing && !target && (
            <NamesStep
              value={names}
              onChange={(next) => {
                setNames(next);
                dispatch({ type: 'clearError' });
              }}
              quantities={sizes}
              sizes={product.sizes?.map((s) => s.label) ?? sizes.map((s) => s.size)}
              pricing={namePricing}
              taken={logoPositions}
            />
          )}
          {(designing || drafts.length > 0) && (
            <DraftPrices
              names={withNames ? { count: names.names.length, price: namePricing.price } : null}
              drafts={priced}
              quantity={count}
              garment={garment}
              paidDesignKeys={target ? target.line.decorations.map((d) => designKey(d.design)) : []}
              pricing={wizard.pricing}
            />
          )}
          {designing && (
            <AddAnotherPosition
              onClick={addAnotherPosition}
              disabled={busy || allowed.filter((p) => !taken.has(p)).length <= 1}
            />
          )}
          {state.error && <StepError message={state.error} />}
        </div>
      </div>

      <WizardFooter
        className="flex items-center justify-between gap-3 border-t border-zinc-200 px-5 py-3"
        onBack={step === 'method' ? undefined : () => dispatch({ type: 'back' })}
      >
        <GarmentNextButtons wizard={wizard} />
        {designing && (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void finish()}>
            {finishLabel()}
          </button>
        )}
      </WizardFooter>
    </WizardFrame>
  );
}
