import { z } from 'zod';

/** Long enough for any real note or letter; short enough that a pasted document is refused, not stored. */
export const ORDER_MESSAGE_MAX = 5000;

/** The seller's private note on an order: an empty one (after trimming) deletes it. */
export const OrderNoteSchema = z.object({
  message: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(ORDER_MESSAGE_MAX, `The note must be at most ${ORDER_MESSAGE_MAX} characters`)
    .describe('The note; an empty one deletes it. Never shown to the customer.'),
});

/** An e-mail the seller writes to the order's customer. */
export const OrderEmailSchema = z.object({
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(1, 'Please write a message.')
    .max(ORDER_MESSAGE_MAX, `The message must be at most ${ORDER_MESSAGE_MAX} characters`)
    .describe("The e-mail's text (plain text; it is escaped in the mail)"),
});

export type OrderNote = z.output<typeof OrderNoteSchema>;
export type OrderEmail = z.output<typeof OrderEmailSchema>;
