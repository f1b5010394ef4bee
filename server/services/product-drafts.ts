import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { ProductDraftSchema, type ProductDraft } from '../../domain/product-draft';
import type { Database } from '../db/client';
import { productDrafts, products } from '../db/schema';
import { notFound } from '../errors';

/** The product a draft belongs to: a product's id, or null for one not yet added. */
export type DraftProduct = string | null;

const productNotFound = () => notFound('Product not found');

/**
 * The product editor's drafts: one per seller per product (and one for a new product), saved as the seller
 * types and removed once the product is saved.
 */
export function createProductDraftsService(deps: { db: Database }) {
  const { db } = deps;
  const forProduct = (productId: DraftProduct) =>
    productId === null ? isNull(productDrafts.productId) : eq(productDrafts.productId, productId);

  async function assertProduct(productId: DraftProduct) {
    if (productId === null) return;
    if (!isUuid(productId)) throw productNotFound();
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!row) throw productNotFound();
  }

  return {
    async get(sellerId: string, productId: DraftProduct) {
      if (productId !== null && !isUuid(productId)) return null;
      const [row] = await db
        .select({ data: productDrafts.data, updatedAt: productDrafts.updatedAt })
        .from(productDrafts)
        .where(and(eq(productDrafts.sellerId, sellerId), forProduct(productId)))
        .orderBy(desc(productDrafts.updatedAt))
        .limit(1);
      if (!row) return null;
      // a draft saved by an older editor that no longer fits is dropped, not restored half-broken
      const data = ProductDraftSchema.safeParse(row.data);
      return data.success ? { data: data.data, updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** Replaces the seller's draft for the product (a lock per seller and product keeps it to one row). */
    async save(sellerId: string, productId: DraftProduct, data: ProductDraft) {
      await assertProduct(productId);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`product-draft:${sellerId}:${productId ?? 'new'}`}))`,
        );
        await tx
          .delete(productDrafts)
          .where(and(eq(productDrafts.sellerId, sellerId), forProduct(productId)));
        const [row] = await tx
          .insert(productDrafts)
          .values({ sellerId, productId, data, updatedAt: new Date() })
          .returning({ updatedAt: productDrafts.updatedAt });
        return { updatedAt: row!.updatedAt.toISOString() };
      });
    },

    async remove(sellerId: string, productId: DraftProduct) {
      if (productId !== null && !isUuid(productId)) return false;
      const gone = await db
        .delete(productDrafts)
        .where(and(eq(productDrafts.sellerId, sellerId), forProduct(productId)))
        .returning({ id: productDrafts.id });
      return gone.length > 0;
    },
  };
}

export type ProductDraftsService = ReturnType<typeof createProductDraftsService>;
