import { redirect } from 'react-router';
import { requireSellerPage } from '~/lib/auth.server';
import type { Route } from './+types/index';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSellerPage(request, context);
  return redirect('/admin/dashboard');
}
