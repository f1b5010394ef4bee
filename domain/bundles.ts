/**
 * Bundle rules shared by the seller's dialog and the server (DESIGN.md "Bundles", spec § Bundle creation): how
 * many products each type takes and how many items of each, the price a seller may type, at most three colours
 * per product, and the create payload's schema.
 */
import { z } from 'zod';
import type { Pence } from './money';
import type { BundleType, Product } from './product';

export const BUNDLE_TYPES = ['everyday', 'solo1', 'solo2'] as const satisfies readonly BundleType[];

export const BUNDLE_TYPE_LABELS: Record<BundleType, string> = {
  everyday: 'Everyday',
  solo1: 'Solo 1',
  solo2: 'Solo 2',
};

/** Items the shopper picks of product 1, 2, (3): their count is the number of products the type takes. */
export const BUNDLE_QUANTITIES: Record<BundleType, readonly number[]> = {
  everyday: [5, 3, 2],
  solo1: [3, 2],
  solo2: [3, 2],
};

export const requiredProductCount = (type: BundleType) => BUNDLE_QUANTITIES[type].length;

/** At most this many colours of a product are offered in a bundle section. */
export const MAX_BUNDLE_COLOURS = 3;

/** A bundle costs at most this (pounds): far above any real bundle, and far inside an integer of pence. */
export const BUNDLE_MAX_PRICE = 100_000;

export const BUNDLE_MESSAGES = {
  price: 'Please enter a valid price',
  thumbnail: 'Please upload a thumbnail image',
  maximum: 'Maximum reached',
  maxColours: `Choose at most ${MAX_BUNDLE_COLOURS} colours per product`,
  created: 'Bundle created successfully',
  createFailed: 'Failed to create bundle',
  deleted: 'Bundle deleted successfully',
  deleteFailed: 'Failed to delete bundle',
  none: 'No bundles available',
  title: 'Please enter a title',
  count: (n: number) => `Please select exactly ${n} products for this bundle`,
} as const;

/** What the price box keeps of what is typed: digits and the first decimal point (the spec's keystroke rule). */
export function priceInputValue(typed: string): string {
  const kept = typed.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/**
 * The price in pence, or null when it is not a valid one: digits with at most one decimal point and two
 * decimals, more than zero, at most BUNDLE_MAX_PRICE.
 */
export function parseBundlePrice(text: string): Pence | null {
  const trimmed = text.trim();
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const pence = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return pence > 0 && pence <= BUNDLE_MAX_PRICE * 100 ? pence : null;
}

/** The message for a selection of the wrong size, or null when it is what the type needs. */
export function bundleSelectionProblem(type: BundleType, selectedCount: number): string | null {
  const needed = requiredProductCount(type);
  return selectedCount === needed ? null : BUNDLE_MESSAGES.count(needed);
}

/**
 * Adds or removes `item` (a product id or a colour hex) in a selection limited to `max`: adding past the limit
 * leaves the selection as it was and says 'Maximum reached'.
 */
export function toggleLimited<T>(
  selected: readonly T[],
  item: T,
  max: number,
): { selected: T[]; problem: string | null } {
  if (selected.includes(item)) return { selected: selected.filter((s) => s !== item), problem: null };
  if (selected.length >= max) return { selected: [...selected], problem: BUNDLE_MESSAGES.maximum };
  return { selected: [...selected, item], problem: null };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** One product of the bundle as the create payload's BundleData names it (spec: productId, image, colors, sizes). */
export const BundleProductInputSchema = z
  .object({
    productId: z.string().trim().min(1, 'Every bundle product needs its productId'),
    image: z
      .string()
      .max(500)
      .optional()
      .describe("One of the product's own pictures to show; an uploaded productImage_{i} wins over it"),
    colors: z
      .array(
        z.object({
          color: z
            .string()
            .trim()
            .regex(HEX, 'A colour must be a hex value such as #1f3f7a')
            .transform((v) => v.toLowerCase()),
          image: z.string().max(500).optional(),
          sizes: z.unknown().optional(),
        }),
      )
      .max(MAX_BUNDLE_COLOURS, BUNDLE_MESSAGES.maxColours)
      .default([])
      .describe("The colours offered (hex, each one of the product's own); none means all of them"),
    sizes: z.unknown().optional().describe('Accepted; the bundle offers every size the product has'),
  })
  .meta({ id: 'BundleProductInput' });

export type BundleProductInput = z.infer<typeof BundleProductInputSchema>;

/** The create payload's fields once parsed (files aside): checked by the server, and by the dialog before sending. */
export const BundleCreateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, BUNDLE_MESSAGES.title)
      .max(120, 'The title is too long (120 characters at most)'),
    description: z
      .string()
      .trim()
      .max(2000, 'The description is too long (2,000 characters at most)')
      .default(''),
    price: z.string().transform((v, ctx) => {
      const pence = parseBundlePrice(v);
      if (pence === null) {
        ctx.addIssue({ code: 'custom', message: BUNDLE_MESSAGES.price });
        return z.NEVER;
      }
      return pence;
    }),
    type: z.enum(BUNDLE_TYPES, { error: 'The bundle type must be everyday, solo1 or solo2' }),
    products: z.array(BundleProductInputSchema),
  })
  .superRefine((value, ctx) => {
    const problem = bundleSelectionProblem(value.type, value.products.length);
    if (problem) ctx.addIssue({ code: 'custom', path: ['products'], message: problem });
    const ids = value.products.map((p) => p.productId.toLowerCase());
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'Each product can be in the bundle once' });
    value.products.forEach((p, i) => {
      const hexes = p.colors.map((c) => c.color);
      if (new Set(hexes).size !== hexes.length)
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'colors'],
          message: 'A colour is chosen twice',
        });
    });
  })
  .meta({ id: 'BundleCreate' });

export type BundleCreate = z.infer<typeof BundleCreateSchema>;

/** A bundle as the seller's list shows it. */
export interface SellerBundle {
  id: string;
  title: string;
  description: string;
  price: number;
  thumbnail: string;
  type: BundleType;
  createdAt: string;
  products: { id: string; title: string; requiredQuantity: number; available: boolean }[];
}

/** A product the seller may put in a bundle: published and not deleted. */
export interface PickableProduct {
  id: string;
  title: string;
  frontImage: string;
  brand: string | null;
  productTypes: string[];
  colours: Product['colours'];
}

/* ------------------------------------------------------------------------------------------------------------
 * The shopper's side: choosing the garments of a bundle (spec § Bundle selection) and the bundle's logo methods.
 * The bundle page uses these as the shopper clicks, and the cart service checks the same rules again.
 * ---------------------------------------------------------------------------------------------------------- */

/** The bundle wizard's methods: 'Not selected' adds the bundle without a logo. */
export const BUNDLE_METHODS = ['Embroidery', 'Print', 'Not selected'] as const;
export type BundleMethod = (typeof BUNDLE_METHODS)[number];

export const BUNDLE_SHOPPER_MESSAGES = {
  maximum: 'Maximum reached',
  addOne: 'Please add at least one quantity.',
  missingQuantities: (colours: readonly string[]) =>
    `Please add at least one quantity for each selected color before proceeding. Missing quantities for: ${colours.join(', ')}`,
  onlyLeft: (n: number) => `Only ${n} left`,
  maxColours: `Choose at most ${MAX_BUNDLE_COLOURS} colours per product`,
  colourHasQuantities: 'Set its quantities to 0 before removing this colour',
  positions: 'Please select at least one position.',
  text: 'Please enter text for the logo.',
  upload: 'Please upload a logo or select a previous one',
  completeDesign: 'Please complete your logo or text design first',
  noQuantities: 'No valid products with quantities selected. Please check your bundle.',
  bundleId: 'Bundle ID is required.',
  invalidMethod: 'Invalid method',
  added: 'Bundle successfully added to cart!',
  addFailed: 'Failed to add bundle to cart. Please try again.',
  missingInfo: 'Missing bundle information. Please try again.',
  sessionExpired: 'Session expired. Please login again.',
  invalidData: 'Invalid data. Please check your bundle configuration.',
  productCount: (n: number) => `Bundle must contain exactly ${n} products`,
} as const;

/** One section (product) of a bundle as the selection rules see it. */
export interface BundleSectionRule {
  productId: string;
  title: string;
  requiredQuantity: number;
  /** The colours the bundle offers of the product. */
  colours: readonly { hex: string; name: string }[];
  /** The product's size labels. */
  sizes: readonly string[];
}

/** What the shopper chose in one section: colours in the order picked (hex), and quantities per colour and size. */
export interface SectionSelection {
  colours: string[];
  quantities: Record<string, Record<string, number>>;
}

export const emptySelection = (): SectionSelection => ({ colours: [], quantities: {} });

/** Units left of a product in a colour (hex) and size. */
export type StockLookup = (productId: string, colourHex: string, size: string) => number;

export const selectedCount = (selection: SectionSelection): number =>
  Object.values(selection.quantities).reduce(
    (n, bySize) => n + Object.values(bySize).reduce((m, q) => m + q, 0),
    0,
  );

const colourCount = (selection: SectionSelection, hex: string) =>
  Object.values(selection.quantities[hex] ?? {}).reduce((m, q) => m + q, 0);

/** Adds a colour to the section; past MAX_BUNDLE_COLOURS it stays as it was, with the message. */
export function addSelectionColour(
  selection: SectionSelection,
  hex: string,
): { selection: SectionSelection; problem: string | null } {
  if (selection.colours.includes(hex)) return { selection, problem: null };
  if (selection.colours.length >= MAX_BUNDLE_COLOURS)
    return { selection, problem: BUNDLE_SHOPPER_MESSAGES.maxColours };
  return { selection: { ...selection, colours: [...selection.colours, hex] }, problem: null };
}

/** Removes a colour that has no quantities; one with quantities stays (spec: it cannot be removed). */
export function removeSelectionColour(
  selection: SectionSelection,
  hex: string,
): { selection: SectionSelection; problem: string | null } {
  if (colourCount(selection, hex) > 0)
    return { selection, problem: BUNDLE_SHOPPER_MESSAGES.colourHasQuantities };
  const { [hex]: _gone, ...quantities } = selection.quantities;
  return { selection: { colours: selection.colours.filter((c) => c !== hex), quantities }, problem: null };
}

/** Why plus is disabled for a size: the section is full ('Maximum reached') or the size's stock is reached. */
export function incrementBlocked(
  selection: SectionSelection,
  required: number,
  hex: string,
  size: string,
  stock: number,
): 'full' | 'stock' | null {
  if (selectedCount(selection) >= required) return 'full';
  if ((selection.quantities[hex]?.[size] ?? 0) >= stock) return 'stock';
  return null;
}

/** Plus or minus one of a colour and size; an increment past the section's limit or the stock is ignored. */
export function changeQuantity(
  selection: SectionSelection,
  required: number,
  hex: string,
  size: string,
  delta: 1 | -1,
  stock: number,
): SectionSelection {
  if (!selection.colours.includes(hex)) return selection;
  const current = selection.quantities[hex]?.[size] ?? 0;
  if (delta > 0 && incrementBlocked(selection, required, hex, size, stock)) return selection;
  const next = Math.max(0, current + delta);
  if (next === current) return selection;
  const bySize = { ...(selection.quantities[hex] ?? {}) };
  if (next === 0) delete bySize[size];
  else bySize[size] = next;
  return { ...selection, quantities: { ...selection.quantities, [hex]: bySize } };
}

/** Names of the chosen colours with no quantity, when more than one colour is chosen (spec's rule). */
export function coloursMissingQuantities(
  selection: SectionSelection,
  colours: readonly { hex: string; name: string }[],
): string[] {
  if (selection.colours.length <= 1) return [];
  return selection.colours
    .filter((hex) => colourCount(selection, hex) === 0)
    .map((hex) => colours.find((c) => c.hex === hex)?.name ?? hex);
}

/**
 * Null when every section has exactly its required count and no chosen colour is left without a quantity
 * (Add Logo and Add to Cart are enabled), else the message to show.
 */
export function selectionProblem(
  sections: readonly BundleSectionRule[],
  selections: readonly SectionSelection[],
): string | null {
  const missing = missingQuantitiesProblem(sections, selections);
  if (missing) return missing;
  for (const [i, s] of sections.entries()) {
    const count = selectedCount(selections[i] ?? emptySelection());
    if (count === 0) return BUNDLE_SHOPPER_MESSAGES.addOne;
    if (count !== s.requiredQuantity)
      return `Product ${i + 1} (${s.title}) needs ${s.requiredQuantity} items: ${count} chosen.`;
  }
  return null;
}

/**
 * The message naming the chosen colours still without a quantity, or null once there are none: the page keeps
 * it (naming those left) until the shopper has fixed it, whatever else they change meanwhile.
 */
export function missingQuantitiesProblem(
  sections: readonly BundleSectionRule[],
  selections: readonly SectionSelection[],
): string | null {
  const missing = sections.flatMap((s, i) =>
    coloursMissingQuantities(selections[i] ?? emptySelection(), s.colours),
  );
  return missing.length ? BUNDLE_SHOPPER_MESSAGES.missingQuantities(missing) : null;
}

/**
 * Whether a refused colour change's message (addSelectionColour, removeSelectionColour) still holds for the
 * section's choice now: it clears once fixed (a colour removed below the limit, the colour's quantities at 0).
 */
export function colourRefusalHolds(selection: SectionSelection, problem: string, hex: string): boolean {
  if (problem === BUNDLE_SHOPPER_MESSAGES.maxColours)
    return selection.colours.length >= MAX_BUNDLE_COLOURS && !selection.colours.includes(hex);
  if (problem === BUNDLE_SHOPPER_MESSAGES.colourHasQuantities)
    return selection.colours.includes(hex) && colourCount(selection, hex) > 0;
  return true;
}

/** One garment choice of a bundle as the cart payload carries it once normalised: colour by hex. */
export interface BundleItemChoice {
  productId: string;
  colourHex: string;
  size: string;
  quantity: number;
}

/** The selections as the cart payload's garment choices (colour by hex). */
export function selectionItems(
  sections: readonly BundleSectionRule[],
  selections: readonly SectionSelection[],
): BundleItemChoice[] {
  return sections.flatMap((s, i) =>
    Object.entries(selections[i]?.quantities ?? {}).flatMap(([hex, bySize]) =>
      Object.entries(bySize)
        .filter(([, q]) => q > 0)
        .map(([size, quantity]) => ({ productId: s.productId, colourHex: hex, size, quantity })),
    ),
  );
}

/**
 * The server's check of a bundle's garment choices against its sections and the stock (`stock` is what is left
 * for this shopper, after what their cart already holds): null when they make a whole bundle, else a message a
 * shopper can act on. The same items in a different order give the same answer.
 */
export function bundleItemsProblem(
  sections: readonly BundleSectionRule[],
  items: readonly BundleItemChoice[],
  stock: StockLookup,
): string | null {
  const sectionOf = new Map(sections.map((s) => [s.productId.toLowerCase(), s]));
  const chosenProducts = new Set(items.map((i) => i.productId.toLowerCase()));
  for (const id of chosenProducts) {
    if (!sectionOf.has(id)) return 'A product you chose is not part of this bundle.';
  }
  if (chosenProducts.size !== sections.length) return BUNDLE_SHOPPER_MESSAGES.productCount(sections.length);
  for (const [index, section] of sections.entries()) {
    const mine = items.filter((i) => i.productId.toLowerCase() === section.productId.toLowerCase());
    const hexes = new Set(mine.map((i) => i.colourHex.toLowerCase()));
    if (hexes.size > MAX_BUNDLE_COLOURS) return `${section.title}: ${BUNDLE_SHOPPER_MESSAGES.maxColours}.`;
    for (const item of mine) {
      const colour = section.colours.find((c) => c.hex.toLowerCase() === item.colourHex.toLowerCase());
      if (!colour) return `${section.title} is not offered in ${item.colourHex} in this bundle.`;
      if (!section.sizes.includes(item.size)) return `${section.title} has no size ${item.size}.`;
      if (!Number.isInteger(item.quantity) || item.quantity < 1)
        return `Quantities must be whole numbers of at least 1.`;
    }
    const count = mine.reduce((n, i) => n + i.quantity, 0);
    if (count !== section.requiredQuantity)
      return `Product ${index + 1} (${section.title}) needs exactly ${section.requiredQuantity} items: ${count} chosen.`;
    // the same colour and size sent twice counts once, with both quantities
    const wanted = new Map<string, { colour: string; size: string; quantity: number }>();
    for (const item of mine) {
      const colour = section.colours.find((c) => c.hex.toLowerCase() === item.colourHex.toLowerCase())!;
      const key = `${colour.hex}|${item.size}`;
      const seen = wanted.get(key);
      if (seen) seen.quantity += item.quantity;
      else wanted.set(key, { colour: colour.name, size: item.size, quantity: item.quantity });
    }
    for (const [key, w] of wanted) {
      const left = stock(section.productId, key.split('|')[0]!.toLowerCase(), w.size);
      if (w.quantity > left)
        return left <= 0
          ? `${section.title} in ${w.colour}, size ${w.size} is out of stock.`
          : `Only ${left} left of ${section.title} in ${w.colour}, size ${w.size}.`;
    }
  }
  return null;
}
