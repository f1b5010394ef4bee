import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonAnswer, sellerSession } from '../../../tests/helpers/api';
import { createTestDatabase, testDatabases, useTestApp } from '../../../tests/helpers/test-app';
import type { DatabaseHandle } from '../client';
import { NotEmptyError, seedLargeShop, type LargeShopOptions } from './large-shop';

const SCALE: LargeShopOptions = { orders: 2000, customers: 400, carts: 400, products: 120, seed: 7 };

async function one<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  return rows[0]!;
}

/** What the same seed must give again: every order, line and customer, by a digest of their columns. */
async function digest(db: DatabaseHandle['db']) {
  return one<{ orders: string; lines: string; users: string }>(
    db,
    sql`select
      (select md5(string_agg(concat_ws('|', id, number, user_id, email, total, status, payment_status,
              created_at), ',' order by number)) from orders) as orders,
      (select md5(string_agg(concat_ws('|', id, order_id, title, quantity, goods, decorations::text,
              names::text), ',' order by id)) from order_lines) as lines,
      (select md5(string_agg(concat_ws('|', id, email, anonymised_at), ',' order by id)) from users) as users`,
  );
}

describe.each(testDatabases())('npm run seed:large on %s', (kind) => {
  const t = useTestApp(kind);
  let counts: Record<string, number>;

  beforeAll(async () => {
    counts = await seedLargeShop(t.ctx, SCALE);
  }, 120_000);

  it('writes the counts asked for, over five years', async () => {
    expect(counts).toMatchObject({
      orders: 2000,
      users: 400,
      carts: 400,
      products: 120,
    });
    const db = t.ctx.database.db;
    const lines = await one<{ min: number; max: number; bundles: number; decorated: number; named: number }>(
      db,
      sql`select min(n)::int as min, max(n)::int as max,
            (select count(*)::int from order_lines where bundle_id is not null) as bundles,
            (select count(*)::int from order_lines where decorations <> '[]'::jsonb) as decorated,
            (select count(*)::int from order_lines where names is not null) as named
          from (select count(*) as n from order_lines group by order_id) per_order`,
    );
    expect(lines).toMatchObject({ min: 2, max: 3 });
    expect(lines.bundles).toBeGreaterThan(0);
    expect(lines.decorated).toBeGreaterThan(0);
    expect(lines.named).toBeGreaterThan(0);
    expect(counts.order_lines).toBe(
      (await one<{ n: number }>(db, sql`select count(*)::int as n from order_lines`)).n,
    );

    const facts = await one<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from users where anonymised_at is not null) as anonymised,
        (select count(*)::int from orders o join users u on u.id = o.user_id
           where u.anonymised_at is not null and o.email <> u.email) as "anonymisedOrdersWithEmail",
        (select count(*)::int from orders where payment_status = 'refunded') as refunded,
        (select count(*)::int from orders where archived_at is not null) as archived,
        (select count(*)::int from orders where abandoned_at is not null) as abandoned,
        (select count(*)::int from orders where trade_account_id is not null) as "onAccount",
        (select count(*)::int from orders o where not exists
           (select 1 from order_events e where e.order_id = o.id and e.kind = 'placed')) as "withoutPlaced",
        (select count(*)::int from product_stock) as stock,
        (select count(distinct product_id)::int from product_stock) as "stockedProducts",
        (select extract(day from max(created_at) - min(created_at))::int from orders) as "daysSpanned",
        (select count(*)::int from orders where created_at > now()) as future`,
    );
    // about 2% of customers were deleted by the seller: anonymised, their orders without their e-mail
    expect(facts.anonymised).toBeGreaterThan(0);
    expect(facts.anonymised).toBeLessThan(400 * 0.06);
    expect(facts.anonymisedOrdersWithEmail).toBe(0);
    expect(facts.refunded).toBeGreaterThan(0);
    expect(facts.archived).toBeGreaterThan(0);
    expect(facts.abandoned).toBeGreaterThan(0);
    expect(facts.onAccount).toBeGreaterThan(0);
    expect(facts.withoutPlaced).toBe(0);
    expect(facts.stockedProducts).toBe(120);
    expect(facts.daysSpanned).toBeGreaterThan(4 * 365);
    expect(facts.future).toBe(0);

    expect(counts.order_events).toBeGreaterThan(4 * 2000);
    for (const table of [
      'order_proofs',
      'jobs',
      'order_emails',
      'quotes',
      'quote_versions',
      'trade_accounts',
      'trade_ledger',
      'cart_lines',
      'addresses',
      'bundles',
      'promo_redemptions',
    ])
      expect(counts[table], table).toBeGreaterThan(0);
    // the next order and quote numbers follow the seeded ones
    const next = await one<{ order: number; quote: number }>(
      db,
      sql`select nextval('orders_number_seq')::int as order, nextval('quotes_number_seq')::int as quote`,
    );
    expect(next).toEqual({ order: 3001, quote: 1001 + counts.quotes });
  });

  it('refuses a database that has orders or users', async () => {
    await expect(seedLargeShop(t.ctx, SCALE)).rejects.toThrow(NotEmptyError);
    await expect(seedLargeShop(t.ctx, SCALE)).rejects.toThrow(/fills an empty database only/);
    expect((await one<{ n: number }>(t.ctx.database.db, sql`select count(*)::int as n from orders`)).n).toBe(
      2000,
    );
  });

  describe('the same seed', () => {
    let again: DatabaseHandle;
    let other: DatabaseHandle;
    beforeAll(async () => {
      again = await createTestDatabase(kind);
      other = await createTestDatabase(kind);
      const deps = (database: DatabaseHandle) => ({ database, files: t.ctx.files, logger: t.ctx.logger });
      await seedLargeShop(deps(again), SCALE);
      await seedLargeShop(deps(other), { ...SCALE, seed: 8 });
    }, 180_000);
    afterAll(async () => {
      await again?.close();
      await other?.close();
    });

    it('gives the same shop; another seed another', async () => {
      const first = await digest(t.ctx.database.db);
      expect(await digest(again.db)).toEqual(first);
      const different = await digest(other.db);
      expect(different.orders).not.toBe(first.orders);
      expect(different.users).not.toBe(first.users);
    });
  });

  it("is read by the seller's orders list, order page and customers list", async () => {
    const cookie = await sellerSession(t);
    const db = t.ctx.database.db;
    const all = await jsonAnswer(await callApi(t, 'GET', '/orders?pageSize=20', { cookie }));
    expect(all.orders).toHaveLength(20);
    const listed = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where archived_at is null and abandoned_at is null
            and payment_status <> 'unpaid'`,
    );
    expect(all.total).toBeGreaterThanOrEqual(listed.n);

    const byNumber = await jsonAnswer(await callApi(t, 'GET', '/orders?search=%231500', { cookie }));
    expect(byNumber.orders.map((o: { number: number }) => o.number)).toContain(1500);

    const someone = await one<{ id: string; first_name: string; last_name: string; email: string }>(
      db,
      sql`select u.id, u.first_name, u.last_name, u.email from users u
            where u.anonymised_at is null
              and exists (select 1 from orders o where o.user_id = u.id and o.payment_status = 'paid'
                            and o.archived_at is null)
            order by u.id limit 1`,
    );
    const emailPart = someone.email.split('@')[0]!;
    const byEmail = await jsonAnswer(
      await callApi(t, 'GET', `/orders?search=${encodeURIComponent(emailPart)}`, { cookie }),
    );
    expect(byEmail.total).toBeGreaterThan(0);

    const customers = await jsonAnswer(
      await callApi(t, 'GET', `/orders/customers?search=${encodeURIComponent(emailPart)}&pageSize=10`, {
        cookie,
      }),
    );
    expect(customers.customers.map((c: { email: string }) => c.email)).toContain(someone.email);
    const page = await jsonAnswer(
      await callApi(t, 'GET', '/orders/customers?pageSize=25&page=2', { cookie }),
    );
    expect(page.customers).toHaveLength(25);
    expect(page.count).toBeGreaterThan(100);

    const history = await jsonAnswer(await callApi(t, 'GET', `/orders/order-user/${someone.id}`, { cookie }));
    expect(JSON.stringify(history)).toContain(someone.email);

    const order = byNumber.orders[0] as { _id?: string; id?: string };
    const detail = await callApi(t, 'GET', `/orders/orders/${order._id ?? order.id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(await detail.json())).toContain('1500');
  });
});
