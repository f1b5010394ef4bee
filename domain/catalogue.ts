/** The catalogue's fixed vocabulary: product types, brands and their aliases, logo positions. */

/** Each type's name for one item (`label`) and for a listing, heading or menu of them (`plural`). */
export const PRODUCT_TYPES = [
  { slug: 't-shirt', label: 'T-Shirt', plural: 'T-Shirts', group: 'tops' },
  { slug: 'polo', label: 'Polo', plural: 'Polos', group: 'tops' },
  { slug: 'sweatshirt', label: 'Sweatshirt', plural: 'Sweatshirts', group: 'tops' },
  { slug: 'hoodie', label: 'Hoodie', plural: 'Hoodies', group: 'tops' },
  { slug: 'jacket', label: 'Jacket', plural: 'Jackets', group: 'tops' },
  { slug: 'bodywarmer', label: 'Bodywarmer', plural: 'Bodywarmers', group: 'tops' },
  { slug: 'shirt-blouse', label: 'Shirt & Blouse', plural: 'Shirts & Blouses', group: 'tops' },
  { slug: 'trousers', label: 'Trousers', plural: 'Trousers', group: 'bottoms' },
  { slug: 'cargo-pants', label: 'Cargo Pants', plural: 'Cargo Pants', group: 'bottoms' },
  { slug: 'work-pants', label: 'Work Pants', plural: 'Work Pants', group: 'bottoms' },
  { slug: 'shorts', label: 'Shorts', plural: 'Shorts', group: 'bottoms' },
  { slug: 'hi-vis', label: 'Hi-Vis', plural: 'Hi-Vis', group: 'accessories' },
  { slug: 'headwear', label: 'Headwear', plural: 'Headwear', group: 'accessories' },
  { slug: 'backpack', label: 'Backpack', plural: 'Backpacks', group: 'accessories' },
  { slug: 'workbag', label: 'Work Bag', plural: 'Work Bags', group: 'accessories' },
] as const;

export type ProductTypeSlug = (typeof PRODUCT_TYPES)[number]['slug'];
export type ProductTypeGroup = (typeof PRODUCT_TYPES)[number]['group'];

/** Spellings the original site used in its links. */
const PRODUCT_TYPE_ALIASES: Record<string, ProductTypeSlug> = {
  'work-bag': 'workbag',
  'cargo-paint': 'cargo-pants',
  'work-paint': 'work-pants',
  sweatshirt: 'sweatshirt',
  shirt: 'shirt-blouse',
  tshirt: 't-shirt',
};

/**
 * A slug as a link may carry it (`work%20pants`), decoded once more; a `%` that starts no escape (`polo%`, from
 * `?type=polo%25`) is kept as text, so it reads as an unknown name rather than throwing.
 */
function decodeLoosely(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function productTypeFromSlug(raw: string): ProductTypeSlug | null {
  const slug = decodeLoosely(raw).trim().toLowerCase();
  const direct = PRODUCT_TYPES.find((t) => t.slug === slug);
  if (direct) return direct.slug;
  return PRODUCT_TYPE_ALIASES[slug] ?? null;
}

export function productTypeLabel(slug: string): string {
  return PRODUCT_TYPES.find((t) => t.slug === slug)?.label ?? slug;
}

/** The name of a listing of the type ('Polos', 'Trousers'): headings, titles and menus all read it from here. */
export function productTypePlural(slug: string): string {
  return PRODUCT_TYPES.find((t) => t.slug === slug)?.plural ?? slug;
}

export const PRODUCT_MENU = PRODUCT_TYPES.filter((t) =>
  ['hoodie', 'jacket', 'polo', 'shirt-blouse', 'sweatshirt', 't-shirt', 'trousers'].includes(t.slug),
);
export const ACCESSORY_MENU = PRODUCT_TYPES.filter((t) =>
  ['backpack', 'headwear', 'hi-vis', 'workbag'].includes(t.slug),
);

export const BRANDS = [
  { slug: 'beechfield', name: 'Beechfield', aliases: ['beechfield', 'beech field'] },
  { slug: 'fruit-of-the-loom', name: 'Fruit Of The Loom', aliases: ['fruit of the loom', 'fotl'] },
  { slug: 'gildan', name: 'Gildan', aliases: ['gildan'] },
  {
    slug: 'hi-vis-ppe',
    name: 'HI-VIS & PPE',
    aliases: ['hi-vis & ppe', 'hi vis & ppe', 'hi vis', 'hi-vis', 'hi-vis and ppe'],
  },
  { slug: 'james-harvest', name: 'James Harvest', aliases: ['james harvest'] },
  { slug: 'jobman-workwear', name: 'Jobman Workwear', aliases: ['jobman workwear', 'jobman'] },
  { slug: 'kustom-kit', name: 'Kustom Kit', aliases: ['kustom kit'] },
  { slug: 'printer-essentials', name: 'Printer Essentials', aliases: ['printer essentials'] },
  { slug: 'result', name: 'Result', aliases: ['result', 'results'] },
  {
    slug: 'ucc',
    name: 'UCC (Ultimate Clothing Collection)',
    aliases: ['ucc', 'ultimate clothing collection', 'ucc (ultimate clothing collection)'],
  },
] as const;

export type BrandSlug = (typeof BRANDS)[number]['slug'];

/** A brand as a lookup knows it: the spec's ten (BRANDS), or the seller's list from the brands table. */
export interface BrandEntry {
  slug: string;
  name: string;
  aliases: readonly string[];
}

/** Finds a brand in `list` by slug, name or any alias, ignoring case, URL encoding and hyphen/space. */
export function findBrand<B extends BrandEntry>(raw: string, list: readonly B[]): B | null {
  const key = decodeLoosely(raw).trim().toLowerCase();
  const loose = key.replace(/[-\s]+/g, ' ');
  return (
    list.find(
      (b) =>
        b.slug === key ||
        b.name.toLowerCase() === key ||
        b.aliases.some((a) => a === key || a === loose) ||
        b.slug.replace(/-/g, ' ') === loose,
    ) ?? null
  );
}

/** Finds one of the spec's brands by slug, name or any alias, ignoring case, URL encoding and hyphen/space. */
export function brandFromParam(raw: string): (typeof BRANDS)[number] | null {
  return findBrand(raw, BRANDS);
}

/** A new brand's slug from its name: "Snickers Workwear" → "snickers-workwear"; '' when nothing is left. */
export function brandSlugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const LOGO_POSITIONS = [
  'Large Back',
  'Large Front',
  'Left Breast',
  'Left Sleeve',
  'Nape of Neck',
  'Right Breast',
  'Right Sleeve',
] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

export const PRODUCT_SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Customer Rating' },
  { value: 'newest', label: 'Newest' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

/** The listing's price filter, in whole pounds: any whole pound from min to max. */
export const PRICE_FILTER = { min: 0, max: 1000, step: 1 } as const;
export const PAGE_SIZE = 24;

/** How a logo is applied; embroidery is the one we recommend. */
export const LOGO_METHODS = ['Embroidery', 'Print'] as const;
export type LogoMethod = (typeof LOGO_METHODS)[number];

/** The fonts a text logo can be set in. */
export const LOGO_FONTS = ['Standard', 'Serif', 'Sans-serif', 'Script'] as const;
export type LogoFont = (typeof LOGO_FONTS)[number];
