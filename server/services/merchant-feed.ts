import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FeedProduct } from '../../domain/merchant-feed';
import { merchantFeedXml } from '../../domain/merchant-feed';
import type { StockGrid } from '../../domain/product';
import type { Database } from '../db/client';
import { brands, products, productStock } from '../db/schema';
import { productColumns, shopVisible, toProduct, type CatalogueService } from './catalogue';

/**
 * The Google Merchant feed's reads (issue 36): the shop's visible products (published, not deleted) with their
 * VAT liability, and their product_stock cells. The products are kept per catalogue version (catalogue
 * cachedRead, as the sitemap's); the finished feed per catalogue and stock version and origin, one at a time,
 * so a crawler's fetches cost no query while nothing changes and a sale shows in the next fetch.
 */
export function createMerchantFeedService(
  db: Database,
  catalogue: Pick<CatalogueService, 'cachedRead' | 'cacheVersions'>,
) {
  const readProducts = async () => {
    const rows = await db
      .select({ ...productColumns, vatRate: products.vatRate })
      .from(products)
      .leftJoin(brands, eq(products.brandId, brands.id))
      .where(shopVisible())
      .orderBy(asc(products.featuredRank), desc(products.createdAt), asc(products.id));
    return rows.map((row) => ({ product: toProduct(row), vatRate: row.vatRate }));
  };

  async function readStock(ids: string[]): Promise<Map<string, StockGrid>> {
    const grids = new Map<string, StockGrid>();
    if (!ids.length) return grids;
    const rows = await db.select().from(productStock).where(inArray(productStock.productId, ids));
    for (const r of rows) {
      const grid = grids.get(r.productId) ?? {};
      (grid[r.colour] ??= {})[r.size] = r.quantity;
      grids.set(r.productId, grid);
    }
    return grids;
  }

  let kept: { key: string; xml: Promise<string> } | null = null;

  return {
    /** The feed's XML for the shop at `origin` (absolute links), as of the current catalogue and stock. */
    async xml(origin: string, shopName: string): Promise<string> {
      const versions = await catalogue.cacheVersions.current();
      const key = `${versions.catalogue}|${versions.stock}|${origin}|${shopName}`;
      if (kept?.key === key) return kept.xml;
      const xml = (async () => {
        const shown = await catalogue.cachedRead('merchant-feed:products', readProducts);
        const stock = await readStock(shown.map((p) => p.product.id));
        const feed: FeedProduct[] = shown.map((p) => ({ ...p, stock: stock.get(p.product.id) ?? {} }));
        return merchantFeedXml(origin, shopName, feed);
      })();
      const entry = { key, xml };
      kept = entry;
      // a failed read is not remembered
      xml.catch(() => {
        if (kept === entry) kept = null;
      });
      return xml;
    },
  };
}
