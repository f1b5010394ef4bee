/**
 * The cart forms' limits and field names, apart from their zod schemas (domain/schemas/cart.ts) so the
 * shop's pages can read them without loading zod in the browser.
 */
export const TEXT_LOGO_MAX_LENGTH = 60;
export const LOGO_NOTES_MAX_LENGTH = 500;

/** The form field of one size's quantity in the size grid (`quantity.M`). */
export const SIZE_QUANTITY_FIELD = 'quantity.';
