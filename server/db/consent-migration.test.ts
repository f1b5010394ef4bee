import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from './client';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testDatabases } from '../../tests/helpers/test-app';

const MIGRATIONS = path.resolve(__dirname, 'migrations');

/** A copy of the migrations folder whose journal stops at `lastTag` (its SQL files are all there). */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * Issue 34's migration (0028) on a shop that had customers: each keeps their state — mailable unless they had
 * unsubscribed — recorded once as 'existing-customer'; deleted customers and staff are left alone.
 */
describe.each(testDatabases())('consent migration on %s', (kind) => {
  let run: (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;
  let migrateTo: (folder: string) => Promise<void>;
  let close: () => Promise<void>;
  let partial = '';

  beforeAll(async () => {
    partial = await migrationsUpTo('0027_staff');
    if (kind === 'pglite') {
      const client = createPglite();
      const db = drizzlePglite(client);
      run = async (q) => (await db.execute(q)).rows as Record<string, unknown>[];
      migrateTo = (folder) => migratePglite(db, { migrationsFolder: folder });
      close = () => client.close();
    } else {
      const { url, drop } = await createPostgresTestDatabase();
      const client = postgres(url, { max: 1, onnotice: () => {} });
      const db = drizzlePostgres(client);
      run = async (q) => [...(await db.execute(q))] as Record<string, unknown>[];
      migrateTo = (folder) => migratePostgres(db, { migrationsFolder: folder });
      close = async () => {
        await client.end({ timeout: 5 });
        await drop();
      };
    }
  });
  afterAll(async () => {
    await close?.();
    if (partial) await rm(partial, { recursive: true, force: true });
  });

  it('keeps existing customers mailable unless they unsubscribed, with one record each', async () => {
    await migrateTo(partial);
    const insert = (email: string, role: string, extra: string) =>
      run(
        sql.raw(
          `insert into users (email, first_name, last_name, password_hash, role, verified_at${extra ? ', ' + extra.split('=')[0] : ''}) values ('${email}', 'A', 'B', 'x', '${role}', now()${extra ? ', now()' : ''})`,
        ),
      );
    await insert('stays@old.test', 'customer', '');
    await insert('left@old.test', 'customer', 'marketing_opt_out_at=');
    await insert('gone@old.test', 'customer', 'anonymised_at=');
    await insert('staff@old.test', 'owner', '');

    await migrateTo(MIGRATIONS);
    const rows = await run(
      sql`select u.email, u.marketing_consent as consent, c.granted, c.source, c.wording
          from users u left join marketing_consents c on c.user_id = u.id order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'gone@old.test', consent: false, granted: null, source: null, wording: null },
      expect.objectContaining({
        email: 'left@old.test',
        consent: false,
        granted: false,
        source: 'existing-customer',
      }),
      { email: 'staff@old.test', consent: false, granted: null, source: null, wording: null },
      expect.objectContaining({
        email: 'stays@old.test',
        consent: true,
        granted: true,
        source: 'existing-customer',
      }),
    ]);
  });
});
