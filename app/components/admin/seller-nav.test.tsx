import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  can,
  PERMISSIONS,
  permissionsOf,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '../../../domain/permissions';
import { SELLER_SECTIONS, SellerNav } from './seller-nav';

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
      '/admin/staff',
      '/admin/audit',
      '/admin/settings',
      '/admin/settings/webhooks',
      '/admin/account',
    ]);
  });

  const roomsOf = (role: StaffRole) => links(permissionsOf({ role }));

  it('shows each role only the rooms its permissions open (issue 33)', () => {
    expect(roomsOf('manager')).not.toContain('/admin/staff');
    expect(roomsOf('manager')).toContain('/admin/audit');
    // the shop's VAT registration is the Owner's alone (issue 34)
    expect(roomsOf('manager')).not.toContain('/admin/settings');
    expect(roomsOf('owner')).toContain('/admin/settings');
    // the outgoing webhooks are the Owner's and the Manager's (issue 36)
    expect(roomsOf('manager')).toContain('/admin/settings/webhooks');
    expect(roomsOf('office')).not.toContain('/admin/settings/webhooks');
    expect(roomsOf('office')).toEqual([
      '/admin/dashboard',
      '/admin/orders',
      '/admin/quotes',
      '/admin/customers',
      '/admin/promo-codes',
      '/admin/inbox',
      '/admin/account',
    ]);
    expect(roomsOf('production')).toEqual(['/admin/dashboard', '/admin/orders', '/admin/account']);
  });

  it('lists a room for each role that holds its permission, and for no other', () => {
    for (const role of STAFF_ROLES)
      for (const section of SELLER_SECTIONS)
        expect(roomsOf(role).includes(section.to), `${section.to} for ${role}`).toBe(
          can({ role }, section.permission),
        );
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
