import { Outlet, useMatches, type ShouldRevalidateFunction } from 'react-router';
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
    <div className="flex min-h-screen flex-col bg-zinc-50 md:flex-row">
      <SellerNav
        sellerName={loaderData.sellerName}
        permissions={loaderData.permissions}
        unreadMessages={unreadMessages}
      />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </div>
    </div>
  );
}
