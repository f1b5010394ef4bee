import { ChevronDown, FileText, Menu, Phone, PlayCircle, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCESSORY_MENU, PRODUCT_MENU } from '../../../domain/catalogue';
import type { Brand } from '../../../domain/product';
import { phoneHref, type ShopInfo } from '../../../domain/shop-info';
import { buttonClass } from '~/components/ui/button';
import { LogoutButton, type HeaderUser } from './logout-button';
import { authHref, brandLinks, type NavLinkItem } from './nav-links';
import { ShopLogo } from './shop-logo';
import { menuButtonClass } from './header-parts';

/**
 * The phone menu: a slide-in panel (a Radix dialog, so focus is trapped and Escape closes it). Loaded after
 * hydration; mobile-menu.tsx shows a link to the footer's navigation until then.
 */
export default function MobileMenuPanel({
  shop,
  brands,
  user,
  guide,
}: {
  shop: ShopInfo;
  brands: Brand[];
  user: HeaderUser | null;
  guide: { href: string; external: boolean };
}) {
  const [open, setOpen] = useState(false);
  const here = useLocation();

  // the panel is hidden from `md` up; close it if the window grows past that while it is open
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 48rem)');
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  // any link followed from the panel closes it
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a')) setOpen(false);
  };

  const categories: NavLinkItem[] = [
    ...PRODUCT_MENU.map((t) => ({ label: t.plural, href: `/products/${t.slug}` })),
    { label: 'All Products', href: '/products' },
  ];
  const accessories: NavLinkItem[] = ACCESSORY_MENU.map((t) => ({
    label: t.plural,
    href: `/products/${t.slug}`,
  }));
  const brandItems = brandLinks(brands);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Menu" className={menuButtonClass}>
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60 transition-opacity duration-300 motion-reduce:transition-none md:hidden starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={closeOnLink}
          className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out focus:outline-none motion-reduce:transition-none md:hidden starting:-translate-x-full"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-zinc-200 px-4">
            <ShopLogo name={shop.name} showSlogan={false} />
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <nav aria-label="Menu" className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            <Dialog.Title className="px-3 pb-1 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
              Menu
            </Dialog.Title>
            <Accordion.Root type="multiple" className="divide-y divide-zinc-100">
              <MenuSection value="categories" title="Categories" links={categories} />
              <MenuSection value="accessories" title="Accessories" links={accessories} />
              <MenuSection value="brands" title="Brands" links={brandItems} />
            </Accordion.Root>
            <ul className="mt-2 border-t border-zinc-100 pt-2">
              <MenuLink href="/bundles">Bundles</MenuLink>
              <MenuLink
                href="/contact"
                icon={<FileText aria-hidden="true" className="size-5 text-brand-600" />}
              >
                Get a Quote
              </MenuLink>
              <li>
                <a
                  href={guide.href}
                  {...(guide.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={linkClass}
                >
                  <PlayCircle aria-hidden="true" className="size-5 text-brand-600" />
                  How to add a logo
                  {guide.external && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
              </li>
              <MenuLink href="/price-guide">Price Guide</MenuLink>
              <MenuLink href="/faqs">FAQs</MenuLink>
              <MenuLink href="/about">About us</MenuLink>
            </ul>
          </nav>

          <div className="shrink-0 space-y-3 border-t border-zinc-200 bg-zinc-50 p-4">
            <a
              href={phoneHref(shop.phone)}
              className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" /> Call us: {shop.phone}
            </a>
            {user ? (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/account" className={secondaryButtonClass}>
                  Account
                </Link>
                <LogoutButton className={primaryButtonClass} />
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to={authHref('/login', here)} className={secondaryButtonClass}>
                  Login
                </Link>
                <Link to={authHref('/signup', here)} className={primaryButtonClass}>
                  Sign Up
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-zinc-800 hover:bg-brand-50 hover:text-brand-800';
const primaryButtonClass = buttonClass({ size: 'touch' });
const secondaryButtonClass = buttonClass({ variant: 'secondary', size: 'touch' });

function MenuLink({ href, icon, children }: { href: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={href} className={linkClass}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

function MenuSection({ value, title, links }: { value: string; title: string; links: NavLinkItem[] }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Header className="m-0">
        <Accordion.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-brand-900 hover:bg-brand-50">
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-zinc-400 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content>
        <ul className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="block rounded-md px-3 py-2 text-[0.95rem] text-zinc-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}
