import { z } from 'zod';
import { PROMO_CODE_PATTERN } from '../promo-codes';

export const PROMO_MESSAGES = {
  codeRequired: 'Please enter a promo code',
  codeCharacters: 'A promo code may only use letters, digits, hyphens and underscores (3 to 40 of them)',
  discountRequired: 'Please enter a discount',
  discount: 'The discount must be a whole number from 1 to 100',
  expiryFormat: 'Please enter the expiry date as a date',
  expiryPast: 'The expiry date must be in the future',
  usageLimit: 'The usage limit must be a whole number of at least 1',
  status: 'Status must be active or inactive',
  emailBody: 'Please enter the email body.',
} as const;

export const PROMO_MAIL_BODY_MAX = 5000;
export const PROMO_MAIL_SUBJECT_MAX = 150;

/** "" and absent both mean "none" (a form's empty field). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The last moment of a calendar day in the UK (Europe/London, so BST is minded). */
export function endOfUkDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(midnightUtc));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  // at UTC midnight London shows 00:00 (GMT) or 01:00 (BST): its own midnight came that many hours earlier
  return new Date(midnightUtc - hour * 3_600_000 - 1);
}

export const PromoStatusSchema = z.enum(['active', 'inactive'], { error: PROMO_MESSAGES.status });

const WholeNumber = (message: string, min: number, max?: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max ?? Number.MAX_SAFE_INTEGER, { error: message }),
  );

/** The seller's new promo code (POST /promocodes/create). */
export const CreatePromoCodeSchema = z.object({
  code: z
    .string({ error: PROMO_MESSAGES.codeRequired })
    .trim()
    .min(1, PROMO_MESSAGES.codeRequired)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeCharacters))
    .describe('Typed or generated (6 upper-case letters and digits); stored upper-case'),
  discount: z
    .preprocess(blankToUndefined, WholeNumber(PROMO_MESSAGES.discount, 1, 100).optional())
    .refine((v) => v !== undefined, PROMO_MESSAGES.discountRequired)
    .transform((v) => v!)
    .describe('Percent off: a whole number from 1 to 100'),
  status: PromoStatusSchema.default('active').describe('active (usable at checkout) or inactive'),
  expiresAt: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: PROMO_MESSAGES.expiryFormat })
        .refine((v) => DATE_ONLY.test(v) || !Number.isNaN(Date.parse(v)), PROMO_MESSAGES.expiryFormat)
        .transform((v) => (DATE_ONLY.test(v) ? endOfUkDay(v) : new Date(v)))
        .refine((d) => d.getTime() > Date.now(), PROMO_MESSAGES.expiryPast)
        .optional(),
    )
    .describe(
      'Optional: a date (good to the end of that day, UK time) or a date-time; must be in the future',
    ),
  usageLimit: z
    .preprocess(blankToUndefined, WholeNumber(PROMO_MESSAGES.usageLimit, 1).optional())
    .describe('Optional: how many orders may use the code in all'),
  onePerCustomer: z
    .boolean({ error: 'onePerCustomer must be true or false' })
    .default(false)
    .describe('Each customer may use the code on one order only'),
});

/** PATCH /promocodes/toggle/{id}. */
export const TogglePromoCodeSchema = z.object({
  status: PromoStatusSchema.describe('The new state'),
});

/** A promo e-mail to every subscribed customer (POST /promocodes/send-email and its preview). */
export const PromoMailSchema = z.object({
  emailBody: z
    .string({ error: PROMO_MESSAGES.emailBody })
    .trim()
    .min(1, PROMO_MESSAGES.emailBody)
    .max(PROMO_MAIL_BODY_MAX, `The email body must be at most ${PROMO_MAIL_BODY_MAX} characters`)
    .describe('Plain text; escaped in the mail'),
  subject: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(PROMO_MAIL_SUBJECT_MAX, `The subject must be at most ${PROMO_MAIL_SUBJECT_MAX} characters`)
        .optional(),
    )
    .describe("Optional; the shop's default subject otherwise"),
  promoCodeId: z
    .preprocess(blankToUndefined, z.uuid({ error: 'Please choose a promo code from the list' }).optional())
    .describe('Optional: the code the mail is about (named in it)'),
});

export type CreatePromoCodeInput = z.output<typeof CreatePromoCodeSchema>;
export type PromoMailInput = z.output<typeof PromoMailSchema>;
