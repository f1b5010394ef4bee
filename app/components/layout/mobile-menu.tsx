import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Brand } from '../../../domain/product';
import type { ShopInfo } from '../../../domain/shop-info';
import { menuButtonClass } from './header-parts';
import type { HeaderUser } from './logout-button';
import { useHydrated } from './use-hydrated';

// the Radix dialog and accordion come after hydration, not with the first load
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/**
 * The phone menu (mobile-menu-panel.tsx). Before hydration, while the panel's code loads, or with no
 * JavaScript, the button is a link to the footer's navigation, which holds the same links.
 */
export function MobileMenu(props: {
  shop: ShopInfo;
  brands: Brand[];
  user: HeaderUser | null;
  guide: { href: string; external: boolean };
}) {
  const hydrated = useHydrated();
  const footerLink = (
    <a href="#footer-nav" aria-label="Menu" className={menuButtonClass}>
      <Menu aria-hidden="true" className="size-6" />
    </a>
  );
  if (!hydrated) return footerLink;
  return (
    <Suspense fallback={footerLink}>
      <MobileMenuPanel {...props} />
    </Suspense>
  );
}
