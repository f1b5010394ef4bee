import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { DEMO_SHOP_EMAIL, loadConfig, type Config } from './config';
import { createAppContext, shopInfoFrom, type AppContext } from './context';
import { createHttpApp, type HttpAppOptions, type ShopApp } from './app';
import { seedDemoDataIfEmpty } from './db/seed';
import { checkS3Bucket, s3SettingsFrom } from './integrations/files/s3-file-store';

export interface RunningShop {
  ctx: AppContext;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

/** Prepares the database (migrations, demo data), then listens. Used by production and dev entry points. */
export async function startShop(options: HttpAppOptions & { config?: Config } = {}): Promise<RunningShop> {
  const config = options.config ?? loadConfig();
  const ctx = createAppContext(config);
  const s3 = s3SettingsFrom(config);
  if (s3) {
    // a wrong bucket or key pair refuses the start, rather than every upload and picture later
    await checkS3Bucket(s3).catch(async (error: unknown) => {
      await ctx.database.close();
      throw error;
    });
    ctx.logger.info({ bucket: s3.bucket, endpoint: s3.endpoint, prefix: s3.prefix }, 'files on S3');
  }
  // instances starting together take turns: one migrates, seeds and sets up the seller, the next finds it done
  await ctx.database
    .exclusively('shop:start', async () => {
      await ctx.database.migrate();
      if (config.SEED_DEMO_DATA) await seedDemoDataIfEmpty(ctx);
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
        const outcome = await ctx.services.auth
          .upsertSeller(
            { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
            { promoteCustomer: config.ADMIN_PROMOTE_EXISTING },
          )
          .catch((error: unknown) => {
            throw new Error(`Cannot set up the seller account: ${(error as Error).message}`);
          });
        ctx.logger.info({ email: config.ADMIN_EMAIL, outcome }, 'seller account ready');
      }
    })
    .catch(async (error: unknown) => {
      await ctx.database.close();
      throw error;
    });
  // no SHOP_EMAIL nor ADMIN_EMAIL: the shop's notices and customers' replies go to the seller's own account
  // (made by seller:create), not to the demo shop's address
  if (!config.SHOP_EMAIL && !config.ADMIN_EMAIL) {
    const owner = await ctx.services.auth.ownerEmail();
    if (owner) ctx.shop.email = owner;
  }
  for (const warning of startupWarnings(config, ctx.shop)) ctx.logger.warn(warning);
  // the job worker: runs what a previous run left pending (a crash, a restart), then polls every second
  ctx.jobs.start({ pollMs: 1000 });
  const app = createHttpApp(ctx, options);

  const server = await listen(app, config.PORT, config.HOST);
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  ctx.logger.info({ url, database: ctx.database.kind }, `${config.SHOP_NAME} is open at ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // stop accepting, let in-flight requests finish, then close the database
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      // stop polling and let the running job finish; the rest waits in the table for the next start
      await ctx.jobs.stop();
      ctx.mailer.close();
      await ctx.database.close();
      ctx.logger.info('shop stopped');
    })());
  return { ctx, server, url, stop };
}

/**
 * How long an idle keep-alive connection is held open. Load balancers keep theirs to the shop open for 60 s
 * (AWS ALB, Google's, nginx's upstream keepalive_timeout commonly): with Node's 5 s the shop closed connections
 * the balancer was about to reuse, and the request sent on one got a 502. The shop must outlast the balancer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Above the keep-alive time, so a request arriving on a kept connection is never cut off at its headers. */
export const HEADERS_TIMEOUT_MS = 66_000;

/** The keep-alive and header timeouts above, on any of the shop's HTTP servers (production and dev). */
export function holdConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/**
 * Serves the app on a port: a page or catalogue read kept in memory goes straight out (app.answerFromMemory),
 * everything else to the app through Hono's Node adapter.
 */
export function listen(app: ShopApp, port: number, hostname: string): Promise<ServerType> {
  return new Promise<ServerType>((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        createServer: ((serverOptions: ServerOptions, appListener: RequestListener) => {
          const created = createServer(serverOptions, (req, res) => {
            if (!app.answerFromMemory(req, res)) appListener(req, res);
          });
          holdConnections(created);
          return created;
        }) as typeof createServer,
      },
      () => resolve(server),
    );
  });
}

/** Settings a production shop can start without but should not: said at every start, in the log. */
export function startupWarnings(config: Config, shop: { email: string } = shopInfoFrom(config)): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (shop.email.toLowerCase() === DEMO_SHOP_EMAIL)
    warnings.push(
      `The shop's e-mail address is the demo shop's (${DEMO_SHOP_EMAIL}): new-order, proof and enquiry notices ` +
        "go there, and customers' replies too. Set SHOP_EMAIL to the shop's own address (unset, the seller's " +
        'account address is used: ADMIN_EMAIL, or the account made with seller:create).',
    );
  if (!config.PUBLIC_URL)
    warnings.push(
      'PUBLIC_URL is not set: links in e-mails point at localhost and payment return pages follow the Host header',
    );
  // a PostgreSQL shop may run on several machines, each with its own DATA_DIR and so its own made-up secret
  if (config.DATABASE_URL && !config.APP_SECRET)
    warnings.push(
      'APP_SECRET is not set: links the shop signs (order links in proof mails, unsubscribe links) use a key ' +
        `kept in ${config.dataDir}, which another instance does not have. With more than one instance, set the ` +
        'same APP_SECRET (32+ characters) on every one of them.',
    );
  if (config.WEBHOOKS_ALLOW_LOCAL)
    warnings.push(
      'WEBHOOKS_ALLOW_LOCAL is on: webhooks may be sent over plain http to localhost and loopback addresses. ' +
        'It is for the browser tests only; unset it on a real shop.',
    );
  return warnings;
}

export function stopOnSignals(shop: RunningShop) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shop.ctx.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      shop.stop().then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        (error) => {
          shop.ctx.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
