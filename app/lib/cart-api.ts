import type { LogoFont, LogoMethod, LogoPosition } from '../../domain/catalogue';
import type { ArtworkFacts } from '../../domain/artwork-checks';
import type { LineDecoration } from '../../domain/line-item';

/** A refusal from the cart API, with the server's message and status. */
export class CartRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CartRequestError';
  }
  /** The spec shows 'Login Required' when the message speaks of logging in. */
  get needsLogin() {
    return this.status === 401 || /unauthori[sz]ed|login/i.test(this.message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new CartRequestError('We could not reach the shop. Please check your connection.', 0);
  }
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok) throw new CartRequestError(body?.message ?? `HTTP error! Status: ${res.status}`, res.status);
  return body as T;
}

export interface CartItemJson {
  _id: string;
  productId: string;
  title: string;
  size: string;
  color: string;
  quantity: number;
  price: number;
  logo: string | null;
}

export interface LogoJson {
  _id: string;
  name: string;
  format: string;
  url: string;
  previewUrl: string | null;
  setupPaid: boolean;
  /** Already on a line in the cart, so its setup fee is counted once already. */
  inCart: boolean;
  createdAt: string;
  /** What the artwork checks read from the file (null when it could not be read). */
  artworkFacts: ArtworkFacts | null;
}

/** One decoration as the cart API takes it: a text logo, or the id of an uploaded logo. */
export type DecorationPayload =
  | { position: LogoPosition; method: LogoMethod; textLine: string; font: LogoFont }
  | { position: LogoPosition; method: LogoMethod; logo: string };

/** A line's decorations as the API takes them back (a logo whose file is gone cannot be sent again). */
export function decorationPayloads(decorations: readonly LineDecoration[]): DecorationPayload[] {
  return decorations.flatMap((d): DecorationPayload[] =>
    d.design.kind === 'text'
      ? [{ position: d.position, method: d.method, textLine: d.design.text, font: d.design.font }]
      : d.design.logo
        ? [{ position: d.position, method: d.method, logo: d.design.logo.id }]
        : [],
  );
}

type AddResponse = { message: string; cartItem: CartItemJson; logoUrl: string | null };

export const cartApi = {
  addPlain: (item: { productId: string; size: string; color: string; finalQuantity: number }) =>
    call<AddResponse>('/cart', { method: 'POST', body: JSON.stringify(item) }),

  addTextLogo: (item: {
    productId: string;
    size: string;
    color: string;
    quantity: number;
    method: LogoMethod;
    position: LogoPosition;
    textLine: string;
    font: LogoFont;
    notes: string;
  }) =>
    call<AddResponse>('/cart', {
      method: 'POST',
      body: JSON.stringify({ _id: `${item.productId}-${item.size}`, ...item }),
    }),

  /** `logo` is the file (first size) or the URL of the logo already uploaded (later sizes, previous logos). */
  addUploadedLogo: (item: {
    productId: string;
    size: string;
    color: string;
    quantity: number;
    method: LogoMethod;
    position: LogoPosition;
    logo: File | string;
    usePreviousLogo: boolean;
  }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(item)) {
      if (value instanceof File) form.set(key, value, value.name);
      else form.set(key, String(value));
    }
    return call<AddResponse>('/cart', { method: 'POST', body: form });
  },

  /**
   * Several sizes of one garment and colour at once (the size grid, or the logo wizard with the same decorations
   * on every size); all or nothing.
   */
  addSizes: (item: {
    productId: string;
    color: string;
    items: { size: string; quantity: number }[];
    decorations?: DecorationPayload[];
    notes?: string;
  }) =>
    call<{ message: string; quantity: number; cartItems: CartItemJson[] }>('/cart/sizes', {
      method: 'POST',
      body: JSON.stringify(item),
    }),

  setQuantity: (id: string, quantity: number) =>
    call<{ updatedCart: CartItemJson }>(`/cart/quantity/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: JSON.stringify({ quantity }),
    }),

  /** Stores a logo file for the customer; its id then names it in a decoration (POST /api/logos). */
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.set('logo', file, file.name);
    return call<{ logo: LogoJson }>('/logos', { method: 'POST', body: form });
  },

  /** Garments of one size with several decorations, one per position. */
  addDecorated: (item: {
    productId: string;
    size: string;
    color: string;
    quantity: number;
    decorations: DecorationPayload[];
    notes: string;
  }) => call<AddResponse>('/cart', { method: 'POST', body: JSON.stringify(item) }),

  /** Replaces a cart line's decorations (an empty list leaves a plain garment). */
  setDecorations: (id: string, body: { decorations: DecorationPayload[]; notes?: string }) =>
    call<{ updatedCart: CartItemJson }>(`/cart/${encodeURIComponent(id)}/decorations`, {
      method: 'PUT',
      body: JSON.stringify(body),
    }),

  increase: (id: string) =>
    call<{ updatedCart: CartItemJson }>(`/cart/increase/${encodeURIComponent(id)}`, { method: 'PUT' }),
  decrease: (id: string) =>
    call<{ updatedCart: CartItemJson }>(`/cart/decrease/${encodeURIComponent(id)}`, { method: 'PUT' }),
  remove: (id: string) =>
    call<{ deletedProduct: { _id: string } }>(`/cart/remove/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),

  previousLogos: () => call<{ logos: LogoJson[] }>('/cart/get-cart-product-logs'),

  /** 200 for a logged-in customer, else a CartRequestError with status 401. */
  canAddLogo: () => call<{ ok: boolean }>('/cart/addlogo'),
};
