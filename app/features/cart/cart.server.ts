import type { AppLoadContext } from 'react-router';
import { isAppError, STATUS_BY_CODE } from '../../../server/errors';
import { cartCookieHeader } from '../../../server/http/session';
import type { CartOwner } from '../../../server/services/cart';

/** Whose cart a page's loader or action is about: the customer's when logged in, else the guest cookie's. */
export async function pageCartOwner(context: AppLoadContext): Promise<CartOwner> {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  return user ? { userId: user.id } : { guestToken: context.cartToken ?? null };
}

/** The headers of a page action that may have made a guest's cart: its cookie, as the API sets it. */
export function cartCookieHeaders(context: AppLoadContext, newGuestToken: string | null): Headers {
  const headers = new Headers();
  if (newGuestToken) headers.append('Set-Cookie', cartCookieHeader(newGuestToken, context.secure));
  return headers;
}

/** A service's refusal (stock, limits, not found) as a page action's message and status; anything else throws. */
export function cartRefusal(error: unknown): { message: string; status: number } {
  if (isAppError(error)) return { message: error.message, status: STATUS_BY_CODE[error.code] };
  throw error;
}
