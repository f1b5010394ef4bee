import { Link } from 'react-router';
import { requireSellerPage } from '~/features/auth/auth.server';
import { SELLER_SECTIONS } from '~/features/seller/seller-nav';
import type { Route } from './+types/coming-next';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSellerPage(request, context);
  const path = new URL(request.url).pathname;
  return { title: SELLER_SECTIONS.find((s) => s.to === path)?.label ?? 'Seller area' };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? 'Seller area' },
  { name: 'robots', content: 'noindex' },
];

/** A section of the seller's area that the next release builds. */
export default function ComingNext({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{loaderData.title}</h1>
      <p className="mt-3 text-zinc-700">This section is coming next.</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
