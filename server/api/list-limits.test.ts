import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '../../domain/list-limits';
import { createCustomer, createProduct } from '../../tests/factories';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

/** What a client that wants everything at once asks for, in each of the usual spellings. */
const EVERYTHING = 'limit=100000&pageSize=100000&perPage=100000';

type Schema = {
  $ref?: string;
  type?: string;
  maxItems?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
};
interface Operation {
  'x-permission'?: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/**
 * The answers that hold a top-level array which is no list of the shop's records, each with why it is bounded.
 * Anything else the API answers with an array must write its maximum (LIST_LIMITS) into the document.
 */
const NOT_LISTS: Record<string, string> = {
  'GET /pricing': 'the fixed price table: one row per decoration method',
  'GET /cart': "a cart's lines (the cart is the customer's own, cleared at checkout)",
  'GET /stores/by-slug/{slug}/gate': "a store's allowed domains: at most 20 (domain/schemas/stores)",
  'GET /stores/{id}/batch': 'a closed store run, whole for its work order (not paged yet: issue 35 left it)',
};

/**
 * Issue 35: no endpoint returns an unbounded list. Every GET operation the OpenAPI document describes whose answer
 * holds a list is found there (not listed by hand), called as someone allowed to see it with a request for
 * 100,000 rows, and the answer counted against the list's maximum (`maxItems`, from domain/list-limits). A list
 * that pages refuses the too-large page size with 400 "pageSize must be at most N"; one that does not page
 * answers at most its maximum. The main lists are filled past their maximum first, so a missing bound shows.
 */
describe.each(testDatabases())('every list the API answers is bounded, on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let owner: string;
  let customer: string;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const ids: Record<string, string> = {};
  const OVER = 130;

  beforeAll(async () => {
    api = apiClient(t);
    const { db } = t.ctx.database;
    const boss = await createStaffMember(db, 'owner');
    owner = await api.login('/auth/admin/login', boss.email, boss.password);
    const jo = await createCustomer(db);
    customer = await api.login('/auth/login', jo.email, jo.password);
    const product = await createProduct(db);
    const order = await insertOrder(db, jo, { paymentStatus: 'paid' });
    Object.assign(ids, { userId: jo.id, orderId: order.id, productId: product.id });

    // past every main list's maximum: Jo's orders, customers who ordered, audit entries, an order's e-mails
    await db.execute(sql`
      insert into orders (user_id, email, access_token_hash, shipping_address, shipping_type, goods, logo_charges,
        setup_fees, shipping, total, payment_provider, idempotency_key, payment_status, created_at)
      select ${jo.id}::uuid, ${jo.email}, 'jo' || g, jsonb_build_object('firstName', 'Jo', 'lastName', 'No ' || g),
        'standard', 1000, 0, 0, 495, 1495, 'test', 'jo' || g, 'paid', now() - g * interval '1 minute'
      from generate_series(1, ${OVER}) g`);
    await db.execute(sql`
      with buyers as (
        insert into users (first_name, last_name, email, password_hash, verified_at)
        select 'Buyer', 'No ' || g, 'buyer' || g || '@example.co.uk', 'x', now() from generate_series(1, ${OVER}) g
        returning id, email)
      insert into orders (user_id, email, access_token_hash, shipping_address, shipping_type, goods, logo_charges,
        setup_fees, shipping, total, payment_provider, idempotency_key, payment_status)
      select id, email, 'b-' || email, jsonb_build_object('firstName', 'Buyer', 'lastName', email), 'standard',
        1000, 0, 0, 495, 1495, 'test', 'b-' || email, 'paid'
      from buyers`);
    await db.execute(sql`
      insert into audit_events (actor_name, actor_email, area, action, summary)
      select 'Owner', 'owner@staff.test', 'orders', 'order.note', 'Note ' || g from generate_series(1, ${OVER}) g`);
    await db.execute(sql`
      insert into order_emails (order_id, to_email, message)
      select ${order.id}::uuid, ${jo.email}, 'Mail ' || g from generate_series(1, ${OVER}) g`);

    doc = (await (await t.request('/api/openapi.json')).json()) as typeof doc;
  });

  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s;

  /** The answer's top-level arrays (by property name) with their documented maximum. */
  function listsOf(op: Operation): Map<string, number | undefined> {
    const lists = new Map<string, number | undefined>();
    const walk = (s: Schema | undefined) => {
      const schema = resolve(s);
      if (!schema) return;
      schema.allOf?.forEach(walk);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const p = resolve(property);
        if (p?.type === 'array') lists.set(name, p.maxItems);
      }
    };
    walk(op.responses['200']?.content?.['application/json']?.schema);
    return lists;
  }

  const listOperations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get && listsOf(item.get).size > 0 ? [{ key: `GET ${path}`, path, op: item.get }] : [],
    );

  /** A path with real ids, so each answer is the list rather than a 404. */
  const concrete = (path: string) =>
    path
      .replace('/order-user/{userId}', `/order-user/${ids.userId}`)
      .replace('/customers/{id}', `/customers/${ids.userId}`)
      .replace(/\/orders\/\{(id|orderId)\}/, `/orders/${ids.orderId}`)
      .replace(/\/products\/(admin\/)?\{id\}/, (_, admin = '') => `/products/${admin}${ids.productId}`);

  it('writes a maximum into the document for every list', () => {
    const found = listOperations();
    // orders, customers, a customer's orders, products, audit, quotes, trade accounts, stores, staff, promos…
    expect(found.length).toBeGreaterThanOrEqual(25);
    const unbounded = found.flatMap(({ key, op }) =>
      NOT_LISTS[key]
        ? []
        : [...listsOf(op)].filter(([, max]) => max === undefined).map(([name]) => `${key} → ${name}`),
    );
    expect(unbounded, 'give each list .max(LIST_LIMITS.x), or say above why it is no list').toEqual([]);
    for (const key of Object.keys(NOT_LISTS)) expect(found.map((o) => o.key)).toContain(key);
  });

  it('answers a request for 100,000 rows with at most each list’s maximum', async () => {
    const answered: string[] = [];
    for (const { key, path, op } of listOperations()) {
      if (NOT_LISTS[key] || /\{/.test(concrete(path))) continue;
      const cookie = op['x-permission'] ? owner : customer;
      const url = concrete(path);
      let res = await api.send('GET', `${url}?${EVERYTHING}`, cookie);
      const pageSize = op.parameters?.find((p) => p.in === 'query' && p.name === 'pageSize')?.schema;
      if (res.status === 400) {
        // refused, never quietly shortened: only a list that pages may, naming what it does not take
        expect(pageSize?.maximum, `${key} refused a list it does not page`).toBeDefined();
        const { message } = (await res.json()) as { message: string };
        expect(message, key).toMatch(/^(pageSize must be at most \d+|Unknown fields?: .*limit.*)$/);
        const tooBig = await api.send('GET', `${url}?pageSize=100000`, cookie);
        expect(tooBig.status, key).toBe(400);
        expect(await tooBig.json(), key).toEqual({
          message: `pageSize must be at most ${pageSize!.maximum}`,
        });
        res = await api.send('GET', `${url}?pageSize=${pageSize!.maximum}`, cookie);
      }
      expect(res.status, key).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      for (const [name, max] of listsOf(op)) {
        const list = body[name];
        expect(Array.isArray(list), `${key} → ${name}`).toBe(true);
        expect((list as unknown[]).length, `${key} → ${name}`).toBeLessThanOrEqual(max!);
        if (pageSize) expect(max, `${key}: its page size is its list's maximum`).toBe(pageSize.maximum);
      }
      answered.push(key);
    }
    for (const key of [
      'GET /orders',
      'GET /orders/customers',
      'GET /orders/order-user/{userId}',
      'GET /products',
      'GET /products/admin',
      'GET /audit',
      'GET /quotes',
      'GET /trade-accounts',
      'GET /stores',
      'GET /orders/{id}/getEmailMessage',
      'GET /products/admin/{id}/stock-changes',
      'GET /customers/{id}/data-requests',
    ])
      expect(answered).toContain(key);
  });

  it('fills the big lists to exactly their maximum, and no further', async () => {
    const count = async (path: string, name: string, cookie = owner) => {
      const res = await api.send('GET', path, cookie);
      expect(res.status, path).toBe(200);
      return ((await res.json()) as Record<string, unknown[]>)[name]!.length;
    };
    expect(await count(`/orders?pageSize=${LIST_LIMITS.orders}`, 'orders')).toBe(LIST_LIMITS.orders);
    expect(await count(`/orders/customers?pageSize=${LIST_LIMITS.customers}`, 'customers')).toBe(
      LIST_LIMITS.customers,
    );
    // without a page size, a page of 20: never "every customer" as before
    expect(await count('/orders/customers', 'customers')).toBe(20);
    expect(await count(`/orders/order-user/${ids.userId}`, 'orders', customer)).toBe(
      LIST_LIMITS.customerOrders,
    );
    expect(await count(`/orders/order-user/${ids.userId}?page=2`, 'orders', customer)).toBe(OVER + 1 - 100);
    expect(await count('/audit', 'entries')).toBe(LIST_LIMITS.audit);
    expect(await count(`/orders/${ids.orderId}/getEmailMessage`, 'emails')).toBe(LIST_LIMITS.orderEmails);
  });
});
