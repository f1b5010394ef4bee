import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { z } from 'zod';
import type { Config } from '../config';
import { openDatabase, type Database, type DatabaseHandle, type DbOrTx } from '../db/client';
import { createLocalFileStore, type FileStore } from '../integrations/files/file-store';
import { createS3FileStore, s3SettingsFrom, type S3Config } from '../integrations/files/s3-file-store';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import { MANIFEST } from './backup-store';

/**
 * A backup is a folder:
 *
 * - `tables/<table>.jsonl.gz`: every row of the table, one JSON object a line (PostgreSQL's own row_to_json, so
 *   every type comes back as the database wrote it: timestamps with their offset, bytea in hex, big numbers whole);
 * - `files/<key>`: every file of the shop's file store, as stored;
 * - `app-secret`: the secret made in DATA_DIR when APP_SECRET is unset (the links already mailed stay good);
 * - `manifest.json`, written last: when, by which version, the last migration, each table's rows and columns,
 *   the sequences, each file's size and sha256.
 *
 * The rows are read in one REPEATABLE READ READ ONLY transaction: one moment of the shop, whatever is written
 * meanwhile. The files are copied after it (a file removed meanwhile, after its row was deleted, is left out).
 */
export const BACKUP_FORMAT = 1;
/** The daily backup job's kind: a backup leaves its own run out of the jobs it saves. */
export const BACKUP_JOB_KIND = 'shop-backup';

const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), serverVersion: z.string() }),
  migrations: z.object({ count: z.number(), last: z.object({ hash: z.string(), createdAt: z.string() }) }),
  tables: z.array(
    z.object({ name: z.string(), rows: z.number(), columns: z.array(z.string()), sha256: z.string() }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(z.object({ key: z.string(), size: z.number(), sha256: z.string() })),
  appSecret: z.boolean(),
});
export type BackupManifest = z.infer<typeof Manifest>;

/** Rows of a raw query, whichever driver ran it (postgres.js gives an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function query<T>(db: DbOrTx, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public), parents before children by their foreign keys, else by name. */
async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  const links = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    // a cycle of foreign keys (none today): take the rest by name, the restore turns the checks off anyway
    const next = ready.length > 0 ? ready : tables.filter((t) => !placed.has(t));
    for (const t of next) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

async function columnsOf(db: DbOrTx, table: string): Promise<string[]> {
  return (
    await query<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
    )
  ).map((r) => r.name);
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function appIdentity(): { name: string; version: string } {
  try {
    // read at run time: the built server has no package.json bundled
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    return { name: pkg.name ?? 'workwear-shop', version: pkg.version ?? '0.0.0' };
  } catch {
    return { name: 'workwear-shop', version: '0.0.0' };
  }
}

export interface BackupSource {
  database: DatabaseHandle;
  files: FileStore;
  config: Pick<Config, 'APP_SECRET' | 'dataDir'>;
  now?: Date;
}

/** Writes a backup of the shop's database and files into `dir` (an empty folder). */
export async function writeBackup(dir: string, source: BackupSource): Promise<BackupManifest> {
  const { database, files, config } = source;
  const db = database.db;
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  const hasMigrations = await query<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!hasMigrations[0]?.found)
    throw new Error(
      'There is no shop in this database to back up: it has never been started (no migrations)',
    );

  const snapshot = await db.transaction(
    async (tx) => {
      const [last] = await query<{ hash: string; createdAt: string; count: number }>(
        tx,
        sql`select hash, created_at::text as "createdAt", (select count(*)::int from drizzle.__drizzle_migrations) as count
            from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      if (!last)
        throw new Error('There is no shop in this database to back up: no migration has been applied');
      const [server] = await query<{ version: string }>(
        tx,
        sql`select current_setting('server_version') as version`,
      );
      const tables: BackupManifest['tables'] = [];
      for (const table of await tablesInOrder(tx)) {
        const file = path.join(dir, 'tables', `${table}.jsonl.gz`);
        const rows = await dumpTable(tx, table, file);
        tables.push({
          name: table,
          rows,
          columns: await columnsOf(tx, table),
          sha256: await sha256File(file),
        });
      }
      const sequences: BackupManifest['sequences'] = [];
      for (const { name } of await query<{ name: string }>(
        tx,
        sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'
            order by sequence_name`,
      )) {
        const [value] = await query<{ lastValue: string; isCalled: boolean }>(
          tx,
          sql.raw(`select last_value::text as "lastValue", is_called as "isCalled" from ${ident(name)}`),
        );
        sequences.push({ name, lastValue: value!.lastValue, isCalled: value!.isCalled });
      }
      return {
        migrations: { count: last.count, last: { hash: last.hash, createdAt: last.createdAt } },
        serverVersion: server?.version ?? 'unknown',
        tables,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const stored: BackupManifest['files'] = [];
  for await (const { key } of files.list()) {
    const read = await files.read(key);
    // removed since it was listed (a deleted customer's logo): not part of the shop any more
    if (!read) continue;
    const target = path.join(dir, 'files', ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    read.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(read.stream, createWriteStream(target));
    stored.push({ key, size, sha256: hash.digest('hex') });
  }
  stored.sort((a, b) => a.key.localeCompare(b.key));

  const secretFile = path.join(config.dataDir, 'app-secret');
  const appSecret = !config.APP_SECRET && existsSync(secretFile);
  if (appSecret) await writeFile(path.join(dir, 'app-secret'), await readFile(secretFile), { mode: 0o600 });

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: (source.now ?? new Date()).toISOString(),
    app: appIdentity(),
    database: { kind: database.kind, serverVersion: snapshot.serverVersion },
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    files: stored,
    appSecret,
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Writes the table's rows as gzipped JSON lines through a cursor (never the whole table in memory). */
async function dumpTable(tx: DbOrTx, table: string, file: string): Promise<number> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  // the running backup job is no part of the shop to bring back (restored, it would run again at once)
  const where = table === 'jobs' ? ` where t.kind <> '${BACKUP_JOB_KIND}'` : '';
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${ident(table)} t${where}`,
    ),
  );
  let rows = 0;
  for (;;) {
    const batch = await query<{ line: string }>(tx, sql.raw('fetch 1000 from backup_rows'));
    if (batch.length === 0) break;
    rows += batch.length;
    if (!gzip.write(`${batch.map((r) => r.line).join('\n')}\n`)) await once(gzip, 'drain');
  }
  await tx.execute(sql.raw('close backup_rows'));
  gzip.end();
  await done;
  return rows;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the backup's ${MANIFEST} in ${dir}: ${(error as Error).message}`);
  }
  const parsed = Manifest.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `The backup's ${MANIFEST} is not one this shop can restore (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
    );
  return parsed.data;
}

export type RestoreTarget = Pick<Config, 'DATABASE_URL' | 'dataDir' | 'APP_SECRET'> & S3Config;

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

function targetFiles(target: RestoreTarget): { files: FileStore; where: string } {
  const s3 = s3SettingsFrom(target);
  return s3
    ? { files: createS3FileStore(s3), where: `s3://${s3.bucket}${s3.prefix ? `/${s3.prefix}` : ''}` }
    : {
        files: createLocalFileStore(path.join(target.dataDir, 'files')),
        where: path.join(target.dataDir, 'files'),
      };
}

/** Why the target is not empty (nothing when it is): its database has tables, or its file store files. */
async function targetProblems(
  target: RestoreTarget,
  files: FileStore,
  filesWhere: string,
): Promise<string[]> {
  const problems: string[] = [];
  if (target.DATABASE_URL) {
    const client = postgres(target.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await client<{ tables: number }[]>`
        select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_%'`;
      if (row!.tables > 0)
        problems.push(`the database ${safeUrl(target.DATABASE_URL)} has ${row!.tables} tables`);
    } finally {
      await client.end({ timeout: 5 });
    }
  } else {
    const folder = path.join(target.dataDir, 'pglite');
    const entries = await readdir(folder).catch(() => [] as string[]);
    if (entries.length > 0) problems.push(`the embedded database folder ${folder} is not empty`);
  }
  for await (const file of files.list()) {
    problems.push(`the file store ${filesWhere} holds files (${file.key}, …)`);
    break;
  }
  return problems;
}

/** The URL without its password, for messages. */
function safeUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  files: number;
  database: string;
  filesWhere: string;
}

/**
 * Brings the backup in `dir` back into the target's database and file store, which must both be empty (else
 * RestoreRefusedError, nothing changed). The database is migrated to the backup's migration, the rows loaded in
 * one transaction (triggers and foreign-key checks off where the role may, counts checked against the manifest
 * before it commits), then migrated to this version's last migration; the files are copied back, each checked
 * against its sha256.
 */
export async function restoreBackup(
  dir: string,
  target: RestoreTarget,
  log: (line: string) => void = () => {},
): Promise<RestoreReport> {
  const manifest = await readManifest(dir);
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const level = migrations.findIndex((m) => String(m.folderMillis) === manifest.migrations.last.createdAt);
  if (level < 0) {
    const newest = migrations.at(-1)!;
    throw new RestoreRefusedError(
      Number(manifest.migrations.last.createdAt) > newest.folderMillis
        ? 'The backup was made by a newer version of the shop than this one: restore it with that version (or newer)'
        : "The backup's last migration is not one of this version's: restore it with the version that made it",
    );
  }
  const { files, where: filesWhere } = targetFiles(target);
  const problems = await targetProblems(target, files, filesWhere);
  if (problems.length > 0)
    throw new RestoreRefusedError(
      `Restore refused: it goes into an empty database and file store only, and ${problems.join('; ')}. ` +
        'Nothing was changed. Point DATA_DIR (or DATABASE_URL, S3_BUCKET/S3_PREFIX) at empty ones.',
    );
  const database = openDatabase({
    url: target.DATABASE_URL,
    pgliteDir: path.join(target.dataDir, 'pglite'),
    maxConnections: 2,
  });
  const databaseWhere = target.DATABASE_URL
    ? safeUrl(target.DATABASE_URL)
    : path.join(target.dataDir, 'pglite');
  try {
    log(`Migrating ${databaseWhere} to the backup's version (${level + 1} migrations)`);
    await migrateTo(database, migrations.slice(0, level + 1));
    const rows = await loadTables(database.db, dir, manifest, log);
    log('Migrating to this version');
    await database.migrate();

    log(`Copying ${manifest.files.length} files to ${filesWhere}`);
    for (const file of manifest.files) {
      const body = await readFile(path.join(dir, 'files', ...file.key.split('/')));
      const sha256 = createHash('sha256').update(body).digest('hex');
      if (sha256 !== file.sha256 || body.length !== file.size)
        throw new Error(
          `The backup's file ${file.key} is damaged (its size or sha256 differs from the manifest)`,
        );
      await files.put(file.key, body);
    }
    if (manifest.appSecret && !target.APP_SECRET) {
      const secretFile = path.join(target.dataDir, 'app-secret');
      if (existsSync(secretFile)) {
        if (
          (await readFile(secretFile, 'utf8')).trim() !==
          (await readFile(path.join(dir, 'app-secret'), 'utf8')).trim()
        )
          log(
            `Kept ${secretFile} (it differs from the backup's: links mailed before the backup will not verify)`,
          );
      } else {
        await mkdir(target.dataDir, { recursive: true });
        await writeFile(secretFile, await readFile(path.join(dir, 'app-secret')), { mode: 0o600 });
      }
    }
    return { manifest, rows, files: manifest.files.length, database: databaseWhere, filesWhere };
  } finally {
    await database.close();
  }
}

/** Applies these migrations (this version's first n) as the shop's migrate would. */
async function migrateTo(database: DatabaseHandle, migrations: MigrationMeta[]) {
  const db = database.db as unknown as {
    dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
    session: unknown;
  };
  await database.exclusively('shop:migrate', () =>
    db.dialect.migrate(migrations, db.session, { migrationsFolder: MIGRATIONS_DIR }),
  );
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

async function loadTables(db: Database, dir: string, manifest: BackupManifest, log: (line: string) => void) {
  let total = 0;
  await db.transaction(async (tx) => {
    const [role] = await query<{ superuser: string }>(
      tx,
      sql`select current_setting('is_superuser') as superuser`,
    );
    // triggers off while loading (rows kept by triggers, such as counters, come from the backup as they were): a
    // superuser turns off foreign-key checks too; the tables' owner (it has just migrated them) its own triggers,
    // the keys then checked as the tables go in, parents first
    const superuser = role?.superuser === 'on';
    if (superuser) await tx.execute(sql.raw('set local session_replication_role = replica'));
    const present = new Set(await tablesInOrder(tx));
    const missing = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (missing.length > 0)
      throw new Error(`The database has no table ${missing.join(', ')} after migrating`);
    // rows the migrations wrote (catalogue_state's first row) make way for the backup's
    await tx.execute(sql.raw(`truncate table ${manifest.tables.map((t) => ident(t.name)).join(', ')}`));
    if (!superuser)
      for (const table of manifest.tables)
        await tx.execute(sql.raw(`alter table ${ident(table.name)} disable trigger user`));
    for (const table of manifest.tables) {
      const file = path.join(dir, 'tables', `${table.name}.jsonl.gz`);
      if ((await sha256File(file)) !== table.sha256)
        throw new Error(`The backup's rows of ${table.name} are damaged (sha256 differs from the manifest)`);
      const columns = table.columns.map(ident).join(', ');
      const insert = (lines: string[]) =>
        tx.execute(
          sql`${sql.raw(`insert into ${ident(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(table.name)}, `)}${`[${lines.join(',')}]`}::json)`,
        );
      let batch: string[] = [];
      let chars = 0;
      const lines = createInterface({
        input: createReadStream(file).pipe(createGunzip()),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insert(batch);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length > 0) await insert(batch);
      const [count] = await query<{ rows: number }>(
        tx,
        sql.raw(`select count(*)::int as rows from ${ident(table.name)}`),
      );
      if (count!.rows !== table.rows)
        throw new Error(
          `${table.name}: ${count!.rows} rows restored, the backup's manifest says ${table.rows}`,
        );
      total += table.rows;
    }
    if (!superuser)
      for (const table of manifest.tables)
        await tx.execute(sql.raw(`alter table ${ident(table.name)} enable trigger user`));
    for (const seq of manifest.sequences)
      await tx.execute(
        sql`select setval(${ident(seq.name)}::regclass, ${seq.lastValue}::bigint, ${seq.isCalled})`,
      );
    log(`Restored ${total} rows in ${manifest.tables.length} tables`);
  });
  return total;
}
