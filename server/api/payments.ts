import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { clientIp, type SessionEnv } from '../http/session';
import { requestOrigin } from '../http/request-info';
import { WebhookRejectedError } from '../integrations/payments/provider';
import { cartOwner } from './cart';
import { orderJson } from './orders';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, SECURITY } from './router';
import { CreateCheckoutBodySchema, VerifyPaymentQuerySchema } from './validators/payments';

const checkoutRoute = createRoute({
  method: 'post',
  path: '/create-checkout-session',
  operationId: 'createCheckoutSession',
  summary: "Price the server's cart, write the order and start the hosted checkout",
  description:
    'Totals, prices and the cart the client sends are ignored. Idempotent: a double click or a retry gets the same session. A promo code needs a logged-in customer. The order holds its garments for the payment session’s 30 minutes (then it is abandoned); one address may start 10 checkouts in 15 minutes and hold 3 unpaid at once. With `paymentMethod: "account"` an approved trade account’s order is placed at once against its credit limit (no payment session; `url` is the order page); `poNumber` (at most 50 characters) is kept on any order.',
  tags: ['Payments'],
  security: SECURITY.cart,
  request: {
    body: jsonBody(CreateCheckoutBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({
        sessionId: z.string().nullable().describe('The payment session; null for an order placed on account'),
        url: z
          .string()
          .describe(
            "Where to send the shopper: the provider's payment page, or the order page of an order on account",
          ),
        orderId: z.string(),
      }),
      'Where to send the shopper to pay (or, on account, the order placed)',
    ),
    ...bodyErrors,
    401: errorResponse('A promo code without a login'),
    403: errorResponse('Pay on account without an approved trade account'),
    409: errorResponse("Not enough stock any more, or an order on account past the account's credit limit"),
    429: errorResponse(
      'Too many checkouts started from this address, or too many of its checkouts waiting to be paid',
    ),
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
      clientIp: clientIp(c),
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
