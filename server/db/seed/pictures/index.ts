/**
 * Draws every demo picture the catalogue needs and stores it in the FileStore under `demo/…`. A file that is
 * already stored is not drawn again, so later starts are quick. Products of the same garment style share the
 * picture of a colour.
 */
import type { BrandSlug } from '../../../../domain/catalogue';
import type { FileStore } from '../../../integrations/files/file-store';
import type { DemoBundle, DemoProduct, SizeChartFamily } from '../demo-catalogue';
import { brandLogoSvg } from './brand-logos';
import { bundleThumbnailSvg } from './bundle-thumbnail';
import { garmentSvg, type GarmentStyle, type View } from './garments';
import { renderWebp, runLimited } from './render';
import { SIZE_CHARTS, sizeChartSvg } from './size-charts';

/** Bump when the drawings change, so stores holding the old pictures get new ones. */
export const PICTURE_VERSION = 'v3';
const ROOT = `demo/${PICTURE_VERSION}`;

export interface DemoPictures {
  /** product key → colour hex → picture URLs */
  products: Map<string, Map<string, { front: string; back: string }>>;
  brands: Map<BrandSlug, string>;
  sizeCharts: Map<SizeChartFamily, string>;
  bundles: Map<string, string>;
  /** how many files were drawn now (the rest were stored already) */
  rendered: number;
  total: number;
}

/** A file name for a garment style: the kind plus any options, e.g. `polo-tipping-d9dde3`. */
export function styleSlug(style: GarmentStyle): string {
  const parts: string[] = [style.kind];
  for (const [k, v] of Object.entries(style).sort(([a], [b]) => a.localeCompare(b))) {
    if (k === 'kind' || v === undefined || v === false) continue;
    parts.push(
      v === true
        ? k
        : `${k}-${String(v)
            .replace(/[^a-z0-9]/gi, '')
            .toLowerCase()}`,
    );
  }
  return parts.join('-').toLowerCase();
}

export interface RenderOptions {
  /** pictures drawn at once; sharp works off the main thread, so a few in flight keep two cores busy */
  concurrency?: number;
}

export async function renderDemoPictures(
  files: FileStore,
  catalogue: { products: DemoProduct[]; bundles: DemoBundle[]; brands: readonly { slug: BrandSlug }[] },
  options: RenderOptions = {},
): Promise<DemoPictures> {
  const jobs = new Map<string, () => string>();
  const want = (key: string, draw: () => string) => {
    if (!jobs.has(key)) jobs.set(key, draw);
    return files.url(key);
  };

  const products: DemoPictures['products'] = new Map();
  for (const product of catalogue.products) {
    const slug = styleSlug(product.picture);
    const byColour = new Map<string, { front: string; back: string }>();
    for (const colour of product.colours) {
      const hex = colour.hex.toLowerCase();
      const url = (view: View) =>
        want(`${ROOT}/garments/${slug}/${hex.slice(1)}-${view}.webp`, () =>
          garmentSvg(product.picture, hex, view),
        );
      byColour.set(hex, { front: url('front'), back: url('back') });
    }
    products.set(product.key, byColour);
  }

  const brands: DemoPictures['brands'] = new Map();
  for (const brand of catalogue.brands) {
    brands.set(
      brand.slug,
      want(`${ROOT}/brands/${brand.slug}.webp`, () => brandLogoSvg(brand.slug)),
    );
  }

  const sizeCharts: DemoPictures['sizeCharts'] = new Map();
  for (const family of Object.keys(SIZE_CHARTS) as SizeChartFamily[]) {
    sizeCharts.set(
      family,
      want(`${ROOT}/size-charts/${family}.webp`, () => sizeChartSvg(family)),
    );
  }

  const byKey = new Map(catalogue.products.map((p) => [p.key, p]));
  const bundles: DemoPictures['bundles'] = new Map();
  for (const bundle of catalogue.bundles) {
    const items = bundle.sections.map((section, i) => {
      const product = byKey.get(section.product);
      if (!product) throw new Error(`Bundle ${bundle.key} names an unknown product ${section.product}`);
      // a different colour for each garment makes the set read as a kit
      const colour = product.colours[i % product.colours.length];
      return { style: product.picture, hex: colour.hex, quantity: section.quantity, price: product.price };
    });
    const worth = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const savingPercent = Math.floor(((worth - bundle.price) / worth) * 100);
    bundles.set(
      bundle.key,
      want(`${ROOT}/bundles/${bundle.key}.webp`, () => bundleThumbnailSvg(items, { savingPercent })),
    );
  }

  const keys = [...jobs.keys()];
  const missing = (
    await runLimited(
      keys.map((key) => async () => ((await files.exists(key)) ? null : key)),
      16,
    )
  ).filter((key): key is string => key !== null);
  await runLimited(
    missing.map((key) => async () => files.put(key, await renderWebp(jobs.get(key)!()))),
    options.concurrency ?? 4,
  );
  return { products, brands, sizeCharts, bundles, rendered: missing.length, total: keys.length };
}
