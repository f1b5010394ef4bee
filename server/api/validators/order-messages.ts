import { z } from '@hono/zod-openapi';
import { OrderEmailSchema, OrderNoteSchema } from '../../../domain/schemas/order-messages';

export const OrderNoteBodySchema = OrderNoteSchema.strict().openapi('OrderNoteBody');

export const OrderEmailBodySchema = OrderEmailSchema.strict().openapi('OrderEmailBody');

/** The spec's client names the e-mail to hide `email`: it is the id of one of the order's sent e-mails. */
export const DeleteOrderEmailBodySchema = z
  .object({
    email: z
      .string({ error: 'email must be the id of a sent e-mail' })
      .min(1, 'email must be the id of a sent e-mail')
      .max(100, 'email must be the id of a sent e-mail')
      .openapi({ description: 'The `_id` of the e-mail, from GET /orders/{id}/getEmailMessage' }),
  })
  .strict()
  .openapi('DeleteOrderEmailBody');
