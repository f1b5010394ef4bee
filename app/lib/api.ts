/**
 * The browser's one client for the shop's API (`/api/...`): every call from a page goes through it, so the
 * credentials, the headers, the body encoding and what a refusal looks like are decided here once.
 *
 *   const { message } = await api.post<{ message: string }>('/auth/reauth', { password });
 *   const data = await api.get<OrderList>('/orders', { query: { page: 2, search } });
 *   await api.post('/logos', formData); // a FormData body goes as multipart
 *
 * A non-2xx answer, or no answer at all, throws an `ApiError`.
 */

/** What a refusal's message is when the server sent none (or the request never got an answer). */
const DEFAULT_MESSAGES: Record<number, string> = {
  0: 'We could not reach the shop. Please check your connection.',
  400: 'Please check the details and try again.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  409: 'That changed while you were looking. Please reload and try again.',
  413: 'That file is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
};
const SERVER_FAILURE = 'Something went wrong. Please try again.';

export function defaultApiMessage(status: number): string {
  return DEFAULT_MESSAGES[status] ?? (status >= 500 ? SERVER_FAILURE : `HTTP error! Status: ${status}`);
}

/** A refusal from the API (any non-2xx), or status 0 when the request got no answer (offline, blocked). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** The HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The answer's parsed JSON (`{ message, … }`), or null when it had none. */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** The server's own `message`, when the answer had one. */
  get serverMessage(): string | null {
    const message = isRecord(this.body) ? this.body.message : undefined;
    return typeof message === 'string' && message !== '' ? message : null;
  }

  /** True when the request never got an answer. */
  get isNetworkError() {
    return this.status === 0;
  }

  /** The visitor must log in (again): a 401, or a refusal that speaks of logging in (as the cart's did). */
  get needsLogin() {
    return this.status === 401 || /unauthori[sz]ed|login/i.test(this.serverMessage ?? '');
  }

  /** The server asks for the password again before a grave action (server/http/reauth.ts: 403 `reauth: true`). */
  get needsReauth() {
    return this.status === 403 && isRecord(this.body) && this.body.reauth === true;
  }

  /**
   * What to show a person: the server's message for a 4xx (written for people), else `fallback` (a 5xx's
   * message is not for them, and a network failure has none). The seller's pages' rule.
   */
  messageOr(fallback: string): string {
    return this.status >= 400 && this.status < 500 ? (this.serverMessage ?? fallback) : fallback;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  /** Search parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue> | URLSearchParams;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last save on `pagehide`). */
  keepalive?: boolean;
  headers?: Record<string, string>;
}

/** A JSON body (any serialisable value) or a FormData one (sent as multipart, for files). */
export type ApiBody = FormData | object | string | number | boolean | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `/cart` → `/api/cart`. A path given with its `/api` already, or a whole URL (a link's `href`), is left as it
 * is.
 */
export function apiUrl(path: string, query?: ApiOptions['query']): string {
  const whole = /^https?:\/\//i.test(path) || path === '/api' || /^\/api[/?]/.test(path);
  const base = whole ? path : `/api${path}`;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).flatMap(([key, value]) =>
            value === null || value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

async function send(method: string, path: string, body: ApiBody, options: ApiOptions): Promise<Response> {
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // the browser writes a multipart body's own Content-Type, with its boundary
    ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined || multipart ? body : JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // an abort is the caller's own doing: let it through as it is
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, defaultApiMessage(0));
  }
}

async function readJson(res: Response): Promise<unknown> {
  return res.json().catch(() => null);
}

async function request<T>(method: string, path: string, body: ApiBody, options: ApiOptions = {}): Promise<T> {
  const res = await send(method, path, body, options);
  const data = await readJson(res);
  if (!res.ok) throw refusal(res.status, data);
  return data as T;
}

function refusal(status: number, data: unknown): ApiError {
  const message = isRecord(data) ? data.message : undefined;
  return new ApiError(
    status,
    typeof message === 'string' && message !== '' ? message : defaultApiMessage(status),
    data,
  );
}

export const api = {
  get: <T = unknown>(path: string, options?: ApiOptions) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: ApiBody, options?: ApiOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: ApiBody, options?: ApiOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: ApiBody, options?: ApiOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: ApiOptions) => request<T>('DELETE', path, undefined, options),
  /** A file from the API (an invoice, a logo) as a Blob; a refusal throws an ApiError as the others do. */
  blob: (path: string, options?: ApiOptions): Promise<Blob> => fileRequest('GET', path, undefined, options),
  /** A file the API makes from a posted body (an export of chosen orders), as a Blob. */
  postBlob: (path: string, body?: ApiBody, options?: ApiOptions): Promise<Blob> =>
    fileRequest('POST', path, body, options),
};

async function fileRequest(method: string, path: string, body: ApiBody, options?: ApiOptions): Promise<Blob> {
  // a file's endpoint may answer JSON to a JSON Accept: ask for what it has, as a plain link does
  const res = await send(method, path, body, {
    ...options,
    headers: { Accept: '*/*', ...options?.headers },
  });
  if (!res.ok) throw refusal(res.status, await readJson(res));
  return res.blob();
}
