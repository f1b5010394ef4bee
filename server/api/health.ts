import { createRoute, z } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { AppContext } from '../context';
import { createApiRouter, jsonContent, SECURITY } from './router';

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'health',
  summary: 'Live: the process answers (no database query; readiness is GET /ready)',
  tags: ['Service'],
  security: SECURITY.public,
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }), 'Up'),
  },
});

/** What `/ready` checks; a check that fails or takes longer than READY_TIMEOUT_MS is named in `failed`. */
const READY_CHECKS = ['database', 'files'] as const;
type ReadyCheck = (typeof READY_CHECKS)[number];

export const READY_TIMEOUT_MS = 3_000;

/** The file the readiness check writes and looks for: under private/, so it is never served. */
export const READY_FILE_KEY = 'private/ready-check.txt';

const readyRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'ready',
  summary: 'Ready: the database and the file store answer, each within 3 seconds',
  tags: ['Service'],
  security: SECURITY.public,
  responses: {
    200: jsonContent(z.object({ ok: z.literal(true) }), 'Ready to take requests'),
    503: jsonContent(
      z.object({ ok: z.literal(false), failed: z.array(z.enum(READY_CHECKS)).min(1) }),
      'Not ready: the checks that failed or did not answer in 3 seconds',
    ),
  },
});

export function healthApi() {
  return createApiRouter().openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
}

/** `fn` within `ms`, or a rejection saying it took too long. */
async function within<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([fn(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the checks side by side: the names of those that failed, each logged with its error. */
async function failedChecks(
  checks: Record<ReadyCheck, () => Promise<void>>,
  logger: Logger,
  timeoutMs: number,
): Promise<ReadyCheck[]> {
  const results = await Promise.allSettled(READY_CHECKS.map((name) => within(timeoutMs, checks[name])));
  return READY_CHECKS.filter((name, i) => {
    const result = results[i]!;
    if (result.status === 'fulfilled') return false;
    logger.warn({ err: result.reason, check: name }, 'readiness check failed');
    return true;
  });
}

export function readyApi(ctx: AppContext, timeoutMs = READY_TIMEOUT_MS) {
  const checks: Record<ReadyCheck, () => Promise<void>> = {
    database: () => ctx.database.ping(),
    // a write and a look (a HEAD on S3): a full disk, a read-only folder or a bucket refusing the key all fail
    files: async () => {
      await ctx.files.put(READY_FILE_KEY, Buffer.from(`ready ${new Date().toISOString()}\n`));
      if (!(await ctx.files.exists(READY_FILE_KEY))) throw new Error('the file written is not there');
    },
  };
  return createApiRouter().openapi(readyRoute, async (c) => {
    const failed = await failedChecks(checks, ctx.logger, timeoutMs);
    c.header('Cache-Control', 'no-store');
    if (failed.length > 0) return c.json({ ok: false as const, failed }, 503);
    return c.json({ ok: true as const }, 200);
  });
}
