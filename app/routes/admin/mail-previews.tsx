import { Link } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import { mailPreviewList } from '~/features/admin/mail-previews/mail-previews.server';
import type { Route } from './+types/mail-previews';

export const meta: Route.MetaFunction = () => [
  { title: 'Mail previews' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'seller:area');
  return { mails: mailPreviewList() };
}

/** Every mail the shop sends, each opening as the customer (or the seller) receives it, with sample data. */
export default function MailPreviews({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-900">Mail previews</h1>
      <p className="mt-1 text-sm text-zinc-600">
        Every e-mail the shop sends, drawn with sample data and your shop&apos;s own name and address.
      </p>
      <ul
        className="mt-6 divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white"
        aria-label="Mails"
      >
        {loaderData.mails.map((mail) => (
          <li key={mail.name}>
            <Link
              to={`/admin/mail-previews/${mail.name}`}
              className="block px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="block font-semibold text-brand-700">{mail.title}</span>
              <span className="mt-0.5 block text-sm text-zinc-600">{mail.when}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
