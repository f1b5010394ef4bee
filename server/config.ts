import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

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
  SHOP_EMAIL: z.email().default('hello@workwearwardrobe.co.uk'),
  SHOP_ADDRESS: z.string().default('Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom'),
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
});

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
  path: ['STRIPE_WEBHOOK_SECRET'],
  // report it beside any other bad setting, not only once they are fixed (it reads two strings, always there)
  when: () => true,
  message:
    "required when STRIPE_SECRET_KEY is set: the webhook endpoint's signing secret (whsec_…), " +
    'without which paid orders are never confirmed',
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
