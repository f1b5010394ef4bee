import { DEFAULT_NAME_MAX_LENGTH, DEFAULT_NAME_PRICE, NAME_MAX_LENGTH_LIMIT, namePricingOf } from '../names';
import { z } from 'zod';
import { LOGO_METHODS } from '../catalogue';
import { parsePrice, penceToPounds, type Pence } from '../money';
import {
  ladderProblems,
  MAX_PRICE_BREAKS,
  POSITION_SIZES,
  type DecorationPricing,
  type LadderProblem,
  type PriceBreak,
} from '../price-breaks';

/**
 * Quantity prices as the JSON API and the forms carry them (issue 29): pounds with two decimals, as all money in
 * the JSON API. The rows are checked together by domain/price-breaks' ladderProblems, so a refusal names its row.
 */

/** One row as typed or sent: the quantity from which it applies and the price each, in pounds. */
export const PriceBreakInputSchema = z
  .object({
    minQuantity: z.union([z.number(), z.string()]).describe('Whole garments, 2 to 10,000'),
    price: z.union([z.number(), z.string()]).describe('Pounds each, at most two decimals (12.99)'),
  })
  .meta({ id: 'PriceBreakInput' });

export const PriceBreakJsonSchema = z
  .object({ minQuantity: z.number().int(), price: z.number() })
  .meta({ id: 'PriceBreak' });

export type PriceBreakInput = z.input<typeof PriceBreakInputSchema>;

/** A ladder's rows in pounds, as the API answers them. */
export const priceBreaksJson = (breaks: readonly PriceBreak[]) =>
  breaks.map((b) => ({ minQuantity: b.minQuantity, price: penceToPounds(b.price) }));

/**
 * A ladder as typed or sent, read against its base price: the breaks in pence, or every problem by row. Nothing
 * is half-read: one bad row refuses the ladder.
 */
export function readPriceBreaks(
  base: Pence,
  rows: readonly PriceBreakInput[],
): { breaks: PriceBreak[] } | { problems: LadderProblem[] } {
  // a row that cannot be read stays in place as NaN: ladderProblems names it, once, by its row
  const breaks = rows.map((row) => ({
    minQuantity: Number(String(row.minQuantity).trim() || NaN),
    price: parsePrice(row.price) ?? NaN,
  }));
  const problems = ladderProblems(base, breaks);
  return problems.length > 0 ? { problems } : { breaks };
}

/** The shop-wide decoration prices as PUT /api/pricing takes them, in pounds. */
export const PricingSettingsInputSchema = z
  .object({
    setupFee: z
      .number()
      .min(0, 'The setup fee must be £0 or more')
      .max(1000, 'The setup fee must be at most £1,000')
      .refine(
        (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        {
          message: 'The setup fee must be in pounds with at most two decimals',
        },
      )
      .describe('Pounds, once per new design per order'),
    setupFreeFrom: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .nullable()
      .describe('Setup is waived for a design on at least this many garments; null: never'),
    decoration: z
      .array(
        z.object({
          method: z.enum(LOGO_METHODS),
          positionSize: z.enum(POSITION_SIZES),
          breaks: z.array(PriceBreakInputSchema).max(MAX_PRICE_BREAKS + 1),
        }),
      )
      .max(LOGO_METHODS.length * POSITION_SIZES.length),
    namePrice: z
      .number()
      .min(0, 'The price per name must be £0 or more')
      .max(100, 'The price per name must be at most £100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        message: 'The price per name must be in pounds with at most two decimals',
      })
      .optional()
      .describe(`Pounds per name on a garment (issue 32); £${DEFAULT_NAME_PRICE / 100} when absent`),
    nameMaxLength: z
      .number()
      .int()
      .min(1)
      .max(NAME_MAX_LENGTH_LIMIT)
      .optional()
      .describe(`The longest name in characters; ${DEFAULT_NAME_MAX_LENGTH} when absent`),
  })
  .strict()
  .meta({ id: 'PricingSettingsInput' });

export type PricingSettingsInput = z.output<typeof PricingSettingsInputSchema>;

/** The decoration prices in pounds, as GET /api/pricing answers them. */
export function pricingJson(pricing: DecorationPricing) {
  return {
    setupFee: penceToPounds(pricing.setupFee),
    setupFreeFrom: pricing.setupFreeFrom,
    namePrice: penceToPounds(namePricingOf(pricing).price),
    nameMaxLength: namePricingOf(pricing).maxLength,
    decoration: pricing.decoration.map((l) => ({
      method: l.method,
      positionSize: l.positionSize,
      breaks: priceBreaksJson(l.breaks),
    })),
  };
}
