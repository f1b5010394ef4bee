import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { isSafeFileKey } from './integrations/files/file-store';

/**
 * Which proxies' X-Forwarded-* headers to believe: off (the default), a hop count (`1` for one load balancer),
 * or a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal, …).
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): { hops: number } | { addresses: string[] } | null => {
    const v = value?.trim().toLowerCase();
    if (!v || v === 'false' || v === 'off' || v === '0') return null;
    if (/^\d+$/.test(v)) return { hops: Number(v) };
    const addresses = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    try {
      proxyaddr.compile(addresses);
      return { addresses };
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `must be off, a hop count, or proxy addresses (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

/** The shop's own page on a social network: an https address with a path, not the network's home page. */
const socialPageUrl = (network: string) =>
  z
    .url({ protocol: /^https$/, error: `must be an https:// address of the shop's ${network} page` })
    .refine((v) => !URL.canParse(v) || new URL(v).pathname.replace(/\/+$/, '') !== '', {
      error: `must be the shop's own ${network} page (e.g. https://www.${network.toLowerCase()}.com/yourshop), not the home page`,
    })
    .optional();

/** The demo shop's address: what pages show before a seller or SHOP_EMAIL says otherwise, never a real shop's. */
export const DEMO_SHOP_EMAIL = 'hello@workwearwardrobe.co.uk';

/** Every setting the shop reads from the environment, checked once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin, e.g. https://shop.example.co.uk; used for absolute links in e-mails. */
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: TrustProxySchema,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Signs links the shop hands out (order links in proof mails, the promo mails' unsubscribe link). Set the same
   * value (32+ characters) on every instance; unset, one is made on first start and kept in DATA_DIR, and a
   * production start on PostgreSQL warns (startupWarnings).
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Lets ADMIN_EMAIL name an existing customer's account and make it the seller's. */
  ADMIN_PROMOTE_EXISTING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How often the worker looks for carts to remind (minutes); 0 sends no cart reminders. */
  CART_REMINDER_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SHOP_NAME: z.string().default('Workwear Wardrobe'),
  SHOP_PHONE: z.string().default('01274 123 456'),
  /**
   * The shop's address: on every page and mail, the Reply-To of the customers' mails and where the shop's own
   * notices (new orders, proof answers, enquiries) go. Unset, the seller's account address (ADMIN_EMAIL, else
   * the seller's account in the database) is used, and the demo shop's only when there is no seller at all.
   */
  SHOP_EMAIL: z.email().optional(),
  SHOP_ADDRESS: z.string().default('Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom'),
  /**
   * The trader's details UK law asks a shop to give (issue 34): the legal name (set it to show any of them),
   * a limited company's number, where it is registered ("England and Wales") and its registered office when
   * that is not SHOP_ADDRESS, the geographic address it trades from. Shown in the footer, contact and about
   * pages, invoices and mail footers; unset, nothing is shown.
   */
  TRADER_LEGAL_NAME: z.string().trim().min(1).max(160).optional(),
  TRADER_COMPANY_NUMBER: z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'must be a Companies House number, e.g. 01234567 or SC123456'),
    )
    .optional(),
  TRADER_REGISTERED_IN: z.string().trim().min(1).max(80).optional(),
  TRADER_REGISTERED_OFFICE: z.string().trim().min(1).max(300).optional(),
  /**
   * Where trade accounts pay their invoices, printed on invoices and statements with the invoice number as the
   * reference. Set all three or none (then invoices ask the customer to contact the shop for them).
   */
  TRADE_BANK_ACCOUNT_NAME: z.string().trim().min(1).max(100).optional(),
  TRADE_BANK_SORT_CODE: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'must be a sort code of six digits, e.g. 12-34-56'))
    .transform((v) => `${v.slice(0, 2)}-${v.slice(2, 4)}-${v.slice(4)}`)
    .optional(),
  TRADE_BANK_ACCOUNT_NUMBER: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'must be an account number of eight digits'))
    .optional(),
  /** Tutorial video for the welcome popup and guide link; unset opens the illustrated guide. */
  GUIDE_VIDEO_URL: z.url().optional(),
  /** The shop's social pages, linked from the contact page; each one unset is not shown. */
  SOCIAL_FACEBOOK_URL: socialPageUrl('Facebook'),
  SOCIAL_INSTAGRAM_URL: socialPageUrl('Instagram'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * For the browser tests, which run the production build: lets webhooks go to http://localhost and loopback
   * addresses as in test and development (a receiver inside the test). Never on a real shop: a production start
   * with it warns (startupWarnings).
   */
  WEBHOOKS_ALLOW_LOCAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics (`Authorization: Bearer …`); unset, /metrics
   * is not served (404).
   */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .optional(),
  /** Card payments through Stripe Checkout; unset, the shop's own test checkout takes the orders. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(live|test)_\S+$/,
      'must be a Stripe secret key (sk_live_…, sk_test_…, or a restricted rk_…)',
    )
    .optional(),
  /** The signing secret of the Stripe webhook endpoint; required with STRIPE_SECRET_KEY (below). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Another origin for Stripe's API, e.g. a local fake in tests; unset is https://api.stripe.com. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((v) => new URL(v).pathname === '/' && !v.includes('?') && !v.includes('#'), {
      error: 'must be an origin without a path, e.g. http://127.0.0.1:12111',
    })
    .optional(),
  /** Files on an S3-compatible bucket (several instances share them); unset, they live in DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, . or -)',
    )
    .optional(),
  /** The service's address (MinIO, Cloudflare R2, …); unset is AWS itself. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:9000' })
    .optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A folder inside the bucket for the shop's files, e.g. `workwear` when the bucket is shared. */
  S3_PREFIX: z
    .string()
    .transform((v) => v.replace(/^\/+|\/+$/g, ''))
    .refine((v) => v === '' || isSafeFileKey(v), {
      error: 'must be a folder name of letters, digits, /, _, . or -, e.g. workwear',
    })
    .transform((v) => v || undefined)
    .optional(),
  /** The daily backup's time, HH:MM in London (24-hour clock); unset, the shop takes no backups itself. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM (24-hour, London), e.g. 03:00')
    .optional(),
  /** How many backups the daily job keeps (the newest); older ones are deleted after each backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** A folder for backups (`npm run backup` and the daily job); or BACKUP_S3. */
  BACKUP_DIR: z.string().optional(),
  /** Backups on an S3-compatible bucket, `s3://bucket/prefix`; the BACKUP_S3_* settings default to S3_*'s. */
  BACKUP_S3: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9/_.-]*)?$/,
      'must be s3://bucket or s3://bucket/folder, e.g. s3://workwear-backups/shop',
    )
    .optional(),
  BACKUP_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:9000' })
    .optional(),
  BACKUP_S3_REGION: z.string().optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** The S3 settings that mean nothing (a typo, a half-done setup) without S3_BUCKET. */
const S3_COMPANIONS = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.superRefine(
  (env, ctx) => {
    if (!env.S3_BUCKET) {
      for (const name of S3_COMPANIONS)
        if (name === 'S3_FORCE_PATH_STYLE' ? env.S3_FORCE_PATH_STYLE : env[name] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is set but S3_BUCKET is not: set S3_BUCKET to keep files on S3, or remove it',
          });
      return;
    }
    const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
    // AWS itself may find keys on its own (a role, ~/.aws); another service needs them written here
    if (keys === 1 || (keys === 0 && env.S3_ENDPOINT))
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: env.S3_ENDPOINT
              ? 'required with S3_BUCKET and S3_ENDPOINT: the access key pair for the bucket'
              : 'required with the other key of the pair (or set neither, to use the AWS default credentials)',
          });
    // beside any other bad setting, as below
  },
  { when: () => true },
)
  .refine(
    (env) => {
      const set = [env.TRADE_BANK_ACCOUNT_NAME, env.TRADE_BANK_SORT_CODE, env.TRADE_BANK_ACCOUNT_NUMBER];
      return set.every(Boolean) || !set.some(Boolean);
    },
    {
      path: ['TRADE_BANK_ACCOUNT_NAME'],
      when: () => true,
      message:
        'TRADE_BANK_ACCOUNT_NAME, TRADE_BANK_SORT_CODE and TRADE_BANK_ACCOUNT_NUMBER go together: set all three or none',
    },
  )
  .refine((env) => !env.BACKUP_TIME || env.BACKUP_DIR || env.BACKUP_S3, {
    path: ['BACKUP_TIME'],
    when: () => true,
    message: 'needs BACKUP_DIR (a folder) or BACKUP_S3 (s3://bucket/folder): where the daily backups go',
  })
  .refine((env) => !(env.BACKUP_DIR && env.BACKUP_S3), {
    path: ['BACKUP_S3'],
    when: () => true,
    message: 'is set with BACKUP_DIR: backups go to one place, set one of them',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    // report it beside any other bad setting, not only once they are fixed (it reads two strings, always there)
    when: () => true,
    message:
      "required when STRIPE_SECRET_KEY is set: the webhook endpoint's signing secret (whsec_…), " +
      'without which paid orders are never confirmed',
  });

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

/** Webhooks may go to http://localhost and loopback addresses: in test and development, or when told to. */
export const webhooksAllowLocal = (config: Pick<Config, 'NODE_ENV' | 'WEBHOOKS_ALLOW_LOCAL'>) =>
  config.NODE_ENV !== 'production' || config.WEBHOOKS_ALLOW_LOCAL;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
