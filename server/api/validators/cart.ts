import { z } from '@hono/zod-openapi';
import {
  AddSizesSchema,
  AddToCartFieldsSchema,
  LineDecorationsSchema,
  SetQuantitySchema,
  toAddToCartInput,
} from '../../../domain/schemas/cart';
import { ignoredField } from '../router';

/** What the spec's client sends besides the fields the server reads: prices, titles and images. */
const specExtras = {
  _id: ignoredField('the client’s own id of the product'),
  title: ignoredField('the title comes from the database'),
  image: ignoredField('the image comes from the database'),
  frontImage: ignoredField('the image comes from the database'),
  price: ignoredField('the server prices from the database'),
};

/** POST /cart as JSON: a plain item, or a text logo, or a logo uploaded before (`logo` is its id or URL). */
export const AddCartItemJsonSchema = AddToCartFieldsSchema.extend(specExtras)
  .strict()
  .transform(toAddToCartInput)
  .openapi('AddCartItem');

const LogoFile = z.file().openapi({ type: 'string', format: 'binary' });

/**
 * POST /cart as multipart (fields arrive as text): `logo` is either the uploaded file (PNG, JPEG, SVG, PDF,
 * EPS or AI, up to 10 MB) or the id/URL of an earlier upload.
 */
export const AddCartItemFormSchema = AddToCartFieldsSchema.extend({
  ...specExtras,
  logo: z
    .union([LogoFile, z.string().trim()])
    .optional()
    .openapi({ description: 'The logo file, or the id or URL of a logo uploaded before' }),
})
  .strict()
  .transform((fields, ctx) => {
    // `logo` as a file is the upload itself, not a reference to an earlier one
    const upload = fields.logo instanceof File ? fields.logo : undefined;
    const input = toAddToCartInput({ ...fields, logo: upload ? undefined : (fields.logo as string) }, ctx);
    return { input, upload };
  })
  .openapi('AddCartItemForm');

export type AddCartItemForm = z.output<typeof AddCartItemFormSchema>;

/** POST /cart/sizes: several sizes of one garment and colour, plain or decorated (strict: unknown fields are refused). */
// zod's own .meta (not .openapi): a domain schema may be built before @hono/zod-openapi extends zod
export const AddCartSizesJsonSchema = AddSizesSchema.meta({
  id: 'AddCartSizes',
  example: {
    productId: '0190a8f2-5b6c-7d8e-9f01-23456789abcd',
    color: 'Navy',
    items: [
      { size: 'M', quantity: 8 },
      { size: 'L', quantity: 8 },
    ],
  },
});

/** PUT /cart/quantity/{id}: the line's new quantity (1 to 10,000). */
export const SetCartQuantityJsonSchema = SetQuantitySchema.meta({ id: 'SetCartQuantity' });

/** PUT /cart/{id}/decorations: the line's whole list of decorations. */
export const LineDecorationsJsonSchema = LineDecorationsSchema.meta({ id: 'LineDecorations' });
