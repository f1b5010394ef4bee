import { z } from '@hono/zod-openapi';
import { CreateCheckoutFields, PromoCodeSchema, refuseWrongShipping } from '../../../domain/schemas/checkout';
import { ignoredField } from '../router';

/**
 * The spec's client also sends its cart, totals, discount and user id: declared so they are accepted, and never
 * read (the server prices its own cart for the session's user).
 */
export const CreateCheckoutBodySchema = CreateCheckoutFields.extend({
  cart: ignoredField('the server checks out its own cart'),
  discount: ignoredField('the server applies `promoCode` itself'),
  userId: ignoredField('the user comes from the session'),
  totalAmount: ignoredField('the server computes every total'),
  finalAmount: ignoredField('the server computes every total'),
})
  .strict()
  .superRefine(refuseWrongShipping)
  .openapi('CreateCheckoutBody');

export const PromoCodeBodySchema = PromoCodeSchema.strict().openapi('PromoCodeBody');

export const VerifyPaymentQuerySchema = z
  .object({
    session_id: z
      .string({ error: 'session_id is required' })
      .min(1, 'session_id is required')
      .openapi({ description: 'The checkout session id the provider sent the shopper back with' }),
  })
  .strict();
