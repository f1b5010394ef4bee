import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { createHttpApp, type PageHandler, type ShopApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createAppContext, type AppContext } from '../../server/context';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { startSmtpServer } from './smtp';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = openDatabase({ pgliteDir: 'memory' });
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = openDatabase({ url, maxConnections: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the TEST_DATABASE_URL server (random name): its URL, for tests that open it more than
 * once (one pool per shop instance), and `drop` to remove it when every handle is closed.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  ctx: AppContext;
  /** The app itself, for a test that serves it on a port (server/start.ts's listen). */
  app: ShopApp;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real HTTP app on a fresh database (or on `database`, which the caller then closes), called in-process.
 * Its job worker runs right after an enqueue, with no polling timer; `worker: false` leaves jobs pending until
 * the test calls `ctx.jobs.runDue()`.
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    database?: DatabaseHandle;
    worker?: boolean;
    clock?: () => Date;
    /** Pages, for tests of what wraps them (the built React Router handler is the browser tests'). */
    pageHandler?: PageHandler;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const database = options.database ?? (await createTestDatabase(kind));
  // requests come in-process with no socket: tests name the visitor's address in X-Forwarded-For (one hop)
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: '1',
    ...env,
  });
  const ctx = createAppContext(config, {
    database,
    logger: pino({ level: 'silent' }),
    clock: options.clock,
  });
  if (options.worker !== false) ctx.jobs.start({ pollMs: 0 });
  const app = createHttpApp(ctx, { pageHandler: options.pageHandler });
  return {
    ctx,
    app,
    request: (p, init) => Promise.resolve(app.request(p, init)),
    async close() {
      await ctx.jobs.stop();
      ctx.mailer.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[2]>;

/**
 * The test app of one describe block: made in its beforeAll on a fresh database, closed in its afterAll. The
 * object stands for that app from the first hook on (`t.ctx`, `t.request`), so a block declares it in one line.
 * `env` may be a function, read in beforeAll, for values known only then (an SMTP server's URL).
 */
export function useTestApp(
  kind: DatabaseKind,
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  const app = () => {
    if (!current) throw new Error('The test app is made in beforeAll: use it inside a hook or a test.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(kind, typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get ctx() {
      return app().ctx;
    },
    get app() {
      return app().app;
    },
    request: (p, init) => app().request(p, init),
    close: () => app().close(),
  };
}

/** A seller's session token for a page loader (as the login page makes it), the seller made if need be. */
export async function sellerToken(
  t: TestApp,
  seller: { email: string; password: string } = { email: 'seller@shop.test', password: 'seller-password' },
) {
  await t.ctx.services.auth.upsertSeller(seller);
  return (await t.ctx.services.auth.login(seller.email, seller.password, 'seller', '10.0.0.1')).token;
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP server for one describe block, started in its beforeAll and closed in its afterAll, standing for
 * it as useTestApp's object does. Call it before useTestApp, so the app is closed before the server.
 */
export function useSmtpServer(): SmtpServer {
  let current: SmtpServer | undefined;
  const server = () => {
    if (!current) throw new Error('The SMTP server starts in beforeAll: use it inside a hook or a test.');
    return current;
  };
  beforeAll(async () => {
    current = await startSmtpServer();
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get url() {
      return server().url;
    },
    get messages() {
      return server().messages;
    },
    close: () => server().close(),
  };
}
