import { requirePermission } from '~/lib/auth.server';
import { SettingsLayout } from '~/features/admin/settings/settings-layout';
import { VatSettingsForm } from '~/features/admin/settings/vat-settings-form';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [
  { title: 'Shop settings' },
  { name: 'robots', content: 'noindex' },
];

/** The shop's settings as GET /api/settings/vat answers them: the Owner's alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'settings:manage');
  return { vat: await context.app.services.vatSettings.json() };
}

export default function SellerSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsLayout sections={[{ id: 'vat', title: 'VAT' }]}>
      <div id="vat" className="scroll-mt-24">
        <VatSettingsForm settings={loaderData.vat} />
      </div>
    </SettingsLayout>
  );
}
