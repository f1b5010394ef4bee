import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, logIn, SELLER, sellerSession, uploadLogo } from '../../tests/helpers/api';
import { plainPicture } from '../../tests/helpers/photos';
import { startLocalS3, type LocalS3 } from '../../tests/helpers/s3';
import { insertOrder } from '../../tests/helpers/seller-api';
import { shopperApi } from '../../tests/helpers/shopper-api';
import {
  createPostgresTestDatabase,
  createTestApp,
  testDatabases,
  type DatabaseKind,
  type TestApp,
} from '../../tests/helpers/test-app';
import { runShopScript } from '../../tests/helpers/shop-process';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { backUp, londonDay, londonTime } from '../services/backups';
import { readManifest, restoreBackup, RestoreRefusedError } from './backup';
import { fetchBackup, openBackupStore } from './backup-store';

let ip = 0;
const from = () => `10.35.${++ip % 250}.1`;

/** A shop with a seller, three customers, their orders (a guest's too), a logo and a VAT setting. */
async function buildShop(t: TestApp) {
  await sellerSession(t, SELLER, from());
  const shopper = shopperApi(() => t, from);
  const customers = [await shopper.customer(), await shopper.customer(), await shopper.customer()];
  const png = await plainPicture('png', { width: 160, height: 80, background: '#b91c1c' });
  const logo = await uploadLogo(t, png, 'our-logo.png', { cookie: customers[0]!.cookie, from: from() });
  const db = t.ctx.database.db;
  const orders = [
    await insertOrder(db, customers[0]!.user, { paymentStatus: 'paid' }),
    await insertOrder(db, customers[1]!.user, { paymentStatus: 'paid', total: 10_050 }),
    await insertOrder(db, customers[2]!.user),
    await insertOrder(db, null, { paymentStatus: 'paid' }),
  ];
  await t.ctx.services.vatSettings.set({
    registered: true,
    vatNumber: 'GB123456789',
    startDay: '2026-12-01',
  });
  await t.ctx.jobs.drain();
  return { customers, logo, orders };
}

/** Every row of every app table, as PostgreSQL writes it, table by table (jobs of backups left out). */
async function everyRow(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const rows = (q: ReturnType<typeof sql>) =>
    database.db.execute(q).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)) as Promise<
      Record<string, string>[]
    >;
  const tables = await rows(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables)
    out[name!] = (await rows(sql.raw(`select row_to_json(t)::text as line from "${name}" t order by 1`))).map(
      (r) => r.line!,
    );
  return out;
}

async function sellerGet(t: TestApp, cookie: string, p: string) {
  const res = await callApi(t, 'GET', p, { cookie, from: from() });
  expect(res.status, p).toBe(200);
  return res;
}

/** What the seller sees of the shop: order ids, customer ids, the logo's bytes, the VAT setting. */
async function whatTheSellerSees(t: TestApp, logoId: string) {
  const cookie = await logIn(t, SELLER, { path: '/auth/admin/login', from: from() });
  const orders = (await (await sellerGet(t, cookie, '/orders?pageSize=50')).json()).orders as {
    _id: string;
  }[];
  const customers = (await (await sellerGet(t, cookie, '/orders/customers')).json()).customers as {
    id: string;
  }[];
  const logo = Buffer.from(await (await sellerGet(t, cookie, `/logos/${logoId}/file`)).arrayBuffer());
  const vat = await t.ctx.services.vatSettings.get();
  return {
    orders: orders.map((o) => o._id).sort(),
    customers: customers.map((c) => c.id).sort(),
    logo,
    vat: { registered: vat.registered, vatNumber: vat.vatNumber, startDay: vat.startDay },
  };
}

/** A fresh, empty target: a new DATA_DIR (PGlite in it) or a new PostgreSQL database, with its config. */
async function emptyTarget(kind: DatabaseKind, root: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(root, 'target-'));
  const pg = kind === 'postgres' ? await createPostgresTestDatabase() : null;
  const envOf = { NODE_ENV: 'test', DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}), ...env };
  return {
    dataDir,
    env: envOf,
    config: loadConfig(envOf),
    open: () =>
      pg
        ? openDatabase({ url: pg.url, maxConnections: 4 })
        : openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    drop: async () => {
      await pg?.drop();
    },
  };
}

describe.each(testDatabases())('backup and restore on %s', (kind) => {
  let root: string;
  let source: TestApp;
  let shop: Awaited<ReturnType<typeof buildShop>>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-test-'));
    source = await createTestApp(kind);
    shop = await buildShop(source);
  });
  afterAll(async () => {
    await source?.close();
    await rm(root, { recursive: true, force: true });
  });

  it(
    'backs up a shop and restores it into a fresh one that has every order, customer, logo file and setting',
    { timeout: 240_000 },
    async () => {
      const seen = await whatTheSellerSees(source, shop.logo._id);
      expect(seen.orders).toEqual(shop.orders.map((o) => o.id).sort());
      expect(seen.customers).toEqual(
        shop.customers
          .slice(0, 2)
          .map((c) => c.user.id)
          .sort(),
      );
      await source.ctx.jobs.drain();
      const before = await everyRow(source.ctx.database);
      const store = openBackupStore(path.join(root, 'backups'), source.ctx.config);
      const { location, manifest } = await backUp(source.ctx, store, new Date('2026-11-29T03:00:00Z'));
      expect(path.basename(location)).toBe('backup-2026-11-29T030000Z');
      expect(await store.list()).toEqual(['backup-2026-11-29T030000Z']);
      expect(manifest.database.kind).toBe(kind);
      expect(manifest.tables.find((t) => t.name === 'orders')!.rows).toBe(4);
      expect(manifest.tables.find((t) => t.name === 'users')!.rows).toBe(4);
      expect(manifest.files.length).toBeGreaterThanOrEqual(2); // the logo and its preview
      expect(manifest.migrations.count).toBeGreaterThan(20);
      // parents before children: users before orders before order lines
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf('users')).toBeLessThan(order.indexOf('orders'));
      expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_lines'));

      const target = await emptyTarget(kind, root);
      const lines: string[] = [];
      const report = await restoreBackup(location, target.config, (line) => lines.push(line));
      expect(report.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
      expect(lines.join('\n')).toContain('Restored');

      const database = target.open();
      const restored = await createTestApp(kind, { DATA_DIR: target.dataDir }, { database });
      try {
        // the same rows, every table, before the restored shop has served anything
        expect(await everyRow(database)).toEqual(before);
        const again = await whatTheSellerSees(restored, shop.logo._id);
        expect(again.orders).toEqual(seen.orders);
        expect(again.customers).toEqual(seen.customers);
        expect(again.logo.equals(seen.logo)).toBe(true);
        expect(again.logo.length).toBeGreaterThan(100);
        expect(again.vat).toEqual({ registered: true, vatNumber: 'GB123456789', startDay: '2026-12-01' });
        // a customer logs in with their password and sees their logo; the next order number follows on
        const customer = shop.customers[0]!.user;
        const cookie = await logIn(restored, customer, { from: from() });
        expect(
          (await callApi(restored, 'GET', `/logos/${shop.logo._id}/file`, { cookie, from: from() })).status,
        ).toBe(200);
        const next = await insertOrder(database.db, customer);
        expect(next.number).toBe(Math.max(...shop.orders.map((o) => o.number)) + 1);

        // into the same (now full) target again: refused, nothing changed
        const ordersBefore = (await everyRow(database)).orders!.length;
        await restored.close();
        await database.close();
        await expect(restoreBackup(location, target.config)).rejects.toThrow(RestoreRefusedError);
        await expect(restoreBackup(location, target.config)).rejects.toThrow(
          /Restore refused: it goes into an empty database and file store only.*Nothing was changed/,
        );
        const reopened = target.open();
        expect((await everyRow(reopened)).orders!.length).toBe(ordersBefore);
        await reopened.close();
      } finally {
        await restored.close().catch(() => {});
        await database.close().catch(() => {});
        await target.drop();
      }
    },
  );

  it.runIf(kind === 'pglite' && process.env.TEST_DATABASE_URL)(
    'restores a backup of the embedded database into PostgreSQL',
    { timeout: 240_000 },
    async () => {
      const seen = await whatTheSellerSees(source, shop.logo._id);
      await source.ctx.jobs.drain();
      const before = await everyRow(source.ctx.database);
      const store = openBackupStore(path.join(root, 'backups-cross'), source.ctx.config);
      const { location } = await backUp(source.ctx, store, new Date());
      const target = await emptyTarget('postgres', root);
      try {
        await restoreBackup(location, target.config);
        const database = target.open();
        const restored = await createTestApp('postgres', { DATA_DIR: target.dataDir }, { database });
        try {
          const after = await everyRow(database);
          expect(Object.keys(after)).toEqual(Object.keys(before));
          for (const table of Object.keys(before))
            expect(after[table]!.length, table).toBe(before[table]!.length);
          const again = await whatTheSellerSees(restored, shop.logo._id);
          expect(again.orders).toEqual(seen.orders);
          expect(again.customers).toEqual(seen.customers);
          expect(again.logo.equals(seen.logo)).toBe(true);
          expect(again.vat).toEqual(seen.vat);
        } finally {
          await restored.close();
          await database.close();
        }
      } finally {
        await target.drop();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'restores as a role that is no superuser (the tables its own, their triggers off while loading)',
    { timeout: 240_000 },
    async () => {
      await source.ctx.jobs.drain();
      const before = await everyRow(source.ctx.database);
      const store = openBackupStore(path.join(root, 'backups-owner'), source.ctx.config);
      const { location } = await backUp(source.ctx, store, new Date());
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      const name = `shop_owner_${Date.now().toString(36)}`;
      await admin.unsafe(`create role ${name} login nosuperuser`);
      await admin.unsafe(`create database ${name} owner ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.username = name;
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(root, 'owner-'));
      try {
        await restoreBackup(location, loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }));
        const database = openDatabase({ url: url.toString(), maxConnections: 2 });
        try {
          const after = await everyRow(database);
          for (const table of Object.keys(before))
            expect(after[table]!.length, table).toBe(before[table]!.length);
          expect(after.catalogue_state).toEqual(before.catalogue_state);
          expect(after.orders).toEqual(before.orders);
        } finally {
          await database.close();
        }
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.unsafe(`drop role if exists ${name}`);
        await admin.end();
      }
    },
  );

  it(
    'refuses an empty database beside a file store that holds files, and creates nothing',
    { timeout: 120_000 },
    async () => {
      const store = openBackupStore(path.join(root, 'backups-2'), source.ctx.config);
      const { location } = await backUp(source.ctx, store, new Date());
      const target = await emptyTarget(kind, root);
      try {
        await mkdir(path.join(target.dataDir, 'files', 'products'), { recursive: true });
        await writeFile(path.join(target.dataDir, 'files', 'products', 'left-behind.webp'), 'x');
        await expect(restoreBackup(location, target.config)).rejects.toThrow(
          /file store .*files holds files \(products\/left-behind\.webp, …\).*Nothing was changed/,
        );
        if (kind === 'pglite') expect(await readdir(target.dataDir)).toEqual(['files']);
        else {
          const database = target.open();
          expect(Object.keys(await everyRow(database))).toEqual([]);
          await database.close();
        }
      } finally {
        await target.drop();
      }
    },
  );

  it('refuses a backup from a newer version of the shop', { timeout: 120_000 }, async () => {
    const store = openBackupStore(path.join(root, 'backups-3'), source.ctx.config);
    const { location } = await backUp(source.ctx, store, new Date());
    const manifestFile = path.join(location, 'manifest.json');
    const manifest = await readManifest(location);
    manifest.migrations.last.createdAt = String(Date.now() + 365 * 86_400_000);
    await writeFile(manifestFile, JSON.stringify(manifest));
    const target = await emptyTarget(kind, root);
    try {
      await expect(restoreBackup(location, target.config)).rejects.toThrow(
        /made by a newer version of the shop/,
      );
    } finally {
      await target.drop();
    }
  });
});

describe.each(testDatabases())('backup and restore with files and backups on S3, on %s', (kind) => {
  let s3: LocalS3;
  let root: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-s3-'));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
  });

  it(
    'writes the backup to a bucket and restores the files into an empty bucket folder',
    { timeout: 240_000 },
    async () => {
      const source = await createTestApp(kind, s3.env({ S3_PREFIX: 'shop' }));
      const target = await emptyTarget(kind, root, s3.env({ S3_PREFIX: 'restored' }));
      try {
        const shop = await buildShop(source);
        const seen = await whatTheSellerSees(source, shop.logo._id);
        const store = openBackupStore(`s3://${s3.bucket}/backups`, source.ctx.config);
        const { location, manifest } = await backUp(source.ctx, store, new Date('2026-11-29T03:00:00Z'));
        expect(location).toBe(`s3://${s3.bucket}/backups/backup-2026-11-29T030000Z`);
        expect(await store.list()).toEqual(['backup-2026-11-29T030000Z']);
        // the shop's files, not the backups beside them under another folder
        expect(
          manifest.files.every((f) => f.key.startsWith('private/') || f.key.startsWith('products/')),
        ).toBe(true);

        const fetched = await fetchBackup(location, target.config);
        try {
          await restoreBackup(fetched.dir, target.config);
          // the bucket folder now holds files: a second restore is refused
          await expect(restoreBackup(fetched.dir, target.config)).rejects.toThrow(/Restore refused/);
        } finally {
          await fetched.done();
        }
        const database = target.open();
        const restored = await createTestApp(kind, target.env, { database });
        try {
          const again = await whatTheSellerSees(restored, shop.logo._id);
          expect(again.logo.equals(seen.logo)).toBe(true);
          expect(again.orders).toEqual(seen.orders);
          expect(again.customers).toEqual(seen.customers);
          expect(again.vat.vatNumber).toBe('GB123456789');
        } finally {
          await restored.close();
          await database.close();
        }
        await store.remove('backup-2026-11-29T030000Z');
        expect(await store.list()).toEqual([]);
      } finally {
        await source.close();
        await target.drop();
      }
    },
  );
});

describe.each(testDatabases())('the daily backup job on %s', (kind) => {
  let root: string;
  let now = new Date('2026-11-20T04:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-daily-'));
    t = await createTestApp(
      kind,
      { BACKUP_TIME: '03:00', BACKUP_KEEP: '2', BACKUP_DIR: path.join(root, 'daily') },
      { worker: false, clock: () => now },
    );
    await insertOrder(t.ctx.database.db, null);
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });
  const backups = async () => (await readdir(path.join(root, 'daily')).catch(() => [] as string[])).sort();

  it(
    'backs up once a London day, at BACKUP_TIME, and keeps the newest BACKUP_KEEP',
    { timeout: 120_000 },
    async () => {
      // two instances' sweeps on one day: one backup
      expect(await t.ctx.services.backups.schedule()).toBe('backup:2026-11-20');
      await t.ctx.services.backups.schedule();
      expect(await t.ctx.jobs.runDue()).toBe(1);
      expect(await backups()).toEqual(['backup-2026-11-20T040000Z']);
      await t.ctx.services.backups.schedule();
      expect(await t.ctx.jobs.runDue()).toBe(0);
      expect(await backups()).toEqual(['backup-2026-11-20T040000Z']);

      for (const day of ['2026-11-21', '2026-11-22']) {
        now = new Date(`${day}T04:00:00Z`);
        await t.ctx.services.backups.schedule();
        expect(await t.ctx.jobs.runDue()).toBe(1);
      }
      expect(await backups()).toEqual(['backup-2026-11-21T040000Z', 'backup-2026-11-22T040000Z']);
      const kept = await readManifest(path.join(root, 'daily', 'backup-2026-11-22T040000Z'));
      expect(kept.tables.find((x) => x.name === 'orders')!.rows).toBe(1);
      // the backup job is not in its own backup (restored, it would run again)
      expect(kept.tables.find((x) => x.name === 'jobs')!.rows).toBe(0);

      // a day still to come: the job waits for 03:00 London
      now = new Date(Date.now() + 3 * 86_400_000);
      const day = londonDay(now);
      now = new Date(londonTime(day, '01:00'));
      await t.ctx.services.backups.schedule();
      expect(await t.ctx.jobs.runDue()).toBe(0);
      expect(await backups()).toHaveLength(2);
    },
  );

  it('reads BACKUP_TIME on the London clock, summer time minded', () => {
    expect(londonTime('2026-11-20', '03:00').toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(londonTime('2026-07-01', '03:00').toISOString()).toBe('2026-07-01T02:00:00.000Z');
    expect(londonTime('2026-07-01', '00:30').toISOString()).toBe('2026-06-30T23:30:00.000Z');
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});

describe('npm run backup and restore, on the embedded database', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-cli-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a folder the running shop holds, then backs up and restores it once stopped', async () => {
    const dataDir = path.join(root, 'data');
    const running = openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await running.migrate();
    await insertOrder(running.db, null);
    const env = { DATA_DIR: dataDir, BACKUP_DIR: path.join(root, 'backups') };
    const refused = await runShopScript('server/backup/cli.ts', ['backup'], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('in use by process');
    expect(refused.output).toContain('The running shop backs itself up every day: set BACKUP_TIME');
    await running.close();

    const done = await runShopScript('server/backup/cli.ts', ['backup'], env);
    expect(done.output).toMatch(/Backup written to .*backup-\d{4}-\d\d-\d\dT\d{6}Z: \d+ rows in \d+ tables/);
    expect(done.code).toBe(0);
    const [name] = await readdir(path.join(root, 'backups'));

    const restoredDir = path.join(root, 'restored');
    const from = path.join(root, 'backups', name!);
    const restored = await runShopScript('server/backup/cli.ts', ['restore', '--from', from], {
      DATA_DIR: restoredDir,
    });
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);
    const again = await runShopScript('server/backup/cli.ts', ['restore', '--from', from], {
      DATA_DIR: restoredDir,
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('Restore refused');

    const database = openDatabase({ pgliteDir: path.join(restoredDir, 'pglite') });
    const count = await database.db.execute(sql`select count(*)::int as n from orders`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await database.close();
  }, 300_000);
});
