import { BRANDS, productTypePlural } from '../../../domain/catalogue';
import type { Brand } from '../../../domain/product';
import { safeRedirect } from '../../../domain/redirect';
import type { ShopInfo } from '../../../domain/shop-info';

export interface NavLinkItem {
  label: string;
  href: string;
  /** A small picture shown beside the label where there is room (brand logos). */
  image?: string | null;
}

/** Quick links are named after their page: the lowercased label with spaces turned into hyphens. */
export function quickLinkHref(label: string): string {
  return label === 'Home' ? '/' : `/${label.toLowerCase().replace(/\s+/g, '-')}`;
}

export const QUICK_LINKS: NavLinkItem[] = ['Home', 'About', 'Contact', 'FAQs', 'Price Guide'].map(
  (label) => ({
    label,
    href: quickLinkHref(label),
  }),
);

export const POLICY_LINKS: NavLinkItem[] = [
  { label: 'Disclaimer', href: '/disclaimer' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Payment Information', href: '/payment-info' },
  { label: 'Return & Refund Policy', href: '/return-policy' },
  { label: 'Shipping Policy', href: '/shipping-policy' },
  { label: 'VAT Information', href: '/vat-information' },
];

const categoryLinks = (slugs: string[]): NavLinkItem[] =>
  slugs.map((slug) => ({ label: productTypePlural(slug), href: `/products/${slug}` }));

export const FOOTER_SHOP_GROUPS: { id: string; title: string; links: NavLinkItem[] }[] = [
  {
    id: 'footer-tops',
    title: 'Tops',
    links: categoryLinks(['bodywarmer', 'jacket', 'hoodie', 'polo', 'shirt-blouse', 'sweatshirt', 't-shirt']),
  },
  {
    id: 'footer-bottoms',
    title: 'Bottoms',
    links: categoryLinks(['cargo-pants', 'shorts', 'trousers', 'work-pants']),
  },
  {
    id: 'footer-accessories',
    title: 'Accessories',
    links: categoryLinks(['backpack', 'headwear', 'hi-vis', 'workbag']),
  },
];

export function brandHref(slug: string): string {
  return `/brands/${encodeURIComponent(slug)}`;
}

/** The logo guide: the configured tutorial video when there is one, else the illustrated guide page. */
export function guideLink(shop: Pick<ShopInfo, 'guideVideoUrl'>): { href: string; external: boolean } {
  return shop.guideVideoUrl
    ? { href: shop.guideVideoUrl, external: true }
    : { href: '/guide', external: false };
}

/** The cart badge: hidden at 0, '9+' above 9. */
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/**
 * The cart link's name. Above 9 it carries the badge's "9+" as well as the count: a name holds the text a
 * control shows (WCAG 2.5.3), so someone speaking what they see reaches it.
 */
export function cartLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'Cart, empty';
  const n = Math.floor(count);
  if (cartBadgeText(n) !== String(n)) return `Cart, ${cartBadgeText(n)} items (${n})`;
  return `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;
}

/** The brands to list: the catalogue's, or the fixed list when the database has none yet. */
export function brandLinks(brands: Brand[]): NavLinkItem[] {
  if (brands.length === 0) return BRANDS.map((b) => ({ label: b.name, href: brandHref(b.slug) }));
  return brands.map((b) => ({ label: b.name, href: brandHref(b.slug), image: b.logo }));
}

/** Pages that are themselves a step of logging in or signing up: a login started there keeps their return path. */
const AUTH_PATHS = ['/login', '/signup', '/otp'];

/**
 * The Login or Sign Up link from a page: it carries the page (path and query) as `redirectTo`, so the shopper
 * comes back to it afterwards. From the login steps themselves it passes on the return path they already have.
 */
export function authHref(target: '/login' | '/signup', here: { pathname: string; search: string }): string {
  let back: string | null;
  if (AUTH_PATHS.includes(here.pathname)) {
    const passed = new URLSearchParams(here.search).get('redirectTo');
    back = passed ? safeRedirect(passed, '') || null : null;
  } else {
    back = here.pathname === '/' && !here.search ? null : here.pathname + here.search;
  }
  return back ? `${target}?${new URLSearchParams({ redirectTo: back })}` : target;
}
