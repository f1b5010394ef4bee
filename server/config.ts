import path from 'node:path';
import { z } from 'zod';

/** Every setting the shop reads from the environment, checked once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin, e.g. https://shop.example.co.uk; used for absolute links in e-mails. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SHOP_NAME: z.string().default('Workwear Wardrobe'),
  SHOP_PHONE: z.string().default('01274 123 456'),
  SHOP_EMAIL: z.email().default('hello@workwearwardrobe.co.uk'),
  SHOP_ADDRESS: z.string().default('Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom'),
  /** Tutorial video for the welcome popup and guide link; unset opens the illustrated guide. */
  GUIDE_VIDEO_URL: z.url().optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
