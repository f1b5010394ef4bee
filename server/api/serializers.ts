import { z } from '@hono/zod-openapi';
import type { LineItem } from '../../domain/line-item';
import { penceToPounds } from '../../domain/money';
import { PriceBreakJsonSchema, priceBreaksJson } from '../../domain/schemas/pricing';
import type { BundleDetail, BundleSummary, Product } from '../../domain/product';

/** The product as the original client reads it: pounds with two decimals, `_id`, parallel colour arrays. */
export function productJson(p: Product) {
  return {
    _id: p.id,
    title: p.title,
    name: p.title,
    description: p.description,
    brand: p.brand?.name ?? null,
    brandSlug: p.brand?.slug ?? null,
    brandLogo: p.brand?.logo ?? null,
    category: p.productTypes[0] ?? null,
    productType: p.productTypes,
    price: penceToPounds(p.price),
    priceBreaks: priceBreaksJson(p.priceBreaks),
    originalPrice: p.originalPrice === null ? null : penceToPounds(p.originalPrice),
    discountPercentage: p.discountPercent,
    stock: p.stockStatus === 'In Stock' && p.sizes.some((s) => s.stock > 0) ? 'In Stock' : 'Out of Stock',
    frontImage: p.frontImage,
    image: p.frontImage,
    backImage: p.backImage,
    sideImage: p.sideImage,
    images: p.images,
    colors: p.colours.map((c) => c.hex),
    colours: p.colours.map((c) => c.hex),
    colorNames: p.colours.map((c) => c.name),
    colorImages: p.colours.map((c) => c.image),
    size: p.sizes.map((s) => s.label),
    sizes: p.sizes.map((s) => ({ size: s.label, stock: s.stock, image: s.image ?? null })),
    sizeImages: Object.fromEntries(p.sizes.filter((s) => s.image).map((s) => [s.label, s.image])),
    sizeChartImage: p.sizeChartImage,
    rating: p.rating,
    reviewCount: p.reviewCount,
    isNew: p.isNew,
    createdAt: p.createdAt,
  };
}

export function bundleSummaryJson(b: BundleSummary) {
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    price: penceToPounds(b.price),
    thumbnail: b.thumbnail,
    type: b.type,
    categories: [b.type],
  };
}

export function bundleDetailJson(b: BundleDetail) {
  const sizes = [...new Set(b.sections.flatMap((s) => s.product.sizes.map((z) => z.label)))];
  return {
    ...bundleSummaryJson(b),
    size: sizes,
    sizeChartImage: b.sizeChartImage,
    products: b.sections.map((s) => ({
      _id: s.product.id,
      bundleProductId: s.product.id,
      title: s.product.title,
      name: s.product.title,
      image: s.image,
      price: penceToPounds(s.product.price),
      description: s.product.description,
      requiredQuantity: s.requiredQuantity,
      available: s.available,
      colors: s.colours.map((c) => ({
        color: c.name,
        hex: c.hex,
        image: c.image,
        // bundle stock is capped at 99 per size, as the bundle picker counts it
        sizes: s.product.sizes.map((z) => ({ size: z.label, stock: Math.min(z.stock, 99) })),
      })),
    })),
  };
}

/**
 * A cart or order line's bundle fields in the spec's shape (`isBundle`, `bundleProducts` with title, size,
 * color, position and images, plus each garment's quantity in one bundle): spread into the line's JSON.
 * A garment line gets `isBundle: false` and no garments.
 */
export function bundleLineJson(line: Pick<LineItem, 'unitPrice' | 'decorations' | 'bundle'>) {
  const bundle = line.bundle;
  if (!bundle) return { isBundle: false as const, bundleId: null, bundleProducts: [] };
  const positions = line.decorations.map((d) => d.position);
  return {
    isBundle: true as const,
    bundleId: bundle.bundleId,
    bundleProducts: bundle.garments.map((g) => ({
      productId: g.productId,
      title: g.title,
      productTypes: g.productTypes,
      size: g.size,
      color: g.colour,
      colourHex: g.colourHex,
      quantity: g.quantity,
      // every decoration goes on every garment of the bundle
      position: positions,
      images: [g.image, ...(g.backImage ? [g.backImage] : [])],
      frontImage: g.image,
      image: g.image,
      backImage: g.backImage,
      price: penceToPounds(g.unitPrice),
    })),
    /** Garments in one bundle; what they cost bought alone, and the saving against that, per bundle. */
    garmentCount: bundle.garmentCount,
    separatePrice: penceToPounds(bundle.separatePrice),
    saving: penceToPounds(Math.max(0, bundle.separatePrice - line.unitPrice)),
  };
}

export const BundleProductJsonSchema = z
  .object({
    productId: z.string().nullable(),
    title: z.string(),
    productTypes: z.array(z.string()),
    size: z.string(),
    color: z.string(),
    colourHex: z.string().nullable(),
    quantity: z.number().int().openapi({ description: 'How many of this garment one bundle holds' }),
    position: z.array(z.string()).openapi({ description: 'The logo positions, the same on every garment' }),
    images: z.array(z.string()),
    frontImage: z.string(),
    image: z.string(),
    backImage: z.string().nullable(),
    price: z.number().openapi({ description: 'The garment bought alone, in pounds' }),
  })
  .openapi('BundleLineProduct');

const Money = z.number().openapi({ description: 'Pounds with two decimals', example: 12.99 });

export const ProductJsonSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    brand: z.string().nullable(),
    productType: z.array(z.string()),
    price: Money,
    priceBreaks: z.array(PriceBreakJsonSchema).openapi({
      description:
        'Lower prices each from more garments of this product in the cart (all colours and sizes); `price` applies below the first',
    }),
    originalPrice: Money.nullable(),
    discountPercentage: z.number().nullable(),
    frontImage: z.string(),
    colors: z.array(z.string()).openapi({ description: 'Hex colour values' }),
    colorImages: z.array(z.string()),
    size: z.array(z.string()),
    sizeChartImage: z.string().nullable(),
    rating: z.number(),
    reviewCount: z.number(),
    isNew: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Product');

export const BundleSummaryJsonSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    price: Money,
    thumbnail: z.string(),
    type: z.enum(['everyday', 'solo1', 'solo2']),
  })
  .openapi('BundleSummary');

export const ErrorSchema = z.object({ message: z.string() }).openapi('Error');
