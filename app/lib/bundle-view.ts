import type { BundleSectionRule } from '../../domain/bundles';
import type { Pence } from '../../domain/money';
import type { BundleDetail, Product, StockGrid } from '../../domain/product';

/** One section (product) of the bundle as the page shows it: the selection rule plus what is drawn and sold. */
export interface BundlePageSection extends BundleSectionRule {
  position: number;
  available: boolean;
  image: string;
  /** The product's own price: what the garment costs bought alone (for the saving). */
  price: Pence;
  /** What the mock-up needs to draw the garment in a colour. */
  product: Pick<
    Product,
    'id' | 'title' | 'frontImage' | 'backImage' | 'productTypes' | 'colours' | 'hiVisLargeLogos'
  >;
  /** Units left per colour hex (lower-case) and size, read fresh for this request. */
  stock: StockGrid;
}

export interface BundlePageData {
  bundle: Pick<
    BundleDetail,
    'id' | 'title' | 'description' | 'price' | 'thumbnail' | 'type' | 'sizeChartImage'
  >;
  sections: BundlePageSection[];
  /** The sizes any product of the bundle comes in, in order (beside the size chart). */
  sizes: string[];
  saving: { separatePrice: Pence; saving: Pence; savingPercent: number };
}

/** Units left of a section's product in a colour and size ('Out of Stock' products have none). */
export function stockLeft(section: BundlePageSection, hex: string, size: string): number {
  return section.stock[hex.toLowerCase()]?.[size] ?? 0;
}
