/**
 * The seller's product form: the size catalogue, the editor's values and the spec's checks in the spec's order.
 * Pure, shared by the five-step editor in the browser and by `POST /api/products/add` / `PUT …/update/{id}`,
 * so both give the same first message for the same values.
 */
import { z } from 'zod';
import { BRANDS, type BrandEntry, type PRODUCT_TYPES, findBrand, productTypeFromSlug } from './catalogue';
import { parsePrice, type Pence } from './money';
import type { PriceBreak } from './price-breaks';
import { typedPriceBreaks } from './price-ladder';
import { readWeightGrams, WEIGHT_GRAMS_MESSAGE } from './parcel-weight';
import { NO_COLOUR, type Product, type StockGrid } from './product';
import { PriceBreakInputSchema, readPriceBreaks } from './schemas/pricing';
import { VAT_RATES, type VatRate } from './vat';

// ------------------------------------------------------------------------------------------------ sizes

/** The spec's size catalogue (§9), in the order the editor offers it. */
export const SIZE_GROUPS = [
  { id: 'letter', label: 'Letter sizes', sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] },
  { id: 'numeric', label: 'Numeric sizes', sizes: ['6', '8', '10', '12', '14', '16', '18', '20'] },
  {
    id: 'neck',
    label: 'Shirt neck (inches)',
    sizes: Array.from({ length: 12 }, (_, i) => `${13.5 + i * 0.5}"`),
  },
  {
    id: 'chest',
    label: 'Chest',
    sizes: Array.from({ length: 10 }, (_, i) => `C${44 + i * 2}`),
  },
  { id: 'one-size', label: 'One size', sizes: ['O/S'] },
] as const satisfies readonly { id: string; label: string; sizes: readonly string[] }[];

export const CATALOGUE_SIZES: readonly string[] = SIZE_GROUPS.flatMap((g) => g.sizes);

/**
 * A custom size: a short label of letters, digits, '.', '/', '-', '"' (inches) and spaces, starting with a letter
 * or digit — enough for 'XS', 'One Size', '32" Reg' or '7/8', nothing that could be markup or a path.
 */
export const CUSTOM_SIZE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./"\- ]{0,11}$/;

/** The label as stored: trimmed, inner spaces collapsed. */
export function normaliseSizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ');
}

export function isKnownSize(label: string): boolean {
  const size = normaliseSizeLabel(label);
  return CATALOGUE_SIZES.includes(size) || CUSTOM_SIZE_PATTERN.test(size);
}

export const unknownSizeMessage = (label: string) =>
  `Unknown size "${label}": use up to 12 letters, digits, spaces or . / - "`;

/** Letter sizes smallest first, with the spellings sellers use for the same size. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL', '7XL', '8XL'];
const LETTER_ALIASES: Record<string, string> = {
  XXXS: 'XXS',
  '2XS': 'XXS',
  SMALL: 'S',
  MEDIUM: 'M',
  LARGE: 'L',
  XXL: '2XL',
  XXXL: '3XL',
  XXXXL: '4XL',
  XXXXXL: '5XL',
};

/**
 * Where a size stands in the shop's size order: letter sizes (XS, S, M … 6XL), then numeric sizes and ages,
 * shirt necks, chests, any other label, and one size last.
 */
function sizeRank(label: string): [group: number, value: number] {
  const size = normaliseSizeLabel(label).toUpperCase();
  const letter = LETTER_SIZES.indexOf(LETTER_ALIASES[size] ?? size);
  if (letter >= 0) return [0, letter];
  if (/^(O\/S|OS|ONE SIZE|ONESIZE)$/.test(size)) return [5, 0];
  const neck = /^(\d+(?:\.\d+)?)"$/.exec(size);
  if (neck) return [2, Number(neck[1])];
  const chest = /^C(\d+)$/.exec(size);
  if (chest) return [3, Number(chest[1])];
  const numeric = /^(\d+(?:\.\d+)?)/.exec(size);
  if (numeric) return [1, Number(numeric[1])];
  return [4, 0];
}

/** Orders two size labels by the shop's size order (labels of equal rank keep their order). */
export function compareSizes(a: string, b: string): number {
  const [ga, va] = sizeRank(a);
  const [gb, vb] = sizeRank(b);
  return ga - gb || va - vb;
}

/** The labels in size order: XS, S, M, L, XL, 2XL … (a copy). */
export function inSizeOrder<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}

/** Adds a size to the list (kept in size order), or says why not (the spec's duplicate message; an unknown label). */
export function addSize(
  sizes: readonly string[],
  label: string,
): { ok: true; sizes: string[] } | { ok: false; message: string } {
  const size = normaliseSizeLabel(label);
  if (!size) return { ok: false, message: 'Please enter a size' };
  if (sizes.some((s) => s.toLowerCase() === size.toLowerCase())) {
    return { ok: false, message: 'This size has already been added' };
  }
  if (!isKnownSize(size)) return { ok: false, message: unknownSizeMessage(size) };
  return { ok: true, sizes: inSizeOrder([...sizes, size]) };
}

// ------------------------------------------------------------------------------------------------ values

export const PRODUCT_FORM_STEPS = ['Basic Info', 'Images', 'Sizes', 'Colors', 'Categories'] as const;
export type ProductFormStep = (typeof PRODUCT_FORM_STEPS)[number];

export const STOCK_STATUSES = ['In Stock', 'Out of Stock'] as const;
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

// lives beside the stock grid's type so the shop's pages read it without pulling zod into the browser
export { NO_COLOUR };

// a typed price is read where every price is: domain/money
export { MAX_PRICE_POUNDS, parsePrice } from './money';
/** The most stock one cell of the grid may hold. */
export const MAX_STOCK_PER_CELL = 100_000;

const HEX = /^#[0-9a-f]{6}$/i;

/** A picture's address: one the shop serves (`/files/…`) or an absolute http(s) URL (an S3-style store). */
export function isImageUrl(value: string): boolean {
  if (value.length > 2000) return false;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return !value.split('/').includes('..');
  return /^https?:\/\/[^\s]+$/i.test(value);
}

const imageUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || isImageUrl(v), { message: 'Please use an uploaded picture' });

const ColourValueSchema = z
  .object({
    hex: z.string().trim().regex(HEX, 'A colour must be a hex code like #1a2b3c').describe('#rrggbb'),
    name: z.string().trim().max(60, 'A colour name must be at most 60 characters').default(''),
    image: imageUrl.default('').describe("The colour's front picture"),
    backImage: imageUrl.optional().describe("The colour's back picture"),
  })
  .meta({ id: 'ProductFormColour' });

const StockGridSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.coerce
      .number({ error: 'Stock must be a whole number of 0 or more' })
      .int('Stock must be a whole number of 0 or more')
      .min(0, 'Stock must be a whole number of 0 or more')
      .max(MAX_STOCK_PER_CELL, `Stock must be at most ${MAX_STOCK_PER_CELL}`),
  ),
);

/** A price as typed (pounds): '12.99', '12', 12.99. */
const priceValue = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** The editor's values, as the browser holds them and as the API receives them (fields decoded from multipart). */
export const ProductFormSchema = z
  .object({
    title: z.string().trim().max(200, 'The title must be at most 200 characters').default(''),
    price: priceValue.default('').describe('Pounds, e.g. 12.99'),
    originalPrice: priceValue
      .default('')
      .describe('Pounds before the discount; above the price it shows the discount badge'),
    priceBreaks: z
      .array(PriceBreakInputSchema)
      .max(50)
      .default([])
      .describe(
        'Quantity prices: from `minQuantity` garments on, `price` each (pounds); checked as a ladder',
      ),
    description: z
      .string()
      .trim()
      .max(10_000, 'The description must be at most 10,000 characters')
      .default(''),
    stockStatus: z
      .enum(STOCK_STATUSES, { error: "Stock must be 'In Stock' or 'Out of Stock'" })
      .default('In Stock'),
    status: z.enum(PRODUCT_STATUSES, { error: "Status must be 'draft' or 'published'" }).default('published'),
    vatRate: z
      .enum(VAT_RATES, { error: "VAT rate must be 'standard', 'zero' or 'exempt'" })
      .default('standard')
      .describe("The product's VAT liability (domain/vat): charged only once the shop is VAT registered"),
    hiVisLargeLogos: z
      .preprocess(
        (v) => (v === 'on' || v === 'true' ? true : v === 'false' || v === '' ? false : v),
        z.boolean({ error: 'Allow large logos must be true or false' }),
      )
      .default(false)
      .describe(
        'On a hi-vis product: offer the large front and back positions too (they can lower its EN ISO 20471 class)',
      ),
    weightGrams: z
      .union([z.string(), z.number(), z.null()])
      .transform((v) => (v === null ? '' : String(v).trim()))
      .default('')
      .describe(
        "One garment's packed weight in whole grams (1 to 30,000) for carriers' exports; empty: its garment type's default",
      ),
    brand: z.string().trim().default('').describe('A brand slug (or name/alias)'),
    productTypes: z.array(z.string().trim()).max(20).default([]).describe('Product type slugs'),
    sizes: z.array(z.string()).max(60, 'At most 60 sizes').default([]),
    colours: z.array(ColourValueSchema).max(80, 'At most 80 colours').default([]),
    frontImage: imageUrl.default(''),
    backImage: imageUrl.default(''),
    sideImage: imageUrl.default(''),
    images: z
      .array(imageUrl)
      .max(20, 'At most 20 extra pictures')
      .default([])
      .describe('Extra pictures, in order'),
    sizeChartImage: imageUrl.default(''),
    sizeImages: z.record(z.string(), imageUrl).default({}).describe('A picture per size label'),
    stock: StockGridSchema.optional().describe(
      `Stock per colour (hex, or '${NO_COLOUR}' with no colours) and size; a cell left out keeps its stock (0 when new)`,
    ),
    stockLoaded: StockGridSchema.optional().describe(
      "The stock grid as the editor loaded it: then `stock` holds the seller's edits, an unchanged figure is no change and a changed one is refused when the stock moved meanwhile",
    ),
  })
  .meta({ id: 'ProductForm' });

export type ProductFormValues = z.input<typeof ProductFormSchema>;
export type ProductFormParsed = z.output<typeof ProductFormSchema>;

/** The discount badge's percent: only when the original price is above the price. */
export function discountPercentOf(price: Pence, originalPrice: Pence | null): number | null {
  if (originalPrice === null || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

const present = (v: unknown) => String(v ?? '').trim() !== '';

export const PRODUCT_FORM_MESSAGES = {
  required: 'Please fill in all required fields',
  price: 'Please enter a valid price',
  originalPrice: 'Please enter a valid original price, above the price (or leave it empty)',
  sizes: 'Please select at least one size!',
  frontImage: 'Please upload front image!',
  frontImageStep: 'Please upload a front image',
  sizeChart: 'Please select size chart image',
  description: 'Please write description',
  brand: 'Please select a brand!',
  productTypes: 'Please select at least one product type!',
  weightGrams: WEIGHT_GRAMS_MESSAGE,
  duplicateSize: 'This size has already been added',
} as const;

/** Why Next is blocked on a step of the editor, or null (only Basic Info and Images block). */
export function stepProblem(step: number | ProductFormStep, values: ProductFormValues): string | null {
  const name = typeof step === 'number' ? PRODUCT_FORM_STEPS[step - 1] : step;
  if (name === 'Basic Info') {
    if (!present(values.title) || !present(values.price)) return PRODUCT_FORM_MESSAGES.required;
    return priceProblem(values);
  }
  if (name === 'Images' && !present(values.frontImage)) return PRODUCT_FORM_MESSAGES.frontImageStep;
  return null;
}

function priceProblem(values: ProductFormValues): string | null {
  const price = parsePrice(values.price);
  if (price === null) return PRODUCT_FORM_MESSAGES.price;
  if (present(values.originalPrice)) {
    const original = parsePrice(values.originalPrice);
    if (original === null || original < price) return PRODUCT_FORM_MESSAGES.originalPrice;
  }
  return ladderProblem(price, values);
}

/** The first bad row of the quantity prices ("Row 2: …"), read against the price; null when they may be saved. */
function ladderProblem(price: Pence, values: ProductFormValues): string | null {
  const read = readPriceBreaks(price, values.priceBreaks ?? []);
  return 'problems' in read ? read.problems[0]!.message : null;
}

/** The quantity prices of values that passed the checks, in pence. */
function priceBreaksOf(price: Pence, values: ProductFormValues): PriceBreak[] {
  const read = readPriceBreaks(price, values.priceBreaks ?? []);
  return 'breaks' in read ? read.breaks : [];
}

/** What the checks know beyond the values: the brands the shop carries (the spec's ten unless given). */
export interface ProductFormOptions {
  brands?: readonly BrandEntry[];
}

/**
 * The first thing wrong with the values, in the spec's order: title and price, then on submit sizes, front
 * image, size chart, description, brand, product types; then what the spec leaves unsaid (colours, stock).
 * Null when the product can be saved.
 */
export function firstProductFormProblem(
  values: ProductFormValues,
  options: ProductFormOptions = {},
): string | null {
  const basics = stepProblem('Basic Info', values);
  if (basics) return basics;

  const sizes = (values.sizes ?? []).map(normaliseSizeLabel);
  if (sizes.length === 0 || sizes.every((s) => s === '')) return PRODUCT_FORM_MESSAGES.sizes;
  const seen = new Set<string>();
  for (const size of sizes) {
    if (!isKnownSize(size)) return unknownSizeMessage(size);
    if (seen.has(size.toLowerCase())) return PRODUCT_FORM_MESSAGES.duplicateSize;
    seen.add(size.toLowerCase());
  }

  if (!present(values.frontImage)) return PRODUCT_FORM_MESSAGES.frontImage;
  if (!present(values.sizeChartImage)) return PRODUCT_FORM_MESSAGES.sizeChart;
  if (!present(values.description)) return PRODUCT_FORM_MESSAGES.description;

  if (!present(values.brand)) return PRODUCT_FORM_MESSAGES.brand;
  if (!findBrand(String(values.brand), options.brands ?? BRANDS))
    return `Unknown brand "${String(values.brand).trim()}"`;

  const types = (values.productTypes ?? []).filter(present);
  if (types.length === 0) return PRODUCT_FORM_MESSAGES.productTypes;
  for (const type of types) {
    if (!productTypeFromSlug(type)) return `Unknown product type "${type.trim()}"`;
  }
  if (readWeightGrams(values.weightGrams) === undefined) return PRODUCT_FORM_MESSAGES.weightGrams;

  const hexes = new Set<string>();
  for (const colour of values.colours ?? []) {
    const hex = String(colour.hex ?? '')
      .trim()
      .toLowerCase();
    if (!HEX.test(hex)) return `Unknown colour "${hex}": use a hex code like #1a2b3c`;
    if (hexes.has(hex)) return `The colour ${hex} has already been added`;
    hexes.add(hex);
  }
  return null;
}

/** The product the form describes, ready to store: prices in pence, slugs canonical, the stock grid complete. */
export interface ProductFormProduct {
  title: string;
  price: Pence;
  priceBreaks: PriceBreak[];
  originalPrice: Pence | null;
  discountPercent: number | null;
  description: string;
  stockStatus: (typeof STOCK_STATUSES)[number];
  status: ProductStatus;
  vatRate: VatRate;
  /** Large logos allowed on a hi-vis product; always false on other products. */
  hiVisLargeLogos: boolean;
  /** One garment's packed weight in grams; null: its garment type's default (domain/parcel-weight). */
  weightGrams: number | null;
  /** The brand's slug. */
  brand: string;
  productTypes: (typeof PRODUCT_TYPES)[number]['slug'][];
  sizes: { label: string; image?: string }[];
  colours: { hex: string; name: string; image: string; backImage?: string }[];
  frontImage: string;
  backImage: string | null;
  sideImage: string | null;
  images: string[];
  sizeChartImage: string;
  /** Every colour (or NO_COLOUR) × every size; a cell the form left out is 0 (what a new product starts with). */
  stock: StockGrid;
  /** Only the cells the form named, keyed as `stock` is; undefined when it named none. */
  stockEntered?: StockGrid;
  /** The stock the editor loaded (the base of `stockEntered`), keyed as `stock` is. */
  stockLoaded?: StockGrid;
}

/**
 * Checks the values (shape first, then the spec's order) and gives the product to store, or the one message to
 * show. The same function answers the editor's submit and the API.
 */
export function parseProductForm(
  raw: unknown,
  options: ProductFormOptions = {},
): { ok: true; product: ProductFormProduct } | { ok: false; message: string } {
  const parsed = ProductFormSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      message: issue.code === 'custom' || !where ? issue.message : `${where}${issue.message}`,
    };
  }
  const values = parsed.data;
  const problem = firstProductFormProblem(values, options);
  if (problem) return { ok: false, message: problem };

  const price = parsePrice(values.price)!;
  const originalPrice = present(values.originalPrice) ? parsePrice(values.originalPrice) : null;
  const sizeLabels = inSizeOrder(values.sizes.map(normaliseSizeLabel));
  const sizeImages = new Map(
    Object.entries(values.sizeImages).map(([label, url]) => [normaliseSizeLabel(label).toLowerCase(), url]),
  );
  const colours = values.colours.map((c) => {
    const hex = c.hex.toLowerCase();
    return {
      hex,
      name: c.name || hex,
      image: c.image || values.frontImage,
      ...(c.backImage ? { backImage: c.backImage } : {}),
    };
  });
  const stockKeys = colours.length ? colours.map((c) => c.hex) : [NO_COLOUR];
  const cellsOf = (grid: StockGrid | undefined): StockGrid | undefined => {
    if (!grid) return undefined;
    const byKey = new Map(
      Object.entries(grid).map(([hex, cells]) => [
        hex.toLowerCase(),
        new Map(Object.entries(cells).map(([size, qty]) => [normaliseSizeLabel(size).toLowerCase(), qty])),
      ]),
    );
    const named: StockGrid = {};
    for (const key of stockKeys)
      for (const size of sizeLabels) {
        const qty = byKey.get(key)?.get(size.toLowerCase());
        if (qty !== undefined) (named[key] ??= {})[size] = qty;
      }
    return named;
  };
  const stockEntered = cellsOf(values.stock);
  const stock: StockGrid = {};
  for (const key of stockKeys) {
    stock[key] = {};
    for (const size of sizeLabels) stock[key][size] = stockEntered?.[key]?.[size] ?? 0;
  }

  return {
    ok: true,
    product: {
      title: values.title,
      price,
      priceBreaks: priceBreaksOf(price, values),
      originalPrice,
      discountPercent: discountPercentOf(price, originalPrice),
      description: values.description,
      stockStatus: values.stockStatus,
      status: values.status,
      vatRate: values.vatRate,
      hiVisLargeLogos:
        values.hiVisLargeLogos && values.productTypes.some((t) => productTypeFromSlug(t) === 'hi-vis'),
      weightGrams: readWeightGrams(values.weightGrams) ?? null,
      brand: findBrand(values.brand, options.brands ?? BRANDS)!.slug,
      productTypes: [...new Set(values.productTypes.filter(present).map((t) => productTypeFromSlug(t)!))],
      sizes: sizeLabels.map((label) => {
        const image = sizeImages.get(label.toLowerCase());
        return image ? { label, image } : { label };
      }),
      colours,
      frontImage: values.frontImage,
      backImage: values.backImage || null,
      sideImage: values.sideImage || null,
      images: values.images.filter(present),
      sizeChartImage: values.sizeChartImage,
      stock,
      ...(stockEntered ? { stockEntered } : {}),
      ...(values.stockLoaded ? { stockLoaded: cellsOf(values.stockLoaded) } : {}),
    },
  };
}

/** Total stock of a size across colours (what products.sizes[].stock keeps for older readers). */
export function totalStockOfSize(stock: Record<string, Record<string, number>>, size: string): number {
  return Object.values(stock).reduce((sum, cells) => sum + (cells[size] ?? 0), 0);
}

const poundsText = (pence: Pence | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/**
 * A saved product as the form's values (pounds as text, no stock figures): what an update that leaves a field
 * out keeps for it.
 */
export function productFormValuesOf(
  p: Pick<
    Product,
    | 'title'
    | 'price'
    | 'priceBreaks'
    | 'originalPrice'
    | 'description'
    | 'stockStatus'
    | 'hiVisLargeLogos'
    | 'brand'
    | 'productTypes'
    | 'sizes'
    | 'colours'
    | 'frontImage'
    | 'backImage'
    | 'sideImage'
    | 'images'
    | 'sizeChartImage'
  > & { status: ProductStatus; vatRate?: VatRate; weightGrams?: number | null },
): ProductFormValues {
  return {
    title: p.title,
    price: poundsText(p.price),
    priceBreaks: typedPriceBreaks(p.priceBreaks),
    originalPrice: poundsText(p.originalPrice),
    description: p.description,
    stockStatus: p.stockStatus,
    status: p.status,
    vatRate: p.vatRate ?? 'standard',
    hiVisLargeLogos: p.hiVisLargeLogos ?? false,
    weightGrams: p.weightGrams == null ? '' : String(p.weightGrams),
    brand: p.brand?.slug ?? '',
    productTypes: p.productTypes,
    sizes: p.sizes.map((s) => s.label),
    sizeImages: Object.fromEntries(p.sizes.flatMap((s) => (s.image ? [[s.label, s.image]] : []))),
    colours: p.colours.map((c) => ({
      hex: c.hex,
      name: c.name,
      image: c.image,
      ...(c.backImage ? { backImage: c.backImage } : {}),
    })),
    frontImage: p.frontImage,
    backImage: p.backImage ?? '',
    sideImage: p.sideImage ?? '',
    images: p.images,
    sizeChartImage: p.sizeChartImage ?? '',
  };
}
