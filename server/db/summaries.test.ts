import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../tests/factories';
import { insertOrder } from '../../tests/helpers/seller-api';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app';
import type { DatabaseHandle } from './client';
import { orderLines, orders, products, users } from './schema';

type Rows = Record<string, unknown>[];

/**
 * The summary tables (migration 0031) are sums of the orders kept in step by triggers: after every kind of write
 * they equal the sums computed from the orders themselves, and shop_rebuild_summaries() gives the same rows.
 */
describe.each(testDatabases())('summary tables on %s', (kind) => {
  let handle: DatabaseHandle;
  const rows = async (query: ReturnType<typeof sql>): Promise<Rows> => {
    const result = (await handle.db.execute(query)) as unknown as Rows | { rows: Rows };
    return (Array.isArray(result) ? result : result.rows).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
    );
  };
  const n = (v: unknown) => Number(v);

  /** Every summary as the triggers left it (rows summing to nothing left out), as plain numbers. */
  async function summaries() {
    const earnings = await rows(sql`select day::text, orders, gross, refunded, vat from earnings_days
      where orders <> 0 or gross <> 0 or refunded <> 0 or vat <> 0 order by day`);
    const productDays = await rows(sql`select day::text, product_key, units, revenue from product_sales_days
      where units <> 0 or revenue <> 0 order by 1, 2`);
    const productMonths =
      await rows(sql`select month::text, product_key, units, revenue from product_sales_months
      where units <> 0 or revenue <> 0 order by 1, 2`);
    const decorations = await rows(sql`select day::text, method, position, units, lines from decoration_days
      where lines <> 0 or units <> 0 order by 1, 2, 3`);
    const customers = await rows(sql`select user_id::text, orders, spent, last_order_at from customer_totals
      where orders > 0 order by 1`);
    const norm = (list: Rows) =>
      list.map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)),
      );
    return {
      earnings: norm(earnings),
      productDays: norm(productDays),
      productMonths: norm(productMonths),
      decorations: norm(decorations),
      customers: norm(customers),
    };
  }

  /** The same figures summed from the orders and their lines, without the summary tables. */
  async function fromRecords() {
    const earned = sql`o.payment_status in ('invoiced', 'paid', 'refunded')`;
    const kept = sql`(o.refunded_amount = 0 or o.refunded_amount < o.total)`;
    const day = sql`(o.created_at at time zone 'Europe/London')::date`;
    const [totals] = await rows(sql`select
        coalesce(sum(o.total) filter (where ${earned}), 0) - coalesce(sum(o.refunded_amount), 0) as earnings,
        (count(*) filter (where ${earned} and ${kept}))::int as kept
      from orders o`);
    const byDay = await rows(sql`select ${day}::text as day, sum(o.total - o.refunded_amount) as net
      from orders o where ${earned} group by 1 order by 1`);
    const units =
      await rows(sql`select coalesce(l.product_id::text, l.title) as product_key, sum(l.quantity) as units
      from order_lines l join orders o on o.id = l.order_id where ${earned} and ${kept} group by 1 order by 1`);
    const customers = await rows(sql`select o.user_id::text, count(*)::int as orders,
        sum(case when ${earned} then o.total - o.refunded_amount else 0 end) as spent
      from orders o where o.user_id is not null and o.payment_status <> 'unpaid' group by 1 order by 1`);
    return { totals: totals!, byDay, units, customers };
  }

  async function expectInStep() {
    const kept = await summaries();
    const records = await fromRecords();
    // the summaries give the records' sums
    const [sums] = await rows(
      sql`select coalesce(sum(gross - refunded), 0) as earnings, coalesce(sum(orders), 0) as kept from earnings_days`,
    );
    expect(n(sums!.earnings)).toBe(n(records.totals.earnings));
    expect(n(sums!.kept)).toBe(n(records.totals.kept));
    const byDay = await rows(sql`select day::text, gross - refunded as net from earnings_days
      where orders <> 0 or gross <> 0 order by 1`);
    expect(byDay.map((r) => [r.day, n(r.net)])).toEqual(records.byDay.map((r) => [r.day, n(r.net)]));
    for (const table of ['product_sales_days', 'product_sales_months']) {
      const units = await rows(sql`select product_key, sum(units) as units from ${sql.raw(table)}
        group by 1 having sum(units) <> 0 order by 1`);
      expect(units.map((r) => [r.product_key, n(r.units)])).toEqual(
        records.units.map((r) => [r.product_key, n(r.units)]),
      );
    }
    const customers = await rows(sql`select user_id::text, orders, spent from customer_totals
      where orders > 0 order by 1`);
    expect(customers.map((r) => [r.user_id, n(r.orders), n(r.spent)])).toEqual(
      records.customers.map((r) => [r.user_id, n(r.orders), n(r.spent)]),
    );
    // and computing them again from the records gives the same rows
    await handle.db.execute(sql`select shop_rebuild_summaries()`);
    expect(await summaries()).toEqual(kept);
    return kept;
  }

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps earnings, product, decoration and customer sums in step through every kind of write', async () => {
    const { db } = handle;
    const ann = await createCustomer(db);
    const bob = await createCustomer(db);
    const polo = await createProduct(db);
    const hoodie = await createProduct(db);
    const decoration = { method: 'embroidery', position: 'left-chest' };
    const line = (
      orderId: string,
      productId: string | null,
      title: string,
      quantity: number,
      sortOrder = 0,
    ) => ({
      orderId,
      sortOrder,
      productId,
      title,
      productTypes: ['polo'],
      image: '/x.webp',
      colour: 'Navy',
      size: 'L',
      quantity,
      unitPrice: 1000,
      goods: quantity * 1000,
      logoCharge: quantity * 300,
      decorations: [decoration] as never,
    });

    // an unpaid checkout counts nowhere; paying it brings in its money and lines
    const a1 = await insertOrder(db, ann, { total: 5000, createdAt: new Date('2026-03-29T00:30:00Z') });
    await db
      .insert(orderLines)
      .values([line(a1.id, polo.id, 'Polo', 3), line(a1.id, hoodie.id, 'Hoodie', 1, 1)]);
    expect((await summaries()).earnings).toEqual([]);
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, a1.id));
    let now = await expectInStep();
    // 00:30 UTC on the day the clocks go forward is 01:30 in London, still 29 March; the day is London's
    expect(now.earnings[0]).toContain('"2026-03-29"');

    // orders placed paid (trade: invoiced) with lines inserted after, on another customer and month
    const b1 = await insertOrder(db, bob, {
      total: 12000,
      paymentStatus: 'invoiced',
      vatAmount: 2000,
      createdAt: new Date('2026-04-10T12:00:00Z'),
    });
    await db.insert(orderLines).values(line(b1.id, polo.id, 'Polo', 10));
    const g1 = await insertOrder(db, null, { total: 3000, paymentStatus: 'paid' });
    await db.insert(orderLines).values(line(g1.id, null, 'Old cap', 2));
    await expectInStep();

    // a part refund, then a full one (a cancellation), and a credit note's VAT
    await db.update(orders).set({ refundedAmount: 1000 }).where(eq(orders.id, a1.id));
    await expectInStep();
    await db
      .update(orders)
      .set({ refundedAmount: 12000, paymentStatus: 'refunded', status: 'Cancelled', refundVatAmount: 2000 })
      .where(eq(orders.id, b1.id));
    now = await expectInStep();
    expect(now.earnings.join()).toContain('"vat":0');

    // archiving keeps the money in; opening, notes and status changes touch nothing summed
    await db
      .update(orders)
      .set({ archivedAt: new Date(), sellerOpenedAt: new Date(), internalNote: 'n', status: 'Shipped' })
      .where(eq(orders.id, a1.id));
    expect(await summaries()).toEqual(now);
    await expectInStep();

    // a line changed and one removed; a product deleted: its lines count under their title
    await db.update(orderLines).set({ quantity: 5, goods: 5000 }).where(eq(orderLines.orderId, g1.id));
    await db.delete(orderLines).where(eq(orderLines.title, 'Hoodie'));
    await db.delete(products).where(eq(products.id, polo.id));
    now = await expectInStep();
    expect(now.productDays.join()).toContain('"product_key":"Polo"');

    // anonymising a customer (as customers.anonymise does) keeps their totals; deleting the account drops them
    await db
      .update(orders)
      .set({ email: 'gone@example.invalid', accessTokenHash: sql`'anonymised:' || ${orders.id}` })
      .where(eq(orders.userId, ann.id));
    await db
      .update(users)
      .set({ anonymisedAt: new Date(), email: 'anon@example.invalid' })
      .where(eq(users.id, ann.id));
    now = await expectInStep();
    expect(now.customers.join()).toContain(ann.id);
    await db.delete(users).where(eq(users.id, bob.id));
    now = await expectInStep();
    expect(now.customers.join()).not.toContain(bob.id);

    // an order moved to another customer, and one deleted with its lines
    await db.update(orders).set({ userId: ann.id }).where(eq(orders.id, g1.id));
    await expectInStep();
    await db.delete(orders).where(eq(orders.id, a1.id));
    now = await expectInStep();
    expect(now.earnings.length).toBeGreaterThan(0);
  });
});
