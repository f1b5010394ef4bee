import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainPicture } from '../../tests/helpers/photos';
import type { LineDecoration } from '../../domain/line-item';
import { formatOrderNumber } from '../../domain/orders';
import { PRODUCTION_MESSAGES, proofReminderAt, SHIPPING_MESSAGES } from '../../domain/production';
import { PROOF_FILE_MESSAGES, PROOF_MAX_BYTES, PROOF_UPLOAD_MESSAGES } from '../../domain/schemas/proofs';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { mailHeader } from '../../tests/helpers/smtp';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { jobs, orderEvents, orderLines, orderProofFiles, orderProofs, orders } from '../db/schema';
import { PROOF_REMINDER_JOB } from '../services/orders/proofs';
import { inlineDisposition } from './proofs';

const ORIGIN = 'http://localhost';
const PUBLIC_URL = 'http://shop.test';
const SHOP_EMAIL = 'orders@shop.test';
/** The shop's clock: a Monday morning ahead of the database's, so a reminder (Thursday) is not yet due. */
const SENT_AT = new Date('2027-02-01T10:00:00Z');
const MIGRATION = path.resolve(__dirname, '../db/migrations/0016_proofs.sql');

/** A mail's raw text with quoted-printable undone (soft breaks, =XX). */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const TEXT_LOGO: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'BLOGGS BUILDERS', font: 'Serif' },
  isPreviousLogo: false,
};

/** A real 60×40 PNG and a real one-page PDF, as a seller's proofs would be. */
async function proofFiles() {
  const png = await plainPicture('png', { width: 60, height: 40, background: '#1d4ed8' });
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  return { png, pdf };
}

describe('inlineDisposition', () => {
  it('keeps the name exactly in filename* and a safe ASCII one in filename', () => {
    expect(inlineDisposition('Café "logo";\r\nX: 1.pdf')).toBe(
      `inline; filename="Caf_ _logo____X: 1.pdf"; filename*=UTF-8''Caf%C3%A9%20%22logo%22%3B%0D%0AX%3A%201.pdf`,
    );
  });
});

describe.each(testDatabases())('proofs of decorated orders on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL, PUBLIC_URL }), { clock: () => now });
  let now = SENT_AT;
  let ip = 0;
  let seller: string;
  let customer: string;
  let stranger: string;
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let files: Awaited<ReturnType<typeof proofFiles>>;

  const db = () => t.ctx.database.db;
  const headers = (cookie?: string, json = true) => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    origin: ORIGIN,
    'x-forwarded-for': `10.77.${++ip % 250}.1`,
    ...(cookie ? { cookie } : {}),
  });
  const send = (method: string, p: string, cookie?: string, body?: unknown) =>
    t.request(`/api${p}`, {
      method,
      headers: headers(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const login = async (p: string, email: string, password: string) => {
    const res = await send('POST', p, undefined, { email, password });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  /** The seller's upload: each file with the line it shows ("order" for the whole order). */
  const upload = (
    orderId: string,
    parts: { bytes: Buffer; name: string; lineId: string; type?: string }[],
    message?: string,
    cookie = seller,
  ) => {
    const form = new FormData();
    if (message !== undefined) form.append('message', message);
    for (const part of parts) {
      form.append(
        'files',
        new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }),
        part.name,
      );
      form.append('lineIds', part.lineId);
    }
    return t.request(`/api/orders/${orderId}/proofs`, {
      method: 'POST',
      headers: headers(cookie, false),
      body: form,
    });
  };
  const drain = () => t.ctx.jobs.drain();
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  const subjects = (email: string) => mailsTo(email).map((m) => mailHeader(m.raw, 'Subject'));
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const events = async (orderId: string, kindOf: string) =>
    (
      await db()
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kindOf as 'production')))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    ).map((e) => e.detail);
  const storedProofFiles = (orderId: string) =>
    existsSync(path.join(t.ctx.config.dataDir, 'files', 'private', 'proofs', orderId));

  /** A paid order (awaiting its proof) with a decorated polo line and a plain one; its line ids. */
  async function decoratedOrder(values: Parameters<typeof insertOrderWithLines>[3] = {}) {
    const order = await insertOrderWithLines(
      db(),
      jo,
      [
        { product: polo, colour: 'Navy', size: 'M', quantity: 10, decorations: [TEXT_LOGO] },
        { product: polo, colour: 'Navy', size: 'L', quantity: 2 },
      ],
      { productionStatus: 'Awaiting proof', paymentProvider: t.ctx.payments.name, ...values },
    );
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.sortOrder));
    return { order, decoratedLine: lines[0]!.id, plainLine: lines[1]!.id };
  }

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    jo = await createCustomer(db(), { firstName: 'Jo', lastName: 'Bloggs' });
    const other = await createCustomer(db());
    seller = await login('/auth/admin/login', 'seller@shop.test', 'seller-password');
    customer = await login('/auth/login', jo.email, jo.password);
    stranger = await login('/auth/login', other.email, other.password);
    polo = (await createProduct(db(), { title: 'Classic Polo', price: 1500 }))!;
    files = await proofFiles();
  });

  it('describes the seller-only operations so seller-access.test.ts walks them, and not the answers', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    const refusal = (p: string, method = 'post') => doc.paths[p]?.[method]?.responses['403']?.description;
    expect(refusal('/orders/{orderId}/proofs')).toBe('Not the seller');
    expect(refusal('/orders/{orderId}/production')).toBe('Not the seller');
    expect(refusal('/orders/{orderId}/proofs/{version}/approve')).toMatch(/^A seller/);
    expect(refusal('/orders/{orderId}/proofs/{version}/changes')).toMatch(/^A seller/);
    expect(doc.paths['/orders/{orderId}/proofs/files/{fileId}']?.get).toBeDefined();
  });

  it('goes from proof to changes, a second version, approval and shipping, through HTTP and the mails', async () => {
    now = SENT_AT;
    const { order, decoratedLine } = await decoratedOrder();
    const number = formatOrderNumber(order.number);

    // Shipped is refused while the proof is not approved, and the tracking typed with it is not saved
    const early = await send('PUT', `/orders/update/${order.id}`, seller, {
      status: 'Shipped',
      trackingId: 'AB123456789GB',
      shippingCarrier: 'Royal Mail',
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: SHIPPING_MESSAGES.notApproved('Awaiting proof') });
    expect(await orderRow(order.id)).toMatchObject({ status: 'Pending', trackingId: null, carrier: null });

    // version 1: a PNG of the decorated line and a PDF of the whole order, with a message
    const sent = await upload(
      order.id,
      [
        { bytes: files.png, name: 'polo front.png', lineId: decoratedLine },
        { bytes: files.pdf, name: 'whole order.pdf', lineId: 'order' },
      ],
      'Here is your proof.\nThe logo is 9 cm wide.',
    );
    expect(sent.status).toBe(201);
    const v1 = await sent.json();
    expect(v1.message).toBe('Proof version 1 sent to the customer.');
    expect(v1.production).toMatchObject({ status: 'Proof sent', proofVersion: 1, canAnswer: false });
    expect(v1.production.proofs[0].files).toMatchObject([
      {
        orderLineId: decoratedLine,
        label: 'Classic Polo – Navy, M × 10',
        mimeType: 'image/png',
        isImage: true,
      },
      { orderLineId: null, label: 'Whole order', mimeType: 'application/pdf', isImage: false },
    ]);
    const [pngFile] = await db()
      .select()
      .from(orderProofFiles)
      .where(eq(orderProofFiles.id, v1.production.proofs[0].files[0].id));
    expect(pngFile!.fileKey).toMatch(new RegExp(`^private/proofs/${order.id}/1/[0-9a-f-]{36}\\.png$`));
    // never through the public file route
    expect((await t.request(`/files/${pngFile!.fileKey}`)).status).toBe(404);

    // the customer's mail: message, version, what to do, and a link a guest can open
    await drain();
    const mail = decode(mailsTo(jo.email).find((m) => /Your proof for order/.test(m.raw))!.raw);
    expect(mailHeader(mail, 'Subject')).toBe(`Your proof for order ${number} is ready (version 1)`);
    expect(mail).toContain('The logo is 9 cm wide.');
    expect(mail).toContain('press Approve');
    expect(mail).toContain('Request changes');
    const link = new RegExp(`${PUBLIC_URL}/orders/${order.id}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const q = `?token=${encodeURIComponent(token)}`;

    // the guest opens the order and the proof through the signed token; without it, or with another, 404
    const page = await send('GET', `/orders/orders/${order.id}${q}`);
    expect(page.status).toBe(200);
    expect((await page.json()).order._id).toBe(order.id);
    expect((await send('GET', `/orders/orders/${order.id}?token=x${encodeURIComponent(token)}`)).status).toBe(
      404,
    );
    const fileUrl = `/orders/${order.id}/proofs/files/${pngFile!.id}`;
    const opened = await send('GET', `${fileUrl}${q}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('cache-control')).toMatch(/^private/);
    expect(opened.headers.get('content-disposition')).toBe(
      `inline; filename="polo front.png"; filename*=UTF-8''polo%20front.png`,
    );
    expect(Buffer.from(await opened.arrayBuffer()).equals(files.png)).toBe(true);
    expect((await send('GET', fileUrl)).status).toBe(404);
    expect((await send('GET', `${fileUrl}?token=${t.ctx.services.orders.linkToken(polo.id)}`)).status).toBe(
      404,
    );
    expect((await send('GET', fileUrl, stranger)).status).toBe(404);
    expect((await send('GET', fileUrl, seller)).status).toBe(200);

    // only the customer answers: a stranger is told there is no such order, the seller is refused
    expect((await send('POST', `/orders/${order.id}/proofs/1/approve`, stranger)).status).toBe(404);
    const bySeller = await send('POST', `/orders/${order.id}/proofs/1/approve`, seller);
    expect(bySeller.status).toBe(403);
    expect(await bySeller.json()).toEqual({ message: PRODUCTION_MESSAGES.customerOnly });

    // the guest asks for changes: a comment is required
    const empty = await send('POST', `/orders/${order.id}/proofs/1/changes${q}`, undefined, {
      comment: '  ',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: PRODUCTION_MESSAGES.commentRequired });
    const changes = await send('POST', `/orders/${order.id}/proofs/1/changes${q}`, undefined, {
      comment: 'Please make the logo <b>bigger</b>.',
    });
    expect(changes.status).toBe(200);
    const asked = await changes.json();
    expect(asked.production).toMatchObject({
      status: 'Changes requested',
      proofVersion: 1,
      canAnswer: false,
    });
    expect(asked.production.proofs[0]).toMatchObject({
      answer: 'changes',
      comment: 'Please make the logo <b>bigger</b>.',
    });
    // the guest's file links carry their token
    expect(asked.production.proofs[0].files[0].url).toContain(`?token=${encodeURIComponent(token)}`);
    await drain();
    const shopMail = decode(mailsTo(SHOP_EMAIL).at(-1)!.raw);
    expect(mailHeader(shopMail, 'Subject')).toBe(
      `Changes requested to the proof for order ${number} (version 1)`,
    );
    expect(shopMail).toContain('Please make the logo <b>bigger</b>.'); // the text part
    expect(shopMail).toContain('Please make the logo &lt;b&gt;bigger&lt;/b&gt;.'); // escaped in the HTML

    // version 2, one file for the line
    const second = await upload(order.id, [{ bytes: files.png, name: 'v2.png', lineId: decoratedLine }], '');
    expect(second.status).toBe(201);
    expect((await second.json()).message).toBe('Proof version 2 sent to the customer.');

    // answering version 1 now names version 2
    const old = await send('POST', `/orders/${order.id}/proofs/1/approve`, customer);
    expect(old.status).toBe(409);
    expect(await old.json()).toEqual({ message: 'This is proof version 1; the current proof is version 2.' });

    // still not approved: Shipped refused
    const stillEarly = await send('PUT', `/orders/update/${order.id}`, seller, {
      status: 'Shipped',
      trackingId: 'AB123456789GB',
      shippingCarrier: 'Royal Mail',
    });
    expect(stillEarly.status).toBe(409);
    expect(await stillEarly.json()).toEqual({ message: SHIPPING_MESSAGES.notApproved('Proof sent') });

    // the owner approves version 2
    now = new Date('2027-02-02T09:30:00Z');
    const approved = await send('POST', `/orders/${order.id}/proofs/2/approve`, customer);
    expect(approved.status).toBe(200);
    const body = await approved.json();
    expect(body.production).toMatchObject({
      status: 'Approved',
      proofVersion: 2,
      approvedAt: now.toISOString(),
      canAnswer: false,
    });
    expect(body.production.productionWindow).not.toBeNull();
    expect((await orderRow(order.id)).approvedAt?.toISOString()).toBe(now.toISOString());
    const [v2] = await db()
      .select()
      .from(orderProofs)
      .where(and(eq(orderProofs.orderId, order.id), eq(orderProofs.version, 2)));
    expect(v2).toMatchObject({ answer: 'approved', comment: null });
    await drain();
    expect(subjects(SHOP_EMAIL)).toContain(`Proof approved for order ${number} (version 2)`);

    // now it ships
    const shipped = await send('PUT', `/orders/update/${order.id}`, seller, {
      status: 'Shipped',
      trackingId: 'AB123456789GB',
      shippingCarrier: 'Royal Mail',
    });
    expect(shipped.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Shipped', trackingId: 'AB123456789GB' });

    // every version and answer is on the timeline
    expect((await events(order.id, 'production')).map((d) => d.production)).toEqual([
      { kind: 'sendProof', from: 'Awaiting proof', to: 'Proof sent', proofVersion: 1 },
      {
        kind: 'requestChanges',
        from: 'Proof sent',
        to: 'Changes requested',
        proofVersion: 1,
        comment: 'Please make the logo <b>bigger</b>.',
      },
      { kind: 'sendProof', from: 'Changes requested', to: 'Proof sent', proofVersion: 2 },
      { kind: 'approve', from: 'Proof sent', to: 'Approved', proofVersion: 2 },
    ]);
    expect(await events(order.id, 'status')).toEqual([{ from: 'Pending', to: 'Shipped' }]);
  });

  it('ships a decorated order before approval only with a reason, which the timeline records', async () => {
    const { order } = await decoratedOrder();
    const ship = (overrideReason?: string) =>
      send('PUT', `/orders/update/${order.id}`, seller, {
        status: 'Shipped',
        trackingId: 'AB1',
        shippingCarrier: 'Royal Mail',
        ...(overrideReason === undefined ? {} : { overrideReason }),
      });
    const blank = await ship('   ');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: SHIPPING_MESSAGES.reasonRequired });
    expect(await orderRow(order.id)).toMatchObject({ status: 'Pending', trackingId: null });
    expect((await ship('x'.repeat(501))).status).toBe(400);

    const res = await ship('  The customer approved the proof by phone.  ');
    expect(res.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Shipped', trackingId: 'AB1' });
    expect(await events(order.id, 'status')).toEqual([
      { from: 'Pending', to: 'Shipped', overrideReason: 'The customer approved the proof by phone.' },
    ]);

    // shipped on the seller's word, it reads as shipped (not Awaiting proof) to the customer and the seller
    const json = await (await send('GET', `/orders/orders/${order.id}`, customer)).json();
    expect(json.order).toMatchObject({ productionStatus: 'Shipped', proofVersion: 0 });
    const view = await t.ctx.services.proofs.productionView(await orderRow(order.id), { mayAnswer: true });
    expect(view).toMatchObject({ status: 'Shipped', canAnswer: false });
    const late = await upload(order.id, [{ bytes: files.pdf, name: 'p.pdf', lineId: 'order' }]);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: PRODUCTION_MESSAGES.orderShipped });
  });

  it('takes a cancelled order out of Awaiting proof: its JSON and pages read Cancelled, answers refused', async () => {
    const { order, decoratedLine } = await decoratedOrder();
    expect(await (await send('GET', `/orders/orders/${order.id}`, customer)).json()).toMatchObject({
      order: { productionStatus: 'Awaiting proof' },
    });
    expect(
      (await upload(order.id, [{ bytes: files.pdf, name: 'p.pdf', lineId: decoratedLine }])).status,
    ).toBe(201);
    expect((await send('PUT', `/orders/update/${order.id}`, seller, { status: 'Cancelled' })).status).toBe(
      200,
    );

    expect(await (await send('GET', `/orders/orders/${order.id}`, customer)).json()).toMatchObject({
      order: { status: 'Cancelled', productionStatus: 'Cancelled', proofVersion: 1 },
    });
    const view = await t.ctx.services.proofs.productionView(await orderRow(order.id), { mayAnswer: true });
    expect(view).toMatchObject({ status: 'Cancelled', canAnswer: false });
    const approve = await send('POST', `/orders/${order.id}/proofs/1/approve`, customer);
    expect(approve.status).toBe(409);
    expect(await approve.json()).toEqual({ message: PRODUCTION_MESSAGES.orderCancelled });
    expect((await orderRow(order.id)).productionStatus).toBe('Proof sent');
  });

  it('moves an approved order into production and to ready to ship, seller only, in order', async () => {
    const { order, decoratedLine } = await decoratedOrder();
    const moveTo = (move: string, cookie = seller) =>
      send('POST', `/orders/${order.id}/production`, cookie, { move });
    const tooSoon = await moveTo('startProduction');
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toEqual({ message: PRODUCTION_MESSAGES.sendProofFirst });
    expect(
      (await upload(order.id, [{ bytes: files.pdf, name: 'p.pdf', lineId: decoratedLine }])).status,
    ).toBe(201);
    expect(await (await moveTo('startProduction')).json()).toEqual({
      message: PRODUCTION_MESSAGES.awaitingAnswer(1),
    });
    expect((await send('POST', `/orders/${order.id}/proofs/1/approve`, customer)).status).toBe(200);
    expect((await moveTo('startProduction', customer)).status).toBe(403);
    const ready = await moveTo('markReady');
    expect(ready.status).toBe(409);
    expect(await ready.json()).toEqual({ message: PRODUCTION_MESSAGES.startProductionFirst });
    const started = await moveTo('startProduction');
    expect(started.status).toBe(200);
    expect((await started.json()).production.status).toBe('In production');
    expect((await (await moveTo('markReady')).json()).production.status).toBe('Ready to ship');
    expect((await orderRow(order.id)).productionStatus).toBe('Ready to ship');
    // an approved proof takes no new version
    const late = await upload(order.id, [{ bytes: files.png, name: 'late.png', lineId: 'order' }]);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: PRODUCTION_MESSAGES.approvedNoNewProof(1) });
    expect((await moveTo('sendProof')).status).toBe(400);
  });

  describe('refuses bad uploads, storing nothing', () => {
    it('a text file named .pdf, alone or beside a real PNG', async () => {
      const { order, decoratedLine } = await decoratedOrder();
      const text = Buffer.from('This is not a proof, only text pretending to be a PDF.\n');
      for (const parts of [
        [{ bytes: text, name: 'proof.pdf', lineId: decoratedLine, type: 'application/pdf' }],
        [
          { bytes: files.png, name: 'ok.png', lineId: decoratedLine },
          { bytes: text, name: 'proof.pdf', lineId: 'order', type: 'application/pdf' },
        ],
      ]) {
        const res = await upload(order.id, parts, 'hi');
        expect(res.status).toBe(400);
        // the refusal names the file, so the seller knows which one to take out
        expect(await res.json()).toEqual({
          message: '“proof.pdf” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof.',
        });
      }
      expect(storedProofFiles(order.id)).toBe(false);
      expect(await db().select().from(orderProofs).where(eq(orderProofs.orderId, order.id))).toEqual([]);
      expect(await orderRow(order.id)).toMatchObject({ productionStatus: 'Awaiting proof', proofVersion: 0 });
    });

    it('11 files, a line that is not a decorated line of the order, and line ids that do not match', async () => {
      const { order, decoratedLine, plainLine } = await decoratedOrder();
      const eleven = Array.from({ length: 11 }, (_, i) => ({
        bytes: files.png,
        name: `${i}.png`,
        lineId: 'order',
      }));
      const tooMany = await upload(order.id, eleven);
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toEqual({ message: PROOF_UPLOAD_MESSAGES.tooMany });

      const other = await decoratedOrder();
      for (const lineId of [plainLine, other.decoratedLine, 'not-a-line']) {
        const res = await upload(order.id, [{ bytes: files.png, name: 'a.png', lineId }]);
        expect(res.status, lineId).toBe(400);
        expect(await res.json()).toEqual({ message: PROOF_UPLOAD_MESSAGES.notDecoratedLine });
      }
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(files.png)]), 'a.png');
      form.append('files', new Blob([new Uint8Array(files.png)]), 'b.png');
      form.append('lineIds', decoratedLine);
      const mismatch = await t.request(`/api/orders/${order.id}/proofs`, {
        method: 'POST',
        headers: headers(seller, false),
        body: form,
      });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toEqual({ message: PROOF_UPLOAD_MESSAGES.lineIdsMismatch });
      const long = await upload(
        order.id,
        [{ bytes: files.png, name: 'a.png', lineId: 'order' }],
        'x'.repeat(2001),
      );
      expect(long.status).toBe(400);
      expect(storedProofFiles(order.id)).toBe(false);
      expect(await db().select().from(orderProofs).where(eq(orderProofs.orderId, order.id))).toEqual([]);
    });

    it('an unpaid or a cancelled order (409)', async () => {
      for (const [values, message] of [
        [{ paymentStatus: 'unpaid', productionStatus: null }, PROOF_UPLOAD_MESSAGES.notPaid],
        [{ status: 'Cancelled' }, PROOF_UPLOAD_MESSAGES.cancelled],
      ] as const) {
        const { order } = await decoratedOrder(values);
        const res = await upload(order.id, [{ bytes: files.png, name: 'a.png', lineId: 'order' }]);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ message });
        expect(storedProofFiles(order.id)).toBe(false);
        expect((await orderRow(order.id)).proofVersion).toBe(0);
      }
    });

    it('a file over 10 MB (413)', async () => {
      const { order } = await decoratedOrder();
      const big = Buffer.concat([files.pdf, Buffer.alloc(PROOF_MAX_BYTES)]);
      const res = await upload(order.id, [{ bytes: big, name: 'big.pdf', lineId: 'order' }]);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: PROOF_FILE_MESSAGES.tooLarge('big.pdf', big.length) });
      expect(PROOF_FILE_MESSAGES.tooLarge('big.pdf', big.length)).toBe(
        '“big.pdf” is 10.1 MB: each proof file must be 10 MB or smaller.',
      );
      expect(storedProofFiles(order.id)).toBe(false);
    });

    it('a customer cannot upload (403), a guest must log in (401)', async () => {
      const { order, decoratedLine } = await decoratedOrder();
      const part = [{ bytes: files.png, name: 'a.png', lineId: decoratedLine }];
      expect((await upload(order.id, part, 'hi', customer)).status).toBe(403);
      expect((await upload(order.id, part, 'hi', '')).status).toBe(401);
      expect(storedProofFiles(order.id)).toBe(false);
    });
  });

  it('reminds once, 3 working days on, only while the same proof is unanswered', async () => {
    now = SENT_AT;
    const waiting = await decoratedOrder();
    const answered = await decoratedOrder();
    for (const o of [waiting, answered])
      expect(
        (await upload(o.order.id, [{ bytes: files.png, name: 'p.png', lineId: o.decoratedLine }])).status,
      ).toBe(201);
    expect((await send('POST', `/orders/${answered.order.id}/proofs/1/approve`, customer)).status).toBe(200);
    const reminders = () =>
      db()
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, PROOF_REMINDER_JOB),
            sql`${jobs.payload}->>'orderId' in (${waiting.order.id}, ${answered.order.id})`,
          ),
        );
    const queued = await reminders();
    expect(queued).toHaveLength(2);
    for (const job of queued) {
      expect(job.runAt.toISOString()).toBe(proofReminderAt(SENT_AT).toISOString());
      expect(job.runAt.toISOString()).toBe('2027-02-04T10:00:00.000Z'); // Monday + 3 working days
      expect(job.doneAt).toBeNull();
    }
    await drain();
    const reminderSubject = (o: { order: { number: number } }) =>
      `Reminder: your proof for order ${formatOrderNumber(o.order.number)} is waiting for your answer`;
    expect(subjects(jo.email)).not.toContain(reminderSubject(waiting));

    // the clock reaches the reminder: run the jobs as if it were due
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(jobs.kind, PROOF_REMINDER_JOB),
          sql`${jobs.payload}->>'orderId' in (${waiting.order.id}, ${answered.order.id})`,
        ),
      );
    await drain();
    await drain();
    expect(subjects(jo.email).filter((s) => s === reminderSubject(waiting))).toHaveLength(1);
    expect(subjects(jo.email)).not.toContain(reminderSubject(answered));
    const reminder = decode(
      mailsTo(jo.email).find((m) => mailHeader(m.raw, 'Subject') === reminderSubject(waiting))!.raw,
    );
    expect(reminder).toContain(`${PUBLIC_URL}/orders/${waiting.order.id}?token=`);
    expect((await reminders()).every((j) => j.doneAt !== null)).toBe(true);
    expect(await events(waiting.order.id, 'mail')).toContainEqual({ mail: 'Proof reminder (version 1)' });
    expect(await events(answered.order.id, 'mail')).not.toContainEqual({
      mail: 'Proof reminder (version 1)',
    });
  });

  it('sets a decorated order Awaiting proof when it is paid; a plain one gets no production status', async () => {
    const pay = async (decorated: boolean) => {
      const order = await insertOrderWithLines(
        db(),
        jo,
        [
          {
            product: polo,
            colour: 'Navy',
            size: 'S',
            quantity: 1,
            ...(decorated ? { decorations: [TEXT_LOGO] } : {}),
          },
        ],
        { paymentStatus: 'unpaid', paidAt: null, paymentSessionId: `session-${decorated}-${Date.now()}` },
      );
      await t.ctx.services.orders.confirmPayment({
        sessionId: order.paymentSessionId!,
        orderId: order.id,
        paid: true,
        amountTotal: order.total,
        currency: 'gbp',
      });
      return orderRow(order.id);
    };
    expect(await pay(true)).toMatchObject({ paymentStatus: 'paid', productionStatus: 'Awaiting proof' });
    expect(await pay(false)).toMatchObject({ paymentStatus: 'paid', productionStatus: null });
  });

  it("the migration's backfill: paid decorated orders not yet shipped await a proof", async () => {
    const confirmed = await decoratedOrder({ productionStatus: null, status: 'Confirmed' });
    const shipped = await decoratedOrder({ productionStatus: null, status: 'Shipped' });
    const unpaid = await decoratedOrder({ productionStatus: null, paymentStatus: 'unpaid', paidAt: null });
    const plain = await insertOrderWithLines(
      db(),
      jo,
      [{ product: polo, colour: 'Navy', size: 'S', quantity: 1 }],
      {
        status: 'Confirmed',
      },
    );
    const backfill = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('UPDATE "orders" SET "production_status" = \'Awaiting proof\'');
    await db().execute(sql.raw(backfill));
    expect((await orderRow(confirmed.order.id)).productionStatus).toBe('Awaiting proof');
    expect((await orderRow(shipped.order.id)).productionStatus).toBeNull();
    expect((await orderRow(unpaid.order.id)).productionStatus).toBeNull();
    expect((await orderRow(plain.id)).productionStatus).toBeNull();
  });
});
