import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission } from '../../../domain/permissions';
import { SellerNav } from './seller-nav';

/** The sidebar's links (once: the phone's menu lists the same), server-rendered for an account's permissions. */
function links(permissions: readonly Permission[]): string[] {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <SellerNav sellerName="Sam" permissions={permissions} /> },
  ]);
  const html = renderToString(<Stub initialEntries={['/admin/dashboard']} />);
  const hrefs = [...html.matchAll(/href="(\/admin\/[^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(hrefs)];
}

describe("the seller's sidebar", () => {
  it('lists every room, Quotes beside Orders, Pricing beside Products, Trade Accounts after Customers, Team stores after them', () => {
    const seller = PERMISSIONS.filter((p) => can({ role: 'owner' }, p));
    expect(links(seller)).toEqual([
      '/admin/dashboard',
      '/admin/orders',
      '/admin/quotes',
      '/admin/products',
      '/admin/pricing',
      '/admin/earnings',
      '/admin/customers',
      '/admin/trade-accounts',
      '/admin/stores',
      '/admin/promo-codes',
      '/admin/bundles',
      '/admin/inbox',
    ]);
  });

  it('hides a room the account may not open', () => {
    const withoutPricing = PERMISSIONS.filter((p) => p !== 'pricing:manage');
    expect(links(withoutPricing)).not.toContain('/admin/pricing');
    expect(links(withoutPricing)).toContain('/admin/products');
    const withoutQuotes = PERMISSIONS.filter((p) => p !== 'quotes:manage');
    expect(links(withoutQuotes)).not.toContain('/admin/quotes');
    expect(links(withoutQuotes)).toContain('/admin/orders');
    const withoutTrade = PERMISSIONS.filter((p) => p !== 'trade:manage');
    expect(links(withoutTrade)).not.toContain('/admin/trade-accounts');
    expect(links(withoutTrade)).toContain('/admin/customers');
    const withoutStores = PERMISSIONS.filter((p) => p !== 'stores:manage');
    expect(links(withoutStores)).not.toContain('/admin/stores');
    expect(links(withoutStores)).toContain('/admin/trade-accounts');
  });
});
