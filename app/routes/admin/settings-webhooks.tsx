import { requirePermission } from '~/lib/auth.server';
import { webhooksPageData } from '~/features/admin/webhooks/page-data.server';
import { WebhooksPage } from '~/features/admin/webhooks/webhooks-page';
import type { Route } from './+types/settings-webhooks';

export const meta: Route.MetaFunction = () => [{ title: 'Webhooks' }, { name: 'robots', content: 'noindex' }];

/** The outgoing webhooks (issue 36; Owner and Manager): the endpoints, each with its log's first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'integrations:manage');
  return webhooksPageData(context);
}

export default function SellerWebhooks({ loaderData }: Route.ComponentProps) {
  return <WebhooksPage {...loaderData} />;
}
