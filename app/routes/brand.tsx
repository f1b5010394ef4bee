import { data } from 'react-router';
import { brandFromParam } from '../../domain/catalogue';
import { brandPath } from '../../domain/seo';
import { seoMeta } from '~/lib/meta';
import { ProductListing } from '~/features/catalogue/product-listing';
import { loadListing } from '~/features/catalogue/listing.server';
import type { Route } from './+types/brand';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const known = brandFromParam(params.brand);
  if (!known) throw data(null, { status: 404 });
  const [brand, listing] = await Promise.all([
    context.app.services.catalogue.getBrand(known.slug),
    loadListing(request, context, { brand: known.slug }),
  ]);
  return { brand: brand ?? { slug: known.slug, name: known.name, logo: null }, listing };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.brand.name} workwear`,
        description: `Shop ${data.brand.name} workwear with your logo, embroidered or printed.`,
        path: brandPath(data.brand.slug),
        image: data.brand.logo,
      })
    : [{ title: 'Brand not found' }];

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, listing } = loaderData;
  return (
    <ProductListing
      heading={brand.name}
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Brands' }, { label: brand.name }]}
      brandLogo={brand.logo}
      listing={listing}
    />
  );
}
