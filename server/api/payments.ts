import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireSeller, requireUser, type SessionEnv } from '../http/session';
import { requestOrigin } from '../http/request-info';
import { WebhookRejectedError } from '../integrations/payments/provider';
import { cartOwner } from './cart';
import { orderJson } from './orders';
import { bodyErrors, createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import {
  CreateCheckoutBodySchema,
  PromoCodeBodySchema,
  VerifyPaymentQuerySchema,
} from './validators/payments';

const checkoutRoute = createRoute({
  method: 'post',
  path: '/create-checkout-session',
  operationId: 'createCheckoutSession',
  summary: "Price the server's cart, write the order and start the hosted checkout",
  description:
    'Totals, prices and the cart the client sends are ignored. Idempotent: a double click or a retry gets the same session. A promo code needs a logged-in customer.',
  tags: ['Payments'],
  security: SECURITY.cart,
  request: {
    body: { required: true, content: { 'application/json': { schema: CreateCheckoutBodySchema } } },
  },
  responses: {
    200: jsonContent(
      z.object({ sessionId: z.string(), url: z.string(), orderId: z.string() }),
      'Where to send the shopper to pay',
    ),
    ...bodyErrors,
    401: errorResponse('A promo code without a login'),
    409: errorResponse('Not enough stock any more'),
  },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/webhook',
  operationId: 'paymentWebhook',
  summary: "The payment provider's signed notice of a completed checkout",
  description:
    'The signature in `stripe-signature` is checked against the exact bytes of the body, so the body is read raw here, not parsed by the API layer.',
  tags: ['Payments'],
  security: SECURITY.webhook,
  request: {
    body: {
      required: true,
      // a plain schema (not zod): described, never validated or re-serialised before the signature check
      content: {
        'application/json': {
          schema: {
            type: 'object',
            description: "The provider's event (Stripe's `checkout.session.completed` and the like)",
          },
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true) }),
      'Received (acted on when it reports a payment)',
    ),
    400: errorResponse('Missing, wrong or stale signature'),
    409: errorResponse('The amount or currency does not match the order'),
  },
});

const verifyRoute = createRoute({
  method: 'get',
  path: '/verify-payment',
  operationId: 'verifyPayment',
  summary: "The success page's check: asks the provider, then takes the same step as the webhook",
  tags: ['Payments'],
  security: SECURITY.public,
  request: { query: VerifyPaymentQuerySchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), order: z.object({ _id: z.string() }).passthrough() }),
      'Paid: the order',
    ),
    400: errorResponse('No session id, or an unknown query parameter'),
    402: errorResponse('The payment has not been completed'),
    404: errorResponse('No such payment session'),
    409: errorResponse('The amount or currency does not match the order'),
  },
});

export function paymentsApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();

  app.openapi(checkoutRoute, async (c) => {
    const { sessionId, url, orderId } = await ctx.services.checkout.start({
      owner: cartOwner(c),
      user: c.get('user'),
      request: c.req.valid('json'),
      origin: requestOrigin(c, ctx.config),
    });
    return c.json({ sessionId, url, orderId }, 200);
  });

  app.openapi(webhookRoute, async (c) => {
    const raw = await c.req.text();
    let result;
    try {
      result = await ctx.payments.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookRejectedError) return c.json({ message: error.message }, 400);
      throw error;
    }
    if (result?.paid) await ctx.services.orders.confirmPayment(result);
    return c.json({ received: true as const }, 200);
  });

  app.openapi(verifyRoute, async (c) => {
    const result = await ctx.payments.retrieveCheckout(c.req.valid('query').session_id);
    if (!result) return c.json({ message: 'Payment session not found' }, 404);
    if (!result.paid) return c.json({ message: 'The payment has not been completed.' }, 402);
    const { order } = await ctx.services.orders.confirmPayment(result);
    return c.json({ success: true as const, order: orderJson(order) }, 200);
  });

  return app;
}

/** Promo codes at checkout are for logged-in customers: checked before the body, so a guest always hears why. */
const requireLoginForPromos: MiddlewareHandler<SessionEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('unauthorized', 'Please login to use promo codes.');
  await next();
};

const PromoSchema = z
  .object({
    _id: z.string(),
    code: z.string().optional().openapi({ description: 'Seller only' }),
    discount: z.number().openapi({ description: 'Percent' }),
    status: z.enum(['active', 'inactive']),
  })
  .openapi('Promo');

const activePromosRoute = createRoute({
  method: 'get',
  path: '/active',
  operationId: 'listActivePromos',
  summary: 'Whether any promo codes are running (the codes themselves are not listed)',
  tags: ['Promo codes'],
  security: SECURITY.session,
  middleware: [requireLoginForPromos],
  responses: {
    200: jsonContent(z.object({ promos: z.array(PromoSchema) }), 'Running promotions'),
    401: errorResponse('Not logged in'),
  },
});

const validatePromoRoute = createRoute({
  method: 'post',
  path: '/validate',
  operationId: 'validatePromo',
  summary: 'Check a promo code; an inactive, expired, used-up or unknown code is refused',
  tags: ['Promo codes'],
  security: SECURITY.session,
  middleware: [requireLoginForPromos],
  request: {
    body: { required: true, content: { 'application/json': { schema: PromoCodeBodySchema } } },
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), promoCode: z.string(), discount: z.number() }),
      'The code and its percent off',
    ),
    ...bodyErrors,
    401: errorResponse('Not logged in'),
    429: errorResponse('Too many wrong codes from this customer; try again in a few minutes'),
  },
});

const allPromosRoute = createRoute({
  method: 'get',
  path: '/all',
  operationId: 'listPromos',
  summary: 'The running promo codes with their codes (seller)',
  tags: ['Promo codes'],
  security: SECURITY.session,
  middleware: [requireSeller],
  responses: {
    200: jsonContent(z.object({ promos: z.array(PromoSchema) }), 'Promo codes'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not the seller'),
  },
});

/** Promo codes at checkout: for logged-in customers only; an inactive or unknown code is refused. */
export function promocodesApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();

  app.openapi(activePromosRoute, async (c) => {
    const promos = await ctx.services.promos.listActive();
    return c.json(
      { promos: promos.map((p) => ({ _id: p.id, discount: p.percent, status: 'active' as const })) },
      200,
    );
  });

  app.openapi(validatePromoRoute, async (c) => {
    // a customer's wrong codes are throttled
    const user = requireUser(c);
    const promo = await ctx.services.promos.validate(c.req.valid('json').code, user.id);
    return c.json({ success: true as const, promoCode: promo.code, discount: promo.percent }, 200);
  });

  app.openapi(allPromosRoute, async (c) => {
    const promos = await ctx.services.promos.listActive();
    return c.json(
      {
        promos: promos.map((p) => ({
          _id: p.id,
          code: p.code,
          discount: p.percent,
          status: p.active ? ('active' as const) : ('inactive' as const),
        })),
      },
      200,
    );
  });
  return app;
}
