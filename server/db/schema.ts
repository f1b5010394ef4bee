import { sql } from 'drizzle-orm';
import type { BundleGarment, StoredBundleItem, StoredDecoration } from '../../domain/line-item';
import type { ArtworkFacts } from '../../domain/artwork-checks';
import type { PriceBreak } from '../../domain/price-breaks';
import type { OrderEventDetail, OrderEventKind } from '../../domain/order-events';
import { PRODUCTION_STATUSES } from '../../domain/production';
import { PAYMENT_STATUSES } from '../../domain/orders';
import { ROLES } from '../../domain/permissions';
import type { WebhookEvent } from '../../domain/webhooks';
import { QUOTE_STATUSES } from '../../domain/quotes';
import { LEDGER_KINDS, REMINDER_KINDS, TRADE_STATUSES, type MonthlySpendBand } from '../../domain/trade';
import type { TradeEventKind } from '../../domain/trade-view';
import type { TradeAddress } from '../../domain/schemas/trade';
import type { StoredNames } from '../../domain/names';
import { STORE_ACCESS, STORE_DELIVERY, STORE_PAYERS, type StoreDecoration } from '../../domain/team-stores';
import type { QuoteLine } from '../../domain/quote-lines';
import type { AuditChange } from '../../domain/audit';
import { VAT_RATES, type OrderVat } from '../../domain/vat';
import { CHECKOUT_MARKETING_CHOICES, MARKETING_CONSENT_SOURCES } from '../../domain/consent';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../../domain/data-requests';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface ProductColour {
  /** #rrggbb */
  hex: string;
  name: string;
  image: string;
  backImage?: string;
}

export interface ProductSize {
  label: string;
  stock: number;
  image?: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  logo: text('logo'),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    productTypes: text('product_types').array().notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    discountPercent: integer('discount_percent'),
    /** Quantity prices besides `price` (which applies from 1), in pence, by rising quantity (domain/price-breaks). */
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default([]),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image'),
    sideImage: text('side_image'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colours: jsonb('colours').$type<ProductColour[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<ProductSize[]>().notNull().default([]),
    sizeChartImage: text('size_chart_image'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    /** Lower comes first in the "featured" sort. */
    featuredRank: integer('featured_rank').notNull().default(1000),
    /** The spec's stock state shown on the product ('In Stock' / 'Out of Stock'); counts live in product_stock. */
    stockStatus: text('stock_status', { enum: ['In Stock', 'Out of Stock'] })
      .notNull()
      .default('In Stock'),
    /** A draft is the seller's only; the shop shows published products. */
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    /** Set when the seller deletes it: hidden from the shop, while orders, carts and bundles still find it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Its VAT liability once the shop is VAT registered (issue 34): most garments standard, children's zero. */
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('standard'),
    /** A hi-vis garment on which the seller allows large logo positions (they can lower its EN ISO 20471 class). */
    hiVisLargeLogos: boolean('hi_vis_large_logos').notNull().default(false),
    /** One garment's packed weight in grams for carriers' exports (issue 36); null: the garment type's default. */
    weightGrams: integer('weight_grams'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_status_known', sql`${t.status} in ('draft', 'published')`),
    check('products_vat_rate_known', sql`${t.vatRate} in ('standard', 'zero', 'exempt')`),
    check('products_stock_status_known', sql`${t.stockStatus} in ('In Stock', 'Out of Stock')`),
    index('products_brand_idx').on(t.brandId),
    index('products_types_idx').using('gin', t.productTypes),
    index('products_price_idx').on(t.price),
    index('products_rating_idx').on(t.rating),
    index('products_created_idx').on(t.createdAt),
    index('products_featured_idx').on(t.featuredRank, t.createdAt),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_weight_range', sql`${t.weightGrams} is null or ${t.weightGrams} between 1 and 30000`),
  ],
);

export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    thumbnail: text('thumbnail').notNull(),
    type: text('type', { enum: ['everyday', 'solo1', 'solo2'] }).notNull(),
    sizeChartImage: text('size_chart_image'),
    /** Set when the seller deletes it: gone from the shop, while carts and orders that hold it keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('bundles_type_known', sql`${t.type} in ('everyday', 'solo1', 'solo2')`),
    index('bundles_created_idx').on(t.createdAt),
  ],
);

/** One product per bundle section, with how many items of it the bundle needs. */
export const bundleSections = pgTable(
  'bundle_sections',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    requiredQuantity: integer('required_quantity').notNull(),
    /** The product's picture for this section, when the seller chose one. */
    image: text('image'),
    /** The colours this bundle offers of the product (hex and name, each with its picture); empty means all. */
    colours: jsonb('colours').$type<ProductColour[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.position] }),
    index('bundle_sections_product_idx').on(t.productId),
  ],
);

/**
 * How many of a product are left in one colour (its hex) and size. Its own table, not the product row, so the
 * cached catalogue never holds stale counts; the seller's editor writes it and the shop reads it per request.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** #rrggbb, lower-case, as in the product's colours. */
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colour, t.size] }),
    check('product_stock_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * The seller's stock changes, one row per cell (who, when, from → to): adding a product, saving it in the editor
 * or through the API. Append-only; sales take stock through their orders and are not repeated here.
 */
export const productStockChanges = pgTable(
  'product_stock_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** As in product_stock: #rrggbb lower-case, or 'default'. */
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    /** Null when the cell is new (a colour or size added). */
    fromQuantity: integer('from_quantity'),
    /** Null when the cell went with its colour or size. */
    toQuantity: integer('to_quantity'),
    /** The seller who saved it (null once their account is gone, or for the shop's own scripts). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_stock_changes_product_idx').on(t.productId, t.createdAt)],
);

/**
 * Garments an unpaid checkout holds until it is paid or its hosted checkout expires: what other shoppers can
 * buy is the stock less the live holds, so the last items go to one of two racing checkouts, never both.
 * Paying takes the garments out of product_stock and drops the holds in the same transaction.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** #rrggbb, lower-case (or 'default' for a product without colours), as in product_stock. */
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.colour, t.size] }),
    index('stock_holds_item_idx').on(t.productId, t.colour, t.size, t.expiresAt),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The product editor's work in progress, saved as the seller types, so a closed tab loses nothing. */
export const productDrafts = pgTable(
  'product_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a product not yet added. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_drafts_seller_idx').on(t.sellerId, t.updatedAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    /** When a seller first opened it in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * One row whose version every change to the catalogue tables bumps (by trigger), so each server
 * instance can keep catalogue reads in memory and know with one cheap query when they are stale.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});

/**
 * Moves on every change to product_stock or stock_holds (by trigger): the product and bundle pages show stock,
 * so the page cache keys them on it. A sequence rather than a row: checkouts taking holds at once never queue
 * on a lock, and a rolled-back change only costs one extra render.
 */
export const STOCK_VERSION_SEQUENCE = 'stock_version_seq';
export const stockVersion = pgSequence(STOCK_VERSION_SEQUENCE);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased, so look-ups ignore case. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** One of domain/permissions' ROLES; a new role needs a migration widening users_role_known below. */
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    /** Null until the e-mailed code is entered; an unverified account cannot log in. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when a seller deletes the customer: name, e-mail and phone are wiped, their orders and money stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Set by the one-click unsubscribe link: no promo mails from then on. */
    marketingOptOutAt: timestamp('marketing_opt_out_at', { withTimezone: true }),
    /**
     * May be sent offers by e-mail (issue 34): the latest of the customer's marketing_consents, kept in the
     * same transaction. Promo mail-outs and cart reminders go only to those with it.
     */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Staff: set when the Owner disables them; their sessions end and they can't log in until enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Staff: set when the Owner removes them; the row stays so their past actions keep their name. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The authenticator app's shared secret (base32), set at set-up; it works once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('customer', 'owner', 'manager', 'office', 'production')`),
    index('users_role_idx').on(t.role),
    // the customers search (part of a name or e-mail, ILIKE '%…%'): pg_trgm's GIN indexes, one per expression
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** Server-side sessions; only a SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's name in the signed-in devices list (the token's hash never leaves the server). */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A staff login whose password was right and whose second step (code, passkey) is still to come. */
    secondStepPending: boolean('second_step_pending').notNull().default(false),
    /** The WebAuthn challenge this session was last given, and until when it may be answered. */
    challenge: text('challenge'),
    challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time sign-up codes, stored hashed; a code works once, expires, and dies after too many wrong tries.
 * Each sign-up attempt has its own codes and carries its own password and name, which become the account's
 * only when that attempt's code is entered: a second sign-up with someone's address changes nothing of theirs.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-up attempt: its id reaches only the browser that made it. */
    attemptId: uuid('attempt_id'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The sign-up form's "E-mail me offers" box (issue 34): recorded when the code is entered. */
    marketingConsent: boolean('marketing_consent'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Browsers where an account has logged in before (a long-lived cookie holds the token, only its hash is
 * stored). They pass the per-account ceiling on wrong passwords, so guesses from elsewhere can't lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/** A staff invitation: a one-use link (only its token's hash kept) to set a name and password, valid 7 days. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Set when the Owner withdraws it or sends a newer one to the same address. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invites_email_idx').on(t.email)],
);

/** Ten one-use codes for when the authenticator or passkey is not at hand; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A staff member's passkeys (WebAuthn credentials): the public key and the signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * What staff did, append-only (issue 33): written in the same transaction as the change it records; no code
 * updates or deletes a row (the migration's trigger refuses both). The actor's name and e-mail are copied so a
 * removed member's actions keep their name.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // users are never deleted (customers are anonymised, staff removed): an actor's row always stays
    actorId: uuid('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    /** One of domain/audit's AUDIT_AREAS. */
    area: text('area').notNull(),
    /** What was done, e.g. 'order.tracking', 'staff.invite', 'auth.login_failed'. */
    action: text('action').notNull(),
    subjectId: text('subject_id'),
    /** A sentence for the audit page: "Set tracking on order #1042". */
    summary: text('summary').notNull(),
    /** The changed fields, before → after. */
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_area_idx').on(t.area, t.at),
  ],
);

/** Every grant and withdrawal of a customer's marketing consent, with its day and source (issue 34). */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: MARKETING_CONSENT_SOURCES }).notNull(),
    /** The words the customer saw beside the choice, as they were. */
    wording: text('wording').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.at)],
);

/** A customer's data request (issue 34): a download of their data, or deleting their own account. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: DATA_REQUEST_STATUSES }).notNull(),
    /** The export's ZIP in the file store (private/exports/…), until it is downloaded or lapses. */
    fileKey: text('file_key'),
    /** SHA-256 of the mailed link's token: the link works once, for the signed-in customer only. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_requests_user_idx').on(t.userId, t.createdAt),
    check('data_requests_kind_known', sql`${t.kind} in ('export', 'delete')`),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** A customer's uploaded logo: the stored file (SVG already cleaned), its preview, and when its setup was paid. */
export const logos = pgTable(
  'logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer whose logo it is; null for a guest's quote request's logo, which is the quote's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The quote request it came with (a guest's, or a customer's); the quote's page may show it. */
    quoteId: uuid('quote_id'),
    fileKey: text('file_key').notNull(),
    previewKey: text('preview_key'),
    format: text('format').notNull(),
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Set when an order carrying this logo is paid: later orders re-use it with no setup fee. */
    setupPaidAt: timestamp('setup_paid_at', { withTimezone: true }),
    /** What the artwork checks read from the file at upload (null for logos uploaded before they existed). */
    artworkFacts: jsonb('artwork_facts').$type<ArtworkFacts>(),
    /**
     * SHA-256 (hex) of the stored file: the same file uploaded again by the same customer is this logo, not a new
     * design. Null for logos stored before it was kept, until their file is read (services/logos.ts).
     */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('logos_user_idx').on(t.userId, t.createdAt),
    index('logos_user_content_idx').on(t.userId, t.contentHash),
  ],
);

/** One cart per customer, or per guest (the `cart` cookie's token, stored as a SHA-256). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The `updated_at` a reminder was sent for: a cart is reminded once per untouched state. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
  },
  (t) => [
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The garment of a single line; null on a bundle line (its garments are in `bundleItems`). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** A bundle line: the bundle, and the garments the shopper chose of it (empty on a single line). */
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    bundleItems: jsonb('bundle_items').$type<StoredBundleItem[]>().notNull().default([]),
    /** A colour name; '' on a bundle line. */
    colour: text('colour').notNull(),
    /** A size label; '' on a bundle line. */
    size: text('size').notNull(),
    /** Garments of a single line; bundles of a bundle line. */
    quantity: integer('quantity').notNull(),
    /**
     * The product's (or bundle's) price the shopper last saw for this line, in pence: the line is charged the
     * catalogue's price now, and says once when it differs from this. A price sent by the browser is never used.
     */
    unitPrice: integer('unit_price').notNull(),
    notes: text('notes'),
    /** One decoration per position, each with its own method and design (domain/line-item.ts). */
    decorations: jsonb('decorations').$type<StoredDecoration[]>().notNull().default([]),
    /** Lines with the same product, colour, size, decorations and notes merge into one. */
    mergeKey: text('merge_key').notNull(),
    /** A team store's line: its price and decorations are the store's (issue 32). */
    storeId: uuid('store_id').references(() => teamStores.id, { onDelete: 'cascade' }),
    /** A name per garment (domain/names.ts), or null. */
    names: jsonb('names').$type<StoredNames>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_merge_idx').on(t.cartId, t.mergeKey),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10000`),
    check('cart_lines_product_or_bundle', sql`(${t.productId} is null) <> (${t.bundleId} is null)`),
  ],
);

/** Promo codes: a percent off goods and logo charges, for logged-in customers while active. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; shoppers may type it in any case. */
    code: text('code').notNull().unique(),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
    timesUsed: integer('times_used').notNull().default(0),
    /** After this moment the code is refused at checkout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Orders that may use the code in all; null for no limit. */
    usageLimit: integer('usage_limit'),
    onePerCustomer: boolean('one_per_customer').notNull().default(false),
    /** Set when the seller deletes it: refused at checkout, still named on the orders that used it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_percent_range', sql`${t.percent} between 1 and 100`),
    check('promo_codes_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/** One row per order that took a promo code: the usage limit and one-use-per-customer count these. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.promoCodeId, t.orderId] }),
    index('promo_redemptions_user_idx').on(t.promoCodeId, t.userId),
  ],
);

/** A promo e-mail to every subscribed customer: one job per recipient, progress counted here. */
export const promoMailings = pgTable('promo_mailings', {
  id: uuid('id').primaryKey().defaultRandom(),
  promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;

export interface ShippingAddressRecord {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  postCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  additionalInfo: string;
}

/** An order: the shopper's address, the figures from domain/pricing, and where its payment stands. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short, sequential and human-readable (#1001). */
    number: serial('number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The cart it was made from; its lines leave the cart when it is paid. */
    cartId: uuid('cart_id'),
    email: text('email').notNull(),
    /** SHA-256 of the token in the guest's order link (the confirmation mail). */
    accessTokenHash: text('access_token_hash').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressRecord>().notNull(),
    shippingType: text('shipping_type').notNull(),
    goods: integer('goods').notNull(),
    logoCharges: integer('logo_charges').notNull(),
    setupFees: integer('setup_fees').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentProvider: text('payment_provider').notNull(),
    paymentSessionId: text('payment_session_id').unique(),
    paymentUrl: text('payment_url'),
    /**
     * Until when an unpaid checkout can be paid (its payment session's end, renewed while its payment page is
     * open where the provider allows): its stock holds and promo use last as long.
     */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /**
     * Set when an unpaid checkout's payment session ended unpaid: it is no order (not in counters or the New
     * badge), its holds are released, and the seller sees it only under the Abandoned filter.
     */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    /**
     * Where an unpaid checkout was started from (a keyed hash of the visitor's address), so one address holds
     * only a few checkouts at a time; cleared once it is paid or abandoned.
     */
    checkoutFrom: text('checkout_from'),
    /** The same cart, address, shipping and promo give the same key: a retry finds this order again. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the checkout offered and the buyer chose about offers by e-mail, recorded when paid or placed. */
    marketingChoice: text('marketing_choice', { enum: CHECKOUT_MARKETING_CHOICES }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the customer's confirmation mail went (its job, order.customer-confirmation, sends it once). */
    mailsSentAt: timestamp('mails_sent_at', { withTimezone: true }),
    trackingId: text('tracking_id'),
    carrier: text('carrier'),
    /** The seller's private note; never shown to the customer. */
    internalNote: text('internal_note'),
    /** pence given back through the payment provider (a full refund sets paymentStatus 'refunded') */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's id of the refund, so a retried refund is not made twice. */
    refundId: text('refund_id'),
    /** Set when a seller deletes the order: it leaves the lists and counters, its money stays in earnings. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set the first time a seller opens the order; until then (and for a day) it is New. */
    sellerOpenedAt: timestamp('seller_opened_at', { withTimezone: true }),
    /**
     * Where a decorated order is in proofing and making (domain/production.ts); null for an order with no
     * decoration, or one that shipped before proofs existed.
     */
    productionStatus: text('production_status', { enum: PRODUCTION_STATUSES }),
    /** The latest proof version sent, 0 before the first. */
    proofVersion: integer('proof_version').notNull().default(0),
    /** When the customer approved the proof: the 5-10 working days count from here. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The quote whose acceptance made this checkout (its prices are the quote's), and its number as shown. */
    quoteId: uuid('quote_id'),
    quoteNumber: integer('quote_number'),
    /** The buyer's purchase order number (any order may carry one; a trade account may require it). */
    poNumber: text('po_number'),
    /** Placed on a trade account: its invoice is in that account's ledger, due on `invoiceDueDay`. */
    tradeAccountId: uuid('trade_account_id'),
    /** The on-account invoice's due day (YYYY-MM-DD) and the terms it was placed on. */
    invoiceDueDay: text('invoice_due_day'),
    paymentTermsDays: integer('payment_terms_days'),
    /** A team store member's order (issue 32): made in the store's batch. */
    storeId: uuid('store_id'),
    /**
     * Placed while the shop charged VAT (issue 34): net, VAT and gross per rate as charged, and the VAT number;
     * null for an order with no VAT (before registration, or a shop never registered). Never changed once paid.
     */
    vat: jsonb('vat').$type<OrderVat>(),
    /** `vat.vat`, as a column the VAT summary sums. */
    vatAmount: integer('vat_amount'),
    /** The VAT of its credit note (a refund or a credited cancellation), as given back; null without one. */
    refundVat: jsonb('refund_vat').$type<OrderVat>(),
    /** `refund_vat.vat`, as a column the VAT summary sums. */
    refundVatAmount: integer('refund_vat_amount'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // the sweep that marks expired checkouts abandoned, and the count of an address's live checkouts
    index('orders_unpaid_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.abandonedAt} is null`),
    index('orders_checkout_from_idx')
      .on(t.checkoutFrom, t.paymentExpiresAt)
      .where(sql`${t.checkoutFrom} is not null`),
    index('orders_trade_account_idx')
      .on(t.tradeAccountId, t.createdAt)
      .where(sql`${t.tradeAccountId} is not null`),
    index('orders_store_idx')
      .on(t.storeId, t.number)
      .where(sql`${t.storeId} is not null`),
    // the seller's orders list, newest first: its pages walk these backwards (no sort over every order), live
    // or archived
    index('orders_live_list_idx')
      .on(t.createdAt, t.number)
      .where(sql`${t.archivedAt} is null and ${t.abandonedAt} is null`),
    index('orders_archived_list_idx')
      .on(t.createdAt, t.number)
      .where(sql`${t.archivedAt} is not null`),
    // the dashboard's count of placed live orders (an index-only count), and the payment filter's pages
    index('orders_placed_live_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null and ${t.paymentStatus} <> 'unpaid'`),
    index('orders_payment_idx').on(t.paymentStatus, t.createdAt),
    // the CSV export's keyset pages (created_at, id)
    index('orders_export_idx').on(t.createdAt, t.id),
    // the orders search (ILIKE '%…%' on each of these): pg_trgm's GIN indexes, one per searched expression
    index('orders_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('orders_name_trgm_idx').using(
      'gin',
      sql`((${t.shippingAddress}->>'firstName') || ' ' || (${t.shippingAddress}->>'lastName')) gin_trgm_ops`,
    ),
    index('orders_company_trgm_idx').using('gin', sql`(${t.shippingAddress}->>'companyName') gin_trgm_ops`),
    index('orders_postcode_trgm_idx').using(
      'gin',
      sql`(replace(${t.shippingAddress}->>'postCode', ' ', '')) gin_trgm_ops`,
    ),
  ],
);

/** What was bought, as it was when ordered: later catalogue changes do not alter an order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    cartLineId: uuid('cart_line_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A bundle line: the bundle it was (null once gone) and its garments as ordered; empty on a single line. */
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    bundleItems: jsonb('bundle_items').$type<BundleGarment[]>().notNull().default([]),
    title: text('title').notNull(),
    productTypes: text('product_types').array().notNull(),
    image: text('image').notNull(),
    backImage: text('back_image'),
    colour: text('colour').notNull(),
    colourHex: text('colour_hex'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The quantity break that priced `unit_price` (its minQuantity), or null at the base price: as charged. */
    priceBreak: integer('price_break'),
    notes: text('notes'),
    /** The decorations as ordered, one per position, with each logo's name and whether its setup was paid. */
    decorations: jsonb('decorations').$type<StoredDecoration[]>().notNull().default([]),
    /** A name per garment as ordered, with the price each name charged; null without names. */
    names: jsonb('names').$type<StoredNames>(),
    goods: integer('goods').notNull(),
    logoCharge: integer('logo_charge').notNull(),
    /** The line's VAT rate as charged (issue 34); null on an order without VAT. */
    vatRate: text('vat_rate', { enum: VAT_RATES }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.sortOrder),
    // a product's sales (top products, a product's deletion setting its lines' product_id null)
    index('order_lines_product_idx').on(t.productId),
  ],
);

/**
 * A proof the seller sent: version n of the order's artwork, with the seller's message and the customer's answer.
 * Versions are only ever added; a new version supersedes the unanswered one.
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    message: text('message').notNull().default(''),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's answer to this version; null while unanswered (or superseded unanswered). */
    answer: text('answer', { enum: ['approved', 'changes'] }),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_proofs_version_idx').on(t.orderId, t.version)],
);

/** The files of one proof version: one per decorated line, or one for the whole order (orderLineId null). */
export const orderProofFiles = pgTable(
  'order_proof_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proofId: uuid('proof_id')
      .notNull()
      .references(() => orderProofs.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull(),
    fileKey: text('file_key').notNull(),
    /** application/pdf, image/png, image/jpeg or image/webp, from the file's content */
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [index('order_proof_files_proof_idx').on(t.proofId, t.sortOrder)],
);

/** Sessions of the built-in test checkout (the stand-in for Stripe when no key is set). */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  amountTotal: integer('amount_total').notNull(),
  currency: text('currency').notNull(),
  lineItems: jsonb('line_items').notNull(),
  /** refunded: the seller gave the payment back (a full refund). An open session past `expiresAt` is expired. */
  status: text('status', { enum: ['open', 'paid', 'refunded'] })
    .notNull()
    .default('open'),
  /** When it can no longer be paid, as Stripe's sessions end (renewed while its page is open); null: 24 h. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A customer's address book: addresses they saved on /account or used at checkout (the last used one is
 * offered first). Only the owner reads or changes them.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<ShippingAddressRecord>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set when an order is placed to it; the latest is prefilled at checkout. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // at most one default per customer
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The transactional outbox: an effect of a database change (a mail, a call out) is written here in the same
 * transaction, and the job worker (server/services/jobs.ts) runs it until it succeeds. A worker claims a due
 * job by setting `locked_until` (its lease) and `claimed_by`; a crashed worker's job is claimed again once the
 * lease has passed. `dedupe_key` makes the same effect enqueue once however often its cause is retried.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler's name, e.g. `order.customer-confirmation`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** Not before: the backoff after a failure moves it on. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, the running one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last attempt failed: the job is not tried again; the log and this row say why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // the poll: open jobs by due time
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * What happened to an order and who did it: placed, paid, each status change, tracking, e-mails, notes,
 * refunds. The seller's timeline reads it; rows are only ever added.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    /** The seller or customer who did it; null for the shop itself (payment webhooks, jobs). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the actor reads in the timeline, kept as it was ("Seller (jo@shop.uk)", "Customer", "Shop"). */
    actorLabel: text('actor_label').notNull(),
    detail: jsonb('detail').$type<OrderEventDetail>().notNull().default({}),
    // the statement's own clock, not the transaction's: two events of one change (tracking, then Shipped) keep
    // their order in the timeline
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** E-mails a seller wrote to the customer from the order; "deleting" one hides it from the order's list. */
export const orderEmails = pgTable(
  'order_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the job's mail went out; null while it waits in the job table. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_emails_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The shop's own settings the seller changes from the dashboard, one JSON value per key (`pricing`: the decoration
 * ladders and the setup rule). A change bumps the catalogue version: the shop's pages show prices from them.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a buyer asked a quote for, as they asked it (POST /api/quotes). */
export interface StoredQuoteRequest {
  items: { productId: string; colour: string; sizes: { size: string; quantity: number }[] }[];
  description: string | null;
  decoration: {
    method: string;
    positions: string[];
    textLine: string | null;
    font: string | null;
    logoId: string | null;
  } | null;
  neededBy: string | null;
  postcode: string | null;
  notes: string | null;
}

/** A quote's priced content: the seller's draft, or a version as it was sent. */
export interface StoredQuoteDocument {
  lines: QuoteLine[];
  discountPercent: number;
  shipping: number;
  /** YYYY-MM-DD: acceptable to the end of this day, the shop's time. */
  validUntil: string;
  message: string;
}

/**
 * A buyer's request for a quote and the quote it becomes (issue 30; domain/quotes.ts has its states). The seller
 * works on `draft`; each send adds a quote_versions row, so earlier versions stay as they were sent.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Q-1001 onwards. */
    number: serial('number').notNull().unique(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('requested'),
    /** The version last sent; 0 before the first. */
    version: integer('version').notNull().default(0),
    /** The current version's valid-until day (YYYY-MM-DD), null before the first send. */
    validUntil: text('valid_until'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    request: jsonb('request').$type<StoredQuoteRequest>().notNull(),
    draft: jsonb('draft').$type<StoredQuoteDocument>(),
    /** The checkout its acceptance made (unpaid while the buyer pays; the order once paid). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The version whose reminder was enqueued, so each version is reminded once. */
    remindedVersion: integer('reminded_version').notNull().default(0),
    sellerOpenedAt: timestamp('seller_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_status_idx').on(t.status, t.createdAt),
    index('quotes_created_idx').on(t.createdAt),
    index('quotes_user_idx').on(t.userId, t.createdAt),
    // the clock's sweep: sent quotes by their last day
    index('quotes_sent_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** Each version of a quote as it was sent: only ever added. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<StoredQuoteDocument>().notNull(),
    /** The version's total in pence, from quoteTotals when it was sent: the list shows it without the lines. */
    total: integer('total').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_versions_version_idx').on(t.quoteId, t.version)],
);

/** A quote's timeline: every move, who made it and any comment; only ever added. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    version: integer('version').notNull(),
    comment: text('comment'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.createdAt)],
);

/**
 * A customer's trade account (issue 31): applied for, then approved with a credit limit and terms (or declined),
 * suspended and reopened. Its money is never here: it is the sum of its ledger's records.
 */
export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One account per customer. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: TRADE_STATUSES }).notNull().default('pending'),
    businessName: text('business_name').notNull(),
    companyNumber: text('company_number'),
    vatNumber: text('vat_number'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    invoiceAddress: jsonb('invoice_address').$type<TradeAddress>().notNull(),
    phone: text('phone').notNull(),
    monthlySpend: text('monthly_spend').$type<MonthlySpendBand>().notNull(),
    poRequired: boolean('po_required').notNull().default(false),
    /** pence */
    creditLimit: integer('credit_limit').notNull().default(0),
    termsDays: integer('terms_days').notNull().default(30),
    /** Why it was declined or suspended, as the customer was told. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_accounts_status_idx').on(t.status, t.createdAt),
    check('trade_accounts_limit_not_negative', sql`${t.creditLimit} >= 0`),
  ],
);

/** Every decision and record on an account, with who and when: only ever added. */
export const tradeAccountEvents = pgTable(
  'trade_account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TradeEventKind>().notNull(),
    summary: text('summary').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('trade_account_events_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * An account's money as records, never edited: an invoice per on-account order, a credit note per cancelled or
 * refunded one, and each payment received. The balance is their sum (domain/trade.ts).
 */
export const tradeLedger = pgTable(
  'trade_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** pence, positive: the kind says which way it goes */
    amount: integer('amount').notNull(),
    /** YYYY-MM-DD, the shop's day */
    day: text('day').notNull(),
    /** The invoice's or credit note's order, or the invoice a payment was made against. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderNumber: integer('order_number'),
    dueDay: text('due_day'),
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByLabel: text('recorded_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('trade_ledger_account_idx').on(t.accountId, t.day),
    // one invoice and at most one credit note per order
    uniqueIndex('trade_ledger_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('trade_ledger_credit_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit'`),
    check('trade_ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The payment reminders each invoice was sent (or passed over as too late): each kind once per invoice. */
export const tradeReminders = pgTable(
  'trade_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** false: its day had passed when a later one was due, so it was never sent */
    sent: boolean('sent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/**
 * A team store (issue 32): an organisation's own shop at /store/{slug}, with its garments, prices and fixed
 * decoration. Never deleted once it has orders: archived.
 */
export const teamStores = pgTable(
  'team_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    welcome: text('welcome').notNull().default(''),
    /** The banner picture's file key (a WebP the shop made from the seller's upload), or null. */
    bannerKey: text('banner_key'),
    /** The organisation's logo, uploaded by the seller: a logos row (the seller's), applied to every garment. */
    logoId: uuid('logo_id').references(() => logos.id, { onDelete: 'set null' }),
    access: text('access', { enum: STORE_ACCESS }).notNull().default('open'),
    /** The code members type when `access` is 'code'. */
    accessCode: text('access_code'),
    /** Lower-case domains without '@' when `access` is 'domain'. */
    allowedDomains: text('allowed_domains').array().notNull().default([]),
    namesEnabled: boolean('names_enabled').notNull().default(false),
    namePosition: text('name_position').notNull().default('Large Back'),
    nameMethod: text('name_method').notNull().default('Print'),
    nameFont: text('name_font').notNull().default('Standard'),
    nameMaxLength: integer('name_max_length').notNull().default(20),
    /** pence per name */
    namePrice: integer('name_price').notNull().default(350),
    /** UK days, inclusive; null: from now / until closed. */
    opensOn: text('opens_on'),
    closesOn: text('closes_on'),
    /** Set when the seller closes the store before (or without) a closing day. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    delivery: text('delivery', { enum: STORE_DELIVERY }).notNull().default('member'),
    /** The organisation's delivery address, when everything goes there. */
    deliveryAddress: jsonb('delivery_address').$type<TradeAddress>(),
    payer: text('payer', { enum: STORE_PAYERS }).notNull().default('member'),
    /** The organisation's trade account, when it pays and has one: member orders are placed on it. */
    tradeAccountId: uuid('trade_account_id').references(() => tradeAccounts.id, { onDelete: 'set null' }),
    /** The organisation's contact: may approve the batch proof; the batch's notices go here. */
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The batch proof, approved once for every member order (by the seller or the organisation's contact). */
    proofApprovedAt: timestamp('proof_approved_at', { withTimezone: true }),
    proofApprovedBy: text('proof_approved_by'),
    /** When the seller marked the batch shipped. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_stores_created_idx').on(t.createdAt),
    check('team_stores_name_price', sql`${t.namePrice} >= 0`),
  ],
);

/** A garment a team store offers: its colours, the store's price (decoration included) and the decoration. */
export const teamStoreProducts = pgTable(
  'team_store_products',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => teamStores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** Colour names of the product's that members may choose. */
    colours: text('colours').array().notNull(),
    /** pence per garment, the decoration included */
    price: integer('price').notNull(),
    decorations: jsonb('decorations').$type<StoreDecoration[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    check('team_store_products_price', sql`${t.price} > 0`),
  ],
);

/*
 * Summaries (issue 35): sums of the orders kept in step by triggers in the writing transaction (migration 0031),
 * so the seller's figures at a million orders read a few thousand rows, not every order. They are never the
 * record: `select shop_rebuild_summaries()` computes them again from the orders (a bulk load runs with triggers
 * off, then calls it), and a test checks both ways give the sums the orders give. Earned = paid, invoiced or
 * refunded; kept = not refunded in full; days are the shop's (Europe/London) days of the order's placing.
 */
const pence = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Per shop day: earned orders' totals, refunds and VAT, and how many were kept. */
export const earningsDays = pgTable('earnings_days', {
  day: date('day').primaryKey(),
  orders: integer('orders').notNull().default(0),
  gross: pence('gross'),
  refunded: pence('refunded'),
  vat: pence('vat'),
});

/**
 * Per shop day (and per month, the same sums) and product, on kept orders: units sold and revenue (goods and
 * logo application less the order's refund in proportion, rounded per line). A deleted product's lines count
 * under the title they were sold under (`product_key`), as the report groups them.
 */
const productSalesColumns = {
  productKey: text('product_key').notNull(),
  productId: uuid('product_id'),
  /** The title it was last sold under (at `title_at`, the order's placing). */
  title: text('title').notNull(),
  titleAt: timestamp('title_at', { withTimezone: true }).notNull(),
  units: pence('units'),
  revenue: pence('revenue'),
};
export const productSalesDays = pgTable(
  'product_sales_days',
  { day: date('day').notNull(), ...productSalesColumns },
  (t) => [primaryKey({ columns: [t.day, t.productKey] })],
);
export const productSalesMonths = pgTable(
  'product_sales_months',
  { month: date('month').notNull(), ...productSalesColumns },
  (t) => [primaryKey({ columns: [t.month, t.productKey] })],
);

/** Per shop day, decoration method and position, on kept orders: garments decorated and lines carrying it. */
export const decorationDays = pgTable(
  'decoration_days',
  {
    day: date('day').notNull(),
    method: text('method').notNull(),
    position: text('position').notNull(),
    units: pence('units'),
    lines: integer('lines').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.position] })],
);

/** Per customer: placed orders (archived ones too), what the earned ones brought in less refunds, the latest. */
export const customerTotals = pgTable(
  'customer_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    spent: pence('spent'),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
  },
  // the customers list, latest order first
  (t) => [index('customer_totals_latest_idx').on(t.lastOrderAt.desc(), t.userId)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Outgoing webhooks: where the shop posts its events. Archived, never deleted, so the log keeps its endpoint. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  /** The signing secret, AES-256-GCM under a key derived from APP_SECRET (`iv.tag.ciphertext`, base64url). */
  secretEncrypted: text('secret_encrypted').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** One event to one endpoint: the body sent (same bytes on every retry) and the last attempt's outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    /** The first 1 KB of the receiver's answer (or the error when there was none). */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id),
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
  ],
);
