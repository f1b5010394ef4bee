import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../domain/earnings';
import type { LineDecoration } from '../../domain/line-item';
import { STORE_MESSAGES } from '../../domain/team-stores';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import {
  callApi,
  cookiesOf,
  jsonAnswer,
  logIn,
  payTestCheckout,
  pdfAnswerText,
  sellerSession,
  UK_ADDRESS,
} from '../../tests/helpers/api';
import { logoPng, plainPicture } from '../../tests/helpers/photos';
import { mailSubject } from '../../tests/helpers/smtp';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { orderEvents, orderLines, orders } from '../db/schema';

const EMBROIDERED: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'ST MARYS', font: 'Serif' },
  isPreviousLogo: false,
};

/**
 * Team stores' API (issue 32) on both databases: the seller's stores (create, save whole, refusals), the
 * members' gate, access code and store (404 without access), the batch with its totals, names, documents and
 * CSV, and the batch shipped with one mail per member read over SMTP.
 */
describe.each(testDatabases())('team stores API on %s', (kind) => {
  const smtp = useSmtpServer();
  let now = new Date();
  const t = useTestApp(
    kind,
    () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test', PUBLIC_URL: 'http://shop.test' }),
    { clock: () => now },
  );
  let seller = '';
  let ip = 0;
  beforeEach(() => {
    ip++;
    now = new Date();
  });
  const from = () => `10.32.${ip % 250}.1`;
  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    callApi(t, method, p, { body, cookie, from: from() });

  let polo: Awaited<ReturnType<typeof createProduct>>;
  let sweat: Awaited<ReturnType<typeof createProduct>>;
  let logoId = '';
  let n = 0;

  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'seller@stores.test', password: 'stores-seller-pass' },
      '10.32.0.1',
    );
    polo = (await createProduct(t.ctx.database.db, { title: 'School Polo', price: 900 }))!;
    sweat = (await createProduct(t.ctx.database.db, { title: 'School Sweatshirt', price: 1500 }))!;
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(await logoPng())], { type: 'image/png' }), 'st-marys.png');
    const uploaded = await jsonAnswer(
      await callApi(t, 'POST', '/stores/logo', { body: form, cookie: seller }),
      201,
    );
    expect(uploaded.logo).toMatchObject({
      name: 'st-marys.png',
      previewUrl: expect.stringContaining('/api/'),
    });
    logoId = uploaded.logo.id;
  });

  const storeInput = (overrides: Record<string, unknown> = {}) => ({
    name: "St Mary's PE kit",
    slug: `st-marys-${++n}-${kind}`,
    welcome: 'Order your PE kit by Friday.',
    logoId,
    access: 'code',
    accessCode: 'Hockey24',
    allowedDomains: [],
    names: { enabled: true, maxLength: 12, price: 300 },
    delivery: 'organisation',
    deliveryAddress: {
      address: "St Mary's School, Church Lane",
      city: 'Leeds',
      postCode: 'LS6 2AB',
      country: 'United Kingdom',
    },
    payer: 'member',
    contactName: 'Pat Head',
    contactEmail: 'office@stmarys.test',
    offers: [
      {
        productId: polo.id,
        colours: ['Navy', 'White'],
        price: 1450,
        decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
      },
      {
        productId: sweat.id,
        colours: ['Navy'],
        price: 2200,
        decorations: [
          { position: 'Left Breast', method: 'Embroidery' },
          { position: 'Large Front', method: 'Print' },
        ],
      },
    ],
    ...overrides,
  });

  async function createStore(overrides: Record<string, unknown> = {}) {
    return (await jsonAnswer(await send('POST', '/stores', storeInput(overrides), seller), 201)).store;
  }

  /** A placed member order of the store: each line with its names (order_lines.names) as checkout writes them. */
  async function memberOrder(
    storeId: string,
    member: { first: string; last: string; email: string },
    lines: { product: typeof polo; colour: string; size: string; names: string[] }[],
  ) {
    const order = await insertOrderWithLines(
      t.ctx.database.db,
      null,
      lines.map((l) => ({
        product: l.product,
        colour: l.colour,
        size: l.size,
        quantity: l.names.length,
        decorations: [EMBROIDERED],
      })),
      {
        storeId,
        email: member.email,
        shippingAddress: { firstName: member.first, lastName: member.last, email: member.email },
      },
    );
    for (const l of lines)
      await t.ctx.database.db
        .update(orderLines)
        .set({
          names: {
            position: 'Large Back',
            method: 'Print',
            font: 'Standard',
            names: l.names,
            unitPrice: 300,
          },
        })
        .where(
          and(eq(orderLines.orderId, order.id), eq(orderLines.size, l.size), eq(orderLines.colour, l.colour)),
        );
    return order;
  }

  it('creates a store whole, lists it, and saves it whole again', async () => {
    const store = await createStore();
    expect(store).toMatchObject({
      name: "St Mary's PE kit",
      state: 'open',
      access: 'code',
      accessCode: 'Hockey24',
      orders: 0,
      garments: 0,
      total: 0,
      names: { enabled: true, maxLength: 12, price: 300, position: 'Large Back' },
      logo: { id: logoId, name: 'st-marys.png', previewUrl: `/api/stores/${store.id}/logo` },
    });
    expect(store.offers.map((o: { title: string }) => o.title)).toEqual(['School Polo', 'School Sweatshirt']);
    expect(store.offers[0].colours.map((c: { name: string }) => c.name)).toEqual(['White', 'Navy']);
    expect(store.offers[0].sizes[0]).toEqual({ label: 'S', stock: { White: 100, Navy: 100 } });

    const saved = await jsonAnswer(
      await send(
        'PUT',
        `/stores/${store.id}`,
        storeInput({ slug: store.slug, name: "St Mary's Hockey", offers: [storeInput().offers[1]] }),
        seller,
      ),
    );
    expect(saved.store.name).toBe("St Mary's Hockey");
    expect(saved.store.offers).toHaveLength(1);
    expect(
      (await jsonAnswer(await send('GET', `/stores/${store.id}`, undefined, seller))).store.offers,
    ).toHaveLength(1);

    const list = await jsonAnswer(
      await send('GET', `/stores?q=${encodeURIComponent(store.slug)}`, undefined, seller),
    );
    expect(list).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(list.stores[0]).toMatchObject({ id: store.id, state: 'open' });
    const closed = await jsonAnswer(
      await send('GET', `/stores?state=closed&q=${encodeURIComponent(store.slug)}`, undefined, seller),
    );
    expect(closed.total).toBe(0);
  });

  it('refuses bad input with a message, a taken address with 409, and anyone but the seller', async () => {
    const bad = async (input: unknown, message: string | RegExp, status = 400) => {
      const res = await send('POST', '/stores', input, seller);
      expect(res.status).toBe(status);
      expect((await res.json()).message).toMatch(message);
    };
    await bad(storeInput({ slug: 'Not A Slug!' }), /lower-case letters, digits and hyphens/);
    await bad(storeInput({ accessCode: null }), 'Please enter the access code members will type.');
    await bad(storeInput({ offers: [] }), 'Please add at least one garment.');
    await bad(
      storeInput({ offers: [{ ...storeInput().offers[0], colours: ['Pink'] }] }),
      'Pink is not one of the colours of School Polo.',
    );
    await bad(
      storeInput({
        offers: [{ ...storeInput().offers[0], productId: '00000000-0000-4000-8000-000000000000' }],
      }),
      /not in the shop/,
    );
    await bad(storeInput({ offers: [{ ...storeInput().offers[0], price: 0 }] }), /more than £0/);
    await bad(
      storeInput({ tradeAccountId: '00000000-0000-4000-8000-000000000000' }),
      'That trade account was not found.',
    );
    await bad(storeInput({ logoId: '00000000-0000-4000-8000-000000000000' }), /logo was not found/);

    const first = await createStore();
    await bad(storeInput({ slug: first.slug }), 'That address is taken: choose another.', 409);
    const other = await createStore();
    const res = await send('PUT', `/stores/${other.id}`, storeInput({ slug: first.slug }), seller);
    expect(res.status).toBe(409);

    const customer = await createCustomer(t.ctx.database.db);
    const cookie = await logIn(t, customer, { from: from() });
    expect((await send('POST', '/stores', storeInput(), cookie)).status).toBe(403);
    expect((await send('GET', '/stores', undefined, cookie)).status).toBe(403);
    expect((await send('GET', `/stores/${first.id}/batch`, undefined)).status).toBe(401);
  });

  it('keeps a code store behind its code: gate, 404, wrong code 400, the cookie, then the store', async () => {
    const store = await createStore();
    const gate = await jsonAnswer(await send('GET', `/stores/by-slug/${store.slug}/gate`));
    expect(gate).toEqual({
      name: "St Mary's PE kit",
      slug: store.slug,
      access: 'code',
      allowedDomains: [],
      granted: false,
      refusal: null,
    });
    expect((await send('GET', '/stores/by-slug/no-such-store/gate')).status).toBe(404);
    const hidden = await send('GET', `/stores/by-slug/${store.slug}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: STORE_MESSAGES.notFound });
    // the logo is no secret of the store's: cart lines and orders show it after the code is forgotten
    expect((await send('GET', `/stores/${store.id}/logo`)).status).toBe(200);

    const wrong = await send('POST', `/stores/by-slug/${store.slug}/access`, { code: 'football' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: STORE_MESSAGES.wrongCode });

    const right = await send('POST', `/stores/by-slug/${store.slug}/access`, { code: ' hockey24 ' });
    expect(right.status).toBe(204);
    const setCookie = right.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^store_access=[\w-]{32};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookiesOf(right);

    expect(
      (await jsonAnswer(await send('GET', `/stores/by-slug/${store.slug}/gate`, undefined, cookie))).granted,
    ).toBe(true);
    const member = (await jsonAnswer(await send('GET', `/stores/by-slug/${store.slug}`, undefined, cookie)))
      .store;
    expect(member).toMatchObject({
      id: store.id,
      state: 'open',
      closedMessage: null,
      delivery: 'organisation',
      names: { enabled: true, price: 300 },
    });
    expect(member.offers.map((o: { price: number }) => o.price)).toEqual([1450, 2200]);
    const logo = await send('GET', `/stores/${store.id}/logo`, undefined, cookie);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
  });

  it('lets in members signed in on an allowed domain only', async () => {
    const store = await createStore({
      access: 'domain',
      accessCode: null,
      allowedDomains: ['@StMarys.sch.uk'],
    });
    expect(store.allowedDomains).toEqual(['stmarys.sch.uk']);
    const outsider = await createCustomer(t.ctx.database.db, { email: `jo-${kind}@gmail.test` });
    const pupil = await createCustomer(t.ctx.database.db, { email: `sam-${kind}@stmarys.sch.uk` });
    const outsiderCookie = await logIn(t, outsider, { from: from() });
    const pupilCookie = await logIn(t, pupil, { from: from() });
    expect((await send('GET', `/stores/by-slug/${store.slug}`)).status).toBe(404);
    expect((await send('GET', `/stores/by-slug/${store.slug}`, undefined, outsiderCookie)).status).toBe(404);
    expect(
      (await jsonAnswer(await send('GET', `/stores/by-slug/${store.slug}/gate`, undefined, outsiderCookie)))
        .refusal,
    ).toBe(STORE_MESSAGES.wrongDomain(['stmarys.sch.uk']));
    expect((await send('GET', `/stores/by-slug/${store.slug}`, undefined, pupilCookie)).status).toBe(200);
    // a domain store has no code to type
    expect((await send('POST', `/stores/by-slug/${store.slug}/access`, { code: 'anything' })).status).toBe(
      400,
    );
  });

  it('shows a closed store with when it closed and how to contact the shop; reopening needs a later date', async () => {
    const store = await createStore({ access: 'open', accessCode: null });
    const closed = await jsonAnswer(
      await send('POST', `/stores/${store.id}/actions`, { action: 'close' }, seller),
    );
    expect(closed.store).toMatchObject({ state: 'closed', closedOn: londonToday(now) });
    const member = (await jsonAnswer(await send('GET', `/stores/by-slug/${store.slug}`))).store;
    expect(member.state).toBe('closed');
    expect(member.closedMessage).toBe(STORE_MESSAGES.closed(londonToday(now), 'orders@shop.test'));
    const reopened = await jsonAnswer(
      await send('POST', `/stores/${store.id}/actions`, { action: 'reopen' }, seller),
    );
    expect(reopened.store.state).toBe('open');

    const past = await createStore({
      access: 'open',
      accessCode: null,
      opensOn: addDays(londonToday(now), -10),
      closesOn: addDays(londonToday(now), -1),
    });
    expect(past.state).toBe('closed');
    const refused = await send('POST', `/stores/${past.id}/actions`, { action: 'reopen' }, seller);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/Change the closing date/);

    const archived = await jsonAnswer(
      await send('POST', `/stores/${past.id}/actions`, { action: 'archive' }, seller),
    );
    expect(archived.store.archivedAt).not.toBeNull();
    expect((await send('GET', `/stores/by-slug/${past.slug}/gate`)).status).toBe(404);
  });

  it('takes a banner picture and serves it to members with access', async () => {
    const store = await createStore();
    const form = new FormData();
    form.set(
      'banner',
      new Blob([new Uint8Array(await plainPicture('jpeg', { width: 800, height: 200, background: '#036' }))]),
      'banner.jpg',
    );
    const { bannerUrl } = await jsonAnswer(
      await callApi(t, 'POST', `/stores/${store.id}/banner`, { body: form, cookie: seller, from: from() }),
    );
    expect(bannerUrl).toMatch(new RegExp(`^/api/stores/${store.id}/banner\\?v=`));
    const asSeller = await t.request(bannerUrl, { headers: { cookie: seller } });
    expect(asSeller.status).toBe(200);
    expect(asSeller.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(bannerUrl)).status).toBe(404);

    const text = new FormData();
    text.set('banner', new Blob(['not a picture']), 'banner.jpg');
    const refused = await callApi(t, 'POST', `/stores/${store.id}/banner`, {
      body: text,
      cookie: seller,
      from: from(),
    });
    expect(refused.status).toBe(400);
  });

  it('adds up the batch by product, colour and size with every name; documents once closed; ships once', async () => {
    const store = await createStore();
    const ann = { first: 'Ann', last: 'Archer', email: `ann-${kind}@members.test` };
    const ben = { first: 'Ben', last: 'Brook', email: `ben-${kind}@members.test` };
    const cat = { first: 'Cat', last: 'Cole', email: `cat-${kind}@members.test` };
    const a = await memberOrder(store.id, ann, [
      { product: polo, colour: 'Navy', size: 'M', names: ['ANN', 'ARCHER'] },
      { product: sweat, colour: 'Navy', size: 'L', names: ['ANNIE'] },
    ]);
    const b = await memberOrder(store.id, ben, [
      { product: polo, colour: 'Navy', size: 'S', names: ['BEN', '=SUM(A1)'] },
    ]);
    const c = await memberOrder(store.id, cat, [
      { product: polo, colour: 'Navy', size: 'M', names: ['CAT'] },
    ]);
    // an order not yet paid is not in the batch; a cancelled one is listed, not counted
    await insertOrderWithLines(
      t.ctx.database.db,
      null,
      [{ product: polo, colour: 'Navy', size: 'M', quantity: 5 }],
      {
        storeId: store.id,
        paymentStatus: 'unpaid',
        paidAt: null,
      },
    );
    await insertOrderWithLines(
      t.ctx.database.db,
      null,
      [{ product: polo, colour: 'Navy', size: 'M', quantity: 7 }],
      {
        storeId: store.id,
        status: 'Cancelled',
      },
    );

    const batch = await jsonAnswer(await send('GET', `/stores/${store.id}/batch`, undefined, seller));
    expect(batch.orders).toHaveLength(4);
    expect(batch.orders[0]).toMatchObject({
      number: a.number,
      memberName: 'Ann Archer',
      garments: 3,
      names: 3,
    });
    expect(batch.totals).toMatchObject({ orders: 3, garments: 6, names: 6 });
    expect(
      batch.totals.rows.map((r: { title: string; colour: string; size: string; quantity: number }) => [
        r.title,
        r.colour,
        r.size,
        r.quantity,
      ]),
    ).toEqual([
      ['School Polo', 'Navy', 'S', 2],
      ['School Polo', 'Navy', 'M', 3],
      ['School Sweatshirt', 'Navy', 'L', 1],
    ]);
    expect(batch.totals.rows[1].names).toEqual([
      { name: 'ANN', orderNumber: a.number },
      { name: 'ARCHER', orderNumber: a.number },
      { name: 'CAT', orderNumber: c.number },
    ]);
    expect(batch.total).toBe(a.total + b.total + c.total);
    expect(batch.documentsReady).toBe(false);
    const summary = (await jsonAnswer(await send('GET', `/stores/${store.id}`, undefined, seller))).store;
    expect(summary).toMatchObject({ orders: 3, garments: 6, total: a.total + b.total + c.total });

    const csv = await send('GET', `/stores/${store.id}/names.csv`, undefined, seller);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe('Order,Member,Product,Colour,Size,Name');
    expect(rows).toContain(`#${b.number},Ben Brook,School Polo,Navy,S,'=SUM(A1)`);
    expect(rows).toHaveLength(7);

    const early = await send('GET', `/stores/${store.id}/work-order.pdf`, undefined, seller);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toMatch(/once the store is closed/);
    expect(
      (await send('POST', `/stores/${store.id}/ship`, { carrier: 'DPD', trackingNumber: 'X1' }, seller))
        .status,
    ).toBe(409);

    await jsonAnswer(await send('POST', `/stores/${store.id}/actions`, { action: 'close' }, seller));
    const work = await pdfAnswerText(
      await send('GET', `/stores/${store.id}/work-order.pdf`, undefined, seller),
    );
    expect(work).toContain('BATCH WORK ORDER');
    expect(work).toContain('st-marys.png');
    expect(work).toMatch(/School Polo, Navy: 5 garments/);
    expect(work).toMatch(/Size M\s+3 garments, 3 names/);
    for (const name of ['ANN', 'ARCHER', 'CAT', 'BEN', '=SUM(A1)', 'ANNIE']) expect(work).toContain(name);
    expect(work).toContain('PROOF NOT APPROVED');
    const packing = await pdfAnswerText(
      await send('GET', `/stores/${store.id}/packing-list.pdf`, undefined, seller),
    );
    for (const line of [
      `Ann Archer · Order #${a.number}`,
      `Ben Brook · Order #${b.number}`,
      `Cat Cole · Order #${c.number}`,
    ])
      expect(packing).toContain(line);
    expect(packing).toMatch(/Names: ANN, ARCHER/);

    const unapproved = await send(
      'POST',
      `/stores/${store.id}/ship`,
      { carrier: 'DPD', trackingNumber: 'ORG123' },
      seller,
    );
    expect(unapproved.status).toBe(409);
    expect(await unapproved.json()).toEqual({ message: 'Approve the batch proof before shipping.' });
    const noTracking = await send('POST', `/stores/${store.id}/ship`, { carrier: 'DPD' }, seller);
    expect(noTracking.status).toBe(400);

    const approved = await jsonAnswer(
      await send('POST', `/stores/${store.id}/actions`, { action: 'approveProof' }, seller),
    );
    expect(approved.store.proofApprovedBy).toBe('Seller (seller@stores.test)');
    const shipped = await jsonAnswer(
      await send('POST', `/stores/${store.id}/ship`, { carrier: 'DPD', trackingNumber: 'ORG123' }, seller),
    );
    expect(shipped).toEqual({ shipped: 3 });
    for (const order of [a, b, c]) {
      const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: 'Shipped', trackingId: 'ORG123', carrier: 'DPD' });
      const events = await t.ctx.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id));
      expect(events.find((e) => e.kind === 'status')?.detail).toMatchObject({
        to: 'Shipped',
        overrideReason: expect.stringContaining(`Batch proof approved for ${store.name}`),
      });
    }
    // shipping again ships nothing more and mails nobody twice
    expect(
      await jsonAnswer(
        await send('POST', `/stores/${store.id}/ship`, { carrier: 'DPD', trackingNumber: 'ORG123' }, seller),
      ),
    ).toEqual({ shipped: 0 });
    await t.ctx.jobs.drain();
    for (const [member, order] of [
      [ann, a],
      [ben, b],
      [cat, c],
    ] as const) {
      const mails = smtp.messages.filter((m) => m.to.includes(member.email));
      expect(mails.map((m) => mailSubject(m.raw))).toEqual([`Your order #${order.number} is on its way`]);
    }
    const after = await jsonAnswer(await send('GET', `/stores/${store.id}/batch`, undefined, seller));
    expect(after.shippedAt).not.toBeNull();
    expect(
      after.orders.filter((o: { trackingNumber: string }) => o.trackingNumber === 'ORG123'),
    ).toHaveLength(3);
  });

  it('ships each member its own parcel when the store delivers to members', async () => {
    const store = await createStore({
      delivery: 'member',
      deliveryAddress: null,
      access: 'open',
      accessCode: null,
    });
    const dee = { first: 'Dee', last: 'Dale', email: `dee-${kind}@members.test` };
    const eve = { first: 'Eve', last: 'Eden', email: `eve-${kind}@members.test` };
    const d = await memberOrder(store.id, dee, [
      { product: polo, colour: 'White', size: 'L', names: ['DEE'] },
    ]);
    const e = await memberOrder(store.id, eve, [
      { product: polo, colour: 'White', size: 'L', names: ['EVE'] },
    ]);
    await send('POST', `/stores/${store.id}/actions`, { action: 'close' }, seller);
    await send('POST', `/stores/${store.id}/actions`, { action: 'approveProof' }, seller);
    const missing = await send(
      'POST',
      `/stores/${store.id}/ship`,
      { carrier: 'Royal Mail', perOrder: [{ orderId: d.id, trackingNumber: 'RM1' }] },
      seller,
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(`Please enter a tracking number for order #${e.number}.`);
    expect(
      (await send('POST', `/stores/${store.id}/ship`, { carrier: 'Pigeon', trackingNumber: 'RM1' }, seller))
        .status,
    ).toBe(400);
    const shipped = await jsonAnswer(
      await send(
        'POST',
        `/stores/${store.id}/ship`,
        {
          carrier: 'Royal Mail',
          perOrder: [
            { orderId: d.id, trackingNumber: 'RM1' },
            { orderId: e.id, trackingNumber: 'RM2' },
          ],
        },
        seller,
      ),
    );
    expect(shipped).toEqual({ shipped: 2 });
    const rows = await t.ctx.database.db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.trackingId]))).toEqual({
      [d.id]: 'RM1',
      [e.id]: 'RM2',
    });
  });

  it('takes three members through the store cart and checkout into one batch, shipped once each', async () => {
    const store = await createStore();
    const members = [
      { first: 'Ola', last: 'Nowak', email: `ola-${kind}@members.test`, size: 'S', names: ['OLA', 'NOWAK'] },
      { first: 'Raj', last: 'Patel', email: `raj-${kind}@members.test`, size: 'M', names: ['RAJ'] },
      { first: 'Sue', last: 'Lee', email: `sue-${kind}@members.test`, size: 'M', names: ['SUE', '@LEE'] },
    ];
    /** A member's browser: the code typed, garments added with names; its cookies. */
    const shop = async (names: string[], size: string) => {
      const access = await send('POST', `/stores/by-slug/${store.slug}/access`, { code: 'HOCKEY24' });
      expect(access.status).toBe(204);
      let jar = cookiesOf(access);
      const added = await send(
        'POST',
        `/stores/by-slug/${store.slug}/cart`,
        {
          productId: polo.id,
          colour: 'Navy',
          items: [{ size, quantity: names.length }],
          names: names.map((name) => ({ size, name })),
          namesChecked: true,
        },
        jar,
      );
      expect(added.status).toBe(201);
      jar = [jar, cookiesOf(added)].filter(Boolean).join('; ');
      return jar;
    };
    const checkout = (jar: string, member: (typeof members)[number]) =>
      send(
        'POST',
        '/payments/create-checkout-session',
        {
          shippingAddress: {
            ...UK_ADDRESS,
            firstName: member.first,
            lastName: member.last,
            email: member.email,
          },
          shippingType: 'standard',
        },
        jar,
      );
    const numbers: number[] = [];
    for (const member of members) {
      const jar = await shop(member.names, member.size);
      const started = await jsonAnswer(await checkout(jar, member));
      expect((await payTestCheckout(t, started.sessionId, from())).status).toBe(200);
      const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, started.orderId));
      expect(row).toMatchObject({ storeId: store.id, paymentStatus: 'paid' });
      numbers.push(row!.number);
    }
    // a fourth member fills a cart while the store is open and checks out after it closed: refused
    const late = await shop(['LATE'], 'L');
    await jsonAnswer(await send('POST', `/stores/${store.id}/actions`, { action: 'close' }, seller));
    const refused = await checkout(late, { ...members[0]!, email: `late-${kind}@members.test` });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(STORE_MESSAGES.closed(londonToday(now), 'orders@shop.test'));

    const batch = await jsonAnswer(await send('GET', `/stores/${store.id}/batch`, undefined, seller));
    expect(batch.totals).toMatchObject({ orders: 3, garments: 5, names: 5 });
    expect(
      batch.totals.rows.map((r: { size: string; names: { name: string }[] }) => [
        r.size,
        r.names.map((n) => n.name),
      ]),
    ).toEqual([
      ['S', ['OLA', 'NOWAK']],
      ['M', ['RAJ', 'SUE', '@LEE']],
    ]);
    expect(batch.orders.map((o: { memberName: string }) => o.memberName)).toEqual([
      'Ola Nowak',
      'Raj Patel',
      'Sue Lee',
    ]);
    const work = await pdfAnswerText(
      await send('GET', `/stores/${store.id}/work-order.pdf`, undefined, seller),
    );
    expect(work).toMatch(/Size S\s+2 garments, 2 names:\s+OLA \(#\d+\) · NOWAK/);
    expect(work).toMatch(/Size M\s+3 garments, 3 names:\s+RAJ \(#\d+\) · SUE \(#\d+\) · @LEE/);
    const csv = await (await send('GET', `/stores/${store.id}/names.csv`, undefined, seller)).text();
    expect(csv).toContain(`#${numbers[2]},Sue Lee,School Polo,Navy,M,'@LEE`);

    await jsonAnswer(await send('POST', `/stores/${store.id}/actions`, { action: 'approveProof' }, seller));
    expect(
      await jsonAnswer(
        await send('POST', `/stores/${store.id}/ship`, { carrier: 'Evri', trackingNumber: 'EV-42' }, seller),
      ),
    ).toEqual({ shipped: 3 });
    await t.ctx.jobs.drain();
    for (const [i, member] of members.entries())
      expect(
        smtp.messages
          .filter((m) => m.to.includes(member.email) && mailSubject(m.raw).includes('is on its way'))
          .map((m) => mailSubject(m.raw)),
      ).toEqual([`Your order #${numbers[i]} is on its way`]);
  });
});
