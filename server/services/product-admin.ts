import { randomUUID } from 'node:crypto';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import sharp from 'sharp';
import { auditChanges, type AuditChange } from '../../domain/audit';
import { BRANDS, brandSlugOf, findBrand, type BrandEntry } from '../../domain/catalogue';
import { isUuid } from '../../domain/ids';
import { NO_COLOUR, type AdminProduct, type StockGrid } from '../../domain/product';
import { parseProductForm, totalStockOfSize, type ProductFormProduct } from '../../domain/product-form';
import {
  applyStockChanges,
  planStockChanges,
  stockConflictMessage,
  type RecordedStockChange,
  type StockChange,
  type StockConflict,
} from '../../domain/stock-changes';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_SIDE,
  PRODUCT_IMAGE_TOO_LARGE_MESSAGE,
  type AdminProductListQuery,
} from '../../domain/schemas/product-admin';
import type { Database, DbOrTx, Tx } from '../db/client';
import {
  brands,
  bundleSections,
  bundles,
  products,
  productStock,
  productStockChanges,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import { recordAudit } from './audit';
import { productColumns, toProduct, type CatalogueService } from './catalogue';
import { stockCell, stockFalls, type StockFallListener } from './stock';

/** Rasters over this many pixels are refused as likely decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A live bundle (not deleted) one of whose sections is the product. */
export interface BundleUse {
  id: string;
  title: string;
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
  /** Set for a deleted product (the Deleted view). */
  deletedAt: string | null;
  /** The live bundles it is in: deleting it takes it out of their offer. */
  bundles: BundleUse[];
}

export type { AdminProduct } from '../../domain/product';

/** A brand the seller can choose in the editor. */
export interface SellerBrand {
  slug: string;
  name: string;
  aliases: string[];
}

/** Who saves: the seller's user id, recorded with each stock change. */
export interface Actor {
  userId: string | null;
}

/** A save refused because stock the seller changed moved meanwhile (409); the cells say where. */
export class StockConflictError extends AppError {
  constructor(
    message: string,
    readonly conflicts: StockConflict[],
  ) {
    super('conflict', message);
  }
}

const notFound = () => new AppError('not_found', 'Product not found');

/** Told, inside the saving transaction, of a product the seller added or changed: it as the editor reads it. */
export type ProductSavedListener = (tx: Tx, product: () => Promise<AdminProduct>) => Promise<void>;

/** A product's fields as the audit trail compares them: what the seller edits, pictures as their URLs. */
interface AuditedProduct {
  title: string;
  description: string;
  brand: string | null;
  productTypes: string[];
  price: number;
  priceBreaks: unknown;
  originalPrice: number | null;
  discountPercent: number | null;
  frontImage: string;
  backImage: string | null;
  sideImage: string | null;
  images: string[];
  colours: unknown;
  sizes: string[];
  sizeChartImage: string | null;
  stockStatus: string;
  status: string;
  vatRate: string;
  hiVisLargeLogos: boolean;
  weightGrams: number | null;
}

const AUDITED_PRODUCT_FIELDS = [
  'title',
  'description',
  'brand',
  'productTypes',
  'price',
  'priceBreaks',
  'originalPrice',
  'discountPercent',
  'frontImage',
  'backImage',
  'sideImage',
  'images',
  'colours',
  'sizes',
  'sizeChartImage',
  'stockStatus',
  'status',
  'vatRate',
  'hiVisLargeLogos',
  'weightGrams',
] as const satisfies readonly (keyof AuditedProduct)[];

function auditedProduct(
  row: Omit<typeof products.$inferSelect, 'sizes'> & { sizes: readonly { label: string }[] },
  brand: string | null,
): AuditedProduct {
  return {
    title: row.title,
    description: row.description,
    brand,
    productTypes: row.productTypes,
    price: row.price,
    priceBreaks: row.priceBreaks,
    originalPrice: row.originalPrice,
    discountPercent: row.discountPercent,
    frontImage: row.frontImage,
    backImage: row.backImage,
    sideImage: row.sideImage,
    images: row.images,
    colours: row.colours,
    sizes: row.sizes.map((s) => s.label),
    sizeChartImage: row.sizeChartImage,
    stockStatus: row.stockStatus,
    status: row.status,
    vatRate: row.vatRate,
    hiVisLargeLogos: row.hiVisLargeLogos,
    weightGrams: row.weightGrams,
  };
}

/** Each stock cell changed, as "Navy M": its units before → after (null: no such cell). */
function stockAuditChanges(
  changes: readonly StockChange[],
  colourName: (hex: string) => string,
): AuditChange[] {
  return changes.map((c) => ({
    field: [colourName(c.colour), c.size].filter(Boolean).join(' '),
    before: c.from,
    after: c.to,
  }));
}
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
 * The seller's products: add, update, delete (archive) and restore, list, brands. Every write is one transaction:
 * the product row, its stock per colour and size, and the stock changes' history; the catalogue's triggers then
 * make every instance's cache stale.
 */
export function createProductAdminService(deps: {
  db: Database;
  files: FileStore;
  catalogue: CatalogueService;
}) {
  const { db, files, catalogue } = deps;
  const savedListeners: ProductSavedListener[] = [];
  const stockLowListeners: StockFallListener[] = [];
  /** The listeners of a product saved in `tx`: they read it through `tx`, before it commits. */
  async function notifySaved(tx: Tx, id: string) {
    for (const listener of savedListeners) await listener(tx, async () => (await read(id, { via: tx }))!);
  }

  /** The brands table: the spec's ten once seeded, and any the seller added. */
  async function brandList(tx: DbOrTx = db): Promise<SellerBrand[]> {
    return tx
      .select({ slug: brands.slug, name: brands.name, aliases: brands.aliases })
      .from(brands)
      .orderBy(asc(brands.name));
  }

  async function brandIdOf(tx: DbOrTx, slug: string): Promise<string> {
    const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
    if (!row) throw new AppError('bad_request', `Unknown brand "${slug}"`);
    return row.id;
  }

  async function parse(values: unknown): Promise<ProductFormProduct> {
    const result = parseProductForm(values, { brands: await brandList() });
    if (!result.ok) throw new AppError('bad_request', result.message);
    return result.product;
  }

  const rowValues = (p: ProductFormProduct, brandId: string, stock: StockGrid) => ({
    title: p.title,
    description: p.description,
    brandId,
    productTypes: p.productTypes,
    price: p.price,
    priceBreaks: p.priceBreaks,
    originalPrice: p.originalPrice,
    discountPercent: p.discountPercent,
    frontImage: p.frontImage,
    backImage: p.backImage,
    sideImage: p.sideImage,
    images: p.images,
    colours: p.colours,
    // the total across colours, for readers of the older per-size stock
    sizes: p.sizes.map((s) => ({ ...s, stock: totalStockOfSize(stock, s.label) })),
    sizeChartImage: p.sizeChartImage,
    stockStatus: p.stockStatus,
    status: p.status,
    vatRate: p.vatRate,
    hiVisLargeLogos: p.hiVisLargeLogos,
    weightGrams: p.weightGrams,
    updatedAt: new Date(),
  });

  /** The product's stock rows, locked in key order (as checkout and payment lock them) for the save. */
  async function lockedStock(tx: Tx, productId: string): Promise<StockGrid> {
    const rows = await tx
      .select({ colour: productStock.colour, size: productStock.size, quantity: productStock.quantity })
      .from(productStock)
      .where(eq(productStock.productId, productId))
      .orderBy(asc(productStock.colour), asc(productStock.size))
      .for('update');
    const grid: StockGrid = {};
    for (const r of rows) (grid[r.colour] ??= {})[r.size] = r.quantity;
    return grid;
  }

  /** Writes the changes to product_stock and records each in the product's history and the audit trail. */
  async function writeStock(
    tx: Tx,
    product: { id: string; title: string; colours: readonly { hex: string; name: string }[] },
    changes: readonly StockChange[],
    by: Actor,
  ) {
    if (changes.length === 0) return;
    const productId = product.id;
    const cell = (c: StockChange) => stockCell(productId, c.colour, c.size);
    const added = changes.filter((c) => c.from === null && c.to !== null);
    if (added.length)
      await tx
        .insert(productStock)
        .values(added.map((c) => ({ productId, colour: c.colour, size: c.size, quantity: c.to! })))
        .onConflictDoUpdate({
          target: [productStock.productId, productStock.colour, productStock.size],
          set: { quantity: sql`excluded.quantity` },
        });
    for (const c of changes) {
      if (c.from === null) continue;
      if (c.to === null) await tx.delete(productStock).where(cell(c));
      else await tx.update(productStock).set({ quantity: c.to }).where(cell(c));
    }
    await tx.insert(productStockChanges).values(
      changes.map((c) => ({
        productId,
        colour: c.colour,
        size: c.size,
        fromQuantity: c.from,
        toQuantity: c.to,
        changedBy: by.userId,
      })),
    );
    const names = new Map(product.colours.map((c) => [c.hex.toLowerCase(), c.name]));
    await recordAudit(tx, {
      area: 'stock',
      action: 'stock.change',
      subjectId: productId,
      summary: `Changed the stock of ${product.title}.`,
      changes: stockAuditChanges(changes, (hex) => (hex === NO_COLOUR ? '' : (names.get(hex) ?? hex))),
    });
    const falls = stockFalls(changes.map((c) => ({ productId, ...c })));
    if (falls.length > 0) for (const listener of stockLowListeners) await listener(tx, falls);
  }

  const cellsOf = (p: ProductFormProduct) =>
    Object.entries(p.stock).flatMap(([colour, sizes]) =>
      Object.keys(sizes).map((size) => ({ colour, size })),
    );

  async function read(
    id: string,
    options: { deleted?: boolean; via?: DbOrTx } = {},
  ): Promise<AdminProduct | null> {
    if (!isUuid(id)) return null;
    const via = options.via ?? db;
    const [row] = await via
      .select(productColumns)
      .from(products)
      .leftJoin(brands, eq(products.brandId, brands.id))
      .where(and(eq(products.id, id), options.deleted ? undefined : isNull(products.archivedAt)));
    if (!row) return null;
    return {
      ...toProduct(row),
      status: row.product.status,
      vatRate: row.product.vatRate,
      weightGrams: row.product.weightGrams,
      stock: await catalogue.stockOnHand(id, via),
    };
  }

  async function bundlesUsing(productIds: readonly string[]): Promise<Map<string, BundleUse[]>> {
    const byProduct = new Map<string, BundleUse[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .selectDistinct({ productId: bundleSections.productId, id: bundles.id, title: bundles.title })
      .from(bundleSections)
      .innerJoin(bundles, eq(bundles.id, bundleSections.bundleId))
      .where(and(inArray(bundleSections.productId, [...productIds]), isNull(bundles.archivedAt)))
      .orderBy(asc(bundles.title), asc(bundles.id));
    for (const r of rows) {
      const list = byProduct.get(r.productId) ?? [];
      list.push({ id: r.id, title: r.title });
      byProduct.set(r.productId, list);
    }
    return byProduct;
  }

  return {
    /**
     * Listens for the seller's saves (`product.updated`): a product added, or changed (its fields, its status or
     * its stock). Not a save that changed nothing, nor deleting or restoring one.
     */
    onSaved(listener: ProductSavedListener) {
      savedListeners.push(listener);
    },

    /** Listens for sizes a seller's stock edit took from at or above the low-stock threshold to below it. */
    onStockLow(listener: StockFallListener) {
      stockLowListeners.push(listener);
    },

    /** A product the seller can edit (not deleted), with its stock grid; null when there is none. */
    get: (id: string) => read(id),

    /** The brands the editor offers: the spec's ten and any the seller added. */
    brands: () => brandList(),

    /**
     * Adds a brand beyond the spec's ten. Its name must be new (not a name, slug or alias of a brand the shop
     * has, the spec's ten included), 2 to 60 characters.
     */
    async addBrand(rawName: string): Promise<SellerBrand> {
      const name = rawName.trim().replace(/\s+/g, ' ');
      if (name.length < 2 || name.length > 60)
        throw new AppError('bad_request', 'A brand name must be 2 to 60 characters');
      if (/[<>]/.test(name)) throw new AppError('bad_request', 'A brand name cannot contain < or >');
      const slug = brandSlugOf(name);
      if (!slug) throw new AppError('bad_request', 'A brand name needs a letter or a digit');
      const known: BrandEntry[] = [...BRANDS, ...(await brandList())];
      const same = findBrand(name, known) ?? findBrand(slug, known);
      if (same) throw new AppError('conflict', `The brand "${same.name}" is already in the shop`);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(brands)
          .values({ slug, name, aliases: [name.toLowerCase()] })
          .onConflictDoNothing()
          .returning({ slug: brands.slug, name: brands.name, aliases: brands.aliases });
        if (!row) throw new AppError('conflict', `The brand "${name}" is already in the shop`);
        await recordAudit(tx, {
          area: 'products',
          action: 'brand.add',
          subjectId: null,
          summary: `Added the brand ${row.name}.`,
          changes: [{ field: 'brand', before: null, after: row.name }],
        });
        return row;
      });
      catalogue.changed();
      return row;
    },

    async add(values: unknown, by: Actor = { userId: null }): Promise<AdminProduct> {
      const p = await parse(values);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...rowValues(p, await brandIdOf(tx, p.brand), p.stock), isNew: true })
          .returning();
        await recordAudit(tx, {
          area: 'products',
          action: 'product.create',
          subjectId: row!.id,
          summary: `Added the product ${row!.title}${row!.status === 'draft' ? ' as a draft' : ''}.`,
          changes: auditChanges({}, auditedProduct(row!, p.brand), AUDITED_PRODUCT_FIELDS),
        });
        const { changes } = planStockChanges({ cells: cellsOf(p), current: {}, entered: p.stock });
        await writeStock(tx, { id: row!.id, title: row!.title, colours: p.colours }, changes, by);
        await notifySaved(tx, row!.id);
        return row!.id;
      });
      catalogue.changed();
      return (await read(id))!;
    },

    /**
     * Saves the seller's product. Stock is never restored from the form: the figures it carries are edits
     * against `stockLoaded` (what the editor showed), a cell it leaves out keeps its stock, and a changed cell
     * whose stock moved meanwhile refuses the whole save (StockConflictError) so a stale editor never puts sold
     * garments back.
     */
    async update(id: string, values: unknown, by: Actor = { userId: null }): Promise<AdminProduct> {
      if (!isUuid(id)) throw notFound();
      const p = await parse(values);
      await db.transaction(async (tx) => {
        // the product's row lock makes saves of one product take turns
        const [locked] = await tx
          .select({ product: products, brand: brands.slug })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(and(eq(products.id, id), isNull(products.archivedAt)))
          .for('update', { of: products });
        if (!locked) throw notFound();
        const brandId = await brandIdOf(tx, p.brand);
        const current = await lockedStock(tx, id);
        const { changes, conflicts } = planStockChanges({
          cells: cellsOf(p),
          current,
          entered: p.stockEntered,
          loaded: p.stockLoaded,
        });
        if (conflicts.length) {
          const names = new Map(p.colours.map((c) => [c.hex, c.name]));
          throw new StockConflictError(
            stockConflictMessage(conflicts, (hex) => (hex === NO_COLOUR ? '' : (names.get(hex) ?? hex))),
            conflicts,
          );
        }
        const [saved] = await tx
          .update(products)
          .set(rowValues(p, brandId, applyStockChanges(current, changes)))
          .where(eq(products.id, id))
          .returning();
        const fieldChanges = auditChanges(
          auditedProduct(locked.product, locked.brand),
          auditedProduct(saved!, p.brand),
          AUDITED_PRODUCT_FIELDS,
        );
        if (fieldChanges.length) {
          const was = locked.product.status;
          const published = was === 'draft' && saved!.status === 'published';
          const drafted = was === 'published' && saved!.status === 'draft';
          await recordAudit(tx, {
            area: 'products',
            action: published ? 'product.publish' : drafted ? 'product.unpublish' : 'product.update',
            subjectId: id,
            summary: published
              ? `Published the product ${saved!.title}.`
              : drafted
                ? `Took the product ${saved!.title} out of the shop (draft).`
                : `Changed the product ${saved!.title}.`,
            changes: fieldChanges,
          });
        }
        await writeStock(tx, { id, title: saved!.title, colours: p.colours }, changes, by);
        if (fieldChanges.length > 0 || changes.length > 0) await notifySaved(tx, id);
      });
      catalogue.changed();
      return (await read(id))!;
    },

    /** The latest stock changes of a product, newest first (the editor shows a short history). */
    async stockHistory(productId: string, limit = 30): Promise<RecordedStockChange[]> {
      if (!isUuid(productId)) return [];
      const rows = await db
        .select({
          colour: productStockChanges.colour,
          size: productStockChanges.size,
          from: productStockChanges.fromQuantity,
          to: productStockChanges.toQuantity,
          at: productStockChanges.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(productStockChanges)
        .leftJoin(users, eq(users.id, productStockChanges.changedBy))
        .where(eq(productStockChanges.productId, productId))
        .orderBy(
          desc(productStockChanges.createdAt),
          asc(productStockChanges.colour),
          asc(productStockChanges.size),
        )
        .limit(limit);
      return rows.map((r) => ({
        colour: r.colour,
        size: r.size,
        from: r.from,
        to: r.to,
        at: r.at.toISOString(),
        by: r.email === null ? null : `${r.firstName} ${r.lastName}`.trim() || r.email,
      }));
    },

    /** The live bundles a product is in (deleting it takes it out of their offer). */
    async bundlesOf(productId: string): Promise<BundleUse[]> {
      if (!isUuid(productId)) return [];
      return (await bundlesUsing([productId])).get(productId) ?? [];
    },

    /**
     * Deleting hides the product from the shop; orders keep their snapshots, carts say it is gone. Returns the
     * live bundles it was in, which now show it as no longer available.
     */
    async archive(id: string): Promise<{ bundles: BundleUse[] }> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(products.id, id), isNull(products.archivedAt)))
          .returning({ id: products.id, title: products.title });
        if (!row) throw notFound();
        await recordAudit(tx, {
          area: 'products',
          action: 'product.archive',
          subjectId: id,
          summary: `Deleted the product ${row.title} from the shop.`,
          changes: [{ field: 'deleted', before: false, after: true }],
        });
      });
      catalogue.changed();
      return { bundles: (await bundlesUsing([id])).get(id) ?? [] };
    },

    /** Brings a deleted product back, as it was (its stock kept), under its old status. */
    async restore(id: string): Promise<AdminProduct> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ archivedAt: null, updatedAt: new Date() })
          .where(and(eq(products.id, id), isNotNull(products.archivedAt)))
          .returning({ id: products.id, title: products.title });
        if (!row) throw new AppError('not_found', 'No deleted product with this id');
        await recordAudit(tx, {
          area: 'products',
          action: 'product.restore',
          subjectId: id,
          summary: `Restored the deleted product ${row.title}.`,
          changes: [{ field: 'deleted', before: true, after: false }],
        });
      });
      catalogue.changed();
      return (await read(id))!;
    },

    /**
     * The seller's list: every product not deleted (drafts too), or the deleted ones (`deleted`), searched and
     * filtered, a page at a time.
     */
    async list(query: AdminProductListQuery): Promise<{ products: AdminProductRow[]; total: number }> {
      const deleted = query.view === 'deleted';
      const conditions: SQL[] = [deleted ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
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
            archivedAt: products.archivedAt,
          })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where)
          .orderBy(deleted ? desc(products.archivedAt) : desc(products.updatedAt), asc(products.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where),
      ]);
      const uses = await bundlesUsing(rows.map((r) => r.id));
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
          deletedAt: r.archivedAt?.toISOString() ?? null,
          bundles: uses.get(r.id) ?? [],
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
        throw new AppError('too_large', PRODUCT_IMAGE_TOO_LARGE_MESSAGE);
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
