import { z } from '@hono/zod-openapi';
import { AddToCartFieldsSchema, LineDecorationsSchema, toAddToCartInput } from '../../../domain/schemas/cart';
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

/** PUT /cart/{id}/decorations: the line's whole list of decorations. */
export const LineDecorationsJsonSchema = LineDecorationsSchema.openapi('LineDecorations');
