/**
 * The "large shop" step (issue 35): the seller's pages and the storefront on a database filled by
 * `npm run seed:large` (a million orders), one instance pinned as the other steps' are. Each page is asked
 * WARMUPS times, then RUNS times one after another; the table gives p50/p95 of the time to the last byte
 * (on this machine's loopback: the server's time) beside its target. For each page, the queries it ran
 * (SHOP_QUERY_LOG) are EXPLAIN ANALYZEd in a rolled-back transaction and the slowest one's plan is printed.
 * Then the CSV export of every order: time to its first byte and how far the server's RSS grows meanwhile.
 *
 *   BENCH_LARGE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/large_bench npm run bench
 *   BENCH_LARGE_DATABASE_URL=… npx tsx bench/large-shop.ts     # this step alone, against the existing build
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { rawGet } from './http';
import { BENCH_SELLER, pinLoadGenerator, startShop, type RunningShop } from './servers';
import { fixed, formatTable } from './table';
import { MAX_BUCKETS } from '../domain/earnings';

const WARMUPS = Number(process.env.BENCH_LARGE_WARMUPS ?? 3);
const RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 20);
const SELLER_TARGET_MS = 250;
const STOREFRONT_TARGET_MS = 50;
const CSV_FIRST_BYTE_TARGET_MS = 500;
const CSV_RSS_GROWTH_TARGET_MB = 100;
/** Within the ports this step may use. */
const PORT = Number(process.env.BENCH_LARGE_PORT ?? 3810);
const PLAN_LINES = 30;
const MIN_RUNS = 5;
const PAGE_BUDGET_MS = Number(process.env.BENCH_LARGE_PAGE_BUDGET_MS ?? 10_000);
/** The CSV export is read this long at most: the first byte and the memory while it streams are the targets. */
const CSV_SECONDS = Number(process.env.BENCH_LARGE_CSV_SECONDS ?? 60);

interface PageCase {
  name: string;
  path: string;
  target: number;
  /** No seller session (the storefront as a first-time visitor sees it). */
  visitor?: boolean;
}

interface PageResult {
  page: PageCase;
  p50: number;
  p95: number;
  status: number;
  note: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await rawGet(url, headers, 120_000);
  return { ms: performance.now() - started, res };
}

async function sellerCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_SELLER),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!res.ok || !sid) throw new Error(`the bench seller could not log in: ${res.status}`);
  return sid.split(';')[0]!;
}

/** Facts of the seeded shop the pages are asked about: an order, a customer, a product. */
async function pickSubjects(sql: postgres.Sql) {
  const [order] = await sql<{ id: string; number: number }[]>`
    select id, number from orders where archived_at is null and payment_status = 'paid'
    order by number desc offset 5000 limit 1`;
  const [customer] = await sql<{ id: string; last_name: string; email: string }[]>`
    select u.id, u.last_name, u.email from users u
     where u.role = 'customer' and u.anonymised_at is null
       and exists (select 1 from orders o where o.user_id = u.id)
     order by u.created_at desc offset 1000 limit 1`;
  const [product] = await sql<{ id: string; title: string; type: string }[]>`
    select id, title, product_types[1] as type from products where status = 'published' and archived_at is null
    order by created_at desc limit 1`;
  if (!order || !customer || !product)
    throw new Error('the large database has no orders, customers or products: run npm run seed:large first');
  return { order, customer, product };
}

function pagesOf(s: Awaited<ReturnType<typeof pickSubjects>>): PageCase[] {
  const today = new Date().toISOString().slice(0, 10);
  const fiveYearsAgo = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
  const emailPart = s.customer.email.split('@')[0]!.slice(0, 8);
  const seller = (name: string, p: string): PageCase => ({ name, path: p, target: SELLER_TARGET_MS });
  // the earnings chart draws at most MAX_BUCKETS (120) bars, so by day is its longest range (120 days) and by week
  // 120 weeks; by month spans the five years. Each answers its range's AOV and top products from the summaries.
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const earnings = (g: 'day' | 'week' | 'month', from: string, span: string) =>
    seller(
      `earnings by ${g}, ${span} (AOV, top products)`,
      `/admin/earnings?from=${from}&to=${today}&granularity=${g}`,
    );
  // a query parameter no page reads: the page cache neither answers nor keeps it, so the page is drawn each time
  const uncached = (p: string) => `${p}${p.includes('?') ? '&' : '?'}bench=uncached`;
  return [
    seller('dashboard', '/admin/dashboard'),
    seller('orders', '/admin/orders'),
    seller('orders page 500', '/admin/orders?page=500'),
    seller('orders search number', `/admin/orders?search=${s.order.number}`),
    seller('orders search name', `/admin/orders?search=${encodeURIComponent(s.customer.last_name)}`),
    seller('orders search e-mail part', `/admin/orders?search=${encodeURIComponent(emailPart)}`),
    ...['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'].map((st) =>
      seller(`orders status ${st}`, `/admin/orders?status=${st}`),
    ),
    ...['unpaid', 'invoiced', 'paid', 'refunded', 'abandoned'].map((p) =>
      seller(`orders payment ${p}`, `/admin/orders?paymentStatus=${p}`),
    ),
    seller('orders archived', '/admin/orders?archived=true'),
    seller('order page', `/admin/orders/${s.order.id}`),
    seller('customers', '/admin/customers'),
    seller('customers search', `/admin/customers?search=${encodeURIComponent(s.customer.last_name)}`),
    seller("a customer's history", `/admin/customers/${s.customer.id}/orders`),
    earnings('day', daysAgo(MAX_BUCKETS - 1), `${MAX_BUCKETS} days`),
    earnings('week', daysAgo(7 * MAX_BUCKETS - 7), `${MAX_BUCKETS} weeks`),
    earnings('month', fiveYearsAgo, '5 years'),
    seller('products', '/admin/products'),
    seller('products search', `/admin/products?q=${encodeURIComponent(s.product.title.split(' ')[0]!)}`),
    seller('quotes', '/admin/quotes'),
    seller('trade accounts', '/admin/trade-accounts'),
    {
      name: 'storefront listing (uncached)',
      path: uncached(`/products/${s.product.type}`),
      target: STOREFRONT_TARGET_MS,
      visitor: true,
    },
    {
      name: 'storefront product (uncached)',
      path: uncached(`/product/${s.product.id}`),
      target: STOREFRONT_TARGET_MS,
      visitor: true,
    },
  ];
}

interface LoggedQuery {
  sql: string;
  params: unknown[];
}

/** The slowest of a page's queries by EXPLAIN ANALYZE (each run in a transaction rolled back). */
async function slowestPlan(sql: postgres.Sql, queries: LoggedQuery[]) {
  let slowest: { ms: number; query: LoggedQuery; plan: string[] } | undefined;
  const seen = new Set<string>();
  for (const query of queries) {
    const key = query.sql + JSON.stringify(query.params);
    // the job worker's poll runs beside every page: not the page's own
    if (seen.has(key) || /^\s*update "jobs"/i.test(query.sql)) continue;
    if (!/^\s*(select|with|update|insert|delete)\b/i.test(query.sql)) continue;
    seen.add(key);
    try {
      await sql.begin(async (tx) => {
        const rows = await tx.unsafe(
          `explain (analyze, buffers) ${query.sql}`,
          query.params as postgres.ParameterOrJSON<never>[],
        );
        // what the statement wrote (the order page's "opened") goes with the transaction
        throw new Rollback(rows.map((r) => String(r['QUERY PLAN'])));
      });
    } catch (error) {
      if (!(error instanceof Rollback)) continue;
      const total = /Execution Time: ([\d.]+) ms/.exec(error.plan.at(-1) ?? '');
      const ms = total ? Number(total[1]) : 0;
      if (!slowest || ms > slowest.ms) slowest = { ms, query, plan: error.plan };
    }
  }
  return slowest;
}

class Rollback extends Error {
  constructor(readonly plan: string[]) {
    super('rollback');
  }
}

function rssKb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The whole CSV export: first byte, last byte, bytes, and the server's RSS growth while it streams. */
function measureCsv(shop: RunningShop, cookie: string) {
  return new Promise<{
    firstByteMs: number;
    totalMs: number;
    bytes: number;
    rows: number;
    growthMb: number;
    status: number;
    complete: boolean;
  }>((resolve, reject) => {
    const baseline = rssKb(shop.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(shop.pid))), 50);
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    let rows = 0;
    let settled = false;
    const req = http.get(`${shop.url}/admin/orders.csv`, { headers: { cookie } }, (res) => {
      const finish = (complete: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(stop);
        clearInterval(sampler);
        peak = Math.max(peak, rssKb(shop.pid));
        resolve({
          firstByteMs,
          totalMs: performance.now() - started,
          bytes,
          rows,
          growthMb: (peak - baseline) / 1024,
          status: res.statusCode ?? 0,
          complete,
        });
      };
      // read for CSV_SECONDS at most: enough to see the first byte and whether memory grows with the rows
      const stop = setTimeout(() => {
        finish(false);
        req.destroy();
      }, CSV_SECONDS * 1000);
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) rows++;
      });
      res.on('end', () => finish(true));
      res.on('error', (error) => (settled ? undefined : reject(error)));
    });
    req.on('error', (error) => {
      if (settled) return;
      clearInterval(sampler);
      reject(error);
    });
  });
}

/** Runs the step when BENCH_LARGE_DATABASE_URL is set; says how to when not. Returns the failures. */
export async function runLargeShop(): Promise<string[]> {
  const url = process.env.BENCH_LARGE_DATABASE_URL;
  console.log('\nlarge shop (seller pages and storefront at scale, issue 35):');
  if (!url) {
    console.log(
      'skipped: set BENCH_LARGE_DATABASE_URL to a database filled by `npm run seed:large` ' +
        '(e.g. postgres://postgres@127.0.0.1:5432/large_bench)',
    );
    return [];
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const queryLog = path.join(os.tmpdir(), `shop-bench-queries-${process.pid}.jsonl`);
  writeFileSync(queryLog, '');
  let shop: RunningShop | undefined;
  try {
    const [{ orders, customers }] = await sql<{ orders: number; customers: number }[]>`
      select (select count(*) from orders)::int as orders,
             (select count(*) from users where role = 'customer')::int as customers`;
    console.log(
      `database: ${orders.toLocaleString('en-GB')} orders, ${customers.toLocaleString('en-GB')} customers`,
    );
    const subjects = await pickSubjects(sql);
    shop = await startShop({
      port: PORT,
      env: { DATABASE_URL: url, SEED_DEMO_DATA: 'false', SHOP_QUERY_LOG: queryLog },
      startupTimeoutMs: 600_000,
    });
    const cookie = await sellerCookie(shop.url);
    const results: PageResult[] = [];
    const plans: { page: string; ms: number; sql: string; plan: string[] }[] = [];
    console.log(`${WARMUPS} warm-up(s) and ${RUNS} timed requests per page, one after another`);
    for (const page of pagesOf(subjects)) {
      const headers: Record<string, string> = { accept: 'text/html', ...(page.visitor ? {} : { cookie }) };
      const target = shop.url + page.path;
      let status = 0;
      const warming = performance.now();
      for (let i = 0; i < WARMUPS && performance.now() - warming < PAGE_BUDGET_MS; i++)
        status = (await timedGet(target, headers)).res.status;
      const times: number[] = [];
      let body = '';
      // a page far off its target would hold the step for minutes: it stops at MIN_RUNS once over PAGE_BUDGET_MS
      const started = performance.now();
      for (let i = 0; i < RUNS; i++) {
        if (i >= MIN_RUNS && performance.now() - started > PAGE_BUDGET_MS) break;
        writeFileSync(queryLog, '');
        const { ms, res } = await timedGet(target, headers);
        times.push(ms);
        status = res.status;
        body = res.body.toString();
      }
      times.sort((a, b) => a - b);
      const note = /please choose a longer period per bar/i.test(body) ? 'range refused (too many bars)' : '';
      results.push({
        page,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        status,
        note: [note, times.length < RUNS ? `${times.length} runs` : ''].filter(Boolean).join('; '),
      });
      const last = results.at(-1)!;
      // as it goes, so a run cut short still shows what it measured
      console.log(
        `  ${page.name}: p50 ${fixed(last.p50, 1)} ms, p95 ${fixed(last.p95, 1)} ms (HTTP ${status})`,
      );
      const queries = readFileSync(queryLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoggedQuery);
      const slowest = await slowestPlan(sql, queries);
      if (slowest)
        plans.push({ page: page.name, ms: slowest.ms, sql: slowest.query.sql, plan: slowest.plan });
      const died = shop.unexpectedExit();
      if (died) throw new Error(died);
    }

    const csv = await measureCsv(shop, cookie);

    console.log('\nserver time per page (ms, to the last byte over loopback):');
    const rows = results.map((r) => [
      r.page.name,
      fixed(r.p50, 1),
      fixed(r.p95, 1),
      `≤ ${r.page.target}`,
      r.status !== 200 ? `HTTP ${r.status}` : r.p95 <= r.page.target ? 'ok' : 'SLOW',
      r.note,
    ]);
    const csvOk = csv.status === 200 && csv.firstByteMs <= CSV_FIRST_BYTE_TARGET_MS;
    rows.push([
      'CSV export, first byte',
      fixed(csv.firstByteMs, 1),
      fixed(csv.firstByteMs, 1),
      `≤ ${CSV_FIRST_BYTE_TARGET_MS}`,
      csvOk ? 'ok' : 'SLOW',
      `${fixed(csv.rows)} lines, ${fixed(csv.bytes / 1e6, 1)} MB in ${fixed(csv.totalMs / 1000, 1)} s` +
        (csv.complete ? '' : ` (stopped after ${CSV_SECONDS} s)`),
    ]);
    console.log(formatTable(['page', 'p50', 'p95', 'target', 'status', 'note'], rows));
    const memoryOk = csv.growthMb <= CSV_RSS_GROWTH_TARGET_MB;
    console.log(
      `CSV export: server RSS grew ${fixed(csv.growthMb, 1)} MB while it streamed (target ≤ ${CSV_RSS_GROWTH_TARGET_MB} MB): ${memoryOk ? 'ok' : 'MISSED'}`,
    );

    console.log("\nEXPLAIN (ANALYZE, BUFFERS) of each page's slowest query:");
    for (const p of plans) {
      console.log(`\n--- ${p.page}: ${fixed(p.ms, 1)} ms\n${p.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(p.plan.slice(0, PLAN_LINES).join('\n'));
      if (p.plan.length > PLAN_LINES) console.log(`  … ${p.plan.length - PLAN_LINES} more plan lines`);
    }
    const failures = results
      .filter((r) => r.status !== 200)
      .map((r) => `large shop: ${r.page.name} answered ${r.status}`);
    if (csv.status !== 200) failures.push(`large shop: the CSV export answered ${csv.status}`);
    return failures;
  } finally {
    await shop?.stop();
    await sql.end();
    rmSync(queryLog, { force: true });
  }
}

// run alone: npx tsx bench/large-shop.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const { cleanupAll, installSignalHandlers } = await import('./cleanup');
  installSignalHandlers();
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(pinLoadGenerator());
  try {
    const failures = await runLargeShop();
    if (failures.length) console.error(`FAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await cleanupAll();
  }
}
