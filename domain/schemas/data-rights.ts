import { z } from 'zod';
import { DATA_RIGHTS_MESSAGES } from '../data-rights';

/** "Delete my account": the password and the ticked confirmation, checked in the browser and by the API. */
export const DeleteAccountSchema = z
  .object({
    password: z
      .string({ error: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(1000, 'That password is not right.'),
    confirm: z.literal(true, { error: DATA_RIGHTS_MESSAGES.confirmRequired }),
  })
  .strict();

export type DeleteAccountInput = z.output<typeof DeleteAccountSchema>;
