import type { Pence } from '../../../domain/money';

/**
 * How long a hosted checkout can be paid: Stripe's shortest session (30 minutes, counted from when Stripe makes
 * it) and a minute for the request to reach it. What an unpaid checkout holds, its stock and its promo code's use,
 * lasts as long (renewed while its payment page is open, where the provider can), then it is abandoned.
 */
export const CHECKOUT_SESSION_MS = 31 * 60 * 1000;
/** The longest a checkout stays payable however often it is renewed: Stripe's longest session. */
export const CHECKOUT_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * A hosted card checkout (DESIGN.md, payments): Stripe when STRIPE_SECRET_KEY is set, otherwise the shop's own
 * test checkout. The order is created first; the provider only takes the money and tells us it did.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Starts a hosted checkout for an order; the same idempotency key gives back the same session. */
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** The session as the provider sees it now, or null when it does not know the id. */
  retrieveCheckout(sessionId: string): Promise<PaymentResult | null>;
  /**
   * Keeps an open session payable until `until` (its payment page is still open), where the provider can; the
   * session's end after that, or null when it cannot be renewed (paid, expired, or a provider without renewal).
   */
  renewCheckout(sessionId: string, until: Date): Promise<Date | null>;
  /**
   * Checks a webhook's signature on the raw body. Returns the result of a completed checkout, null for events
   * we do not act on; throws WebhookSignatureError when the signature is missing, wrong or stale.
   */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentResult | null>;
  /**
   * Gives a paid checkout's payment back in full. The same idempotency key gives back the same refund, so a
   * retry (after a crash or a timeout) never refunds twice. Throws when the provider refuses it.
   */
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface RefundInput {
  /** The paid checkout session. */
  sessionId: string;
  orderId: string;
  /** What goes back: the whole payment. */
  amount: Pence;
  idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's id of the refund (Stripe's re_…). */
  id: string;
  amount: Pence;
  /** Card refunds may settle later; either way the money is on its way back. */
  status: 'succeeded' | 'pending';
}

export interface CheckoutLineItem {
  name: string;
  /** Size, colour and decoration, shown under the name on the provider's page. */
  description?: string;
  unitAmount: Pence;
  quantity: number;
  /** Absolute URL of a picture. */
  imageUrl?: string;
}

export interface CreateCheckoutInput {
  orderId: string;
  orderNumber: string;
  currency: 'gbp';
  /** What the shopper pays: the line items plus shipping, less the discount. */
  amountTotal: Pence;
  lineItems: CheckoutLineItem[];
  shipping: { name: string; amount: Pence };
  /** Taken off goods and logo charges (a promo code); 0 for none. */
  discount: { name: string; amount: Pence } | null;
  customerEmail: string;
  /** Contains the literal `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (the order's `paymentExpiresAt`). */
  expiresAt: Date;
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** Where to send the shopper to pay. */
  url: string;
}

export interface PaymentResult {
  sessionId: string;
  /** The order it was created for (Stripe's client_reference_id). */
  orderId: string | null;
  paid: boolean;
  amountTotal: Pence;
  currency: string;
  /** open: can still be paid; complete: paid; expired: can no longer be paid. Absent: not said (a webhook). */
  status?: 'open' | 'complete' | 'expired';
  /** When an open session stops taking payment. */
  expiresAt?: Date | null;
}

/** A webhook the shop refuses with a 400: the provider will show it as failed, and may send it again. */
export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

export class WebhookSignatureError extends WebhookRejectedError {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed body that is not the JSON event it should be. */
export const notJsonWebhook = () => new WebhookRejectedError('The webhook body is not valid JSON');
