/**
 * Hi-vis garments (issue 34). A logo covers fluorescent or reflective material, so it can lower the garment's
 * EN ISO 20471 class; on a hi-vis product the shop offers only the small positions unless the seller allows
 * large logos on that product (products.hi_vis_large_logos).
 */
import { LOGO_POSITIONS, type LogoPosition } from './catalogue';
import { isReflective } from './mockup';

export const HI_VIS_NOTICE =
  "A logo covers some of the garment's fluorescent or reflective material, so it can lower its EN ISO 20471 hi-vis class. We keep logos small on hi-vis garments.";

/** The positions a small logo goes: chest, sleeves and nape; not the full front or back. */
export const SMALL_LOGO_POSITIONS: readonly LogoPosition[] = [
  'Left Breast',
  'Right Breast',
  'Left Sleeve',
  'Right Sleeve',
  'Nape of Neck',
];
export const LARGE_LOGO_POSITIONS: readonly LogoPosition[] = LOGO_POSITIONS.filter(
  (p) => !SMALL_LOGO_POSITIONS.includes(p),
);

export interface HiVisProduct {
  productTypes: readonly string[];
  /** The seller allows large logos on this hi-vis product. */
  hiVisLargeLogos?: boolean;
}

/** A product is hi-vis by its garment type. */
export const isHiVis = (product: Pick<HiVisProduct, 'productTypes'>) => isReflective(product.productTypes);

/** The positions a product may be decorated at, in LOGO_POSITIONS order. */
export function allowedLogoPositions(product: HiVisProduct): LogoPosition[] {
  if (!isHiVis(product) || product.hiVisLargeLogos) return [...LOGO_POSITIONS];
  return LOGO_POSITIONS.filter((p) => SMALL_LOGO_POSITIONS.includes(p));
}

/** The positions every one of the products takes (a bundle's logo goes on each of its garments). */
export function allowedPositionsForAll(products: readonly HiVisProduct[]): LogoPosition[] {
  return products.reduce<LogoPosition[]>(
    (kept, p) => kept.filter((q) => allowedLogoPositions(p).includes(q)),
    [...LOGO_POSITIONS],
  );
}

/** The message refusing a position, or null when the product takes it. */
export function refusedPositionMessage(
  product: HiVisProduct & { title: string },
  positions: readonly LogoPosition[],
): string | null {
  const allowed = allowedLogoPositions(product);
  const refused = positions.find((p) => !allowed.includes(p));
  if (!refused) return null;
  return `${product.title} is a hi-vis garment: a ${refused} logo could lower its EN ISO 20471 class. Please choose a small position (${allowed.join(', ')}).`;
}
