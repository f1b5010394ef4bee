import { data } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import type { Route } from './+types/account';

/** Your account (issue 33). CONTRACT STUB: helper B builds it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'seller:area', { beforeTwoStep: true });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your account' },
  { name: 'robots', content: 'noindex' },
];

export default function Placeholder() {
  return <h1 className="text-2xl font-bold text-brand-900">Your account</h1>;
}
