import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = '.cache/e2e';
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 1000);
/** The seller account the shop creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SELLER = { email: 'seller@e2e.test', password: 'e2e-seller-password' };
/** Specs that change shop-wide settings: run after every other spec (the shop-settings project). */
const SHOP_SETTINGS_SPECS = /seller-pricing\.spec\.ts$/;
/**
 * VAT-registered mode (issue 34): every page, price and new order changes once it is on, and it can't be turned
 * off after orders were charged VAT, so these run one at a time after every other spec but the two-step rule.
 */
const VAT_MODE_SPECS = /vat-[a-z-]+\.spec\.ts$/;
/** The rule that sends every staff member without two-step login to set it up: alone, after everything else. */
const TWO_STEP_RULE_SPECS = /two-step-required\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // whole purchases (add, checkout, pay, mail, the success page's ten seconds) on a busy 2-core machine took
  // 29–32 s at 30 s; a step that hangs still fails on its own expect timeout
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // restocks the products most purchase tests buy from, before they run (stock.setup.ts says why)
      name: 'stock',
      testMatch: /stock\.setup\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      grepInvert: /@phone/,
      testIgnore: [SHOP_SETTINGS_SPECS, VAT_MODE_SPECS, TWO_STEP_RULE_SPECS],
      dependencies: ['stock'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      grep: /@phone/,
      testIgnore: [SHOP_SETTINGS_SPECS, VAT_MODE_SPECS, TWO_STEP_RULE_SPECS],
      dependencies: ['stock'],
    },
    {
      // specs that change a shop-wide setting (the decoration prices every cart and page reads) run once the
      // others are done, so no parallel purchase is priced under a ladder it did not set
      name: 'shop-settings',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: SHOP_SETTINGS_SPECS,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'vat-mode',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: VAT_MODE_SPECS,
      dependencies: ['shop-settings'],
      workers: 1,
    },
    {
      name: 'two-step-rule',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: TWO_STEP_RULE_SPECS,
      dependencies: ['vat-mode'],
    },
  ],
  webServer: [
    {
      // a real SMTP server; the shop mails through it and tests read what it received
      command: `rm -rf .cache/e2e-mail && tsx tests/e2e/support/smtp-sink.ts`,
      port: MAIL_PORT,
      env: { MAIL_SINK_PORT: String(MAIL_PORT), MAIL_SINK_DIR: '.cache/e2e-mail' },
      reuseExistingServer: false,
    },
    {
      // the built shop on a fresh embedded database; generated pictures are kept between runs
      command: `rm -rf ${DATA_DIR}/pglite ${DATA_DIR}/outbox && node build/server/main.js`,
      url: `http://localhost:${PORT}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        ADMIN_EMAIL: SELLER.email,
        ADMIN_PASSWORD: SELLER.password,
        // as behind a local proxy: each test names its own visitor address (support/fixtures.ts), so the
        // per-address limits of one test don't spill into the next
        TRUST_PROXY: 'loopback',
        // printed on on-account invoices and statements (issue 31)
        TRADE_BANK_ACCOUNT_NAME: 'Workwear Wardrobe Ltd',
        TRADE_BANK_SORT_CODE: '12-34-56',
        TRADE_BANK_ACCOUNT_NUMBER: '12345678',
        // the webhooks spec's receiver listens on 127.0.0.1 inside the test: let this production build send to
        // http://localhost as a test or development shop does (issue 36; the start log warns that it is on)
        WEBHOOKS_ALLOW_LOCAL: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
