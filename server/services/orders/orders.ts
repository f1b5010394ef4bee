import { LIST_LIMITS } from '../../../domain/list-limits';
import type { CheckoutMarketingChoice } from '../../../domain/consent';
import { recordCheckoutConsent } from '../marketing-consent';
import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from 'pino';
import { isAnonymisedEmail } from '../../../domain/customers';
import { isUuid } from '../../../domain/ids';
import { ORDER_LINK_MESSAGES, orderLinkExpiry } from '../../../domain/order-links';
import { can, type Role } from '../../../domain/permissions';
import { hasDecoratedLine } from '../../../domain/production';
import { storedLogoIds, type LineItem } from '../../../domain/line-item';
import type { ShopInfo } from '../../../domain/shop-info';
import type { ShippingAddress } from '../../../domain/schemas/checkout';
import type { ShippingType } from '../../../domain/shipping';
import type { CartTotals } from '../../../domain/pricing';
import type { Database, Tx } from '../../db/client';
import { cartLines, orderLines, orders, teamStores, type ShippingAddressRecord } from '../../db/schema';
import { AppError } from '../../errors';
import { readExpiring, signExpiring } from '../../security/signed-tokens';
import { hashToken, newToken } from '../../security/tokens';
import type { Mailer } from '../../integrations/mail/mailer';
import {
  CHECKOUT_MAX_MS,
  CHECKOUT_SESSION_MS,
  type PaymentResult,
} from '../../integrations/payments/provider';
import { defineJob, OrderJobPayload, type JobQueue } from '../jobs';
import { SHOP_ACTOR, type OrderActor, type OrderEventsService } from './order-events';
import type { LogoService } from '../logos';
import type { PromoService } from '../promos';
import type { MailPicture } from '../mail-pictures';
import { orderMails, type MockupAttachments } from '../order-mails';
import { orderLineItem, orderLineValues, type OrderRow, type OrderWithLines } from './order-record';
import { changeLineVatRate, newOrderVat } from './order-vat';
import type { VatRate } from '../../../domain/vat';
import { extendHolds, releaseHolds, reserveStock, takeStock, type StockFallListener } from '../stock';
import { NO_COUNTS, type OrderCounts } from './order-counts';

/** The jobs the paying transaction enqueues, one per mail. */
export const CUSTOMER_MAIL = 'order.customer-confirmation';
export const SELLER_MAIL = 'order.seller-notice';
/** The order page's link token set with the payment; rows enqueued before it was kept have none. */
const CustomerMailPayload = OrderJobPayload.extend({ accessToken: z.string().nullish() });

const ORDER_LINK_PURPOSE = 'order-link';

/**
 * The order page's link for mails sent after the confirmation (proofs, a link mailed again): signed, not
 * stored, so every mail can carry one and the confirmation's stored token keeps working beside it. It opens
 * the order for ORDER_LINK_DAYS from `now`.
 */
export const orderLinkToken = (secret: string, orderId: string, now: Date) =>
  signExpiring(secret, ORDER_LINK_PURPOSE, orderId, orderLinkExpiry(now));

/** Who someone is to an order. */
export interface OrderViewer {
  userId?: string | null;
  role?: Role | null;
  /** The confirmation mail's stored token, or a signed order link token. */
  accessToken?: string | null;
}

type LinkedOrder = Pick<OrderRow, 'id' | 'userId' | 'email' | 'accessTokenHash' | 'paidAt' | 'createdAt'>;

/**
 * What a mailed link's token is to this order: it opens it, it did until it expired, or it is nothing to it
 * (another order's, forged, or the customer was deleted: their links end with them).
 */
export function orderLinkState(
  order: LinkedOrder,
  token: string | null | undefined,
  secret: string,
  now: Date,
): 'valid' | 'expired' | null {
  if (token == null || token === '' || isAnonymisedEmail(order.email)) return null;
  let expiresAt: Date;
  if (hashToken(token) === order.accessTokenHash) {
    // the confirmation's token is set with the payment
    expiresAt = orderLinkExpiry(order.paidAt ?? order.createdAt);
  } else {
    const signed = readExpiring(secret, ORDER_LINK_PURPOSE, token);
    if (!signed || signed.value !== order.id) return null;
    // a link signed before links expired was made after the order was placed: no older than the order
    expiresAt = signed.expiresAt ?? orderLinkExpiry(order.createdAt);
  }
  return expiresAt > now ? 'valid' : 'expired';
}

/**
 * How a viewer may see an order: as a seller, its owner (logged in), the holder of a mailed link that still
 * works, or not at all. A seller counts as a seller even with a link in hand: only the customer answers a proof.
 */
export function orderAccess(
  order: LinkedOrder,
  viewer: OrderViewer,
  secret: string,
  now: Date,
): 'seller' | 'owner' | 'link' | null {
  if (can(viewer, 'orders:view')) return 'seller';
  if (viewer.userId != null && order.userId === viewer.userId) return 'owner';
  return orderLinkState(order, viewer.accessToken, secret, now) === 'valid' ? 'link' : null;
}

/** orderAccess, or the refusal: 410 for a link that has expired (a new one can be mailed), else 404. */
export function requireOrderAccess(
  order: LinkedOrder | null,
  viewer: OrderViewer,
  secret: string,
  now: Date,
): 'seller' | 'owner' | 'link' {
  const access = order && orderAccess(order, viewer, secret, now);
  if (access) return access;
  if (order && orderLinkState(order, viewer.accessToken, secret, now) === 'expired')
    throw new AppError('gone', ORDER_LINK_MESSAGES.expired);
  throw new AppError('not_found', 'Order not found');
}

/** An unpaid checkout that can still be paid: not cancelled, not abandoned, its payment session not ended. */
const isPayable = and(
  eq(orders.paymentStatus, 'unpaid'),
  isNull(orders.abandonedAt),
  ne(orders.status, 'Cancelled'),
  gt(orders.paymentExpiresAt, sql`now()`),
);

/** Told, inside the paying or abandoning transaction, that a checkout was paid or given up. */
export interface CheckoutSettledHook {
  paid(tx: Tx, order: OrderRow): Promise<void>;
  abandoned(tx: Tx, orderId: string): Promise<void>;
}

/** The 429 for one checkout too many from an address. */
export const tooManyCheckouts = (max: number) =>
  `You already have ${max} unpaid checkouts waiting. Pay for one, or try again in ${CHECKOUT_SESSION_MS / 60_000} minutes when they have expired.`;

export function createOrdersService(deps: {
  db: Database;
  logos: LogoService;
  promos: PromoService;
  mailer: Mailer;
  /** The durable job queue: the confirmation mails are jobs enqueued in the paying transaction. */
  jobs: JobQueue;
  /** The order's timeline: placed and paid are recorded in the same transactions. */
  events: OrderEventsService;
  shop: ShopInfo;
  logger: Logger;
  /** Absolute base of links in mails. */
  publicUrl: string;
  /** The app's signing secret (resolveAppSecret): signs the order links proof mails carry. */
  secret: string;
  /** Draws each decorated line's mock-up for the mails; optional so a failure never blocks an order. */
  mockups?: MockupAttachments;
  /** Each plain line's garment picture as a JPEG to embed in the mails. */
  pictures?: MailPicture;
  /** The shop's clock: when mailed links are made and whether they still work. */
  now?: () => Date;
  /** Counts orders placed and paid for /metrics, after their transaction commits. */
  counts?: OrderCounts;
}) {
  const { db, logos, promos, mailer, shop, logger, jobs, events } = deps;
  const counts = deps.counts ?? NO_COUNTS;
  /** An address as unpaid checkouts keep it: keyed, so the column names no one's address. */
  const checkoutFromKey = (address: string) =>
    createHmac('sha256', deps.secret).update(`checkout-from\n${address}`).digest('base64url');
  const now = deps.now ?? (() => new Date());
  const placedBy = (userId: string | null): OrderActor => ({
    id: userId,
    label: userId ? 'Customer' : 'Guest',
  });

  /**
   * Placed on account: a trade account's (its invoice due on `dueDay`), or — a team store's organisation without
   * one (issue 32) — all null: the seller invoices the organisation.
   */
  type OnAccount =
    | { accountId: string; dueDay: string; termsDays: number }
    | { accountId: null; dueDay: null; termsDays: null };

  /** The orders with their lines mapped to the shop's line type, in two queries however many orders. */
  async function withLines(rows: OrderRow[]): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lineRows = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.sortOrder));
    const logoRows = await logos.byIds(storedLogoIds(lineRows));
    // a team store member's order: its lines say which store (their price and logo were the store's)
    const storeIds = [...new Set(rows.flatMap((o) => (o.storeId ? [o.storeId] : [])))];
    const stores = new Map(
      (storeIds.length
        ? await db
            .select({ id: teamStores.id, name: teamStores.name, slug: teamStores.slug })
            .from(teamStores)
            .where(inArray(teamStores.id, storeIds))
        : []
      ).map((s) => [s.id, s]),
    );
    return rows.map((order) => {
      const store = order.storeId ? stores.get(order.storeId) : undefined;
      return {
        ...order,
        lines: lineRows
          .filter((l) => l.orderId === order.id)
          .map((l) => ({ ...orderLineItem(l, logoRows), ...(store ? { store } : {}) })),
      };
    });
  }
  const withLinesOf = async (order: OrderRow) => (await withLines([order]))[0]!;

  async function confirmationMails(orderId: string, accessToken: string) {
    const order = await byId(orderId);
    if (!order) throw new Error(`Order ${orderId} not found`);
    return orderMails({
      order: await withLinesOf(order),
      shop,
      publicUrl: deps.publicUrl,
      accessToken,
      mockups: deps.mockups,
      pictures: deps.pictures,
      logger,
    });
  }

  // The customer's confirmation carries the order page's link token set with the payment (the job holds it: it
  // opens no more than the order row beside it). A job without one makes a new link.
  const customerMailJob = defineJob(CUSTOMER_MAIL, CustomerMailPayload, async (payload) => {
    const { orderId } = payload;
    let accessToken = payload.accessToken ?? null;
    if (!accessToken) {
      accessToken = newToken();
      await db
        .update(orders)
        .set({ accessTokenHash: hashToken(accessToken) })
        .where(eq(orders.id, orderId));
    }
    const mails = await confirmationMails(orderId, accessToken);
    await mailer.send(mails.customer);
    await db
      .update(orders)
      .set({ mailsSentAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.mailsSentAt)));
  });
  const sellerMailJob = defineJob(SELLER_MAIL, OrderJobPayload, async (payload) => {
    // the seller's notice links to the admin page, not to the customer's token link
    const mails = await confirmationMails(payload.orderId, '');
    await mailer.send(mails.seller);
  });
  jobs.register(customerMailJob);
  jobs.register(sellerMailJob);

  async function byId(id: string): Promise<OrderRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  }

  /**
   * What placing an order does once, in the transaction that places it (a card payment's, or an on-account
   * order's): its garments leave the stock, the cart lines it was made from go, the promo's use and the logos'
   * setup are recorded, a decorated order waits for its first proof, and the two confirmation mails are enqueued.
   */
  async function settlePlaced(tx: Tx, order: OrderRow, accessToken: string) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // the garments leave the stock now, once; the order's holds go with them
    const falls = await takeStock(
      tx,
      order.id,
      lines.map((l) => orderLineItem(l, new Map())),
    );
    if (falls.length > 0) for (const listener of stockLowListeners) await listener(tx, falls);
    const cartLineIds = lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : []));
    if (cartLineIds.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, cartLineIds));
    if (order.promoCodeId) await promos.recordUse(order.promoCodeId, tx);
    await logos.markSetupPaid(storedLogoIds(lines), tx);
    await recordCheckoutConsent(tx, order);
    // a decorated order is made from an approved proof: it waits for the seller's first one
    if (hasDecoratedLine(lines))
      await tx.update(orders).set({ productionStatus: 'Awaiting proof' }).where(eq(orders.id, order.id));
    // one job per mail: a retry after a failed send never sends the other mail twice
    await jobs.enqueue(
      tx,
      customerMailJob,
      { orderId: order.id, accessToken },
      { dedupeKey: `${CUSTOMER_MAIL}:${order.id}` },
    );
    await jobs.enqueue(tx, sellerMailJob, { orderId: order.id }, { dedupeKey: `${SELLER_MAIL}:${order.id}` });
  }

  const settledHooks: CheckoutSettledHook[] = [];
  const stockLowListeners: StockFallListener[] = [];

  return {
    /**
     * What else a checkout's end changes, in the same transaction: an accepted quote is paid with its order, or
     * goes back to the buyer when its payment session ended unpaid.
     */
    onCheckoutSettled(hook: CheckoutSettledHook) {
      settledHooks.push(hook);
    },

    /** Sizes an order's stock taking (paid, or placed on account) left below the low-stock threshold, in `tx`. */
    onStockLow(listener: StockFallListener) {
      stockLowListeners.push(listener);
    },

    async findByIdempotencyKey(key: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return row ?? null;
    },

    /**
     * Writes the order (Pending, unpaid) with snapshots of its lines, in one transaction; an order with a promo
     * code takes one use of it there (promos.reserve), or is not written. Its garments (single and bundle) are
     * held for it there too, until its checkout expires: one that would oversell is refused (409, naming the
     * product, colour and size) and nothing is written.
     */
    async createPending(input: {
      userId: string | null;
      cartId: string;
      address: ShippingAddress;
      shippingType: ShippingType;
      lines: LineItem[];
      totals: CartTotals;
      promo: { id: string; code: string } | null;
      provider: string;
      idempotencyKey: string;
      /** When its payment session ends: its holds (stock, promo use) last until then. */
      expiresAt: Date;
      /**
       * The visitor's address and how many payable checkouts (other than this cart's) one address may hold at
       * once: one more is refused with 429, so a visitor without paying cannot hold the shop's stock.
       */
      from: { address: string; maxLive: number } | null;
      /** An accepted quote's checkout (its id stands for the cart): the order says "From quote Q-1001". */
      quote?: { id: string; number: number };
      /** The caller's transaction (an accepted quote's, which holds the quote's row): written inside it. */
      within?: Tx;
      /** The buyer's purchase order number, on any order. */
      poNumber?: string | null;
      /** A team store member's order (its lines are the store's). */
      storeId?: string | null;
      /**
       * Placed on a trade account (its credit checked by the caller under the account's lock): the order is
       * invoiced, not paid, and placed at once as a paid one is — stock taken, proof step, mails.
       */
      onAccount?: OnAccount;
      /** What the buyer chose about offers by e-mail: recorded when paid or placed (issue 34). */
      marketingChoice?: CheckoutMarketingChoice | null;
    }): Promise<OrderRow> {
      // replaced by the token the confirmation mail carries; until then no link opens the order (an order on
      // account is placed now: its token is the mail's)
      const placeholderToken = newToken();
      const { onAccount } = input;
      const checkoutFrom = input.from ? checkoutFromKey(input.from.address) : null;
      const placed = await (input.within ?? db).transaction(async (tx) => {
        if (input.from && checkoutFrom) {
          // one address's checkouts are counted one at a time, so simultaneous ones cannot all slip under
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout-from:${checkoutFrom}`}))`);
          const [live] = await tx
            .select({ n: count() })
            .from(orders)
            .where(
              and(
                eq(orders.checkoutFrom, checkoutFrom),
                isPayable,
                or(isNull(orders.cartId), ne(orders.cartId, input.cartId)),
              ),
            );
          if ((live?.n ?? 0) >= input.from.maxLive)
            throw new AppError('rate_limited', tooManyCheckouts(input.from.maxLive));
        }
        const redeem = input.promo
          ? await promos.reserve(tx, { promoId: input.promo.id, userId: input.userId })
          : null;
        const hold = await reserveStock(tx, { cartId: input.cartId, lines: input.lines });
        // VAT-registered from its start day (issue 34): net, VAT and gross per rate as charged; the total stays
        const vat = await newOrderVat(tx, {
          lines: input.lines,
          charges: input.totals,
          at: now(),
          logger,
        });
        const [row] = await tx
          .insert(orders)
          .values({
            userId: input.userId,
            cartId: input.cartId,
            email: input.address.email,
            accessTokenHash: hashToken(placeholderToken),
            shippingAddress: input.address satisfies ShippingAddressRecord,
            shippingType: input.shippingType,
            goods: input.totals.goods,
            logoCharges: input.totals.logoCharges,
            setupFees: input.totals.setupFees,
            discountPercent: input.totals.discountPercent,
            discount: input.totals.discount,
            shipping: input.totals.shipping,
            total: input.totals.total,
            promoCodeId: input.promo?.id ?? null,
            promoCode: input.promo?.code ?? null,
            paymentProvider: onAccount ? 'account' : input.provider,
            idempotencyKey: input.idempotencyKey,
            paymentExpiresAt: onAccount ? null : input.expiresAt,
            paymentStatus: onAccount ? 'invoiced' : 'unpaid',
            poNumber: input.poNumber ?? null,
            tradeAccountId: onAccount?.accountId ?? null,
            storeId: input.storeId ?? null,
            invoiceDueDay: onAccount?.dueDay ?? null,
            paymentTermsDays: onAccount?.termsDays ?? null,
            checkoutFrom,
            quoteId: input.quote?.id ?? null,
            quoteNumber: input.quote?.number ?? null,
            vat: vat?.vat ?? null,
            vatAmount: vat?.vat.vat ?? null,
            marketingChoice: input.userId ? (input.marketingChoice ?? null) : null,
          })
          .returning();
        if (redeem) await redeem(row!.id);
        await hold(row!.id, input.expiresAt);
        await tx.insert(orderLines).values(
          input.lines.map((l, i) => ({
            ...orderLineValues(row!.id, l, i),
            cartLineId: l.id,
            vatRate: vat?.lineRates[i] ?? null,
          })),
        );
        await events.record(tx, row!.id, 'placed', placedBy(input.userId));
        if (onAccount) {
          await events.record(
            tx,
            row!.id,
            'invoiced',
            placedBy(input.userId),
            onAccount.dueDay ? { dueDay: onAccount.dueDay } : {},
          );
          await settlePlaced(tx, row!, placeholderToken);
        }
        return row!;
      });
      // inside a caller's transaction it is the caller that counts the order, once that commits
      if (!input.within) counts.orderPlaced();
      return placed;
    },

    async attachPaymentSession(orderId: string, session: { id: string; url: string }) {
      await db
        .update(orders)
        .set({ paymentSessionId: session.id, paymentUrl: session.url, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /**
     * The one step that marks an order paid, reached by the webhook and by the success page's verification in
     * any order and any number of times: the amount and currency must match the order. Only the first call, in
     * one transaction, marks it paid, takes its garments out of stock, empties the cart lines it was made from, records the promo's use, marks
     * its logos' setup paid and enqueues the customer's and the seller's mails as jobs: a crash after the
     * commit loses none of them, and the job worker sends them (after a restart if need be).
     */
    async confirmPayment(result: PaymentResult): Promise<{ order: OrderWithLines; newlyPaid: boolean }> {
      const [bySession] = await db.select().from(orders).where(eq(orders.paymentSessionId, result.sessionId));
      const order = bySession ?? (result.orderId ? await byId(result.orderId) : null);
      if (!order) throw new AppError('not_found', 'Order not found');
      if (!result.paid) throw new AppError('bad_request', 'The payment has not been completed.');
      if (result.amountTotal !== order.total || result.currency.toLowerCase() !== 'gbp') {
        logger.error({ orderId: order.id, result }, 'payment amount does not match the order');
        throw new AppError('conflict', 'The payment does not match the order. Please contact support.');
      }
      // paid already (the success page after the webhook, or a webhook sent again): nothing to write
      if (order.paymentStatus !== 'unpaid') return { order: await withLinesOf(order), newlyPaid: false };

      // the link the confirmation mail carries (a guest has no account to see the order through); set with the
      // payment and kept in the mail's job, so a resent mail carries the same working link
      const accessToken = newToken();
      const paidNow = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            paidAt: sql`now()`,
            updatedAt: sql`now()`,
            accessTokenHash: hashToken(accessToken),
            // paid late, after its checkout was given up on: an order after all
            abandonedAt: null,
            checkoutFrom: null,
          })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')))
          .returning();
        if (!updated) return false; // paid already, by the other path
        await events.record(tx, order.id, 'paid', SHOP_ACTOR);
        for (const hook of settledHooks) await hook.paid(tx, updated);
        await settlePlaced(tx, updated, accessToken);
        return true;
      });
      if (paidNow) {
        counts.orderPaid();
        jobs.kick();
      }

      const full = await withLinesOf((await byId(order.id))!);
      return { order: full, newlyPaid: paidNow };
    },

    /** Unpaid checkouts whose payment session has ended by `now` and are not marked abandoned yet, oldest first. */
    async expiredCheckouts(now: Date, limit = 100): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'unpaid'),
            isNull(orders.abandonedAt),
            lte(orders.paymentExpiresAt, now),
          ),
        )
        .orderBy(asc(orders.paymentExpiresAt))
        .limit(limit);
    },

    /**
     * An unpaid checkout whose payment session ended: it is marked abandoned (no order: out of the seller's
     * counters and list, see the Abandoned filter), its stock holds and promo use are given back, its address
     * forgotten, and its idempotency key set aside so the same cart can check out anew. Once; false when it was
     * paid or abandoned meanwhile.
     */
    async abandon(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            abandonedAt: sql`now()`,
            checkoutFrom: null,
            idempotencyKey: sql`${orders.idempotencyKey} || ':abandoned:' || ${orders.id}`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid'), isNull(orders.abandonedAt)))
          .returning({ id: orders.id });
        if (!row) return false;
        await releaseHolds(tx, orderId);
        await events.record(tx, orderId, 'abandoned', SHOP_ACTOR);
        for (const hook of settledHooks) await hook.abandoned(tx, row.id);
        return true;
      });
    },

    /**
     * The buyer is still on the payment page: the checkout (its payment session's end, its stock holds) lasts
     * until `until`, never longer than CHECKOUT_MAX_MS from its start. Nothing for a checkout paid, cancelled or
     * abandoned. The end it has now, or null.
     */
    async extendCheckout(orderId: string, until: Date): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            paymentExpiresAt: sql`least(greatest(${orders.paymentExpiresAt}, ${until.toISOString()}::timestamptz), ${orders.createdAt} + make_interval(secs => ${CHECKOUT_MAX_MS / 1000}))`,
          })
          .where(and(eq(orders.id, orderId), isPayable))
          .returning({ paymentExpiresAt: orders.paymentExpiresAt });
        if (!row?.paymentExpiresAt) return null;
        await extendHolds(tx, orderId, row.paymentExpiresAt);
        return row.paymentExpiresAt;
      });
    },

    /** A staff member corrects a line's VAT rate on an unpaid VAT order (409 once paid or invoiced). */
    changeLineVatRate: (orderId: string, lineId: string, rate: VatRate) =>
      changeLineVatRate(db, { orderId, lineId, rate, logger }),

    async get(id: string): Promise<OrderWithLines | null> {
      const order = await byId(id);
      return order ? withLinesOf(order) : null;
    },

    async getBySession(sessionId: string): Promise<OrderWithLines | null> {
      const [row] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
      return row ? withLinesOf(row) : null;
    },

    /**
     * For the order's owner, a seller, or whoever holds a mailed link (the confirmation's stored token or a
     * signed order link); else 404.
     */
    async getForViewer(id: string, viewer: OrderViewer): Promise<OrderWithLines> {
      const order = await byId(id);
      requireOrderAccess(order, viewer, deps.secret, now());
      return withLinesOf(order!);
    },

    /** The signed token of the order page's link (proof mails carry it), good for ORDER_LINK_DAYS from now. */
    linkToken: (orderId: string) => orderLinkToken(deps.secret, orderId, now()),

    /**
     * The customer's orders, newest first, a page at a time (at most LIST_LIMITS.customerOrders): an abandoned
     * checkout is none.
     */
    async listForUser(
      userId: string,
      { page = 1, pageSize = LIST_LIMITS.customerOrders }: { page?: number; pageSize?: number } = {},
    ): Promise<OrderWithLines[]> {
      const size = Math.min(Math.max(1, pageSize), LIST_LIMITS.customerOrders);
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), isNull(orders.abandonedAt)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset((Math.max(1, page) - 1) * size);
      return withLines(rows);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
