import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_EMAIL, loadConfig } from './config';
import { startupWarnings } from './start';

const PG = 'postgres://shop@db.internal:5432/shop';
const SECRET = 'a-shared-secret-of-at-least-32-characters';
/** A shop with its own address, so only the warning under test speaks. */
const OWN = { PUBLIC_URL: 'https://shop.example.co.uk', SHOP_EMAIL: 'orders@shop.example.co.uk' };

describe('startupWarnings', () => {
  const warnings = (env: Record<string, string>) =>
    startupWarnings(loadConfig({ NODE_ENV: 'production', ...OWN, ...env }));

  it('asks a PostgreSQL shop without APP_SECRET for one, since another instance would sign with another key', () => {
    const [warning, ...rest] = warnings({ DATABASE_URL: PG, DATA_DIR: '/srv/shop-data' });
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^APP_SECRET is not set/);
    expect(warning).toContain('/srv/shop-data');
    expect(warning).toContain('set the same APP_SECRET');
  });

  it('says nothing with APP_SECRET set, nor on the embedded database (one process only)', () => {
    expect(warnings({ DATABASE_URL: PG, APP_SECRET: SECRET })).toEqual([]);
    expect(warnings({})).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development', DATABASE_URL: PG }))).toEqual([]);
  });

  it('still warns about a missing PUBLIC_URL', () => {
    expect(
      startupWarnings(loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, SHOP_EMAIL: OWN.SHOP_EMAIL })),
    ).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
  });

  it("warns when the shop's address is the demo shop's: set so, or no address and no seller", () => {
    const demo = expect.stringContaining(`is the demo shop's (${DEMO_SHOP_EMAIL})`);
    expect(warnings({ SHOP_EMAIL: DEMO_SHOP_EMAIL })).toEqual([demo]);
    expect(warnings({ SHOP_EMAIL: '' })).toEqual([demo]);
    expect(warnings({ SHOP_EMAIL: '' })[0]).toContain('Set SHOP_EMAIL');
    // the seller's account found at start (seller:create) is the shop's address: no warning
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: OWN.PUBLIC_URL });
    expect(startupWarnings(config, { email: 'bev@bevsworkwear.co.uk' })).toEqual([]);
    expect(startupWarnings(config)).toEqual([demo]);
  });

  it("warns that WEBHOOKS_ALLOW_LOCAL (the browser tests' switch) lets webhooks go to loopback", () => {
    expect(warnings({ WEBHOOKS_ALLOW_LOCAL: 'true' })).toEqual([
      expect.stringMatching(/^WEBHOOKS_ALLOW_LOCAL is on: .*localhost/),
    ]);
    expect(warnings({ WEBHOOKS_ALLOW_LOCAL: 'false' })).toEqual([]);
  });

  it("takes the seller's address (ADMIN_EMAIL) for the shop's when SHOP_EMAIL is unset", () => {
    expect(warnings({ SHOP_EMAIL: '', ADMIN_EMAIL: 'bev@bevsworkwear.co.uk' })).toEqual([]);
  });
});
