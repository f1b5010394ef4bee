/**
 * Shoppers under load: BENCH_SHOPPERS_COUNT virtual shoppers (200) browse, add a plain garment to their guest
 * cart and some check out and pay through the built-in test checkout, for BENCH_SHOPPERS_SECONDS (60), against
 * one built instance and then two, each scenario on a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
 * a random name, dropped afterwards). Afterwards the database is read back: every paid order paid once.
 *
 * Two instances: there is no balancer process; each shopper sends its requests to the instances in turn
 * (request n to instance n mod 2), as a round-robin balancer without sticky sessions would, so a checkout is
 * created on one instance and paid and verified on the other. Each shopper forwards its own address
 * (X-Forwarded-For, the instances run with TRUST_PROXY=1) so the shop's rate limits count shoppers, not the bench,
 * and the public Host (PUBLIC_URL's), as a balancer passes it on.
 */
import http from 'node:http';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { CUSTOMER_MAIL, SELLER_MAIL } from '../server/services/orders/orders';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup';
import { startShop, type RunningShop } from './servers';
import { fixed, formatTable } from './table';

/** Ports of the shopper scenario's instances (the one-instance run uses the first). */
const PORTS = [3396, 3397];
const P99_TARGET_MS = 500;
const REQUEST_TIMEOUT_MS = 30_000;
/** A size is picked only with this much stock (the demo seed has 100 per size). */
const MIN_STOCK = 100;
/**
 * Idle keep-alive sockets are closed after this long, below the server's 5 s: a socket reused at the moment the
 * server closes it fails with ECONNRESET, a race of the client's making that a browser would silently retry.
 */
const IDLE_SOCKET_MS = 3_000;
/** Mail jobs the paying transaction enqueues per order: the customer's confirmation and the seller's notice. */
const MAIL_KINDS = [CUSTOMER_MAIL, SELLER_MAIL];

interface ShopperSettings {
  count: number;
  seconds: number;
  /** Mean pause between two steps of one shopper (uniform 0.5×–1.5×), as a person reads a page. */
  thinkMs: number;
  /** Share of shopping rounds that end in a checkout. */
  checkoutShare: number;
  adminUrl: string;
}

function numberSetting(name: string, fallback: number, min: number, max = Infinity): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, got ${raw}`);
  return value;
}

export function shopperSettings(): ShopperSettings | null {
  const count = numberSetting('BENCH_SHOPPERS_COUNT', 200, 0);
  if (process.env.BENCH_SHOPPERS === '0' || count === 0) return null;
  return {
    count,
    seconds: numberSetting('BENCH_SHOPPERS_SECONDS', 60, 1),
    thinkMs: numberSetting('BENCH_SHOPPERS_THINK_MS', 1000, 0),
    checkoutShare: numberSetting('BENCH_SHOPPERS_CHECKOUT_SHARE', 0.3, 0, 1),
    adminUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

const STEP_KINDS = [
  'home',
  'api products',
  'listing',
  'product',
  'add to cart',
  'cart',
  'checkout page',
  'checkout session',
  'pay page',
  'pay',
  'success',
] as const;
type StepKind = (typeof STEP_KINDS)[number];

interface Reply {
  status: number;
  location: string | undefined;
  setCookies: string[];
  body: string;
}

/** Latencies and failures per step kind, shared by every shopper of a scenario. */
class Tally {
  readonly latencies = new Map<StepKind, number[]>(STEP_KINDS.map((k) => [k, []]));
  readonly errors = new Map<StepKind, number>(STEP_KINDS.map((k) => [k, 0]));
  /** The first few failures, worded, so a failed run says what went wrong. */
  readonly samples: string[] = [];
  checkoutsStarted = 0;
  /** Payments the test checkout accepted (its redirect to the success page). */
  paymentsAccepted = 0;
  paidSeen = 0;

  record(kind: StepKind, ms: number) {
    this.latencies.get(kind)!.push(ms);
  }
  fail(kind: StepKind, why: string) {
    this.errors.set(kind, this.errors.get(kind)! + 1);
    if (this.samples.length < 8) this.samples.push(`${kind}: ${why}`);
  }
  get requests() {
    return [...this.latencies.values()].reduce((n, l) => n + l.length, 0);
  }
  get errorCount() {
    return [...this.errors.values()].reduce((n, e) => n + e, 0);
  }
}

/** Failed steps end the shopper's round; the error is already counted. */
class StepFailed extends Error {}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface CatalogueProduct {
  _id: string;
  productType: string[];
  colorNames: string[];
  sizes: { size: string; stock: number }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

class Shopper {
  private readonly cookies = new Map<string, string>();
  private sent = 0;

  constructor(
    private readonly index: number,
    private readonly instances: string[],
    private readonly agents: http.Agent[],
    /** PUBLIC_URL: the origin the shopper's browser would send with a form or fetch. */
    private readonly origin: string,
    private readonly tally: Tally,
  ) {}

  /** 10.x.y.1, one per shopper, as its browser's address reaches the balancer. */
  private get address() {
    return `10.${(this.index >> 8) & 255}.${this.index & 255}.1`;
  }

  private request(method: string, path: string, headers: Record<string, string>, body?: string) {
    const n = (this.index + this.sent++) % this.instances.length;
    const url = new URL(path, this.instances[n]);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise<Reply>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          agent: this.agents[n],
          headers: {
            // a balancer passes the public Host on: React Router refuses a form POST whose Origin isn't the URL's
            host: new URL(this.origin).host,
            'x-forwarded-for': this.address,
            'user-agent': 'workwear-bench-shopper',
            ...(cookie ? { cookie } : {}),
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              setCookies: res.headers['set-cookie'] ?? [],
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One timed request; a network error, a timeout or a 4xx/5xx is a failed step. */
  async step(
    kind: StepKind,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Reply> {
    const started = performance.now();
    let reply: Reply;
    try {
      reply = await this.request(method, path, headers, body);
    } catch (error) {
      this.tally.record(kind, performance.now() - started);
      this.tally.fail(kind, `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      throw new StepFailed();
    }
    this.tally.record(kind, performance.now() - started);
    this.keepCookies(reply.setCookies);
    if (reply.status < 200 || reply.status >= 400) {
      this.tally.fail(kind, `${method} ${path} answered ${reply.status}: ${reply.body.slice(0, 160)}`);
      throw new StepFailed();
    }
    return reply;
  }

  page = (kind: StepKind, path: string) => this.step(kind, 'GET', path, { accept: 'text/html' });

  json = (kind: StepKind, method: string, path: string, body?: unknown) =>
    this.step(
      kind,
      method,
      path,
      {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json', origin: this.origin } : {}),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );

  /** Address, shipping, the test checkout's card, then the success page the payment returns to. */
  async checkOut() {
    this.tally.checkoutsStarted++;
    await this.page('checkout page', '/checkout');
    const session = await this.json('checkout session', 'POST', '/api/payments/create-checkout-session', {
      shippingAddress: {
        firstName: 'Sam',
        lastName: `Shopper ${this.index}`,
        address: `${this.index + 1} Wharf Road`,
        postCode: 'LS1 4AP',
        city: 'Leeds',
        country: 'United Kingdom',
        email: `shopper${this.index}@bench.example.co.uk`,
        phone: '0113 496 0001',
      },
      shippingType: 'standard',
    });
    const { url } = JSON.parse(session.body) as { url?: string };
    if (!url) {
      this.tally.fail('checkout session', 'no payment page in the answer');
      throw new StepFailed();
    }
    const payPath = new URL(url).pathname;
    await this.page('pay page', payPath);
    const paid = await this.step(
      'pay',
      'POST',
      payPath,
      { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin, accept: 'text/html' },
      new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    );
    if (paid.status !== 302 || !paid.location?.includes('/success?session_id=')) {
      this.tally.fail(
        'pay',
        `expected a redirect to the success page, got ${paid.status} ${paid.location ?? ''}`,
      );
      throw new StepFailed();
    }
    this.tally.paymentsAccepted++;
    const returned = new URL(paid.location, this.origin);
    const success = await this.page('success', returned.pathname + returned.search);
    if (!success.body.includes('Thank you for your order')) {
      this.tally.fail('success', 'the success page does not confirm the payment');
      throw new StepFailed();
    }
    this.tally.paidSeen++;
  }

  async shop(products: CatalogueProduct[], settings: ShopperSettings, until: number) {
    const think = () => sleep(settings.thinkMs * (0.5 + Math.random()));
    // arrivals spread over the first pause, not all in the same millisecond
    await sleep(Math.random() * settings.thinkMs);
    while (performance.now() < until) {
      try {
        await this.page('home', '/');
        await think();
        const product = pick(products);
        await this.page('listing', `/products/${encodeURIComponent(product.productType[0] ?? 'polo')}`);
        await think();
        await this.page('product', `/product/${encodeURIComponent(product._id)}`);
        await think();
        await this.json('add to cart', 'POST', '/api/cart', {
          productId: product._id,
          size: pick(product.sizes).size,
          color: pick(product.colorNames),
          quantity: 1,
        });
        await think();
        if (Math.random() < 0.5) {
          await this.page('cart', '/cart');
          await think();
        }
        // a checkout once begun runs to the end, so every order paid is one a shopper saw confirmed
        if (Math.random() < settings.checkoutShare) {
          await this.checkOut();
          await think();
        }
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        await think();
      }
    }
  }
}

interface PaidOnce {
  ordersCreated: number;
  ordersPaid: number;
  /** Worded breaches of "paid once"; empty when every paid order was paid exactly once. */
  breaches: string[];
  mailJobsPerPaidOrder: string;
}

/** Reads the scenario's database: one 'paid' event and paymentStatus paid per paid order, two mail jobs each. */
async function checkPaidOnce(databaseUrl: string, paymentsAccepted: number): Promise<PaidOnce> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const orderRows = await client<{ id: string; payment_status: string; paid_events: number }[]>`
      select o.id, o.payment_status,
        (select count(*)::int from order_events e where e.order_id = o.id and e.kind = 'paid') as paid_events
      from orders o`;
    const mailRows = await client<{ order_id: string; kind: string; n: number }[]>`
      select payload->>'orderId' as order_id, kind, count(*)::int as n from jobs
      where kind in ${client(MAIL_KINDS)} group by 1, 2`;
    const mails = new Map<string, Map<string, number>>();
    for (const row of mailRows) {
      const byKind = mails.get(row.order_id) ?? new Map<string, number>();
      byKind.set(row.kind, row.n);
      mails.set(row.order_id, byKind);
    }
    const breaches: string[] = [];
    let paid = 0;
    const mailCounts = new Map<number, number>();
    for (const order of orderRows) {
      const isPaid = order.payment_status === 'paid';
      const jobs = mails.get(order.id);
      const mailJobs = jobs ? [...jobs.values()].reduce((n, c) => n + c, 0) : 0;
      if (isPaid) {
        paid++;
        mailCounts.set(mailJobs, (mailCounts.get(mailJobs) ?? 0) + 1);
        if (order.paid_events !== 1)
          breaches.push(`order ${order.id} is paid with ${order.paid_events} 'paid' events`);
        for (const kind of MAIL_KINDS)
          if ((jobs?.get(kind) ?? 0) !== 1)
            breaches.push(`paid order ${order.id} has ${jobs?.get(kind) ?? 0} ${kind} jobs`);
      } else {
        if (order.paid_events > 0)
          breaches.push(
            `order ${order.id} has ${order.paid_events} 'paid' events but is ${order.payment_status}`,
          );
        if (mailJobs > 0) breaches.push(`unpaid order ${order.id} has ${mailJobs} mail jobs`);
      }
    }
    if (paid !== paymentsAccepted)
      breaches.push(
        `${paid} orders are paid in the database, the test checkout accepted ${paymentsAccepted} payments`,
      );
    return {
      ordersCreated: orderRows.length,
      ordersPaid: paid,
      breaches,
      mailJobsPerPaidOrder:
        [...mailCounts].map(([jobs, orders]) => `${jobs} for ${fixed(orders)}`).join(', ') ||
        'no paid orders',
    };
  } finally {
    await client.end();
  }
}

/** A fresh database on the admin URL's server, dropped at the end of the scenario (or of the bench). */
export async function freshDatabase(adminUrl: string) {
  const name = `shop_bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup({
    run: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
    // nothing synchronous can reach the database; Ctrl-C goes through run() above
    runSync: () => {},
  });
  return { name, url: url.toString(), drop };
}

export interface ShopperScenarioResult {
  label: string;
  failures: string[];
}

async function getProducts(url: string): Promise<CatalogueProduct[]> {
  const res = await fetch(`${url}/api/products`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}`);
  const { products } = (await res.json()) as { products?: CatalogueProduct[] };
  // garments in sizes with plenty of stock: a bag's one size of a few dozen sells out within the run, and a
  // shopper told "out of stock" is the shop being right, not a failed request
  const plain = (products ?? [])
    .map((p) => ({ ...p, sizes: (p.sizes ?? []).filter((s) => s.stock >= MIN_STOCK) }))
    .filter((p) => p.colorNames?.length > 0 && p.sizes.length >= 3);
  if (plain.length === 0)
    throw new Error('GET /api/products returned no garment with colours and sizes in stock');
  return plain;
}

/** A few sequential requests per instance first: the JIT and the caches, not the shoppers, pay for a cold start. */
async function warmUp(url: string, products: CatalogueProduct[]) {
  for (let round = 0; round < 3; round++) {
    for (const path of ['/', '/products/polo', `/product/${products[round % products.length]!._id}`, '/cart'])
      await fetch(url + path, { headers: { accept: 'text/html', 'x-forwarded-for': '10.255.255.1' } });
  }
}

async function runScenario(instances: number, settings: ShopperSettings): Promise<ShopperScenarioResult> {
  const label = instances === 1 ? 'one instance' : `${instances} instances`;
  const database = await freshDatabase(settings.adminUrl);
  const shops: RunningShop[] = [];
  const agents = PORTS.slice(0, instances).map(
    () => new http.Agent({ keepAlive: true, maxSockets: settings.count + 16, timeout: IDLE_SOCKET_MS }),
  );
  try {
    const publicUrl = `http://127.0.0.1:${PORTS[0]}`;
    const env = {
      DATABASE_URL: database.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SHOP_EMAIL: 'orders@bench.example.co.uk',
    };
    // one at a time: the first migrates and seeds, the next finds it done
    for (const port of PORTS.slice(0, instances)) shops.push(await startShop({ port, env, pin: false }));
    const urls = shops.map((s) => s.url);
    const products = await getProducts(urls[0]!);
    for (const url of urls) await warmUp(url, products);

    console.log(
      `\nshoppers, ${label} on PostgreSQL (database ${database.name}): ${settings.count} shoppers for ${settings.seconds} s, ` +
        `${settings.thinkMs} ms mean pause between steps, ${Math.round(settings.checkoutShare * 100)}% of rounds check out` +
        (instances > 1 ? '; each shopper sends its requests to the instances in turn' : ''),
    );
    const tally = new Tally();
    const cpuBefore = shops.map((s) => s.cpuSeconds());
    const clientCpuBefore = process.cpuUsage();
    const started = performance.now();
    const until = started + settings.seconds * 1000;
    await Promise.all(
      Array.from({ length: settings.count }, async (_, i) => {
        const shopper = new Shopper(i, urls, agents, publicUrl, tally);
        // the catalogue as the shopper's first page load fetches it
        try {
          await shopper.json('api products', 'GET', '/api/products');
        } catch (error) {
          if (!(error instanceof StepFailed)) throw error;
        }
        await shopper.shop(products, settings, until);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const cpu = {
      instances: shops.map((s, i) => s.cpuSeconds() - cpuBefore[i]!),
      client: (clientCpu.user + clientCpu.system) / 1e6,
    };
    for (const shop of shops) {
      const died = shop.unexpectedExit();
      if (died) throw new Error(died);
    }
    const paidOnce = await checkPaidOnce(database.url, tally.paymentsAccepted);
    return { label, failures: report(label, tally, elapsed, paidOnce, shops, cpu) };
  } finally {
    for (const agent of agents) agent.destroy();
    for (const shop of shops) await shop.stop();
    await database.drop();
  }
}

function report(
  label: string,
  tally: Tally,
  elapsed: number,
  paidOnce: PaidOnce,
  shops: RunningShop[],
  cpu: { instances: number[]; client: number },
) {
  const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
  const row = (name: string, sorted: number[], errors: number) => [
    name,
    fixed(sorted.length),
    fixed(errors),
    fixed(percentile(sorted, 50), 1),
    fixed(percentile(sorted, 95), 1),
    fixed(percentile(sorted, 99), 1),
    fixed(sorted.at(-1) ?? 0, 1),
  ];
  const rows = STEP_KINDS.filter((k) => tally.latencies.get(k)!.length > 0).map((kind) =>
    row(
      kind,
      [...tally.latencies.get(kind)!].sort((a, b) => a - b),
      tally.errors.get(kind)!,
    ),
  );
  rows.push(row('all', all, tally.errorCount));
  console.log(formatTable(['step', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], rows));

  const p99 = percentile(all, 99);
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(
    `${label}: ${fixed(tally.requests)} requests in ${elapsed.toFixed(1)} s = ${fixed(tally.requests / elapsed)} req/s; ` +
      `${fixed(tally.checkoutsStarted)} checkouts begun, ${fixed(paidOnce.ordersCreated)} orders created, ` +
      `${fixed(paidOnce.ordersPaid)} paid (${fixed(tally.paymentsAccepted)} payments accepted, ${fixed(tally.paidSeen)} success pages confirmed)`,
  );
  console.log(`  errors: ${fixed(tally.errorCount)} (target 0): ${mark(tally.errorCount === 0)}`);
  console.log(`  p99: ${fixed(p99, 1)} ms (target < ${P99_TARGET_MS} ms): ${mark(p99 < P99_TARGET_MS)}`);
  console.log(
    `  paid once: ${paidOnce.breaches.length === 0 ? 'every paid order has one paid event and status paid' : `${paidOnce.breaches.length} breach(es)`}; ` +
      `mail jobs per paid order ${paidOnce.mailJobsPerPaidOrder} (expected ${MAIL_KINDS.length}): ${mark(paidOnce.breaches.length === 0)}`,
  );
  // where the time went: a shop near 100% of a core is CPU-bound; the machine's other work is what's left
  const cores = os.cpus().length;
  const share = (seconds: number) =>
    `${fixed(seconds, 1)} s (${fixed((seconds / elapsed) * 100)}% of a core)`;
  console.log(
    `  CPU over the run (${cores} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end): ` +
      cpu.instances.map((s, i) => `instance ${i + 1} ${share(s)}`).join(', ') +
      `, the shoppers' client ${share(cpu.client)}`,
  );
  for (const breach of paidOnce.breaches.slice(0, 5)) console.log(`    ${breach}`);
  for (const sample of tally.samples) console.log(`  failed step: ${sample}`);
  for (const [i, shop] of shops.entries()) {
    const lines = shop.logLines();
    if (lines.length > 0) {
      console.log(`  instance ${i + 1} logged ${lines.length} line(s) at warn or above; first ones:`);
      for (const line of lines.slice(0, 3)) console.log(`    ${line.slice(0, 300)}`);
    }
  }

  // slow answers are a finding on a busy machine (printed above); wrong ones and double payments fail the bench
  return [
    ...(tally.errorCount > 0 ? [`${label}: ${tally.errorCount} shopper requests failed`] : []),
    ...paidOnce.breaches.map((b) => `${label}: ${b}`),
  ];
}

/** The scenario against one instance, then against two, each on its own fresh database. */
export async function runShopperScenarios(): Promise<string[]> {
  const settings = shopperSettings();
  if (!settings) {
    console.log('\nshoppers skipped (BENCH_SHOPPERS=0)');
    return [];
  }
  const failures: string[] = [];
  // BENCH_SHOPPERS_INSTANCES=1 or 2: only that scenario (when comparing a change), both by default
  const only = numberSetting('BENCH_SHOPPERS_INSTANCES', 0, 0, 2);
  if (!Number.isInteger(only)) throw new Error(`BENCH_SHOPPERS_INSTANCES must be 1 or 2, got ${only}`);
  for (const instances of only ? [only] : [1, 2])
    failures.push(...(await runScenario(instances, settings)).failures);
  return failures;
}

// `npx tsx bench/shoppers.ts`: this step alone, against the existing build
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  installSignalHandlers();
  runShopperScenarios().then(
    async (failures) => {
      await cleanupAll();
      if (failures.length > 0) console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
      process.exit(failures.length > 0 ? 1 : 0);
    },
    async (error: unknown) => {
      console.error(`\nshoppers failed: ${error instanceof Error ? error.message : String(error)}`);
      await cleanupAll();
      process.exit(1);
    },
  );
}
