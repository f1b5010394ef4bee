import { Link } from 'react-router';
import type { Brand } from '../../../domain/product';
import type { ShopInfo } from '../../../domain/shop-info';

export function SiteHeader({ shop }: { shop: ShopInfo; brands: Brand[]; cartCount: number }) {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-900">
          {shop.name}
        </Link>
      </div>
    </header>
  );
}
