import { getRequestListener } from '@hono/node-server';
import { createServer as createHttpServer } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { openCliContext } from './cli-context';
import { createHttpApp } from './app';
import { holdConnections } from './start';
import { seedDemoDataIfEmpty } from './db/seed';

// Development: Vite serves the browser code with hot reload; pages are rendered from Vite's live server build.
const ctx = openCliContext({ NODE_ENV: 'development', ...process.env });
const config = ctx.config;
await ctx.database.migrate();
if (config.SEED_DEMO_DATA) await seedDemoDataIfEmpty(ctx);
ctx.jobs.start();

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = createHttpApp(ctx, {
  pageHandler: async (request, loadContext) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return createRequestHandler(build, 'development')(request, loadContext as unknown as AppLoadContext);
  },
});
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
holdConnections(server);
server.listen(config.PORT, config.HOST, () =>
  ctx.logger.info(`dev server at http://localhost:${config.PORT}`),
);

const shutdown = async () => {
  server.close();
  await vite.close();
  await ctx.jobs.stop();
  await ctx.database.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
