import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { loader } from './orders-csv';

describe('the orders CSV', () => {
  let t: TestApp;
  let sellerToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
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
  });
  afterAll(async () => {
    await t?.close();
  });

  const csv = (query: string, sessionToken: string | undefined) =>
    loader({
      request: new Request(`http://localhost/admin/orders.csv${query}`),
      context: { app: t.ctx, sessionToken } as unknown as AppLoadContext,
      params: {},
    } as Parameters<typeof loader>[0]);

  it('streams every order of the filtered list, a header first', async () => {
    const res = await csv('', sellerToken);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    const rows = (await res.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Order Number,Date,Customer,Email,Status,Payment,Total (GBP),Archived');
    expect(rows).toHaveLength(1 + 229);
    expect(rows[1]).toMatch(/^#\d+,.+,Buyer No 1,buyer1@example\.co\.uk,Pending,paid,14\.95,no$/);
    expect(rows.find((r) => r.includes('buyer7@'))).toContain(",'=cmd() No 7,");

    const archived = (await (await csv('?archived=true', sellerToken)).text()).trimEnd().split('\r\n');
    expect(archived).toHaveLength(2);
    expect(archived[1]).toMatch(/buyer3@example\.co\.uk,Pending,paid,14\.95,yes$/);
    const searched = (await (await csv('?search=buyer12%40', sellerToken)).text()).trimEnd().split('\r\n');
    expect(searched).toHaveLength(2);
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
