import { bundleOfferSaving } from '../../../domain/bundle-offer';
import type { StockGrid } from '../../../domain/product';
import type { CatalogueService } from '../../../server/services/catalogue';
import type { BundlePageData, BundlePageSection } from '~/lib/bundle-view';

type Services = { catalogue: Pick<CatalogueService, 'getBundle' | 'shownStockOf'> };

/**
 * The bundle page's data, or null for an unknown bundle. The bundle itself may come from the catalogue's
 * cache; the stock of each product is as fresh as the cached page (see shownStockOf).
 */
export async function loadBundlePage(services: Services, id: string): Promise<BundlePageData | null> {
  const bundle = await services.catalogue.getBundle(id);
  if (!bundle) return null;
  const stocks = await Promise.all(
    bundle.sections.map((s) =>
      s.product.stockStatus === 'Out of Stock' || !s.available
        ? Promise.resolve<StockGrid>({})
        : services.catalogue.shownStockOf(s.product.id),
    ),
  );
  const sections = bundle.sections.map((s, i): BundlePageSection => ({
    position: s.position,
    productId: s.product.id,
    title: s.product.title,
    requiredQuantity: s.requiredQuantity,
    colours: s.colours.map((c) => ({ hex: c.hex.toLowerCase(), name: c.name })),
    sizes: s.product.sizes.map((z) => z.label),
    available: s.available,
    image: s.image,
    price: s.product.price,
    product: {
      id: s.product.id,
      title: s.product.title,
      frontImage: s.product.frontImage,
      backImage: s.product.backImage,
      productTypes: s.product.productTypes,
      hiVisLargeLogos: s.product.hiVisLargeLogos ?? false,
      colours: s.product.colours,
    },
    stock: stocks[i]!,
  }));
  const sizes = [...new Set(sections.flatMap((s) => s.sizes))];
  return {
    bundle: {
      id: bundle.id,
      title: bundle.title,
      description: bundle.description,
      price: bundle.price,
      thumbnail: bundle.thumbnail,
      type: bundle.type,
      sizeChartImage: bundle.sizeChartImage,
    },
    sections,
    sizes,
    saving: bundleOfferSaving(sections, bundle.price),
  };
}
