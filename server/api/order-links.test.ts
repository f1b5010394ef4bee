import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonymisedEmail } from '../../domain/customers';
import { ORDER_LINK_MESSAGES } from '../../domain/order-links';
import { createCustomer } from '../../tests/factories';
import { apiClient, decodedMail, insertOrder } from '../../tests/helpers/seller-api';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { carts, jobs, orderEmails, orders } from '../db/schema';
import { signValue } from '../security/signed-tokens';
import { hashToken } from '../security/tokens';
import { CART_REMINDER_JOB } from '../services/cart-reminders';
import { statusMailJob } from '../services/orders/order-fulfilment';
import { ORDER_LINK_MAIL_JOB } from '../services/order-links';
import { ORDER_EMAIL_JOB } from '../services/order-messages';
import { CUSTOMER_MAIL, SELLER_MAIL } from '../services/orders/orders';
import { PROMO_MAIL_JOB } from '../services/promo-mailings';
import { PROOF_MAIL_JOB } from '../services/orders/proofs';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://shop.test';
const SELLER = { email: 'seller@links.test', password: 'Kettle-Harbour-91' };
const APP_SECRET = 'order-links-test-secret-'.padEnd(40, 'x');

describe.each(testDatabases())('links to an order on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL, APP_SECRET }), {
    worker: false,
    clock: () => now,
  });
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  /** The shop's clock, moved on by the tests. */
  let now = new Date();
  let n = 0;

  const orderFor = async (values: Parameters<typeof insertOrder>[2] = {}) => {
    const jo = await createCustomer(t.ctx.database.db, { email: `jo.${++n}@example.co.uk`, firstName: 'Jo' });
    const order = await insertOrder(t.ctx.database.db, jo, {
      paymentStatus: 'paid',
      paidAt: now,
      createdAt: now,
      ...values,
    });
    return { jo, order };
  };
  const view = (orderId: string, token: string) =>
    api.send('GET', `/orders/orders/${orderId}?token=${encodeURIComponent(token)}`);
  const mailLink = (orderId: string, { cookie, token }: { cookie?: string; token?: string } = {}) =>
    api.send(
      'POST',
      `/orders/${orderId}/link-mail${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      cookie,
    );
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const linkIn = (raw: string) => {
    const href = /http:\/\/shop\.test\/orders\/[\w-]+\?token=[\w.%-]+/.exec(decodedMail(raw))?.[0];
    expect(href).toBeTruthy();
    return decodeURIComponent(new URL(href!).searchParams.get('token')!);
  };

  beforeAll(async () => {
    api = apiClient(t);
    await t.ctx.services.auth.upsertSeller(SELLER);
    seller = await api.login('/auth/admin/login', SELLER.email, SELLER.password);
  });
  beforeEach(() => {
    now = new Date();
  });

  it('a signed link opens the order for 90 days, then answers 410 saying a new one can be mailed', async () => {
    const { order } = await orderFor();
    const token = t.ctx.services.orders.linkToken(order.id);
    expect((await view(order.id, token)).status).toBe(200);
    now = new Date(Date.now() + 89 * DAY);
    expect((await view(order.id, token)).status).toBe(200);
    now = new Date(Date.now() + 91 * DAY);
    const expired = await view(order.id, token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: ORDER_LINK_MESSAGES.expired });
    // another order's link, or a forged one, is still nothing at all
    const { order: other } = await orderFor();
    expect((await view(other.id, token)).status).toBe(404);
    expect((await view(order.id, `${token}x`)).status).toBe(404);
  });

  it("the confirmation's stored link and a link signed before links expired end 90 days after the order", async () => {
    const stored = 'confirmation-token-for-this-test';
    const { order } = await orderFor({ accessTokenHash: hashToken(stored) });
    const legacy = signValue(APP_SECRET, 'order-link', order.id);
    for (const token of [stored, legacy]) expect((await view(order.id, token)).status).toBe(200);
    now = new Date(Date.now() + 91 * DAY);
    for (const token of [stored, legacy]) expect((await view(order.id, token)).status).toBe(410);
  });

  it('deleting the customer ends every link to their orders and drops the mails queued to them', async () => {
    const db = t.ctx.database.db;
    const stored = 'stored-token-before-deletion';
    const { jo, order } = await orderFor({ accessTokenHash: hashToken(stored) });
    const signed = t.ctx.services.orders.linkToken(order.id);
    expect((await view(order.id, signed)).status).toBe(200);
    expect((await view(order.id, stored)).status).toBe(200);
    // mails queued to them, and the seller's own notice of the order
    const [letter] = await db
      .insert(orderEmails)
      .values({ orderId: order.id, toEmail: jo.email, message: 'Your order is ready' })
      .returning();
    const [cart] = await db.insert(carts).values({ userId: jo.id }).returning();
    const queued = [
      [statusMailJob('shipped'), { orderId: order.id }],
      [PROOF_MAIL_JOB, { orderId: order.id, version: 1 }],
      [CUSTOMER_MAIL, { orderId: order.id }],
      [ORDER_EMAIL_JOB, { emailId: letter!.id }],
      [PROMO_MAIL_JOB, { mailingId: 'm-1', userId: jo.id }],
      [CART_REMINDER_JOB, { cartId: cart!.id, updatedAt: cart!.updatedAt.toISOString() }],
      [ORDER_LINK_MAIL_JOB, { orderId: order.id }],
      [SELLER_MAIL, { orderId: order.id }],
    ] as const;
    await db.transaction(async (tx) => {
      for (const [kind, payload] of queued)
        await t.ctx.jobs.enqueue(tx, kind, payload, { dedupeKey: `${kind}:${order.id}:test` });
    });

    expect((await api.send('DELETE', `/orders/${jo.id}/deleteCustomer`, seller)).status).toBe(200);

    for (const token of [signed, stored]) expect((await view(order.id, token)).status).toBe(404);
    // nor can their old link ask for a new one; the seller is told there is no address
    expect((await mailLink(order.id, { token: signed })).status).toBe(404);
    const refused = await mailLink(order.id, { cookie: seller });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: ORDER_LINK_MESSAGES.noAddress });

    const open = await db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
    expect(open.map((j) => j.kind)).toEqual([SELLER_MAIL]);
    const dropped = await db.select({ lastError: jobs.lastError }).from(jobs).where(isNotNull(jobs.failedAt));
    expect(dropped.filter((j) => j.lastError?.startsWith('Dropped: the customer was deleted'))).toHaveLength(
      queued.length - 1,
    );
    // what is left runs: the seller's notice only, and nothing reaches the customer's old or new address
    const before = smtp.messages.length;
    await t.ctx.jobs.runDue();
    const sent = smtp.messages.slice(before).flatMap((m) => m.to);
    expect(sent).toHaveLength(1);
    expect(sent).not.toContain(jo.email);
    expect(sent).not.toContain(anonymisedEmail(jo.id));
  });

  it('a mail to a deleted customer is never sent, whichever job still held it', async () => {
    const before = smtp.messages.length;
    await t.ctx.mailer.send({
      to: anonymisedEmail(crypto.randomUUID()),
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    expect(smtp.messages.length).toBe(before);
  });

  it('the seller, the owner or the holder of an expired link gets a new link mailed to the order, once in ten minutes', async () => {
    const { jo, order } = await orderFor();
    const owner = await api.login('/auth/login', jo.email, jo.password);
    const old = t.ctx.services.orders.linkToken(order.id);

    // a stranger, and a link to another order, get nothing
    const { order: other } = await orderFor();
    expect((await mailLink(order.id)).status).toBe(404);
    expect((await mailLink(order.id, { token: t.ctx.services.orders.linkToken(other.id) })).status).toBe(404);

    const bySeller = await mailLink(order.id, { cookie: seller });
    expect(bySeller.status).toBe(202);
    expect(await bySeller.json()).toEqual({ message: ORDER_LINK_MESSAGES.mailedSeller });
    // asked again at once, by the owner: still one mail
    expect((await mailLink(order.id, { cookie: owner })).status).toBe(202);
    await t.ctx.jobs.runDue();
    expect(mailsTo(jo.email)).toHaveLength(1);
    const fresh = linkIn(mailsTo(jo.email)[0]!.raw);
    expect((await view(order.id, fresh)).status).toBe(200);

    // 91 days on: the old link has expired; its holder asks for a new one, which works
    now = new Date(Date.now() + 91 * DAY);
    expect((await view(order.id, old)).status).toBe(410);
    const byHolder = await mailLink(order.id, { token: old });
    expect(byHolder.status).toBe(202);
    expect(await byHolder.json()).toEqual({ message: ORDER_LINK_MESSAGES.mailed });
    await t.ctx.jobs.runDue();
    expect(mailsTo(jo.email)).toHaveLength(2);
    const renewed = linkIn(mailsTo(jo.email)[1]!.raw);
    expect((await view(order.id, renewed)).status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.email).toBe(jo.email);
  });

  it("Production can't mail a buyer a link (they work without buyers' addresses); the seller's mail is audited", async () => {
    const { order } = await orderFor();
    const pru = await createStaffMember(t.ctx.database.db, 'production');
    const production = await api.login('/auth/admin/login', pru.email, pru.password);
    const refused = await mailLink(order.id, { cookie: production });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You don't have permission to manage orders." });
    expect(await auditEntriesOf(t.ctx.database.db, 'order.link_mail', order.id)).toHaveLength(0);

    expect((await mailLink(order.id, { cookie: seller })).status).toBe(202);
    const [entry] = await auditEntriesOf(t.ctx.database.db, 'order.link_mail', order.id);
    expect(entry?.actorEmail).toBe(SELLER.email);
  });
});
