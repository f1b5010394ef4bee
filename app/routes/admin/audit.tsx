import { data } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import type { Route } from './+types/audit';

/** Audit trail (issue 33). CONTRACT STUB: helper D builds it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'audit:view');
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Audit trail' },
  { name: 'robots', content: 'noindex' },
];

export default function Placeholder() {
  return <h1 className="text-2xl font-bold text-brand-900">Audit trail</h1>;
}
