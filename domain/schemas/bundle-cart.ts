import { z } from 'zod';
import { BUNDLE_METHODS, BUNDLE_SHOPPER_MESSAGES } from '../bundles';
import { LOGO_FONTS, LOGO_POSITIONS, type LogoPosition } from '../catalogue';
import { MAX_LINE_QUANTITY } from '../pricing';
import type { DecorationDesignInput } from './cart';
import { LOGO_NOTES_MAX_LENGTH, TEXT_LOGO_MAX_LENGTH } from './cart';

/**
 * POST /api/cart with `isBundle`: the spec's bundle payloads, JSON or multipart (where lists arrive as JSON text).
 * Each bundle product names its garments either by `sizesByColor` — the spec's shape ({ colour: [{ size,
 * quantity }] }) or the bundle page's ({ colour: { size: quantity } }) — or, in the alternative payload, one entry
 * per garment with `color`, `size` and `quantity`.
 * Colours may be names or hex values. Prices, titles, pictures and thumbnails the client sends are accepted and
 * ignored: the server takes them from the bundle.
 */

/** Multipart sends lists and objects as JSON text. */
const jsonText = <T extends z.ZodType>(schema: T, what: string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return Symbol(what); // fails the schema below with its own message
    }
  }, schema);

const quantity = z
  .number({ error: 'Quantities must be whole numbers.' })
  .int('Quantities must be whole numbers.')
  .min(0, 'Quantities cannot be negative.')
  .max(MAX_LINE_QUANTITY, 'That quantity is too large.');

const sizeLabel = z.string().trim().min(1).max(40);

/**
 * One colour's sizes: the spec's list of { size, quantity } entries (a size listed twice counts both), or the
 * bundle page's { size: quantity } map. Both read as [size, quantity] pairs.
 */
const SizesOfColourSchema = z.union(
  [
    z
      .array(z.object({ size: sizeLabel, quantity }).loose())
      .max(100, 'Too many sizes in one colour.')
      .transform((list) => list.map((e): [string, number] => [e.size, e.quantity])),
    z.record(sizeLabel, quantity).transform((bySize) => Object.entries(bySize)),
  ],
  {
    // the shape sent (a list or a map) names the mistake in its own terms
    error: (issue) => {
      const errors = issue.code === 'invalid_union' ? issue.errors : [];
      const own = errors[Array.isArray(issue.input) ? 0 : 1]?.[0]?.message;
      return own && !own.startsWith('Invalid input')
        ? own
        : 'Each colour in sizesByColor lists { size, quantity } entries, or maps sizes to quantities.';
    },
  },
);

const BundleProductSchema = z
  .object({
    id: z.string().trim().min(1).optional(),
    productId: z.string().trim().min(1).optional(),
    _id: z.string().trim().min(1).optional(),
    bundleProductId: z.string().trim().min(1).optional(),
    sizesByColor: z.record(z.string().trim().min(1).max(60), SizesOfColourSchema).optional(),
    color: z.string().trim().max(60).optional(),
    size: z.union([z.string().trim().max(40), z.array(z.string())]).optional(),
    quantity: quantity.optional(),
  })
  .loose()
  .transform((p, ctx) => {
    const productId = p.productId ?? p.id ?? p._id ?? p.bundleProductId;
    if (!productId) {
      ctx.addIssue({ code: 'custom', message: 'Every bundle product needs its id.' });
      return z.NEVER;
    }
    const items: { productId: string; colour: string; size: string; quantity: number }[] = [];
    if (p.sizesByColor) {
      for (const [colour, bySize] of Object.entries(p.sizesByColor))
        for (const [size, q] of bySize) if (q > 0) items.push({ productId, colour, size, quantity: q });
    } else if (p.color && typeof p.size === 'string' && p.quantity) {
      items.push({ productId, colour: p.color, size: p.size, quantity: p.quantity });
    }
    return { productId, items };
  });

const positions = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => {
    if (Array.isArray(v)) return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        /* read as a comma-separated list */
      }
    }
    return text.split(',');
  })
  .pipe(
    z
      .array(z.string().trim())
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.enum(LOGO_POSITIONS, { error: 'Unknown logo position.' })).max(LOGO_POSITIONS.length)),
  );

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

export const BundleCartFieldsSchema = z
  .object({
    isBundle: z.union([z.literal(true), z.literal('true')]),
    bundleId: z
      .string({ error: BUNDLE_SHOPPER_MESSAGES.bundleId })
      .trim()
      .min(1, BUNDLE_SHOPPER_MESSAGES.bundleId),
    bundleProducts: jsonText(
      z
        .array(BundleProductSchema, { error: BUNDLE_SHOPPER_MESSAGES.noQuantities })
        .min(1, BUNDLE_SHOPPER_MESSAGES.noQuantities)
        .max(10, 'Too many bundle products.'),
      'bundleProducts',
    ),
    method: z.enum(BUNDLE_METHODS, { error: BUNDLE_SHOPPER_MESSAGES.invalidMethod }).default('Not selected'),
    // a list, its JSON text (multipart) or one position or a comma-separated list
    position: positions.optional(),
    textLine: z
      .string()
      .trim()
      .max(TEXT_LOGO_MAX_LENGTH, `The logo text must be at most ${TEXT_LOGO_MAX_LENGTH} characters.`)
      .optional(),
    // a form sends an empty field for "none"
    font: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
    ),
    notes: z
      .string()
      .trim()
      .max(LOGO_NOTES_MAX_LENGTH, `Notes must be at most ${LOGO_NOTES_MAX_LENGTH} characters.`)
      .optional(),
    /** The id or URL of a logo this customer uploaded before (a new file comes as the multipart `logo` file). */
    logo: z.string().trim().max(300).optional(),
    usePreviousLogo: flag,
  })
  .loose();

export interface BundleCartInput {
  bundleId: string;
  /** Every garment chosen, colour as sent (name or hex), with the product ids of every section sent. */
  products: {
    productId: string;
    items: { productId: string; colour: string; size: string; quantity: number }[];
  }[];
  method: (typeof BUNDLE_METHODS)[number];
  positions: LogoPosition[];
  /**
   * Null for 'Not selected'; an upload with `logoRef` null takes the request's file; a text with an empty
   * `textLine` is a text logo left empty (refused unless the request carries a file).
   */
  design: DecorationDesignInput | null;
  notes: string | null;
}

export const BundleCartSchema = BundleCartFieldsSchema.transform((v, ctx): BundleCartInput => {
  const products = v.bundleProducts;
  if (products.every((p) => p.items.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['bundleProducts'], message: BUNDLE_SHOPPER_MESSAGES.noQuantities });
    return z.NEVER;
  }
  const base = { bundleId: v.bundleId, products, notes: v.notes || null };
  if (v.method === 'Not selected') return { ...base, method: v.method, positions: [], design: null };
  const positions = [...new Set(v.position ?? [])];
  if (positions.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['position'], message: BUNDLE_SHOPPER_MESSAGES.positions });
    return z.NEVER;
  }
  // a font with no text and no logo named is a text logo left empty: the server answers 'Please enter text for
  // the logo.' (unless a file came with it, which makes it an upload)
  const text = Boolean(v.textLine) || (v.font !== undefined && !v.logo && !v.usePreviousLogo);
  const design: DecorationDesignInput = text
    ? { kind: 'text', textLine: v.textLine ?? '', font: v.font ?? 'Standard' }
    : { kind: 'upload', logoRef: v.logo || null, usePreviousLogo: v.usePreviousLogo };
  return { ...base, method: v.method, positions, design };
});
