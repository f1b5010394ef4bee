import {
  BUNDLE_SHOPPER_MESSAGES,
  selectionItems,
  type BundleMethod,
  type BundleSectionRule,
  type SectionSelection,
} from '../../domain/bundles';
import { ApiError, api } from './api';
import type { ArtworkFacts } from '../../domain/artwork-checks';
import type { LogoFont, LogoPosition } from '../../domain/catalogue';

/** The logo a bundle carries: typed text, a new file (sent as multipart), or a logo uploaded before. */
export type BundleDesign =
  | { kind: 'text'; text: string; font: LogoFont }
  | { kind: 'file'; file: File; preview: string | null }
  | {
      kind: 'logo';
      id: string;
      name: string;
      previewUrl: string | null;
      setupPaid: boolean;
      /** Already on a line in the cart, whose setup fee counts it once. */
      inCart: boolean;
      /** What the artwork checks read from it (null when unknown). */
      artworkFacts: ArtworkFacts | null;
    };

export interface BundleOrder {
  bundleId: string;
  sections: readonly BundleSectionRule[];
  selections: readonly SectionSelection[];
  /** Null adds the bundle without a logo ('Not selected'). */
  logo: {
    method: 'Embroidery' | 'Print';
    positions: LogoPosition[];
    design: BundleDesign;
    notes: string;
  } | null;
}

/** A refusal, with what the shopper reads and whether they must log in again. */
export class BundleCartError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BundleCartError';
  }
}

/** The spec's bundleProducts: per product, its garments as { colour name: { size: quantity } }. */
export function bundleProducts(
  sections: readonly BundleSectionRule[],
  selections: readonly SectionSelection[],
) {
  const items = selectionItems(sections, selections);
  return sections.map((s) => {
    const sizesByColor: Record<string, Record<string, number>> = {};
    for (const item of items.filter((i) => i.productId === s.productId)) {
      const name = s.colours.find((c) => c.hex === item.colourHex)?.name ?? item.colourHex;
      (sizesByColor[name] ??= {})[item.size] = item.quantity;
    }
    return { id: s.productId, sizesByColor };
  });
}

/**
 * POST /api/cart/ with isBundle (domain/schemas/bundle-cart.ts): JSON, or multipart when a new logo file goes
 * with it. Throws a BundleCartError carrying the spec's message for the status.
 */
export async function addBundleToCart(order: BundleOrder): Promise<void> {
  const method: BundleMethod = order.logo?.method ?? 'Not selected';
  const fields: Record<string, unknown> = {
    isBundle: true,
    bundleId: order.bundleId,
    bundleProducts: bundleProducts(order.sections, order.selections),
    method,
  };
  let file: File | null = null;
  if (order.logo) {
    const { design } = order.logo;
    fields.position = order.logo.positions;
    if (order.logo.notes.trim()) fields.notes = order.logo.notes.trim();
    if (design.kind === 'text') Object.assign(fields, { textLine: design.text, font: design.font });
    else if (design.kind === 'logo') Object.assign(fields, { logo: design.id, usePreviousLogo: true });
    else file = design.file;
  }
  let body: FormData | Record<string, unknown> = fields;
  if (file) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    form.set('logo', file, file.name);
    body = form;
  }
  try {
    await api.post('/cart/', body);
  } catch (error) {
    throw bundleCartError(error);
  }
}

/** The spec's message for a refused add: the shared client's ApiError read as the bundle page words it. */
function bundleCartError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.isNetworkError) return new BundleCartError('Network error. Please check your connection.', 0);
  if (error.status === 401) return new BundleCartError(BUNDLE_SHOPPER_MESSAGES.sessionExpired, 401);
  if (error.status === 400)
    return new BundleCartError(error.serverMessage ?? BUNDLE_SHOPPER_MESSAGES.invalidData, 400);
  return new BundleCartError(BUNDLE_SHOPPER_MESSAGES.addFailed, error.status);
}
