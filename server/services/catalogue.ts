import { LIST_LIMITS } from '../../domain/list-limits';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { brandFromParam } from '../../domain/catalogue';
import { isUuid } from '../../domain/ids';
import { poundsToPence } from '../../domain/money';
import { compareSizes } from '../../domain/product-form';
import type { ProductListQuery } from '../../domain/schemas/catalogue';
import type { Brand, BundleDetail, BundleSummary, Product, StockGrid } from '../../domain/product';
import type { SitemapCatalogue } from '../../domain/seo';
import type { Database, DbOrTx } from '../db/client';
import {
  brands,
  bundleSections,
  bundles,
  catalogueState,
  products,
  productStock,
  STOCK_VERSION_SEQUENCE,
} from '../db/schema';
import { stockLeft } from './stock';
import { createVersionedCache, createVersionWatch } from './versioned-cache';

export const productColumns = {
  product: products,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandLogo: brands.logo,
};

export type ProductRow = {
  product: typeof products.$inferSelect;
  brandSlug: string | null;
  brandName: string | null;
  brandLogo: string | null;
};

export function toProduct({ product: p, brandSlug, brandName, brandLogo }: ProductRow): Product {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    brand: brandSlug && brandName ? { slug: brandSlug, name: brandName, logo: brandLogo } : null,
    productTypes: p.productTypes,
    price: p.price,
    priceBreaks: [...p.priceBreaks].sort((a, b) => a.minQuantity - b.minQuantity),
    originalPrice: p.originalPrice,
    discountPercent: p.discountPercent,
    frontImage: p.frontImage,
    backImage: p.backImage,
    sideImage: p.sideImage,
    images: p.images,
    colours: p.colours,
    // size order wherever a product's sizes are shown, also for products saved before it was kept
    sizes: [...p.sizes].sort((a, b) => compareSizes(a.label, b.label)),
    sizeChartImage: p.sizeChartImage,
    rating: p.rating,
    reviewCount: p.reviewCount,
    isNew: p.isNew,
    createdAt: p.createdAt.toISOString(),
    stockStatus: p.stockStatus,
    available: p.status === 'published' && p.archivedAt === null,
    hiVisLargeLogos: p.hiVisLargeLogos,
  };
}

/** What the shop shows: published products the seller has not deleted. */
export const shopVisible = (): SQL => and(eq(products.status, 'published'), isNull(products.archivedAt))!;

function listingFilters(query: Partial<ProductListQuery>): SQL {
  const conditions: SQL[] = [shopVisible()];
  if (query.type) conditions.push(arrayContains(products.productTypes, [query.type]));
  if (query.brand) conditions.push(eq(brands.slug, query.brand));
  if (query.minPrice !== undefined) conditions.push(gte(products.price, poundsToPence(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.price, poundsToPence(query.maxPrice)));
  // "4 stars & up" matches on the rounded rating, as the stars are drawn
  if (query.minRating !== undefined) conditions.push(gte(products.rating, query.minRating - 0.5));
  return and(...conditions)!;
}

const SORTS: Record<ProductListQuery['sort'], SQL[]> = {
  featured: [asc(products.featuredRank), desc(products.createdAt), asc(products.id)],
  'price-low': [asc(products.price), asc(products.id)],
  'price-high': [desc(products.price), asc(products.id)],
  rating: [desc(products.rating), desc(products.reviewCount), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

/** A bundle row as the shop lists it. */
export function toBundleSummary(row: typeof bundles.$inferSelect): BundleSummary {
  const { id, title, description, price, thumbnail, type } = row;
  return { id, title, description, price, thumbnail, type };
}

export interface CacheVersions {
  catalogue: number;
  stock: number;
}

/**
 * How long the page cache trusts the versions it read: how late another instance's catalogue change can show
 * here ("within a second"). A change made through this instance shows at once (see expire).
 */
export const VERSION_MAX_AGE_MS = 1000;
/**
 * From this age a request starts reading the versions again in the background and is answered meanwhile: on
 * a busy server the versions stay fresh without any request waiting for the query.
 */
export const VERSION_REFRESH_MS = 500;

export function createCatalogueService(db: Database) {
  const cacheVersions = createVersionWatch(
    async (): Promise<CacheVersions> => {
      const [row] = await db
        .select({
          catalogue: catalogueState.version,
          stock: sql<string>`(select last_value from ${sql.identifier(STOCK_VERSION_SEQUENCE)})`,
        })
        .from(catalogueState)
        .limit(1);
      return { catalogue: row?.catalogue ?? 0, stock: Number(row?.stock ?? 0) };
    },
    VERSION_MAX_AGE_MS,
    { refreshMs: VERSION_REFRESH_MS },
  );
  // the catalogue is read on every page and changes rarely (triggers bump catalogue_state on each change): its
  // rows are kept per catalogue version as the page cache knows it, so a page or cart costs no version query
  const cached = createVersionedCache(async () => (await cacheVersions.current()).catalogue);
  const shownStock = new Map<string, { version: number; grid: Promise<StockGrid> }>();
  const cachedGetProduct = (id: string) =>
    isUuid(id) ? cached(`product:${id}`, () => reads.getProduct(id)) : Promise.resolve(null);
  const reads = {
    async listProducts(query: ProductListQuery): Promise<{ products: Product[]; total: number }> {
      const where = listingFilters(query);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(products)
          .leftJoin(brands, eq(products.brandId, brands.id))
          .where(where),
      ]);
      return { products: rows.map(toProduct), total };
    },

    async countProducts(query: Partial<ProductListQuery> = {}): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(listingFilters(query));
      return total;
    },

    async getProduct(id: string): Promise<Product | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(productColumns)
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(eq(products.id, id));
      return row ? toProduct(row) : null;
    },

    /** A product the shop sells (published, not deleted), or null: the product page and the public API. */
    async getShopProduct(id: string): Promise<Product | null> {
      const product = await cachedGetProduct(id);
      return product?.available ? product : null;
    },

    /**
     * What is left to buy per colour and size (product_stock less the live holds of unpaid checkouts), never
     * cached: the product and bundle pages read it fresh.
     */
    async stockOf(productId: string): Promise<StockGrid> {
      return isUuid(productId) ? stockLeft(db, productId) : {};
    },

    /** The stock on the shelf per colour and size, holds aside: what the seller's editor edits. */
    async stockOnHand(productId: string, tx: DbOrTx = db): Promise<StockGrid> {
      if (!isUuid(productId)) return {};
      const rows = await tx
        .select({ colour: productStock.colour, size: productStock.size, quantity: productStock.quantity })
        .from(productStock)
        .where(eq(productStock.productId, productId));
      const grid: StockGrid = {};
      for (const r of rows) (grid[r.colour] ??= {})[r.size] = r.quantity;
      return grid;
    },

    /** The first product of each product type, in featured order: the home page's best sellers. */
    async bestSellers(): Promise<{ productType: string; product: Product }[]> {
      const rows = await db
        .select(productColumns)
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(shopVisible())
        .orderBy(...SORTS.featured);
      const seen = new Map<string, Product>();
      for (const row of rows) {
        const type = row.product.productTypes[0];
        if (type && !seen.has(type)) seen.set(type, toProduct(row));
      }
      return [...seen].map(([productType, product]) => ({ productType, product }));
    },

    /** Products of the given types, for the customiser on home. */
    async productsOfTypes(types: string[]): Promise<Product[]> {
      const rows = await db
        .select(productColumns)
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(and(shopVisible(), sql`${products.productTypes} && ${sql.param(types)}::text[]`))
        .orderBy(...SORTS.featured);
      return rows.map(toProduct);
    },

    async listBrands(): Promise<Brand[]> {
      return db
        .select({ slug: brands.slug, name: brands.name, logo: brands.logo })
        .from(brands)
        .orderBy(asc(brands.name));
    },

    async getBrand(slug: string): Promise<Brand | null> {
      const [row] = await db
        .select({ slug: brands.slug, name: brands.name, logo: brands.logo })
        .from(brands)
        .where(eq(brands.slug, slug));
      return row ?? null;
    },

    async listBundles(): Promise<BundleSummary[]> {
      return db
        .select({
          id: bundles.id,
          title: bundles.title,
          description: bundles.description,
          price: bundles.price,
          thumbnail: bundles.thumbnail,
          type: bundles.type,
        })
        .from(bundles)
        .where(isNull(bundles.archivedAt))
        .orderBy(asc(bundles.createdAt), asc(bundles.id))
        .limit(LIST_LIMITS.bundles);
    },

    async getBundle(id: string): Promise<BundleDetail | null> {
      if (!isUuid(id)) return null;
      const [bundle] = await db
        .select()
        .from(bundles)
        .where(and(eq(bundles.id, id), isNull(bundles.archivedAt)));
      if (!bundle) return null;
      const sections = await db
        .select()
        .from(bundleSections)
        .where(eq(bundleSections.bundleId, id))
        .orderBy(asc(bundleSections.position));
      const productIds = sections.map((s) => s.productId);
      const productRows = productIds.length
        ? await db
            .select({ ...productColumns, status: products.status, archivedAt: products.archivedAt })
            .from(products)
            .leftJoin(brands, eq(products.brandId, brands.id))
            .where(inArray(products.id, productIds))
        : [];
      const byId = new Map(productRows.map((r) => [r.product.id, r]));
      return {
        ...toBundleSummary(bundle),
        sizeChartImage: bundle.sizeChartImage,
        // a deleted product stays in its sections (the row is kept), marked unavailable
        sections: sections.flatMap((s) => {
          const row = byId.get(s.productId);
          if (!row) return [];
          const product = toProduct(row);
          return [
            {
              position: s.position,
              requiredQuantity: s.requiredQuantity,
              product,
              available: row.status === 'published' && row.archivedAt === null,
              image: s.image ?? product.frontImage,
              colours: s.colours.length ? s.colours : product.colours,
            },
          ];
        }),
      };
    },

    /** The shop's products (published, not deleted) as the sitemap lists them, with their last change. */
    async sitemapProducts(): Promise<SitemapCatalogue['products']> {
      const rows = await db
        .select({
          id: products.id,
          productTypes: products.productTypes,
          brandSlug: brands.slug,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(shopVisible())
        .orderBy(...SORTS.featured);
      return rows;
    },
  };

  return {
    /**
     * The catalogue and stock versions the page cache keys on (every page on the first, the pages showing stock on
     * both), trusted for VERSION_MAX_AGE_MS; `expire()` after a write on this instance.
     */
    cacheVersions,
    /**
     * After a write to the catalogue through this instance (the seller's services call it; the page cache after
     * every write request): the next read sees it. Another instance's write shows within VERSION_MAX_AGE_MS.
     */
    changed: () => cacheVersions.expire(),
    /**
     * A read kept for as long as the catalogue version stays: for what the shop's pages show beside the products
     * and whose writes bump the version too (the shop settings' prices).
     */
    cachedRead: cached,
    listProducts: (query: ProductListQuery) =>
      cached(`list:${JSON.stringify(query)}`, () => reads.listProducts(query)),
    countProducts: (query: Partial<ProductListQuery> = {}) =>
      cached(`count:${JSON.stringify(query)}`, () => reads.countProducts(query)),
    /** Any product, deleted or draft ones too (`available` says): carts, bundles and orders still name them. */
    getProduct: cachedGetProduct,
    getShopProduct: reads.getShopProduct,
    stockOf: reads.stockOf,
    /**
     * What the product and bundle pages show: the stock left, kept per stock version (as fresh as the page cache,
     * see cacheVersions), so a page drawn for a logged-in visitor costs no stock query while nothing moves.
     */
    async shownStockOf(productId: string): Promise<StockGrid> {
      const { stock } = await cacheVersions.current();
      const kept = shownStock.get(productId);
      if (kept?.version === stock) return kept.grid;
      const grid = reads.stockOf(productId);
      shownStock.set(productId, { version: stock, grid });
      grid.catch(() => shownStock.delete(productId));
      if (shownStock.size > 1000) shownStock.delete(shownStock.keys().next().value!);
      return grid;
    },
    stockOnHand: reads.stockOnHand,
    bestSellers: () => cached('best-sellers', () => reads.bestSellers()),
    productsOfTypes: (types: string[]) =>
      cached(`types:${types.join(',')}`, () => reads.productsOfTypes(types)),
    /**
     * The brands the shop's menus and carousel link to: those with a brand page (the spec's ten, brandFromParam).
     * A brand the seller adds names its products; it has no page or filter of its own yet, so no link leads to a 404.
     */
    listBrands: () => cached('brands', async () => withBrandPage(await reads.listBrands())),
    getBrand: (slug: string) => cached(`brand:${slug}`, () => reads.getBrand(slug)),
    listBundles: () => cached('bundles', () => reads.listBundles()),
    getBundle: (id: string) =>
      isUuid(id) ? cached(`bundle:${id}`, () => reads.getBundle(id)) : Promise.resolve(null),
    /** What sitemap.xml lists, read once per catalogue version. */
    sitemapCatalogue: (): Promise<SitemapCatalogue> =>
      cached('sitemap', async () => {
        const [shopProducts, brandRows, bundleRows] = await Promise.all([
          reads.sitemapProducts(),
          reads.listBrands(),
          reads.listBundles(),
        ]);
        return {
          products: shopProducts,
          brands: withBrandPage(brandRows),
          bundles: bundleRows,
        };
      }),
  };
}

/** A brand page exists for the shop's known brands only (brandFromParam). */
const withBrandPage = (rows: Brand[]) => rows.filter((b) => brandFromParam(b.slug)?.slug === b.slug);

export type CatalogueService = ReturnType<typeof createCatalogueService>;
