import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLICK_DROP_COLUMNS } from '../../domain/click-drop';
import { parseCsv } from '../../domain/csv-read';
import {
  DEFAULT_WEIGHT_GRAMS,
  PACKAGING_ALLOWANCE_GRAMS,
  WEIGHT_GRAMS_MESSAGE,
} from '../../domain/parcel-weight';
import {
  bundleGarment,
  createBrand,
  createCustomer,
  createProduct,
  insertOrderWithLines,
  productEditorFields,
} from '../../tests/factories';
import { callApi, formData, logIn, sellerSession } from '../../tests/helpers/api';
import { insertOrder } from '../../tests/helpers/seller-api';
import { createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';

let ip = 0;

/**
 * Royal Mail Click & Drop's export (issue 36): the CSV parsed back and compared with the orders cell by cell, the
 * weight from the products' weights (else their type's default), who may export, and which orders may go.
 */
describe.each(testDatabases())('Click & Drop export on %s', (kind) => {
  const t = useTestApp(kind);
  let seller = '';
  let production = '';
  const send = (cookie: string | undefined, body: unknown) =>
    callApi(t, 'POST', '/orders/click-drop.csv', { body, cookie, from: `10.36.3.${++ip % 250}` });
  /** The export as rows of cells: the header checked, then each row as a record by column name. */
  const exported = async (body: unknown) => {
    const res = await send(seller, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="click-and-drop.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8's byte-order mark, so a spreadsheet reads "Łukasz" as written
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([...CLICK_DROP_COLUMNS]);
    return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]])));
  };
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const londonDay = (d: Date) =>
    d.toLocaleDateString('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

  beforeAll(async () => {
    seller = await sellerSession(t, undefined, '10.36.0.1');
    const maker = await createStaffMember(t.ctx.database.db, 'production');
    production = await logIn(t, maker, { path: '/auth/admin/login', from: '10.36.0.2' });
  });

  it('says there is nothing to export when no order waits for a label, rather than an empty file', async () => {
    const res = await send(seller, {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No paid orders are waiting to ship, so there is nothing to export.',
    });
  });

  describe('with orders', () => {
    type Order = Awaited<ReturnType<typeof insertOrderWithLines>>;
    let weighed: Order; // paid, products with and without a weight, a three-line address and a company
    let abroad: Order; // invoiced, a bundle line, in France, a name a spreadsheet would run
    let making: Order; // paid, decorated, in production
    let proofOut: Order; // paid, decorated, proof sent: not yet
    let unpaid: Order;
    let shipped: Order;
    let cancelled: Order;
    let archived: Order;
    let refunded: Order;
    let polo: typeof products.$inferSelect;
    let jacket: typeof products.$inferSelect;
    let tee: typeof products.$inferSelect;

    beforeAll(async () => {
      const db = t.ctx.database.db;
      polo = (await createProduct(db, { title: 'Site Polo', productTypes: ['polo'], weightGrams: 300 }))!;
      jacket = (await createProduct(db, { title: 'Rain Jacket', productTypes: ['jacket', 'hi-vis'] }))!;
      tee = (await createProduct(db, { title: 'Crew Tee', productTypes: ['t-shirt'] }))!;
      const jo = await createCustomer(db, { firstName: 'Jo', lastName: 'Bloggs' });
      const line = (product: typeof polo, quantity: number) => ({
        product,
        colour: 'Navy',
        size: 'L',
        quantity,
      });
      const plain = (minutes: number, values: Parameters<typeof insertOrderWithLines>[3]) =>
        insertOrderWithLines(db, jo, [line(tee, 1)], { createdAt: minutesAgo(minutes), ...values });

      weighed = await insertOrderWithLines(db, jo, [line(polo, 3), line(jacket, 1)], {
        status: 'Confirmed',
        createdAt: minutesAgo(90),
        shippingAddress: {
          firstName: 'Jo',
          lastName: 'Bloggs',
          companyName: 'Bloggs Builders Ltd',
          address: '1 High Street\nUnit 4, Riverside Park',
          city: 'Leeds',
          postCode: 'LS1 4AP',
          country: 'United Kingdom',
          phone: '0113 496 0000',
        },
      });
      abroad = await insertOrderWithLines(
        db,
        jo,
        [
          line(tee, 5),
          {
            bundle: { id: null, title: 'Starter Pack', price: 5000, thumbnail: '/files/demo/pack.webp' },
            garments: [bundleGarment(polo, 'Black', 'M', 2), bundleGarment(tee, 'White', 'L', 3)],
            quantity: 2,
          },
        ],
        {
          paymentStatus: 'invoiced',
          status: 'Pending',
          createdAt: minutesAgo(80),
          shippingAddress: {
            firstName: '=cmd|calc',
            lastName: 'Dupont',
            companyName: '',
            address: '5 Rue de Rivoli',
            city: 'Paris',
            postCode: '75001',
            country: 'France',
            phone: '+33 1 23 45 67 89',
          },
        },
      );
      making = await plain(70, { productionStatus: 'In production' });
      proofOut = await plain(60, { productionStatus: 'Proof sent' });
      unpaid = await insertOrder(db, jo, { paymentStatus: 'unpaid', createdAt: minutesAgo(50) });
      shipped = await plain(40, { status: 'Shipped', trackingId: 'AB1GB', carrier: 'Royal Mail' });
      cancelled = await plain(30, { status: 'Cancelled' });
      archived = await plain(20, { archivedAt: new Date() });
      refunded = await plain(10, { paymentStatus: 'refunded' });
    });

    it('exports the chosen orders, oldest first, each row as the order says', async () => {
      const rows = await exported({ orderIds: [abroad.id, weighed.id] });
      expect(rows).toEqual([
        {
          'Order reference': `#${weighed.number}`,
          'First name': 'Jo',
          'Last name': 'Bloggs',
          'Company name': 'Bloggs Builders Ltd',
          'Address line 1': '1 High Street',
          'Address line 2': 'Unit 4',
          'Address line 3': 'Riverside Park',
          Town: 'Leeds',
          County: '',
          Postcode: 'LS1 4AP',
          'Country code': 'GB',
          Email: weighed.email,
          Phone: '0113 496 0000',
          // three polos weighed at 300 g, one jacket at its type's default (800 g), 50 g of packing
          'Weight (kg)': '1.750',
          'Package size': 'Small parcel',
          'Service code': 'TPS48',
          Contents: '3 x Site Polo; 1 x Rain Jacket',
          'Order value': (weighed.total / 100).toFixed(2),
          'Order date': londonDay(weighed.createdAt),
        },
        {
          'Order reference': `#${abroad.number}`,
          // a spreadsheet would run it: written with an apostrophe before it
          'First name': "'=cmd|calc",
          'Last name': 'Dupont',
          'Company name': '',
          'Address line 1': '5 Rue de Rivoli',
          'Address line 2': '',
          'Address line 3': '',
          Town: 'Paris',
          County: '',
          Postcode: '75001',
          'Country code': 'FR',
          Email: abroad.email,
          // the number dialled from the UK: a cell starting with + would be escaped
          Phone: '0033 1 23 45 67 89',
          // five tees, and two packs of 2 polos (300 g) and 3 tees (180 g each, the default), 50 g of packing
          'Weight (kg)': '3.230',
          'Package size': 'Medium parcel',
          // abroad, Click & Drop asks for an international service
          'Service code': '',
          Contents: '11 x Crew Tee; 4 x Site Polo',
          'Order value': (abroad.total / 100).toFixed(2),
          'Order date': londonDay(abroad.createdAt),
        },
      ]);
      // the figures above are the rules' own: a product's weight, else its type's default, plus packing
      expect(DEFAULT_WEIGHT_GRAMS.jacket).toBe(800);
      expect(DEFAULT_WEIGHT_GRAMS['t-shirt']).toBe(180);
      expect(PACKAGING_ALLOWANCE_GRAMS).toBe(50);
    });

    it('exports every order waiting for a label: paid or invoiced, unshipped, in production but not in proof', async () => {
      const rows = await exported({});
      expect(rows.map((r) => r['Order reference'])).toEqual([
        `#${weighed.number}`,
        `#${abroad.number}`,
        `#${making.number}`,
      ]);
      expect(rows[2]).toMatchObject({ 'Weight (kg)': '0.230', Contents: '1 x Crew Tee' });
    });

    it('refuses a choice with an order not waiting for a label, naming each, and exports none of it', async () => {
      const res = await send(seller, {
        orderIds: [weighed.id, proofOut.id, unpaid.id, shipped.id, cancelled.id, archived.id, refunded.id],
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message:
          `Not exported: #${proofOut.number} is waiting for its proof to be approved (Proof sent); ` +
          `#${unpaid.number} is not paid; #${shipped.number} has already shipped; #${cancelled.number} is cancelled; ` +
          `#${archived.number} is archived and 1 more. ` +
          'Click & Drop takes paid orders waiting to ship: untick them and export again.',
      });

      const one = await send(seller, { orderIds: [refunded.id] });
      expect(one.status).toBe(409);
      expect((await one.json()).message).toBe(
        `Not exported: #${refunded.number} was refunded. Click & Drop takes paid orders waiting to ship: untick it and export again.`,
      );
    });

    it('refuses an order that is not there, and a choice that is not a list of order ids', async () => {
      const missing = await send(seller, { orderIds: [weighed.id, randomUUID()] });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        message: 'One of the chosen orders was not found. Reload the list and choose again.',
      });
      const empty = await send(seller, { orderIds: [] });
      expect(empty.status).toBe(400);
      expect((await empty.json()).message).toMatch(/Choose at least one order/);
      const notIds = await send(seller, { orderIds: ['1042'] });
      expect(notIds.status).toBe(400);
      expect((await notIds.json()).message).toMatch(/Each order must be an order id/);
    });

    it('is for staff who may see buyers’ contact details: a guest gets 401, production 403', async () => {
      const guest = await send(undefined, { orderIds: [weighed.id] });
      expect(guest.status).toBe(401);
      const maker = await send(production, { orderIds: [weighed.id] });
      expect(maker.status).toBe(403);
      expect((await maker.json()).message).toMatch(/see buyers' contact details/);
    });
  });

  it('saves a product’s weight from the editor’s form, refuses one out of bounds, and weighs the export by it', async () => {
    const db = t.ctx.database.db;
    await createBrand(db, { slug: 'gildan', name: 'Gildan' });
    const save = (method: string, path: string, fields: Record<string, string>) =>
      callApi(t, method, path, { body: formData(fields), cookie: seller, from: `10.36.4.${++ip % 250}` });
    const weightOf = async (id: string) =>
      (await db.select({ w: products.weightGrams }).from(products).where(eq(products.id, id)))[0]!.w;

    const added = await save(
      'POST',
      '/products/add',
      productEditorFields({ productType: '["hoodie"]', weightGrams: '420' }),
    );
    expect(added.status).toBe(201);
    const { product } = await added.json();
    expect(product.weightGrams).toBe(420);
    expect(await weightOf(product._id)).toBe(420);

    for (const bad of ['0', '30001', '12.5', 'heavy', '-3']) {
      const res = await save('PUT', `/products/update/${product._id}`, { weightGrams: bad });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ message: WEIGHT_GRAMS_MESSAGE });
    }
    expect(WEIGHT_GRAMS_MESSAGE).toBe(
      "Weight must be a whole number of grams from 1 to 30,000 (or empty for the garment type's default)",
    );
    expect(await weightOf(product._id)).toBe(420);

    // an update that leaves the field out keeps the weight
    const kept = await save('PUT', `/products/update/${product._id}`, { title: 'Site Hoodie' });
    expect(kept.status).toBe(200);
    expect((await kept.json()).product.weightGrams).toBe(420);

    const [row] = await db.select().from(products).where(eq(products.id, product._id));
    const buyer = await createCustomer(db);
    const order = await insertOrderWithLines(db, buyer, [
      { product: row!, colour: 'Black', size: 'M', quantity: 4 },
    ]);
    const [exportedRow] = await exported({ orderIds: [order.id] });
    expect(exportedRow).toMatchObject({ 'Weight (kg)': '1.730', Contents: '4 x Site Hoodie' });

    // emptied: the hoodie's default (550 g) weighs it
    const emptied = await save('PUT', `/products/update/${product._id}`, { weightGrams: '' });
    expect((await emptied.json()).product.weightGrams).toBeNull();
    expect(await weightOf(product._id)).toBeNull();
    const [defaulted] = await exported({ orderIds: [order.id] });
    expect(defaulted!['Weight (kg)']).toBe('2.250');
  });
});
