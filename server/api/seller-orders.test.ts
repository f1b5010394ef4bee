import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { insertOrder } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orders } from '../db/schema';

const ORIGIN = 'http://localhost';
const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())("the seller's orders API on %s", (kind) => {
  const t = useTestApp(kind);
  let sellerCookie: string;
  let customerCookie: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let ip = 0;

  const send = (method: string, p: string, cookie?: string) =>
    t.request(`/api${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': `10.7.0.${++ip % 250}`,
        ...(cookie ? { cookie } : {}),
      },
    });
  const login = async (path: string, email: string, password: string) => {
    const res = await t.request(`/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': `10.7.1.${++ip % 250}`,
      },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };

  const order = (values: Parameters<typeof insertOrder>[2] = {}) =>
    insertOrder(t.ctx.database.db, jo, values);

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    // No digits in the address: a bare order number is also searched for in e-mails
    jo = await createCustomer(t.ctx.database.db, {
      firstName: 'Jo',
      lastName: 'Bloggs',
      email: 'jo.bloggs@example.co.uk',
    });
    sellerCookie = await login('/auth/admin/login', 'seller@shop.test', 'seller-password');
    customerCookie = await login('/auth/login', jo.email, jo.password);
  });

  it.each([
    ['GET', '/orders'],
    ['GET', '/orders?archived=true'],
    ['GET', '/orders/count'],
    ['GET', '/orders/customers'],
    ['GET', '/orders/earnings'],
    ['DELETE', '/orders/00000000-0000-4000-8000-000000000000/deleteOrder'],
    ['PUT', '/orders/00000000-0000-4000-8000-000000000000/restoreOrder'],
    ['PUT', '/orders/update/00000000-0000-4000-8000-000000000000'],
    ['GET', '/orders/00000000-0000-4000-8000-000000000000/tracking'],
    ['PUT', '/orders/00000000-0000-4000-8000-000000000000/tracking'],
    ['DELETE', '/orders/00000000-0000-4000-8000-000000000000/tracking'],
    ['POST', '/orders/00000000-0000-4000-8000-000000000000/refund'],
  ])('%s %s answers 401 to a guest and 403 to a customer', async (method, path) => {
    const guest = await send(method, path);
    expect(guest.status).toBe(401);
    const customer = await send(method, path, customerCookie);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
  });

  it('lists, filters, searches, pages, archives and restores, keeping the money in earnings', async () => {
    const now = Date.now();
    const fresh = await order({
      paymentStatus: 'paid',
      paidAt: new Date(),
      createdAt: new Date(now - 23 * HOUR),
    });
    const opened = await order({
      paymentStatus: 'paid',
      createdAt: new Date(now - 1 * HOUR),
      sellerOpenedAt: new Date(),
    });
    const old = await order({ createdAt: new Date(now - 25 * HOUR), email: 'sam@example.org' });

    const list = await send('GET', '/orders', sellerCookie);
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pageSize: 20 });
    // New first (the 23-hour-old unopened one), then the newest
    expect(body.orders.map((o: { _id: string }) => o._id)).toEqual([fresh.id, opened.id, old.id]);
    expect(body.orders[0]).toMatchObject({
      orderNumber: `#${fresh.number}`,
      isNew: true,
      paymentStatus: 'paid',
      status: 'Pending',
      totalAmount: 24.95,
      customerName: 'Jo Bloggs',
      archived: false,
    });
    expect(body.orders[1].isNew).toBe(false);
    expect(body.orders[2].isNew).toBe(false);

    const ids = async (query: string) =>
      ((await (await send('GET', `/orders${query}`, sellerCookie)).json()).orders as { _id: string }[]).map(
        (o) => o._id,
      );
    expect(await ids('?paymentStatus=unpaid')).toEqual([old.id]);
    expect(await ids(`?search=%23${opened.number}`)).toEqual([opened.id]);
    expect(await ids(`?search=${old.number}`)).toEqual([old.id]);
    expect(await ids('?search=SAM@example')).toEqual([old.id]);
    expect(await ids('?search=jo%20bloggs')).toEqual([fresh.id, opened.id, old.id]);
    expect(await ids('?status=Shipped')).toEqual([]);
    const page2 = await (await send('GET', '/orders?page=2&pageSize=2', sellerCookie)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.orders.map((o: { _id: string }) => o._id)).toEqual([old.id]);

    for (const bad of ['?status=Lost', '?page=0', '?archived=maybe', '?sort=price']) {
      const res = await send('GET', `/orders${bad}`, sellerCookie);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message, bad).toBeTruthy();
    }

    // the unpaid checkout is listed (awaiting payment) but is no order yet: not counted, not the customer's
    expect(await (await send('GET', '/orders/count', sellerCookie)).json()).toEqual({ count: 2 });
    expect(await (await send('GET', '/orders/earnings', sellerCookie)).json()).toEqual({
      totalEarnings: 49.9,
    });
    const customers = await (await send('GET', '/orders/customers', sellerCookie)).json();
    expect(customers).toMatchObject({
      count: 1,
      customers: [
        { id: jo.id, name: 'Jo Bloggs', email: jo.email, orders: 2, totalSpent: 49.9, status: 'Active' },
      ],
    });

    // delete archives: out of the list and the count, still in earnings, in the Archived view
    const deleted = await send('DELETE', `/orders/${fresh.id}/deleteOrder`, sellerCookie);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: 'Order deleted successfully!' });
    expect(await ids('')).toEqual([opened.id, old.id]);
    expect(await ids('?archived=true')).toEqual([fresh.id]);
    expect(await (await send('GET', '/orders/count', sellerCookie)).json()).toEqual({ count: 1 });
    expect(await (await send('GET', '/orders/earnings', sellerCookie)).json()).toEqual({
      totalEarnings: 49.9,
    });
    const [kept] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, fresh.id));
    expect(kept?.total).toBe(2495);

    const restored = await send('PUT', `/orders/${fresh.id}/restoreOrder`, sellerCookie);
    expect(await restored.json()).toEqual({ success: true, message: 'Order restored successfully!' });
    expect(await ids('')).toEqual([fresh.id, opened.id, old.id]);
    expect(await ids('?archived=true')).toEqual([]);

    expect((await send('DELETE', '/orders/not-an-id/deleteOrder', sellerCookie)).status).toBe(404);
    expect(
      (await send('DELETE', '/orders/00000000-0000-4000-8000-000000000000/deleteOrder', sellerCookie)).status,
    ).toBe(404);
  });

  it('finds orders by company and by postcode however it is spaced, and a bare number only as an order', async () => {
    const site = await order({
      shippingAddress: { companyName: 'Kowalski Scaffolding Ltd', postCode: 'BD7 1DP' },
    });
    const other = await order({ shippingAddress: { postCode: 'M1 1AE' } });
    const ids = async (query: string) =>
      (
        (await (await send('GET', `/orders?search=${query}`, sellerCookie)).json()).orders as {
          _id: string;
        }[]
      ).map((o) => o._id);
    expect(await ids('kowalski%20scaff')).toEqual([site.id]);
    for (const postcode of ['BD7%201DP', 'bd71dp', 'bd7', 'BD7%201'])
      expect(await ids(postcode), postcode).toEqual([site.id]);
    expect(await ids('m1%201ae')).toEqual([other.id]);
    // "1" is order #1, not every postcode with a 1 in it
    expect(await ids('1')).not.toContain(site.id);
  });
});
