/**
 * Load-tests the built shop against a "ceiling": a bare node:http server replaying the very same
 * response bytes. The shop/bare ratio shows how much of the machine's raw HTTP throughput the shop's
 * own work (routing, middleware, database, React rendering) costs, independent of how fast this
 * machine is. Then reports how much JavaScript and CSS (gzip -9) the pages make a browser download.
 *
 *   npm run bench                          # build, then 10 s per run
 *   BENCH_DURATION=3 npx tsx bench/run.ts  # against the existing build, 3 s per run
 *   BENCH_LIGHTHOUSE_RUNS=0 …              # without the Lighthouse step (see lighthouse.ts)
 *   BENCH_SHOPPERS=0 …                     # without the shoppers-under-load step (see shoppers.ts)
 *   BENCH_LARGE_DATABASE_URL=postgres://…  # with the large-shop step (see large-shop.ts; skipped without)
 */
import os from 'node:os';
import { cleanupAll, installSignalHandlers } from './cleanup';
import { is2xx, rawGet, type RawResponse } from './http';
import { CONNECTIONS, measure, WARMUP_SECONDS, type LoadResult } from './load';
import {
  formatLighthouseTable,
  lighthouseRuns,
  measureWithLighthouse,
  type LighthouseRow,
  type LighthouseVisit,
} from './lighthouse';
import { WELCOME_POPUP_SEEN_KEY } from '../app/components/layout/welcome-popup';
import { measureFrameworkFloor } from './framework-floor';
import { AssetSizer, parsePageAssets, type SizeReport } from './page-assets';
import {
  BENCH_SELLER,
  pinLoadGenerator,
  startCeiling,
  startShop,
  unpinLoadGenerator,
  type RunningShop,
} from './servers';
import { freshDatabase, runShopperScenarios } from './shoppers';
import { runLargeShop } from './large-shop';
import { fixed, formatTable, kb } from './table';

/** Issue 15's targets: a logged-in product page is measured at 10 connections. */
const LOGGED_IN_CONNECTIONS = 10;

interface Target {
  label: string;
  path: string;
  /** Sent identically to the shop and to the ceiling. */
  headers: Record<string, string>;
  /** Concurrent connections (CONNECTIONS unless said). */
  connections?: number;
}

interface TargetResult {
  target: Target;
  shop: LoadResult;
  bare: LoadResult;
}

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1)
    throw new Error(`BENCH_DURATION must be ≥ 1 (seconds), got ${raw}`);
  return seconds;
}

function header(res: RawResponse, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

async function getOk(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const res = await rawGet(url, headers);
  if (!is2xx(res.status))
    throw new Error(`GET ${url} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return res;
}

/** The three things worth watching: a JSON API, a server-rendered page, and a static asset. */
/** A seller's session cookie: a visitor who gets the shared shell and asks for their own header. */
async function sellerCookie(shop: RunningShop): Promise<string> {
  const res = await fetch(`${shop.url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify(BENCH_SELLER),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!res.ok || !sid) throw new Error(`the bench seller could not log in: ${res.status}`);
  return sid.split(';')[0]!;
}

async function pickTargets(shop: RunningShop, homeHtml: string): Promise<Target[]> {
  const list = JSON.parse((await getOk(`${shop.url}/api/products`)).body.toString()) as {
    products?: { _id?: unknown }[];
  };
  const productId = list.products?.[0]?._id;
  if (typeof productId !== 'string') {
    throw new Error('GET /api/products returned no products (is the demo seed in place?)');
  }
  const asset = /\/assets\/[^"'\s<>]+\.js/.exec(homeHtml)?.[0];
  if (!asset) throw new Error('the home page references no /assets/*.js file');
  const cookie = await sellerCookie(shop);

  return [
    { label: 'api', path: '/api/products', headers: { accept: 'application/json' } },
    // a first-time visitor's product page: from the page cache after the first render
    {
      label: 'page',
      path: `/product/${encodeURIComponent(productId)}`,
      headers: { accept: 'text/html' },
    },
    // the same page for a logged-in visitor: the shell every visitor with a session shares, from memory…
    {
      label: 'login',
      path: `/product/${encodeURIComponent(productId)}`,
      headers: { accept: 'text/html', cookie },
      connections: LOGGED_IN_CONNECTIONS,
    },
    // …and the header's personal parts, their own small request (a session and a cart count read)
    {
      label: 'who',
      path: '/api/auth/visitor',
      headers: { accept: 'application/json', cookie },
      connections: LOGGED_IN_CONNECTIONS,
    },
    // a browser always offers compression for scripts; the shop serves precompressed files for it
    { label: 'asset', path: asset, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } },
  ];
}

async function benchTarget(shop: RunningShop, target: Target, seconds: number): Promise<TargetResult> {
  const sample = await rawGet(shop.url + target.path, target.headers);
  const encoding = header(sample, 'content-encoding');
  console.log(
    `${target.label.padEnd(5)} ${target.path}  →  ${sample.status}, ${fixed(sample.body.length)} bytes` +
      `, ${header(sample, 'content-type') ?? 'no content-type'}${encoding ? `, ${encoding}` : ''}`,
  );
  if (!is2xx(sample.status)) throw new Error(`the shop answered ${sample.status} for ${target.path}`);

  const ceilingHeaders: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding']) {
    const value = header(sample, name);
    if (value) ceilingHeaders[name] = value;
  }
  const ceiling = await startCeiling({ status: sample.status, headers: ceilingHeaders, body: sample.body });
  try {
    const connections = target.connections ?? CONNECTIONS;
    const shopResult = await measure(shop.url + target.path, target.headers, seconds, connections);
    const bareResult = await measure(ceiling.url + target.path, target.headers, seconds, connections);
    return { target, shop: shopResult, bare: bareResult };
  } finally {
    await ceiling.stop();
  }
}

/** Two significant digits, so a slow shop still shows a figure rather than 0.00×. */
function ratio(shop: number, bare: number): string {
  return bare > 0 ? `${(shop / bare).toPrecision(2)}×` : 'n/a';
}

function printLoadTable(results: TargetResult[]) {
  const rows = results.map(({ target, shop, bare }) => [
    `${target.label} ${target.path}`,
    fixed(shop.rps),
    fixed(shop.p50, 1),
    fixed(shop.p99, 1),
    fixed(bare.rps),
    fixed(bare.p50, 1),
    fixed(bare.p99, 1),
    ratio(shop.rps, bare.rps),
    `${shop.non2xx}/${bare.non2xx}`,
    `${shop.errors}/${bare.errors}`,
    `${shop.timeouts}/${bare.timeouts}`,
  ]);
  console.log(
    formatTable(
      [
        'target',
        'shop req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'p50 ms',
        'p99 ms',
        'shop/bare',
        'non-2xx shop/bare',
        'errors shop/bare',
        'timeouts shop/bare',
      ],
      rows,
    ),
  );
}

/** Issue 15: the product page, customiser included, may load this much JavaScript (gzip) before anything is used. */
const FIRST_LOAD_JS_TARGET_BYTES = 100 * 1024;
/**
 * The framework alone weighs more than that (see printFirstLoadTarget), so the part the shop controls is held
 * to this: header, footer and the customiser's first view, with everything opened later loaded when used.
 */
const OWN_FIRST_LOAD_JS_TARGET_BYTES = 30 * 1024;

interface Page {
  name: string;
  path: string;
  html: string;
}

/** Prints JS and CSS per page and returns each page's first-load JS (gzip bytes) by name. */
async function printPageAssets(shop: RunningShop, pages: Page[]): Promise<Map<string, number>> {
  const sizer = new AssetSizer();
  const rows: string[][] = [];
  const notes: string[] = [];
  const jsBytes = new Map<string, number>();
  for (const page of pages) {
    const pageUrl = shop.url + page.path;
    const assets = parsePageAssets(page.html, pageUrl);
    const js = await sizer.scripts(assets.scripts);
    const css = await sizer.stylesheets(assets.stylesheets);
    jsBytes.set(page.name, js.gzipBytes);
    rows.push([page.name, String(js.files), kb(js.gzipBytes), String(css.files), kb(css.gzipBytes)]);
    // the pages name no modulepreloads (app/entry.server.tsx): the files are found by following the imports
    if (js.notInHtml.length > 0)
      notes.push(`${page.name}: ${js.notInHtml.length} of its modules found through imports`);
  }
  console.log(formatTable(['page', 'JS files', 'JS gzip kB', 'CSS files', 'CSS gzip kB'], rows));
  for (const note of notes) console.log(`note: ${note}`);
  return jsBytes;
}

function printFirstLoadTarget(productJsBytes: number, floor: SizeReport) {
  const kib = (bytes: number) => fixed(bytes / 1024, 1);
  const ok = productJsBytes <= FIRST_LOAD_JS_TARGET_BYTES;
  console.log(
    `product page first-load JS: ${kib(productJsBytes)} KiB gzip (target ≤ ${kib(FIRST_LOAD_JS_TARGET_BYTES)} KiB): ${ok ? 'ok' : 'MISSED'}`,
  );
  const own = productJsBytes - floor.gzipBytes;
  const ownOk = own <= OWN_FIRST_LOAD_JS_TARGET_BYTES;
  console.log(
    `  of which React 19 + React Router 7 alone (bench/floor-app, a one-button app, ${floor.files} files): ` +
      `${kib(floor.gzipBytes)} KiB; the shop's own code: ${kib(own)} KiB ` +
      `(target ≤ ${kib(OWN_FIRST_LOAD_JS_TARGET_BYTES)} KiB): ${ownOk ? 'ok' : 'MISSED'}`,
  );
}

async function printLighthouse(shop: RunningShop, pages: Page[], jsBytes: Map<string, number>) {
  const runs = lighthouseRuns();
  if (runs === 0) {
    console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0)');
    return;
  }
  const measureAll = async (visit: LighthouseVisit) => {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const figures = await measureWithLighthouse(shop.url + page.path, runs, visit);
      rows.push({ page: page.name, path: page.path, figures, jsGzipBytes: jsBytes.get(page.name) ?? 0 });
    }
    return formatLighthouseTable(rows);
  };
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4× CPU; median score of ${runs} run(s) per page), a first visit:`,
  );
  console.log(await measureAll({}));
  // The spec's welcome popup covers a first visit's page 2 s in: Lighthouse counts it in Speed Index and
  // blocking time. The same pages once it has been seen show what the page itself costs.
  console.log('\nthe same, for a visitor who has seen the welcome popup (local storage; cache still empty):');
  console.log(await measureAll({ localStorage: { [WELCOME_POPUP_SEEN_KEY]: new Date().toISOString() } }));
}

/** Kept for the failure report: the shop's own output usually explains a failed run. */
let startedShop: RunningShop | undefined;

/** Issue 15's figures for the page cache, each beside its target. */
function printCacheTargets(results: TargetResult[]) {
  const of = (label: string) => results.find((r) => r.target.label === label);
  const api = of('api');
  const page = of('page');
  const login = of('login');
  const who = of('who');
  const line = (text: string, ok: boolean) => console.log(`${text}: ${ok ? 'ok' : 'MISSED'}`);
  console.log('');
  if (api)
    line(
      `/api/products ${ratio(api.shop.rps, api.bare.rps)} the bare server (target ≥ 0.5×)`,
      api.shop.rps >= 0.5 * api.bare.rps,
    );
  if (page)
    line(
      `cached product page ${ratio(page.shop.rps, page.bare.rps)} the bare server, p99 ${fixed(page.shop.p99, 1)} ms (targets ≥ 0.3×, p99 < 20 ms)`,
      page.shop.rps >= 0.3 * page.bare.rps && page.shop.p99 < 20,
    );
  if (login)
    line(
      `logged-in product page (the shell) at ${LOGGED_IN_CONNECTIONS} connections: ${fixed(login.shop.rps)} req/s, p99 ${fixed(login.shop.p99, 1)} ms (target p99 < 50 ms)`,
      login.shop.p99 < 50,
    );
  if (who)
    line(
      `its header (GET /api/auth/visitor) at ${LOGGED_IN_CONNECTIONS} connections: ${fixed(who.shop.rps)} req/s, p99 ${fixed(who.shop.p99, 1)} ms (target p99 < 50 ms)`,
      who.shop.p99 < 50,
    );
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, ${os.platform()}/${os.arch()}`,
  );
  // the load generator shares the machine with the servers; anything else busy skews every figure
  const [load1] = os.loadavg();
  if (load1 > cpus.length / 2) {
    console.log(
      `warning: load average is ${load1.toFixed(1)} before starting; other work will skew the figures`,
    );
  }
  console.log(pinLoadGenerator());
  console.log(
    `load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s measured, per server per target\n`,
  );

  // BENCH_DATABASE_URL: the page targets on a fresh PostgreSQL database there (as a deployment runs), not PGlite
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const database = adminUrl ? await freshDatabase(adminUrl) : null;
  console.log(
    `database for the page targets: ${database ? `PostgreSQL (${database.name})` : 'embedded PGlite'}`,
  );
  const shop = await startShop(database ? { env: { DATABASE_URL: database.url } } : {});
  startedShop = shop;
  const home = await getOk(`${shop.url}/`, { accept: 'text/html' });
  const homeHtml = home.body.toString();
  const targets = await pickTargets(shop, homeHtml);

  console.log('\ntargets (one sample response each, replayed byte for byte by the bare server):');
  const results: TargetResult[] = [];
  for (const target of targets) {
    results.push(await benchTarget(shop, target, seconds));
    // a dead shop turns every later request into ECONNREFUSED; stop with the real cause instead
    const died = shop.unexpectedExit();
    if (died) throw new Error(died);
  }

  // Chromium (Lighthouse) and the later steps get every core again
  unpinLoadGenerator();
  console.log('\nthroughput (shop = built server; bare = node:http replaying the cached response):');
  printLoadTable(results);
  printCacheTargets(results);

  const productPage = targets.find((t) => t.label === 'page')!;
  const productHtml = (await getOk(shop.url + productPage.path, { accept: 'text/html' })).body.toString();
  const listingPath = '/products/polo';
  const listingHtml = (await getOk(shop.url + listingPath, { accept: 'text/html' })).body.toString();
  const pages: Page[] = [
    { name: 'home', path: '/', html: homeHtml },
    { name: 'listing', path: listingPath, html: listingHtml },
    { name: 'product', path: productPage.path, html: productHtml },
  ];
  console.log(
    '\npage weight (fetched uncompressed, gzip level 9 here, static imports followed, lazy chunks not):',
  );
  const jsBytes = await printPageAssets(shop, pages);
  printFirstLoadTarget(jsBytes.get('product') ?? 0, await measureFrameworkFloor());

  await printLighthouse(shop, pages, jsBytes);

  const logged = shop.logLines();
  if (logged.length > 0) {
    console.log(`\nthe shop logged ${logged.length} line(s) at warn or above; first ones:`);
    for (const line of logged.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  }

  // timeouts are a finding (some users waited > 10 s), not a broken run: on a busy machine they come
  // and go, so they are shouted about but don't fail the bench; wrong answers and dropped connections do
  for (const { target, shop: s } of results) {
    if (s.timeouts > 0)
      console.log(`\nwarning: ${s.timeouts} shop requests timed out (> 10 s) for ${target.path}`);
  }
  // the shoppers' instances run on PostgreSQL; this PGlite shop would only take CPU from them
  await shop.stop();
  await database?.drop();
  const shopperFailures = await runShopperScenarios();
  pinLoadGenerator();
  shopperFailures.push(...(await runLargeShop()));

  const failures = results.flatMap(({ target, shop: s, bare }) => [
    ...(s.non2xx > 0 ? [`the shop answered ${s.non2xx} non-2xx responses for ${target.path}`] : []),
    ...(s.errors > 0 ? [`the shop dropped ${s.errors} connections for ${target.path}`] : []),
    ...(bare.non2xx + bare.errors + bare.timeouts > 0
      ? [`the bare server misbehaved for ${target.path}`]
      : []),
  ]);
  failures.push(...shopperFailures);
  if (failures.length > 0) throw new Error(`FAILED:\n  ${failures.join('\n  ')}`);
}

installSignalHandlers();
main().then(
  async () => {
    await cleanupAll();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    const output = startedShop?.logLines() ?? [];
    if (output.length > 0) console.error(`--- last shop output ---\n${output.slice(-20).join('\n')}\n---`);
    await cleanupAll();
    process.exit(1);
  },
);
