import { useRevalidator } from 'react-router';
import { useReauth } from '~/components/admin/reauth-dialog';

/**
 * A seller's call to the trade account API: when the server asks for the password again (a grave action after
 * 15 minutes) its dialog takes it and the call is made again; once it has gone through, `then` runs (a toast, a
 * form emptied) and the page reloads the account as it now stands. A refusal is thrown to the caller's form.
 * Render `reauthDialog` outside any form (its own form's submit would bubble up through React's tree).
 */
export function useTradeCall() {
  const revalidator = useRevalidator();
  const reauth = useReauth();

  async function call(request: () => Promise<unknown>, then: () => void): Promise<void> {
    try {
      await request();
    } catch (e) {
      if (reauth.asked(e, () => call(request, then))) return;
      throw e;
    }
    then();
    await revalidator.revalidate();
  }

  return { call, reauthDialog: reauth.dialog };
}
