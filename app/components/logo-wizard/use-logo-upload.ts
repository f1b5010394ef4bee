import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { cartApi, type LogoJson } from '~/lib/cart-api';
import type { WizardAction } from './wizard-state';

/**
 * Uploads the chosen file as soon as it is chosen (POST /api/logos), so its artwork facts come back and the wizard
 * shows the checks before the shopper adds to the cart: the result goes to the wizard's state (`uploaded`). Each
 * file is uploaded once: adding to the cart awaits the same upload (`uploadOf`) and names the logo by its id. A
 * refused upload is reported through `onError` and tried again when the cart add asks for it.
 */
export function useLogoUpload(
  file: File | null,
  dispatch: Dispatch<WizardAction>,
  onError: (error: unknown) => void,
) {
  const uploads = useRef(new Map<File, Promise<LogoJson>>());
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  const uploadOf = useCallback((chosen: File): Promise<LogoJson> => {
    let upload = uploads.current.get(chosen);
    if (!upload) {
      upload = cartApi.uploadLogo(chosen).then((r) => r.logo);
      upload.catch(() => uploads.current.delete(chosen));
      uploads.current.set(chosen, upload);
    }
    return upload;
  }, []);

  useEffect(() => {
    if (!file) return;
    // a file no longer chosen reports nothing
    let current = true;
    uploadOf(file).then(
      (logo) => current && dispatch({ type: 'uploaded', file, logo }),
      (error: unknown) => {
        if (!current) return;
        dispatch({ type: 'uploaded', file, logo: null });
        reportError.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [file, uploadOf, dispatch]);

  return uploadOf;
}
