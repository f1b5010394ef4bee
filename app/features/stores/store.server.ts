import type { AppLoadContext } from 'react-router';
import { serialize } from 'hono/utils/cookie';
import type { MemberStoreView, StoreGateView } from '../../../domain/team-store-view';
import { isAppError, STATUS_BY_CODE } from '../../../server/errors';
import {
  STORE_ACCESS_COOKIE,
  storeViewerFrom,
  withGrant,
  type StoreViewer,
} from '../../../server/services/stores/store-access';

/** How long a typed access code is remembered: a store's season, about half a year. */
const STORE_ACCESS_DAYS = 180;

/** Who looks at a store page: the signed-in customer and the codes their browser remembers. */
export async function pageStoreViewer(
  request: Request,
  context: AppLoadContext,
): Promise<{ viewer: StoreViewer; signedIn: boolean }> {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  return { viewer: storeViewerFrom(request.headers.get('Cookie'), user), signedIn: user !== null };
}

/** What the store page draws: the gate while the visitor has no access, else the store too. */
export type StorePageData =
  | { gate: StoreGateView; store: null; signedIn: boolean }
  | { gate: StoreGateView; store: MemberStoreView; signedIn: boolean };

/** The store page's data; null when there is no such store (the shop's 404 page). */
export async function storePageData(
  slug: string,
  request: Request,
  context: AppLoadContext,
): Promise<StorePageData | null> {
  const { stores } = context.app.services;
  const { viewer, signedIn } = await pageStoreViewer(request, context);
  const gate = await notFoundAsNull(stores.gate(slug, viewer));
  if (!gate) return null;
  if (!gate.granted) return { gate, store: null, signedIn };
  const store = await notFoundAsNull(stores.forMember(slug, viewer));
  return store ? { gate, store, signedIn } : { gate: { ...gate, granted: false }, store: null, signedIn };
}

async function notFoundAsNull<T>(promise: Promise<T | null>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** The `store_access` cookie with one more store's grant, as the access API sets it. */
export function storeAccessCookieHeader(request: Request, token: string, secure: boolean): string {
  const current = /(?:^|;\s*)store_access=([^;]*)/.exec(request.headers.get('Cookie') ?? '')?.[1];
  return serialize(STORE_ACCESS_COOKIE, withGrant(current && decodeURIComponent(current), token), {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: STORE_ACCESS_DAYS * 86_400,
  });
}

/**
 * The access code typed on the gate: the cookie that remembers it, or the service's refusal (a wrong code:
 * STORE_MESSAGES.wrongCode) as a message and status.
 */
export async function grantStoreCode(
  slug: string,
  code: string,
  request: Request,
  context: AppLoadContext,
): Promise<{ cookie: string } | { message: string; status: number }> {
  try {
    const token = await context.app.services.stores.grantCode(slug, code);
    return { cookie: storeAccessCookieHeader(request, token, context.secure) };
  } catch (error) {
    if (isAppError(error)) return { message: error.message, status: STATUS_BY_CODE[error.code] };
    throw error;
  }
}
