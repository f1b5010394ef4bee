import { CHECKOUT_MARKETING_CHOICES } from '../consent';
import { z } from 'zod';
import { shippingMismatch, SHIPPING_TYPES, type ShippingType } from '../shipping';
import { isUnitedKingdom } from '../uk';
import { PO_NUMBER_MAX_LENGTH, TRADE_MESSAGES } from '../trade';

/** The address fields as the checkout form names them, with the words its messages use. */
export const ADDRESS_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  companyName: 'Company',
  address: 'Address',
  postCode: 'Post Code',
  city: 'City',
  country: 'Country',
  email: 'Email',
  phone: 'Phone',
  additionalInfo: 'Additional Information',
} as const;
export type AddressField = keyof typeof ADDRESS_FIELDS;

const REQUIRED: AddressField[] = ['firstName', 'address', 'postCode', 'city', 'country', 'email', 'phone'];
/** Fields a shopper may leave empty (the forms mark them '(optional)'). */
export const OPTIONAL_ADDRESS_FIELDS = (Object.keys(ADDRESS_FIELDS) as AddressField[]).filter(
  (f) => !REQUIRED.includes(f),
);
/** What browsers autofill into each address field (`address-line1`: `street-address` is for a textarea). */
export const ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  address: 'address-line1',
  postCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  email: 'email',
  phone: 'tel',
  additionalInfo: 'off',
};
export const ADDRESS_INPUT_TYPES: Partial<Record<AddressField, 'email' | 'tel'>> = {
  email: 'email',
  phone: 'tel',
};
/** The spec's pattern: text, @, text, dot, text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A UK postcode (BS98 1TL, SW1A 1AA, M1 1AE, GIR 0AA), spaces and case ignored. */
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/;
export { isUnitedKingdom };

/** "sw1a1aa" → "SW1A 1AA" */
export function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

const field = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, `Please keep this under ${max} characters.`));

/**
 * The shipping address, checked the same way in the browser and on the server. Missing fields are named in one
 * message ('Please fill in: Address, City'), as the checkout shows it.
 */
export const ShippingAddressSchema = z
  .object({
    firstName: field(100),
    lastName: field(100),
    companyName: field(200),
    address: field(300),
    postCode: field(20),
    city: field(100),
    country: field(100),
    email: field(254),
    phone: field(40),
    additionalInfo: field(1000),
  })
  .superRefine((a, ctx) => {
    // every problem at once: the summary first (what the API answers), then one message at each field
    const missing = REQUIRED.filter((k) => !a[k]);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `Please fill in: ${missing.map((k) => ADDRESS_FIELDS[k]).join(', ')}`,
      });
      for (const k of missing)
        ctx.addIssue({ code: 'custom', path: [k], message: `Please fill in your ${ADDRESS_FIELDS[k]}.` });
    }
    if (a.email && !EMAIL.test(a.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email address' });
    if (a.postCode && isUnitedKingdom(a.country) && !UK_POSTCODE.test(formatUkPostcode(a.postCode)))
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'Please enter a valid UK postcode' });
    if (a.phone && !/^[+()\d\s-]{6,}$/.test(a.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please enter a valid phone number' });
  })
  .transform((a) => ({
    ...a,
    email: a.email.toLowerCase(),
    postCode: isUnitedKingdom(a.country) ? formatUkPostcode(a.postCode) : a.postCode,
  }));

export type ShippingAddress = z.output<typeof ShippingAddressSchema>;

/** The form's problems: one summary ('Please fill in: …') and a message at each field concerned. */
export interface CheckoutProblems {
  summary: string;
  fields: Partial<Record<AddressField | 'shippingType', string>>;
}

/** Every problem of a checkout (address and shipping choice) at once; null when there is none. */
export function checkoutProblems(
  address: Record<AddressField, string>,
  shippingType: ShippingType,
): CheckoutProblems | null {
  const fields: CheckoutProblems['fields'] = {};
  let summary: string | null = null;
  const parsed = ShippingAddressSchema.safeParse(address);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as AddressField | undefined;
      if (key === undefined) summary ??= issue.message;
      else fields[key] ??= issue.message;
    }
  }
  const mismatch = shippingMismatch(address.country, shippingType);
  if (mismatch) fields.shippingType = mismatch;
  if (!summary && Object.keys(fields).length === 0) return null;
  return { summary: summary ?? Object.values(fields)[0]!, fields };
}

/** The purchase order number a checkout carries: any order may have one; a trade account may require it. */
export const PoNumberSchema = z
  .string()
  .trim()
  .max(PO_NUMBER_MAX_LENGTH, TRADE_MESSAGES.poTooLong)
  .nullish()
  .transform((v) => v || null);

/** Card through the hosted checkout, or on account (an approved trade account's invoice). */
export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * POST /api/payments/create-checkout-session. The spec's client also sends its cart, totals, discount and user
 * id: they are accepted and ignored, the server works from its own cart, prices and session.
 */
export const CreateCheckoutFields = z.object({
  shippingAddress: ShippingAddressSchema,
  shippingType: z
    .enum(SHIPPING_TYPES as [ShippingType, ...ShippingType[]], { error: 'Unknown shipping choice.' })
    .default('standard'),
  promoCode: z
    .string()
    .optional()
    .transform((v) => v?.trim().toUpperCase() || null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Pay by card or on account.' }).default('card'),
  poNumber: PoNumberSchema,
  /**
   * What the buyer saw and chose about offers by e-mail (issue 34; domain/consent): the soft opt-in kept, its
   * "No offers, thanks" ticked, or the plain box ticked. Absent: nothing shown, nothing recorded.
   */
  marketing: z.enum(CHECKOUT_MARKETING_CHOICES, { error: 'Unknown offers choice.' }).nullish(),
});

/** UK rates for UK addresses, international for the rest (domain/shipping): a refusal at `shippingType`. */
export function refuseWrongShipping(
  c: { shippingAddress: { country: string }; shippingType: ShippingType },
  ctx: z.RefinementCtx,
) {
  const problem = shippingMismatch(c.shippingAddress.country, c.shippingType);
  if (problem) ctx.addIssue({ code: 'custom', path: ['shippingType'], message: problem });
}

export const CreateCheckoutSchema = CreateCheckoutFields.superRefine(refuseWrongShipping);

export type CreateCheckoutInput = z.output<typeof CreateCheckoutSchema>;

export const PromoCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter a promo code' })
    .trim()
    .min(1, 'Please enter a promo code')
    .max(40, 'Invalid promo code')
    .transform((v) => v.toUpperCase()),
});

/** A card is good until the end of its expiry month (MM/YY), as Stripe reads it. */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map((p) => Number(p.trim()));
  const firstDayAfter = new Date(Date.UTC(2000 + year!, month!, 1));
  return now.getTime() >= firstDayAfter.getTime();
}

/** What the test checkout's page says once its session has ended unpaid (as Stripe's hosted page does). */
export const EXPIRED_PAYMENT_PAGE =
  'This payment page has expired, and nothing was charged. Go back to your cart to check out again.';

/** The test checkout's card form. */
export const TEST_CARDS = { pays: '4242424242424242', declines: '4000000000000002' } as const;
export const TestCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Please enter the expiry as MM/YY.')
    .refine((v) => !cardExpired(v), "Your card's expiry date is in the past."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digit CVC.'),
});
