import { createAccountingExportService } from './services/accounting-export';
import { adminProductJson } from './api/product-admin';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { ShopInfo } from '../domain/shop-info';
import { traderFrom } from '../domain/trader';
import { DEMO_SHOP_EMAIL, webhooksAllowLocal, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLocalFileStore, type FileStore } from './integrations/files/file-store';
import { createS3FileStore, s3SettingsFrom } from './integrations/files/s3-file-store';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createAddressService } from './services/addresses';
import { createAuthService } from './services/auth';
import { createBackupService } from './services/backups';
import { createBundleAdminService } from './services/bundle-admin';
import { createCartService } from './services/cart';
import { createVisitorService } from './services/visitor';
import { createCartReminderService } from './services/cart-reminders';
import { ABANDONED_CHECKOUT_SWEEP_MS, createCheckoutService } from './services/orders/checkout';
import { createMailPictures } from './services/mail-pictures';
import { createOrderDocuments } from './services/orders/order-documents';
import { createOrderMockups } from './services/orders/order-mockups';
import { createOrderEventsService } from './services/orders/order-events';
import { createOrderFulfilmentService } from './services/orders/order-fulfilment';
import { createBulkShippingService } from './services/orders/bulk-shipping';
import { createClickDropService } from './services/orders/click-drop';
import { createOrderMessagesService } from './services/order-messages';
import { createCustomersService } from './services/customers';
import { createDataRightsService } from './services/data-rights';
import { createOrderLinksService } from './services/order-links';
import { createOrdersService } from './services/orders/orders';
import { createPromoMailingService } from './services/promo-mailings';
import { createProductAdminService } from './services/product-admin';
import { createProductDraftsService } from './services/product-drafts';
import { createPricingService } from './services/pricing';
import { createVatSettingsService } from './services/vat-settings';
import { createPromoService } from './services/promos';
import { createProofService } from './services/orders/proofs';
import { resolveAppSecret } from './security/signed-tokens';
import { createSellerEarningsService } from './services/orders/seller-earnings';
import { createSellerOrdersService } from './services/orders/seller-orders';
import type { PaymentProvider } from './integrations/payments/provider';
import { createStripeProvider } from './integrations/payments/stripe-provider';
import { createTestPaymentProvider, type TestPaymentProvider } from './integrations/payments/test-provider';
import { createCatalogueService } from './services/catalogue';
import { createJobQueue, type JobQueue } from './services/jobs';
import { createWebhooksService, type WebhooksService } from './services/webhooks';
import { createContactService } from './services/contact';
import { createLogoService } from './services/logos';
import { createRateLimiter } from './services/rate-limit';
import { createReorderService } from './services/orders/reorder';
import { createQuotesService, QUOTE_EXPIRY_SWEEP_MS } from './services/quotes/quotes';
import { createTradeAccountsService, TRADE_REMINDER_SWEEP_MS } from './services/trade/trade-accounts';
import { createTeamStoresService } from './services/stores/team-stores';
import { createStaffService } from './services/staff/staff';
import { createSessionsService } from './services/staff/sessions';
import { createTwoStepService } from './services/staff/two-step';
import { createAuditLogService } from './services/audit-log';
import { renderStatementPdf, statementPdfName } from './integrations/pdf/statement-pdf';
import { createSellerReorderService } from './services/orders/seller-reorder';
import { createShopMetrics, type ShopMetrics } from './metrics';

/** Everything a request may use: built once at start and handed to the API and to page loaders. */
export interface AppContext {
  config: Config;
  shop: ShopInfo;
  logger: Logger;
  database: DatabaseHandle;
  files: FileStore;
  mailer: Mailer;
  /** The durable job queue and its worker (started by startShop; tests run it with `runDue`). */
  jobs: JobQueue;
  /** The time as the shop's timed rules see it (cart reminders); tests move it. */
  clock: () => Date;
  /** This app's Prometheus registry and counters, scraped at /metrics (server/metrics.ts). */
  metrics: ShopMetrics;
  services: {
    catalogue: ReturnType<typeof createCatalogueService>;
    productAdmin: ReturnType<typeof createProductAdminService>;
    contact: ReturnType<typeof createContactService>;
    auth: ReturnType<typeof createAuthService>;
    logos: ReturnType<typeof createLogoService>;
    cart: ReturnType<typeof createCartService>;
    webhooks: WebhooksService;
    /** The header's personal parts (who is logged in, the cart badge). */
    visitor: ReturnType<typeof createVisitorService>;
    reorder: ReturnType<typeof createReorderService>;
    sellerReorder: ReturnType<typeof createSellerReorderService>;
    cartReminders: ReturnType<typeof createCartReminderService>;
    promos: ReturnType<typeof createPromoService>;
    /** The shop-wide decoration prices and setup rule (issue 29). */
    pricing: ReturnType<typeof createPricingService>;
    /** The shop's VAT registration and the mode it puts the shop in (issue 34). */
    vatSettings: ReturnType<typeof createVatSettingsService>;
    /** The earnings range's invoices and credit notes for Xero or QuickBooks (issue 36). */
    accountingExport: ReturnType<typeof createAccountingExportService>;
    promoMailings: ReturnType<typeof createPromoMailingService>;
    orders: ReturnType<typeof createOrdersService>;
    orderEvents: ReturnType<typeof createOrderEventsService>;
    fulfilment: ReturnType<typeof createOrderFulfilmentService>;
    bulkShipping: ReturnType<typeof createBulkShippingService>;
    clickDrop: ReturnType<typeof createClickDropService>;
    sellerOrders: ReturnType<typeof createSellerOrdersService>;
    orderMessages: ReturnType<typeof createOrderMessagesService>;
    customers: ReturnType<typeof createCustomersService>;
    /** A customer's download of their data and deleting their own account (issue 34). */
    dataRights: ReturnType<typeof createDataRightsService>;
    orderLinks: ReturnType<typeof createOrderLinksService>;
    sellerEarnings: ReturnType<typeof createSellerEarningsService>;
    checkout: ReturnType<typeof createCheckoutService>;
    addresses: ReturnType<typeof createAddressService>;
    documents: ReturnType<typeof createOrderDocuments>;
    bundleAdmin: ReturnType<typeof createBundleAdminService>;
    productDrafts: ReturnType<typeof createProductDraftsService>;
    proofs: ReturnType<typeof createProofService>;
    /** Quote requests, the seller's quotes and the buyer's answers (issue 30). */
    quotes: ReturnType<typeof createQuotesService>;
    /** Trade accounts: applications, decisions, invoices, payments, statements (issue 31). */
    trade: ReturnType<typeof createTradeAccountsService>;
    stores: ReturnType<typeof createTeamStoresService>;
    /** Staff accounts, invitations and the two-step rule (issue 33). */
    staff: ReturnType<typeof createStaffService>;
    /** Signed-in devices. */
    sessions: ReturnType<typeof createSessionsService>;
    /** Authenticator apps, passkeys, recovery codes and the login's second step. */
    twoStep: ReturnType<typeof createTwoStepService>;
    /** The audit trail's pages and CSV (entries are written by services/audit.ts). */
    auditLog: ReturnType<typeof createAuditLogService>;
    /** The daily backup (BACKUP_TIME) and its job. */
    backups: ReturnType<typeof createBackupService>;
  };
  payments: PaymentProvider;
  /** The built-in test checkout, when it is the provider (no Stripe key). */
  testCheckout: TestPaymentProvider | null;
}

export interface ContextOverrides {
  database?: DatabaseHandle;
  logger?: Logger;
  mailer?: Mailer;
  files?: FileStore;
  clock?: () => Date;
}

/**
 * The shop's identity from its settings. Its address is SHOP_EMAIL, else the seller's (ADMIN_EMAIL; startShop
 * puts in the seller account's address when neither is set), else the demo's: customers' replies and the shop's
 * own notices must reach the seller, never the demo shop's domain.
 */
export function shopInfoFrom(config: Config): ShopInfo {
  return {
    name: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL ?? config.ADMIN_EMAIL ?? DEMO_SHOP_EMAIL,
    address: config.SHOP_ADDRESS,
    guideVideoUrl: config.GUIDE_VIDEO_URL ?? null,
    trader: traderFrom(config, config.SHOP_ADDRESS),
    bank:
      config.TRADE_BANK_ACCOUNT_NAME && config.TRADE_BANK_SORT_CODE && config.TRADE_BANK_ACCOUNT_NUMBER
        ? {
            accountName: config.TRADE_BANK_ACCOUNT_NAME,
            sortCode: config.TRADE_BANK_SORT_CODE,
            accountNumber: config.TRADE_BANK_ACCOUNT_NUMBER,
          }
        : null,
    social: (
      [
        ['Facebook', config.SOCIAL_FACEBOOK_URL],
        ['Instagram', config.SOCIAL_INSTAGRAM_URL],
      ] as const
    ).flatMap(([network, url]) => (url ? [{ network, url }] : [])),
  };
}

export function createAppContext(config: Config, overrides: ContextOverrides = {}): AppContext {
  const logger = overrides.logger ?? pino({ level: config.LOG_LEVEL, base: undefined });
  const database =
    overrides.database ??
    openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
  const shop = shopInfoFrom(config);
  const s3 = s3SettingsFrom(config);
  const files =
    overrides.files ??
    (s3 ? createS3FileStore(s3) : createLocalFileStore(path.join(config.dataDir, 'files')));
  // the process's own metrics (memory, event loop, GC) only where someone may scrape them
  const metrics = createShopMetrics({ db: database.db, processMetrics: !!config.METRICS_TOKEN });
  const mailer = metrics.countMails(
    overrides.mailer ??
      createMailer({
        // read at each send: startShop may learn the seller's address after the mailer is made
        from: () => config.MAIL_FROM ?? `${shop.name} <${shop.email}>`,
        smtpUrl: config.SMTP_URL,
        outboxDir: config.MAIL_OUTBOX_DIR ?? path.join(config.dataDir, 'outbox'),
        logger,
      }),
  );
  const db = database.db;
  const clock = overrides.clock ?? (() => new Date());
  const publicUrl = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
  const jobs = createJobQueue({ db, logger });
  const catalogue = createCatalogueService(db);
  const logos = createLogoService({ db, files });
  const pricing = createPricingService(db, catalogue);
  const vatSettings = createVatSettingsService(db, catalogue, clock);
  const cart = createCartService({ db, catalogue, logos, pricing, shopEmail: shop.email, now: clock });
  const limiter = createRateLimiter(db);
  const auth = createAuthService({ db, mailer, shop, logger, limiter });
  const promos = createPromoService(db, limiter);
  const addresses = createAddressService(db);
  // Stripe when a key is set; otherwise the shop's own test checkout, so a purchase works offline
  const testCheckout = config.STRIPE_SECRET_KEY ? null : createTestPaymentProvider({ db });
  const payments: PaymentProvider =
    testCheckout ??
    createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
    });
  const mockups = createOrderMockups({ files, logos });
  const orderEvents = createOrderEventsService({ db });
  const pictures = createMailPictures(files);
  const secret = resolveAppSecret(config);
  const webhooks = createWebhooksService({
    db,
    jobs,
    appSecret: secret,
    allowLocal: webhooksAllowLocal(config),
    now: clock,
  });
  orderEvents.onRecord((tx, orderId, kind, detail) => webhooks.emitOrderEvent(tx, orderId, kind, detail));
  // the other events, each in the transaction of its change (docs/integrations.md says when each fires)
  const emitStockLow = webhooks.emitStockLow.bind(webhooks);
  const productAdmin = createProductAdminService({ db, files, catalogue });
  productAdmin.onSaved((tx, product) =>
    webhooks.emit(tx, 'product.updated', async () => adminProductJson(await product())),
  );
  productAdmin.onStockLow(emitStockLow);
  const orders = createOrdersService({
    db,
    logos,
    promos,
    mailer,
    jobs,
    events: orderEvents,
    shop,
    logger,
    mockups,
    pictures,
    publicUrl,
    secret,
    now: clock,
    counts: metrics,
  });
  orders.onStockLow(emitStockLow);
  const trade = createTradeAccountsService({
    db,
    jobs,
    mailer,
    events: orderEvents,
    shop,
    logger,
    publicUrl,
    statementPdf: async (statement) => ({
      pdf: await renderStatementPdf({ statement, shop }),
      filename: statementPdfName(statement.from, statement.to),
    }),
    now: clock,
    counts: metrics,
  });
  jobs.every('trade-reminders', TRADE_REMINDER_SWEEP_MS, () => trade.sendDueReminders());
  const promoMailings = createPromoMailingService({
    db,
    jobs,
    mailer,
    shop,
    logger,
    publicUrl,
    secret,
  });
  const cartReminders = createCartReminderService({
    db,
    jobs,
    mailer,
    cart,
    promoMailings,
    shop,
    logger,
    publicUrl,
    mockups,
    pictures,
    now: clock,
  });
  const fulfilment = createOrderFulfilmentService({
    db,
    jobs,
    events: orderEvents,
    mailer,
    payments,
    shop,
    publicUrl,
    logger,
    trade,
  });
  const reorder = createReorderService({ db, cart, catalogue, logos });
  const customers = createCustomersService({ db, jobs, files });
  const sellerReorder = createSellerReorderService({
    db,
    jobs,
    events: orderEvents,
    reorder,
    cart,
    customers,
    mailer,
    shop,
    logger,
    publicUrl,
    mockups,
    pictures,
  });
  const checkout = createCheckoutService({
    cart,
    promos,
    orders,
    payments,
    limiter,
    addresses,
    trade,
    logger,
    now: clock,
  });
  const quotes = createQuotesService({
    db,
    catalogue,
    pricing,
    logos,
    orders,
    payments,
    jobs,
    mailer,
    limiter,
    shop,
    logger,
    publicUrl,
    secret,
    now: clock,
    counts: metrics,
  });
  // the buyer's link opens their quote without a login: it stays in the shop, not in a receiver's logs
  quotes.onMove((tx, move, quote) =>
    webhooks.emit(tx, `quote.${move}`, async () => ({ ...(await quote()), buyerUrl: null })),
  );
  jobs.every('quote-expiry', QUOTE_EXPIRY_SWEEP_MS, () => quotes.expireDue());
  // unpaid checkouts whose payment page expired give their stock back and leave the seller's counters
  jobs.every('abandoned-checkouts', ABANDONED_CHECKOUT_SWEEP_MS, () => checkout.abandonExpired());
  if (config.CART_REMINDER_SWEEP_MINUTES > 0)
    jobs.every('cart-reminders', config.CART_REMINDER_SWEEP_MINUTES * 60_000, () => cartReminders.sweep());
  return {
    config,
    shop,
    logger,
    database,
    files,
    mailer,
    jobs,
    clock,
    metrics,
    services: {
      catalogue,
      productAdmin,
      contact: createContactService({ db, mailer, shop, logger, limiter }),
      auth,
      logos,
      cart,
      visitor: createVisitorService({ auth, cart }),
      reorder,
      sellerReorder,
      cartReminders,
      promos,
      pricing,
      vatSettings,
      accountingExport: createAccountingExportService(db),
      promoMailings,
      orders,
      orderEvents,
      webhooks,
      fulfilment,
      bulkShipping: createBulkShippingService({ db, fulfilment }),
      clickDrop: createClickDropService({ db }),
      sellerOrders: createSellerOrdersService({ db }),
      orderMessages: createOrderMessagesService({ db, jobs, events: orderEvents, mailer, shop }),
      customers,
      dataRights: createDataRightsService({
        db,
        jobs,
        mailer,
        files,
        customers,
        limiter,
        shop,
        logger,
        publicUrl,
        secret,
        now: clock,
      }),
      orderLinks: createOrderLinksService({
        db,
        jobs,
        mailer,
        events: orderEvents,
        shop,
        publicUrl,
        secret,
        now: clock,
      }),
      sellerEarnings: createSellerEarningsService({ db }),
      checkout,
      addresses,
      documents: createOrderDocuments({ orders, shop, mockup: mockups, picture: pictures }),
      bundleAdmin: createBundleAdminService({ db, files, catalogue }),
      productDrafts: createProductDraftsService({ db }),
      proofs: createProofService({
        db,
        files,
        jobs,
        events: orderEvents,
        mailer,
        shop,
        publicUrl,
        secret,
        now: clock,
      }),
      quotes,
      trade,
      stores: createTeamStoresService({ db, files, catalogue, logos, fulfilment, shop, now: clock }),
      staff: createStaffService({ db, jobs, mailer, shop, publicUrl, secret, now: clock }),
      sessions: createSessionsService({ db }),
      twoStep: createTwoStepService({ db, limiter, shop, publicUrl, now: clock }),
      auditLog: createAuditLogService({ db }),
      backups: createBackupService({ config, database, files, jobs, logger, clock }),
    },
    payments,
    testCheckout,
  };
}
