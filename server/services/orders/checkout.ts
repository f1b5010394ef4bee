import { createHash } from 'node:crypto';
import { priceCheckout } from '../../../domain/pricing';
import { formatOrderNumber } from '../../../domain/orders';
import type { CreateCheckoutInput as CheckoutRequest } from '../../../domain/schemas/checkout';
import { SHIPPING_OPTIONS, shippingMismatch } from '../../../domain/shipping';
import { AppError } from '../../errors';
import type { Logger } from 'pino';
import {
  CHECKOUT_SESSION_MS,
  type CheckoutLineItem,
  type PaymentProvider,
} from '../../integrations/payments/provider';
import type { AddressService } from '../addresses';
import { noLongerAvailable, type CartOwner, type CartService } from '../cart';
import type { OrderRow } from './order-record';
import type { OrdersService } from './orders';
import type { PromoService } from '../promos';
import type { RateLimiter, RateRule } from '../rate-limit';
import type { TradeAccountsService } from '../trade/trade-accounts';
import { PO_NUMBER_MAX_LENGTH, TRADE_MESSAGES } from '../../../domain/trade';
import type { CartStoreView } from '../../../domain/team-store-view';
import { STORE_MESSAGES } from '../../../domain/team-stores';
import type { LineItem } from '../../../domain/line-item';
import type { Tx } from '../../db/client';

/**
 * Payable checkouts one address may hold at once (other than its own cart's latest): each holds its garments for
 * the payment session's life, so a visitor who never pays cannot hold the shop's stock.
 */
export const MAX_LIVE_CHECKOUTS_PER_ADDRESS = 3;
/** Checkouts one address may start (retries included) in a quarter of an hour. */
export const CHECKOUT_STARTS: RateRule = { limit: 10, windowSeconds: 15 * 60 };
const TOO_MANY_STARTS =
  'Too many checkouts started from your connection. Please wait a few minutes and try again.';
/** How often the worker looks for checkouts whose payment session ended unpaid. */
export const ABANDONED_CHECKOUT_SWEEP_MS = 5 * 60 * 1000;

/**
 * Checkout: the server is the price authority. It prices its own cart with domain/pricing (whatever totals a
 * client sent), writes the order, and asks the payment provider for a hosted checkout of the same total. An
 * unpaid checkout holds its garments for its payment session's life (CHECKOUT_SESSION_MS, renewed while the
 * buyer is on the payment page where the provider can); one whose session ended unpaid is abandoned.
 */
export function createCheckoutService(deps: {
  cart: CartService;
  promos: PromoService;
  orders: OrdersService;
  payments: PaymentProvider;
  /** Counts checkout starts per address. */
  limiter: RateLimiter;
  /** Remembers a customer's delivery address for their next checkout. */
  addresses?: AddressService;
  /** Trade accounts: an approved account's order is placed on account, against its credit limit. */
  trade?: Pick<TradeAccountsService, 'placeOrder'>;
  logger?: Logger;
  /** The clock the abandoned-checkout sweep reads (tests move it). */
  now?: () => Date;
}) {
  const { cart, promos, orders, payments, addresses, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async start(input: {
      owner: CartOwner;
      user: { id: string } | null;
      request: CheckoutRequest;
      /** The shop's address as the shopper reached it, for the provider's return links. */
      origin: string;
      /** The visitor's address: checkouts are counted and capped per address. */
      clientIp: string;
    }): Promise<{ sessionId: string | null; url: string; orderId: string }> {
      let { request } = input;
      await limiter.hit(`checkout:ip:${input.clientIp}`, CHECKOUT_STARTS, TOO_MANY_STARTS);
      const { cartId, view } = await cart.getWithId(input.owner, { shippingType: request.shippingType });
      if (!cartId || view.lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
      // a team store's cart: its rules, then the order goes where the store says and is paid as it says
      const store = view.store;
      if (store) request = storeRequest(store, view.lines, request);
      // refused before anything is written: only an approved account pays on account
      if (!store && request.paymentMethod === 'account' && (!input.user || !deps.trade))
        throw new AppError('forbidden', TRADE_MESSAGES.notApproved);
      // the schema refuses it already; the service holds the rule for every caller
      const wrongShipping = shippingMismatch(request.shippingAddress.country, request.shippingType);
      if (wrongShipping) throw new AppError('bad_request', wrongShipping);
      const gone = view.lines.find((l) => l.unavailable);
      if (gone)
        throw new AppError(
          'bad_request',
          `${noLongerAvailable(gone.title)} Please remove it from your cart.`,
        );

      let promo: { id: string; code: string; percent: number } | null = null;
      if (request.promoCode) {
        if (!input.user) throw new AppError('unauthorized', 'Please login to use promo codes.');
        // expiry, limits and one per customer are checked as the order takes its use (orders.createPending),
        // so a retry of a checkout that holds the last use finds its order again
        const row = await promos.validate(request.promoCode, input.user.id, { rules: false });
        promo = { id: row.id, code: row.code, percent: row.percent };
      }

      const lines = view.lines;
      // the lines come priced at the breaks their quantities reach now, whatever another tab showed
      const { totals, charges } = priceCheckout(lines, {
        setup: view.pricing,
        shippingType: request.shippingType,
        discountPercent: promo?.percent ?? 0,
        // everything goes to the organisation in one parcel: no delivery charge for its members
        noShipping: store?.delivery === 'organisation',
      });

      // a double click or a retry of the same cart, address and choices finds the same order and session
      const idempotencyKey = createHash('sha256')
        .update(
          JSON.stringify([
            cartId,
            lines.map((l) => [l.id, l.quantity, l.unitPrice]),
            request.shippingAddress,
            request.shippingType,
            promo?.code ?? null,
            totals.total,
            // an order on account is another order than the card checkout of the same cart
            ...(request.paymentMethod === 'account' ? ['account', request.poNumber] : []),
            ...(store ? ['store', store.id, store.payer] : []),
          ]),
        )
        .digest('hex');
      if (store?.payer === 'organisation') {
        const placed = await orders.findByIdempotencyKey(idempotencyKey);
        const place = (
          tx: Tx | undefined,
          onAccount: Parameters<OrdersService['createPending']>[0]['onAccount'],
        ) =>
          orders.createPending({
            userId: input.user?.id ?? null,
            cartId,
            address: request.shippingAddress,
            shippingType: request.shippingType,
            lines,
            totals,
            promo: null,
            provider: 'account',
            idempotencyKey,
            expiresAt: new Date(now().getTime() + CHECKOUT_SESSION_MS),
            from: null,
            poNumber: request.poNumber,
            storeId: store.id,
            onAccount,
            within: tx,
          });
        // the organisation's trade account takes it against its limit; without one the seller invoices it
        const order =
          placed ??
          (store.onTradeAccount && deps.trade
            ? await deps.trade.placeOrder({
                userId: input.user?.id ?? null,
                accountId: store.tradeAccountId!,
                poNumber: request.poNumber ?? store.name.slice(0, PO_NUMBER_MAX_LENGTH),
                total: totals.total,
                create: (tx, onAccount) => place(tx, onAccount),
              })
            : await place(undefined, { accountId: null, dueDay: null, termsDays: null }));
        return { sessionId: null, url: `/orders/${order.id}?placed=store`, orderId: order.id };
      }
      if (request.paymentMethod === 'account') {
        // a double click finds the order the first click placed
        const placed = await orders.findByIdempotencyKey(idempotencyKey);
        const order =
          placed ??
          (await deps.trade!.placeOrder({
            userId: input.user!.id,
            poNumber: request.poNumber,
            total: totals.total,
            create: (tx, onAccount) =>
              orders.createPending({
                userId: input.user!.id,
                cartId,
                address: request.shippingAddress,
                shippingType: request.shippingType,
                lines,
                totals,
                promo: promo && { id: promo.id, code: promo.code },
                provider: 'account',
                idempotencyKey,
                expiresAt: new Date(now().getTime() + CHECKOUT_SESSION_MS),
                from: null,
                poNumber: request.poNumber,
                onAccount,
                within: tx,
                marketingChoice: request.marketing ?? null,
              }),
          }));
        if (addresses)
          await addresses.rememberUsed(input.user!.id, request.shippingAddress).catch(() => undefined);
        return { sessionId: null, url: `/orders/${order.id}?placed=account`, orderId: order.id };
      }

      let existing = await orders.findByIdempotencyKey(idempotencyKey);
      // the same cart again after its payment page expired: that checkout is over (or was paid at the last
      // moment), and this is a new one
      if (existing?.paymentStatus === 'unpaid' && !stillPayable(existing)) {
        await settleExpired(existing);
        existing = await orders.findByIdempotencyKey(idempotencyKey);
      }
      if (existing?.paymentStatus === 'paid')
        throw new AppError('conflict', 'This order has been paid already. Your cart will be empty shortly.');
      if (existing?.paymentSessionId && existing.paymentUrl) {
        return { sessionId: existing.paymentSessionId, url: existing.paymentUrl, orderId: existing.id };
      }

      const order =
        existing ??
        (await orders
          .createPending({
            userId: input.user?.id ?? null,
            cartId,
            address: request.shippingAddress,
            shippingType: request.shippingType,
            lines,
            totals,
            promo: promo && { id: promo.id, code: promo.code },
            provider: payments.name,
            idempotencyKey,
            expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MS),
            from: { address: input.clientIp, maxLive: MAX_LIVE_CHECKOUTS_PER_ADDRESS },
            poNumber: request.poNumber,
            storeId: store?.id ?? null,
            marketingChoice: input.user ? (request.marketing ?? null) : null,
          })
          // a simultaneous request with the same key wrote it first: carry on with that order
          .catch(async (error: unknown) => {
            const winner = await orders.findByIdempotencyKey(idempotencyKey);
            if (!winner) throw error;
            return winner;
          }));

      const lineItems: CheckoutLineItem[] = lines.map((l, i) => {
        const what = l.bundle
          ? l.bundle.garments.map((g) => `${g.quantity} × ${g.title} ${g.colour} ${g.size}`)
          : [`Colour ${l.colour}`];
        return {
          name: l.bundle ? `${l.title} (bundle)` : `${l.title} (${l.size})`,
          description: [...what, ...l.decorations.map((d) => `${d.position}: ${d.method}`)].join(' · '),
          ...charges.lines[i]!,
          imageUrl: l.image.startsWith('/') ? `${input.origin}${l.image}` : l.image,
        };
      });
      if (charges.setup) {
        const { amount, newDesigns } = charges.setup;
        lineItems.push({
          name: `Logo setup (${newDesigns} new ${newDesigns === 1 ? 'design' : 'designs'})`,
          unitAmount: amount,
          quantity: 1,
        });
      }
      // an order written before a crash, its session never made: the provider needs its full time from now
      let expiresAt = order.paymentExpiresAt ?? new Date(0);
      if (expiresAt.getTime() < Date.now() + CHECKOUT_SESSION_MS - 60_000)
        expiresAt =
          (await orders.extendCheckout(order.id, new Date(Date.now() + CHECKOUT_SESSION_MS))) ?? expiresAt;
      const session = await payments.createCheckout({
        orderId: order.id,
        orderNumber: formatOrderNumber(order.number),
        currency: 'gbp',
        amountTotal: order.total,
        lineItems,
        shipping: { name: SHIPPING_OPTIONS[request.shippingType].label, amount: charges.shipping },
        discount:
          charges.discount !== null
            ? { name: `${promo!.code} (${promo!.percent}% off)`, amount: charges.discount }
            : null,
        customerEmail: request.shippingAddress.email,
        successUrl: `${input.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${input.origin}/checkout?cancelled=1`,
        expiresAt,
        // a retry of this order asks for the same session; a session with another end is another request
        idempotencyKey: `${idempotencyKey}:${order.id}:${Math.ceil(expiresAt.getTime() / 1000)}`,
      });
      await orders.attachPaymentSession(order.id, session);
      // the address the order was placed to is offered at the customer's next checkout
      if (input.user && addresses) {
        await addresses.rememberUsed(input.user.id, request.shippingAddress).catch(() => undefined);
      }
      return { sessionId: session.id, url: session.url, orderId: order.id };
    },

    /**
     * The buyer is on the payment page (it asks while open): their checkout and its holds last another
     * CHECKOUT_SESSION_MS where the provider can keep the session open that long. The checkout's end now, or
     * null when it cannot be renewed (Stripe's sessions keep the end they were made with).
     */
    async renew(sessionId: string): Promise<Date | null> {
      const order = await orders.getBySession(sessionId);
      if (!order || !stillPayable(order)) return null;
      const until = await payments.renewCheckout(sessionId, new Date(Date.now() + CHECKOUT_SESSION_MS));
      return until ? orders.extendCheckout(order.id, until) : null;
    },

    /**
     * The sweep (every ABANDONED_CHECKOUT_SWEEP_MS): unpaid checkouts whose payment session has ended are asked
     * about once more (a payment whose notice was lost is confirmed, a session the provider kept open is
     * followed) and otherwise marked abandoned, their holds given back. Safe on several instances at once. The
     * number abandoned.
     */
    async abandonExpired(): Promise<number> {
      let abandoned = 0;
      for (const order of await orders.expiredCheckouts(now())) if (await settleExpired(order)) abandoned++;
      if (abandoned > 0) deps.logger?.info({ abandoned }, 'expired checkouts abandoned');
      return abandoned;
    },
  };

  /** An unpaid order can still be paid: its payment session has not ended. */
  function stillPayable(order: OrderRow): boolean {
    return (
      order.paymentStatus === 'unpaid' &&
      order.abandonedAt === null &&
      (order.paymentExpiresAt?.getTime() ?? 0) > now().getTime()
    );
  }

  /** A checkout past its end: paid after all (confirmed), kept open by the provider (followed), or abandoned. */
  async function settleExpired(order: OrderRow): Promise<boolean> {
    const result = order.paymentSessionId ? await payments.retrieveCheckout(order.paymentSessionId) : null;
    if (result?.paid) {
      await orders.confirmPayment(result);
      return false;
    }
    if (result?.status === 'open' && result.expiresAt && result.expiresAt.getTime() > now().getTime()) {
      await orders.extendCheckout(order.id, result.expiresAt);
      return false;
    }
    return orders.abandon(order.id);
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * A team store's checkout (issue 32): refused once the store is closed (whatever the page showed) or when its
 * lines are mixed with others; delivered to the organisation when the store says so (the member's name and
 * contact, the organisation's address, standard delivery at no charge); paid by the organisation when it pays
 * (no promo: the store's prices are agreed).
 */
function storeRequest(
  store: CartStoreView,
  lines: readonly LineItem[],
  request: CheckoutRequest,
): CheckoutRequest {
  if (store.closedMessage) throw new AppError('bad_request', store.closedMessage);
  if (lines.some((l) => l.store?.id !== store.id))
    throw new AppError('bad_request', STORE_MESSAGES.mixedCart);
  let next = request;
  if (store.payer === 'organisation') next = { ...next, promoCode: null };
  if (store.delivery === 'organisation' && store.deliveryAddress) {
    const { address, city, postCode, country } = store.deliveryAddress;
    next = {
      ...next,
      shippingType: 'standard',
      shippingAddress: { ...next.shippingAddress, companyName: store.name, address, city, postCode, country },
    };
  }
  return next;
}
