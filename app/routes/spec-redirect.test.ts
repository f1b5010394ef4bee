import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { useTestApp } from '../../tests/helpers/test-app';
import routes from '../routes';
import { loader } from './spec-redirect';

const ID = '6f1c2b1e-6d59-4a38-9d4f-0c1f7d6a2b10';

/** The spec's /seller, /order, /ordersSummary/{id} and /customers/{id}/orders, answered by who asks. */
describe("the spec's route table's addresses", () => {
  const t = useTestApp('pglite');
  const tokens: Record<'seller' | 'customer', string> = { seller: '', customer: '' };

  beforeAll(async () => {
    const { auth } = t.ctx.services;
    await auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    tokens.seller = (await auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')).token;
    const jo = await createCustomer(t.ctx.database.db);
    tokens.customer = (await auth.login(jo.email, jo.password, 'customer', '10.0.0.2')).token;
  });

  it('are routes of the app, each to the one redirect module', () => {
    const paths = routes
      .filter((r) => r.file === 'routes/spec-redirect.tsx')
      .map((r) => r.path)
      .sort();
    expect(paths).toEqual(['customers/:customerId/orders', 'order', 'ordersSummary/:orderId', 'seller']);
  });

  it.each([
    ['/seller', {}, 'guest', '/admin/dashboard'],
    ['/order', {}, 'seller', '/admin/orders'],
    ['/order', {}, 'customer', '/account/orders'],
    [`/ordersSummary/${ID}?token=abc`, { orderId: ID }, 'guest', `/orders/${ID}?token=abc`],
    [`/ordersSummary/${ID}`, { orderId: ID }, 'seller', `/admin/orders/${ID}`],
    [`/customers/${ID}/orders`, { customerId: ID }, 'seller', `/admin/customers/${ID}/orders`],
    [`/customers/${ID}/orders`, { customerId: ID }, 'customer', '/account/orders'],
    [`/customers/${ID}/orders`, { customerId: ID }, 'guest', '/account/orders'],
  ] as const)('%s (%o) for a %s leads to %s', async (path, params, who, target) => {
    const res = (await loader({
      request: new Request(`http://localhost${path}`),
      context: {
        app: t.ctx,
        sessionToken: who === 'guest' ? undefined : tokens[who],
      } as unknown as AppLoadContext,
      params,
    } as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
