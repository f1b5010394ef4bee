import { lazy, Suspense } from 'react';
import type { Brand } from '../../../domain/product';
import { chevron, itemClass } from './header-parts';
import { useHydrated } from './use-hydrated';

// Radix's menus and floating-ui are not part of the first load: the plain links below stand in until they come
const DesktopMenus = lazy(() => import('./desktop-menus'));

/**
 * Products, Accessories and Brands dropdowns for screens from `md` up (desktop-menus.tsx). Until the page is
 * hydrated and the menus have loaded, or with no JavaScript at all, each trigger is a plain link: Products to
 * the full listing, the others to their lists in the footer.
 */
export function DesktopNav({
  brands,
  guide,
}: {
  brands: Brand[];
  guide: { href: string; external: boolean };
}) {
  const hydrated = useHydrated();
  const plain = <PlainNav />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <DesktopMenus brands={brands} guide={guide} />
    </Suspense>
  );
}

/** Before JavaScript the menus are links: to the products, or to the footer's lists of accessories and brands. */
const PLAIN_LINKS = [
  { href: '/products', label: 'Products', menu: true },
  { href: '#footer-accessories', label: 'Accessories', menu: true },
  { href: '#footer-brands', label: 'Brands', menu: true },
  { href: '/bundles', label: 'Bundles', menu: false },
];

function PlainNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {PLAIN_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={itemClass}>
              {/* one text node, as 'Products {chevron}' writes it */}
              {link.menu ? `${link.label} ` : link.label}
              {link.menu && chevron}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
