/**
 * The server's 403 for a grave action (refund, deleting a customer, a promo mail-out) when the password was
 * entered too long ago: useReauth asks for it and tries again.
 */
export class ReauthRequiredError extends Error {
  override name = 'ReauthRequiredError';
}

/** The API's answer `{ message, reauth: true }` (server/http/reauth.ts). */
export const needsReauth = (status: number, data: unknown) =>
  status === 403 && !!data && typeof data === 'object' && (data as { reauth?: unknown }).reauth === true;

/**
 * A call to the shop's API from the seller's pages, JSON or (for uploads) a FormData body sent as multipart: the
 * server's answer on success, or an Error whose message is the server's (a 400 names the problem) or `fallback`
 * when there is none (network, 500).
 */
export async function sellerApi<T extends { message?: string }>(
  path: string,
  init: { method: string; body?: unknown },
  fallback: string,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // the browser writes a multipart body's own Content-Type, with its boundary
        ...(init.body === undefined || init.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
    });
  } catch {
    throw new Error(fallback);
  }
  const data = (await res.json().catch(() => ({}))) as T;
  if (needsReauth(res.status, data)) throw new ReauthRequiredError(data.message ?? fallback);
  if (!res.ok) {
    // a 4xx message is written for people; a 5xx one is not shown
    throw new Error(res.status < 500 && typeof data.message === 'string' ? data.message : fallback);
  }
  return data;
}
