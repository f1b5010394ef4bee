import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../tests/factories';
import { insertOrder } from '../../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../../tests/helpers/test-app';
import { EXPORT_BATCH_SIZE } from '../../features/admin/orders/orders-csv.server';
import { loader } from './orders-csv';

describe.each(testDatabases())('the orders CSV on %s', (kind) => {
  const t = useTestApp(kind);
  let sellerToken: string;
  let customerToken: string;

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    const jo = await createCustomer(t.ctx.database.db);
    sellerToken = (
      await t.ctx.services.auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')
    ).token;
    customerToken = (await t.ctx.services.auth.login(jo.email, jo.password, 'customer', '10.0.0.2')).token;
    // 230 orders: more than one page of the stream; one of them archived, one named with a formula
    await t.ctx.database.db.execute(sql`
      insert into orders (email, access_token_hash, shipping_address, shipping_type, goods, logo_charges,
        setup_fees, shipping, total, payment_provider, idempotency_key, payment_status, archived_at, created_at)
      select 'buyer' || g || '@example.co.uk', 'h' || g,
        jsonb_build_object('firstName', case when g = 7 then '=cmd()' else 'Buyer' end, 'lastName', 'No ' || g),
        'standard', 1000, 0, 0, 495, 1495, 'test', 'k' || g, 'paid',
        case when g = 3 then now() else null end, now() - g * interval '1 minute'
      from generate_series(1, 230) g`);
    // a bookkeeper's order: a company in Poland's name, a discount, expedited, paid in British Summer Time
    await insertOrder(t.ctx.database.db, null, {
      email: 'biuro@kowalski.example',
      shippingAddress: {
        firstName: 'Łukasz',
        lastName: 'Żółć',
        companyName: 'Kowalski Scaffolding Ltd',
        address: '2 Canal Road',
        postCode: 'BD1 4AB',
        city: 'Bradford',
        phone: '01274 000000',
      },
      shippingType: 'expedited',
      goods: 10000,
      logoCharges: 5500,
      setupFees: 2000,
      discountPercent: 10,
      discount: 1750,
      promoCode: 'SAVE10',
      shipping: 695,
      total: 16445,
      paymentStatus: 'refunded',
      refundedAmount: 16445,
      // a council's purchase order number, with a comma a spreadsheet must not split on
      poNumber: 'PO 4471, Leeds CC',
      carrier: 'Royal Mail',
      trackingId: 'AB123456789GB',
      createdAt: new Date('2026-07-01T08:30:00Z'),
      paidAt: new Date('2026-07-01T08:35:00Z'),
    });
  });

  const csv = (query: string, sessionToken: string | undefined) =>
    loader({
      request: new Request(`http://localhost/admin/orders.csv${query}`),
      context: { app: t.ctx, sessionToken } as unknown as AppLoadContext,
      params: {},
    } as Parameters<typeof loader>[0]);

  const HEADER =
    'Order Number,Date (London),Paid (London),Customer,Company,Email,Phone,Address,City,Post Code,Country,' +
    'Status,Payment,PO Number,Garments (GBP),Logo Charges (GBP),Setup Fees (GBP),Subtotal (GBP),Promo Code,' +
    'Discount (GBP),Shipping Method,Shipping (GBP),Total (GBP),Refunded (GBP),Carrier,Tracking,Archived';
  /** The CSV's bytes: a UTF-8 byte order mark, then the rows (text() would drop the mark unseen). */
  const rowsOf = async (res: Response) => {
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)).trimEnd().split('\r\n');
  };

  it('streams every order of the filtered list, a header first, with a byte order mark', async () => {
    const res = await csv('', sellerToken);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    const rows = await rowsOf(res);
    expect(rows[0]).toBe(HEADER);
    expect(rows).toHaveLength(1 + 229 + 1);
    expect(rows[1]).toMatch(
      /^#\d+,\d{4}-\d\d-\d\d \d\d:\d\d,,Buyer No 1,,buyer1@example\.co\.uk,,,,,,Pending,Paid,,10\.00,0\.00,0\.00,10\.00,,0\.00,Standard \(UK\),4\.95,14\.95,0\.00,,,No$/,
    );
    expect(rows.find((r) => r.includes('buyer7@'))).toContain(",'=cmd() No 7,");

    const archived = await rowsOf(await csv('?archived=true', sellerToken));
    expect(archived).toHaveLength(2);
    expect(archived[1]).toMatch(/buyer3@example\.co\.uk,.*,Pending,Paid,,.*,14\.95,0\.00,,,Yes$/);
    expect(await rowsOf(await csv('?search=buyer12%40', sellerToken))).toHaveLength(2);
  });

  it("gives a bookkeeper London times, payment in words, the PO number and every charge, the company's address and tracking", async () => {
    // found by company, and by postcode however it is spaced
    for (const search of ['kowalski', 'bd14ab']) {
      const rows = await rowsOf(await csv(`?search=${search}`, sellerToken));
      expect(rows, search).toHaveLength(2);
      expect(rows[1]).toBe(
        // 08:30 UTC on 1 July is 09:30 in London (BST); subtotal 175.00 - 17.50 + 6.95 = 164.45
        '#' +
          rows[1]!.split(',')[0]!.slice(1) +
          ',2026-07-01 09:30,2026-07-01 09:35,Łukasz Żółć,Kowalski Scaffolding Ltd,biuro@kowalski.example,' +
          '01274 000000,2 Canal Road,Bradford,BD1 4AB,United Kingdom,Pending,Refunded,"PO 4471, Leeds CC",100.00,55.00,20.00,175.00,' +
          'SAVE10,17.50,Expedited,6.95,164.45,164.45,Royal Mail,AB123456789GB,No',
      );
    }
  });

  it('sends a guest or a customer to the seller login', async () => {
    for (const token of [undefined, customerToken]) {
      const thrown = await csv('?archived=true', token).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('location')).toBe(
        '/admin/login?redirectTo=%2Fadmin%2Forders.csv%3Farchived%3Dtrue',
      );
    }
  });
});

describe.each(testDatabases())('the orders CSV of a long history, on %s', (kind) => {
  const t = useTestApp(kind);
  let sellerToken: string;
  const TOTAL = 4_750;

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    sellerToken = (
      await t.ctx.services.auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')
    ).token;
    // 4,750 orders, several batches: five at a time share one instant, and the instants fall between
    // milliseconds, so a batch edge lands among equal times and a cursor rounded to a JS Date would repeat or skip
    await t.ctx.database.db.execute(sql`
      insert into orders (email, access_token_hash, shipping_address, shipping_type, goods, logo_charges,
        setup_fees, shipping, total, payment_provider, idempotency_key, payment_status, created_at)
      select 'bulk' || g || '@example.co.uk', 'h' || g,
        jsonb_build_object('firstName', 'Bulk', 'lastName', 'No ' || g),
        'standard', 1000, 0, 0, 495, 1495, 'test', 'k' || g, 'paid',
        timestamptz '2026-06-01 12:00:00+00' - (g / 5) * interval '1.000333 seconds'
      from generate_series(1, ${TOTAL}) g`);
  });

  const csv = () =>
    loader({
      request: new Request('http://localhost/admin/orders.csv'),
      context: { app: t.ctx, sessionToken: sellerToken } as unknown as AppLoadContext,
      params: {},
    } as Parameters<typeof loader>[0]);

  it('streams every order once, newest first by time then id, a batch at a time', async () => {
    const batches = vi.spyOn(t.ctx.services.sellerOrders, 'exportBatch');
    try {
      const res = await csv();
      const reader = res.body!.getReader();
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      // the first bytes leave before the last batch is read: nothing waits for the whole file
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(decoder.decode(first.value, { stream: true })).toMatch(/^\uFEFFOrder Number,/);
      expect(batches.mock.calls.length).toBeLessThan(Math.ceil(TOTAL / EXPORT_BATCH_SIZE));
      let text = '';
      let chunks = 1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks++;
        text += decoder.decode(value, { stream: true });
      }
      // full batches then the rest (500 × 9 + 250), each its own chunk after the header's
      const expectedBatches = Math.ceil(TOTAL / EXPORT_BATCH_SIZE);
      expect(TOTAL % EXPORT_BATCH_SIZE).toBeGreaterThan(0);
      expect(batches.mock.calls.length).toBe(expectedBatches);
      expect(batches.mock.calls.map(([, after]) => after === null)).toEqual(
        Array.from({ length: expectedBatches }, (_, i) => i === 0),
      );
      expect(chunks).toBe(expectedBatches + 1);
      const numbers = text
        .trimEnd()
        .split('\r\n')
        .map((row) => Number(row.split(',')[0]!.slice(1)));
      expect(numbers).toHaveLength(TOTAL);
      expect(new Set(numbers).size).toBe(TOTAL);
      const expected = await t.ctx.database.db.query.orders.findMany({
        columns: { number: true },
        orderBy: (o, { desc }) => [desc(o.createdAt), desc(o.id)],
      });
      expect(numbers).toEqual(expected.map((r) => r.number));
    } finally {
      batches.mockRestore();
    }
  });
});
