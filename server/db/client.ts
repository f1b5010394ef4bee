import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_DIR } from '../paths';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Transactions, one convention. The use case (the service method a route or page calls) opens the transaction
 * with `db.transaction`, and what it calls inside takes it as `tx`: a step that only makes sense inside one (it
 * locks rows FOR UPDATE, or is one of several writes that stand or fall together) takes `tx: Tx`; a step that
 * works either way takes `tx: DbOrTx` (`events.record`, `jobs.enqueue`); a service method that may also run
 * alone takes an optional last `tx: DbOrTx = db`, so a caller can make it one write among others. An effect
 * outside the database that must follow the change (a mail, removing files) is not done inside: it is enqueued
 * as a job in the same transaction (services/jobs.ts), so it happens once the change has committed and never
 * for one rolled back.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database itself or an open transaction: what a query may run on. */
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process on this database runs one under the same name (a PostgreSQL advisory
   * lock): instances starting together migrate, seed and set up the seller one after the other. PGlite has one
   * process only, so it just runs `fn`.
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Bulk loading (npm run seed:large): `fn` gets connections of its own (`lanes` of them on PostgreSQL, one on
   * PGlite), with triggers and foreign-key checks off (`session_replication_role = replica`, a superuser's
   * right) while it runs, and COPY FROM STDIN on them: copies on different lanes run side by side.
   */
  bulkLoad<T>(fn: (loader: BulkLoader) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface BulkLoader {
  /** How many copies may run at once (one per lane); lane numbers are 0 to lanes - 1. */
  lanes: number;
  exec(statement: string): Promise<void>;
  /**
   * COPY `table` (`columns`) from `text`: rows in PostgreSQL's text format, each ending in a newline. One copy at
   * a time per lane. (A row PostgreSQL refuses once the data has all been sent leaves the promise unsettled:
   * postgres.js drops that error; the rows made here break no constraint.)
   */
  copy(table: string, columns: readonly string[], text: string, lane?: number): Promise<void>;
}

/** Connections a PostgreSQL bulk load uses: PostgreSQL's side of COPY is the slow one, one core per lane. */
const BULK_LANES = 2;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM ${source}`;

export interface DatabaseOptions {
  /** A postgres:// URL; without one the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; `memory` keeps it in memory (tests). */
  pgliteDir?: string | 'memory';
  maxConnections?: number;
  /** Sees every SQL statement the app issues (tests: the audit trail is never updated or deleted). */
  onQuery?: (sql: string) => void;
}

/**
 * Every PGlite the shop opens (the app, the CLI, tests): with the extensions its migrations create (pg_trgm for
 * the seller's searches), so the embedded database runs the same migrations as PostgreSQL.
 */
export function createPglite(dataDir?: string): PGlite {
  return new PGlite({ dataDir, extensions: { pg_trgm } });
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const onQuery = options.onQuery;
  // SHOP_QUERY_LOG=<file>: every statement and its parameters as a JSON line there (the bench's large-shop step
  // reads which queries a page ran, to EXPLAIN the slowest). Off unless set: a synchronous write per query.
  const queryLog = process.env.SHOP_QUERY_LOG;
  const logger =
    onQuery || queryLog
      ? {
          logQuery: (query: string, params: unknown[]) => {
            onQuery?.(query);
            if (queryLog) appendFileSync(queryLog, `${JSON.stringify({ sql: query, params })}\n`);
          },
        }
      : undefined;
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema, logger }) as unknown as Database;
    const exclusively = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      // a session lock on a connection of its own, held while `fn` uses the pool's others
      const holder = await client.reserve();
      try {
        await holder`select pg_advisory_lock(hashtext(${name}))`;
        try {
          return await fn();
        } finally {
          await holder`select pg_advisory_unlock(hashtext(${name}))`;
        }
      } finally {
        holder.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      // two instances migrating at once would both create the same tables
      migrate: () =>
        exclusively('shop:migrate', () =>
          migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      exclusively,
      ping: async () => void (await db.execute(sql`select 1`)),
      bulkLoad: async (fn) => {
        const lanes = await Promise.all(Array.from({ length: BULK_LANES }, () => client.reserve()));
        try {
          for (const lane of lanes) await lane.unsafe('set session_replication_role = replica');
          return await fn({
            lanes: lanes.length,
            exec: async (statement) => void (await lanes[0]!.unsafe(statement)),
            copy: async (table, columns, text, lane = 0) => {
              const stream = await lanes[lane]!.unsafe(copyStatement(table, columns, 'STDIN')).writable();
              await new Promise<void>((resolve, reject) => {
                stream.on('error', reject);
                stream.on('finish', resolve);
                stream.end(text);
              });
            },
          });
        } finally {
          for (const lane of lanes) {
            await lane.unsafe('set session_replication_role = default').catch(() => {});
            lane.release();
          }
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  // one process per folder: a second one (another start, a CLI command, a deploy's overlap) is refused here
  const lock =
    dir === 'memory'
      ? null
      : lockFolder(dir, shownPath(path.dirname(dir)), (error) => {
          // another process has the folder now: writing on would lose its writes or ours, so this one stops
          // (thrown from a timer: an uncaught error ends the process)
          throw error;
        });
  let client: PGlite;
  try {
    client = createPglite(dir === 'memory' ? undefined : dir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pg = drizzlePglite(client, { schema, logger });
  const db = pg as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pg, { migrationsFolder: MIGRATIONS_DIR }),
    // one process only (the folder lock): nothing to take turns with
    exclusively: (_name, fn) => fn(),
    ping: async () => void (await db.execute(sql`select 1`)),
    bulkLoad: async (fn) => {
      await client.exec('set session_replication_role = replica');
      try {
        return await fn({
          lanes: 1,
          exec: async (statement) => void (await client.exec(statement)),
          copy: async (table, columns, text) =>
            void (await client.query(copyStatement(table, columns, "'/dev/blob'"), [], {
              blob: new Blob([text]),
            })),
        });
      } finally {
        await client.exec('set session_replication_role = default');
      }
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** A folder as the person running the shop named it: `./data` under the working folder, else the full path. */
function shownPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  if (!relative) return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? folder : `./${relative}`;
}
