import { Breadcrumb } from '~/components/ui/breadcrumb';
import { TradeAccountPage } from '~/features/trade/account/trade-account-page';
import { applyAction, loadTradeAccount } from '~/features/trade/account/trade-account.server';
import type { Route } from './+types/account-trade';

export const meta: Route.MetaFunction = () => [
  { title: 'Trade account' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTradeAccount(request, context);
}

/** The application form, posted with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return applyAction(request, context);
}

export default function AccountTrade({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: 'Your account', to: '/account' }, { label: 'Trade account' }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Trade account</h1>
      <TradeAccountPage {...loaderData} application={actionData?.application ?? null} />
    </div>
  );
}
