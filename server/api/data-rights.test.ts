import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail } from '../../domain/customers';
import { DATA_RIGHTS_MESSAGES, EXPORT_CSV_COLUMNS } from '../../domain/data-rights';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { UK_ADDRESS } from '../../tests/helpers/api';
import { apiClient, decodedMail, insertOrder } from '../../tests/helpers/seller-api';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { dataRequests, logos, orders, quotes, tradeAccounts, tradeLedger, users } from '../db/schema';
import { recordMarketingConsent } from '../services/marketing-consent';

const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = 'http://shop.test';
const SELLER = { email: 'seller@rights.test', password: 'Kettle-Harbour-91' };
const PASSWORD = 'Lantern-Orchard-42';
/** A tiny PNG's bytes (the file store keeps what it is given). */
const LOGO_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe.each(testDatabases())('customers’ data rights on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL }), {
    worker: false,
    clock: () => now,
  });
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let now = new Date();
  let n = 0;

  /** A customer with a delivered order, an address, a logo, a quote and a consent history, logged in. */
  async function shopper() {
    const db = t.ctx.database.db;
    const user = await createCustomer(db, {
      email: `jo.${++n}.${kind}@example.co.uk`,
      firstName: 'Jo',
      lastName: 'Bloggs',
      password: PASSWORD,
    });
    const product = await createProduct(db, { title: `Rights Polo ${n}` });
    const order = await insertOrderWithLines(
      db,
      user,
      [{ product, colour: 'Navy', size: 'M', quantity: 3 }],
      { status: 'Delivered', promoCode: null },
    );
    await t.ctx.services.addresses.create(
      user.id,
      { ...UK_ADDRESS, email: user.email },
      { makeDefault: true },
    );
    const fileKey = `private/logos/${user.id}/acme.png`;
    await t.ctx.files.put(fileKey, LOGO_BYTES);
    const [logo] = await db
      .insert(logos)
      .values({
        userId: user.id,
        fileKey,
        format: 'png',
        mimeType: 'image/png',
        originalName: 'Acme logo.png',
        sizeBytes: LOGO_BYTES.length,
      })
      .returning();
    await db.insert(quotes).values({
      userId: user.id,
      name: 'Jo Bloggs',
      email: user.email,
      request: {
        items: [],
        description: '40 hoodies for the team',
        decoration: null,
        neededBy: null,
        postcode: null,
        notes: null,
      },
    });
    await recordMarketingConsent(db, {
      userId: user.id,
      granted: true,
      source: 'signup',
      wording: 'E-mail me offers',
      at: new Date(Date.now() - 48 * HOUR),
    });
    await recordMarketingConsent(db, { userId: user.id, granted: false, source: 'account' });
    const cookie = await api.login('/auth/login', user.email, PASSWORD);
    return { user, order, logo: logo!, cookie };
  }

  const requestExport = async (cookie: string) => {
    const res = await api.send('POST', '/account/data-requests', cookie);
    expect(res.status).toBe(202);
    return ((await res.json()) as { request: { id: string; status: string } }).request;
  };
  /** The link in the latest mail to `address`, read over SMTP. */
  const mailedLink = (address: string) => {
    const mail = smtp.messages.filter((m) => m.to.includes(address)).at(-1);
    expect(mail).toBeTruthy();
    const href = /http:\/\/shop\.test\/account\/data-export\/[\w-]+\?token=[\w%.-]+/.exec(
      decodedMail(mail!.raw),
    )?.[0];
    expect(href).toBeTruthy();
    const url = new URL(href!);
    return { id: url.pathname.split('/').at(-1)!, token: url.searchParams.get('token')! };
  };
  const download = (cookie: string | undefined, link: { id: string; token: string }) =>
    api.send(
      'GET',
      `/account/data-requests/${link.id}/download?token=${encodeURIComponent(link.token)}`,
      cookie,
    );
  const requestRow = async (id: string) =>
    (await t.ctx.database.db.select().from(dataRequests).where(eq(dataRequests.id, id)))[0]!;

  beforeAll(async () => {
    api = apiClient(t);
    await t.ctx.services.auth.upsertSeller(SELLER);
    seller = await api.login('/auth/admin/login', SELLER.email, SELLER.password);
  });

  it('prepares the ZIP by a job, mails the link, and downloads it once for its owner only', async () => {
    now = new Date();
    const jo = await shopper();
    const request = await requestExport(jo.cookie);
    expect(request.status).toBe('preparing');
    // asked again while it is prepared: the same one, no second job
    const again = await api.send('POST', '/account/data-requests', jo.cookie);
    expect(((await again.json()) as { request: { id: string } }).request.id).toBe(request.id);
    expect(smtp.messages.filter((m) => m.to.includes(jo.user.email))).toHaveLength(0);

    await t.ctx.jobs.runDue();
    const row = await requestRow(request.id);
    expect(row.status).toBe('ready');
    expect(row.expiresAt!.getTime() - now.getTime()).toBe(24 * HOUR);
    const link = mailedLink(jo.user.email);
    expect(link.id).toBe(request.id);
    // only the token's hash is kept
    expect(row.tokenHash).not.toContain(link.token);
    expect(JSON.stringify(row)).not.toContain(link.token);

    // another customer, a guest and a wrong token never find it
    const other = await shopper();
    expect((await download(other.cookie, link)).status).toBe(404);
    expect((await download(undefined, link)).status).toBe(401);
    expect((await download(jo.cookie, { ...link, token: 'x'.repeat(43) })).status).toBe(404);

    const res = await download(jo.cookie, link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = (name: string) => strFromU8(zip[name]!);

    const profile = JSON.parse(text('profile.json')) as { email: string; firstName: string };
    expect(profile).toMatchObject({ email: jo.user.email, firstName: 'Jo', marketingConsent: false });
    const [order] = JSON.parse(text('orders.json')) as {
      number: number;
      total: number;
      lines: { quantity: number; unitPrice: number }[];
    }[];
    expect(order).toMatchObject({ number: jo.order.number, total: jo.order.total, status: 'Delivered' });
    expect(order!.lines).toHaveLength(1);
    expect(order!.lines[0]!.quantity).toBe(3);
    const ordersCsv = text('orders.csv').split('\r\n');
    expect(ordersCsv[0]).toBe(EXPORT_CSV_COLUMNS.orders.join(','));
    expect(ordersCsv[1]).toContain(`#${jo.order.number},`);
    expect(ordersCsv[1]).toContain((jo.order.total / 100).toFixed(2));
    expect(text('order-lines.csv')).toContain(`Rights Polo`);
    expect(text('addresses.csv').split('\r\n')[1]).toContain(UK_ADDRESS.postCode);
    expect(JSON.parse(text('quotes.json'))).toEqual([
      expect.objectContaining({ description: '40 hoodies for the team', status: 'requested' }),
    ]);

    const [logo] = JSON.parse(text('logos.json')) as { id: string; file: string; originalName: string }[];
    expect(logo).toMatchObject({ id: jo.logo.id, originalName: 'Acme logo.png' });
    expect(logo!.file).toBe(`logos/${jo.logo.id}-Acme-logo.png`);
    expect(Buffer.from(zip[logo!.file]!)).toEqual(LOGO_BYTES);
    expect(text('logos.csv')).toContain(logo!.file);

    const consents = JSON.parse(text('consent-history.json')) as { granted: boolean; source: string }[];
    expect(consents.map((c) => [c.granted, c.source])).toEqual([
      [true, 'signup'],
      [false, 'account'],
    ]);
    expect(text('consent-history.csv').split('\r\n').slice(1, 3)).toEqual([
      expect.stringMatching(/,granted,signup,E-mail me offers$/),
      expect.stringMatching(/,withdrawn,account,$/),
    ]);
    expect(text('README.txt')).toContain('consent-history');

    // once: the second time is gone, with words saying what to do
    const second = await download(jo.cookie, link);
    expect(second.status).toBe(410);
    expect(await second.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.linkUsed });
    expect((await requestRow(request.id)).status).toBe('downloaded');
    // the used file is removed by the sweep
    await t.ctx.services.dataRights.sweep();
    const swept = await requestRow(request.id);
    expect(swept.fileKey).toBe(null);
    expect(await t.ctx.files.exists(row.fileKey!)).toBe(false);
  });

  it('refuses an expired link with 410, and the sweep marks it expired and removes its file', async () => {
    now = new Date();
    const jo = await shopper();
    const request = await requestExport(jo.cookie);
    await t.ctx.jobs.runDue();
    const link = mailedLink(jo.user.email);
    const { fileKey } = await requestRow(request.id);
    expect(await t.ctx.files.exists(fileKey!)).toBe(true);

    now = new Date(Date.now() + 25 * HOUR);
    const res = await download(jo.cookie, link);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.linkExpired });

    expect(await t.ctx.services.dataRights.sweep()).toBeGreaterThanOrEqual(1);
    const row = await requestRow(request.id);
    expect(row).toMatchObject({ status: 'expired', fileKey: null });
    expect(await t.ctx.files.exists(fileKey!)).toBe(false);
    expect((await download(jo.cookie, link)).status).toBe(410);

    // the customer's panel shows where it stands
    const mine = await api.send('GET', '/account/data-requests', jo.cookie);
    expect(((await mine.json()) as { requests: { status: string }[] }).requests[0]!.status).toBe('expired');
  });

  it('deletes the account on the right password: anonymised, orders and money kept, session ended', async () => {
    now = new Date();
    const jo = await shopper();
    const before = (await t.ctx.database.db.select().from(orders).where(eq(orders.id, jo.order.id)))[0]!;

    const noConfirm = await api.send('POST', '/account/delete', jo.cookie, { password: PASSWORD });
    expect(noConfirm.status).toBe(400);
    expect(await noConfirm.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.confirmRequired });
    const wrong = await api.send('POST', '/account/delete', jo.cookie, { password: 'not-it', confirm: true });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.wrongPassword });

    const res = await api.send('POST', '/account/delete', jo.cookie, { password: PASSWORD, confirm: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: DATA_RIGHTS_MESSAGES.deleted });
    expect(res.headers.get('set-cookie')).toMatch(/sid=;.*Max-Age=0/i);

    const db = t.ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, jo.user.id));
    expect(user).toMatchObject({
      firstName: 'Deleted',
      lastName: 'customer',
      email: anonymisedEmail(jo.user.id),
    });
    expect(user!.anonymisedAt).not.toBe(null);
    const [after] = await db.select().from(orders).where(eq(orders.id, jo.order.id));
    expect(after).toMatchObject({
      userId: jo.user.id,
      total: before.total,
      goods: before.goods,
      shipping: before.shipping,
      paymentStatus: 'paid',
      email: anonymisedEmail(jo.user.id),
    });
    const requests = await db.select().from(dataRequests).where(eq(dataRequests.userId, jo.user.id));
    expect(requests).toEqual([expect.objectContaining({ kind: 'delete', status: 'done' })]);
    // the session has ended, and the old password opens nothing
    expect((await api.send('GET', '/account/data-requests', jo.cookie)).status).toBe(401);
    const login = await api.send('POST', '/auth/login', undefined, {
      email: jo.user.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(401);
  });

  it('refuses while an order is in production, naming it, and keeps everything', async () => {
    const jo = await shopper();
    const making = await insertOrder(t.ctx.database.db, jo.user, {
      paymentStatus: 'paid',
      status: 'Confirmed',
      productionStatus: 'In production',
    });
    const res = await api.send('POST', '/account/delete', jo.cookie, { password: PASSWORD, confirm: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.inProduction([making.number]) });
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.id, jo.user.id));
    expect(user).toMatchObject({ email: jo.user.email, anonymisedAt: null });
    expect(
      await t.ctx.database.db.select().from(dataRequests).where(eq(dataRequests.userId, jo.user.id)),
    ).toEqual([]);
    // still signed in
    expect((await api.send('GET', '/account/data-requests', jo.cookie)).status).toBe(200);
  });

  it('refuses while the trade account owes money by its ledger, and allows it once paid', async () => {
    const jo = await shopper();
    const db = t.ctx.database.db;
    const [account] = await db
      .insert(tradeAccounts)
      .values({
        userId: jo.user.id,
        status: 'approved',
        businessName: 'Bloggs Builders',
        contactName: 'Jo Bloggs',
        contactEmail: jo.user.email,
        invoiceAddress: {
          address: '1 High St',
          city: 'Leeds',
          postCode: 'LS1 1AA',
          country: 'United Kingdom',
        },
        phone: '0113 496 0000',
        monthlySpend: 'under-500',
        creditLimit: 100_000,
      })
      .returning();
    // delivered, but its invoice is unpaid: the order's own flags say nothing is being made
    const invoiced = await insertOrder(db, jo.user, {
      paymentStatus: 'invoiced',
      status: 'Delivered',
      tradeAccountId: account!.id,
      total: 12_000,
    });
    await db.insert(tradeLedger).values({
      accountId: account!.id,
      kind: 'invoice',
      amount: 12_000,
      day: '2026-11-01',
      orderId: invoiced.id,
      orderNumber: invoiced.number,
      dueDay: '2026-12-01',
      recordedByLabel: 'Customer',
    });
    const refused = await api.send('POST', '/account/delete', jo.cookie, {
      password: PASSWORD,
      confirm: true,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: DATA_RIGHTS_MESSAGES.unpaidOnAccount(12_000, [invoiced.number]),
    });

    // a payment recorded in the ledger pays it: now the account may go
    await db.insert(tradeLedger).values({
      accountId: account!.id,
      kind: 'payment',
      amount: 12_000,
      day: '2026-11-20',
      orderId: invoiced.id,
      reference: 'BACS 7731',
      recordedByLabel: 'Seller',
    });
    const res = await api.send('POST', '/account/delete', jo.cookie, { password: PASSWORD, confirm: true });
    expect(res.status).toBe(200);
  });

  it("shows the seller each request on the customer's record", async () => {
    now = new Date();
    const jo = await shopper();
    await requestExport(jo.cookie);
    await t.ctx.jobs.runDue();
    await api.send('POST', '/account/delete', jo.cookie, { password: PASSWORD, confirm: true });

    const res = await api.send('GET', `/customers/${jo.user.id}/data-requests`, seller);
    expect(res.status).toBe(200);
    const { requests } = (await res.json()) as { requests: { kind: string; status: string }[] };
    // the deletion took back the link it had not used
    expect(requests.map((r) => [r.kind, r.status])).toEqual([
      ['delete', 'done'],
      ['export', 'expired'],
    ]);

    const other = await shopper();
    expect((await api.send('GET', `/customers/${jo.user.id}/data-requests`, other.cookie)).status).toBe(403);
    expect((await api.send('GET', `/customers/${crypto.randomUUID()}/data-requests`, seller)).status).toBe(
      404,
    );
    // staff have no shop account to download
    expect((await api.send('POST', '/account/data-requests', seller)).status).toBe(403);
  });
});
