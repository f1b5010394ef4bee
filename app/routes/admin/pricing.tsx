import { pricingJson } from '../../../domain/schemas/pricing';
import { requirePermission } from '~/lib/auth.server';
import { PricingEditor } from '~/features/admin/pricing/pricing-editor';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => [
  { title: 'Decoration pricing' },
  { name: 'robots', content: 'noindex' },
];

/** The decoration prices as GET /api/pricing answers them (the seeds' rule until the seller sets ladders). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'pricing:manage');
  return { pricing: pricingJson(await context.app.services.pricing.get()) };
}

export default function SellerPricing({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold text-brand-900">Decoration pricing</h1>
      <p className="mt-1 mb-5 max-w-3xl text-sm text-zinc-700">
        What a logo costs: a setup fee once per new design on an order, and a price per garment per position
        that falls as an order carries the design on more garments. Changes show in the shop at once.
      </p>
      <PricingEditor pricing={loaderData.pricing} />
    </div>
  );
}
