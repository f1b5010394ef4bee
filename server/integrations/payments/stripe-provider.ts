import Stripe from 'stripe';
import {
  notJsonWebhook,
  WebhookSignatureError,
  type CheckoutSession,
  type CreateCheckoutInput,
  type PaymentProvider,
  type PaymentResult,
  type RefundResult,
} from './provider';

/**
 * The API version every request is made with. It is the one `stripe@23.1.0` is typed for (`package.json` pins
 * the exact SDK version): a new SDK release moves its version, and this line stops type-checking until the
 * shape of the objects read below has been checked against it.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeProviderOptions {
  /** `sk_live_…`, `sk_test_…` (or a restricted `rk_…` key allowed to write coupons and checkout sessions). */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Another API origin instead of https://api.stripe.com, e.g. http://127.0.0.1:12111 for a local fake. */
  apiBase?: string;
}

/** Checkout session events after which the session may be paid; their `data.object` is the session. */
const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Stripe refuses coupon names over 40 characters. */
const MAX_COUPON_NAME = 40;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  if (!options.secretKey) throw new Error('Stripe: a secret key is required');
  if (!options.webhookSecret) throw new Error('Stripe: a webhook signing secret is required');
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // retries are safe: every write carries an idempotency key
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.apiBase ? apiAddress(options.apiBase) : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(input) {
      const lineItems = checkAmounts(input);

      let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
      if (input.discount && input.discount.amount > 0) {
        const coupon = await stripe.coupons.create(
          {
            amount_off: input.discount.amount,
            currency: 'gbp',
            duration: 'once',
            name: input.discount.name.trim().slice(0, MAX_COUPON_NAME) || 'Discount',
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey: `${input.idempotencyKey}-coupon` },
        );
        discounts = [{ coupon: coupon.id }];
      }

      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: input.shipping.name,
                fixed_amount: { amount: input.shipping.amount, currency: 'gbp' },
              },
            },
          ],
          ...(discounts ? { discounts } : {}),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // Stripe takes 30 minutes to 24 hours from now: the hold on the shop's stock ends with it
          expires_at: Math.ceil(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: input.idempotencyKey },
      );

      // Stripe computed the total itself: it must be what the order says, or the shopper pays the wrong sum.
      if (session.amount_total !== input.amountTotal || session.currency !== 'gbp') {
        throw new Error(
          `Stripe checkout ${session.id} totals ${session.amount_total} ${session.currency}, ` +
            `but order ${input.orderNumber} is ${input.amountTotal} gbp`,
        );
      }
      if (!session.url) throw new Error(`Stripe checkout ${session.id} has no payment page URL`);
      return { id: session.id, url: session.url } satisfies CheckoutSession;
    },

    async retrieveCheckout(sessionId) {
      if (!sessionId) return null;
      try {
        return toResult(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.statusCode === 404 &&
          error.code === 'resource_missing'
        ) {
          return null;
        }
        throw error;
      }
    },

    /** Stripe cannot move a session's end: it stays the 30 minutes (or more) it was made with. */
    async renewCheckout() {
      return null;
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // checks the HMAC over the raw body and that the timestamp is at most 300 s old
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message.split('\n')[0]);
        }
        // the SDK parses the body once the signature holds
        if (error instanceof SyntaxError) throw notJsonWebhook();
        throw error;
      }
      if (!SESSION_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.object !== 'checkout.session') return null;
      return toResult(session);
    },

    async refund(input) {
      const session = await stripe.checkout.sessions.retrieve(input.sessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (session.payment_status !== 'paid' || !paymentIntent)
        throw new Error(`Stripe checkout ${session.id} has no payment to refund`);
      if (session.amount_total !== input.amount)
        throw new Error(
          `Stripe checkout ${session.id} took ${session.amount_total}; a full refund of ${input.amount} does not match`,
        );
      // the key makes a retried refund (a timeout, a crash before we saved it) return the first one
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: input.amount, metadata: { orderId: input.orderId } },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return {
        id: refund.id,
        amount: refund.amount,
        status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      } satisfies RefundResult;
    },
  };
}

/**
 * Stripe's line items from the order's, after checking that they, shipping and the discount add up to what
 * the order says the shopper pays. Throws before anything is sent to Stripe when they do not.
 */
function checkAmounts(input: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const fail = (why: string): never => {
    throw new Error(`Stripe checkout for order ${input.orderNumber}: ${why}`);
  };
  const isPence = (n: number) => Number.isSafeInteger(n) && n >= 0;

  if (input.currency !== 'gbp') fail(`currency ${String(input.currency)} is not gbp`);
  if (input.lineItems.length === 0) fail('no line items');
  let subtotal = 0;
  for (const item of input.lineItems) {
    if (!item.name.trim()) fail('a line item has no name');
    if (!isPence(item.unitAmount)) fail(`"${item.name}" costs ${item.unitAmount}, not whole pence`);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      fail(`"${item.name}" has quantity ${item.quantity}`);
    }
    subtotal += item.unitAmount * item.quantity;
  }
  if (!isPence(input.shipping.amount)) fail(`shipping costs ${input.shipping.amount}, not whole pence`);
  const discount = input.discount?.amount ?? 0;
  if (!isPence(discount)) fail(`the discount is ${discount}, not whole pence`);
  // Stripe takes a coupon off the goods only, never shipping, and never below zero
  if (discount > subtotal) fail(`the discount ${discount} is more than the goods ${subtotal}`);
  const expected = subtotal + input.shipping.amount - discount;
  if (!isPence(input.amountTotal) || expected !== input.amountTotal) {
    fail(
      `line items ${subtotal} + shipping ${input.shipping.amount} - discount ${discount} = ${expected}, ` +
        `but the order total is ${input.amountTotal}`,
    );
  }

  return input.lineItems.map((item) => {
    const images = item.imageUrl && isWebUrl(item.imageUrl) ? [item.imageUrl] : [];
    const description = item.description?.trim();
    return {
      quantity: item.quantity,
      price_data: {
        currency: 'gbp',
        unit_amount: item.unitAmount,
        product_data: {
          name: item.name,
          // Stripe refuses empty strings and relative or data: URLs
          ...(description ? { description } : {}),
          ...(images.length ? { images } : {}),
        },
      },
    };
  });
}

function toResult(session: Stripe.Checkout.Session): PaymentResult {
  if (session.amount_total == null) throw new Error(`Stripe checkout ${session.id} has no amount_total`);
  return {
    sessionId: session.id,
    orderId: session.client_reference_id,
    paid: session.payment_status === 'paid',
    amountTotal: session.amount_total,
    currency: session.currency ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
  };
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** `http://127.0.0.1:12111` as the SDK's host, port and protocol settings (it always adds `/v1/`). */
function apiAddress(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Stripe API base must be an http(s) URL, got ${apiBase}`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Stripe API base must be an origin without a path, got ${apiBase}`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}
