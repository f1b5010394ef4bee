import { redirect } from 'react-router';
import { roleOf } from '../../domain/permissions';
import { specRouteTarget, type SpecRoute } from '../../domain/spec-routes';
import type { Route } from './+types/spec-redirect';

/** Which of the spec's addresses a path is, by its first segment (one module serves the four). */
const BY_SEGMENT: Record<string, SpecRoute> = {
  seller: 'seller',
  order: 'order',
  orderssummary: 'orders-summary',
  customers: 'customer-orders',
};

/**
 * The spec's /seller, /order, /ordersSummary/{id} and /customers/{id}/orders lead to the pages that do their work
 * here (domain/spec-routes.ts). Where depends on who asks, so no cache keeps the answer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const route = BY_SEGMENT[url.pathname.split('/')[1]?.toLowerCase() ?? ''];
  if (!route) throw new Response(null, { status: 404 });
  const id = 'orderId' in params ? params.orderId : 'customerId' in params ? params.customerId : undefined;
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  return redirect(specRouteTarget({ route, id, search: url.search, role: roleOf(user) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
