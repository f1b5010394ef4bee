import type { ProductDraft } from '../../../../domain/product-draft';

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
  stockGrid: Record<string, Record<string, string>>;
  productTypes: string[];
  brand: string;
}

export const EMPTY_EDITOR: EditorState = {
  title: '',
  price: '',
  originalPrice: '',
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
  productTypes: [],
  brand: '',
};

export const STEPS = ['Basic Info', 'Images', 'Sizes', 'Colors', 'Categories'] as const;

/** A saved draft laid over where the editor starts (a blank form, or the product as saved). */
export function withDraft(base: EditorState, draft: ProductDraft): EditorState {
  const { step: _step, ...fields } = draft;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return { ...base, ...defined } as EditorState;
}

/** The typed price as pence, or null when it is not a price (empty, negative, not a number). */
export function pounds(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** The badge the shop shows when the original price is above the price: -25%. */
export function discountBadge(price: string, originalPrice: string): number | null {
  const now = pounds(price);
  const was = pounds(originalPrice);
  if (now === null || was === null || was <= now || was === 0) return null;
  return Math.round(((was - now) / was) * 100);
}

/** The multipart body of POST /api/products/add and PUT /api/products/update/{id}, the spec's fields. */
export function productFormData(s: EditorState): FormData {
  const form = new FormData();
  const json = (v: unknown) => JSON.stringify(v);
  form.set('title', s.title.trim());
  form.set('price', s.price.trim());
  form.set('originalPrice', s.originalPrice.trim());
  form.set('brand', s.brand);
  form.set('stock', s.stock);
  form.set('status', s.status);
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
  form.set('sizeImages', json({}));
  form.set('productType', json(s.productTypes));
  form.set('stockGrid', json(stockGridNumbers(s)));
  return form;
}

/** The stock grid as whole numbers for the colours and sizes still chosen (an empty box is 0). */
export function stockGridNumbers(s: EditorState): Record<string, Record<string, number>> {
  return Object.fromEntries(
    s.colours.map((c) => [
      c.hex,
      Object.fromEntries(
        s.sizes.map((size) => {
          const typed = s.stockGrid[c.hex]?.[size]?.trim() ?? '';
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
