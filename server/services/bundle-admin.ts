import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  BUNDLE_QUANTITIES,
  type BundleCreate,
  type PickableProduct,
  type SellerBundle,
} from '../../domain/bundles';
import { auditChanges } from '../../domain/audit';
import { isUuid } from '../../domain/ids';
import type { Database } from '../db/client';
import { brands, bundleSections, bundles, products, type ProductColour } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import { checkPicture, preparePicture } from '../integrations/files/seller-picture';
import { recordAudit } from './audit';
import { toBundleSummary, type CatalogueService } from './catalogue';

/** The uploaded files of a create request, by the spec's field names. */
export interface BundleUploads {
  thumbnail: Uint8Array | null;
  sizeChartImage: Uint8Array | null;
  /** productImage_{i}: i is the product's index in BundleData */
  productImages: Map<number, Uint8Array>;
  /** colorImage_{i}_{j}: keyed `${i}_${j}`, j the colour's index in that product's colors */
  colourImages: Map<string, Uint8Array>;
}

function sellerBundle(row: typeof bundles.$inferSelect, items: SellerBundle['products']): SellerBundle {
  return { ...toBundleSummary(row), createdAt: row.createdAt.toISOString(), products: items };
}

const SIZES = { thumbnail: 1200, sizeChart: 1600, product: 1000, colour: 1000 };

export function createBundleAdminService(deps: {
  db: Database;
  files: FileStore;
  catalogue: Pick<CatalogueService, 'changed'>;
}) {
  const { db, files, catalogue } = deps;

  /** The chosen products, each published and not deleted, in the order given; 400 naming the first that is not. */
  async function chosenProducts(ids: string[]) {
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    const rows = valid.length
      ? await db
          .select({
            id: products.id,
            title: products.title,
            frontImage: products.frontImage,
            backImage: products.backImage,
            sideImage: products.sideImage,
            images: products.images,
            colours: products.colours,
          })
          .from(products)
          .where(
            and(inArray(products.id, valid), eq(products.status, 'published'), isNull(products.archivedAt)),
          )
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id.toLowerCase());
      if (!row) throw badRequest(`This product is not in the shop (unknown, a draft or deleted): ${id}`);
      return row;
    });
  }

  return {
    /**
     * Creates the bundle and its sections in one transaction. Every file is checked (type by content, 10 MB)
     * and every product and colour looked up before anything is stored, so a refusal stores nothing.
     */
    async create(input: BundleCreate, uploads: BundleUploads): Promise<SellerBundle> {
      if (!uploads.thumbnail) throw badRequest('Please upload a thumbnail image');
      checkPicture(uploads.thumbnail, 'Thumbnail');
      if (uploads.sizeChartImage) checkPicture(uploads.sizeChartImage, 'Size chart');
      for (const [i, bytes] of uploads.productImages) checkPicture(bytes, `Picture of product ${i + 1}`);
      for (const [key, bytes] of uploads.colourImages) checkPicture(bytes, `Colour picture ${key}`);

      const chosen = await chosenProducts(input.products.map((p) => p.productId));
      const sections = input.products.map((p, i) => {
        const product = chosen[i]!;
        const own = new Set([
          product.frontImage,
          product.backImage,
          product.sideImage,
          ...product.images,
          ...product.colours.map((c) => c.image),
        ]);
        const colours = p.colors.map((c, j) => {
          const colour = product.colours.find((pc) => pc.hex.toLowerCase() === c.color);
          if (!colour) throw badRequest(`${c.color} is not one of the colours of ${product.title}`);
          return { colour, upload: uploads.colourImages.get(`${i}_${j}`) ?? null };
        });
        return {
          product,
          upload: uploads.productImages.get(i) ?? null,
          // a picture named by URL must be one of the product's own; anything else falls back to its front picture
          image: p.image && own.has(p.image) ? p.image : product.frontImage,
          colours,
        };
      });
      for (const [key] of uploads.colourImages) {
        const [i, j] = key.split('_').map(Number);
        if (!sections[i!]?.colours[j!]) throw badRequest(`colorImage_${key} names no chosen colour`);
      }

      // decode and resize everything before the first file is written
      const id = crypto.randomUUID();
      const folder = `bundles/${id}`;
      const pending: { key: string; body: Buffer }[] = [];
      const stage = async (bytes: Uint8Array, name: string, what: string, side: number) => {
        const key = `${folder}/${name}.webp`;
        pending.push({ key, body: await preparePicture(bytes, what, side) });
        return files.url(key);
      };
      const thumbnail = await stage(uploads.thumbnail, 'thumbnail', 'Thumbnail', SIZES.thumbnail);
      const sizeChartImage = uploads.sizeChartImage
        ? await stage(uploads.sizeChartImage, 'size-chart', 'Size chart', SIZES.sizeChart)
        : null;
      const rows: (typeof bundleSections.$inferInsert)[] = [];
      for (const [i, s] of sections.entries()) {
        const image = s.upload
          ? await stage(s.upload, `product-${i}`, `Picture of product ${i + 1}`, SIZES.product)
          : s.image;
        const colours: ProductColour[] = [];
        for (const [j, c] of s.colours.entries()) {
          const picture = c.upload
            ? await stage(c.upload, `colour-${i}-${j}`, `Colour picture ${i}_${j}`, SIZES.colour)
            : c.colour.image;
          colours.push({ ...c.colour, image: picture });
        }
        rows.push({
          bundleId: id,
          position: i,
          productId: s.product.id,
          requiredQuantity: BUNDLE_QUANTITIES[input.type][i]!,
          image,
          colours,
        });
      }

      for (const file of pending) await files.put(file.key, file.body);
      try {
        const bundle = await db.transaction(async (tx) => {
          // the products are still in the shop, and stay so until this commits (the seller may delete one meanwhile)
          const ids = rows.map((r) => r.productId);
          const still = await tx
            .select({ id: products.id })
            .from(products)
            .where(
              and(inArray(products.id, ids), eq(products.status, 'published'), isNull(products.archivedAt)),
            )
            .for('share');
          if (still.length !== new Set(ids).size)
            throw badRequest('A chosen product has just left the shop. Please choose again.');
          const [row] = await tx
            .insert(bundles)
            .values({
              id,
              title: input.title,
              description: input.description,
              price: input.price,
              thumbnail,
              type: input.type,
              sizeChartImage,
            })
            .returning();
          await tx.insert(bundleSections).values(rows);
          await recordAudit(tx, {
            area: 'bundles',
            action: 'bundle.create',
            subjectId: id,
            summary: `Added the bundle ${row!.title}.`,
            changes: [
              ...auditChanges({}, row!, [
                'title',
                'description',
                'price',
                'type',
                'thumbnail',
                'sizeChartImage',
              ]),
              { field: 'products', before: null, after: sections.map((s) => s.product.title) },
            ],
          });
          return row!;
        });
        catalogue.changed();
        return sellerBundle(
          bundle,
          sections.map((s, i) => ({
            id: s.product.id,
            title: s.product.title,
            requiredQuantity: rows[i]!.requiredQuantity,
            available: true,
          })),
        );
      } catch (error) {
        await Promise.allSettled(pending.map((f) => files.remove(f.key)));
        throw error;
      }
    },

    /** Takes the bundle out of the shop; its rows stay for the carts and orders that hold it. */
    async archive(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('Bundle not found');
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(bundles)
          .set({ archivedAt: new Date() })
          .where(and(eq(bundles.id, id), isNull(bundles.archivedAt)))
          .returning({ id: bundles.id, title: bundles.title });
        if (!done) throw notFound('Bundle not found');
        await recordAudit(tx, {
          area: 'bundles',
          action: 'bundle.archive',
          subjectId: id,
          summary: `Deleted the bundle ${done.title} from the shop.`,
          changes: [{ field: 'deleted', before: false, after: true }],
        });
      });
      catalogue.changed();
    },

    /** The bundles in the shop, newest first, with their products (a deleted product is marked unavailable). */
    async list(): Promise<SellerBundle[]> {
      const rows = await db
        .select()
        .from(bundles)
        .where(isNull(bundles.archivedAt))
        .orderBy(desc(bundles.createdAt), asc(bundles.id));
      if (rows.length === 0) return [];
      const sectionRows = await db
        .select({
          bundleId: bundleSections.bundleId,
          requiredQuantity: bundleSections.requiredQuantity,
          id: products.id,
          title: products.title,
          status: products.status,
          archivedAt: products.archivedAt,
        })
        .from(bundleSections)
        .innerJoin(products, eq(products.id, bundleSections.productId))
        .where(
          inArray(
            bundleSections.bundleId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(bundleSections.position));
      return rows.map((b) =>
        sellerBundle(
          b,
          sectionRows
            .filter((s) => s.bundleId === b.id)
            .map((s) => ({
              id: s.id,
              title: s.title,
              requiredQuantity: s.requiredQuantity,
              available: s.status === 'published' && s.archivedAt === null,
            })),
        ),
      );
    },

    /** Every product a bundle may take, by title: the dialog's picker searches these. */
    async pickableProducts(): Promise<PickableProduct[]> {
      return db
        .select({
          id: products.id,
          title: products.title,
          frontImage: products.frontImage,
          brand: brands.name,
          productTypes: products.productTypes,
          colours: products.colours,
        })
        .from(products)
        .leftJoin(brands, eq(products.brandId, brands.id))
        .where(and(eq(products.status, 'published'), isNull(products.archivedAt)))
        .orderBy(asc(products.title), asc(products.id));
    },
  };
}

export type BundleAdminService = ReturnType<typeof createBundleAdminService>;
