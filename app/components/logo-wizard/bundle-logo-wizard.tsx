import { Pencil, ShoppingCart } from 'lucide-react';
import { toast } from '~/components/ui/toast';
import { BUNDLE_SHOPPER_MESSAGES, type SectionSelection } from '../../../domain/bundles';
import { allowedPositionsForAll } from '../../../domain/hi-vis';
import { addBundleToCart, BundleCartError } from '~/lib/bundle-api';
import type { BundlePageData, BundlePageSection } from '~/lib/bundle-view';
import { CartRequestError } from '~/lib/cart-api';
import { cn } from '~/lib/cn';
import { BundleChoiceSteps, BundleNextButton } from './choice-steps';
import { HiVisNotice } from './hi-vis-notice';
import { DesignStep } from './logo-forms';
import { BundleReview, chosenGarments, garmentCountOf, KeptDesign } from './review';
import { useLogoWizard } from './use-logo-wizard';
import {
  GarmentPreview,
  primaryIconButton,
  quietButton,
  StepError,
  WizardFooter,
  WizardFrame,
} from './wizard-frame';
import * as W from './wizard-state';

/**
 * The bundle logo wizard (spec § Bundle logo wizard): method → positions → Text Logo or Upload Logo → the form
 * → back at the method step with the design kept (choosing a method then goes straight on) → Confirm Your
 * Design with a mock-up of every garment and the price, and the whole bundle added in one request. It stays
 * mounted while closed, so closing keeps the choices and reopening starts at the method step; the page gives it a
 * new key after a bundle is added, which clears them.
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
  // the step's own messages show in the dialog; a refused add is also a toast
  const wizard = useLogoWizard(() => W.initialWizardState(), {
    toastFailures: false,
    onUploadError: (e) => {
      if (e instanceof CartRequestError && e.needsLogin) return onLoginNeeded();
      wizard.fail(e instanceof CartRequestError ? e.message : BUNDLE_SHOPPER_MESSAGES.addFailed);
    },
  });
  const { state, dispatch, fail } = wizard;
  const { step, method, design, busy } = state;
  function saveDesign() {
    const checked = W.checkDesign(state);
    if ('problem' in checked) return fail(BUNDLE_SHOPPER_MESSAGES[checked.problem]);
    dispatch({ type: 'saveDesign', design: checked.design });
  }

  async function addToCart() {
    if (!method || !design || state.positions.length === 0)
      return fail(BUNDLE_SHOPPER_MESSAGES.completeDesign);
    dispatch({ type: 'submitting' });
    try {
      const logo = { method, positions: state.positions, design, notes: state.notes };
      await addBundleToCart({ bundleId: bundle.id, sections, selections, logo });
      onAdded();
    } catch (e) {
      const message = e instanceof BundleCartError ? e.message : BUNDLE_SHOPPER_MESSAGES.addFailed;
      fail(message);
      toast.error('Error', { description: message });
      if (e instanceof BundleCartError && e.status === 401) onLoginNeeded();
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  const garments = chosenGarments(sections, selections);
  const garmentCount = garmentCountOf(selections);
  // a logo goes on every garment: a hi-vis one among them keeps it to the small positions (domain/hi-vis)
  const allowed = allowedPositionsForAll(sections.map((s) => s.product));
  const positions = allowed.filter((p) => state.positions.includes(p));
  // the logo as far as it is chosen: the form's while it is open, else the design kept
  const shown = step === 'text' || step === 'upload' ? W.formDesign(state) : design;
  const decorations = positions.map((position) => ({ position, logo: shown && W.mockupLogo(shown) }));
  const first = garments[0];

  return (
    <WizardFrame
      open={open}
      // closing keeps the design and positions, and the next opening starts at the method step
      onOpenChange={(next) => {
        if (!next) dispatch({ type: 'restart' });
        onOpenChange(next);
      }}
      step={step}
      bundle
      subtitle={
        <p className="mt-1 text-sm text-zinc-600">
          {bundle.title} · {garmentCount} garments
        </p>
      }
    >
      {/* the confirmation has nothing to focus, so its scrolling area takes focus for the keyboard */}
      <div
        className="min-h-0 flex-1 overflow-y-auto p-5 focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={step === 'confirm' ? 0 : undefined}
      >
        {step === 'confirm' ? (
          <BundleReview
            garments={garments}
            garmentCount={garmentCount}
            bundlePrice={bundle.price}
            decorations={decorations}
            method={method}
            positions={positions}
            design={design}
            notes={state.notes}
            pricing={wizard.pricing}
          />
        ) : (
          <div className="grid gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <div className="mx-auto w-full max-w-64 md:max-w-none">
              {first && (
                <GarmentPreview
                  product={first.section.product}
                  colour={first.colour}
                  decorations={decorations}
                  caption={`${first.section.title} · ${first.colour}`}
                  captionClassName="text-zinc-600"
                />
              )}
            </div>
            <div className="flex flex-col gap-4">
              {design && (step === 'method' || step === 'position' || step === 'type') && (
                <KeptDesign design={design} positions={positions} onMethodStep={step === 'method'} />
              )}
              {step === 'position' && <HiVisNotice products={sections.map((s) => s.product)} />}
              <BundleChoiceSteps wizard={wizard} positions={allowed} />
              {(step === 'text' || step === 'upload') && (
                <DesignStep
                  wizard={wizard}
                  choices={method ? positions.map((position) => ({ position, method })) : []}
                />
              )}
            </div>
          </div>
        )}
      </div>

      {/* the step's message sits above the buttons, in view however far the step scrolls */}
      {state.error && <StepError message={state.error} className="mx-5 mt-3" />}
      <WizardFooter
        className={cn(
          'flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-5 py-3',
          step === 'method' ? 'hidden' : 'flex',
        )}
        onBack={step === 'method' || step === 'confirm' ? undefined : () => dispatch({ type: 'back' })}
      >
        <BundleNextButton wizard={wizard} />
        {(step === 'text' || step === 'upload') && (
          <button type="button" className={primaryIconButton} onClick={saveDesign}>
            Save Design
          </button>
        )}
        {step === 'confirm' && (
          <div className="flex flex-1 flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => dispatch({ type: 'restart' })}
              className={cn(quietButton, 'border-2 border-brand-700')}
            >
              <Pencil aria-hidden className="size-4" /> Edit Design
            </button>
            <button
              type="button"
              className={primaryIconButton}
              disabled={busy}
              onClick={() => void addToCart()}
            >
              <ShoppingCart aria-hidden className="size-4" /> {busy ? 'Adding…' : 'Add to Cart'}
            </button>
          </div>
        )}
      </WizardFooter>
    </WizardFrame>
  );
}
