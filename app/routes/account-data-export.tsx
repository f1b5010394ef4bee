import { Download } from 'lucide-react';
import { useState } from 'react';
import { data, Link } from 'react-router';
import { DATA_RIGHTS_MESSAGES } from '../../domain/data-rights';
import { Button } from '~/components/ui/button';
import { requireUserPage } from '~/lib/auth.server';
import type { Route } from './+types/account-data-export';

export const meta: Route.MetaFunction = () => [
  { title: 'Download your data' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The mailed link to a customer's data (issue 34): a guest is asked to log in and comes back here; another
 * customer finds nothing (404); the owner gets the download button, or words saying the link was used or lapsed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserPage(request, context);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await context.app.services.dataRights.linkState(user.id, params.requestId, token);
  if (!state) throw data(null, { status: 404 });
  return {
    state,
    href: `/api/account/data-requests/${params.requestId}/download?token=${encodeURIComponent(token)}`,
  };
}

const REFUSALS = {
  used: DATA_RIGHTS_MESSAGES.linkUsed,
  expired: DATA_RIGHTS_MESSAGES.linkExpired,
  'not-ready': DATA_RIGHTS_MESSAGES.notReady,
} as const;

export default function AccountDataExport({ loaderData }: Route.ComponentProps) {
  const { state, href } = loaderData;
  const [started, setStarted] = useState(false);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Download your data</h1>
      <div className="mt-6 rounded-2xl border border-zinc-200 bg-white p-6">
        {state === 'ok' ? (
          <>
            <p className="text-zinc-800">
              Your ZIP file is ready: your profile, addresses, orders, quotes, logos and e-mail choices, each
              as JSON and CSV. The link works once.
            </p>
            {started ? (
              <p role="status" className="mt-4 font-medium text-green-800">
                Your download has started. This link has now been used; ask again from your account for a
                fresh copy.
              </p>
            ) : (
              <Button asChild size="touch" className="mt-4">
                <a href={href} download onClick={() => setTimeout(() => setStarted(true), 0)}>
                  <Download aria-hidden className="size-4" />
                  Download my data (ZIP)
                </a>
              </Button>
            )}
          </>
        ) : (
          <p role="alert" className="font-medium text-zinc-800">
            {REFUSALS[state]}
          </p>
        )}
        <p className="mt-6 text-sm">
          <Link to="/account" className="font-medium text-brand-700 underline">
            Back to your account
          </Link>
        </p>
      </div>
    </div>
  );
}
