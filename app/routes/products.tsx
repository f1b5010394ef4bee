import { data } from 'react-router';
import { productTypeFromSlug, productTypePlural } from '../../domain/catalogue';
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

export const meta: Route.MetaFunction = ({ data }) => {
  const label = data?.type ? productTypePlural(data.type) : 'All Products';
  return [
    { title: `${label} — custom embroidered & printed workwear` },
    { name: 'description', content: `Shop ${label.toLowerCase()} and add your logo by embroidery or print.` },
  ];
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
