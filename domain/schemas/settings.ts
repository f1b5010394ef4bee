import { z } from 'zod';
import { isIsoDate } from '../earnings';
import { tidyVatNumber, VAT_NUMBER_PATTERN } from '../vat';

/** The VAT number's format message: what a refused one reads. */
export const VAT_NUMBER_MESSAGE = 'Enter a UK VAT number: GB and 9 or 12 digits (GB123456789)';

/**
 * The shop's VAT registration as the Owner sends it (issue 34). Registered needs the number and the start day;
 * not registered ignores both. Whether the start day and the switch are allowed is the service's (it needs today
 * and the orders).
 */
export const VatSettingsInputSchema = z
  .object({
    registered: z.boolean(),
    vatNumber: z
      .string()
      .trim()
      .max(40)
      .transform(tidyVatNumber)
      .optional()
      .describe('GB and 9 or 12 digits; spaces are ignored'),
    startDay: z
      .string()
      .trim()
      .optional()
      .describe('YYYY-MM-DD: VAT is charged on orders placed from this day (London)'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.registered) return;
    if (!value.vatNumber || !VAT_NUMBER_PATTERN.test(value.vatNumber))
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: VAT_NUMBER_MESSAGE });
    if (!value.startDay || !isIsoDate(value.startDay))
      ctx.addIssue({ code: 'custom', path: ['startDay'], message: 'Enter the day VAT starts as a date' });
  })
  .meta({ id: 'VatSettingsInput' });
export type VatSettingsInput = z.output<typeof VatSettingsInputSchema>;

export const VatSettingsJsonSchema = z
  .object({
    registered: z.boolean(),
    vatNumber: z.string().nullable(),
    startDay: z.string().nullable().describe('YYYY-MM-DD'),
    charging: z.boolean().describe('Whether VAT is charged today (registered and on or after the start day)'),
    vatOrders: z
      .boolean()
      .describe('Whether any order was charged VAT: registration can no longer be turned off'),
  })
  .meta({ id: 'VatSettings' });
export type VatSettingsJson = z.infer<typeof VatSettingsJsonSchema>;
