import { Link } from 'react-router';
import { requireUserPage } from '~/lib/auth.server';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { CustomerQuotes } from '~/features/quotes/account/customer-quotes';
import type { Route } from './+types/account-quotes';

export const meta: Route.MetaFunction = () => [
  { title: 'My Quotes' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(request, context);
  return { quotes: await context.app.services.quotes.listForUser(user.id) };
}

export default function AccountQuotes({ loaderData }: Route.ComponentProps) {
  const { quotes } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: 'Your account', to: '/account' }, { label: 'My Quotes' }]} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">My Quotes</h1>
        {quotes.length > 0 && (
          <Link
            to="/quote"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Request a quote
          </Link>
        )}
      </div>
      <CustomerQuotes quotes={quotes} />
    </div>
  );
}
