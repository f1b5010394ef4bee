import { redirect } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import type { Route } from './+types/index';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'seller:area');
  return redirect('/admin/dashboard');
}
