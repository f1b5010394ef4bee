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
