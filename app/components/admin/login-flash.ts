import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';

/** The spec's 'Logged In!' toast after the seller's login, shown once on the page the login leads to. */
export const LOGGED_IN_MESSAGE = 'Logged In!';
const FLASH_COOKIE = 'seller_flash';

/** Set with the login's redirect: readable by the next page's script, gone after a minute if none reads it. */
export function loggedInFlashCookie(secure: boolean): string {
  return `${FLASH_COOKIE}=logged-in; Path=/; Max-Age=60; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Shows the toast once when the login's cookie is there, and clears it so a reload does not show it again. */
export function useLoginFlash() {
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${FLASH_COOKIE}=logged-in`)) return;
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    toast.success(LOGGED_IN_MESSAGE);
  }, []);
}
