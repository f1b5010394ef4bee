import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../domain/audit';
import type { LineDecoration } from '../../domain/line-item';
import { formatOrderNumber } from '../../domain/orders';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import {
  createPostgresTestDatabase,
  createTestApp,
  testDatabases,
  type DatabaseKind,
  type TestApp,
} from '../../tests/helpers/test-app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { auditEvents, contactMessages, orderEvents, orders, testCheckoutSessions } from '../db/schema';
import { runInRequestScope, setRequestActor } from '../services/audit';

const TEXT_LOGO: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'BLOGGS BUILDERS', font: 'Serif' },
  isPreviousLogo: false,
};

/** An owner, a customer and their cookies on a test app; orders and checks of what the trail holds. */
async function setUp(t: TestApp) {
  const db = t.ctx.database.db;
  const api = apiClient(t);
  const owner = await createStaffMember(db, 'owner', { firstName: 'Olive', lastName: 'Owner' });
  const office = await createStaffMember(db, 'office');
  const production = await createStaffMember(db, 'production');
  const jo = await createCustomer(db, { firstName: 'Jo', lastName: 'Bloggs' });
  const cookie = await api.login('/auth/admin/login', owner.email, owner.password);
  const send = (method: string, p: string, body?: unknown, as: string | undefined = cookie) =>
    api.send(method, p, as, body);
  const order = (values: Parameters<typeof insertOrder>[2] = {}) =>
    insertOrder(db, jo, {
      paymentProvider: t.ctx.payments.name,
      paymentStatus: 'paid',
      paidAt: new Date(),
      status: 'Confirmed',
      ...values,
    });
  const entryCount = async () => (await db.select({ n: count() }).from(auditEvents))[0]!.n;
  const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  return { db, api, owner, office, production, jo, cookie, send, order, entryCount, orderRow };
}

describe.each(testDatabases())("the audit trail of the orders' writes on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await setUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records tracking with before → after, who and from where, and the timeline keeps its own event', async () => {
    const o = await s.order();
    const res = await s.send('PUT', `/orders/${o.id}/tracking`, {
      trackingId: 'RM123456785GB',
      shippingCarrier: 'Royal Mail',
    });
    expect(res.status).toBe(200);
    const [entry] = await auditEntriesOf(s.db, 'order.tracking', o.id);
    expect(entry).toMatchObject({
      actorId: s.owner.id,
      actorName: 'Olive Owner',
      actorEmail: s.owner.email,
      area: 'orders',
      summary: `Set tracking on order ${formatOrderNumber(o.number)}.`,
      changes: [
        { field: 'trackingId', before: null, after: 'RM123456785GB' },
        { field: 'carrier', before: null, after: 'Royal Mail' },
      ],
    });
    expect(entry!.ip).toMatch(/^10\.9\.\d+\.1$/);
    const timeline = await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(timeline.map((e) => [e.kind, e.detail])).toEqual([
      ['tracking', { trackingId: 'RM123456785GB', carrier: 'Royal Mail' }],
    ]);

    // removing it: before → after the other way
    expect((await s.send('DELETE', `/orders/${o.id}/tracking`)).status).toBe(200);
    const entries = await auditEntriesOf(s.db, 'order.tracking', o.id);
    expect(entries[1]).toMatchObject({
      summary: `Removed tracking from order ${formatOrderNumber(o.number)}.`,
      changes: [
        { field: 'trackingId', before: 'RM123456785GB', after: null },
        { field: 'carrier', before: 'Royal Mail', after: null },
      ],
    });
  });

  it('records a status change; a refused move (Shipped without tracking) leaves no change and no entry', async () => {
    const o = await s.order();
    expect((await s.send('PUT', `/orders/update/${o.id}`, { status: 'Delivered' })).status).toBe(200);
    const [entry] = await auditEntriesOf(s.db, 'order.status', o.id);
    expect(entry).toMatchObject({
      area: 'orders',
      summary: `Changed order ${formatOrderNumber(o.number)} from Confirmed to Delivered.`,
      changes: [{ field: 'status', before: 'Confirmed', after: 'Delivered' }],
    });

    const other = await s.order();
    const before = await s.entryCount();
    const refused = await s.send('PUT', `/orders/update/${other.id}`, { status: 'Shipped' });
    expect(refused.status).toBe(400);
    expect((await s.orderRow(other.id)).status).toBe('Confirmed');
    expect(await auditEntriesOf(s.db, 'order.status', other.id)).toEqual([]);
    expect(await s.entryCount()).toBe(before);
    // the earlier entry is still there as written
    expect(await auditEntriesOf(s.db, 'order.status', o.id)).toEqual([entry]);
  });

  it('records the private note and e-mails to the buyer', async () => {
    const o = await s.order();
    expect((await s.send('PUT', `/orders/${o.id}/message`, { message: 'Rush job' })).status).toBe(200);
    expect(
      (await s.send('PUT', `/orders/${o.id}/message`, { message: 'Rush job, blue thread' })).status,
    ).toBe(200);
    const notes = await auditEntriesOf(s.db, 'order.note', o.id);
    expect(notes.map((n) => n.changes)).toEqual([
      [{ field: 'internalNote', before: null, after: 'Rush job' }],
      [{ field: 'internalNote', before: 'Rush job', after: 'Rush job, blue thread' }],
    ]);

    const sent = await s.send('POST', `/orders/${o.id}/send-email`, { message: 'Your polos ship Friday.' });
    expect(sent.status).toBe(200);
    const [mail] = await auditEntriesOf(s.db, 'order.email', o.id);
    expect(mail).toMatchObject({
      area: 'orders',
      summary: `E-mailed the customer of order ${formatOrderNumber(o.number)}.`,
      changes: [
        { field: 'to', before: null, after: s.jo.email },
        { field: 'message', before: null, after: 'Your polos ship Friday.' },
      ],
    });
  });

  it('records a refund; one refused (not cancelled, not paid) leaves neither change nor entry', async () => {
    const o = await s.order({ paymentSessionId: `cs_test_audit${Date.now()}`, status: 'Cancelled' });
    await s.db.insert(testCheckoutSessions).values({
      id: o.paymentSessionId!,
      orderId: o.id,
      amountTotal: o.total,
      currency: 'gbp',
      lineItems: {},
      status: 'paid',
      successUrl: 'http://localhost/success',
      cancelUrl: 'http://localhost/checkout',
      idempotencyKey: `session-${o.id}`,
    });
    expect((await s.send('POST', `/orders/${o.id}/refund`)).status).toBe(200);
    const [refund] = await auditEntriesOf(s.db, 'refund.issue', o.id);
    expect(refund).toMatchObject({
      area: 'refunds',
      summary: `Refunded £24.95 on order ${formatOrderNumber(o.number)}.`,
      changes: [
        { field: 'paymentStatus', before: 'paid', after: 'refunded' },
        { field: 'refundedAmount', before: 0, after: 2495 },
      ],
    });

    const before = await s.entryCount();
    const unpaid = await s.order({ paymentStatus: 'unpaid', paidAt: null, status: 'Cancelled' });
    const notCancelled = await s.order();
    expect((await s.send('POST', `/orders/${unpaid.id}/refund`)).status).toBe(400);
    expect((await s.send('POST', `/orders/${notCancelled.id}/refund`)).status).toBe(400);
    expect((await s.orderRow(notCancelled.id)).paymentStatus).toBe('paid');
    expect(await s.entryCount()).toBe(before);
    expect(await auditEntriesOf(s.db, 'refund.issue', o.id)).toEqual([refund]);
  });

  it('records deleting (archiving) and restoring an order, once each', async () => {
    const o = await s.order();
    expect((await s.send('DELETE', `/orders/${o.id}/deleteOrder`)).status).toBe(200);
    expect((await s.send('DELETE', `/orders/${o.id}/deleteOrder`)).status).toBe(200);
    expect((await s.send('PUT', `/orders/${o.id}/restoreOrder`)).status).toBe(200);
    const archived = await auditEntriesOf(s.db, 'order.archive', o.id);
    expect(archived).toHaveLength(1);
    expect(archived[0]!.changes).toEqual([{ field: 'archivedAt', before: null, after: expect.any(String) }]);
    const [restored] = await auditEntriesOf(s.db, 'order.restore', o.id);
    expect(restored!.changes).toEqual([
      { field: 'archivedAt', before: archived[0]!.changes[0]!.after, after: null },
    ]);
  });

  it("records proofs sent and production's moves", async () => {
    const polo = (await createProduct(s.db, { title: 'Audit Polo' }))!;
    const o = await insertOrderWithLines(
      s.db,
      s.jo,
      [{ product: polo, colour: 'Navy', size: 'M', quantity: 10, decorations: [TEXT_LOGO] }],
      { productionStatus: 'Awaiting proof', paymentProvider: t.ctx.payments.name },
    );
    const form = new FormData();
    const pdf =
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'proof.pdf');
    form.append('lineIds', 'order');
    const res = await t.request(`/api/orders/${o.id}/proofs`, {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: s.cookie, 'x-forwarded-for': '10.9.251.1' },
      body: form,
    });
    expect(res.status).toBe(201);
    const [sent] = await auditEntriesOf(s.db, 'proof.send', o.id);
    expect(sent).toMatchObject({
      area: 'proofs',
      summary: `Sent proof version 1 of order ${formatOrderNumber(o.number)} (1 file).`,
      changes: [
        { field: 'productionStatus', before: 'Awaiting proof', after: 'Proof sent' },
        { field: 'proofVersion', before: 0, after: 1 },
      ],
    });

    // an approved order (the customer's answer records nothing: not staff's) goes into production
    await s.db.update(orders).set({ productionStatus: 'Approved' }).where(eq(orders.id, o.id));
    const moved = await s.send('POST', `/orders/${o.id}/production`, { move: 'startProduction' });
    expect(moved.status).toBe(200);
    const [production] = await auditEntriesOf(s.db, 'order.production', o.id);
    expect(production).toMatchObject({
      summary: `Started production of order ${formatOrderNumber(o.number)}.`,
      changes: [{ field: 'productionStatus', before: 'Approved', after: 'In production' }],
    });

    // a refused move (ready before production… already in production: start again) writes nothing
    const before = await s.entryCount();
    expect((await s.send('POST', `/orders/${o.id}/production`, { move: 'startProduction' })).status).toBe(
      409,
    );
    expect(await s.entryCount()).toBe(before);
  });

  it("records the seller's re-order and deleting a customer, naming no one in the entry", async () => {
    const ann = await createCustomer(s.db, { firstName: 'Ann', lastName: 'Other' });
    const o = await insertOrder(s.db, ann, { paymentStatus: 'paid', paidAt: new Date() });
    expect((await s.send('POST', `/customers/${ann.id}/orders/${o.id}/reorder`)).status).toBe(200);
    const [reorder] = await auditEntriesOf(s.db, 'order.reorder', o.id);
    expect(reorder).toMatchObject({ area: 'orders', subjectId: o.id });

    expect((await s.send('DELETE', `/orders/${ann.id}/deleteCustomer`)).status).toBe(200);
    const [deleted] = await auditEntriesOf(s.db, 'customer.delete', ann.id);
    expect(deleted).toMatchObject({ area: 'customers', subjectId: ann.id });
    expect(deleted!.changes).toEqual([{ field: 'anonymisedAt', before: null, after: expect.any(String) }]);
    expect(JSON.stringify(deleted)).not.toContain(ann.email);
    expect(deleted!.summary).not.toContain('Ann');
  });

  it('records the first opening of an inbox message by staff only, and nothing for a customer', async () => {
    const [message] = await s.db
      .insert(contactMessages)
      .values({
        fullName: 'Sam Sender',
        email: 'sam@example.com',
        contactNumber: '0113 496 0000',
        message: 'Hi',
      })
      .returning();
    // a customer's (or the shop's) write has no staff actor: nothing recorded
    await runInRequestScope('10.1.1.1', () => t.ctx.services.contact.markRead(message!.id));
    expect(await auditEntriesOf(s.db, 'inbox.read', message!.id)).toEqual([]);
    await s.db.execute(sql`update contact_messages set read_at = null where id = ${message!.id}`);

    const owner = { ...s.owner, role: 'owner' as const };
    await runInRequestScope('10.1.1.2', async () => {
      setRequestActor(owner);
      await t.ctx.services.contact.markRead(message!.id);
      await t.ctx.services.contact.markRead(message!.id);
    });
    const entries = await auditEntriesOf(s.db, 'inbox.read', message!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: 'inbox',
      ip: '10.1.1.2',
      actorId: s.owner.id,
      summary: 'Opened the message from Sam Sender.',
    });
  });

  it('reads the trail by person, area and day, a page at a time, and as CSV, for the Owner and Manager only', async () => {
    const res = await s.send('GET', '/audit');
    expect(res.status).toBe(200);
    const all = (await res.json()) as {
      entries: AuditEntryView[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect(all.total).toBeGreaterThan(5);
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    // newest first
    const times = all.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const refunds = (await (await s.send('GET', '/audit?area=refunds')).json()) as typeof all;
    expect(refunds.entries.length).toBeGreaterThan(0);
    expect(refunds.entries.every((e) => e.area === 'refunds')).toBe(true);

    const byOwner = (await (await s.send('GET', `/audit?actor=${s.owner.id}`)).json()) as typeof all;
    expect(byOwner.total).toBe(all.total);
    const nobody = (await (await s.send('GET', `/audit?actor=${s.office.id}`)).json()) as typeof all;
    expect(nobody).toMatchObject({ entries: [], total: 0 });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const day = (await (await s.send('GET', `/audit?from=${today}&to=${today}`)).json()) as typeof all;
    expect(day.total).toBe(all.total);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = (await (await s.send('GET', `/audit?from=${tomorrow}`)).json()) as typeof all;
    expect(later.total).toBe(0);
    expect((await s.send('GET', '/audit?area=nowhere')).status).toBe(400);
    expect((await s.send('GET', '/audit?from=yesterday')).status).toBe(400);

    const csv = await s.send('GET', '/audit?format=csv&area=orders');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('audit.csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // a byte order mark first, so a spreadsheet reads the names as written
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('When (London),Who,E-mail,Address,Area,Action,Summary,Changes');
    expect(lines.slice(1).every((l) => l.includes(',Orders,order.'))).toBe(true);
    expect(text).toContain('trackingId: — → RM123456785GB; carrier: — → Royal Mail');

    // Office and Production may not read it; a customer and a guest neither
    const officeCookie = await s.api.login('/auth/admin/login', s.office.email, s.office.password);
    const productionCookie = await s.api.login(
      '/auth/admin/login',
      s.production.email,
      s.production.password,
    );
    const customerCookie = await s.api.login('/auth/login', s.jo.email, s.jo.password);
    expect((await s.send('GET', '/audit', undefined, officeCookie)).status).toBe(403);
    expect((await s.send('GET', '/audit?format=csv', undefined, productionCookie)).status).toBe(403);
    expect((await s.send('GET', '/audit', undefined, customerCookie)).status).toBe(403);
    expect((await s.send('GET', '/audit', undefined, '')).status).toBe(401);
    const manager = await createStaffMember(s.db, 'manager');
    const managerCookie = await s.api.login('/auth/admin/login', manager.email, manager.password);
    expect((await s.send('GET', '/audit', undefined, managerCookie)).status).toBe(200);
  });

  it('the database refuses to update or delete an entry', async () => {
    const [entry] = await s.db.select().from(auditEvents).orderBy(asc(auditEvents.at)).limit(1);
    await expect(
      s.db.execute(sql`update audit_events set summary = 'nothing happened' where id = ${entry!.id}`),
    ).rejects.toThrow();
    await expect(s.db.execute(sql`delete from audit_events where id = ${entry!.id}`)).rejects.toThrow();
    const [still] = await s.db.select().from(auditEvents).where(eq(auditEvents.id, entry!.id));
    expect(still).toEqual(entry);
  });
});

/** A fresh migrated database whose every statement after migrating is written into `seen`. */
async function loggedDatabase(kind: DatabaseKind, seen: string[]) {
  let on = false;
  const onQuery = (q: string) => void (on && seen.push(q));
  const server = kind === 'postgres' ? await createPostgresTestDatabase() : null;
  const handle = openDatabase(
    server ? { url: server.url, maxConnections: 4, onQuery } : { pgliteDir: 'memory', onQuery },
  );
  await handle.migrate();
  on = true;
  return {
    ...handle,
    async close() {
      await handle.close();
      await server?.drop();
    },
  };
}

const AUDIT_WRITE = /^\s*(update|delete\s+from)\s+"?audit_events"?/i;

describe.each(testDatabases())('no SQL the app issues updates or deletes the audit trail, on %s', (kind) => {
  const seen: string[] = [];
  let t: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await loggedDatabase(kind, seen);
    t = await createTestApp(kind, {}, { database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('over a broad run of staff writes, reads and refusals', async () => {
    const s = await setUp(t);
    const o = await s.order();
    const calls: [string, string, unknown?][] = [
      ['PUT', `/orders/${o.id}/tracking`, { trackingId: 'RM123456785GB', shippingCarrier: 'Royal Mail' }],
      ['PUT', `/orders/update/${o.id}`, { status: 'Shipped' }],
      ['PUT', `/orders/${o.id}/message`, { message: 'Note' }],
      ['PUT', `/orders/${o.id}/message`, { message: '' }],
      ['POST', `/orders/${o.id}/send-email`, { message: 'Hello' }],
      ['DELETE', `/orders/${o.id}/deleteOrder`],
      ['PUT', `/orders/${o.id}/restoreOrder`],
      ['POST', `/orders/${o.id}/refund`],
      ['PUT', `/orders/update/${o.id}`, { status: 'Nope' }],
      ['GET', '/audit'],
      ['GET', '/audit?format=csv'],
      ['GET', `/orders/${o.id}`],
      ['DELETE', `/orders/${s.jo.id}/deleteCustomer`],
    ];
    for (const [method, p, body] of calls) await s.send(method, p, body);
    await t.ctx.jobs.drain();

    expect(seen.length).toBeGreaterThan(50);
    // the log sees the trail being written, so it would see it being changed
    expect(seen.filter((q) => /insert into "audit_events"/i.test(q)).length).toBeGreaterThan(5);
    expect(seen.filter((q) => AUDIT_WRITE.test(q))).toEqual([]);
  });
});

/** Every source file of the app (not node_modules, builds, migrations or tests' fixtures). */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (
      ['node_modules', 'build', 'dist', '.git', 'migrations', '.react-router', 'test-results'].includes(name)
    )
      continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|sql)$/.test(name)) out.push(full);
  }
  return out;
}

describe('the source', () => {
  it('has no update or delete of auditEvents outside the migrations', () => {
    const root = path.resolve(__dirname, '../..');
    const self = path.resolve(__filename);
    const writes = [
      /\.update\(\s*auditEvents\b/,
      /\.delete\(\s*auditEvents\b/,
      /\bupdate\s+"?audit_events"?\s+set\b/i,
      /\bdelete\s+from\s+"?audit_events"?/i,
    ];
    const offenders = sourceFiles(root)
      .filter((file) => file !== self)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return writes.some((w) => w.test(text));
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
