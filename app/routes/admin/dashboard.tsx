import { Form } from 'react-router';
import { requireSellerPage } from '~/features/auth/auth.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard' },
  { name: 'robots', content: 'noindex' },
];
/** The seller's area has neither the shop's header nor its footer. */
export const handle = { bare: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requireSellerPage(request, context);
  return { seller: { firstName: seller.firstName, lastName: seller.lastName, email: seller.email } };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { seller } = loaderData;
  return (
    <div className="min-h-screen bg-zinc-50">
      <header className="flex items-center justify-between bg-brand-900 px-6 py-4 text-white">
        <p className="font-semibold">Seller dashboard</p>
        <Form method="post" action="/api/auth/logout?next=/admin/login" reloadDocument>
          <button
            type="submit"
            className="rounded-md border border-white/40 px-3 py-1.5 text-sm hover:bg-white/10"
          >
            Logout
          </button>
        </Form>
      </header>
      <div className="mx-auto max-w-5xl px-6 py-10">
        <h1 className="text-2xl font-bold text-brand-900">
          Welcome, {seller.firstName} {seller.lastName}
        </h1>
        <p className="mt-2 text-zinc-600">
          Signed in as {seller.email}. Orders, products and promo codes arrive here next.
        </p>
      </div>
    </div>
  );
}
