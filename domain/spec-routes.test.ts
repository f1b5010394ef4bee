import { describe, expect, it } from 'vitest';
import { specRouteTarget, type SpecRouteRequest } from './spec-routes';

const ID = '6f1c2b1e-6d59-4a38-9d4f-0c1f7d6a2b10';

describe("the spec's route table", () => {
  it.each<[Omit<SpecRouteRequest, 'search'> & { search?: string }, string]>([
    [{ route: 'seller', role: 'owner' }, '/admin/dashboard'],
    [{ route: 'seller', role: null }, '/admin/dashboard'],
    [{ route: 'order', role: 'owner' }, '/admin/orders'],
    [{ route: 'order', role: 'customer' }, '/account/orders'],
    [{ route: 'order', role: null }, '/account/orders'],
    [{ route: 'orders-summary', id: ID, role: 'owner', search: '?token=x' }, `/admin/orders/${ID}`],
    [{ route: 'orders-summary', id: ID, role: 'customer' }, `/orders/${ID}`],
    [{ route: 'orders-summary', id: ID, role: null, search: '?token=abc' }, `/orders/${ID}?token=abc`],
    [{ route: 'customer-orders', id: ID, role: 'owner' }, `/admin/customers/${ID}/orders`],
    [{ route: 'customer-orders', id: ID, role: 'customer' }, '/account/orders'],
    [{ route: 'customer-orders', id: ID, role: null }, '/account/orders'],
    // an id is one path segment, whatever it holds
    [{ route: 'orders-summary', id: '..//evil.example', role: null }, '/orders/..%2F%2Fevil.example'],
  ])('%o leads to %s', (request, target) => {
    expect(specRouteTarget({ search: '', ...request })).toBe(target);
  });
});
