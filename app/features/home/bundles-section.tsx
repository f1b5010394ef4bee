import { Suspense } from 'react';
import { Await } from 'react-router';
import type { BundleSummary } from '../../../domain/product';
import { Spinner } from '~/components/ui/spinner';
import { BundleTile } from '~/components/product/bundle-tile';

/** Streams in after the page; shows a spinner meanwhile and disappears when there are none. */
export function BundlesSection({ bundles }: { bundles: Promise<BundleSummary[]> }) {
  return (
    <Suspense fallback={<Spinner label="Loading bundles" />}>
      <Await resolve={bundles} errorElement={null}>
        {(list) =>
          list.length === 0 ? null : (
            <section aria-labelledby="bundles-heading" className="mx-auto max-w-7xl px-4 py-12">
              <h2 id="bundles-heading" className="text-center text-2xl font-bold text-brand-900 sm:text-3xl">
                Uniform Deals that Add Up:{' '}
                <span className="block text-amber-700 sm:inline">
                  SAVE UP TO 60% ON OUR MIX &amp; MATCH BUNDLES
                </span>
              </h2>
              <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {list.map((b) => (
                  <li key={b.id}>
                    <BundleTile bundle={b} />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}
