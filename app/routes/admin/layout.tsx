import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { requireSellerPage } from '~/features/auth/auth.server';
import { SellerNav } from '~/features/seller/seller-nav';
import type { Route } from './+types/layout';

/** The seller's area has neither the shop's header nor its footer. */
export const handle = { bare: true };

/** Draws the frame only: every child route's loader and action checks the seller itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requireSellerPage(request, context);
  return {
    sellerName: `${seller.firstName} ${seller.lastName}`.trim() || seller.email,
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

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-zinc-50 md:flex-row">
      <SellerNav sellerName={loaderData.sellerName} unreadMessages={loaderData.unreadMessages} />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </div>
    </div>
  );
}
