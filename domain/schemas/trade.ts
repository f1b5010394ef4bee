import { z } from 'zod';
import { isUnitedKingdom } from '../uk';
import {
  MAX_CREDIT_LIMIT,
  MONTHLY_SPEND_BANDS,
  PAYMENT_TERMS_DAYS,
  TRADE_MESSAGES,
  TRADE_STATUSES,
  type MonthlySpendBand,
} from '../trade';
import { formatUkPostcode } from './checkout';
import { quoteDate, QUOTE_DATE_MESSAGE } from './quotes';

/**
 * What the trade account API takes (issue 31), checked the same way by the pages and the server. Money is in
 * integer pence, as in the quotes API; days are YYYY-MM-DD.
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
    .nullish()
    .transform((v) => v || null);

/** A Companies House number: 8 digits, or 2 letters and 6 digits (SC123456); spaces ignored. */
const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;
/** A UK VAT number: GB and 9 or 12 digits (GB123456789); spaces ignored. */
const VAT_NUMBER = /^GB(\d{9}|\d{12})$/;
const compact = (v: string | null) => (v ? v.replace(/\s+/g, '').toUpperCase() : null);

/** The invoice address: where the invoices and statements are addressed. */
export const TradeAddressSchema = z
  .object({
    address: text('Address', 300),
    city: text('City', 100),
    postCode: text('Post Code', 20),
    country: text('Country', 100),
  })
  .transform((a) => ({
    ...a,
    postCode: isUnitedKingdom(a.country) ? formatUkPostcode(a.postCode) : a.postCode,
  }));
export type TradeAddress = z.output<typeof TradeAddressSchema>;

/** POST /api/trade-account: a customer's application. */
export const TradeApplicationSchema = z.object({
  businessName: text('Business name', 200),
  companyNumber: optionalText('Company number', 20)
    .transform(compact)
    .refine(
      (v) => v === null || COMPANY_NUMBER.test(v),
      'Please enter a company number as 8 digits, or 2 letters and 6 digits.',
    ),
  vatNumber: optionalText('VAT number', 20)
    .transform(compact)
    .refine((v) => v === null || VAT_NUMBER.test(v), 'Please enter a VAT number as GB and 9 digits.'),
  contactName: text('Accounts contact name', 100),
  contactEmail: text('Accounts e-mail', 254)
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  invoiceAddress: TradeAddressSchema,
  phone: text('Phone', 40).regex(/^[+()\d\s-]{6,}$/, 'Please enter a valid phone number'),
  monthlySpend: z.enum(Object.keys(MONTHLY_SPEND_BANDS) as [MonthlySpendBand, ...MonthlySpendBand[]], {
    error: 'Please choose your expected monthly spend.',
  }),
  poRequired: z.boolean().default(false),
});
export type TradeApplicationInput = z.output<typeof TradeApplicationSchema>;

const termsDays = z.union(
  PAYMENT_TERMS_DAYS.map((d) => z.literal(d)) as unknown as [
    z.ZodLiteral<7>,
    z.ZodLiteral<14>,
    z.ZodLiteral<30>,
    z.ZodLiteral<60>,
  ],
  { error: `Payment terms are ${PAYMENT_TERMS_DAYS.join(', ')} days.` },
);
const creditLimit = z
  .number({ error: 'The credit limit must be an amount in pence.' })
  .int('The credit limit must be a whole number of pence.')
  .min(0, 'The credit limit cannot be negative.')
  .max(
    MAX_CREDIT_LIMIT,
    `The credit limit must be at most £${(MAX_CREDIT_LIMIT / 100).toLocaleString('en-GB')}.`,
  );

/** PUT /api/trade-accounts/{id}: one decision of the seller's. */
export const TradeDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve'), creditLimit, termsDays, poRequired: z.boolean().optional() }),
    z.object({ action: z.literal('decline'), reason: text('A reason', 1000) }),
    z.object({
      action: z.literal('update'),
      creditLimit: creditLimit.optional(),
      termsDays: termsDays.optional(),
      poRequired: z.boolean().optional(),
    }),
    z.object({ action: z.literal('suspend'), reason: optionalText('The reason', 1000) }),
    z.object({ action: z.literal('reopen') }),
  ],
  { error: 'Please choose approve, decline, update, suspend or reopen.' },
);
export type TradeDecision = z.output<typeof TradeDecisionSchema>;

/** POST /api/trade-accounts/{id}/payments: money received. The date's "not in the future" is the server's. */
export const TradePaymentSchema = z.object({
  amount: z
    .number({ error: 'The amount must be in pence.' })
    .int('The amount must be a whole number of pence.')
    .positive('The amount must be more than nothing.')
    .max(MAX_CREDIT_LIMIT * 10, 'That amount is too large.'),
  day: quoteDate,
  reference: optionalText('The reference', 100),
  /** The invoice (its order) it pays; without one it pays the oldest invoices first. */
  orderId: z
    .uuid('Unknown invoice.')
    .nullish()
    .transform((v) => v ?? null),
});
export type TradePaymentInput = z.output<typeof TradePaymentSchema>;

/** GET /api/trade-accounts/{id}/statement and /api/trade-account/statement: the range, both days inclusive. */
export const StatementRangeSchema = z
  .object({ from: quoteDate.optional(), to: quoteDate.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: TRADE_MESSAGES.rangeBackwards,
    path: ['from'],
  });
export { QUOTE_DATE_MESSAGE as TRADE_DATE_MESSAGE };

/** The seller's list: GET /api/trade-accounts. */
export const TradeAccountListQuerySchema = z.object({
  status: z.enum(TRADE_STATUSES).optional(),
  /** only accounts with an overdue invoice */
  overdue: z.enum(['1']).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export type TradeAccountListQuery = z.output<typeof TradeAccountListQuerySchema>;
