import { z } from 'zod';

/**
 * Grave seller actions (a refund, deleting a customer, a promo mail-out) ask for the password again when it was
 * entered longer ago than this: a session left open on a shared computer cannot do them.
 */
export const REAUTH_MINUTES = 15;

export const REAUTH_ACTIONS = {
  refund: 'refund an order',
  deleteCustomer: 'delete a customer',
  promoMail: 'e-mail your customers',
} as const;

export type ReauthAction = keyof typeof REAUTH_ACTIONS;

export const reauthMessage = (action: ReauthAction) =>
  `For your security, please enter your password again to ${REAUTH_ACTIONS[action]}: you last entered it more than ${REAUTH_MINUTES} minutes ago.`;

/** POST /api/auth/reauth: the password, as the re-auth dialog sends it. */
export const ReauthSchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(200, 'Please enter your password'),
});
