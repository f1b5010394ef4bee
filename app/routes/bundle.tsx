import { data, Link } from 'react-router';
import { formatPounds } from '../../domain/money';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import type { Route } from './+types/bundle';

export async function loader({ params, context }: Route.LoaderArgs) {
  const bundle = await context.app.services.catalogue.getBundle(params.id);
  if (!bundle) throw data(null, { status: 404 });
  return { bundle };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? data.bundle.title : 'Bundle not found' },
  { name: 'description', content: data?.bundle.description ?? '' },
];

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { bundle } = loaderData;
  const totalItems = bundle.sections.reduce((n, s) => n + s.requiredQuantity, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Bundles', to: '/bundles' }, { label: bundle.title }]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <img
          src={bundle.thumbnail}
          alt={`${bundle.title} — the garments in this bundle`}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-2xl border border-zinc-200 bg-zinc-100 object-cover"
        />
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{bundle.title}</h1>
          <p className="mt-3 leading-relaxed text-zinc-700">{bundle.description}</p>
          <section className="mt-6 rounded-xl border border-zinc-200 p-4" aria-labelledby="includes">
            <h2 id="includes" className="font-semibold text-zinc-900">
              Bundle Includes
            </h2>
            <ol className="mt-3 space-y-3">
              {bundle.sections.map((s, i) => (
                <li key={s.position} className="flex items-center gap-3">
                  <img
                    src={s.image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className={`size-16 rounded-md bg-zinc-100 object-cover ${s.available ? '' : 'opacity-50 grayscale'}`}
                  />
                  <span>
                    <span className="block text-xs font-medium text-zinc-500 uppercase">Product {i + 1}</span>
                    {s.available ? (
                      <Link
                        to={`/product/${s.product.id}`}
                        className="font-medium text-zinc-900 hover:underline"
                      >
                        {s.product.title}
                      </Link>
                    ) : (
                      <span className="font-medium text-zinc-700">{s.product.title}</span>
                    )}
                    {s.available ? (
                      <span className="block text-sm text-zinc-600">
                        {s.requiredQuantity} items · {s.colours.length}{' '}
                        {s.colours.length === 1 ? 'colour' : 'colours'} ·{' '}
                        {s.product.sizes.map((z) => z.label).join(', ')}
                      </span>
                    ) : (
                      <span className="block text-sm font-semibold text-red-700">No longer available</span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section className="mt-6 rounded-xl bg-brand-50 p-4" aria-labelledby="customise">
            <h2 id="customise" className="font-semibold text-brand-900">
              Customize Your Bundle
            </h2>
            <p className="mt-1 text-3xl font-bold text-brand-900">{formatPounds(bundle.price)}</p>
            <p className="mt-1 text-sm text-zinc-700">
              {totalItems} garments in your choice of colours and sizes. Add your logo by embroidery or print.
            </p>
          </section>
        </div>
      </div>
      {bundle.sizeChartImage && (
        <section className="mt-10" aria-labelledby="bundle-size-chart">
          <h2 id="bundle-size-chart" className="text-xl font-semibold text-brand-900">
            Size chart
          </h2>
          <img
            src={bundle.sizeChartImage}
            alt={`Size chart for ${bundle.title}`}
            width={800}
            height={500}
            loading="lazy"
            className="mt-4 w-full max-w-3xl rounded-lg border border-zinc-200"
          />
        </section>
      )}
    </div>
  );
}
