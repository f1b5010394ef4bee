import { z } from 'zod';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** The name on an account, as /account changes it (the same rules as sign-up's). */
export const AccountNameSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
});

/** The account's promotional e-mails (offers, promo codes, cart reminders): a ticked box says yes. */
export const MarketingPreferenceSchema = z.object({
  subscribed: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});

export type AccountName = z.output<typeof AccountNameSchema>;
