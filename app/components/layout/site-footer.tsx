import type { Brand } from '../../../domain/product';
import type { ShopInfo } from '../../../domain/shop-info';

export function SiteFooter({ shop, year }: { shop: ShopInfo; brands: Brand[]; year: number }) {
  return (
    <footer className="bg-brand-900 text-white">
      <p className="mx-auto max-w-7xl px-4 py-6 text-sm">
        © {year} {shop.name}
      </p>
    </footer>
  );
}
