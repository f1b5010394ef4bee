import { z } from 'zod';
import { VAT_RATES } from './vat';

/** A URL the editor holds for an uploaded picture: the shop's own files, or a path on this site. */
const PictureUrl = z.string().max(2000);
const Text = (max: number) => z.string().max(max);
const Hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour must be #rrggbb');

/**
 * The product editor's work in progress, as typed (prices are the text in the box), saved as the seller goes so a
 * closed tab loses nothing. Every field is optional and lenient: a half-filled form is a valid draft; the rules
 * of a product are checked when it is saved, not here.
 */
export const ProductDraftSchema = z
  .object({
    step: z.number().int().min(0).max(4).optional(),
    title: Text(500).optional(),
    price: Text(50).optional(),
    originalPrice: Text(50).optional(),
    /** The quantity prices as typed, row by row. */
    priceBreaks: z
      .array(z.object({ minQuantity: Text(12), price: Text(50) }))
      .max(20)
      .optional(),
    description: Text(20_000).optional(),
    stock: z.enum(['In Stock', 'Out of Stock']).optional(),
    status: z.enum(['draft', 'published']).optional(),
    frontImageUrl: PictureUrl.nullable().optional(),
    backImageUrl: PictureUrl.nullable().optional(),
    sideImageUrl: PictureUrl.nullable().optional(),
    images: z.array(PictureUrl).max(50).optional(),
    sizeChartImageUrl: PictureUrl.nullable().optional(),
    sizes: z.array(Text(40)).max(100).optional(),
    colours: z
      .array(
        z.object({
          hex: Hex,
          name: Text(100),
          image: PictureUrl.nullable(),
          backImage: PictureUrl.nullable(),
        }),
      )
      .max(100)
      .optional(),
    /**
     * The stock figures the seller changed, by colour hex then size: what the box held when the editor loaded
     * (`from`, null for a new cell) and what they typed (`to`). Only edits, never the stock itself: a restored
     * draft shows the stock as it is now with these edits on top, and saving refuses an edit whose stock moved
     * since `from` (a draft's figures never put sold garments back).
     */
    stockEdits: z
      .record(
        z.string().max(7),
        z.record(z.string().max(40), z.object({ from: z.number().int().min(0).nullable(), to: Text(12) })),
      )
      .optional(),
    productTypes: z.array(Text(40)).max(30).optional(),
    brand: Text(80).optional(),
    vatRate: z.enum(VAT_RATES).optional(),
    hiVisLargeLogos: z.boolean().optional(),
    /** The weight box as typed (grams; empty: the garment type's default). */
    weightGrams: Text(20).optional(),
  })
  .meta({ id: 'ProductDraft' })
  .describe("The product editor's unsaved work, as typed");

export type ProductDraft = z.output<typeof ProductDraftSchema>;
