import { createHash, timingSafeEqual } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './db/client';
import { jobs } from './db/schema';
import type { Mailer } from './integrations/mail/mailer';

/** The methods a request is counted under; anything else is `other`, so no caller can grow the label set. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `2xx` … `5xx`: the status label's five values. */
export const statusClassOf = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;

/**
 * The shop's Prometheus metrics, on a registry of their own (not prom-client's global one): every app context has
 * its own, so several shops in one process (tests, the multi-instance test) never share or clash over a counter.
 * Counters count what this process did since it started; Prometheus sums the instances.
 */
export function createShopMetrics(options: { db: Database; processMetrics?: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: labels,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: labels,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders written (checkouts awaiting payment, orders on account, accepted quotes), after commit',
    registers: [registry],
  });
  const ordersPaid = new Counter({
    name: 'shop_orders_paid_total',
    help: 'Orders marked paid (card payments confirmed, invoices on account settled), after commit',
    registers: [registry],
  });
  const mailsSent = new Counter({
    name: 'shop_mails_sent_total',
    help: 'Mails handed to the SMTP server (or written to the outbox)',
    registers: [registry],
  });
  const mailsFailed = new Counter({
    name: 'shop_mails_failed_total',
    help: 'Mail sends that failed (their job retries them)',
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'shop_page_cache_hits_total',
    help: 'Requests answered from the page cache in memory',
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: 'shop_page_cache_misses_total',
    help: 'Cacheable requests the page cache did not hold, drawn afresh',
    registers: [registry],
  });
  const jobsQueued = new Gauge({
    name: 'shop_jobs_queued',
    help: 'Open jobs (neither done nor failed for good) by kind, at scrape time',
    labelNames: ['kind'],
    registers: [registry],
  });
  const jobsOldest = new Gauge({
    name: 'shop_jobs_oldest_age_seconds',
    help: 'Seconds since the oldest open job of each kind was enqueued, at scrape time',
    labelNames: ['kind'],
    registers: [registry],
  });
  // a kind once seen stays at 0 when its queue empties, rather than vanishing from the scrape
  const kindsSeen = new Set<string>();

  /** Both job gauges from one grouped query over the open jobs (the partial index `jobs_due_idx` holds them). */
  async function collectJobs() {
    const rows = await options.db
      .select({
        kind: jobs.kind,
        queued: sql<number>`count(*)::int`,
        oldest: sql<number>`extract(epoch from now() - min(${jobs.createdAt}))::float8`,
      })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
      .groupBy(jobs.kind);
    const open = new Map(rows.map((r) => [r.kind, r]));
    for (const kind of open.keys()) kindsSeen.add(kind);
    for (const kind of kindsSeen) {
      const row = open.get(kind);
      jobsQueued.set({ kind }, row ? Number(row.queued) : 0);
      jobsOldest.set({ kind }, row ? Math.max(0, Number(row.oldest)) : 0);
    }
  }

  return {
    registry,
    contentType: registry.contentType,

    /** One answered request: `route` is the pattern it matched (`/api/orders/:id`), never the raw path. */
    request(method: string, route: string, status: number, seconds: number) {
      const labels = {
        method: METHODS.has(method) ? method : 'other',
        route,
        status: statusClassOf(status),
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    orderPlaced(n = 1) {
      if (n > 0) ordersPlaced.inc(n);
    },
    orderPaid(n = 1) {
      if (n > 0) ordersPaid.inc(n);
    },
    pageCache: (result: 'hit' | 'miss') => (result === 'hit' ? cacheHits : cacheMisses).inc(),

    /** The mailer, counting each send as sent or failed. */
    countMails(mailer: Mailer): Mailer {
      return {
        async send(message) {
          try {
            await mailer.send(message);
          } catch (error) {
            mailsFailed.inc();
            throw error;
          }
          mailsSent.inc();
        },
        close: () => mailer.close(),
      };
    },

    /** The text a scrape gets, the job gauges read from the database first. */
    async scrape(): Promise<string> {
      await collectJobs();
      return registry.metrics();
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * Whether an Authorization header carries the expected bearer token. Both sides are hashed first, so the
 * comparison is constant-time whatever the length of what was sent.
 */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const given = digest(match?.[1] ?? '');
  // the comparison runs either way: a missing header takes as long as a wrong token
  return timingSafeEqual(given, digest(expected)) && !!match;
}
