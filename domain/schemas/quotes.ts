import { z } from 'zod';
import { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS } from '../catalogue';
import { MAX_LINE_QUANTITY } from '../pricing';
import { QUOTE_COMMENT_MAX_LENGTH, QUOTE_STATUSES } from '../quotes';
import { QUOTE_LIMITS } from '../quote-lines';
import { ContactMessageSchema } from './contact';
import { QUANTITY_MESSAGE, TEXT_LOGO_MAX_LENGTH } from './cart';
import { ShippingAddressSchema } from './checkout';

/**
 * What the quote API takes (issue 30), checked the same way by the pages and the server. Money is in integer
 * pence; dates are YYYY-MM-DD (a quote is valid to the end of its valid-until day, UK time).
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || null);

const quantity = z.coerce
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);

const pence = (field: string) =>
  z
    .number({ error: `${field} must be an amount in pence.` })
    .int(`${field} must be a whole number of pence.`)
    .min(0, `${field} cannot be negative.`)
    .max(QUOTE_LIMITS.maxPence, `${field} must be at most £${QUOTE_LIMITS.maxPence / 100}.`);

export const QUOTE_DATE_MESSAGE = 'Please give the date as YYYY-MM-DD.';
/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
export const quoteDate = z
  .string({ error: QUOTE_DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, QUOTE_DATE_MESSAGE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, QUOTE_DATE_MESSAGE);

/** A multipart form's JSON field (`items`, `decoration`) as its value; JSON bodies pass values through. */
const jsonField = <T extends z.ZodType>(schema: T, field: string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return { __invalid: `${field} must be JSON.` };
    }
  }, schema);

const sizes = z
  .array(z.object({ size: text('Size', 40), quantity }).strict(), {
    error: 'Please give a quantity for a size.',
  })
  .min(1, 'Please give a quantity for at least one size.')
  .max(QUOTE_LIMITS.sizesPerLine, `At most ${QUOTE_LIMITS.sizesPerLine} sizes on a line.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      if (seen.has(s.size))
        ctx.addIssue({ code: 'custom', path: [i, 'size'], message: `Size ${s.size} is given twice.` });
      seen.add(s.size);
    });
  });

/** A garment picked from the catalogue: product, colour, and a quantity per size (the size grid's choice). */
export const QuoteItemSchema = z
  .object({
    productId: text('Product', 100),
    colour: text('Colour', 60),
    sizes,
  })
  .strict();

const positions = z
  .array(z.enum(LOGO_POSITIONS, { error: 'Unknown logo position.' }))
  .min(1, 'Please choose at least one position for the logo.')
  .max(LOGO_POSITIONS.length)
  .transform((list) => [...new Set(list)]);

/** The decoration a buyer asks for: a method at positions, with text in a font or a logo (uploaded with it). */
export const QuoteDecorationRequestSchema = z
  .object({
    method: z.enum(LOGO_METHODS, { error: 'Please choose embroidery or print.' }),
    positions,
    textLine: z
      .string()
      .trim()
      .max(TEXT_LOGO_MAX_LENGTH, `The logo text must be at most ${TEXT_LOGO_MAX_LENGTH} characters.`)
      .optional()
      .transform((v) => v || null),
    font: z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
    /** A logo uploaded before (POST /api/logos), by id; or none when the file comes with the request. */
    logo: z.string().trim().max(300).optional(),
  })
  .strict();

/** POST /api/quotes: the request. JSON, or multipart with `items` and `decoration` as JSON and a `logo` file. */
export const QuoteRequestSchema = z
  .object({
    name: ContactMessageSchema.shape.fullName,
    email: ContactMessageSchema.shape.email,
    phone: optionalText('Phone', 40).refine(
      (v) => v === null || /^[+()\d\s-]{6,}$/.test(v),
      'Please enter a valid phone number',
    ),
    company: optionalText('Company', 200),
    items: jsonField(
      z
        .array(QuoteItemSchema, { error: 'Items must be a list.' })
        .max(QUOTE_LIMITS.lines, `At most ${QUOTE_LIMITS.lines} garments in one request.`),
      'Items',
    ).default([]),
    description: optionalText('What you need', 2000),
    decoration: jsonField(QuoteDecorationRequestSchema, 'Decoration').optional(),
    neededBy: quoteDate.optional().or(z.literal('').transform(() => undefined)),
    postcode: optionalText('Delivery postcode', 20),
    notes: optionalText('Notes', 2000),
  })
  .superRefine((v, ctx) => {
    if (v.items.length === 0 && !v.description)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'Please pick garments or tell us what you need.',
      });
  });
export type QuoteRequestInput = z.output<typeof QuoteRequestSchema>;

/** One decoration of a garment line the seller prices: `unitPrice` per garment, or the shop's price if left out. */
export const QuoteLineDecorationSchema = z
  .object({
    position: z.enum(LOGO_POSITIONS, { error: 'Unknown logo position.' }),
    method: z.enum(LOGO_METHODS, { error: 'Please choose embroidery or print.' }),
    textLine: z.string().trim().max(TEXT_LOGO_MAX_LENGTH).optional(),
    font: z.enum(LOGO_FONTS, { error: 'Unknown font.' }).optional(),
    logo: z.string().trim().max(300).optional(),
    unitPrice: pence('Decoration price').optional(),
  })
  .strict()
  .refine((d) => Boolean(d.textLine) || Boolean(d.logo), {
    message: 'Please give the logo text or choose a logo.',
  });

export const QuoteGarmentLineSchema = z
  .object({
    kind: z.literal('garment'),
    productId: text('Product', 100),
    colour: text('Colour', 60),
    sizes,
    decorations: z
      .array(QuoteLineDecorationSchema)
      .max(LOGO_POSITIONS.length)
      .default([])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((d, i) => {
          if (seen.has(d.position))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'position'],
              message: `${d.position} is chosen twice.`,
            });
          seen.add(d.position);
        });
      }),
    /** What each garment is charged; left out: the shop's own price at the line's quantity break. */
    unitPrice: pence('Unit price').optional(),
  })
  .strict();

export const QuoteCustomLineSchema = z
  .object({
    kind: z.literal('custom'),
    description: text('Description', QUOTE_LIMITS.descriptionLength),
    quantity,
    unitPrice: pence('Unit price'),
  })
  .strict();

export const QuoteLineInputSchema = z.discriminatedUnion(
  'kind',
  [QuoteGarmentLineSchema, QuoteCustomLineSchema],
  {
    error: 'Each line is a garment or a custom line.',
  },
);
export type QuoteLineInput = z.output<typeof QuoteLineInputSchema>;

/** PUT /api/quotes/{id}: the seller's draft, whole. */
export const QuoteDraftSchema = z
  .object({
    lines: z
      .array(QuoteLineInputSchema, { error: 'Lines must be a list.' })
      .max(QUOTE_LIMITS.lines, `At most ${QUOTE_LIMITS.lines} lines on a quote.`),
    discountPercent: z
      .number({ error: 'The discount must be a percentage.' })
      .int('The discount must be a whole percentage.')
      .min(0, 'The discount cannot be negative.')
      .max(QUOTE_LIMITS.maxDiscountPercent, 'The discount must be at most 100%.')
      .default(0),
    shipping: pence('Shipping').default(0),
    validUntil: quoteDate,
    message: z
      .string()
      .trim()
      .max(
        QUOTE_LIMITS.messageLength,
        `The message must be at most ${QUOTE_LIMITS.messageLength} characters.`,
      )
      .default(''),
  })
  .strict();
export type QuoteDraftInput = z.output<typeof QuoteDraftSchema>;

/** POST /api/quotes/{id}/renew: the new valid-until date. */
export const QuoteRenewSchema = z.object({ validUntil: quoteDate }).strict();

const version = z.number({ error: 'Please say which version you are answering.' }).int().min(1);

/** POST /api/quotes/by-token/{token}/accept: the version read and where it goes. */
export const QuoteAcceptSchema = z.object({ version, shippingAddress: ShippingAddressSchema }).strict();
export type QuoteAcceptInput = z.output<typeof QuoteAcceptSchema>;

/** POST …/changes: the version read and what should change. */
export const QuoteChangesSchema = z
  .object({
    version,
    comment: z
      .string({ error: 'Please tell us what you would like changed.' })
      .trim()
      .min(1, 'Please tell us what you would like changed.')
      .max(
        QUOTE_COMMENT_MAX_LENGTH,
        `Please keep your comment to ${QUOTE_COMMENT_MAX_LENGTH} characters or fewer.`,
      ),
  })
  .strict();

/** POST …/decline: the version read and, if given, why. */
export const QuoteDeclineSchema = z
  .object({
    version,
    reason: z
      .string()
      .trim()
      .max(
        QUOTE_COMMENT_MAX_LENGTH,
        `Please keep your reason to ${QUOTE_COMMENT_MAX_LENGTH} characters or fewer.`,
      )
      .optional()
      .transform((v) => v || undefined),
  })
  .strict();

/** GET /api/quotes: the seller's list. */
export const QuoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: 'Unknown quote status.' }).optional(),
  q: z.string().trim().max(200, 'Search at most 200 characters.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
