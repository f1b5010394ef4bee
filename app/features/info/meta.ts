import type { MetaDescriptor } from 'react-router';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The shop's name from the root loader's data, as `meta` functions see it. */
export function shopNameFromMatches(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (root && typeof root === 'object' && 'shop' in root) {
    const shop = (root as { shop?: { name?: unknown } }).shop;
    if (shop && typeof shop.name === 'string' && shop.name) return shop.name;
  }
  return undefined;
}

/** Title ('<Page> | <shop name>'), description and their Open Graph twins for an information page. */
export function infoMeta(matches: readonly MatchLike[], page: string, description: string): MetaDescriptor[] {
  const shopName = shopNameFromMatches(matches);
  const title = shopName ? `${page} | ${shopName}` : page;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
