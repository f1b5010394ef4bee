/**
 * What deleting a product says about the live bundles it is in (a bundle with a deleted product cannot be
 * bought): the seller's confirm before, and the API's answer after. Pure, shared by both.
 */

/** `the bundle "Everyday Pack"` / `the bundles "Everyday Pack" and "Solo Duo"`. */
export function bundleNames(bundles: readonly { title: string }[]): string {
  const titles = bundles.map((b) => `"${b.title}"`);
  const list = titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles[0];
  return `${titles.length > 1 ? 'the bundles' : 'the bundle'} ${list}`;
}

const those = (bundles: readonly unknown[]) => (bundles.length > 1 ? 'those bundles' : 'that bundle');

/** The confirm's text: where the product goes, and the bundles it takes out of the shop with it. */
export function deleteProductWarning(bundles: readonly { title: string }[]): string {
  const base =
    'It disappears from the shop at once. Orders that include it keep it, and shoppers who have it in their cart are told it is no longer available.';
  if (bundles.length === 0) return base;
  return `It is in ${bundleNames(bundles)}: shoppers cannot buy ${those(bundles)} while it is deleted. ${base} You can restore it from Deleted products.`;
}

/** The answer once deleted: the spec's words, then the bundles it was in. */
export function productDeletedMessage(bundles: readonly { title: string }[]): string {
  if (bundles.length === 0) return 'Product deleted successfully!';
  return `Product deleted successfully! It was in ${bundleNames(bundles)}: shoppers cannot buy ${those(bundles)} until you restore the product.`;
}
