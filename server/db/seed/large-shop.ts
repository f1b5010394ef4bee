/**
 * A large shop to measure (issue 35): years of customers, orders, carts, quotes and trade accounts written
 * straight into an empty database by COPY, in batches, with triggers off. Rows are made in JS from a seeded
 * PRNG, so the same seed and scale give the same shop (ids included; the dates end at the start of today, UTC).
 * The catalogue's pictures are the demo seed's: the 2,000 products reuse the demo products' pictures.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { ANONYMISED_NAME, anonymisedEmail } from '../../../domain/customers';
import type { AppContext } from '../../context';
import { seedDemoData } from './index';

export interface LargeShopOptions {
  orders: number;
  customers: number;
  carts: number;
  products: number;
  seed: number;
  /** Rows per COPY (a batch of orders carries its lines and events). */
  batch?: number;
  /** Progress lines (the CLI prints them); quiet by default. */
  log?: (line: string) => void;
}

type SeedDeps = Pick<AppContext, 'database' | 'files' | 'logger'>;

export class NotEmptyError extends Error {}

const DAY = 86_400_000;
const YEARS = 5;

/** Tables the large shop writes, in the order they are counted at the end. */
export const LARGE_SHOP_TABLES = [
  'users',
  'addresses',
  'marketing_consents',
  'products',
  'product_stock',
  'bundles',
  'bundle_sections',
  'orders',
  'order_lines',
  'order_events',
  'order_proofs',
  'order_emails',
  'jobs',
  'promo_redemptions',
  'quotes',
  'quote_versions',
  'quote_events',
  'trade_accounts',
  'trade_account_events',
  'trade_ledger',
  'carts',
  'cart_lines',
] as const;

// ------------------------------------------------------------------------------------------ random numbers

/** sfc32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  let counter = 0;
  const random = () => next() / 4294967296;
  const hex8 = () => next().toString(16).padStart(8, '0');
  return {
    random,
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    chance: (p: number) => random() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    hex: (n: number) => {
      let s = '';
      while (s.length < n) s += hex8();
      return s.slice(0, n);
    },
    /**
     * Rising ids (a counter, then random bits), as UUIDv7 rises with time: each row goes to the right-hand
     * end of its table's primary key, where random ids would rewrite pages all over an index far bigger than
     * PostgreSQL's buffers, and the load would slow down as it grows.
     */
    uuid: () => {
      const c = (++counter).toString(16).padStart(12, '0');
      const h = hex8() + hex8() + hex8();
      return `${c.slice(0, 8)}-${c.slice(8, 12)}-4${h.slice(0, 3)}-a${h.slice(3, 6)}-${h.slice(6, 18)}`;
    },
  };
}
type Rng = ReturnType<typeof prng>;

// ------------------------------------------------------------------------------------- COPY's text format

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string')
    return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return field(JSON.stringify(value));
}
/** A text[] literal. */
const textArray = (list: readonly string[]) =>
  `{${list.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Rows of one table, sent by COPY once `batch` of them have gathered. */
class Table {
  private rows: string[] = [];
  count = 0;
  constructor(
    readonly name: string,
    readonly columns: readonly string[],
  ) {}
  add(...values: unknown[]) {
    this.rows.push(values.map(field).join('\t'));
    this.count++;
  }
  get pending() {
    return this.rows.length;
  }
  /** The gathered rows as COPY text; the table starts gathering again. */
  take(): string {
    const text = this.rows.join('\n') + '\n';
    this.rows = [];
    return text;
  }
}

// ------------------------------------------------------------------------------------------------- words

const FIRST = [
  'James',
  'Olivia',
  'Jack',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Emily',
  'Oliver',
  'Sophie',
  'Leo',
  'Grace',
  'Arthur',
  'Mia',
  'Oscar',
  'Poppy',
  'Charlie',
  'Ella',
  'Thomas',
  'Lily',
  'Freddie',
  'Evie',
  'Alfie',
  'Chloe',
  'Henry',
  'Ruby',
  'Jacob',
  'Jessica',
  'William',
  'Daisy',
  'Joshua',
  'Zara',
  'Samuel',
  'Hannah',
  'Daniel',
  'Priya',
  'Mohammed',
  'Aisha',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
];
const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'icloud.com',
  'btinternet.com',
  'sky.com',
  'builders.co.uk',
  'cleaning-co.uk',
  'cafe-mail.uk',
];
const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Mill Road',
  'Park Avenue',
  'Victoria Road',
  'Green Lane',
  'Manor Road',
  'Kings Road',
  'Queens Road',
];
const CITIES: [string, string][] = [
  ['London', 'SW1A'],
  ['Manchester', 'M1'],
  ['Birmingham', 'B1'],
  ['Leeds', 'LS1'],
  ['Glasgow', 'G1'],
  ['Bristol', 'BS1'],
  ['Liverpool', 'L1'],
  ['Sheffield', 'S1'],
  ['Cardiff', 'CF10'],
  ['Edinburgh', 'EH1'],
  ['Norwich', 'NR1'],
  ['Exeter', 'EX1'],
];
const COMPANIES = [
  'Acme Builders',
  'Bright Cleaning',
  'Harbour Café',
  'Northside Plumbing',
  'Green Thumb Gardens',
  'Swift Couriers',
  'Oak & Ash Joinery',
  'City Sparks Electrical',
  'Riverside FC',
  'St Mary’s Primary',
];
const CARRIERS = ['Royal Mail', 'DPD', 'Evri', 'Parcelforce', 'DHL'];
const POSITIONS = ['Left Breast', 'Large Back', 'Right Breast', 'Large Front', 'Left Sleeve'];
const METHODS = ['Embroidery', 'Print'];
const FONTS = ['Standard', 'Serif', 'Sans-serif', 'Script'];
const SIZES_ORDERED = ['S', 'M', 'L', 'XL', '2XL'];

interface Customer {
  id: string;
  first: string;
  last: string;
  email: string;
  phone: string;
  anonymised: boolean;
  created: number;
  address: { address: string; postCode: string; city: string; company: string };
}

interface CatalogueProduct {
  id: string;
  title: string;
  types: string[];
  price: number;
  image: string;
  backImage: string | null;
  colours: { hex: string; name: string }[];
  sizes: string[];
}

interface CatalogueBundle {
  id: string;
  title: string;
  price: number;
  thumbnail: string;
  sections: { productId: string; quantity: number }[];
}

/** Is there nothing a shop would lose: no orders and no user accounts? */
export async function isEmptyShop(deps: Pick<AppContext, 'database'>): Promise<boolean> {
  const rows = await deps.database.db.execute<{ orders: number; users: number }>(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from users)::int as users`,
  );
  const [row] = rowsOf<{ orders: number; users: number }>(rows);
  return row!.orders === 0 && row!.users === 0;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Writes the large shop into an empty database and says how many rows each table has. */
export async function seedLargeShop(
  deps: SeedDeps,
  options: LargeShopOptions,
): Promise<Record<string, number>> {
  if (!(await isEmptyShop(deps)))
    throw new NotEmptyError(
      'This database already has orders or user accounts: seed:large fills an empty database only. ' +
        'Point it at a new database (--database-url, or an empty DATA_DIR).',
    );
  const log = options.log ?? (() => {});
  const batch = options.batch ?? 20_000;
  const db = deps.database.db;
  const rng = prng(options.seed);
  const end = new Date();
  end.setUTCHours(0, 0, 0, 0);
  const endMs = end.getTime();
  const startMs = endMs - YEARS * 365 * DAY;
  const span = endMs - startMs;
  // busier as the years go on: density 1 + 2x over the span, so the last year has ~3× the first's orders
  const timeAt = (u: number) => startMs + span * ((-1 + Math.sqrt(1 + 8 * u)) / 2);
  const cdf = (t: number) => {
    const x = (t - startMs) / span;
    return (x + x * x) / 2;
  };

  // the demo catalogue first: its pictures, brands, bundles, team store and promo code
  const [{ n: productCount }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products`),
  );
  if (productCount === 0) await seedDemoData(deps);
  const demo = rowsOf<{
    id: string;
    title: string;
    product_types: string[];
    price: number;
    front_image: string;
    back_image: string | null;
    images: string[];
    colours: { hex: string; name: string; image: string; backImage?: string }[];
    sizes: { label: string; stock: number }[];
    size_chart_image: string | null;
    brand_id: string | null;
    description: string;
  }>(
    await db.execute(
      sql`select id, title, product_types, price, front_image, back_image, images, colours, sizes,
                 size_chart_image, brand_id, description from products order by created_at, id`,
    ),
  );
  const [promo] = rowsOf<{ id: string; code: string; percent: number }>(
    await db.execute(sql`select id, code, percent from promo_codes order by created_at limit 1`),
  );
  const passwordHash = await hash('large-shop-customer-password');
  const started = performance.now();
  const counts: Record<string, number> = {};

  await deps.database.bulkLoad(async (loader) => {
    const T = {
      products: new Table('products', [
        'id',
        'title',
        'description',
        'brand_id',
        'product_types',
        'price',
        'front_image',
        'back_image',
        'images',
        'colours',
        'sizes',
        'size_chart_image',
        'is_new',
        'featured_rank',
        'created_at',
        'updated_at',
      ]),
      stock: new Table('product_stock', ['product_id', 'colour', 'size', 'quantity']),
      bundles: new Table('bundles', [
        'id',
        'title',
        'description',
        'price',
        'thumbnail',
        'type',
        'created_at',
      ]),
      sections: new Table('bundle_sections', ['bundle_id', 'position', 'product_id', 'required_quantity']),
      users: new Table('users', [
        'id',
        'first_name',
        'last_name',
        'email',
        'password_hash',
        'role',
        'verified_at',
        'anonymised_at',
        'marketing_consent',
        'created_at',
      ]),
      addresses: new Table('addresses', [
        'id',
        'user_id',
        'address',
        'is_default',
        'last_used_at',
        'created_at',
      ]),
      consents: new Table('marketing_consents', ['id', 'user_id', 'granted', 'source', 'wording', 'at']),
      orders: new Table('orders', [
        'id',
        'number',
        'user_id',
        'email',
        'access_token_hash',
        'shipping_address',
        'shipping_type',
        'goods',
        'logo_charges',
        'setup_fees',
        'discount_percent',
        'discount',
        'shipping',
        'total',
        'promo_code_id',
        'promo_code',
        'status',
        'payment_status',
        'payment_provider',
        'payment_session_id',
        'payment_expires_at',
        'abandoned_at',
        'idempotency_key',
        'marketing_choice',
        'paid_at',
        'mails_sent_at',
        'tracking_id',
        'carrier',
        'internal_note',
        'refunded_amount',
        'refunded_at',
        'refund_id',
        'archived_at',
        'seller_opened_at',
        'production_status',
        'proof_version',
        'approved_at',
        'po_number',
        'trade_account_id',
        'invoice_due_day',
        'payment_terms_days',
        'created_at',
        'updated_at',
      ]),
      lines: new Table('order_lines', [
        'id',
        'order_id',
        'sort_order',
        'product_id',
        'bundle_id',
        'bundle_items',
        'title',
        'product_types',
        'image',
        'back_image',
        'colour',
        'colour_hex',
        'size',
        'quantity',
        'unit_price',
        'notes',
        'decorations',
        'names',
        'goods',
        'logo_charge',
      ]),
      events: new Table('order_events', ['id', 'order_id', 'kind', 'actor_label', 'detail', 'created_at']),
      proofs: new Table('order_proofs', [
        'id',
        'order_id',
        'version',
        'message',
        'answer',
        'comment',
        'answered_at',
        'created_at',
      ]),
      emails: new Table('order_emails', ['id', 'order_id', 'to_email', 'message', 'sent_at', 'created_at']),
      jobs: new Table('jobs', [
        'id',
        'kind',
        'payload',
        'dedupe_key',
        'run_at',
        'attempts',
        'done_at',
        'created_at',
      ]),
      redemptions: new Table('promo_redemptions', ['promo_code_id', 'order_id', 'user_id', 'created_at']),
      quotes: new Table('quotes', [
        'id',
        'number',
        'status',
        'version',
        'valid_until',
        'user_id',
        'name',
        'email',
        'phone',
        'company',
        'request',
        'draft',
        'created_at',
        'updated_at',
      ]),
      quoteVersions: new Table('quote_versions', [
        'id',
        'quote_id',
        'version',
        'document',
        'total',
        'sent_at',
      ]),
      quoteEvents: new Table('quote_events', [
        'id',
        'quote_id',
        'kind',
        'from_status',
        'to_status',
        'version',
        'actor_label',
        'created_at',
      ]),
      trade: new Table('trade_accounts', [
        'id',
        'user_id',
        'status',
        'business_name',
        'company_number',
        'contact_name',
        'contact_email',
        'invoice_address',
        'phone',
        'monthly_spend',
        'po_required',
        'credit_limit',
        'terms_days',
        'reason',
        'decided_at',
        'created_at',
        'updated_at',
      ]),
      tradeEvents: new Table('trade_account_events', [
        'id',
        'account_id',
        'kind',
        'summary',
        'actor_label',
        'created_at',
      ]),
      ledger: new Table('trade_ledger', [
        'id',
        'account_id',
        'kind',
        'amount',
        'day',
        'order_id',
        'order_number',
        'due_day',
        'reference',
        'recorded_by_label',
        'created_at',
      ]),
      carts: new Table('carts', ['id', 'user_id', 'guest_token_hash', 'created_at', 'updated_at']),
      cartLines: new Table('cart_lines', [
        'id',
        'cart_id',
        'product_id',
        'bundle_id',
        'bundle_items',
        'colour',
        'size',
        'quantity',
        'unit_price',
        'decorations',
        'merge_key',
        'created_at',
      ]),
    };
    // One batch in flight while the next is made: PostgreSQL takes in batch n while this process makes batch
    // n+1, on two connections (lanes) where it can. `force` waits for everything (before a step reads what was written).
    let inflight: Promise<void> = Promise.resolve();
    const flushFull = async (force = false) => {
      const ready = Object.values(T).filter((t) => t.pending >= batch || (force && t.pending > 0));
      if (ready.length === 0 && !force) return;
      await inflight;
      // the events (the most rows) on a lane of their own where there are two; the rest on the first
      const texts = ready.map((t) => [t, t.take()] as const);
      const laneOf = (t: Table) => (t === T.events ? loader.lanes - 1 : 0);
      inflight = Promise.all(
        Array.from({ length: loader.lanes }, async (_, lane) => {
          for (const [t, text] of texts)
            if (laneOf(t) === lane) await loader.copy(t.name, t.columns, text, lane);
        }),
      ).then(() => {});
      if (force) await inflight;
    };
    const lap = (what: string) => log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // -------------------------------------------------------------------------------------- catalogue
    const catalogue: CatalogueProduct[] = demo.map((p) => ({
      id: p.id,
      title: p.title,
      types: p.product_types,
      price: p.price,
      image: p.front_image,
      backImage: p.back_image,
      colours: p.colours.map((c) => ({ hex: c.hex, name: c.name })),
      sizes: p.sizes.map((s) => s.label),
    }));
    const VARIANTS = [
      'Pro',
      'Classic',
      'Heavyweight',
      'Lite',
      'Eco',
      'Premium',
      'Team',
      'Workwear',
      'Essential',
      'Plus',
    ];
    for (let i = demo.length; i < options.products; i++) {
      const base = demo[i % demo.length]!;
      const id = rng.uuid();
      const price = Math.max(199, base.price + rng.int(-300, 900));
      const title = `${base.title} ${VARIANTS[Math.floor(i / demo.length) % VARIANTS.length]} ${Math.floor(i / demo.length)}`;
      const created = new Date(startMs + rng.random() * span);
      T.products.add(
        id,
        title,
        base.description,
        base.brand_id,
        textArray(base.product_types),
        price,
        base.front_image,
        base.back_image,
        textArray(base.images),
        base.colours,
        base.sizes.map((s) => ({ label: s.label, stock: 100 })),
        base.size_chart_image,
        rng.chance(0.05),
        1000 + i,
        created,
        created,
      );
      for (const colour of base.colours.length ? base.colours.map((c) => c.hex) : ['default'])
        for (const size of base.sizes) T.stock.add(id, colour, size.label, rng.int(0, 400));
      catalogue.push({
        id,
        title,
        types: base.product_types,
        price,
        image: base.front_image,
        backImage: base.back_image,
        colours: base.colours.map((c) => ({ hex: c.hex, name: c.name })),
        sizes: base.sizes.map((s) => s.label),
      });
      await flushFull();
    }
    const bundles: CatalogueBundle[] = rowsOf<{
      id: string;
      title: string;
      price: number;
      thumbnail: string;
      sections: { productId: string; quantity: number }[];
    }>(
      await db.execute(
        sql`select b.id, b.title, b.price, b.thumbnail,
                   json_agg(json_build_object('productId', s.product_id, 'quantity', s.required_quantity) order by s.position) as sections
              from bundles b join bundle_sections s on s.bundle_id = b.id group by b.id order by b.created_at, b.id`,
      ),
    );
    const demoBundles = bundles.length;
    for (let i = 0; demoBundles > 0 && i < 40; i++) {
      const base = bundles[i % demoBundles]!;
      const id = rng.uuid();
      const sections = base.sections.map((s) => ({
        productId: rng.pick(catalogue).id,
        quantity: s.quantity,
      }));
      T.bundles.add(
        id,
        `${base.title} ${i + 1}`,
        'A bundle of garments at a saving.',
        base.price + rng.int(0, 10) * 100,
        base.thumbnail,
        rng.pick(['everyday', 'solo1', 'solo2']),
        new Date(startMs + rng.random() * span),
      );
      sections.forEach((s, position) => T.sections.add(id, position, s.productId, s.quantity));
      bundles.push({
        id,
        title: `${base.title} ${i + 1}`,
        price: base.price,
        thumbnail: base.thumbnail,
        sections,
      });
    }
    await flushFull(true);
    const productById = new Map(catalogue.map((p) => [p.id, p]));
    lap(`catalogue: ${catalogue.length} products, ${bundles.length} bundles`);

    // -------------------------------------------------------------------------------------- customers
    const customers: Customer[] = [];
    for (let i = 0; i < options.customers; i++) {
      const id = rng.uuid();
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      // sorted by creation: customer i joined at the quantile i/n of the shop's growth
      const created = Math.round(timeAt((i + rng.random()) / options.customers) - rng.int(1, 30) * DAY);
      const anonymised = rng.chance(0.02);
      const [city, outward] = rng.pick(CITIES);
      const customer: Customer = {
        id,
        first,
        last,
        email: `${first}.${last}${i}@${rng.pick(DOMAINS)}`.toLowerCase(),
        phone: `07${rng.int(100000000, 999999999)}`,
        anonymised,
        created,
        address: {
          address: `${rng.int(1, 220)} ${rng.pick(STREETS)}`,
          postCode: `${outward} ${rng.int(1, 9)}${rng.pick(['AA', 'AB', 'BD', 'HT', 'NP', 'QX'])}`,
          city,
          company: rng.chance(0.3) ? rng.pick(COMPANIES) : '',
        },
      };
      customers.push(customer);
      const consent = !anonymised && rng.chance(0.35);
      const joined = new Date(created);
      if (anonymised) {
        const gone = new Date(Math.min(endMs - DAY, created + rng.int(30, 900) * DAY));
        T.users.add(
          id,
          ANONYMISED_NAME.firstName,
          ANONYMISED_NAME.lastName,
          anonymisedEmail(id),
          passwordHash,
          'customer',
          joined,
          gone,
          false,
          joined,
        );
        T.consents.add(rng.uuid(), id, false, 'account-deleted', 'Account deleted', gone);
      } else {
        T.users.add(id, first, last, customer.email, passwordHash, 'customer', joined, null, consent, joined);
        T.addresses.add(rng.uuid(), id, shippingAddress(customer), true, null, joined);
        if (consent)
          T.consents.add(
            rng.uuid(),
            id,
            true,
            rng.pick(['signup', 'checkout', 'account']),
            'E-mail me offers',
            joined,
          );
      }
      await flushFull();
    }
    await flushFull(true);
    lap(`customers: ${customers.length}`);

    // ------------------------------------------------------------------------------------ trade accounts
    const tradeOf = new Map<number, { id: string; terms: number }>();
    const withAccount = new Set<number>(); // one account per customer
    const tradeCount = Math.max(10, Math.round(options.orders / 1000));
    for (let k = 0; k < tradeCount && customers.length > 0; k++) {
      const index = rng.int(0, customers.length - 1);
      const c = customers[index]!;
      if (c.anonymised || withAccount.has(index)) continue;
      withAccount.add(index);
      const id = rng.uuid();
      const applied = new Date(Math.min(endMs - DAY, c.created + rng.int(1, 200) * DAY));
      const decided = new Date(applied.getTime() + rng.int(1, 5) * DAY);
      const status = rng.pick([
        'approved',
        'approved',
        'approved',
        'approved',
        'pending',
        'declined',
        'suspended',
      ] as const);
      const terms = rng.pick([14, 30, 30, 60]);
      const business = `${c.last} ${rng.pick(['Builders', 'Cleaning', 'Catering', 'Electrical', 'Landscapes', 'Plumbing'])} Ltd`;
      T.trade.add(
        id,
        c.id,
        status,
        business,
        String(rng.int(10000000, 99999999)),
        `${c.first} ${c.last}`,
        c.email,
        {
          address: c.address.address,
          city: c.address.city,
          postCode: c.address.postCode,
          country: 'United Kingdom',
        },
        c.phone,
        rng.pick(['under-500', '500-2000', '2000-5000']),
        rng.chance(0.2),
        status === 'pending' ? 0 : rng.int(5, 50) * 10000,
        terms,
        status === 'declined' ? 'We could not verify the business.' : null,
        status === 'pending' ? null : decided,
        applied,
        decided,
      );
      T.tradeEvents.add(rng.uuid(), id, 'applied', `Applied for a trade account`, 'Customer', applied);
      if (status !== 'pending')
        T.tradeEvents.add(
          rng.uuid(),
          id,
          status === 'declined' ? 'declined' : 'approved',
          status === 'declined' ? 'Declined' : `Approved at ${terms} days`,
          'Seller',
          decided,
        );
      if (status === 'suspended')
        T.tradeEvents.add(
          rng.uuid(),
          id,
          'suspended',
          'Suspended: payments overdue',
          'Seller',
          new Date(Math.min(endMs - DAY, decided.getTime() + 90 * DAY)),
        );
      if (status === 'approved') tradeOf.set(index, { id, terms });
    }
    await flushFull(true);
    lap(`trade accounts: ${T.trade.count}`);

    // ----------------------------------------------------------------------------------------- orders
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const jobsSince = endMs - 60 * DAY; // done jobs are the last two months' (older ones are long cleared)
    const event = (orderId: string, kind: string, actor: string, detail: object, at: number) =>
      T.events.add(rng.uuid(), orderId, kind, actor, detail, new Date(at));
    const job = (kind: string, key: string, payload: object, at: number) => {
      if (at >= jobsSince)
        T.jobs.add(rng.uuid(), kind, payload, key, new Date(at), 1, new Date(at + 2000), new Date(at));
    };
    for (let i = 0; i < options.orders; i++) {
      const id = rng.uuid();
      const number = 1001 + i;
      const created = Math.round(timeAt((i + rng.random()) / options.orders));
      const age = endMs - created;
      // who: a customer who had joined by then (85%), else a guest
      const known = Math.floor(cdf(created + 30 * DAY) * customers.length);
      const customerIndex =
        customers.length > 0 && rng.chance(0.85)
          ? rng.int(0, Math.max(0, Math.min(customers.length - 1, known)))
          : -1;
      const customer = customerIndex >= 0 ? customers[customerIndex]! : null;
      const guest: Customer = customer ?? guestOf(rng, i, created);
      const email = customer?.anonymised ? anonymisedEmail(customer.id) : guest.email;
      const address = { ...shippingAddress(guest), email, phone: customer?.anonymised ? '' : guest.phone };
      if (customer?.anonymised) address.firstName = guest.first;

      // lines: 2-3, some bundles, decorations on ~45%, names on a few
      const lineCount = rng.chance(0.5) ? 2 : 3;
      const decorated = rng.chance(0.45);
      let goods = 0;
      let logoCharges = 0;
      for (let l = 0; l < lineCount; l++) {
        const lineId = rng.uuid();
        const decorations = decorated && (l === 0 || rng.chance(0.5)) ? decorationsOf(rng) : [];
        const decorationEach = decorations.reduce((n, d) => n + d.unitPrice, 0);
        if (bundles.length > 0 && rng.chance(0.08)) {
          const bundle = rng.pick(bundles);
          const quantity = rng.int(1, 3);
          const items = bundle.sections.map((s) => {
            const p = productById.get(s.productId) ?? rng.pick(catalogue);
            const colour = p.colours.length ? rng.pick(p.colours) : null;
            return {
              productId: p.id,
              title: p.title,
              productTypes: p.types,
              image: p.image,
              backImage: p.backImage,
              colour: colour?.name ?? '',
              colourHex: colour?.hex ?? null,
              size: rng.pick(p.sizes),
              quantity: s.quantity,
              unitPrice: p.price,
            };
          });
          const garments = items.reduce((n, g) => n + g.quantity, 0);
          const lineGoods = bundle.price * quantity;
          const logo = decorationEach * garments * quantity;
          goods += lineGoods;
          logoCharges += logo;
          T.lines.add(
            lineId,
            id,
            l,
            null,
            bundle.id,
            items,
            bundle.title,
            textArray([]),
            bundle.thumbnail,
            null,
            '',
            null,
            '',
            quantity,
            bundle.price,
            null,
            decorations,
            null,
            lineGoods,
            logo,
          );
        } else {
          const p = rng.pick(catalogue);
          const colour = p.colours.length ? rng.pick(p.colours) : null;
          const quantity = rng.chance(0.7) ? rng.int(1, 6) : rng.int(7, 60);
          const names =
            decorated && rng.chance(0.15)
              ? {
                  position: 'Large Back',
                  method: 'Print',
                  font: 'Standard',
                  names: Array.from({ length: Math.min(quantity, 10) }, () => rng.pick(FIRST).toUpperCase()),
                  unitPrice: 350,
                }
              : null;
          const lineGoods = p.price * quantity;
          const logo = decorationEach * quantity + (names ? names.names.length * 350 : 0);
          goods += lineGoods;
          logoCharges += logo;
          T.lines.add(
            lineId,
            id,
            l,
            p.id,
            null,
            [],
            p.title,
            textArray(p.types),
            p.image,
            p.backImage,
            colour?.name ?? '',
            colour?.hex ?? null,
            rng.pick(p.sizes.length ? p.sizes : SIZES_ORDERED),
            quantity,
            p.price,
            rng.chance(0.03) ? 'Please pack by size.' : null,
            decorations,
            names,
            lineGoods,
            logo,
          );
        }
      }
      const setupFees = decorated && rng.chance(0.3) ? 1500 : 0;
      const withPromo = promo && customer && rng.chance(0.05);
      const discountPercent = withPromo ? promo.percent : 0;
      const discount = Math.round(((goods + logoCharges) * discountPercent) / 100);
      const shippingType = rng.chance(0.8) ? 'standard' : 'expedited';
      const shipping = goods >= 15000 ? 0 : shippingType === 'standard' ? 495 : 695;
      const total = goods + logoCharges + setupFees - discount + shipping;

      // where it stands: older orders have run their course
      const trade = customerIndex >= 0 ? tradeOf.get(customerIndex) : undefined;
      const onAccount = !!trade && rng.chance(0.6);
      const abandoned = !onAccount && rng.chance(0.03);
      const cancelled = !abandoned && rng.chance(0.03);
      let status: string;
      if (abandoned) status = 'Pending';
      else if (cancelled) status = 'Cancelled';
      else if (age > 21 * DAY) status = 'Delivered';
      else if (age > 10 * DAY) status = rng.pick(['Shipped', 'Delivered']);
      else if (age > 3 * DAY) status = rng.pick(['Confirmed', 'Shipped']);
      else status = rng.pick(['Pending', 'Confirmed']);
      const paid = !abandoned && (status !== 'Pending' || rng.chance(0.5));
      const paidAt = paid ? created + rng.int(1, 20) * 60_000 : null;
      const refundFull = paid && !onAccount && (cancelled ? rng.chance(0.8) : rng.chance(0.012));
      const refundPart = paid && !onAccount && !refundFull && rng.chance(0.01);
      const refunded = refundFull ? total : refundPart ? Math.round(total * 0.2) : 0;
      const dueDay = onAccount ? dayOf(created + trade!.terms * DAY) : null;
      const invoicePaid = onAccount && age > (trade!.terms + 10) * DAY;
      const paymentStatus = abandoned
        ? 'unpaid'
        : onAccount
          ? invoicePaid
            ? 'paid'
            : 'invoiced'
          : refundFull
            ? 'refunded'
            : paid
              ? 'paid'
              : 'unpaid';
      const shippedAt = status === 'Shipped' || status === 'Delivered' ? created + rng.int(3, 9) * DAY : null;
      const deliveredAt = status === 'Delivered' ? shippedAt! + rng.int(1, 3) * DAY : null;
      const refundedAt = refunded ? (shippedAt ?? created) + rng.int(1, 10) * DAY : null;
      const proofVersion = decorated && paid ? (rng.chance(0.12) ? 2 : 1) : 0;
      const approvedAt = proofVersion ? created + rng.int(1, 2) * DAY : null;
      const production =
        !decorated || !paid
          ? null
          : status === 'Confirmed'
            ? rng.pick(['Proof sent', 'Approved', 'In production'])
            : status === 'Cancelled'
              ? 'Awaiting proof'
              : 'Ready to ship';
      const tracking = shippedAt ? `${rng.pick(['RM', 'DP', 'EV'])}${rng.int(100000000, 999999999)}GB` : null;
      const carrier = shippedAt ? rng.pick(CARRIERS) : null;
      const archived = rng.chance(0.01) && age > 90 * DAY ? created + 60 * DAY : null;
      const updated = Math.max(
        created,
        paidAt ?? 0,
        deliveredAt ?? shippedAt ?? 0,
        refundedAt ?? 0,
        archived ?? 0,
      );
      const provider = onAccount ? 'account' : 'test';
      const userId = customer?.id ?? null;

      T.orders.add(
        id,
        number,
        userId,
        email,
        customer?.anonymised ? `anonymised:${id}` : rng.hex(64),
        address,
        shippingType,
        goods,
        logoCharges,
        setupFees,
        discountPercent,
        discount,
        shipping,
        total,
        withPromo ? promo.id : null,
        withPromo ? promo.code : null,
        status,
        paymentStatus,
        provider,
        onAccount ? null : `cs_test_large_${number}`,
        abandoned ? new Date(created + DAY) : null,
        abandoned ? new Date(created + DAY) : null,
        `large:${number}`,
        paid ? rng.pick(['soft-opt-in', 'no-offers', 'opt-in']) : null,
        paidAt ? new Date(paidAt) : null,
        paidAt ? new Date(paidAt + 60_000) : null,
        tracking,
        carrier,
        rng.chance(0.02) ? 'Customer asked for delivery after 2pm.' : null,
        refunded,
        refundedAt ? new Date(refundedAt) : null,
        refunded ? `re_large_${number}` : null,
        archived ? new Date(archived) : null,
        age > 2 * DAY || rng.chance(0.5) ? new Date(created + rng.int(1, 48) * 3_600_000) : null,
        production,
        proofVersion,
        approvedAt ? new Date(approvedAt) : null,
        onAccount && rng.chance(0.5) ? `PO-${rng.int(1000, 99999)}` : null,
        onAccount ? trade!.id : null,
        dueDay,
        onAccount ? trade!.terms : null,
        new Date(created),
        new Date(updated),
      );
      if (withPromo) T.redemptions.add(promo.id, id, userId, new Date(created));

      // its timeline, mails and jobs
      const actor = customer ? 'Customer' : 'Guest';
      const seller = 'Seller (seller@shop.example)';
      event(id, 'placed', actor, {}, created);
      if (abandoned) event(id, 'abandoned', 'Shop', {}, created + DAY);
      if (onAccount) event(id, 'invoiced', 'Shop', { dueDay }, created + 1000);
      if (paidAt) {
        if (!onAccount) event(id, 'paid', 'Shop', {}, paidAt);
        event(id, 'mail', 'Shop', { mail: 'confirmation' }, paidAt + 60_000);
        job('order.customer-confirmation', `order.customer-confirmation:${id}`, { orderId: id }, paidAt);
        if (status !== 'Pending')
          event(id, 'status', seller, { from: 'Pending', to: 'Confirmed' }, paidAt + 3_600_000);
      }
      for (let v = 1; v <= proofVersion; v++) {
        const sent = created + (v === 1 ? 0.5 : 1.2) * DAY;
        const last = v === proofVersion;
        const answered = last ? approvedAt! : sent + 0.4 * DAY;
        T.proofs.add(
          rng.uuid(),
          id,
          v,
          `Proof version ${v}: please check the logo's size and colour.`,
          last ? 'approved' : 'changes',
          last ? null : 'Please make the logo a little larger.',
          new Date(answered),
          new Date(sent),
        );
        event(
          id,
          'production',
          seller,
          {
            production: {
              kind: 'sendProof',
              from: v === 1 ? 'Awaiting proof' : 'Changes requested',
              to: 'Proof sent',
              proofVersion: v,
            },
          },
          sent,
        );
        job('order.proof-mail', `order.proof-mail:${id}:${v}`, { orderId: id, version: v }, sent);
        event(
          id,
          'production',
          actor,
          last
            ? { production: { kind: 'approve', from: 'Proof sent', to: 'Approved', proofVersion: v } }
            : {
                production: {
                  kind: 'requestChanges',
                  from: 'Proof sent',
                  to: 'Changes requested',
                  proofVersion: v,
                  comment: 'Please make the logo a little larger.',
                },
              },
          answered,
        );
      }
      if (shippedAt) {
        event(id, 'tracking', seller, { trackingId: tracking, carrier }, shippedAt);
        event(id, 'status', seller, { from: 'Confirmed', to: 'Shipped' }, shippedAt + 1000);
        event(id, 'mail', 'Shop', { mail: 'shipping' }, shippedAt + 60_000);
        job(
          'order.status-mail',
          `order.status-mail:${id}:Shipped`,
          { orderId: id, status: 'Shipped' },
          shippedAt,
        );
      }
      if (deliveredAt) event(id, 'status', seller, { from: 'Shipped', to: 'Delivered' }, deliveredAt);
      if (cancelled) {
        event(
          id,
          'status',
          seller,
          { from: paid ? 'Confirmed' : 'Pending', to: 'Cancelled' },
          created + 2 * DAY,
        );
        event(id, 'mail', 'Shop', { mail: 'cancelled' }, created + 2 * DAY + 60_000);
      }
      if (refunded) event(id, 'refund', seller, { amount: refunded }, refundedAt!);
      if (rng.chance(0.02)) {
        const at = created + rng.int(1, 5) * DAY;
        T.emails.add(
          rng.uuid(),
          id,
          email,
          'Hello, your order is on its way to our workshop. Thank you!',
          new Date(at + 2000),
          new Date(at),
        );
        event(id, 'email', seller, { action: 'sent' }, at);
      }
      if (onAccount) {
        T.ledger.add(
          rng.uuid(),
          trade!.id,
          'invoice',
          total,
          dayOf(created),
          id,
          number,
          dueDay,
          null,
          'Shop',
          new Date(created),
        );
        if (invoicePaid)
          T.ledger.add(
            rng.uuid(),
            trade!.id,
            'payment',
            total,
            dayOf(created + trade!.terms * DAY),
            id,
            number,
            null,
            `BACS ${rng.int(1000, 9999)}`,
            seller,
            new Date(created + trade!.terms * DAY),
          );
      }
      // let the socket carry the batch in flight while this one is made
      if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
      if (i % batch === batch - 1) {
        await flushFull();
        if (i % (batch * 10) === batch * 10 - 1) lap(`orders: ${i + 1}`);
      }
    }
    await flushFull(true);
    lap(`orders: ${T.orders.count}`);

    // ----------------------------------------------------------------------------------------- quotes
    const quoteCount = Math.max(1, Math.round(options.orders / 100));
    for (let q = 0; q < quoteCount; q++) {
      const id = rng.uuid();
      const created = Math.round(timeAt((q + rng.random()) / quoteCount));
      const c = customers.length && rng.chance(0.6) ? rng.pick(customers) : null;
      const who = c && !c.anonymised ? c : guestOf(rng, q + 7_000_000, created);
      const p = rng.pick(catalogue);
      const colour = p.colours[0]?.name ?? '';
      const quantity = rng.int(20, 300);
      const request = {
        items: [{ productId: p.id, colour, sizes: [{ size: p.sizes[0] ?? 'M', quantity }] }],
        description: null,
        decoration: {
          method: 'Embroidery',
          positions: ['Left Breast'],
          textLine: who.address.company || `${who.last} & Co`,
          font: 'Standard',
          logoId: null,
        },
        neededBy: null,
        postcode: who.address.postCode,
        notes: null,
      };
      const age = endMs - created;
      const status =
        age > 60 * DAY
          ? rng.pick(['paid', 'declined', 'expired', 'expired', 'accepted'])
          : rng.pick(['requested', 'draft', 'sent', 'changes_requested', 'accepted']);
      const sent = status !== 'requested' && status !== 'draft';
      const unitPrice = Math.round(p.price * 0.85);
      const doc = {
        lines: [
          {
            kind: 'garment',
            productId: p.id,
            colour,
            sizes: [{ size: p.sizes[0] ?? 'M', quantity }],
            unitPrice,
            shopUnitPrice: p.price,
            priceBreak: null,
            decorations: [
              {
                position: 'Left Breast',
                method: 'Embroidery',
                textLine: request.decoration.textLine,
                font: 'Standard',
                logoId: null,
                unitPrice: 450,
                shopUnitPrice: 500,
              },
            ],
          },
        ],
        discountPercent: 0,
        shipping: 0,
        validUntil: dayOf(created + 30 * DAY),
        message: 'Thank you for your enquiry.',
      };
      const qTotal = (unitPrice + 450) * quantity;
      T.quotes.add(
        id,
        1001 + q,
        status,
        sent ? 1 : 0,
        sent ? doc.validUntil : null,
        c?.id ?? null,
        `${who.first} ${who.last}`,
        c?.anonymised ? anonymisedEmail(c.id) : who.email,
        null,
        who.address.company || null,
        request,
        status === 'requested' ? null : doc,
        new Date(created),
        new Date(created + 2 * DAY),
      );
      T.quoteEvents.add(
        rng.uuid(),
        id,
        'requested',
        null,
        'requested',
        0,
        c ? 'Customer' : 'Guest',
        new Date(created),
      );
      if (sent) {
        T.quoteVersions.add(rng.uuid(), id, 1, doc, qTotal, new Date(created + DAY));
        T.quoteEvents.add(
          rng.uuid(),
          id,
          'sent',
          'draft',
          'sent',
          1,
          'Seller (seller@shop.example)',
          new Date(created + DAY),
        );
        if (status !== 'sent')
          T.quoteEvents.add(
            rng.uuid(),
            id,
            status,
            'sent',
            status,
            1,
            status === 'expired' ? 'Shop' : 'Customer',
            new Date(created + 2 * DAY),
          );
      }
      await flushFull();
    }
    await flushFull(true);
    lap(`quotes: ${T.quotes.count}`);

    // ------------------------------------------------------------------------------------------ carts
    const usedCarts = new Set<number>();
    for (let k = 0; k < options.carts; k++) {
      const id = rng.uuid();
      const updated = endMs - Math.floor(rng.random() * rng.random() * 365 * DAY);
      let userId: string | null = null;
      if (customers.length && rng.chance(0.5)) {
        const index = rng.int(0, customers.length - 1);
        if (!usedCarts.has(index) && !customers[index]!.anonymised) {
          usedCarts.add(index);
          userId = customers[index]!.id;
        }
      }
      T.carts.add(id, userId, userId ? null : rng.hex(64), new Date(updated - DAY), new Date(updated));
      const n = rng.int(1, 3);
      for (let l = 0; l < n; l++) {
        const p = rng.pick(catalogue);
        const colour = p.colours.length ? rng.pick(p.colours).name : '';
        const size = rng.pick(p.sizes.length ? p.sizes : SIZES_ORDERED);
        const decorations = rng.chance(0.3) ? decorationsOf(rng) : [];
        T.cartLines.add(
          rng.uuid(),
          id,
          p.id,
          null,
          [],
          colour,
          size,
          rng.int(1, 12),
          p.price,
          decorations,
          `${l}:${p.id}|${colour}|${size}`,
          new Date(updated - DAY),
        );
      }
      await flushFull();
    }
    await flushFull(true);
    lap(`carts: ${T.carts.count}`);

    // the counters the rows imply, then the summaries (when the shop keeps them) and the planner's statistics
    await loader.exec(`select setval('orders_number_seq', ${1000 + Math.max(1, options.orders)})`);
    await loader.exec(`select setval('quotes_number_seq', ${1000 + quoteCount})`);
    if (promo)
      await loader.exec(
        `update promo_codes set times_used = ${T.redemptions.count} where id = '${promo.id}'`,
      );
  });

  const [{ exists }] = rowsOf<{ exists: boolean }>(
    await db.execute(
      sql`select exists(select 1 from pg_proc where proname = 'shop_rebuild_summaries') as exists`,
    ),
  );
  if (exists) {
    await db.execute(sql`select shop_rebuild_summaries()`);
    log(`summaries rebuilt (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  // vacuum too, as autovacuum would have on a shop that grew over years: index-only scans (the dashboard's
  // order count) need the visibility map a fresh COPY leaves empty
  await db.execute(sql`vacuum analyze`);
  log(`vacuumed and analyzed (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  for (const table of LARGE_SHOP_TABLES) {
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
    );
    counts[table] = n;
  }
  return counts;
}

function shippingAddress(c: Customer) {
  return {
    firstName: c.first,
    lastName: c.last,
    companyName: c.address.company,
    address: c.address.address,
    postCode: c.address.postCode,
    city: c.address.city,
    country: 'United Kingdom',
    email: c.email,
    phone: c.phone,
    additionalInfo: '',
  };
}

/** A guest buyer: no account, a name and address of their own. */
function guestOf(rng: Rng, i: number, created: number): Customer {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const [city, outward] = rng.pick(CITIES);
  return {
    id: '',
    first,
    last,
    email: `${first}.${last}.guest${i}@${rng.pick(DOMAINS)}`.toLowerCase(),
    phone: `07${rng.int(100000000, 999999999)}`,
    anonymised: false,
    created,
    address: {
      address: `${rng.int(1, 220)} ${rng.pick(STREETS)}`,
      postCode: `${outward} ${rng.int(1, 9)}XY`,
      city,
      company: rng.chance(0.2) ? rng.pick(COMPANIES) : '',
    },
  };
}

function decorationsOf(rng: Rng) {
  const n = rng.chance(0.7) ? 1 : 2;
  const positions = [...POSITIONS].sort(() => rng.random() - 0.5).slice(0, n);
  return positions.map((position) => {
    const method = rng.pick(METHODS);
    return {
      position,
      method,
      textLine: rng.pick(COMPANIES),
      font: rng.pick(FONTS),
      logoId: null,
      logoName: null,
      unitPrice: method === 'Embroidery' ? 500 : 400,
      priceBreak: null,
    };
  });
}
