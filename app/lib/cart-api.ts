import type { LogoFont, LogoMethod, LogoPosition } from '../../domain/catalogue';
import type { ArtworkFacts } from '../../domain/artwork-checks';
import type { LineDecoration } from '../../domain/line-item';
import { api } from './api';

/**
 * The cart's old name for a refusal, kept so callers written against it (`instanceof CartRequestError`,
 * `needsLogin`) need no change: every cart call goes through `api` and throws its `ApiError`.
 */
export { ApiError as CartRequestError } from './api';

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

/** One size of a garment with one logo on it: what both ways of adding a logo line send. */
interface LogoLineFields {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  method: LogoMethod;
  position: LogoPosition;
}

type AddResponse = { message: string; cartItem: CartItemJson; logoUrl: string | null };

export const cartApi = {
  addPlain: (item: { productId: string; size: string; color: string; finalQuantity: number }) =>
    api.post<AddResponse>('/cart', item),

  addTextLogo: (item: LogoLineFields & { textLine: string; font: LogoFont; notes: string }) =>
    api.post<AddResponse>('/cart', { _id: `${item.productId}-${item.size}`, ...item }),

  /** `logo` is the file (first size) or the URL of the logo already uploaded (later sizes, previous logos). */
  addUploadedLogo: (item: LogoLineFields & { logo: File | string; usePreviousLogo: boolean }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(item)) {
      if (value instanceof File) form.set(key, value, value.name);
      else form.set(key, String(value));
    }
    return api.post<AddResponse>('/cart', form);
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
    /** A name per garment (issue 32): `[{ size, name }]`, where, how, and the buyer's spelling tick. */
    names?: { size: string; name: string }[];
    namePosition?: LogoPosition;
    nameMethod?: LogoMethod;
    nameFont?: LogoFont;
    namesChecked?: boolean;
  }) => api.post<{ message: string; quantity: number; cartItems: CartItemJson[] }>('/cart/sizes', item),

  setQuantity: (id: string, quantity: number) =>
    api.put<{ updatedCart: CartItemJson }>(`/cart/quantity/${encodeURIComponent(id)}`, { quantity }),

  /** Stores a logo file for the customer; its id then names it in a decoration (POST /api/logos). */
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.set('logo', file, file.name);
    return api.post<{ logo: LogoJson }>('/logos', form);
  },

  /** Garments of one size with several decorations, one per position. */
  addDecorated: (item: {
    productId: string;
    size: string;
    color: string;
    quantity: number;
    decorations: DecorationPayload[];
    notes: string;
  }) => api.post<AddResponse>('/cart', item),

  /** Replaces a cart line's decorations (an empty list leaves a plain garment). */
  setDecorations: (id: string, body: { decorations: DecorationPayload[]; notes?: string }) =>
    api.put<{ updatedCart: CartItemJson }>(`/cart/${encodeURIComponent(id)}/decorations`, body),

  increase: (id: string) =>
    api.put<{ updatedCart: CartItemJson }>(`/cart/increase/${encodeURIComponent(id)}`),
  decrease: (id: string) =>
    api.put<{ updatedCart: CartItemJson }>(`/cart/decrease/${encodeURIComponent(id)}`),
  remove: (id: string) =>
    api.delete<{ deletedProduct: { _id: string } }>(`/cart/remove/${encodeURIComponent(id)}`),

  previousLogos: () => api.get<{ logos: LogoJson[] }>('/cart/get-cart-product-logs'),

  /** 200 for a logged-in customer, else an ApiError with status 401. */
  canAddLogo: () => api.get<{ ok: boolean }>('/cart/addlogo'),
};
