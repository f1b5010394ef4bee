import { data } from 'react-router';
import { NotFoundContent } from '~/components/not-found';
import type { Route } from './+types/not-found';

export async function loader({ context }: Route.LoaderArgs) {
  const bestSellers = await context.app.services.catalogue.bestSellers();
  return data({ bestSellers: bestSellers.slice(0, 4) }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent bestSellers={loaderData.bestSellers} />;
}
