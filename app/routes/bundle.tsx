import { data, isRouteErrorResponse } from 'react-router';
import { NotFoundContent } from '~/components/not-found';
import { BundlePage } from '~/features/bundle/bundle-page';
import { loadBundlePage } from '~/features/bundle/bundle.server';
import type { Route } from './+types/bundle';

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadBundlePage(context.app.services, params.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.bundle.title },
        { name: 'description', content: data.bundle.description.slice(0, 160) },
        { property: 'og:image', content: data.bundle.thumbnail },
      ]
    : [{ title: 'Bundle not found' }];

export default function Bundle({ loaderData }: Route.ComponentProps) {
  return <BundlePage data={loaderData} />;
}

/** An unknown bundle is the shop's 404 page; any other failure offers to try again (spec: Error loading bundle). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-bold text-red-900">Error loading bundle</h1>
        <p className="mt-2 text-red-800">
          {isRouteErrorResponse(error) && error.statusText
            ? error.statusText
            : 'Sorry, we could not load this bundle. Please try again.'}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
      </div>
    </div>
  );
}
