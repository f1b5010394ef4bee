import type { MetaDescriptor } from 'react-router';
import { pageSeoTags, type PageSeo } from '../../domain/seo';
import type { ShopInfo } from '../../domain/shop-info';
import { NO_VAT_MODE, type VatMode } from '../../domain/vat';

type MatchLike = { id: string; pathname?: string; loaderData?: unknown } | undefined;

/** What the root loader gives every page's `meta`: the shop and its public origin (PUBLIC_URL). */
export function rootSeoData(matches: readonly MatchLike[]): { shop?: ShopInfo; origin?: string } {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  return root && typeof root === 'object' ? (root as { shop?: ShopInfo; origin?: string }) : {};
}

/** The VAT mode the root loader read, for a page's `meta` (its descriptions and JSON-LD follow it). */
export function rootVatMode(matches: readonly MatchLike[]): VatMode {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  return (root as { vat?: VatMode } | undefined)?.vat ?? NO_VAT_MODE;
}

/**
 * A public page's title, description, canonical link, Open Graph and Twitter tags (and JSON-LD). The canonical
 * address is `path`, else the page's own path: never the query (sort, filters, page) it was reached with.
 */
export function seoMeta(
  matches: readonly MatchLike[],
  page: Omit<PageSeo, 'origin' | 'shopName' | 'path'> & { path?: string },
): MetaDescriptor[] {
  const { shop, origin } = rootSeoData(matches);
  const path = page.path ?? matches.at(-1)?.pathname ?? '/';
  return pageSeoTags({ ...page, path, origin: origin ?? 'http://localhost', shopName: shop?.name });
}
