import type { ProductDraft } from '../../../../../domain/product-draft';
import type { AdminProduct } from '../../../../../domain/product';
import type { VatRate } from '../../../../../domain/vat';
import { typedPriceBreaks, type TypedPriceBreak } from '../../../../../domain/price-ladder';
import {
  discountPercentOf,
  inSizeOrder,
  NO_COLOUR,
  parsePrice,
  type ProductFormValues,
} from '../../../../../domain/product-form';

export interface EditorColour {
  hex: string;
  name: string;
  image: string | null;
  backImage: string | null;
}

/** Everything the editor holds, as typed: prices and quantities are the text in their boxes. */
export interface EditorState {
  title: string;
  price: string;
  originalPrice: string;
  /** The quantity prices, row by row as typed. */
  priceBreaks: TypedPriceBreak[];
  description: string;
  stock: 'In Stock' | 'Out of Stock';
  status: 'draft' | 'published';
  frontImageUrl: string | null;
  backImageUrl: string | null;
  sideImageUrl: string | null;
  images: string[];
  sizeChartImageUrl: string | null;
  sizes: string[];
  colours: EditorColour[];
  /** The stock boxes as typed. */
  stockGrid: Record<string, Record<string, string>>;
  /** The stock as the editor loaded it: the base the seller's figures are edits against. */
  stockLoaded: Record<string, Record<string, number>>;
  productTypes: string[];
  brand: string;
  /** The product's VAT liability (issue 34). */
  vatRate: VatRate;
  /** On a hi-vis product: offer the large positions too. */
  hiVisLargeLogos: boolean;
  /** One garment's weight in grams as typed; empty: its garment type's default. */
  weightGrams: string;
}

export const EMPTY_EDITOR: EditorState = {
  title: '',
  price: '',
  originalPrice: '',
  priceBreaks: [],
  description: '',
  stock: 'In Stock',
  status: 'published',
  frontImageUrl: null,
  backImageUrl: null,
  sideImageUrl: null,
  images: [],
  sizeChartImageUrl: null,
  sizes: [],
  colours: [],
  stockGrid: {},
  stockLoaded: {},
  productTypes: [],
  brand: '',
  vatRate: 'standard',
  hiVisLargeLogos: false,
  weightGrams: '',
};

type StockEdits = NonNullable<ProductDraft['stockEdits']>;

/** The stock figures the seller changed from what the editor loaded (an empty box is 0), for the draft. */
export function stockEditsOf(s: EditorState): StockEdits {
  const edits: StockEdits = {};
  const entered = stockGridNumbers(s);
  for (const [key, cells] of Object.entries(entered))
    for (const [size, to] of Object.entries(cells)) {
      const from = s.stockLoaded[key]?.[size] ?? null;
      if (to !== (from ?? 0)) (edits[key] ??= {})[size] = { from, to: s.stockGrid[key]?.[size] ?? '' };
    }
  return edits;
}

/** What the draft keeps of the editor: every field as typed, and of the stock only the seller's edits. */
export function draftOf(s: EditorState, step: number): ProductDraft {
  const { stockGrid: _typed, stockLoaded: _loaded, ...fields } = s;
  return { ...fields, stockEdits: stockEditsOf(s), step };
}

/**
 * A saved draft laid over where the editor starts (a blank form, or the product as saved). Stock is never taken
 * from the draft: the boxes show the stock now, with the seller's edits on top, each still based on the figure
 * it was typed over (so saving refuses one whose stock moved since).
 */
export function withDraft(base: EditorState, draft: ProductDraft): EditorState {
  const { step: _step, stockEdits, ...fields } = draft;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const state = { ...base, ...defined } as EditorState;
  const stockGrid = Object.fromEntries(Object.entries(base.stockGrid).map(([k, v]) => [k, { ...v }]));
  const stockLoaded = Object.fromEntries(Object.entries(base.stockLoaded).map(([k, v]) => [k, { ...v }]));
  for (const [key, cells] of Object.entries(stockEdits ?? {}))
    for (const [size, edit] of Object.entries(cells)) {
      (stockGrid[key] ??= {})[size] = edit.to;
      if (edit.from === null) delete stockLoaded[key]?.[size];
      else (stockLoaded[key] ??= {})[size] = edit.from;
    }
  return { ...state, stockGrid, stockLoaded };
}

/**
 * The draft's stock edits whose figure moved since they were typed (a sale, another seller): "Navy, size S"
 * with the stock now, for the restored-draft notice.
 */
export function movedSinceDraft(
  base: EditorState,
  draft: ProductDraft,
): { key: string; size: string; name: string; now: number | null; was: number | null }[] {
  const names = new Map(base.colours.map((c) => [c.hex, c.name.trim() || c.hex]));
  return Object.entries(draft.stockEdits ?? {}).flatMap(([key, cells]) =>
    Object.entries(cells).flatMap(([size, edit]) => {
      const now = base.stockLoaded[key]?.[size] ?? null;
      return now === edit.from ? [] : [{ key, size, name: names.get(key) ?? '', now, was: edit.from }];
    }),
  );
}

/** The badge the shop shows when the original price is above the price: 25 for -25%. */
export function discountBadge(price: string, originalPrice: string): number | null {
  const now = parsePrice(price);
  const was = parsePrice(originalPrice);
  return now === null || was === null ? null : discountPercentOf(now, was);
}

/** The editor's state as the product form's values, for the spec's checks (the same ones the API runs). */
export function formValues(s: EditorState): ProductFormValues {
  return {
    title: s.title,
    price: s.price,
    originalPrice: s.originalPrice,
    priceBreaks: s.priceBreaks,
    description: s.description,
    stockStatus: s.stock,
    status: s.status,
    vatRate: s.vatRate,
    hiVisLargeLogos: s.hiVisLargeLogos,
    weightGrams: s.weightGrams,
    brand: s.brand,
    productTypes: s.productTypes,
    sizes: s.sizes,
    colours: s.colours.map((c) => ({
      hex: c.hex,
      name: c.name,
      image: c.image ?? '',
      backImage: c.backImage ?? '',
    })),
    frontImage: s.frontImageUrl ?? '',
    backImage: s.backImageUrl ?? '',
    sideImage: s.sideImageUrl ?? '',
    images: s.images,
    sizeChartImage: s.sizeChartImageUrl ?? '',
    stock: stockGridNumbers(s),
  };
}

/** The multipart body of POST /api/products/add and PUT /api/products/update/{id}, the spec's fields. */
export function productFormData(s: EditorState): FormData {
  const form = new FormData();
  const json = (v: unknown) => JSON.stringify(v);
  form.set('title', s.title.trim());
  form.set('price', s.price.trim());
  form.set('originalPrice', s.originalPrice.trim());
  form.set(
    'priceBreaks',
    json(s.priceBreaks.map((b) => ({ minQuantity: b.minQuantity.trim(), price: b.price.trim() }))),
  );
  form.set('brand', s.brand);
  form.set('stock', s.stock);
  form.set('status', s.status);
  form.set('vatRate', s.vatRate);
  form.set('hiVisLargeLogos', String(s.hiVisLargeLogos && s.productTypes.includes('hi-vis')));
  form.set('weightGrams', s.weightGrams.trim());
  form.set('description', s.description);
  form.set('colors', json(s.colours.map((c) => c.hex)));
  form.set('colorNames', json(s.colours.map((c) => c.name.trim())));
  form.set('colorImages', json(s.colours.map((c) => c.image ?? '')));
  form.set('colorBackImages', json(s.colours.map((c) => c.backImage ?? '')));
  form.set('frontImageUrl', s.frontImageUrl ?? '');
  form.set('backImageUrl', s.backImageUrl ?? '');
  form.set('sideImageUrl', s.sideImageUrl ?? '');
  form.set('images', json(s.images));
  form.set('sizeChartImageUrl', s.sizeChartImageUrl ?? '');
  form.set('sizes', json(s.sizes));
  // sizeImages is not sent: the editor does not edit them, so the product keeps its own
  form.set('productType', json(s.productTypes));
  form.set('stockGrid', json(stockGridNumbers(s)));
  form.set('stockLoaded', json(s.stockLoaded));
  return form;
}

/** The stock grid's rows: one per colour, or one for the product when it has no colours. */
export function stockRows(s: EditorState): { key: string; name: string }[] {
  return s.colours.length
    ? s.colours.map((c) => ({ key: c.hex, name: c.name.trim() || c.hex }))
    : [{ key: NO_COLOUR, name: 'All colours' }];
}

/** The stock grid as whole numbers for the colours and sizes still chosen (an empty box is 0). */
export function stockGridNumbers(s: EditorState): Record<string, Record<string, number>> {
  return Object.fromEntries(
    stockRows(s).map((c) => [
      c.key,
      Object.fromEntries(
        s.sizes.map((size) => {
          const typed = s.stockGrid[c.key]?.[size]?.trim() ?? '';
          return [size, /^\d+$/.test(typed) ? Number(typed) : 0];
        }),
      ),
    ]),
  );
}

/** Moves item `from` to `to` in a copy of the list. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

const poundsText = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** Where editing a saved product starts: its values as the editor's boxes hold them. */
export function editorStateOf(p: AdminProduct): EditorState {
  return {
    title: p.title,
    price: poundsText(p.price),
    originalPrice: poundsText(p.originalPrice),
    priceBreaks: typedPriceBreaks(p.priceBreaks),
    description: p.description,
    stock: p.stockStatus,
    status: p.status,
    frontImageUrl: p.frontImage || null,
    backImageUrl: p.backImage || null,
    sideImageUrl: p.sideImage || null,
    images: p.images,
    sizeChartImageUrl: p.sizeChartImage || null,
    sizes: inSizeOrder(p.sizes.map((s) => s.label)),
    colours: p.colours.map((c) => ({
      hex: c.hex,
      name: c.name,
      image: c.image || null,
      backImage: c.backImage ?? null,
    })),
    stockGrid: Object.fromEntries(
      Object.entries(p.stock).map(([key, cells]) => [
        key,
        Object.fromEntries(Object.entries(cells).map(([size, qty]) => [size, String(qty)])),
      ]),
    ),
    stockLoaded: p.stock,
    productTypes: p.productTypes,
    brand: p.brand?.slug ?? '',
    vatRate: p.vatRate,
    hiVisLargeLogos: p.hiVisLargeLogos ?? false,
    weightGrams: p.weightGrams === null ? '' : String(p.weightGrams),
  };
}
