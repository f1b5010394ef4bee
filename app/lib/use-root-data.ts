import { useRouteLoaderData } from 'react-router';
import type { DecorationPricing } from '../../domain/price-breaks';
import { DEFAULT_DECORATION_PRICING } from '../../domain/pricing';
import type { Brand } from '../../domain/product';
import type { ShopInfo } from '../../domain/shop-info';
import { NO_VAT_MODE, type VatMode } from '../../domain/vat';
import { vatWording, type VatWording } from '../../domain/vat-wording';
import type { VisitorSummary } from '../../domain/visitor';

/**
 * What the root route (root.tsx) loads for every page: the shop's details, the brands for the menus and the
 * visitor. Declared here rather than inferred from root.tsx, so that the kit reads it without importing a route.
 */
export interface RootData extends VisitorSummary {
  shop: ShopInfo;
  brands: Brand[];
  /** False on the shared shell until the browser has asked who the visitor is (root.tsx's clientLoader). */
  visitorKnown: boolean;
  year: number;
  /** The public origin (PUBLIC_URL) for canonical links and share tags. */
  origin: string;
  /**
   * The shop's decoration prices (the ladders and the setup rule, cached per catalogue version): the product
   * page's table, the size grid, the logo wizard and the customiser state them from here.
   */
  pricing: DecorationPricing;
  /** Whether VAT is charged today (issue 34): every VAT sentence on the page follows it (domain/vat-wording.ts). */
  vat: VatMode;
}

/** The root route's data; undefined only where the root has none (an error boundary above it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The logged-in person as the page knows it, or null (see `useVisitor` for "not known yet"). */
export function useUser(): RootData['user'] {
  return useRootData()?.user ?? null;
}

const EMPTY_SHOP: ShopInfo = { name: '', phone: '', email: '', address: '', guideVideoUrl: null, social: [] };

/** The shop's configured name and contact details (never hard-coded). */
export function useShop(): ShopInfo {
  return useRootData()?.shop ?? EMPTY_SHOP;
}

/** The shop's decoration prices as the root loaded them; the seeds' rule where the root has none. */
export function useDecorationPricing(): DecorationPricing {
  return useRootData()?.pricing ?? DEFAULT_DECORATION_PRICING;
}

/** The shop's VAT mode as the root loaded it; not charged where the root has none. */
export function useVatMode(): VatMode {
  return useRootData()?.vat ?? NO_VAT_MODE;
}

/** Every VAT sentence for the page's mode. */
export function useVatWording(): VatWording {
  return vatWording(useVatMode());
}
