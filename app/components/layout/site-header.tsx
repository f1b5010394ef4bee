import { FileText, Phone, PlayCircle, ShoppingCart, Truck, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatPounds } from '../../../domain/money';
import type { Brand } from '../../../domain/product';
import { phoneHref, type ShopInfo } from '../../../domain/shop-info';
import { FREE_STANDARD_SHIPPING_FROM } from '../../../domain/shipping';
import { DesktopNav } from './desktop-nav';
import { LogoutButton, type HeaderUser } from './logout-button';
import { MobileMenu } from './mobile-menu';
import { authHref, cartBadgeText, cartLabel, guideLink } from './nav-links';
import { ShopLogo } from './shop-logo';

const freeDeliveryFrom = formatPounds(FREE_STANDARD_SHIPPING_FROM, { wholePounds: 'short' });

/**
 * The site header: a contact bar that scrolls away, then a bar with the logo, navigation, account links and
 * the cart that stays at the top of the window (the header sticks at minus the contact bar's height).
 */
export function SiteHeader({
  shop,
  brands,
  cartCount,
  user = null,
  visitorKnown = true,
}: {
  shop: ShopInfo;
  brands: Brand[];
  cartCount: number;
  user?: HeaderUser | null;
  /** False while a page from the shared shell waits for its visitor: neither Login nor their name yet. */
  visitorKnown?: boolean;
}) {
  const guide = guideLink(shop);
  const here = useLocation();
  const loginHref = authHref('/login', here);
  const guideTarget = guide.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <header className="sticky -top-9 z-40 bg-white/95 shadow-sm shadow-brand-900/5 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="h-9 bg-brand-900 text-xs text-white sm:text-[0.8125rem]">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4">
          <a
            href={phoneHref(shop.phone)}
            className="inline-flex min-h-6 items-center gap-1.5 font-semibold whitespace-nowrap hover:text-accent-300"
          >
            <Phone aria-hidden="true" className="size-3.5 text-accent-400" />
            <span className="sr-only sm:not-sr-only">Call us:</span> {shop.phone}
          </a>
          <p className="hidden items-center gap-1.5 text-brand-100 lg:flex">
            <Truck aria-hidden="true" className="size-4 text-accent-400" />
            Free standard UK delivery on orders of {freeDeliveryFrom} or more
          </p>
          <ul className="flex items-center gap-4 whitespace-nowrap">
            <li>
              <Link to="/contact" className="inline-flex min-h-6 items-center gap-1.5 hover:text-accent-300">
                <FileText aria-hidden="true" className="hidden size-3.5 text-accent-400 sm:block" />
                Get a Quote
              </Link>
            </li>
            <li>
              <a
                href={guide.href}
                {...guideTarget}
                className="inline-flex min-h-6 items-center gap-1.5 hover:text-accent-300"
              >
                <PlayCircle aria-hidden="true" className="size-3.5 text-accent-400" />
                How to add a logo
                {guide.external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-b border-zinc-200">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:px-4 md:gap-4 lg:gap-6">
          <MobileMenu shop={shop} brands={brands} user={user} guide={guide} />
          <ShopLogo name={shop.name} compactOnTablet className="mr-auto md:mr-0" />
          <DesktopNav brands={brands} guide={guide} />

          <div className="flex shrink-0 items-center gap-1 md:ml-auto md:gap-2">
            {!visitorKnown ? (
              // the width Login and Sign Up take, so nothing moves when the visitor arrives
              <div aria-hidden="true" className="invisible hidden items-center gap-2 md:flex">
                <span className="inline-flex h-10 items-center gap-1.5 px-3 text-sm font-semibold">
                  <UserRound className="size-4" />
                  Login
                </span>
                <span className="inline-flex h-10 items-center px-4 text-sm font-semibold">Sign Up</span>
              </div>
            ) : user ? (
              <div className="hidden items-center gap-2 md:flex">
                <Link
                  to="/account"
                  className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-zinc-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  <UserRound aria-hidden="true" className="size-4" />
                  Account
                </Link>
                <LogoutButton
                  showIcon
                  className="inline-flex h-10 items-center gap-1.5 rounded-md border border-zinc-300 px-3 text-sm font-semibold text-zinc-700 hover:border-brand-600 hover:text-brand-800 disabled:cursor-wait disabled:opacity-60"
                />
              </div>
            ) : (
              <div className="hidden items-center gap-2 md:flex">
                <Link
                  to={loginHref}
                  className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-zinc-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  <UserRound aria-hidden="true" className="size-4" />
                  Login
                </Link>
                <Link
                  to={authHref('/signup', here)}
                  className="inline-flex h-10 shrink-0 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800"
                >
                  Sign Up
                </Link>
              </div>
            )}
            <Link
              to={user || !visitorKnown ? '/account' : loginHref}
              aria-label={user || !visitorKnown ? 'Account' : 'Login'}
              className="inline-flex size-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 md:hidden"
            >
              <UserRound aria-hidden="true" className="size-6" />
            </Link>
            <CartLink count={cartCount} />
          </div>
        </div>
      </div>
    </header>
  );
}

function CartLink({ count }: { count: number }) {
  const badge = cartBadgeText(count);
  return (
    <Link
      to="/cart"
      aria-label={cartLabel(count)}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-[0.6875rem] leading-none font-bold text-brand-900 ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
