import { data, Link } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import type { Route } from './+types/not-found';

/** An unknown /admin/... path: a 404 inside the seller's area (after the seller check, so it reveals nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'seller:area');
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found' },
  { name: 'robots', content: 'noindex' },
];

export default function SellerNotFound() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-3 text-zinc-700">There is no such page in the seller area.</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
