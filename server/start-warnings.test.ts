import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupWarnings } from './start';

const PG = 'postgres://shop@db.internal:5432/shop';
const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('startupWarnings', () => {
  const warnings = (env: Record<string, string>) =>
    startupWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.uk', ...env }));

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
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
  });
});
