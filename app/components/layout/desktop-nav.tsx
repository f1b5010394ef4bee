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

function PlainNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <a href="/products" className={itemClass}>
            Products {chevron}
          </a>
        </li>
        <li>
          <a href="#footer-accessories" className={itemClass}>
            Accessories {chevron}
          </a>
        </li>
        <li>
          <a href="#footer-brands" className={itemClass}>
            Brands {chevron}
          </a>
        </li>
        <li>
          <a href="/bundles" className={itemClass}>
            Bundles
          </a>
        </li>
      </ul>
    </nav>
  );
}
