import { formatPounds } from '../../domain/money';
import { VatNote } from '~/components/ui/price';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { seoMeta } from '~/lib/meta';
import { BundleTile } from '~/components/product/bundle-tile';
import type { Route } from './+types/bundles';

export async function loader({ context }: Route.LoaderArgs) {
  return { bundles: await context.app.services.catalogue.listBundles() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Mix & Match Bundles — save up to 60%',
    description: 'Uniform bundles for teams, schools and trades, with your logo.',
    path: '/bundles',
  });

export default function Bundles({ loaderData }: Route.ComponentProps) {
  const { bundles } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Bundles' }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Mix &amp; Match Bundles</h1>
      <p className="mt-2 max-w-3xl text-zinc-600">
        Uniform deals that add up: pick the garments, colours and sizes for your team and save up to 60% on
        buying them one by one.
      </p>
      {bundles.length === 0 ? (
        <p className="mt-10 text-zinc-600">No bundles available right now — please check back soon.</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {bundles.map((b) => (
            <li key={b.id}>
              <BundleTile bundle={b} />
              <p className="mt-2 text-sm text-zinc-600">{b.description}</p>
              <p className="mt-1 font-semibold text-brand-900">
                {formatPounds(b.price)} <VatNote className="text-xs font-normal text-zinc-600" />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
