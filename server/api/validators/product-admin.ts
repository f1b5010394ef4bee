import { z } from '@hono/zod-openapi';
import {
  MAX_PRICE_POUNDS,
  NO_COLOUR,
  PRODUCT_STATUSES,
  STOCK_STATUSES,
  type ProductFormValues,
} from '../../../domain/product-form';
import { VAT_RATES } from '../../../domain/vat';

const ImageFile = z.file().openapi({ type: 'string', format: 'binary' });
/**
 * A text field. `limits` only document what the form's own checks (domain/product-form) refuse with the spec's
 * messages, so the document and the answers agree.
 */
const text = (description: string, limits: Record<string, unknown> = {}) =>
  z
    .string()
    .optional()
    .openapi({ description, ...limits });
const json = (description: string) =>
  z
    .string()
    .optional()
    .openapi({ description: `JSON: ${description}` });

const POUNDS = { pattern: '^£?[0-9]+(\\.[0-9]{1,2})?$', maxLength: 12 };

/**
 * POST /products/add and PUT /products/update/{id}, multipart as the spec names the fields (lists and maps as
 * JSON text). Pictures are sent first to POST /products/images and named here by URL; `frontImage` and
 * `sizeChartImage` may also be the file itself. On update, a field left out keeps what the product has (a
 * picture not sent again stays; no stock grid leaves the stock as it is).
 */
const ProductFormFields = z.object({
  title: text('The title', { minLength: 1, maxLength: 200 }),
  price: text(`Pounds, more than 0 and at most ${MAX_PRICE_POUNDS}, e.g. 12.99`, POUNDS),
  originalPrice: text(
    'Pounds before the discount (optional, not below the price); above the price it shows the discount badge',
    POUNDS,
  ),
  priceBreaks: json(
    'list of quantity prices {minQuantity, price}: from minQuantity garments (2 to 10,000, rising) the price each in pounds (falling, below price), at most 8; [] for one price',
  ),
  description: text('The description', { minLength: 1, maxLength: 10_000 }),
  brand: text('A brand slug or name: one of GET /products/brands', { minLength: 1, maxLength: 80 }),
  stock: text('The stock switch (default In Stock)', { enum: [...STOCK_STATUSES] }),
  status: text('A draft is not in the shop (default published)', { enum: [...PRODUCT_STATUSES] }),
  vatRate: text(
    "The product's VAT liability (default standard); charged only once the shop is VAT registered",
    {
      enum: [...VAT_RATES],
    },
  ),
  hiVisLargeLogos: text(
    'On a hi-vis product, true offers the large front and back positions too (default false: they can lower its EN ISO 20471 class)',
    { enum: ['true', 'false'] },
  ),
  weightGrams: text(
    "One garment's packed weight in whole grams, 1 to 30,000, for carriers' exports (Click & Drop); empty: its garment type's default",
  ),
  colors: json('list of hex colours, e.g. ["#1a2b3c"]'),
  colorNames: json("list of the colours' names, parallel to colors"),
  colorImages: json("list of the colours' picture URLs, parallel to colors"),
  colorBackImages: json("list of the colours' back picture URLs, parallel to colors"),
  frontImage: z
    .union([ImageFile, z.string()])
    .optional()
    .openapi({ description: 'The front picture file (or use frontImageUrl)' }),
  frontImageUrl: text('The front picture, uploaded before'),
  backImageUrl: text('The back picture'),
  sideImageUrl: text('The side picture'),
  images: json('list of extra picture URLs, in order'),
  sizeChartImage: z
    .union([ImageFile, z.string()])
    .optional()
    .openapi({ description: 'The size chart file (or use sizeChartImageUrl)' }),
  sizeChartImageUrl: text('The size chart picture, uploaded before'),
  sizes: json('list of size labels (or {size, stock} objects), at least one, at most 60'),
  sizeImages: json('map from size label to a picture URL'),
  productType: json('list of product type slugs, at least one (a bare slug is a list of one)'),
  stockGrid: json(
    `map from colour hex (or "${NO_COLOUR}") to a map from size to units. On update a cell left out keeps its stock, and without the field every cell does (a new colour or size starts at 0)`,
  ),
  stockLoaded: json(
    "the stock grid as the editor loaded it (update only). With it, stockGrid is read as the seller's edits: an unchanged figure is left as it is now, and a changed one whose stock moved meanwhile refuses the save with 409 and `stockConflicts`",
  ),
});

/** A picture given as the file or as the URL of one uploaded before: one of the two is required on add. */
const oneOf = (file: string, url: string) => ({ anyOf: [{ required: [file] }, { required: [url] }] });

/** Adding a product: the fields the spec's checks ask for are required (missing: 400 with the spec's message). */
export const ProductFormDataSchema = ProductFormFields.openapi('ProductForm', {
  required: ['title', 'price', 'description', 'brand', 'sizes', 'productType'],
  allOf: [oneOf('frontImage', 'frontImageUrl'), oneOf('sizeChartImage', 'sizeChartImageUrl')],
});

/** Updating a product: every field is optional; one left out keeps the product's value. */
export const ProductUpdateFormDataSchema = ProductFormFields.openapi('ProductUpdateForm', {
  description:
    'The fields of ProductForm, each optional: a field left out keeps what the product has (pictures, stock included).',
});

export type ProductFormData = z.output<typeof ProductFormFields>;

class FieldError extends Error {}

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new FieldError(`${name} must be JSON`);
  }
}

function list(name: string, raw: string | undefined): unknown[] {
  const value = parseJson(name, raw);
  if (value === undefined) return [];
  // a lone value is a list of one (a client that sends productType=polo)
  return Array.isArray(value) ? value : [value];
}

function textList(name: string, raw: string | undefined): string[] {
  return list(name, raw).map((v) => {
    if (typeof v !== 'string') throw new FieldError(`${name} must be a JSON list of text`);
    return v;
  });
}

/** The quantity prices as rows; each row's figures are checked with the ladder (domain/price-breaks). */
function priceBreakRows(raw: string | undefined): ProductFormValues['priceBreaks'] {
  return list('priceBreaks', raw).map((row) => {
    if (!row || typeof row !== 'object' || Array.isArray(row))
      throw new FieldError('priceBreaks must be a JSON list of {minQuantity, price}');
    const { minQuantity, price } = row as Record<string, unknown>;
    const figure = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');
    return { minQuantity: figure(minQuantity), price: figure(price) };
  });
}

/** productType may come as JSON or as a bare slug. */
function typeList(raw: string | undefined): string[] {
  if (raw !== undefined && raw.trim() !== '' && !/^\s*[[{"]/.test(raw)) return [raw.trim()];
  return textList('productType', raw);
}

/**
 * The editor's values from the form's fields: the same values the browser checks with
 * `firstProductFormProblem`. A file field stands as a placeholder URL so the checks see it present; the caller
 * stores the file only once the values pass. With `current` (an update), a field the form leaves out keeps the
 * product's value, and so does a required picture sent empty with no file.
 */
export function valuesFromForm(
  form: ProductFormData,
  pendingFileUrl: string,
  current?: ProductFormValues,
): { ok: true; values: ProductFormValues } | { ok: false; message: string } {
  const keeps = (field: keyof ProductFormData) => current !== undefined && form[field] === undefined;
  try {
    const hexes = textList('colors', form.colors);
    const names = textList('colorNames', form.colorNames);
    const images = textList('colorImages', form.colorImages);
    const backs = textList('colorBackImages', form.colorBackImages);
    const sizeEntries = list('sizes', form.sizes).map((s) => {
      if (typeof s === 'string') return { label: s, stock: undefined };
      if (s && typeof s === 'object') {
        const o = s as Record<string, unknown>;
        const label = o.size ?? o.label;
        if (typeof label === 'string') return { label, stock: o.stock };
      }
      throw new FieldError('sizes must be a JSON list of size labels');
    });
    const gridOf = (name: string, raw: string | undefined) => {
      const grid = parseJson(name, raw);
      if (grid !== undefined && (typeof grid !== 'object' || grid === null || Array.isArray(grid)))
        throw new FieldError(`${name} must be a JSON map from colour to a map from size to units`);
      return grid as ProductFormValues['stock'];
    };
    const grid = gridOf('stockGrid', form.stockGrid);
    const stockLoaded = gridOf('stockLoaded', form.stockLoaded);
    const sizeImages = parseJson('sizeImages', form.sizeImages) ?? {};
    if (typeof sizeImages !== 'object' || sizeImages === null || Array.isArray(sizeImages))
      throw new FieldError('sizeImages must be a JSON map from size to picture URL');

    // an older client sends a stock per size and no grid: every colour gets it
    let stock = grid;
    if (stock === undefined && sizeEntries.some((s) => s.stock !== undefined)) {
      const cells = Object.fromEntries(sizeEntries.map((s) => [s.label, (s.stock ?? 0) as number]));
      stock = Object.fromEntries((hexes.length ? hexes : [NO_COLOUR]).map((h) => [h.toLowerCase(), cells]));
    }
    const file = (v: File | string | undefined, url: string | undefined, kept: string | undefined) => {
      if (v instanceof File) return pendingFileUrl;
      const sent = url ?? (typeof v === 'string' ? v : undefined);
      // a required picture: an update that sends none (or an empty one) keeps the one it has
      return sent?.trim() ? sent : (kept ?? sent ?? '');
    };
    const currentColours = new Map((current?.colours ?? []).map((c) => [c.hex.toLowerCase(), c]));
    const colours = keeps('colors')
      ? current!.colours
      : hexes.map((hex, i) => {
          const was = currentColours.get(hex.trim().toLowerCase());
          const back = keeps('colorBackImages') ? was?.backImage : backs[i];
          return {
            hex,
            name: keeps('colorNames') ? (was?.name ?? '') : (names[i] ?? ''),
            image: keeps('colorImages') ? (was?.image ?? '') : (images[i] ?? ''),
            ...(back ? { backImage: back } : {}),
          };
        });
    const text = (field: 'title' | 'price' | 'originalPrice' | 'description' | 'brand') =>
      keeps(field) ? String(current![field] ?? '') : (form[field] ?? '');

    return {
      ok: true,
      values: {
        title: text('title'),
        price: text('price'),
        originalPrice: text('originalPrice'),
        priceBreaks: keeps('priceBreaks') ? current!.priceBreaks : priceBreakRows(form.priceBreaks),
        description: text('description'),
        brand: text('brand'),
        ...(form.stock
          ? { stockStatus: form.stock as 'In Stock' }
          : keeps('stock')
            ? { stockStatus: current!.stockStatus }
            : {}),
        ...(form.status
          ? { status: form.status as 'published' }
          : keeps('status')
            ? { status: current!.status }
            : {}),
        ...(form.vatRate
          ? { vatRate: form.vatRate as 'standard' }
          : keeps('vatRate') && current!.vatRate
            ? { vatRate: current!.vatRate }
            : {}),
        ...(form.hiVisLargeLogos !== undefined
          ? { hiVisLargeLogos: form.hiVisLargeLogos }
          : keeps('hiVisLargeLogos') && current!.hiVisLargeLogos !== undefined
            ? { hiVisLargeLogos: current!.hiVisLargeLogos }
            : {}),
        ...(form.weightGrams !== undefined
          ? { weightGrams: form.weightGrams }
          : keeps('weightGrams') && current!.weightGrams !== undefined
            ? { weightGrams: current!.weightGrams }
            : {}),
        colours,
        frontImage: file(form.frontImage, form.frontImageUrl, current?.frontImage),
        backImage: keeps('backImageUrl') ? current!.backImage : (form.backImageUrl ?? ''),
        sideImage: keeps('sideImageUrl') ? current!.sideImage : (form.sideImageUrl ?? ''),
        images: keeps('images') ? current!.images : textList('images', form.images),
        sizeChartImage: file(form.sizeChartImage, form.sizeChartImageUrl, current?.sizeChartImage),
        sizes: keeps('sizes') ? current!.sizes : sizeEntries.map((s) => s.label),
        sizeImages: keeps('sizeImages') ? current!.sizeImages : (sizeImages as Record<string, string>),
        productTypes: keeps('productType') ? current!.productTypes : typeList(form.productType),
        ...(stock ? { stock } : {}),
        ...(stockLoaded ? { stockLoaded } : {}),
      },
    };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, message: error.message };
    throw error;
  }
}
