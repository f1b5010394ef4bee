import type { ProductTypeSlug } from './catalogue';
import { isUnitedKingdom } from './uk';

/** The weight field's bounds (the products_weight_range check of migration 0033). */
export const WEIGHT_GRAMS_MIN = 1;
export const WEIGHT_GRAMS_MAX = 30_000;

/** The product editor's refusal of a weight outside the field's bounds, or not whole grams. */
export const WEIGHT_GRAMS_MESSAGE = `Weight must be a whole number of grams from ${WEIGHT_GRAMS_MIN} to ${WEIGHT_GRAMS_MAX.toLocaleString('en-GB')} (or empty for the garment type's default)`;

/**
 * The product editor's weight box as typed ("450", "450 g", or empty), read as whole grams: null when empty (the
 * garment type's default applies), undefined when it is not a weight the shop keeps.
 */
export function readWeightGrams(typed: string | number | null | undefined): number | null | undefined {
  const text = String(typed ?? '')
    .trim()
    .replace(/(\d)\s*g$/i, '$1');
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const grams = Number(text);
  return grams >= WEIGHT_GRAMS_MIN && grams <= WEIGHT_GRAMS_MAX ? grams : undefined;
}

/**
 * One garment's packed weight in grams by its type, when the seller has not weighed the product: typical weights
 * of a mid-weight workwear garment folded in a polybag. The heaviest type a product has wins (a "jacket, hi-vis"
 * weighs as a jacket).
 */
export const DEFAULT_WEIGHT_GRAMS: Record<ProductTypeSlug, number> = {
  't-shirt': 180,
  polo: 250,
  sweatshirt: 550,
  hoodie: 550,
  jacket: 800,
  bodywarmer: 500,
  'shirt-blouse': 250,
  trousers: 600,
  'cargo-pants': 650,
  'work-pants': 650,
  shorts: 350,
  'hi-vis': 120,
  headwear: 100,
  backpack: 600,
  workbag: 200,
};

/** A product with no known type: weighed as a polo, the shop's middle garment. */
export const FALLBACK_WEIGHT_GRAMS = 250;

/** Grams added once per parcel for the mailing bag, packing slip and tape. */
export const PACKAGING_ALLOWANCE_GRAMS = 50;

/** The default weight of one garment of these types: the heaviest type's, else the fallback. */
export function defaultWeightGrams(productTypes: readonly string[]): number {
  const known = productTypes.flatMap((t) =>
    t in DEFAULT_WEIGHT_GRAMS ? [DEFAULT_WEIGHT_GRAMS[t as ProductTypeSlug]] : [],
  );
  return known.length ? Math.max(...known) : FALLBACK_WEIGHT_GRAMS;
}

/** One garment's weight: the product's own when the seller set one, else its type's default. */
export const garmentWeightGrams = (weightGrams: number | null | undefined, productTypes: readonly string[]) =>
  weightGrams ?? defaultWeightGrams(productTypes);

/** A parcel's weight: each line's quantity × one garment's weight, plus the packaging allowance once. */
export function parcelWeightGrams(lines: readonly { quantity: number; weightGrams: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.weightGrams, PACKAGING_ALLOWANCE_GRAMS);
}

/**
 * Royal Mail's package sizes by weight. Garments are rarely thin enough for a Large Letter (25 mm), so the
 * smallest size offered is a Small parcel (up to 2 kg); up to 20 kg a Medium parcel; heavier must be split.
 */
export const SMALL_PARCEL_MAX_GRAMS = 2_000;
export const MEDIUM_PARCEL_MAX_GRAMS = 20_000;
export type PackageSize = 'Small parcel' | 'Medium parcel' | 'Too heavy';

export function packageSizeFor(grams: number): PackageSize {
  if (grams <= SMALL_PARCEL_MAX_GRAMS) return 'Small parcel';
  if (grams <= MEDIUM_PARCEL_MAX_GRAMS) return 'Medium parcel';
  return 'Too heavy';
}

/** Kilograms with three decimals ("1.230"), as Click & Drop's weight column reads them. */
export const kilograms = (grams: number) => (grams / 1000).toFixed(3);

const REGIONS = (() => {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const byName = new Map<string, string>();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // the first code keeps a name (France is FR, not the reserved FX)
      if (name && name !== code && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), code);
    }
  return byName;
})();

/**
 * The ISO 3166-1 alpha-2 code of a typed country: any of the UK's usual names (and an empty country, the
 * checkout form's default) is GB, a two-letter code is itself, an English country name its code; '' when unknown.
 */
export function countryCode(country: string): string {
  const typed = country.trim();
  if (typed === '' || isUnitedKingdom(typed)) return 'GB';
  if (/^[A-Za-z]{2}$/.test(typed)) return typed.toUpperCase();
  return REGIONS.get(typed.toLowerCase()) ?? '';
}
