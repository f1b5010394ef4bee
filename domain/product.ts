import type { VatRate } from './vat';
import type { Pence } from './money';
import type { PriceBreak } from './price-breaks';

/** The stock grid's colour key for a product with no colours. */
export const NO_COLOUR = 'default';

/** A product as the shop shows it (money in pence). */
export interface Product {
  id: string;
  title: string;
  description: string;
  brand: { slug: string; name: string; logo: string | null } | null;
  productTypes: string[];
  /** The price each from 1 garment. */
  price: Pence;
  /** Lower prices each from more garments, by rising quantity (domain/price-breaks); empty for one price. */
  priceBreaks: PriceBreak[];
  originalPrice: Pence | null;
  discountPercent: number | null;
  frontImage: string;
  backImage: string | null;
  sideImage: string | null;
  images: string[];
  colours: { hex: string; name: string; image: string; backImage?: string }[];
  sizes: { label: string; stock: number; image?: string }[];
  sizeChartImage: string | null;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  createdAt: string;
  /** The seller's stock state ('Out of Stock' hides the add buttons whatever the counts say). */
  stockStatus: 'In Stock' | 'Out of Stock';
  /** Published and not deleted: false for a product a cart or bundle still names but the shop no longer sells. */
  available: boolean;
  /** A hi-vis product on which the seller allows large logos (domain/hi-vis.ts); absent is false. */
  hiVisLargeLogos?: boolean;
}

/** Stock per colour (hex, lower-case; 'default' for a product without colours) and size, read per request. */
export type StockGrid = Record<string, Record<string, number>>;

export type ProductCard = Pick<
  Product,
  | 'id'
  | 'title'
  | 'brand'
  | 'productTypes'
  | 'price'
  | 'priceBreaks'
  | 'originalPrice'
  | 'discountPercent'
  | 'frontImage'
  | 'colours'
  | 'rating'
  | 'reviewCount'
  | 'isNew'
  | 'description'
>;

export interface Brand {
  slug: string;
  name: string;
  logo: string | null;
}

export type BundleType = 'everyday' | 'solo1' | 'solo2';

export interface BundleSummary {
  id: string;
  title: string;
  description: string;
  price: Pence;
  thumbnail: string;
  type: BundleType;
}

export interface BundleDetail extends BundleSummary {
  sizeChartImage: string | null;
  sections: {
    position: number;
    requiredQuantity: number;
    product: Product;
    /** False once the seller deleted the product (or made it a draft): the bundle page says so. */
    available: boolean;
    /** The picture the bundle shows of the product: the seller's choice, else its front picture. */
    image: string;
    /** The colours the bundle offers: the seller's choice (at most three), else all of the product's. */
    colours: Product['colours'];
  }[];
}

/** What buying a garment needs of its product: the purchase panel and the logo wizard both take it. */
export type PurchaseProduct = Pick<
  Product,
  'id' | 'title' | 'price' | 'priceBreaks' | 'frontImage' | 'backImage' | 'productTypes' | 'colours' | 'sizes'
> & { stockStatus?: Product['stockStatus']; hiVisLargeLogos?: boolean };

/** Only N left is shown below this stock. */
export const LOW_STOCK_BELOW = 10;

/** A product with what only the seller sees: its status and its stock grid (for the editor). */
export interface AdminProduct extends Product {
  status: 'draft' | 'published';
  /** The product's VAT liability (issue 34, domain/vat). */
  vatRate: VatRate;
  /** One garment's packed weight in grams for carriers' exports (issue 36); null: its garment type's default. */
  weightGrams: number | null;
  stock: StockGrid;
}
