import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGE_MAX } from '../../domain/schemas/order-messages';
import { createCustomer } from '../../tests/factories';
import { successAnswer } from '../../tests/helpers/api';
import { apiClient, decodedMail, insertOrder } from '../../tests/helpers/seller-api';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { jobs, orderEmails, orderEvents, orders } from '../db/schema';
import { ORDER_EMAIL_JOB } from '../services/order-messages';

const NO_ORDER = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())("the seller's note and e-mails on an order, on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let customer: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // no background worker: the test runs the jobs itself, to see each one run once
    t = await createTestApp(
      kind,
      { SMTP_URL: smtp.url, SHOP_NAME: 'Hi-Vis & Co', SHOP_EMAIL: 'orders@shop.test' },
      { worker: false },
    );
    api = apiClient(t);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', lastName: 'Bloggs' });
    seller = await api.login('/auth/admin/login', 'seller@shop.test', 'seller-password');
    customer = await api.login('/auth/login', jo.email, jo.password);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.each([
    ['GET', `/orders/${NO_ORDER}/message`],
    ['PUT', `/orders/${NO_ORDER}/message`],
    ['POST', `/orders/${NO_ORDER}/send-email`],
    ['GET', `/orders/${NO_ORDER}/getEmailMessage`],
    ['PUT', `/orders/${NO_ORDER}/deleteEmail`],
  ])('%s %s answers 401 to a guest and 403 to a customer', async (method, path) => {
    const body = method === 'GET' ? undefined : { message: 'x' };
    expect((await api.send(method, path, undefined, body)).status).toBe(401);
    const refused = await api.send(method, path, customer, body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
  });

  it('saves, reads and deletes the private note, records it, and never shows it to the customer', async () => {
    const order = await insertOrder(t.ctx.database.db, jo, { paymentStatus: 'paid' });
    const path = `/orders/${order.id}/message`;
    expect(await (await api.send('GET', path, seller)).json()).toEqual({ success: true, message: '' });

    const note = 'Call before delivery <b>gate code 1234</b>';
    const saved = await api.send('PUT', path, seller, { message: `  ${note}\n` });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, message: 'Note saved successfully!', note });
    expect(await (await api.send('GET', path, seller)).json()).toEqual({ success: true, message: note });

    // the customer's own view of the order carries no note
    const own = await api.send('GET', `/orders/orders/${order.id}`, customer);
    expect(own.status).toBe(200);
    const ownText = await own.text();
    expect(ownText).not.toContain('gate code');
    expect(ownText).not.toMatch(/internalNote/);
    const list = await (await api.send('GET', `/orders/order-user/${jo.id}`, customer)).text();
    expect(list).not.toContain('gate code');

    // too long: 400, and the saved note stays
    const tooLong = await api.send('PUT', path, seller, { message: 'a'.repeat(ORDER_MESSAGE_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      message: `The note must be at most ${ORDER_MESSAGE_MAX} characters`,
    });
    for (const bad of [{}, { message: 12 }, { message: 'x', extra: true }]) {
      const res = await api.send('PUT', path, seller, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
    expect((await (await api.send('GET', path, seller)).json()).message).toBe(note);

    const deleted = await api.send('PUT', path, seller, { message: '   ' });
    expect(await deleted.json()).toEqual({ success: true, message: 'Note deleted successfully!', note: '' });
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.internalNote).toBeNull();

    const events = await t.ctx.services.orderEvents.list(order.id);
    expect(events.map((e) => [e.kind, e.detail.action, e.actorLabel])).toEqual([
      ['note', 'saved', 'Seller (seller@shop.test)'],
      ['note', 'deleted', 'Seller (seller@shop.test)'],
    ]);

    expect((await api.send('GET', `/orders/${NO_ORDER}/message`, seller)).status).toBe(404);
    expect((await api.send('PUT', '/orders/nope/message', seller, { message: 'x' })).status).toBe(404);
  });

  it('e-mails the customer once through a job, lists it newest first and hides a deleted one', async () => {
    const order = await insertOrder(t.ctx.database.db, jo, { paymentStatus: 'paid' });
    const base = `/orders/${order.id}`;
    const before = smtp.messages.length;

    const message = 'Your polos are being embroidered.\n<script>alert(1)</script> & more';
    const sent = await api.send('POST', `${base}/send-email`, seller, { message });
    const body = await successAnswer(sent, 'Email sent successfully!');
    expect(body.email).toMatchObject({ to: jo.email, message, status: 'sending', sentAt: null });

    // the job sends it; running the worker again sends nothing more
    expect(await t.ctx.jobs.runDue()).toBe(1);
    expect(await t.ctx.jobs.runDue()).toBe(0);
    expect(smtp.messages.length - before).toBe(1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual([jo.email]);
    const raw = decodedMail(mail.raw);
    expect(raw).toContain(`About your order #${order.number}`);
    // the HTML part: the shop's frame, the order number, every character of the message escaped
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('Hi-Vis &amp; Co</td>');
    expect(html).toContain(`Order #${order.number}`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Your polos are being embroidered.<br>');
    const jobRows = await t.ctx.database.db.select().from(jobs).where(eq(jobs.kind, ORDER_EMAIL_JOB));
    expect(jobRows.filter((j) => j.payload.emailId === body.email._id)).toHaveLength(1);

    const second = await (
      await api.send('POST', `${base}/send-email`, seller, { message: 'Shipped tomorrow.' })
    ).json();
    await t.ctx.jobs.runDue();
    expect(smtp.messages.length - before).toBe(2);

    const listed = await (await api.send('GET', `${base}/getEmailMessage`, seller)).json();
    expect(listed.success).toBe(true);
    expect(listed.emails.map((e: { _id: string }) => e._id)).toEqual([second.email._id, body.email._id]);
    expect(listed.emails[1]).toMatchObject({ message, status: 'sent', to: jo.email });
    expect(listed.emails[1].sentAt).toEqual(expect.any(String));

    const removed = await api.send('PUT', `${base}/deleteEmail`, seller, { email: body.email._id });
    expect(await removed.json()).toEqual({ success: true, message: 'Email deleted successfully!' });
    const after = await (await api.send('GET', `${base}/getEmailMessage`, seller)).json();
    expect(after.emails.map((e: { _id: string }) => e._id)).toEqual([second.email._id]);
    // kept as a record, hidden from the list
    const [kept] = await t.ctx.database.db
      .select()
      .from(orderEmails)
      .where(eq(orderEmails.id, body.email._id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await api.send('PUT', `${base}/deleteEmail`, seller, { email: body.email._id })).status).toBe(
      404,
    );
    expect((await api.send('PUT', `${base}/deleteEmail`, seller, { email: 'nope' })).status).toBe(404);
    expect((await api.send('PUT', `${base}/deleteEmail`, seller, {})).status).toBe(400);

    const emailEvents = await t.ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'email')));
    expect(emailEvents.map((e) => e.detail.action).sort()).toEqual(['deleted', 'sent', 'sent']);

    // the customer never sees the e-mails' list
    expect((await api.send('GET', `${base}/getEmailMessage`, customer)).status).toBe(403);
  });

  it('a job run again after its mail went (a crash before it was marked done) sends nothing more', async () => {
    const db = t.ctx.database.db;
    const order = await insertOrder(db, jo);
    const [sentAlready, takenBack] = await db
      .insert(orderEmails)
      .values([
        { orderId: order.id, toEmail: jo.email, message: 'went already', sentAt: new Date() },
        { orderId: order.id, toEmail: jo.email, message: 'taken back', deletedAt: new Date() },
      ])
      .returning();
    await db.transaction(async (tx) => {
      for (const row of [sentAlready!, takenBack!]) {
        await t.ctx.jobs.enqueue(tx, ORDER_EMAIL_JOB, { emailId: row.id }, { dedupeKey: `again:${row.id}` });
      }
    });
    const before = smtp.messages.length;
    expect(await t.ctx.jobs.runDue()).toBe(2);
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses an empty or over-long e-mail with a clear 400, and an unknown order with 404', async () => {
    const order = await insertOrder(t.ctx.database.db, jo);
    const path = `/orders/${order.id}/send-email`;
    const cases: [unknown, string][] = [
      [{ message: '  \n ' }, 'Please write a message.'],
      [{}, 'Please write a message.'],
      [
        { message: 'b'.repeat(ORDER_MESSAGE_MAX + 1) },
        `The message must be at most ${ORDER_MESSAGE_MAX} characters`,
      ],
    ];
    for (const [bad, message] of cases) {
      const res = await api.send('POST', path, seller, bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect(
      await t.ctx.database.db.select().from(orderEmails).where(eq(orderEmails.orderId, order.id)),
    ).toEqual([]);
    expect((await api.send('POST', `/orders/${NO_ORDER}/send-email`, seller, { message: 'hi' })).status).toBe(
      404,
    );
    expect((await api.send('GET', `/orders/${NO_ORDER}/getEmailMessage`, seller)).status).toBe(404);
  });
});
