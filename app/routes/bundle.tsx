import { data, isRouteErrorResponse } from 'react-router';
import { bundlePath } from '../../domain/seo';
import { NotFoundContent } from '~/components/not-found';
import { BundleLoadError } from '~/features/bundle/bundle-load-error';
import { BundlePage } from '~/features/bundle/bundle-page';
import { loadBundlePage } from '~/features/bundle/bundle.server';
import { seoMeta } from '~/lib/meta';
import type { Route } from './+types/bundle';

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadBundlePage(context.app.services, params.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.bundle.title,
        description: data.bundle.description || `${data.bundle.title}: a uniform bundle with your logo.`,
        path: bundlePath(data.bundle.id),
        image: data.bundle.thumbnail,
      })
    : [{ title: 'Bundle not found' }];

export default function Bundle({ loaderData }: Route.ComponentProps) {
  return <BundlePage data={loaderData} />;
}

/** An unknown bundle is the shop's 404 page; any other failure offers to try again (spec: Error loading bundle). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <BundleLoadError detail={isRouteErrorResponse(error) ? error.statusText : null} />;
}
