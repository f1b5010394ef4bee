import { z } from 'zod';
import { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS } from '../catalogue';
import { LOGO_NOTES_MAX_LENGTH, SIZE_QUANTITY_FIELD, TEXT_LOGO_MAX_LENGTH } from '../cart-fields';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../pricing';
import { NAME_MAX_LENGTH_LIMIT, NAMES_MESSAGES, nameProblem, type NamesInput } from '../names';

export { LOGO_NOTES_MAX_LENGTH, SIZE_QUANTITY_FIELD, TEXT_LOGO_MAX_LENGTH };

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY.toLocaleString('en-GB')}.`;

/** Multipart fields arrive as text: '3' and 'true' count as 3 and true. */
const quantity = z.coerce
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(MIN_LINE_QUANTITY, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);

const text = (field: string, max = 100) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);

/** One position, a list, or a comma-separated list (multipart), as the spec's client sends it. */
const positions = z
  .union([z.string(), z.array(z.string())], { error: 'Please select a logo position.' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((p) => p.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.enum(LOGO_POSITIONS, { error: 'Unknown logo position.' }))
      .min(1, 'Please select a logo position.')
      .max(LOGO_POSITIONS.length)
      .transform((list) => [...new Set(list)].sort()),
  );

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

const textLine = z
  .string()
  .trim()
  .max(TEXT_LOGO_MAX_LENGTH, `The logo text must be at most ${TEXT_LOGO_MAX_LENGTH} characters.`);
const notes = z
  .string()
  .trim()
  .max(LOGO_NOTES_MAX_LENGTH, `Notes must be at most ${LOGO_NOTES_MAX_LENGTH} characters.`);

/**
 * One decoration: a method at a position with a text logo (`textLine`, `font`) or a logo uploaded before
 * (`logo`: its id or URL, e.g. from POST /api/logos).
 */
export const DecorationFieldsSchema = z
  .object({
    position: z.enum(LOGO_POSITIONS, { error: 'Please select a logo position.' }),
    method: z.enum(LOGO_METHODS, { error: 'Please select a printing method.' }),
    textLine: textLine.optional(),
    font: z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
    logo: z.string().trim().max(300).optional(),
  })
  .strict();

export type DecorationDesignInput =
  | { kind: 'text'; textLine: string; font: (typeof LOGO_FONTS)[number] }
  /** `logoRef` null: the file comes with the request (the spec's multipart upload). */
  | { kind: 'upload'; logoRef: string | null; usePreviousLogo: boolean };

export interface DecorationInput {
  position: (typeof LOGO_POSITIONS)[number];
  method: (typeof LOGO_METHODS)[number];
  design: DecorationDesignInput;
}

/** A line's decorations: at most one per position, each with a text or a logo. */
export const DecorationsSchema = z
  .array(DecorationFieldsSchema, { error: 'Decorations must be a list.' })
  .max(LOGO_POSITIONS.length, `At most ${LOGO_POSITIONS.length} decorations, one per position.`)
  .transform((list, ctx): DecorationInput[] => {
    const seen = new Set<string>();
    const out: DecorationInput[] = [];
    list.forEach((d, i) => {
      if (seen.has(d.position)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'position'],
          message: `Only one logo per position: ${d.position} is chosen twice.`,
        });
        return;
      }
      seen.add(d.position);
      if (d.textLine) {
        out.push({
          position: d.position,
          method: d.method,
          design: { kind: 'text', textLine: d.textLine, font: d.font ?? 'Standard' },
        });
      } else if (d.logo) {
        out.push({
          position: d.position,
          method: d.method,
          design: { kind: 'upload', logoRef: d.logo, usePreviousLogo: false },
        });
      } else {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Please enter text or choose a logo for ${d.position}.`,
        });
      }
    });
    return out;
  });

/** One name for one garment: `{ size, name }`; the shop's (or store's) own limit is checked by the server. */
export const SizedNameSchema = z
  .object({
    size: text('Size', 40),
    name: z
      .string({ error: NAMES_MESSAGES.empty })
      .trim()
      .superRefine((name, ctx) => {
        const problem = nameProblem(name, NAME_MAX_LENGTH_LIMIT);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .strict();

/**
 * The fields that put a name on each garment (issue 32): the names by size, where and how, and the buyer's
 * tick that they checked the spelling. Absent `names`: no names.
 */
export const NamesFieldsSchema = z.object({
  names: z
    .array(SizedNameSchema, { error: 'Names must be a list of { size, name }.' })
    .max(MAX_LINE_QUANTITY, 'More names than garments.')
    .optional()
    .describe('One name per garment: as many of each size as the quantity of that size'),
  namePosition: z.enum(LOGO_POSITIONS, { error: 'Please choose where the names go.' }).optional(),
  nameMethod: z.enum(LOGO_METHODS, { error: 'Please choose how the names are applied.' }).optional(),
  nameFont: z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
  namesChecked: flag.describe('The buyer ticked "I have checked the spelling of every name"'),
});

/** The names a request asks for, or null; refuses names without their position or the spelling tick. */
function namesOf(
  v: z.output<typeof NamesFieldsSchema>,
  ctx: z.RefinementCtx,
  defaults: { position?: (typeof LOGO_POSITIONS)[number]; method?: (typeof LOGO_METHODS)[number] } = {},
): NamesInput | null {
  if (!v.names || v.names.length === 0) return null;
  const position = v.namePosition ?? defaults.position;
  if (!position) return refuse(ctx, 'namePosition', 'Please choose where the names go.');
  if (!v.namesChecked) return refuse(ctx, 'namesChecked', NAMES_MESSAGES.spelling);
  return {
    position,
    method: v.nameMethod ?? defaults.method ?? 'Print',
    font: v.nameFont ?? 'Standard',
    names: v.names,
  };
}

/** PUT /api/cart/{id}/decorations: the line's whole list of decorations (empty: a plain garment). */
export const LineDecorationsSchema = z
  .object({ decorations: DecorationsSchema, notes: notes.optional() })
  .strict();
export type LineDecorationsInput = z.output<typeof LineDecorationsSchema>;

/**
 * POST /api/cart in all three of the spec's shapes: plain (`finalQuantity`), text logo (`textLine`), and
 * upload (a `logo` file or the URL of a logo already uploaded). Prices, titles and images the client sends
 * are accepted and ignored: the server takes them from the database.
 */
export const AddToCartFieldsSchema = z.object({
  productId: z
    .string({ error: 'Please select a product first.' })
    .trim()
    .min(1, 'Please select a product first.'),
  size: text('Size', 40),
  color: text('Colour', 60).optional(),
  colour: text('Colour', 60).optional(),
  quantity: quantity.optional(),
  finalQuantity: quantity.optional(),
  method: z.enum(LOGO_METHODS, { error: 'Please select a printing method.' }).optional(),
  position: positions.optional(),
  textLine: textLine.optional(),
  font: z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
  notes: notes.optional(),
  /** Several decorations, one per position, each with its own method and design (instead of `method`…). */
  decorations: DecorationsSchema.optional(),
  /** The id or URL of a logo this customer uploaded before (the file itself comes separately). */
  logo: z.string().trim().optional(),
  usePreviousLogo: flag,
  ...NamesFieldsSchema.shape,
});

export type AddToCartFields = z.output<typeof AddToCartFieldsSchema>;

/** Refuses the whole add with one field's message (the transform then has no value). */
function refuse(ctx: z.RefinementCtx, field: string, message: string): never {
  ctx.addIssue({ code: 'custom', path: [field], message });
  return z.NEVER;
}

/** The fields as the service takes them: one colour, one quantity, the decoration (if any) checked whole. */
export function toAddToCartInput(v: AddToCartFields, ctx: z.RefinementCtx) {
  const colour = v.colour ?? v.color;
  if (!colour) {
    return refuse(ctx, 'color', 'Please select a color.');
  }
  const base = {
    productId: v.productId,
    size: v.size,
    colour,
    quantity: v.finalQuantity ?? v.quantity ?? 1,
    names: namesOf(v, ctx),
  };
  const wantsLogo = Boolean(v.textLine) || v.logo !== undefined || v.method !== undefined;
  if (v.decorations) {
    if (wantsLogo) {
      return refuse(ctx, 'decorations', 'Send either decorations or method, position and logo, not both.');
    }
    return { ...base, decorations: v.decorations, notes: v.notes || null };
  }
  if (!wantsLogo) return { ...base, decorations: [] as DecorationInput[], notes: null };
  if (!v.method) {
    return refuse(ctx, 'method', 'Please select a printing method before finishing.');
  }
  if (!v.position) {
    return refuse(ctx, 'position', 'Please select a logo position before finishing.');
  }
  const design: DecorationDesignInput = v.textLine
    ? { kind: 'text', textLine: v.textLine, font: v.font ?? 'Standard' }
    : { kind: 'upload', logoRef: v.logo ?? null, usePreviousLogo: v.usePreviousLogo };
  const method = v.method;
  return {
    ...base,
    // the spec's one design at one or more positions: the same design at each
    decorations: v.position.map((position): DecorationInput => ({ position, method, design })),
    notes: v.notes || null,
  };
}

export const AddToCartSchema = AddToCartFieldsSchema.transform(toAddToCartInput);

export type AddToCartInput = z.output<typeof AddToCartSchema>;

/** The cart page's shipping choice (a search param), standard unless chosen. */
export const ShippingChoiceSchema = z.enum(['standard', 'expedited', 'international']).catch('standard');

/**
 * Several sizes of one garment and colour at once: the product page's size grid (plain), or the logo wizard's
 * sizes, each with the same `decorations` (as POST /api/cart's JSON takes them) and `notes`.
 */
export const AddSizesSchema = z
  .object({
    productId: z
      .string({ error: 'Please select a product first.' })
      .trim()
      .min(1, 'Please select a product first.'),
    color: text('Colour', 60).optional(),
    colour: text('Colour', 60).optional(),
    items: z
      .array(z.object({ size: text('Size', 40), quantity }).strict(), {
        error: 'Please select at least one size.',
      })
      .min(1, 'Please select at least one size.')
      .max(50, 'At most 50 sizes at once.'),
    decorations: DecorationsSchema.optional(),
    notes: notes.optional(),
    ...NamesFieldsSchema.shape,
  })
  .strict()
  .transform((v, ctx) => {
    const colour = v.colour ?? v.color;
    if (!colour) {
      return refuse(ctx, 'color', 'Please select a color.');
    }
    // the same size twice counts once, with both quantities
    const bySize = new Map<string, number>();
    for (const item of v.items) bySize.set(item.size, (bySize.get(item.size) ?? 0) + item.quantity);
    const items = [...bySize].map(([size, qty]) => ({ size, quantity: qty }));
    if (items.some((i) => i.quantity > MAX_LINE_QUANTITY)) {
      return refuse(ctx, 'items', QUANTITY_MESSAGE);
    }
    return {
      productId: v.productId,
      colour,
      items,
      decorations: v.decorations ?? [],
      notes: v.notes || null,
      names: namesOf(v, ctx),
    };
  });

export type AddSizesInput = z.output<typeof AddSizesSchema>;

/**
 * The size grid as a posted form: `colour` and one `quantity.<size>` per size; empty or 0 sizes are not
 * chosen. The result goes through AddSizesSchema like the API's JSON.
 */
export function sizesFromForm(form: FormData, productId: string) {
  const items: { size: string; quantity: string }[] = [];
  for (const [key, value] of form) {
    if (!key.startsWith(SIZE_QUANTITY_FIELD) || typeof value !== 'string') continue;
    const typed = value.trim();
    if (typed === '' || typed === '0') continue;
    items.push({ size: key.slice(SIZE_QUANTITY_FIELD.length), quantity: typed });
  }
  const colour = form.get('colour');
  return AddSizesSchema.safeParse({
    productId,
    colour: typeof colour === 'string' && colour ? colour : undefined,
    items,
  });
}

/** A line's quantity typed in the cart. */
export const SetQuantitySchema = z.object({ quantity }).strict();
