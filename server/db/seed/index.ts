import { count } from 'drizzle-orm';
import { NO_COLOUR } from '../../../domain/product-form';
import type { AppContext } from '../../context';
import {
  brands,
  bundleSections,
  bundles,
  products,
  productStock,
  promoCodes,
  teamStoreProducts,
  teamStores,
  type ProductColour,
} from '../schema';
import { DEMO_BRANDS, DEMO_BUNDLES, DEMO_PRODUCTS } from './demo-catalogue';
import { renderDemoPictures } from './pictures';

/** Seeded with the demo catalogue: a football club's team store (issue 32) and its access code. */
export const DEMO_STORE = {
  slug: 'riverside-fc',
  name: 'Riverside FC kit',
  accessCode: 'RIVERSIDE',
} as const;

/** Seeded with the demo catalogue: 10% off for logged-in customers. */
export const DEMO_PROMO_CODE = 'SAVE10';

type SeedDeps = Pick<AppContext, 'database' | 'files' | 'logger'>;

/** Writes the demo catalogue into an empty database (first start). */
export async function seedDemoDataIfEmpty(deps: SeedDeps): Promise<boolean> {
  const [{ n }] = await deps.database.db.select({ n: count() }).from(products);
  if (n > 0) return false;
  await seedDemoData(deps);
  return true;
}

/**
 * Draws the demo pictures (skipping files already stored) and writes brands, products and bundles in one
 * transaction: either the whole catalogue is there afterwards or none of it. Brands that exist already are
 * kept and reused.
 */
export async function seedDemoData(deps: SeedDeps): Promise<void> {
  const started = performance.now();
  const pictures = await renderDemoPictures(deps.files, {
    products: DEMO_PRODUCTS,
    bundles: DEMO_BUNDLES,
    brands: DEMO_BRANDS,
  });
  const picturesMs = Math.round(performance.now() - started);

  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values(
        DEMO_BRANDS.map((b) => ({
          slug: b.slug,
          name: b.name,
          aliases: [...b.aliases],
          logo: pictures.brands.get(b.slug),
        })),
      )
      .onConflictDoNothing({ target: brands.slug });
    const brandIds = new Map(
      (await tx.select({ id: brands.id, slug: brands.slug }).from(brands)).map((b) => [b.slug, b.id]),
    );

    const rows = DEMO_PRODUCTS.map((p) => {
      const images = pictures.products.get(p.key)!;
      const colours: ProductColour[] = p.colours.map((c) => {
        const hex = c.hex.toLowerCase();
        const urls = images.get(hex)!;
        return { hex, name: c.name, image: urls.front, backImage: urls.back };
      });
      return {
        title: p.title,
        description: p.description,
        brandId: brandIds.get(p.brand) ?? null,
        productTypes: p.types,
        price: p.price,
        originalPrice: p.originalPrice ?? null,
        discountPercent: p.discountPercent ?? null,
        frontImage: colours[0].image,
        backImage: colours[0].backImage ?? null,
        images: [colours[0].image, colours[0].backImage!, ...colours.slice(1, 3).map((c) => c.image)],
        colours,
        sizes: p.sizes.map((s) => ({ label: s.label, stock: s.stock })),
        sizeChartImage: pictures.sizeCharts.get(p.sizeChart) ?? null,
        isNew: p.isNew,
        featuredRank: p.featuredRank,
        createdAt: new Date(p.createdAt),
      };
    });
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, title: products.title });
    // titles are unique in the demo data, so they map rows back to their keys
    const idByTitle = new Map(inserted.map((r) => [r.title, r.id]));
    const productIds = new Map(DEMO_PRODUCTS.map((p) => [p.key, idByTitle.get(p.title)!]));
    const chartOf = new Map(DEMO_PRODUCTS.map((p) => [p.key, p.sizeChart]));
    // every colour (or 'default' for a product without colours) starts with the size's demo stock: product_stock
    // is the only stock, so a product without rows could not be bought
    await tx.insert(productStock).values(
      rows.flatMap((row, i) =>
        (row.colours.length ? row.colours.map((c) => c.hex) : [NO_COLOUR]).flatMap((colour) =>
          row.sizes.map((s) => ({
            productId: productIds.get(DEMO_PRODUCTS[i].key)!,
            colour,
            size: s.label,
            quantity: s.stock,
          })),
        ),
      ),
    );

    for (const bundle of DEMO_BUNDLES) {
      const [row] = await tx
        .insert(bundles)
        .values({
          title: bundle.title,
          description: bundle.description,
          price: bundle.price,
          type: bundle.type,
          thumbnail: pictures.bundles.get(bundle.key)!,
          sizeChartImage: pictures.sizeCharts.get(chartOf.get(bundle.sections[0].product)!) ?? null,
          createdAt: new Date(bundle.createdAt),
        })
        .returning({ id: bundles.id });
      await tx.insert(bundleSections).values(
        bundle.sections.map((s, position) => ({
          bundleId: row.id,
          position,
          productId: productIds.get(s.product)!,
          requiredQuantity: s.quantity,
        })),
      );
    }
    // a demo team store: the first polo and sweatshirt with the club's crest, names on (the seller's /admin/stores)
    const polo = DEMO_PRODUCTS.find((p) => p.types.includes('polo'));
    const sweat = DEMO_PRODUCTS.find((p) => p.types.includes('sweatshirt'));
    const [store] = await tx
      .insert(teamStores)
      .values({
        ...DEMO_STORE,
        welcome: 'Order your club polo and sweatshirt, with your name on the back.',
        access: 'code',
        namesEnabled: true,
        contactName: 'Club secretary',
      })
      .onConflictDoNothing({ target: teamStores.slug })
      .returning({ id: teamStores.id });
    if (store && polo && sweat)
      await tx.insert(teamStoreProducts).values(
        [polo, sweat].map((p, i) => ({
          storeId: store.id,
          productId: productIds.get(p.key)!,
          sortOrder: i,
          colours: p.colours.slice(0, 2).map((c) => c.name),
          price: p.price + 600,
          decorations: [{ position: 'Left Breast' as const, method: 'Embroidery' as const }],
        })),
      );
    // a demo promo code (the seller manages codes at /admin/promo-codes)
    await tx.insert(promoCodes).values({ code: DEMO_PROMO_CODE, percent: 10 }).onConflictDoNothing();
  });

  deps.logger.info(
    {
      ms: Math.round(performance.now() - started),
      picturesMs,
      picturesDrawn: pictures.rendered,
      pictures: pictures.total,
      brands: DEMO_BRANDS.length,
      products: DEMO_PRODUCTS.length,
      bundles: DEMO_BUNDLES.length,
    },
    'demo catalogue seeded',
  );
}
