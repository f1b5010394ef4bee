import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail } from '../../domain/customers';
import { createCustomer } from '../../tests/factories';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import {
  addresses,
  knownDevices,
  logos,
  orderEmails,
  orderLines,
  orders,
  sessions,
  users,
} from '../db/schema';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())("the seller's customers on %s", (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let customerCookie: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let sam: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    api = apiClient(t);
    const db = t.ctx.database.db;
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    jo = await createCustomer(db, { firstName: 'Jo', lastName: 'Bloggs', email: 'jo.bloggs@example.co.uk' });
    sam = await createCustomer(db, {
      firstName: 'Sam',
      lastName: 'Patel',
      email: 'sam@patel-builders.co.uk',
    });
    // a customer who never ordered is not in the list
    await createCustomer(db, { firstName: 'Nina', lastName: 'Noorders' });
    seller = await api.login('/auth/admin/login', 'seller@shop.test', 'seller-password');
    customerCookie = await api.login('/auth/login', sam.email, sam.password);
  });

  it.each([
    ['GET', '/orders/customers'],
    ['GET', '/orders/customers?search=jo'],
    ['DELETE', `/orders/${NO_ONE}/deleteCustomer`],
  ])('%s %s answers 401 to a guest and 403 to a customer', async (method, path) => {
    expect((await api.send(method, path)).status).toBe(401);
    const refused = await api.send(method, path, customerCookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
  });

  it('lists customers with orders, spend and last order; searches and pages; refuses a bad query', async () => {
    const db = t.ctx.database.db;
    const hour = 3_600_000;
    await insertOrder(db, jo, { paymentStatus: 'paid', createdAt: new Date(Date.now() - 3 * hour) });
    // unpaid: a checkout not paid for is no order (not counted, not spent)
    await insertOrder(db, jo, { createdAt: new Date(Date.now() - 2 * hour) });
    // refunded in full: nothing spent
    await insertOrder(db, jo, {
      paymentStatus: 'refunded',
      refundedAmount: 2495,
      status: 'Cancelled',
      createdAt: new Date(Date.now() - 2.5 * hour),
    });
    const samLast = await insertOrder(db, sam, { paymentStatus: 'paid', total: 10_050 });

    const all = await (await api.send('GET', '/orders/customers', seller)).json();
    expect(all.count).toBe(2);
    expect(all.customers).toEqual([
      {
        id: sam.id,
        name: 'Sam Patel',
        email: sam.email,
        phone: '0113 496 0000',
        orders: 1,
        totalSpent: 100.5,
        lastOrderAt: samLast.createdAt.toISOString(),
        status: 'Active',
      },
      expect.objectContaining({ id: jo.id, name: 'Jo Bloggs', orders: 2, totalSpent: 24.95 }),
    ]);

    const found = async (q: string) =>
      (await (await api.send('GET', `/orders/customers${q}`, seller)).json()) as {
        customers: { id: string }[];
        count: number;
      };
    expect((await found('?search=BLOGGS')).customers.map((c) => c.id)).toEqual([jo.id]);
    expect((await found('?search=jo%20bloggs')).customers.map((c) => c.id)).toEqual([jo.id]);
    expect((await found('?search=patel-builders')).customers.map((c) => c.id)).toEqual([sam.id]);
    expect(await found('?search=nobody-here')).toEqual({ customers: [], count: 0 });
    // % and _ are searched for as themselves
    expect((await found('?search=%25')).count).toBe(0);
    const page2 = await found('?pageSize=1&page=2');
    expect(page2.count).toBe(2);
    expect(page2.customers.map((c) => c.id)).toEqual([jo.id]);

    for (const bad of ['?page=0', '?pageSize=500', '?sort=name', `?search=${'x'.repeat(201)}`]) {
      const res = await api.send('GET', `/orders/customers${bad}`, seller);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message, bad).toBeTruthy();
    }
  });

  it('deleting a customer anonymises them and keeps every order and its money in earnings', async () => {
    const db = t.ctx.database.db;
    const kim = await createCustomer(db, { firstName: 'Kim', lastName: 'Hughes', email: 'kim@hughes.co.uk' });
    const kimCookie = await api.login('/auth/login', kim.email, kim.password);
    expect((await api.send('GET', '/auth/check', kimCookie)).status).toBe(200);
    await db.insert(knownDevices).values({ tokenHash: `device-${kim.id}`, userId: kim.id });
    await db.insert(addresses).values({
      userId: kim.id,
      address: {
        firstName: 'Kim',
        lastName: 'Hughes',
        companyName: '',
        address: '2 Mill Lane',
        postCode: 'BD1 1AA',
        city: 'Bradford',
        country: 'United Kingdom',
        email: kim.email,
        phone: '07700 900123',
        additionalInfo: '',
      },
    });
    // two logos: one an order was made with (kept with the order), one only in the library (removed, file too)
    const files = t.ctx.files;
    await files.put(`logos/${kim.id}/used.png`, Buffer.from('used'));
    await files.put(`logos/${kim.id}/unused.png`, Buffer.from('unused'));
    await files.put(`logos/${kim.id}/unused-preview.webp`, Buffer.from('preview'));
    const [used, unused] = await db
      .insert(logos)
      .values([
        {
          userId: kim.id,
          fileKey: `logos/${kim.id}/used.png`,
          format: 'png',
          mimeType: 'image/png',
          originalName: 'used.png',
          sizeBytes: 4,
        },
        {
          userId: kim.id,
          fileKey: `logos/${kim.id}/unused.png`,
          previewKey: `logos/${kim.id}/unused-preview.webp`,
          format: 'png',
          mimeType: 'image/png',
          originalName: 'unused.png',
          sizeBytes: 6,
        },
      ])
      .returning();
    const paid = await insertOrder(db, kim, { paymentStatus: 'paid', total: 4_321 });
    await db.insert(orderLines).values({
      orderId: paid.id,
      sortOrder: 0,
      title: 'Polo',
      productTypes: ['polo'],
      image: '/files/demo/polo.webp',
      colour: 'Navy',
      size: 'M',
      quantity: 1,
      unitPrice: 2000,
      decorations: [
        { position: 'Left Breast', method: 'Embroidery', textLine: null, font: null, logoId: used!.id },
      ],
      goods: 2000,
      logoCharge: 550,
    });
    const unpaid = await insertOrder(db, kim);
    await db.insert(orderEmails).values({ orderId: paid.id, toEmail: kim.email, message: 'Hello Kim' });

    const earningsBefore = await (await api.send('GET', '/orders/earnings', seller)).json();
    const countBefore = await (await api.send('GET', '/orders/count', seller)).json();

    const res = await api.send('DELETE', `/orders/${kim.id}/deleteCustomer`, seller);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Customer deleted successfully' });
    await t.ctx.jobs.drain();

    // the person is gone
    const [person] = await db.select().from(users).where(eq(users.id, kim.id));
    expect(person).toMatchObject({
      firstName: 'Deleted',
      lastName: 'customer',
      email: anonymisedEmail(kim.id),
    });
    expect(person?.anonymisedAt).toBeInstanceOf(Date);
    expect(person?.passwordHash).not.toBe(kim.passwordHash);
    expect(await db.select().from(sessions).where(eq(sessions.userId, kim.id))).toEqual([]);
    expect(await db.select().from(knownDevices).where(eq(knownDevices.userId, kim.id))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, kim.id))).toEqual([]);
    expect((await db.select().from(logos).where(eq(logos.userId, kim.id))).map((l) => l.id)).toEqual([
      used!.id,
    ]);
    expect(await files.exists(`logos/${kim.id}/unused.png`)).toBe(false);
    expect(await files.exists(`logos/${kim.id}/unused-preview.webp`)).toBe(false);
    expect(await files.exists(`logos/${kim.id}/used.png`)).toBe(true);
    expect(await db.select().from(logos).where(eq(logos.id, unused!.id))).toEqual([]);

    // their session no longer works, nor their password
    expect((await api.send('GET', '/auth/check', kimCookie)).status).toBe(401);
    const relogin = await api.send('POST', '/auth/login', undefined, {
      email: kim.email,
      password: kim.password,
    });
    expect(relogin.status).toBe(401);

    // every order and its money stays; the ways to reach them are wiped from the orders
    const kept = await db.select().from(orders).where(eq(orders.userId, kim.id));
    expect(kept.map((o) => o.id).sort()).toEqual([paid.id, unpaid.id].sort());
    const keptPaid = kept.find((o) => o.id === paid.id)!;
    expect(keptPaid).toMatchObject({ total: 4_321, paymentStatus: 'paid', email: anonymisedEmail(kim.id) });
    expect(keptPaid.shippingAddress).toMatchObject({
      address: '1 High Street',
      postCode: 'LS1 4AP',
      phone: '',
      email: anonymisedEmail(kim.id),
    });
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, paid.id))).toHaveLength(1);
    const [letter] = await db.select().from(orderEmails).where(eq(orderEmails.orderId, paid.id));
    expect(letter?.toEmail).toBe(anonymisedEmail(kim.id));

    expect(await (await api.send('GET', '/orders/earnings', seller)).json()).toEqual(earningsBefore);
    expect(await (await api.send('GET', '/orders/count', seller)).json()).toEqual(countBefore);
    const list = await (await api.send('GET', '/orders/customers', seller)).json();
    expect(list.customers.map((c: { id: string }) => c.id)).not.toContain(kim.id);

    // no e-mail can go to a deleted customer
    const letterRes = await api.send('POST', `/orders/${paid.id}/send-email`, seller, { message: 'Hi' });
    expect(letterRes.status).toBe(409);

    // once only; unknown ids and sellers are not customers
    expect((await api.send('DELETE', `/orders/${kim.id}/deleteCustomer`, seller)).status).toBe(404);
    expect((await api.send('DELETE', `/orders/${NO_ONE}/deleteCustomer`, seller)).status).toBe(404);
    expect((await api.send('DELETE', '/orders/nope/deleteCustomer', seller)).status).toBe(404);
    const [sellerRow] = await db.select().from(users).where(eq(users.email, 'seller@shop.test'));
    expect((await api.send('DELETE', `/orders/${sellerRow!.id}/deleteCustomer`, seller)).status).toBe(404);

    // the address is free again: the person may sign up afresh
    const signup = await api.send('POST', '/auth/signup', undefined, {
      firstName: 'Kim',
      lastName: 'Hughes',
      email: kim.email,
      password: 'a-fresh-long-password',
    });
    expect(signup.status).toBeLessThan(300);
  });
});
