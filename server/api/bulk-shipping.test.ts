import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { callApi, logIn } from '../../tests/helpers/api';
import { insertOrder } from '../../tests/helpers/seller-api';
import { mailSubject } from '../../tests/helpers/smtp';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { jobs, orderEvents, orders } from '../db/schema';

const SELLER = { email: 'seller@bulk.test', password: 'Kettle-Harbour-91' };

describe.each(testDatabases())('bulk shipping on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test' }));
  let seller: string;
  let production: string;
  let customer: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let ip = 0;
  const send = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    callApi(t, method, path, { body, cookie, from: `10.35.${++ip % 250}.1` });
  const upload = (cookie: string, csv: string | Blob) => {
    const form = new FormData();
    form.set('file', typeof csv === 'string' ? new Blob([csv], { type: 'text/csv' }) : csv, 'ship.csv');
    return send('POST', '/orders/shipping/preview', cookie, form);
  };
  const paidOrder = (values: Partial<typeof orders.$inferInsert> = {}) =>
    insertOrder(t.ctx.database.db, jo, {
      paymentStatus: 'paid',
      paidAt: new Date(),
      status: 'Confirmed',
      ...values,
    });
  const rowOf = async (id: string) =>
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const shippedMailsOf = (number: number) =>
    smtp.messages.filter((m) => mailSubject(m.raw) === `Your order #${number} is on its way`);

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller(SELLER);
    seller = await logIn(t, SELLER, { path: '/auth/admin/login', from: '10.35.0.1' });
    const maker = await createStaffMember(t.ctx.database.db, 'production');
    production = await logIn(t, maker, { path: '/auth/admin/login', from: '10.35.0.2' });
    jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', lastName: 'Bloggs' });
    customer = await logIn(t, jo, { from: '10.35.0.3' });
  });

  it('previews a carrier’s CSV row by row, naming every bad row, and writes nothing', async () => {
    const good = await paidOrder();
    const unpaid = await insertOrder(t.ctx.database.db, jo, { paymentStatus: 'unpaid' });
    const twice = await paidOrder();
    const cancelled = await paidOrder({ status: 'Cancelled' });
    const csv = [
      'Recipient,Order reference,Service,Tracking number',
      `Jo,WW-${good.number},Royal Mail Tracked 48,AB123456789GB`,
      `Jo,WW-${unpaid.number},DPD,1550001`,
      'Al,WW-9999999,DPD,1550002',
      `Jo,#${twice.number},DPD,1550003`,
      `"=HYPERLINK(""http://x"")",${good.number + 100000},DPD,1550004`,
      `Jo,${twice.number},DPD,1550005`,
      `Jo,${good.number + 200000},Yodel,1550006`,
      `Jo,${cancelled.number},Evri,1550007`,
    ].join('\r\n');
    const res = await upload(seller, csv);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.problems).toEqual([
      `Row 3: order WW-${unpaid.number} is not paid`,
      'Row 4: order WW-9999999 was not found',
      `Row 5: order #${twice.number} is listed twice (also on row 7)`,
      'Row 6: a cell starts with = (formulas are not accepted)',
      `Row 7: order ${twice.number} is listed twice (also on row 5)`,
      'Row 8: “Yodel” is not a carrier we know (use one of Royal Mail, Parcelforce, DPD, Evri, DHL, UPS, FedEx, USPS, Other)',
      `Row 9: order ${cancelled.number} is cancelled`,
    ]);
    expect(body.ready).toBe(1);
    expect(body.rows[0]).toEqual({
      row: 2,
      order: `WW-${good.number}`,
      carrier: 'Royal Mail',
      trackingId: 'AB123456789GB',
      orderId: good.id,
      orderNumber: `#${good.number}`,
      customerName: 'Jo Bloggs',
      shipsWithTracking: 'AB123456789GB',
      ready: true,
      problem: null,
    });
    // nothing applied until the seller confirms
    expect(await rowOf(good.id)).toMatchObject({ status: 'Confirmed', trackingId: null, carrier: null });
    const shipJobs = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, 'order.shipped-mail:%'));
    expect(shipJobs).toEqual([]);
  });

  it('refuses a file over 2 MB before reading it, and a file it cannot read as a whole', async () => {
    const huge = `Order number,Carrier,Tracking number\n${'1001,DPD,1550001\n'.repeat(130_000)}`;
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooBig = await upload(seller, huge);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'The file is over 2 MB.' });

    const noColumn = await upload(seller, 'Name,Carrier\nJo,DPD\n');
    expect(noColumn.status).toBe(400);
    expect((await noColumn.json()).message).toMatch(/no order number column/);
    const empty = await upload(seller, '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'The file has no rows to read.' });
  });

  it('applies the good rows in one go, mails each customer once, and applying twice mails no more', async () => {
    const a = await paidOrder();
    const b = await paidOrder({ paymentStatus: 'invoiced', status: 'Pending' });
    const saved = await paidOrder({ trackingId: 'SAVED123', carrier: 'DPD' });
    const unpaid = await insertOrder(t.ctx.database.db, jo, { paymentStatus: 'unpaid' });
    const rows = [
      { row: 2, order: `WW-${a.number}`, carrier: 'Royal Mail', trackingId: 'AB111111111GB' },
      { row: 3, order: `#${b.number}`, carrier: 'DPD', trackingId: '1550009' },
      // no tracking in the row: the one saved on the order
      { row: 4, order: String(saved.number), carrier: 'Evri', trackingId: '' },
      // a row the preview would have refused is skipped, not applied
      { row: 5, order: String(unpaid.number), carrier: 'DPD', trackingId: '1550010' },
    ];
    const res = await send('POST', '/orders/shipping/apply', seller, { rows });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: 'Marked 3 orders shipped.',
      applied: [
        { row: 2, orderId: a.id, orderNumber: `#${a.number}` },
        { row: 3, orderId: b.id, orderNumber: `#${b.number}` },
        { row: 4, orderId: saved.id, orderNumber: `#${saved.number}` },
      ],
      skipped: [{ row: 5, order: String(unpaid.number), problem: `order ${unpaid.number} is not paid` }],
    });
    expect(await rowOf(a.id)).toMatchObject({
      status: 'Shipped',
      trackingId: 'AB111111111GB',
      carrier: 'Royal Mail',
    });
    expect(await rowOf(b.id)).toMatchObject({ status: 'Shipped', trackingId: '1550009', carrier: 'DPD' });
    expect(await rowOf(saved.id)).toMatchObject({
      status: 'Shipped',
      trackingId: 'SAVED123',
      carrier: 'Evri',
    });
    expect(await rowOf(unpaid.id)).toMatchObject({ status: 'Pending', trackingId: null });

    // as one order's change is: on its timeline and in the audit trail
    const events = await t.ctx.database.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [a.id, b.id, saved.id]));
    expect(events.filter((e) => e.kind === 'status')).toHaveLength(3);
    expect(events.filter((e) => e.kind === 'tracking')).toHaveLength(3);
    const audit = await auditEntriesOf(t.ctx.database.db, 'order.status', a.id);
    expect(audit.map((e) => e.summary)).toEqual([`Changed order #${a.number} from Confirmed to Shipped.`]);

    await t.ctx.jobs.drain();
    for (const o of [a, b, saved]) expect(shippedMailsOf(o.number), `#${o.number}`).toHaveLength(1);
    expect(shippedMailsOf(unpaid.number)).toHaveLength(0);
    const mail = shippedMailsOf(a.number)[0]!;
    expect(mail.to).toEqual([jo.email]);
    expect(mail.raw).toContain('AB111111111GB');

    // the seller applies the same rows again: nothing more is shipped or mailed
    const again = await send('POST', '/orders/shipping/apply', seller, { rows });
    expect(again.status).toBe(200);
    const second = await again.json();
    expect(second.message).toBe('No orders were marked shipped.');
    expect(second.applied).toEqual([]);
    expect(second.skipped.map((s: { problem: string }) => s.problem)).toEqual([
      `order WW-${a.number} is already shipped`,
      `order #${b.number} is already shipped`,
      `order ${saved.number} is already shipped`,
      `order ${unpaid.number} is not paid`,
    ]);
    await t.ctx.jobs.drain();
    for (const o of [a, b, saved]) expect(shippedMailsOf(o.number), `#${o.number}`).toHaveLength(1);
    expect(await auditEntriesOf(t.ctx.database.db, 'order.status', a.id)).toHaveLength(1);
  });

  it('previews a selection sent as rows; a blank tracking number needs one saved on the order', async () => {
    const withSaved = await paidOrder({ trackingId: 'KEPT1', carrier: 'UPS' });
    const without = await paidOrder();
    const res = await send('POST', '/orders/shipping/preview', seller, {
      rows: [
        { row: 1, order: `#${withSaved.number}`, carrier: 'DPD', trackingId: '' },
        { row: 2, order: `#${without.number}`, carrier: 'DPD', trackingId: '' },
      ],
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.ready).toBe(1);
    expect(body.rows[0]).toMatchObject({ ready: true, shipsWithTracking: 'KEPT1' });
    expect(body.problems).toEqual([`Row 2: order #${without.number} has no tracking number`]);
  });

  it('checks the rows as the API describes them', async () => {
    const bad = [
      [{ rows: [] }, 'Choose at least one order to ship.'],
      [{ rows: [{ row: 1, order: '1', carrier: 'Yodel', trackingId: '' }] }, /carrier/i],
      [{ rows: [{ row: 1, order: '1', carrier: 'DPD', trackingId: '', extra: 1 }] }, /Unknown field/],
    ] as const;
    for (const [body, message] of bad) {
      const res = await send('POST', '/orders/shipping/apply', seller, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
  });

  it('is for those who may manage orders: 401 to a guest, 403 to a customer and to Production', async () => {
    const o = await paidOrder();
    const rows = [{ row: 1, order: String(o.number), carrier: 'DPD', trackingId: 'X1' }];
    for (const path of ['/orders/shipping/preview', '/orders/shipping/apply']) {
      expect((await send('POST', path, undefined, { rows })).status, path).toBe(401);
      const byCustomer = await send('POST', path, customer, { rows });
      expect(byCustomer.status, path).toBe(403);
      const byProduction = await send('POST', path, production, { rows });
      expect(byProduction.status, path).toBe(403);
      expect(await byProduction.json()).toEqual({ message: "You don't have permission to manage orders." });
    }
    const csv = await upload(production, `Order number,Carrier,Tracking number\n${o.number},DPD,X1\n`);
    expect(csv.status).toBe(403);
    expect(await rowOf(o.id)).toMatchObject({ status: 'Confirmed', trackingId: null });
  });
});
