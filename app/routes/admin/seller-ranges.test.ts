import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonToday, MAX_BUCKETS } from '../../../domain/earnings';
import { useTestApp } from '../../../tests/helpers/test-app';
import { loader as earningsLoader } from './earnings';
import { loader as inboxLoader } from './inbox';

/**
 * The seller's pages read ranges from the URL (a report's dates, a list's page). Each is bounded before any work:
 * `/admin/earnings?to=9999-12-31` once built day buckets until the process ran out of memory.
 */
describe("range parameters of the seller's pages", () => {
  const t = useTestApp('pglite');
  let sellerToken: string;
  const today = londonToday();

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    sellerToken = (
      await t.ctx.services.auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')
    ).token;
  });

  const args = (url: string) =>
    ({
      request: new Request(`http://localhost${url}`),
      context: { app: t.ctx, sessionToken: sellerToken } as unknown as AppLoadContext,
      params: {},
    }) as never;
  /** The earnings page's data and HTTP status. */
  const earnings = async (query: string) => {
    const result = await earningsLoader(args(`/admin/earnings${query}`));
    return { status: result.init?.status ?? 200, data: result.data };
  };
  const inbox = (query: string) => inboxLoader(args(`/admin/inbox${query}`));

  it.each([
    ['?to=9999-12-31', /^Please choose dates between 1 January 2000 and /],
    ['?from=9999-12-01&to=9999-12-31', /^Please choose dates between/],
    ['?from=0001-01-01&to=2026-01-01&granularity=month', /^Please choose dates between/],
    ['?from=1999-12-31', /^Please choose dates between/],
    [`?from=2000-01-01&to=${today}&granularity=day`, new RegExp(`more than ${MAX_BUCKETS} days`)],
    [`?from=2000-01-01&to=${today}&granularity=week`, new RegExp(`more than ${MAX_BUCKETS} weeks`)],
    ['?to=99999-01-01', /^Please enter dates as day, month and year/],
  ])(
    '/admin/earnings%s answers 400 at once with a message, showing the last 30 days',
    async (query, message) => {
      const started = performance.now();
      const { status, data } = await earnings(query);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(status).toBe(400);
      expect(data.error).toMatch(message);
      expect(data.report.range).toEqual({ from: addDays(today, -29), to: today, granularity: 'day' });
      expect(data.report.series).toHaveLength(30);
    },
  );

  it('names the last day a report may reach: a year from today', async () => {
    const { data } = await earnings('?to=9999-12-31');
    const latest = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${addDays(today, 366)}T00:00:00Z`),
    );
    expect(data.error).toBe(`Please choose dates between 1 January 2000 and ${latest}.`);
  });

  it('takes a good period, also one reaching into next year or back to 2000 by month', async () => {
    for (const query of [
      `?from=${today}&to=${addDays(today, 366)}&granularity=week`,
      '?from=2000-01-01&to=2009-12-31&granularity=month',
    ]) {
      const { status, data } = await earnings(query);
      expect(status).toBe(200);
      expect(data.error).toBeNull();
    }
  });

  it.each(['1e300', '99999999999999999999', '-5', 'abc', '10001'])(
    '/admin/inbox?page=%s shows the first page',
    async (page) => {
      expect((await inbox(`?page=${page}`)).page).toBe(1);
    },
  );

  it.each(['/api/orders?page=10001', '/api/orders/customers?page=10001&pageSize=20'])(
    '%s is refused with a 400 that says why',
    async (url) => {
      const res = await t.request(url, {
        headers: { cookie: `sid=${sellerToken}`, 'x-forwarded-for': '10.0.0.9' },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/page must be at most 10000/);
    },
  );
});
