import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** How the API description marks a seller-only operation's 403. */
const SELLER_ONLY = 'Not the seller';

interface Operation {
  responses?: Record<string, { description?: string }>;
}

/**
 * Every seller-only operation the API describes, found in the OpenAPI document rather than listed by hand, so a new
 * seller endpoint is walked the day it is added: a guest gets 401, a customer 403 with the spec's message.
 */
describe.each(testDatabases())('every seller-only API operation on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let customer: string;
  let seller: string;
  let sellerOnly: { method: string; path: string }[];

  beforeAll(async () => {
    api = apiClient(t);
    const jo = await createCustomer(t.ctx.database.db);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@access.test', password: 'seller-password' });
    customer = await api.login('/auth/login', jo.email, jo.password);
    seller = await api.login('/auth/admin/login', 'seller@access.test', 'seller-password');
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    sellerOnly = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(
          ([method, op]) => METHODS.includes(method) && op.responses?.['403']?.description === SELLER_ONLY,
        )
        .map(([method]) => ({
          method: method.toUpperCase(),
          // every path parameter of these operations is an id
          path: p.replace(/\{[^}]+\}/g, NO_ORDER),
        })),
    );
  });

  it('answers 401 to a guest and 403 to a customer on each, and lets the seller through', async () => {
    // the orders, customers, earnings, documents, tracking, refund, note, e-mail and promo operations at least
    expect(sellerOnly.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of sellerOnly) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const guest = await api.send(method, path, undefined, body);
      expect(guest.status, `${method} ${path} as a guest`).toBe(401);
      const refused = await api.send(method, path, customer, body);
      expect(refused.status, `${method} ${path} as a customer`).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
      const asSeller = await api.send(method, path, seller, body);
      expect([401, 403], `${method} ${path} as the seller`).not.toContain(asSeller.status);
    }
  });
});
