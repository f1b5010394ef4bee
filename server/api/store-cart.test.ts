import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NAMES_MESSAGES } from '../../domain/names';
import { STORE_MESSAGES } from '../../domain/team-stores';
import { createCustomer, createProduct, createTeamStore } from '../../tests/factories';
import { callApi, jsonAnswer, logIn, payTestCheckout, UK_ADDRESS } from '../../tests/helpers/api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orderLines, orders, teamStores, tradeAccounts, tradeLedger } from '../db/schema';
import { grantToken, STORE_ACCESS_COOKIE } from '../services/stores/store-access';

const SCHOOL = {
  address: "St Mary's School, Church Lane",
  city: 'York',
  postCode: 'YO1 7HH',
  country: 'United Kingdom',
};

/**
 * A team store's garments in members' carts and through checkout (issue 32): access (a code, allowed domains),
 * the store's price and logo with names at its price, never mixed with the shop's own lines, delivered to the
 * organisation at no charge, paid by members or by the organisation, and refused once the store has closed.
 */
describe.each(testDatabases())('team store carts and checkout on %s', (kind) => {
  const t = useTestApp(kind, () => ({ SHOP_EMAIL: 'orders@shop.test' }));
  let ip = 0;
  beforeEach(() => {
    ip++;
  });
  const from = () => `10.33.${ip}.1`;
  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    callApi(t, method, p, { body, cookie, from: from() });
  const db = () => t.ctx.database.db;

  const schoolStore = async (overrides: Partial<typeof teamStores.$inferInsert> = {}) => {
    const polo = (await createProduct(db(), { title: 'School Polo', price: 1200 }))!;
    const store = await createTeamStore(
      db(),
      [{ productId: polo.id, colours: ['Navy', 'White'], price: 1850 }],
      {
        name: "St Mary's PE",
        access: 'code',
        accessCode: 'PE2026',
        namesEnabled: true,
        namePrice: 300,
        nameMaxLength: 12,
        delivery: 'organisation',
        deliveryAddress: SCHOOL,
        ...overrides,
      },
    );
    return { polo, store, grant: `${STORE_ACCESS_COOKIE}=${grantToken(store)}` };
  };
  const addToStore = (slug: string, body: Record<string, unknown>, cookie?: string) =>
    send('POST', `/stores/by-slug/${slug}/cart`, body, cookie);
  const checkout = (cookie: string, extra: Record<string, unknown> = {}) =>
    send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, shippingType: 'expedited', ...extra },
      cookie,
    );

  it('lets a member with the code add names at the store’s prices, and delivers to the school free', async () => {
    const { polo, store, grant } = await schoolStore();
    const garments = {
      productId: polo.id,
      colour: 'Navy',
      items: [
        { size: 'M', quantity: 2 },
        { size: 'L', quantity: 1 },
      ],
      names: [
        { size: 'M', name: 'AMELIA' },
        { size: 'M', name: 'BEN' },
        { size: 'L', name: 'CHLOE' },
      ],
      namesChecked: true,
    };
    // no code, no store: the same 404 as a store that does not exist
    expect(await jsonAnswer(await addToStore(store.slug, garments), 404)).toEqual({
      message: STORE_MESSAGES.notFound,
    });
    expect((await addToStore(store.slug, garments, `${STORE_ACCESS_COOKIE}=wrong-grant`)).status).toBe(404);
    // the client's price is not a field; the store's decide
    expect((await addToStore(store.slug, { ...garments, price: 1 }, grant)).status).toBe(400);

    const added = await addToStore(store.slug, garments, grant);
    const body = await jsonAnswer(added, 201);
    const cookie = [grant, added.headers.get('set-cookie')!.split(';')[0]].join('; ');
    expect(body.quantity).toBe(3);
    const medium = body.cartItems.find((l: { size: string }) => l.size === 'M');
    expect(medium).toMatchObject({
      unitPrice: 18.5,
      store: { id: store.id, name: "St Mary's PE", slug: store.slug },
      names: { names: ['AMELIA', 'BEN'], unitPrice: 3, position: 'Large Back' },
      // the logo is in the store price: only the names are charged on top
      logoCharge: 6,
    });
    expect(medium.decorations).toMatchObject([
      { position: 'Left Breast', method: 'Embroidery', unitPrice: 0 },
    ]);

    // the shop's own garments are not mixed in
    const shopPolo = (await createProduct(db()))!;
    const mixed = await send(
      'POST',
      '/cart',
      { productId: shopPolo.id, size: 'M', color: 'Navy', finalQuantity: 1 },
      cookie,
    );
    expect(await jsonAnswer(mixed, 400)).toEqual({ message: STORE_MESSAGES.mixedCart });

    const started = await jsonAnswer(await checkout(cookie));
    const [order] = await db().select().from(orders).where(eq(orders.id, started.orderId));
    expect(order).toMatchObject({
      storeId: store.id,
      shipping: 0,
      setupFees: 0,
      shippingType: 'standard',
      total: 3 * 1850 + 3 * 300,
    });
    // the member's name and contact, the school's address
    expect(order!.shippingAddress).toMatchObject({
      firstName: UK_ADDRESS.firstName,
      email: UK_ADDRESS.email,
      companyName: "St Mary's PE",
      address: SCHOOL.address,
      postCode: SCHOOL.postCode,
    });
    expect((await payTestCheckout(t, started.sessionId, from())).status).toBe(200);
    const [paid] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(paid!.paymentStatus).toBe('paid');
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.size, l.unitPrice, l.logoCharge, l.names?.names, l.names?.unitPrice])).toEqual(
      [
        ['M', 1850, 600, ['AMELIA', 'BEN'], 300],
        ['L', 1850, 300, ['CHLOE'], 300],
      ],
    );
  });

  it('refuses what the store does not offer, names it does not take, and a store line in a shop cart', async () => {
    const { polo, store, grant } = await schoolStore({ namesEnabled: false });
    const base = { productId: polo.id, colour: 'Navy', items: [{ size: 'M', quantity: 1 }] };
    expect(await jsonAnswer(await addToStore(store.slug, { ...base, colour: 'Black' }, grant), 400)).toEqual({
      message: STORE_MESSAGES.colourNotOffered('Black'),
    });
    const other = (await createProduct(db()))!;
    expect((await addToStore(store.slug, { ...base, productId: other.id }, grant)).status).toBe(404);
    expect(
      await jsonAnswer(
        await addToStore(
          store.slug,
          { ...base, names: [{ size: 'M', name: 'ZOE' }], namesChecked: true },
          grant,
        ),
        400,
      ),
    ).toEqual({ message: NAMES_MESSAGES.notOffered });

    // a cart holding the shop's garments takes no store lines
    const customer = await createCustomer(db());
    const session = await logIn(t, customer, { from: from() });
    await jsonAnswer(
      await send(
        'POST',
        '/cart',
        { productId: other.id, size: 'M', color: 'Navy', finalQuantity: 1 },
        session,
      ),
    );
    expect(await jsonAnswer(await addToStore(store.slug, base, `${session}; ${grant}`), 400)).toEqual({
      message: STORE_MESSAGES.mixedCart,
    });
  });

  it('is for members signed in on the allowed domains only', async () => {
    const { polo, store } = await schoolStore({
      access: 'domain',
      accessCode: null,
      allowedDomains: ['stmarys.sch.uk'],
    });
    const add = (cookie?: string) =>
      addToStore(
        store.slug,
        { productId: polo.id, colour: 'White', items: [{ size: 'S', quantity: 1 }] },
        cookie,
      );
    expect((await add()).status).toBe(404);
    const outsider = await createCustomer(db(), { email: `parent-${ip}@gmail.test` });
    expect((await add(await logIn(t, outsider, { from: from() }))).status).toBe(404);
    const teacher = await createCustomer(db(), { email: `pe-${ip}@stmarys.sch.uk` });
    expect((await add(await logIn(t, teacher, { from: from() }))).status).toBe(201);
  });

  it('refuses checkout once the store has closed, whatever the page showed, and adds nothing more', async () => {
    const { polo, store, grant } = await schoolStore({ namesEnabled: false });
    const added = await addToStore(
      store.slug,
      { productId: polo.id, colour: 'Navy', items: [{ size: 'M', quantity: 1 }] },
      grant,
    );
    expect(added.status).toBe(201);
    const cookie = [grant, added.headers.get('set-cookie')!.split(';')[0]].join('; ');
    const closedAt = new Date(Date.now() - 60_000);
    await db().update(teamStores).set({ closedAt }).where(eq(teamStores.id, store.id));
    const closed = STORE_MESSAGES.closed(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(closedAt),
      'orders@shop.test',
    );
    expect(await jsonAnswer(await checkout(cookie), 400)).toEqual({ message: closed });
    expect(
      await jsonAnswer(
        await addToStore(
          store.slug,
          { productId: polo.id, colour: 'Navy', items: [{ size: 'L', quantity: 1 }] },
          cookie,
        ),
        400,
      ),
    ).toEqual({ message: closed });
    expect(await db().select().from(orders).where(eq(orders.storeId, store.id))).toEqual([]);
  });

  it('places an organisation-paid order on its trade account, or for the seller to invoice, without a card', async () => {
    const owner = await createCustomer(db());
    const [account] = await db()
      .insert(tradeAccounts)
      .values({
        userId: owner.id,
        status: 'approved',
        businessName: 'Hill FC',
        contactName: 'Pat Hill',
        contactEmail: 'accounts@hillfc.test',
        invoiceAddress: SCHOOL,
        phone: '01904 000000',
        monthlySpend: 'under-500',
        creditLimit: 50_000,
        termsDays: 30,
      })
      .returning();
    const onAccount = await schoolStore({
      access: 'open',
      payer: 'organisation',
      tradeAccountId: account!.id,
      namesEnabled: false,
    });
    const invoiced = await schoolStore({ access: 'open', payer: 'organisation', namesEnabled: false });
    for (const { polo, store } of [onAccount, invoiced]) {
      const added = await addToStore(store.slug, {
        productId: polo.id,
        colour: 'Navy',
        items: [{ size: 'M', quantity: 2 }],
      });
      const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
      const placed = await jsonAnswer(await checkout(cookie, { paymentMethod: 'card' }));
      expect(placed.sessionId).toBeNull();
      expect(placed.url).toBe(`/orders/${placed.orderId}?placed=store`);
      const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ storeId: store.id, paymentStatus: 'invoiced', total: 2 * 1850 });
      const ledger = await db().select().from(tradeLedger).where(eq(tradeLedger.orderId, order!.id));
      if (store.id === onAccount.store.id) {
        expect(order!.tradeAccountId).toBe(account!.id);
        expect(ledger).toMatchObject([
          { kind: 'invoice', amount: 3700, recordedByLabel: 'Team store member' },
        ]);
      } else {
        expect(order!.tradeAccountId).toBeNull();
        expect(ledger).toEqual([]);
      }
    }
  });
});
