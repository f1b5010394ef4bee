import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDecoration } from '../../../domain/line-item';
import { bundleGarment, createProduct } from '../../../tests/factories';
import { callApi, sellerSession } from '../../../tests/helpers/api';
import { insertOrder } from '../../../tests/helpers/seller-api';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app';
import { orderLines, type orders } from '../../db/schema';

const deco = (method: string, position: string): StoredDecoration => ({
  method,
  position,
  textLine: 'ACME',
  font: 'Standard',
  logoId: null,
});

describe.each(testDatabases())('earnings on %s', (kind) => {
  let t: TestApp;

  async function order(
    values: Partial<typeof orders.$inferInsert>,
    lines: Partial<typeof orderLines.$inferInsert>[] = [],
  ) {
    const row = await insertOrder(t.ctx.database.db, null, { shipping: 500, total: 2500, ...values });
    for (const [i, line] of lines.entries()) {
      await t.ctx.database.db.insert(orderLines).values({
        orderId: row.id,
        sortOrder: i,
        title: 'Polo',
        productTypes: ['polo'],
        image: '/files/polo.webp',
        colour: 'Navy',
        size: 'M',
        quantity: 1,
        unitPrice: 1000,
        goods: 1000,
        logoCharge: 0,
        ...line,
      });
    }
    return row;
  }

  const earningsReport = (from: string, to: string, granularity: 'day' | 'week' | 'month') =>
    t.ctx.services.sellerEarnings.report({ from, to, granularity });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.ctx.database.db;
    const polo = await createProduct(db, { title: 'Work Polo' });
    const hoodie = await createProduct(db, { title: 'Hoodie', productTypes: ['hoodie'] });
    // 1 Nov (GMT): paid, two polos embroidered on the left breast and one hoodie printed on the back
    await order({ paymentStatus: 'paid', total: 5000, createdAt: new Date('2026-11-01T10:00:00Z') }, [
      {
        productId: polo!.id,
        title: 'Polo (old name)',
        quantity: 2,
        goods: 2000,
        logoCharge: 800,
        decorations: [deco('Embroidery', 'Left Breast')],
      },
      {
        productId: hoodie!.id,
        title: 'Hoodie',
        quantity: 1,
        goods: 1500,
        decorations: [deco('Print', 'Large Back'), deco('Embroidery', 'Left Breast')],
      },
    ]);
    // the same product sold later under its new name: the report shows the latest name
    await order({ paymentStatus: 'paid', total: 3000, createdAt: new Date('2026-11-03T09:00:00Z') }, [
      { productId: polo!.id, title: 'Work Polo', quantity: 5, goods: 5000, decorations: [] },
    ]);
    // refunded in part, and archived: still counts, less the refund
    await order({
      paymentStatus: 'paid',
      total: 4000,
      refundedAmount: 1000,
      archivedAt: new Date(),
      createdAt: new Date('2026-11-03T12:00:00Z'),
    });
    // refunded in full
    await order({
      paymentStatus: 'refunded',
      total: 2000,
      refundedAmount: 2000,
      createdAt: new Date('2026-11-10T12:00:00Z'),
    });
    // unpaid: never counts
    await order({ paymentStatus: 'unpaid', total: 9999, createdAt: new Date('2026-11-03T12:00:00Z') });
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST)
    await order({ paymentStatus: 'paid', total: 1000, createdAt: new Date('2026-06-30T23:30:00Z') });
  });
  afterAll(() => t.close());

  it('total earnings: paid and refunded orders, archived included, less refunds', async () => {
    // 5000 + 3000 + 4000 + 2000 + 1000 paid, 1000 + 2000 refunded
    expect(await t.ctx.services.sellerOrders.earnings()).toBe(12000);
  });

  it('GET /api/orders/earnings keeps its shape', async () => {
    const cookie = await sellerSession(t, undefined, '10.9.0.1');
    const res = await callApi(t, 'GET', '/orders/earnings', { cookie, from: '10.9.0.2' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ totalEarnings: 120 });
  });

  it('reports November by day: sales net of refunds, orders, average and what sold', async () => {
    const report = await earningsReport('2026-11-01', '2026-11-10', 'day');
    expect(report.series).toHaveLength(10);
    const day = (d: string) => report.series.find((b) => b.start === d);
    expect(day('2026-11-01')).toEqual({ start: '2026-11-01', sales: 5000, orders: 1 });
    expect(day('2026-11-03')).toEqual({ start: '2026-11-03', sales: 6000, orders: 2 });
    // refunded in full: no sale, and no order either
    expect(day('2026-11-10')).toEqual({ start: '2026-11-10', sales: 0, orders: 0 });
    expect(day('2026-11-02')).toEqual({ start: '2026-11-02', sales: 0, orders: 0 });
    expect(report).toMatchObject({
      orders: 3,
      gross: 14000,
      refunded: 3000,
      net: 11000,
      // net over the orders kept: 11000 / 3
      averageOrderValue: 3667,
    });

    expect(report.topProductsByRevenue.map((p) => [p.title, p.revenue, p.units])).toEqual([
      ['Work Polo', 7800, 7],
      ['Hoodie', 1500, 1],
    ]);
    expect(report.topProductsByUnits[0]).toMatchObject({ title: 'Work Polo', units: 7 });
    expect(report.topDecorations.map((d) => [d.method, d.position, d.units, d.lines])).toEqual([
      ['Embroidery', 'Left Breast', 3, 2],
      ['Print', 'Large Back', 1, 1],
    ]);
  });

  it('buckets by week (Monday first) and month, on London days', async () => {
    const weeks = await earningsReport('2026-11-01', '2026-11-10', 'week');
    expect(weeks.series).toEqual([
      { start: '2026-10-26', sales: 5000, orders: 1 },
      { start: '2026-11-02', sales: 6000, orders: 2 },
      { start: '2026-11-09', sales: 0, orders: 0 },
    ]);
    const summer = await earningsReport('2026-06-01', '2026-07-31', 'month');
    expect(summer.series).toEqual([
      { start: '2026-06-01', sales: 0, orders: 0 },
      { start: '2026-07-01', sales: 1000, orders: 1 },
    ]);
    const lastOfJune = await earningsReport('2026-06-30', '2026-06-30', 'day');
    expect(lastOfJune.orders).toBe(0);
  });

  it('December: average, top products and decorations net of refunds; a bundle decorates every garment', async () => {
    const db = t.ctx.database.db;
    const polo = (await createProduct(db, { title: 'Dec Polo' }))!;
    const hoodie = (await createProduct(db, { title: 'Dec Hoodie', productTypes: ['hoodie'] }))!;
    const at = (day: number) => new Date(`2026-12-${String(day).padStart(2, '0')}T12:00:00Z`);
    // kept whole
    await order({ paymentStatus: 'paid', total: 10000, createdAt: at(1) }, [
      { productId: polo.id, title: 'Dec Polo', quantity: 6, goods: 6000 },
    ]);
    // half refunded: each line brings half its revenue
    await order({ paymentStatus: 'paid', total: 8000, refundedAmount: 4000, createdAt: at(2) }, [
      { productId: polo.id, title: 'Dec Polo', quantity: 4, goods: 4000 },
      { productId: hoodie.id, title: 'Dec Hoodie', quantity: 2, goods: 4000 },
    ]);
    // refunded in full: none of its units, revenue or decorations count
    await order({ paymentStatus: 'refunded', total: 5000, refundedAmount: 5000, createdAt: at(3) }, [
      {
        productId: hoodie.id,
        title: 'Dec Hoodie',
        quantity: 5,
        goods: 5000,
        decorations: [deco('Print', 'Large Back')],
      },
    ]);
    // one bundle of 10 garments (5 + 3 + 2) with two positions: 20 applications
    await order({ paymentStatus: 'paid', total: 15000, createdAt: at(4) }, [
      {
        title: 'Everyday Bundle',
        quantity: 1,
        unitPrice: 4000,
        goods: 4000,
        logoCharge: 11000,
        bundleItems: [
          bundleGarment(polo, 'Navy', 'M', 5),
          bundleGarment(polo, 'Navy', 'L', 3),
          bundleGarment(hoodie, 'Navy', 'XL', 2),
        ],
        decorations: [deco('Embroidery', 'Left Breast'), deco('Print', 'Large Back')],
      },
    ]);

    const report = await earningsReport('2026-12-01', '2026-12-31', 'day');
    expect(report).toMatchObject({ orders: 3, gross: 38000, refunded: 9000, net: 29000 });
    // net over the orders kept, so Sales ÷ Orders on the page is the average it shows
    expect(report.averageOrderValue).toBe(Math.round(29000 / 3));
    expect(report.series.reduce((n, b) => n + b.orders, 0)).toBe(report.orders);
    expect(report.series.reduce((n, b) => n + b.sales, 0)).toBe(report.net);

    expect(report.topProductsByRevenue.map((p) => [p.title, p.revenue])).toEqual([
      ['Everyday Bundle', 15000],
      ['Dec Polo', 6000 + 2000],
      ['Dec Hoodie', 2000],
    ]);
    expect(report.topProductsByUnits.map((p) => [p.title, p.units])).toEqual([
      ['Dec Polo', 10],
      ['Dec Hoodie', 2],
      ['Everyday Bundle', 1],
    ]);
    expect(report.topDecorations.map((d) => [d.method, d.position, d.units, d.lines])).toEqual([
      ['Embroidery', 'Left Breast', 10, 1],
      ['Print', 'Large Back', 10, 1],
    ]);
  });

  it('an empty range is all zeros', async () => {
    const report = await earningsReport('2025-01-01', '2025-01-03', 'day');
    expect(report).toMatchObject({ orders: 0, gross: 0, net: 0, averageOrderValue: 0 });
    expect(report.topProductsByRevenue).toEqual([]);
    expect(report.topDecorations).toEqual([]);
  });
});

describe.each(testDatabases())('the contact inbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists newest first, counts unread, and marks a message read once', async () => {
    const { contact } = t.ctx.services;
    const ids: string[] = [];
    for (const [i, name] of ['Ann', 'Ben', 'Cat'].entries()) {
      const { id } = await contact.submit(
        {
          fullName: name,
          email: `${name.toLowerCase()}@example.co.uk`,
          contactNumber: '07700 900123',
          company: i === 1 ? 'Bloggs Ltd' : undefined,
          message: `Message ${i} <b>bold</b>`,
        },
        `10.8.0.${i}`,
      );
      ids.push(id);
    }
    expect(await contact.unreadCount()).toBe(3);
    const first = await contact.list({ pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.messages.map((m) => m.fullName)).toEqual(['Cat', 'Ben']);
    expect((await contact.list({ page: 2, pageSize: 2 })).messages.map((m) => m.fullName)).toEqual(['Ann']);

    await contact.markRead(ids[0]!);
    const read = await contact.get(ids[0]!);
    expect(read?.readAt).toBeInstanceOf(Date);
    expect(read?.message).toBe('Message 0 <b>bold</b>');
    expect(await contact.unreadCount()).toBe(2);
    // opening it again keeps the first time it was read
    await contact.markRead(ids[0]!);
    expect((await contact.get(ids[0]!))?.readAt?.getTime()).toBe(read!.readAt!.getTime());

    expect(await contact.get('not-a-uuid')).toBeNull();
    expect(await contact.get('00000000-0000-4000-8000-000000000000')).toBeNull();
    await contact.markRead('not-a-uuid');
  });
});
