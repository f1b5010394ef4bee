import { z } from 'zod';
import { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS } from '../catalogue';
import { DEFAULT_NAME_MAX_LENGTH, DEFAULT_NAME_PRICE, NAME_MAX_LENGTH_LIMIT, NAMES_MESSAGES } from '../names';
import {
  STORE_ACCESS,
  STORE_ACCESS_CODE_MAX_LENGTH,
  STORE_DELIVERY,
  STORE_MAX_PRICE,
  STORE_MAX_PRODUCTS,
  STORE_PAYERS,
  STORE_SLUG_MAX_LENGTH,
  STORE_SLUG_PATTERN,
  STORE_WELCOME_MAX_LENGTH,
  isDomain,
  normaliseDomain,
} from '../team-stores';
import { NamesFieldsSchema, QUANTITY_MESSAGE } from './cart';
import { quoteDate } from './quotes';
import { TradeAddressSchema } from './trade';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../pricing';

/**
 * What the team stores API takes (issue 32), checked the same way by the seller's form and the server. Money is
 * integer pence (as the quotes and trade APIs); days are YYYY-MM-DD (UK).
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);

const pence = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number of pence.` })
    .int(`${field} must be a whole number of pence.`)
    .min(0, `${field} must be £0 or more.`)
    .max(max, `${field} is too high.`);

/** One garment the store offers: the product, the colours members may pick, the store price and the decoration. */
export const StoreOfferSchema = z
  .object({
    productId: text('Product', 60),
    colours: z
      .array(text('Colour', 60), { error: 'Please choose the colours offered.' })
      .min(1, 'Please choose at least one colour for each garment.')
      .max(60),
    price: pence('The store price', STORE_MAX_PRICE).refine(
      (p) => p > 0,
      'The store price must be more than £0.',
    ),
    decorations: z
      .array(
        z
          .object({
            position: z.enum(LOGO_POSITIONS, { error: 'Please choose a logo position.' }),
            method: z.enum(LOGO_METHODS, { error: 'Please choose a method.' }),
          })
          .strict(),
      )
      .min(1, "Please choose where the organisation's logo goes on each garment.")
      .max(LOGO_POSITIONS.length)
      .refine((list) => new Set(list.map((d) => d.position)).size === list.length, 'One logo per position.'),
  })
  .strict();
export type StoreOfferInput = z.output<typeof StoreOfferSchema>;

/** The seller's store: POST /api/stores creates it, PUT /api/stores/{id} saves it whole. */
export const StoreInputSchema = z
  .object({
    name: text('Store name', 120),
    slug: z
      .string({ error: 'Address is required.' })
      .trim()
      .toLowerCase()
      .min(2, 'The address must be at least 2 characters.')
      .max(STORE_SLUG_MAX_LENGTH, `The address must be at most ${STORE_SLUG_MAX_LENGTH} characters.`)
      .regex(
        STORE_SLUG_PATTERN,
        'Use lower-case letters, digits and hyphens for the address, e.g. st-marys-pe.',
      ),
    welcome: z.string().trim().max(STORE_WELCOME_MAX_LENGTH).default(''),
    /** The organisation's logo: the id of a logo uploaded through POST /api/stores/logo. */
    logoId: z.string().trim().min(1, "Please upload the organisation's logo.").nullable(),
    access: z.enum(STORE_ACCESS, { error: 'Please choose who may see the store.' }),
    accessCode: z
      .string()
      .trim()
      .max(STORE_ACCESS_CODE_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    allowedDomains: z
      .array(z.string().trim().min(1).max(253))
      .max(20)
      .default([])
      .transform((list) => [...new Set(list.map(normaliseDomain))])
      .refine((list) => list.every(isDomain), 'Please enter domains like stmarys.sch.uk.'),
    names: z
      .object({
        enabled: z.boolean(),
        position: z.enum(LOGO_POSITIONS).default('Large Back'),
        method: z.enum(LOGO_METHODS).default('Print'),
        font: z.enum(LOGO_FONTS).default('Standard'),
        maxLength: z.number().int().min(1).max(NAME_MAX_LENGTH_LIMIT).default(DEFAULT_NAME_MAX_LENGTH),
        price: pence('The price per name', 10_000).default(DEFAULT_NAME_PRICE),
      })
      .strict()
      .default({
        enabled: false,
        position: 'Large Back',
        method: 'Print',
        font: 'Standard',
        maxLength: DEFAULT_NAME_MAX_LENGTH,
        price: DEFAULT_NAME_PRICE,
      }),
    opensOn: quoteDate.nullable().default(null),
    closesOn: quoteDate.nullable().default(null),
    delivery: z.enum(STORE_DELIVERY, { error: 'Please choose where the garments go.' }),
    deliveryAddress: TradeAddressSchema.nullable().default(null),
    payer: z.enum(STORE_PAYERS, { error: 'Please choose who pays.' }),
    tradeAccountId: z.string().trim().min(1).nullable().default(null),
    contactName: z.string().trim().max(120).default(''),
    contactEmail: z.union([z.literal(''), z.email('Please enter a valid email address')]).default(''),
    offers: z
      .array(StoreOfferSchema)
      .min(1, 'Please add at least one garment.')
      .max(STORE_MAX_PRODUCTS, `At most ${STORE_MAX_PRODUCTS} garments in one store.`)
      .refine(
        (list) => new Set(list.map((o) => o.productId)).size === list.length,
        'Each garment once: change its colours instead.',
      ),
  })
  .strict()
  .superRefine((v, ctx) => {
    const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.access === 'code' && !v.accessCode)
      at('accessCode', 'Please enter the access code members will type.');
    if (v.access === 'domain' && v.allowedDomains.length === 0)
      at('allowedDomains', 'Please enter at least one allowed domain, e.g. stmarys.sch.uk.');
    if (v.delivery === 'organisation' && !v.deliveryAddress)
      at('deliveryAddress', "Please enter the organisation's delivery address.");
    // a name where a garment carries the logo would refuse every member's cart
    if (v.names.enabled && v.offers.some((o) => o.decorations.some((d) => d.position === v.names.position)))
      ctx.addIssue({
        code: 'custom',
        path: ['names', 'position'],
        message: NAMES_MESSAGES.positionTaken(v.names.position),
      });
    if (v.opensOn && v.closesOn && v.closesOn < v.opensOn)
      at('closesOn', 'The closing date must be on or after the opening date.');
  })
  .meta({ id: 'StoreInput' });
export type StoreInput = z.output<typeof StoreInputSchema>;

/** POST /api/stores/by-slug/{slug}/access: a member types the store's access code. */
export const StoreAccessSchema = z
  .object({ code: text('Access code', STORE_ACCESS_CODE_MAX_LENGTH) })
  .strict();

/** POST /api/stores/{id}/ship: one tracking for the organisation's parcel, or one per order. */
export const StoreShipSchema = z
  .object({
    carrier: text('Carrier', 60),
    /** Delivery to the organisation: the parcel's tracking number. */
    trackingNumber: z.string().trim().max(100).optional(),
    /** Delivery to each member: each order's tracking number by order id. */
    perOrder: z
      .array(z.object({ orderId: text('Order', 60), trackingNumber: text('Tracking number', 100) }).strict())
      .max(10_000)
      .optional(),
  })
  .strict();
export type StoreShipInput = z.output<typeof StoreShipSchema>;

/** The seller's actions on a store beyond saving it: close now, reopen, approve the batch proof. */
export const StoreActionSchema = z
  .object({ action: z.enum(['close', 'reopen', 'approveProof', 'archive']) })
  .strict();

/**
 * POST /api/stores/by-slug/{slug}/cart: a member's garments of one store product in one colour, several sizes at
 * once, with a name per garment when the store offers names. Price and decoration come from the store.
 */
export const StoreCartSchema = z
  .object({
    productId: text('Product', 60),
    colour: text('Colour', 60),
    items: z
      .array(
        z
          .object({
            size: text('Size', 40),
            quantity: z.coerce
              .number({ error: QUANTITY_MESSAGE })
              .int(QUANTITY_MESSAGE)
              .min(MIN_LINE_QUANTITY, QUANTITY_MESSAGE)
              .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
          })
          .strict(),
        { error: 'Please select at least one size.' },
      )
      .min(1, 'Please select at least one size.')
      .max(50),
    names: NamesFieldsSchema.shape.names,
    namesChecked: NamesFieldsSchema.shape.namesChecked,
  })
  .strict();
export type StoreCartInput = z.output<typeof StoreCartSchema>;
