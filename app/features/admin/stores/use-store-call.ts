import { useRevalidator } from 'react-router';
import { useReauth } from '~/components/admin/reauth-dialog';

/**
 * A seller's call to the stores API from the batch page: when the server asks for the password again its dialog
 * takes it and the call is made again; once through, `then` runs (a toast) and the page reloads the batch. A
 * refusal is thrown to the caller. Render `reauthDialog` outside any form.
 */
export function useStoreCall() {
  const revalidator = useRevalidator();
  const reauth = useReauth();

  async function call<T>(request: () => Promise<T>, then: (result: T) => void): Promise<void> {
    let result: T;
    try {
      result = await request();
    } catch (e) {
      if (reauth.asked(e, () => call(request, then))) return;
      throw e;
    }
    then(result);
    await revalidator.revalidate();
  }

  return { call, reauthDialog: reauth.dialog };
}
