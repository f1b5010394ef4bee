import { data } from 'react-router';
import { productTypeFromSlug, productTypePlural } from '../../domain/catalogue';
import { listingPath } from '../../domain/seo';
import { seoMeta } from '~/lib/meta';
import { ProductListing } from '~/features/catalogue/product-listing';
import { loadListing } from '~/features/catalogue/listing.server';
import type { Route } from './+types/products';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const typeParam = 'type' in params ? (params.type as string | undefined) : undefined;
  const type = typeParam ? productTypeFromSlug(typeParam) : null;
  if (typeParam && !type) throw data(null, { status: 404 });
  const listing = await loadListing(request, context, { type: type ?? undefined });
  return { type, listing };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const label = data?.type ? productTypePlural(data.type) : 'All Products';
  // sorted, filtered and later pages are all known by the plain listing (an alias slug by its own)
  return seoMeta(matches, {
    title: `${label} — custom embroidered & printed workwear`,
    description: `Shop ${label.toLowerCase()} and add your logo by embroidery or print.`,
    path: listingPath(data?.type),
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { type, listing } = loaderData;
  const label = type ? productTypePlural(type) : null;
  return (
    <ProductListing
      heading={label ?? 'All Products'}
      breadcrumb={[
        { label: 'Home', to: '/' },
        ...(label ? [{ label: 'Products', to: '/products' }, { label }] : [{ label: 'Products' }]),
      ]}
      listing={listing}
    />
  );
}
