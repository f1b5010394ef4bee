import type { MetaDescriptor } from 'react-router';
import { seoMeta } from '~/lib/meta';

type MatchLike = { id: string; pathname?: string; loaderData?: unknown } | undefined;

/** Title ('<Page> | <shop name>'), description, canonical link and share tags for an information page. */
export function infoMeta(matches: readonly MatchLike[], page: string, description: string): MetaDescriptor[] {
  return seoMeta(matches, { title: page, description });
}
