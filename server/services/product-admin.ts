import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { isUuid } from '../../domain/ids';
import type { Product, StockGrid } from '../../domain/product';
import { parseProductForm, totalStockOfSize, type ProductFormProduct } from '../../domain/product-form';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_MB,
  PRODUCT_IMAGE_MAX_SIDE,
  type AdminProductListQuery,
} from '../../domain/schemas/product-admin';
import type { Database } from '../db/client';
import { brands, products, productStock } from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import { productColumns, toProduct, type CatalogueService } from './catalogue';

/** Rasters over this many pixels are refused as likely decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A product as the seller's list shows it. */
export interface AdminProductRow {
  id: string;
  title: string;
  price: number;
  frontImage: string;
  productTypes: string[];
  brand: { slug: string; name: string } | null;
  status: 'draft' | 'published';
  stockStatus: 'In Stock' | 'Out of Stock';
  /** Units across every colour and size. */
  totalStock: number;
  updatedAt: string;
}

/** A product with what only the seller sees: its status and its stock grid (for the editor). */
export interface AdminProduct extends Product {
  status: 'draft' | 'published';
  stock: StockGrid;
}

const notFound = () => new AppError('not_found', 'Product not found');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function detectImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * The seller's products: add, update, delete (archive), list. Every write is one transaction: the product row
 * and its stock per colour and size; the catalogue's triggers then make every instance's cache stale.
 */
export function createProductAdminService(deps: {
  db: Database;
  files: FileStore;
  catalogue: CatalogueService;
}) {
  const { db, files, catalogue } = deps;

  async function brandIdOf(tx: Pick<Database, 'select'>, slug: string): Promise<string> {
    const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
    if (!row) throw new AppError('bad_request', `Unknown brand "${slug}"`);
    return row.id;
  }

  function parse(values: unknown): ProductFormProduct {
    const result = parseProductForm(values);
    if (!result.ok) throw new AppError('bad_request', result.message);
    return result.product;
  }

  const rowValues = (p: ProductFormProduct, brandId: string) => ({
    title: p.title,
    description: p.description,
    brandId,
    productTypes: p.productTypes,
    price: p.price,
    originalPrice: p.originalPrice,
    discountPercent: p.discountPercent,
    frontImage: p.frontImage,
    backImage: p.backImage,
    sideImage: p.sideImage,
    images: p.images,
    colours: p.colours,
    // the total across colours, for readers of the older per-size stock
    sizes: p.sizes.map((s) => ({ ...s, stock: totalStockOfSize(p.stock, s.label) })),
    sizeChartImage: p.sizeChartImage,
    stockStatus: p.stockStatus,
    status: p.status,
    updatedAt: new Date(),
  });

  const stockRows = (productId: string, stock: StockGrid) =>
    Object.entries(stock).flatMap(([colour, cells]) =>
      Object.entries(cells).map(([size, quantity]) => ({ productId, colour, size, quantity })),
    );

  async function read(id: string): Promise<AdminProduct | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select(productColumns)
      .from(products)
      .leftJoin(brands, eq(products.brandId, brands.id))
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    if (!row) return null;
    return { ...toProduct(row), status: row.product.status, stock: await catalogue.stockOnHand(id) };
  }

  return {
    /** A product the seller can edit (not deleted), with its stock grid; null when there is none. */
    get: read,

    async add(values: unknown): Promise<AdminProduct> {
      const p = parse(values);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...rowValues(p, await brandIdOf(tx, p.brand)), isNew: true })
          .returning({ id: products.id });
        const rows = stockRows(row!.id, p.stock);
        if (rows.length) await tx.insert(productStock).values(rows);
        return row!.id;
      });
      catalogue.changed();
      return (await read(id))!;
    },

    async update(id: string, values: unknown): Promise<AdminProduct> {
      const p = parse(values);
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set(rowValues(p, await brandIdOf(tx, p.brand)))
          .where(and(eq(products.id, id), isNull(products.archivedAt)))
          .returning({ id: products.id });
        if (!row) throw notFound();
        await tx.delete(productStock).where(eq(productStock.productId, id));
        const rows = stockRows(id, p.stock);
        if (rows.length) await tx.insert(productStock).values(rows);
      });
      catalogue.changed();
      return (await read(id))!;
    },

    /** Deleting hides the product from the shop; orders keep their snapshots, carts say it is gone. */
    async archive(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const [row] = await db
        .update(products)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      if (!row) throw notFound();
      catalogue.changed();
    },

    /** The seller's list: every product not deleted (drafts too), searched and filtered, a page at a time. */
    async list(query: AdminProductListQuery): Promise<{ products: AdminProductRow[]; total: number }> {
      const conditions: SQL[] = [isNull(products.archivedAt)];
      if (query.q) conditions.push(ilike(products.title, `%${escapeLike(query.q)}%`));
      if (query.type) conditions.push(arrayContains(products.productTypes, [query.type]));
      if (query.brand) conditions.push(eq(brands.slug, query.brand));
      if (query.status) conditions.push(eq(products.status, query.status));
      const where = and(...conditions);
      const totalStock = sql<number>`coalesce((select sum(${productStock.quantity}) from ${productStock} where ${productStock.productId} = ${products.id}), 0)::int`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: products.id,
            title: products.title,
            price: products.price,
            frontImage: products.frontImage,
            productTypes: products.productTypes,
            brandSlug: brands.slug,
            brandName: brands.name,
            status: products.status,
            stockStatus: products.stockStatus,
            totalStock,
            updatedAt: products.updatedAt,
          })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where)
          .orderBy(desc(products.updatedAt), asc(products.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where),
      ]);
      return {
        total,
        products: rows.map((r) => ({
          id: r.id,
          title: r.title,
          price: r.price,
          frontImage: r.frontImage,
          productTypes: r.productTypes,
          brand: r.brandSlug && r.brandName ? { slug: r.brandSlug, name: r.brandName } : null,
          status: r.status,
          stockStatus: r.stockStatus,
          totalStock: Number(r.totalStock),
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * A product picture: judged by its content (PNG, JPEG or WebP), turned upright, fitted inside the size the
     * shop shows pictures at and made WebP, like the shop's own pictures. Nothing is stored yet: a refused
     * picture (or a refused form around it) leaves no file behind.
     */
    async prepareImage(bytes: Buffer): Promise<PreparedImage> {
      if (bytes.length > PRODUCT_IMAGE_MAX_BYTES)
        throw new AppError(
          'too_large',
          `The picture is too large. The largest we accept is ${PRODUCT_IMAGE_MAX_MB} MB.`,
        );
      if (bytes.length === 0) throw new AppError('bad_request', 'The file is empty.');
      if (!detectImage(bytes))
        throw new AppError(
          'bad_request',
          'This file is not a picture we take. Please upload a PNG, JPEG or WebP image.',
        );
      try {
        const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({
            width: PRODUCT_IMAGE_MAX_SIDE,
            height: PRODUCT_IMAGE_MAX_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      } catch {
        throw new AppError('bad_request', 'This picture could not be read. Please upload another file.');
      }
    },

    async storeImage(image: PreparedImage): Promise<{ url: string; width: number; height: number }> {
      const key = `products/${randomUUID()}.webp`;
      await files.put(key, image.data);
      return { url: files.url(key), width: image.width, height: image.height };
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
