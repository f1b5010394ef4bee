import { beforeAll, describe, expect, it } from 'vitest';
import { can, notPermittedMessage, STAFF_ROLES, type Permission, type Role } from '../../domain/permissions';
import { createCustomer } from '../../tests/factories';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  operationId?: string;
  'x-permission'?: Permission;
}

/**
 * The operations that are not the shop staff's, by method and path: the shop's own (public, a customer's, a
 * guest's cart, a mailed link's) and the staff's steps before a session opens anything (an invitation, the
 * login's second step). Every other operation must name its permission (`sellerOnly(tag, permission)`, which
 * writes it into the document as `x-permission`): a new seller endpoint without one fails here.
 */
const NOT_STAFF_OPERATIONS = new Set([
  'GET /auth/visitor',
  'GET /health',
  'GET /ready',
  'GET /products',
  'GET /products/count',
  'GET /products/{id}',
  'GET /bundle',
  'GET /bundle/{id}',
  'POST /contact',
  'POST /auth/signup',
  'POST /auth/signup/verify',
  'POST /auth/otp/resend',
  'POST /auth/login',
  'POST /auth/admin/login',
  'POST /auth/logout',
  'POST /auth/reauth',
  'GET /auth/check',
  'GET /auth/isAdmin',
  'POST /cart',
  'GET /cart',
  'PUT /cart/increase/{id}',
  'PUT /cart/decrease/{id}',
  'POST /cart/sizes',
  'PUT /cart/quantity/{id}',
  'PUT /cart/{id}/decorations',
  'DELETE /cart/remove/{id}',
  'GET /cart/get-cart-product-logs',
  'GET /cart/addlogo',
  'POST /logos',
  // a customer's own logo, or an order's for staff who work on production (checked in the handler)
  'GET /logos/{id}/file',
  'GET /logos/{id}/preview',
  // a customer's own orders, or any customer's for staff who manage customers (checked in the handler)
  'GET /orders/order-user/{userId}',
  // its customer, a mailed link's holder, or staff who see orders (redacted by their role)
  'GET /orders/orders/{orderId}',
  'POST /orders/{orderId}/link-mail',
  'POST /orders/{id}/reorder',
  'POST /orders/{orderId}/proofs/{version}/approve',
  'POST /orders/{orderId}/proofs/{version}/changes',
  'GET /orders/{orderId}/proofs/files/{fileId}',
  'GET /promocodes/active',
  'POST /promocodes/validate',
  'GET /pricing',
  'POST /quotes',
  'GET /quotes/by-token/{token}',
  'GET /quotes/by-token/{token}/pdf',
  'GET /quotes/by-token/{token}/logos/{logoId}',
  'POST /quotes/by-token/{token}/accept',
  'POST /quotes/by-token/{token}/changes',
  'POST /quotes/by-token/{token}/decline',
  'POST /quotes/by-token/{token}/renewal',
  'POST /trade-account',
  'GET /trade-account',
  'GET /trade-account/statement',
  'GET /trade-account/invoices/{orderId}',
  'GET /trade-account/credit-notes/{orderId}',
  // a customer's data rights (issue 34)
  'GET /account/data-requests',
  'POST /account/data-requests',
  'GET /account/data-requests/{id}/download',
  'POST /account/delete',
  'POST /stores/by-slug/{slug}/cart',
  'GET /stores/by-slug/{slug}/gate',
  'POST /stores/by-slug/{slug}/access',
  'GET /stores/by-slug/{slug}',
  'GET /stores/{id}/logo',
  'GET /stores/{id}/banner',
  'POST /payments/create-checkout-session',
  'POST /payments/webhook',
  'GET /payments/verify-payment',
  'GET /addresses',
  'POST /addresses',
  'PUT /addresses/{id}',
  'DELETE /addresses/{id}',
  'POST /addresses/{id}/default',
  // issue 33: before a staff session opens anything
  'POST /staff/accept-invite',
  'GET /staff/invite/{token}',
  'POST /auth/2fa/verify',
  'POST /auth/2fa/passkeys/login/options',
]);

type Who = Role | 'guest';
const EVERYONE: Who[] = [...STAFF_ROLES, 'customer', 'guest'];

/** The fields no one without orders:contact or orders:money may receive, written out again by hand. */
const CONTACT_AND_MONEY = [
  'email',
  'phone',
  'totalAmount',
  'finalAmount',
  'subtotal',
  'logoCharges',
  'setupFees',
  'shippingCost',
  'discountAmount',
  'price',
  'unitPrice',
  'lineTotal',
  'charge',
];

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/**
 * Issue 33's table test: every operation the API describes, found in the OpenAPI document rather than listed by
 * hand, called as each staff role, a customer and a guest, and the answer checked against the permissions table
 * (domain/permissions ROLE_PERMISSIONS): 401 for a guest, through for a role that holds the operation's
 * permission, 403 "You don't have permission to …" for a member whose role lacks it (the spec's words to a
 * customer).
 */
describe.each(testDatabases())('every seller API operation, for every role, on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  const cookies = new Map<Who, string | undefined>();
  let operations: { method: string; path: string; key: string; permission?: Permission }[];

  beforeAll(async () => {
    api = apiClient(t);
    const { db } = t.ctx.database;
    const jo = await createCustomer(db);
    cookies.set('customer', await api.login('/auth/login', jo.email, jo.password));
    cookies.set('guest', undefined);
    for (const role of STAFF_ROLES) {
      const member = await createStaffMember(db, role);
      cookies.set(role, await api.login('/auth/admin/login', member.email, member.password));
    }
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          key: `${method.toUpperCase()} ${p}`,
          // every path parameter of these operations is an id
          path: p.replace(/\{[^}]+\}/g, NO_ORDER),
          permission: op['x-permission'],
        })),
    );
  });

  it('finds a permission on every operation that is not the shop’s own', () => {
    const unnamed = operations.filter((op) => !op.permission && !NOT_STAFF_OPERATIONS.has(op.key));
    expect(
      unnamed.map((op) => op.key),
      'give each sellerOnly(tag, permission), or list it above as the shop’s own',
    ).toEqual([]);
    const named = operations.filter((op) => op.permission).map((op) => op.key);
    expect(named.filter((key) => NOT_STAFF_OPERATIONS.has(key))).toEqual([]);
    // orders, customers, earnings, documents, proofs, products, pricing, promo codes, quotes, trade, stores
    expect(named.length).toBeGreaterThanOrEqual(70);
  });

  it('answers each role as the permissions table says', async () => {
    const answers: string[] = [];
    for (const { method, path, key, permission } of operations.filter((op) => op.permission)) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const who of EVERYONE) {
        const res = await api.send(method, path, cookies.get(who), body);
        const label = `${key} as ${who}`;
        if (who === 'guest') {
          expect(res.status, label).toBe(401);
        } else if (can({ role: who }, permission!)) {
          expect([401, 403], label).not.toContain(res.status);
        } else {
          expect(res.status, label).toBe(403);
          expect(await res.json(), label).toEqual({
            message: notPermittedMessage({ role: who }, permission!),
          });
        }
        answers.push(`${label}: ${res.status}`);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(70 * EVERYONE.length);
  });

  it('says what a member may not do, in words', async () => {
    const refund = await api.send('POST', `/orders/${NO_ORDER}/refund`, cookies.get('office'), {});
    expect(refund.status).toBe(403);
    expect(await refund.json()).toEqual({ message: "You don't have permission to refund orders." });
    const earnings = await api.send('GET', '/orders/earnings', cookies.get('production'));
    expect(await earnings.json()).toEqual({ message: "You don't have permission to see earnings." });
    const customer = await api.send('GET', '/orders', cookies.get('customer'));
    expect(await customer.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
  });

  it("gives production an order's work without the buyer's e-mail, phone or any money", async () => {
    const order = await insertOrder(t.ctx.database.db, null, {
      paymentStatus: 'paid',
      paidAt: new Date(),
      email: 'pat.buyer@example.co.uk',
      shippingAddress: { phone: '07700 900123', email: 'pat.buyer@example.co.uk' },
    });
    const asProduction = {
      list: await (await api.send('GET', '/orders', cookies.get('production'))).json(),
      order: await (await api.send('GET', `/orders/orders/${order.id}`, cookies.get('production'))).json(),
    };
    const asOwner = {
      list: await (await api.send('GET', '/orders', cookies.get('owner'))).json(),
      order: await (await api.send('GET', `/orders/orders/${order.id}`, cookies.get('owner'))).json(),
    };
    // the owner's carry them, so their absence is the redaction's
    expect(JSON.stringify(asOwner)).toContain('pat.buyer@example.co.uk');
    expect(JSON.stringify(asOwner)).toContain('07700 900123');
    expect(asOwner.order.order.finalAmount).toBe(24.95);
    expect(asOwner.list.orders[0].totalAmount).toBe(24.95);

    expect(asProduction.order.order).toMatchObject({
      _id: order.id,
      status: order.status,
      shippingAddress: { city: order.shippingAddress.city, postCode: order.shippingAddress.postCode },
    });
    expect(asProduction.list.orders.map((o: { _id: string }) => o._id)).toContain(order.id);
    const text = JSON.stringify(asProduction);
    expect(text).not.toContain('pat.buyer@example.co.uk');
    expect(text).not.toContain('07700 900123');
    expect(text).not.toMatch(/24\.95|2495/);
    const keys = keysOf(asProduction);
    expect(CONTACT_AND_MONEY.filter((k) => keys.has(k))).toEqual([]);
  });
});
