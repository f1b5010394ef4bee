import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { sellerFirstName } from '../../../domain/greeting';
import { can, PERMISSIONS } from '../../../domain/permissions';
import { requirePermission } from '~/lib/auth.server';
import { useLoginFlash } from '~/components/admin/login-flash';
import { SellerNav } from '~/components/admin/seller-nav';
import type { Route } from './+types/layout';

/** The seller's area has neither the shop's header nor its footer. */
export const handle = { bare: true };

/** Draws the frame only: every child route's loader and action checks the seller itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // the frame of the two-step set-up page too: a member who must set it up is sent there by every other page
  const seller = await requirePermission(request, context, 'seller:area', { beforeTwoStep: true });
  return {
    sellerName: sellerFirstName(seller) ? `${seller.firstName} ${seller.lastName}`.trim() : seller.email,
    // the sidebar lists only the rooms the account may open (none until a required two-step login is set up)
    permissions: seller.mustSetUpTwoStep ? [] : PERMISSIONS.filter((permission) => can(seller, permission)),
    unreadMessages: await context.app.services.contact.unreadCount(),
  };
}

/** Opening a message marks it read: the sidebar's unread count follows the inbox. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  currentUrl.pathname.startsWith('/admin/inbox') ||
  nextUrl.pathname.startsWith('/admin/inbox');

/**
 * The sidebar's unread count: a page that changes it (opening a message marks it read) returns its own count,
 * taken after the change; the layout's, read in parallel with that page's loader, may be from before it.
 */
function useUnreadMessages(own: number): number {
  const fresher = useMatches()
    .map((m) => m.data)
    .findLast(
      (d): d is { unreadMessages: number } =>
        typeof d === 'object' &&
        d !== null &&
        typeof (d as { unreadMessages?: unknown }).unreadMessages === 'number',
    );
  return fresher?.unreadMessages ?? own;
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  useLoginFlash();
  const unreadMessages = useUnreadMessages(loaderData.unreadMessages);
  return (
    <SellerFrame frame={loaderData} unreadMessages={unreadMessages}>
      <Outlet />
    </SellerFrame>
  );
}

function SellerFrame({
  frame,
  unreadMessages,
  children,
}: {
  frame: Route.ComponentProps['loaderData'];
  unreadMessages: number;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-zinc-50 md:flex-row">
      <SellerNav
        sellerName={frame.sellerName}
        permissions={frame.permissions}
        unreadMessages={unreadMessages}
      />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">{children}</div>
    </div>
  );
}

/**
 * A page of the area that failed without its own error page: inside the frame (the sidebar shows what the
 * account may open), a refused page says so in the guard's words ("You don't have permission to …").
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : null;
  const body = (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">
        {status === 403 ? 'Not allowed' : status === 404 ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-zinc-700">
        {typeof said === 'string' && status < 500 ? said : 'Sorry, we could not show this page.'}
      </p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
  if (!frame) return <main className="p-8">{body}</main>;
  return (
    <SellerFrame frame={frame} unreadMessages={frame.unreadMessages}>
      {body}
    </SellerFrame>
  );
}
