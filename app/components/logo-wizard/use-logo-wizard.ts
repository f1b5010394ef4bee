import { useReducer } from 'react';
import { toast } from '~/components/ui/toast';
import { cartApi, type DecorationPayload } from '~/lib/cart-api';
import { useDecorationPricing, useRootData } from '~/lib/use-root-data';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../../domain/uploads';
import { useLogoUpload } from './use-logo-upload';
import { wizardReducer, type Draft, type WizardState, type WizardStep } from './wizard-state';

// pictures the browser can show are previewed straight from the chosen file
const RASTER_PREVIEW = /\.(png|jpe?g|svg)$/i;

/**
 * What both logo wizards do alike around their state: the step's message (`fail`; the single-garment wizard
 * also toasts it), uploading a chosen file at once, and the design step's file and previous-logo choices.
 */
export function useLogoWizard(
  init: () => WizardState,
  options: { toastFailures: boolean; onUploadError: (error: unknown) => void },
) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, init);
  const user = useRootData()?.user ?? null;
  // the shop's decoration ladders and setup rule: the steps' sentences and the price breakdown state them
  const pricing = useDecorationPricing();
  const uploadOf = useLogoUpload(state.file?.file ?? null, dispatch, options.onUploadError);

  const fail = (message: string) => {
    dispatch({ type: 'fail', message });
    if (options.toastFailures) toast.error('Error', { description: message });
  };

  function chooseFile(file: File | null) {
    if (file && file.size > LOGO_MAX_BYTES) {
      dispatch({ type: 'chooseFile', file: null });
      return fail(LOGO_TOO_LARGE_MESSAGE);
    }
    const preview = file && RASTER_PREVIEW.test(file.name) ? URL.createObjectURL(file) : null;
    dispatch({ type: 'chooseFile', file: file && { kind: 'file', file, preview } });
  }

  async function togglePrevious() {
    if (state.previousOpen) return dispatch({ type: 'hidePrevious' });
    if (!user) return toast.error('Error', { description: 'User ID is missing! Please login.' });
    dispatch({ type: 'showPrevious' });
    try {
      dispatch({ type: 'previousLogos', logos: (await cartApi.previousLogos()).logos });
    } catch {
      dispatch({ type: 'previousLogos', logos: [] });
      toast.error('Error', { description: 'Error fetching previous logos. Please try again.' });
    }
  }

  /** Every decoration as the cart API takes it, a new file named by the id its upload returned. */
  async function payloadsOf(drafts: readonly Draft[]): Promise<DecorationPayload[]> {
    const out: DecorationPayload[] = [];
    for (const { position, method, design } of drafts) {
      if (design.kind === 'text') out.push({ position, method, textLine: design.text, font: design.font });
      else {
        const logo = design.kind === 'file' ? (await uploadOf(design.file))._id : design.id;
        out.push({ position, method, logo });
      }
    }
    return out;
  }

  const go = (step: WizardStep) => dispatch({ type: 'go', step });
  return { state, dispatch, go, fail, chooseFile, togglePrevious, payloadsOf, pricing };
}

export type LogoWizardControls = ReturnType<typeof useLogoWizard>;
