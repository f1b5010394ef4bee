import { sellerPromoView } from '../../../domain/promo-codes';
import { requirePermission } from '~/lib/auth.server';
import { PromoCreateForm } from '~/features/admin/promos/promo-create-form';
import { PromoList } from '~/features/admin/promos/promo-list';
import { PromoMailPanel } from '~/features/admin/promos/promo-mail-panel';
import type { Route } from './+types/promo-codes';

export const meta: Route.MetaFunction = () => [
  { title: 'Promo Codes' },
  { name: 'robots', content: 'noindex' },
];

/** The seller's promo codes (active and inactive), a form for a new one, and the promo e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'promos:manage');
  const rows = await context.app.services.promos.listAll();
  const promos = rows.map(sellerPromoView);
  return { promos };
}

export default function SellerPromoCodes({ loaderData }: Route.ComponentProps) {
  const { promos } = loaderData;
  const active = promos.filter((p) => p.status === 'active').length;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Promo Codes</h1>
        <p className="mt-1 text-sm text-zinc-700">
          {promos.length === 1 ? '1 code' : `${promos.length} codes`}, {active} active. Customers enter a code
          at checkout; the discount is a percent of everything before delivery.
        </p>
      </div>
      <PromoCreateForm />
      <section aria-labelledby="promo-list-heading" className="grid gap-3">
        <h2 id="promo-list-heading" className="text-lg font-semibold text-zinc-900">
          Your codes
        </h2>
        <PromoList promos={promos} />
      </section>
      <PromoMailPanel promos={promos} />
    </div>
  );
}
