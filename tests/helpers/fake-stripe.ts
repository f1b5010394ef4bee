import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the payment provider uses: coupons, checkout sessions
 * (create, retrieve), refunds and signed webhooks. Requests come from the real SDK, so they are form-encoded with
 * bracketed keys (`line_items[0][price_data][unit_amount]=1299`) and answered with Stripe-shaped JSON and
 * Stripe-shaped errors. Only what the shop sends is implemented; anything else is refused loudly.
 */

export interface FakeStripeRequest {
  method: string;
  /** Path and query, e.g. `/v1/checkout/sessions`. */
  path: string;
  /** The decoded form body (nested objects and arrays), `{}` for none. */
  body: FormObject;
  idempotencyKey: string | null;
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
  duration_in_months: number | null;
  name: string | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  shipping_cost: { amount_subtotal: number; amount_total: number; shipping_rate: string } | null;
  discounts: { coupon: string; promotion_code: null }[];
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's session object (it is a separate, expandable list there); kept for tests to read. */
  line_items: { name: string; description: string | null; unit_amount: number; quantity: number }[];
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const DEFAULT_WEBHOOK_SECRET = 'whsec_fake_stripe_signing_secret';

export async function startFakeStripe(options: { webhookSecret?: string } = {}) {
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const sessions = new Map<string, FakeCheckoutSession>();
  const coupons = new Map<string, FakeCoupon>();
  const refunds = new Map<string, FakeRefund>();
  const requests: FakeStripeRequest[] = [];
  /** Idempotency-Key → the request it was first used with and the answer, replayed for the same request. */
  const idempotent = new Map<string, { method: string; path: string; rawBody: string; json: string }>();
  let baseUrl = '';
  let alterNextSession: ((session: FakeCheckoutSession) => void) | null = null;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawBody = await readBody(req);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const idempotencyKey = header(req, 'idempotency-key');
    let body: FormObject;
    try {
      body = parseForm(rawBody);
    } catch (error) {
      requests.push({ method, path, body: {}, idempotencyKey });
      return sendError(res, error);
    }
    requests.push({ method, path, body, idempotencyKey });

    const auth = header(req, 'authorization');
    if (!auth || !/^Bearer sk_test_\S+$/.test(auth)) {
      return send(res, 401, {
        error: {
          type: 'invalid_request_error',
          message: auth
            ? 'Invalid API Key provided: this fake accepts only sk_test_ keys'
            : 'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
        },
      });
    }

    if (idempotencyKey && method === 'POST') {
      const seen = idempotent.get(idempotencyKey);
      if (seen) {
        if (seen.method !== method || seen.path !== path || seen.rawBody !== rawBody) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        res.setHeader('Idempotent-Replayed', 'true');
        return sendJson(res, 200, seen.json);
      }
    }

    let result: unknown;
    try {
      result = route(method, new URL(path, 'http://fake').pathname, body);
    } catch (error) {
      return sendError(res, error);
    }
    const json = JSON.stringify(result, null, 2);
    // Stripe keeps the result of a request that ran, not of one refused by validation
    if (idempotencyKey && method === 'POST') idempotent.set(idempotencyKey, { method, path, rawBody, json });
    sendJson(res, 200, json);
  }

  function route(method: string, pathname: string, body: FormObject): unknown {
    if (method === 'POST' && pathname === '/v1/coupons') return createCoupon(body);
    if (method === 'POST' && pathname === '/v1/checkout/sessions') return createSession(body);
    if (method === 'POST' && pathname === '/v1/refunds') return createRefund(body);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && match) {
      const id = decodeURIComponent(match[1]);
      const session = sessions.get(id);
      if (!session) throw missing('checkout.session', id, 'session');
      // an open session past its end is expired, as Stripe's are
      if (session.status === 'open' && now() >= session.expires_at) {
        session.status = 'expired';
        session.url = null;
      }
      return publicSession(session);
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${pathname}). This fake implements only what the shop uses.`,
    });
  }

  function createCoupon(body: FormObject): FakeCoupon {
    const known = [
      'amount_off',
      'percent_off',
      'currency',
      'duration',
      'name',
      'metadata',
      'max_redemptions',
    ];
    rejectUnknown(body, known, '');
    const amountOff = optionalInt(body.amount_off, 'amount_off', 1);
    const percentOff = body.percent_off === undefined ? null : Number(str(body.percent_off, 'percent_off'));
    if ((amountOff === null) === (percentOff === null)) {
      throw invalid('You must pass exactly one of amount_off or percent_off.', 'amount_off');
    }
    const currency = body.currency === undefined ? null : str(body.currency, 'currency');
    if (amountOff !== null && !currency)
      throw invalid('You must pass currency when passing amount_off.', 'currency');
    const duration = body.duration === undefined ? 'once' : str(body.duration, 'duration');
    if (!['once', 'forever', 'repeating'].includes(duration)) throw invalid('Invalid duration.', 'duration');
    const name = body.name === undefined ? null : str(body.name, 'name');
    if (name !== null && name.length > 40) {
      throw invalid('Invalid string: must be at most 40 characters', 'name');
    }
    const coupon: FakeCoupon = {
      id: randomId('', 8).toUpperCase(),
      object: 'coupon',
      amount_off: amountOff,
      percent_off: percentOff,
      currency,
      duration,
      duration_in_months: null,
      name,
      max_redemptions: optionalInt(body.max_redemptions, 'max_redemptions', 1),
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
      metadata: metadata(body.metadata, 'metadata'),
      created: now(),
      livemode: false,
    };
    coupons.set(coupon.id, coupon);
    return coupon;
  }

  function createSession(body: FormObject): Omit<FakeCheckoutSession, 'line_items'> {
    const known = [
      'mode',
      'line_items',
      'shipping_options',
      'discounts',
      'customer_email',
      'client_reference_id',
      'metadata',
      'success_url',
      'cancel_url',
      'expires_at',
    ];
    rejectUnknown(body, known, '');
    if (body.mode !== 'payment') throw invalid('This fake supports only mode=payment.', 'mode');
    const created = now();
    // Stripe's rule: 30 minutes to 24 hours after the session is made; 24 hours when not given
    const expiresAt = optionalInt(body.expires_at, 'expires_at', 0) ?? created + 24 * 60 * 60;
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 60 * 60)
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    const successUrl = str(body.success_url, 'success_url');
    if (!isAbsoluteUrl(successUrl)) throw invalid('Not a valid URL', 'success_url');
    const cancelUrl = body.cancel_url === undefined ? null : str(body.cancel_url, 'cancel_url');
    if (cancelUrl !== null && !isAbsoluteUrl(cancelUrl)) throw invalid('Not a valid URL', 'cancel_url');

    const rawItems = list(body.line_items, 'line_items');
    if (rawItems.length === 0) throw invalid('line_items must contain at least one item.', 'line_items');
    const lineItems = rawItems.map((raw, i) => {
      const param = `line_items[${i}]`;
      const item = obj(raw, param);
      rejectUnknown(item, ['price_data', 'quantity'], param);
      const quantity = int(item.quantity, `${param}[quantity]`, 1);
      const priceData = obj(item.price_data, `${param}[price_data]`);
      rejectUnknown(priceData, ['currency', 'unit_amount', 'product_data'], `${param}[price_data]`);
      const currency = str(priceData.currency, `${param}[price_data][currency]`);
      const unitAmount = int(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0);
      const product = obj(priceData.product_data, `${param}[price_data][product_data]`);
      rejectUnknown(product, ['name', 'description', 'images'], `${param}[price_data][product_data]`);
      const name = str(product.name, `${param}[price_data][product_data][name]`);
      const description =
        product.description === undefined
          ? null
          : str(product.description, `${param}[price_data][product_data][description]`);
      if (product.images !== undefined) {
        list(product.images, `${param}[price_data][product_data][images]`).forEach((image, j) => {
          const imageParam = `${param}[price_data][product_data][images][${j}]`;
          if (!isAbsoluteUrl(str(image, imageParam))) throw invalid('Not a valid URL', imageParam);
        });
      }
      return { name, description, unit_amount: unitAmount, quantity, currency };
    });
    const currency = lineItems[0].currency;
    lineItems.forEach((item, i) => {
      if (item.currency !== currency) {
        throw invalid('All line items must use the same currency.', `line_items[${i}][price_data][currency]`);
      }
    });

    let shipping: FakeCheckoutSession['shipping_cost'] = null;
    const shippingOptions =
      body.shipping_options === undefined ? [] : list(body.shipping_options, 'shipping_options');
    for (const [i, raw] of shippingOptions.entries()) {
      const param = `shipping_options[${i}][shipping_rate_data]`;
      const rate = obj(obj(raw, `shipping_options[${i}]`).shipping_rate_data, param);
      if (rate.type !== 'fixed_amount') throw invalid('Only fixed_amount shipping rates.', `${param}[type]`);
      str(rate.display_name, `${param}[display_name]`);
      const fixed = obj(rate.fixed_amount, `${param}[fixed_amount]`);
      const amount = int(fixed.amount, `${param}[fixed_amount][amount]`, 0);
      if (str(fixed.currency, `${param}[fixed_amount][currency]`) !== currency) {
        throw invalid(
          'Shipping must be in the currency of the line items.',
          `${param}[fixed_amount][currency]`,
        );
      }
      // Checkout selects the first shipping option
      if (i === 0)
        shipping = { amount_subtotal: amount, amount_total: amount, shipping_rate: randomId('shr_') };
    }

    const subtotal = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    let discount = 0;
    const discounts: FakeCheckoutSession['discounts'] = [];
    if (body.discounts !== undefined) {
      const entries = list(body.discounts, 'discounts');
      if (entries.length > 1) throw invalid('You may only specify one discount.', 'discounts');
      for (const raw of entries) {
        const couponId = str(obj(raw, 'discounts[0]').coupon, 'discounts[0][coupon]');
        const coupon = coupons.get(couponId);
        if (!coupon) throw missing('coupon', couponId, 'discounts[0][coupon]', 400);
        if (coupon.amount_off !== null) {
          if (coupon.currency !== currency) {
            throw invalid('The coupon currency does not match the session currency.', 'discounts[0][coupon]');
          }
          discount = Math.min(coupon.amount_off, subtotal);
        } else {
          discount = Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
        }
        discounts.push({ coupon: coupon.id, promotion_code: null });
      }
    }

    const shippingAmount = shipping?.amount_total ?? 0;
    const id = randomId('cs_test_', 58);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      currency,
      amount_subtotal: subtotal,
      amount_total: subtotal - discount + shippingAmount,
      total_details: { amount_discount: discount, amount_shipping: shippingAmount, amount_tax: 0 },
      shipping_cost: shipping,
      discounts,
      client_reference_id:
        body.client_reference_id === undefined ? null : str(body.client_reference_id, 'client_reference_id'),
      customer_email: body.customer_email === undefined ? null : str(body.customer_email, 'customer_email'),
      metadata: metadata(body.metadata, 'metadata'),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      created,
      expires_at: expiresAt,
      livemode: false,
      line_items: lineItems.map(({ currency: _currency, ...item }) => item),
    };
    alterNextSession?.(session);
    alterNextSession = null;
    sessions.set(id, session);
    return publicSession(session);
  }

  /** A refund of a completed session's payment intent; like Stripe, never more than was paid. */
  function createRefund(body: FormObject): FakeRefund {
    rejectUnknown(body, ['payment_intent', 'amount', 'metadata', 'reason'], '');
    const paymentIntent = str(body.payment_intent, 'payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) throw missing('payment_intent', paymentIntent, 'payment_intent');
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((n, r) => n + r.amount, 0);
    const remaining = session.amount_total - refunded;
    if (remaining <= 0) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for ${paymentIntent} has already been refunded.`,
      });
    }
    const amount = optionalInt(body.amount, 'amount', 1) ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`,
        'amount',
      );
    }
    const refund: FakeRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: body.reason === undefined ? null : str(body.reason, 'reason'),
      metadata: metadata(body.metadata, 'metadata'),
      created: now(),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    /** Pass as the provider's `apiBase`. */
    url: baseUrl,
    port,
    webhookSecret,
    sessions,
    coupons,
    refunds,
    requests,
    /** Changes the next session created before it is stored and returned: a Stripe that disagrees with us. */
    alterNextSession(alter: (session: FakeCheckoutSession) => void) {
      alterNextSession = alter;
    },
    /** What the shopper paying on the hosted page does: the session completes and is paid. */
    completeSession(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`Fake Stripe: no checkout session ${id}`);
      if (session.status !== 'open' || now() >= session.expires_at)
        throw new Error(
          `Fake Stripe: checkout session ${id} is ${session.status === 'open' ? 'expired' : session.status}`,
        );
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi_');
      session.url = null;
      for (const { coupon } of session.discounts) {
        const stored = coupons.get(coupon);
        if (stored) stored.times_redeemed += 1;
      }
    },
    /** The session's end comes now (as if its 30 minutes had passed): it can no longer be paid. */
    expireSession(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`Fake Stripe: no checkout session ${id}`);
      session.expires_at = now() - 1;
    },
    /**
     * A webhook as Stripe would POST it: the event JSON and its `Stripe-Signature` header, signed with the
     * webhook secret (`timestamp` in Unix seconds, default now).
     */
    signedWebhook(type: string, session: object, signOptions: { timestamp?: number } = {}) {
      const object = 'line_items' in session ? publicSession(session as FakeCheckoutSession) : session;
      const event = {
        id: randomId('evt_'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
        timestamp: signOptions.timestamp,
      });
      return { body, signature };
    },
    close() {
      // the SDK keeps connections alive; do not wait for them to time out
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** The session as Stripe's API returns it (line items are a separate list there). */
function publicSession(session: FakeCheckoutSession): Omit<FakeCheckoutSession, 'line_items'> {
  const { line_items: _lineItems, ...rest } = session;
  return structuredClone(rest);
}

// --- form bodies -------------------------------------------------------------------------------------------

/**
 * `a[b][0][c]=1&a[b][1][c]=2` → `{ a: { b: [{ c: '1' }, { c: '2' }] } }`: the bracket notation the SDK (and qs)
 * writes. Objects whose keys are exactly 0..n-1 become arrays.
 */
export function parseForm(text: string): FormObject {
  const root: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`, key);
    const path = [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]+)\]/g), (m) => m[1])];
    if (
      path.some((segment) => segment === '__proto__' || segment === 'constructor' || segment === 'prototype')
    ) {
      throw invalid(`Invalid parameter name: ${key}`, key);
    }
    let node = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const existing = node[segment];
      if (last) {
        if (existing !== undefined) throw invalid(`Parameter ${key} was given twice or conflicts`, key);
        node[segment] = value;
      } else {
        if (typeof existing === 'string') throw invalid(`Parameter ${key} conflicts with a value`, key);
        node = (existing as FormObject | undefined) ?? (node[segment] = Object.create(null) as FormObject);
      }
    });
  }
  return arrayify(root) as FormObject;
}

function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arrayify(value[k])] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    // indices out of order or with gaps: order them, as Stripe does
    return [...entries].sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

// --- parameter checks, with Stripe's error shapes --------------------------------------------------------

function invalid(message: string, param?: string) {
  return new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

function missing(object: string, id: string, param: string, status = 404) {
  return new StripeHttpError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${object}: '${id}'`,
    param,
  });
}

function rejectUnknown(body: FormObject, known: string[], prefix: string) {
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${param}`, param);
    }
  }
}

function str(value: FormValue | undefined, param: string): string {
  if (value === undefined) throw invalid(`Missing required param: ${param}.`, param);
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  if (value === '') {
    throw invalid(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset.`,
      param,
    );
  }
  return value;
}

function int(value: FormValue | undefined, param: string, min: number): number {
  const text = str(value, param);
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, param);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min) {
    throw invalid(`This value must be greater than or equal to ${min}.`, param);
  }
  return n;
}

function optionalInt(value: FormValue | undefined, param: string, min: number): number | null {
  return value === undefined ? null : int(value, param, min);
}

function obj(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) throw invalid(`Missing required param: ${param}.`, param);
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(`Invalid object: ${param}`, param);
  return value;
}

function list(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) throw invalid(`Missing required param: ${param}.`, param);
  if (!Array.isArray(value)) throw invalid(`Invalid array: ${param}`, param);
  return value;
}

function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const entries = Object.entries(obj(value, param));
  if (entries.length > 50) throw invalid('Metadata can have up to 50 keys.', param);
  return Object.fromEntries(entries.map(([k, v]) => [k, str(v, `${param}[${k}]`)]));
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

// --- http ------------------------------------------------------------------------------------------------

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  sendJson(res, status, JSON.stringify(body, null, 2));
}

function sendJson(res: ServerResponse, status: number, json: string) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': randomId('req_'),
    'Content-Length': Buffer.byteLength(json),
  });
  res.end(json);
}

function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof StripeHttpError) return send(res, error.status, { error: error.body });
  throw error;
}

function randomId(prefix: string, length = prefix.length + 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  let id = prefix;
  for (let i = prefix.length; i < length; i++) id += alphabet[bytes[i] % alphabet.length];
  return id;
}

function now() {
  return Math.floor(Date.now() / 1000);
}
