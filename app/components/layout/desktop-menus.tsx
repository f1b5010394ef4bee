import { ArrowRight, PlayCircle } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCESSORY_MENU, PRODUCT_MENU } from '../../../domain/catalogue';
import type { Brand } from '../../../domain/product';
import { cn } from '~/lib/cn';
import { chevron, itemClass } from './header-parts';
import { brandLinks, type NavLinkItem } from './nav-links';

const productLinks: NavLinkItem[] = PRODUCT_MENU.map((t) => ({
  label: t.plural,
  href: `/products/${t.slug}`,
}));
const accessoryLinks: NavLinkItem[] = ACCESSORY_MENU.map((t) => ({
  label: t.plural,
  href: `/products/${t.slug}`,
}));

/**
 * Products, Accessories and Brands dropdowns for screens from `md` up, as menu buttons (Radix DropdownMenu:
 * Enter, Space or ArrowDown opens and focuses the first link, arrows move, Escape closes and returns focus).
 * Loaded after hydration (desktop-nav.tsx shows plain links until then).
 *
 * Radix NavigationMenu would be the other choice, but its focus proxy is an aria-hidden element in the tab
 * order while a panel is open, which axe reports as serious (radix-ui/primitives#3085).
 */
export default function DesktopMenus({
  brands,
  guide,
}: {
  brands: Brand[];
  guide: { href: string; external: boolean };
}) {
  const { pathname } = useLocation();

  const menuLink = (link: NavLinkItem) => (
    <DropdownMenu.Item key={link.href} asChild>
      <Link
        to={link.href}
        aria-current={pathname === link.href ? 'page' : undefined}
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-zinc-700 outline-none aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
      >
        {link.image && (
          <img
            src={link.image}
            alt=""
            width={400}
            height={160}
            loading="lazy"
            decoding="async"
            className="h-6 w-15 shrink-0 rounded-sm bg-white object-contain"
          />
        )}
        {link.label}
      </Link>
    </DropdownMenu.Item>
  );

  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <Dropdown label="Products" className="flex w-[34rem] gap-4">
            <div className="flex-1">
              <DropdownMenu.Label className={panelHeadingClass}>Shop by garment</DropdownMenu.Label>
              <DropdownMenu.Group className="mt-2 grid grid-cols-2 gap-x-2">
                {productLinks.map(menuLink)}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className="mx-3 my-2 h-px bg-zinc-100" />
              <DropdownMenu.Item asChild>
                <Link
                  to="/products"
                  aria-current={pathname === '/products' ? 'page' : undefined}
                  className="flex items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-brand-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  All Products <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </DropdownMenu.Item>
            </div>
            <DropdownMenu.Item asChild>
              <a
                href={guide.href}
                {...(guide.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex w-44 flex-col justify-end rounded-lg bg-brand-800 bg-[radial-gradient(circle_at_top_right,var(--color-brand-600),transparent_70%)] p-4 text-white outline-none data-[highlighted]:bg-brand-700 data-[highlighted]:ring-2 data-[highlighted]:ring-accent-400"
              >
                <PlayCircle aria-hidden="true" className="mb-auto size-8 text-accent-400" />
                <span className="mt-6 text-sm font-bold">Add your logo</span>
                <span className="mt-1 text-xs leading-snug text-brand-100">
                  Embroidered or printed in-house. See how it works
                  {guide.external && <span className="sr-only"> (opens in a new tab)</span>}
                </span>
              </a>
            </DropdownMenu.Item>
          </Dropdown>
        </li>
        <li>
          <Dropdown label="Accessories" className="w-56">
            <DropdownMenu.Label className={panelHeadingClass}>Accessories</DropdownMenu.Label>
            <DropdownMenu.Group className="mt-2">{accessoryLinks.map(menuLink)}</DropdownMenu.Group>
          </Dropdown>
        </li>
        <li>
          <Dropdown label="Brands" className="w-[34rem]">
            <DropdownMenu.Label className={panelHeadingClass}>Shop by brand</DropdownMenu.Label>
            <DropdownMenu.Group className="mt-2 grid grid-cols-2 gap-x-2">
              {brandLinks(brands).map(menuLink)}
            </DropdownMenu.Group>
          </Dropdown>
        </li>
        <li>
          <Link
            to="/bundles"
            aria-current={pathname.startsWith('/bundle') ? 'page' : undefined}
            className={itemClass}
          >
            Bundles
          </Link>
        </li>
      </ul>
    </nav>
  );
}

const panelHeadingClass = 'px-3 pt-1 text-xs font-semibold tracking-wider text-zinc-500 uppercase';

/**
 * One dropdown. Not modal, so the page stays usable behind it; portalled, because the header's backdrop filter
 * would otherwise become the containing block of the fixed-position panel.
 */
function Dropdown({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={itemClass}>
        {label} {chevron}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          loop
          className={cn(
            'z-50 rounded-xl border border-zinc-200 bg-white p-3 shadow-xl shadow-brand-900/10 transition-[opacity,translate] duration-150 focus:outline-none motion-reduce:transition-none starting:-translate-y-1 starting:opacity-0',
            className,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
