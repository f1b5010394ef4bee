/**
 * npm run seed:large [-- --orders 1000000 --customers N --carts N --products 2000 --seed 1 --database-url URL]
 * Fills an EMPTY database with a large shop (large-shop.ts): PostgreSQL at --database-url (or DATABASE_URL),
 * else the embedded PGlite in DATA_DIR. Refuses a database that has orders or user accounts already.
 */
import { parseArgs } from 'node:util';
import { openCliContext } from '../../cli-context';
import { NotEmptyError, seedLargeShop } from './large-shop';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string' },
    carts: { type: 'string' },
    products: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
  },
});

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number ≥ 0, got "${raw}"`);
    process.exit(2);
  }
  return n;
}
const orders = count('orders', values.orders, 1_000_000);
const options = {
  orders,
  customers: count('customers', values.customers, Math.round(orders / 5)),
  carts: count('carts', values.carts, Math.round(orders / 5)),
  products: count('products', values.products, 2000),
  seed: count('seed', values.seed, 1),
};

/** Progress and the counts, for the person running it (the shop's logger is JSON for machines). */
const print = (line: string) => void process.stdout.write(`${line}\n`);

const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
if (values['database-url']) env.DATABASE_URL = values['database-url'];
const ctx = openCliContext(env);
const started = performance.now();
try {
  await ctx.database.migrate();
  print(
    `seed:large on ${ctx.database.kind}: ${options.orders} orders, ${options.customers} customers, ` +
      `${options.carts} carts, ${options.products} products, seed ${options.seed}`,
  );
  const counts = await seedLargeShop(ctx, { ...options, log: print });
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  for (const [table, n] of Object.entries(counts))
    print(`${table.padEnd(width)}  ${n.toLocaleString('en-GB').padStart(11)}`);
  print(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (error instanceof NotEmptyError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await ctx.database.close();
}
