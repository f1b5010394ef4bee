import {
  BadgePercent,
  Boxes,
  Building2,
  FileText,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  Package,
  PoundSterling,
  ScrollText,
  Settings,
  ShoppingBag,
  Store,
  Tags,
  UserCog,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { Form, NavLink, useLocation } from 'react-router';
import type { Permission } from '../../../domain/permissions';
import { cn } from '~/lib/cn';

/**
 * The seller's rooms, in the sidebar's order, each with the permission its page asks for (its loader's
 * requirePermission): a link the account may not open is not shown.
 */
export const SELLER_SECTIONS: { to: string; label: string; icon: LucideIcon; permission: Permission }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, permission: 'seller:area' },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag, permission: 'orders:view' },
  { to: '/admin/quotes', label: 'Quotes', icon: FileText, permission: 'quotes:manage' },
  { to: '/admin/products', label: 'Products', icon: Package, permission: 'products:manage' },
  { to: '/admin/pricing', label: 'Pricing', icon: Tags, permission: 'pricing:manage' },
  { to: '/admin/earnings', label: 'Earnings', icon: PoundSterling, permission: 'earnings:view' },
  { to: '/admin/customers', label: 'Customers', icon: Users, permission: 'customers:manage' },
  { to: '/admin/trade-accounts', label: 'Trade Accounts', icon: Building2, permission: 'trade:manage' },
  { to: '/admin/stores', label: 'Team stores', icon: Store, permission: 'stores:manage' },
  { to: '/admin/promo-codes', label: 'Promo Codes', icon: BadgePercent, permission: 'promos:manage' },
  { to: '/admin/bundles', label: 'Bundle Products', icon: Boxes, permission: 'bundles:manage' },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox, permission: 'inbox:manage' },
  { to: '/admin/staff', label: 'Staff', icon: UserCog, permission: 'staff:manage' },
  { to: '/admin/audit', label: 'Audit trail', icon: ScrollText, permission: 'audit:view' },
  { to: '/admin/settings', label: 'Settings', icon: Settings, permission: 'settings:manage' },
  { to: '/admin/settings/webhooks', label: 'Webhooks', icon: Webhook, permission: 'integrations:manage' },
  // every member's own: their name, signed-in devices and two-step login
  { to: '/admin/account', label: 'Your account', icon: UserRound, permission: 'seller:area' },
];

const INBOX = '/admin/inbox';

function SectionLinks({
  unreadMessages,
  permissions,
}: {
  unreadMessages: number;
  permissions: readonly Permission[];
}) {
  const shown = SELLER_SECTIONS.filter((section) => permissions.includes(section.permission));
  return (
    <ul className="flex flex-col gap-1">
      {shown.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            // Settings is not lit on its own sub-room (Webhooks), which has its own link
            end={SELLER_SECTIONS.some((s) => s.to.startsWith(`${to}/`))}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 hover:text-white',
                isActive ? 'bg-white/15 text-white' : 'text-white/85',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            {label}
            {to === INBOX && unreadMessages > 0 && (
              <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-900 tabular-nums">
                {unreadMessages}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
      <li className="mt-4 border-t border-white/15 pt-4">
        {/* a plain form: logging out works before JavaScript and lands on the seller's login */}
        <Form method="post" action="/api/auth/logout?next=/admin/login" reloadDocument>
          <button
            type="submit"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-white/85 hover:bg-white/10 hover:text-white"
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </button>
        </Form>
      </li>
    </ul>
  );
}

/**
 * The seller's sections: a sidebar from the tablet width up; on a phone a menu button that opens the same list.
 * The phone menu is a details/summary, so it opens before (and without) JavaScript.
 */
export function SellerNav({
  sellerName,
  permissions,
  unreadMessages = 0,
}: {
  sellerName: string;
  /** What the account may do: the rooms it may open are listed. */
  permissions: readonly Permission[];
  unreadMessages?: number;
}) {
  // a new page closes the phone menu (the details element starts closed again)
  const { pathname } = useLocation();
  return (
    <>
      <aside className="hidden w-60 shrink-0 flex-col bg-brand-900 px-4 py-6 md:flex">
        <p className="px-3 text-lg font-bold text-white">Seller area</p>
        <p className="mb-6 px-3 text-xs text-white/70">{sellerName}</p>
        <nav aria-label="Seller sections">
          <SectionLinks unreadMessages={unreadMessages} permissions={permissions} />
        </nav>
      </aside>
      <details key={pathname} className="group bg-brand-900 md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-white [&::-webkit-details-marker]:hidden">
          <span className="font-bold">Seller area</span>
          <span className="flex items-center gap-2 rounded-md border border-white/40 px-3 py-1.5 text-sm">
            <Menu className="size-4" aria-hidden />
            Menu
          </span>
        </summary>
        <nav aria-label="Seller sections (menu)" className="px-4 pb-4">
          <SectionLinks unreadMessages={unreadMessages} permissions={permissions} />
        </nav>
      </details>
    </>
  );
}
