import { Hono } from 'hono';
import { CreateCheckoutSchema, PromoCodeSchema } from '../../domain/schemas/checkout';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireSeller, type SessionEnv } from '../http/session';
import { requestOrigin } from '../http/request-info';
import { WebhookRejectedError } from '../integrations/payments/provider';
import { cartOwner } from './cart';
import { orderJson } from './orders';
import { firstIssueMessage } from './router';

async function jsonBody(c: { req: { header(n: string): string | undefined; json(): Promise<unknown> } }) {
  if (!c.req.header('content-type')?.startsWith('application/json'))
    throw new AppError('bad_request', 'Send the request as JSON.');
  return c.req.json().catch(() => {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  });
}

export function paymentsApi(ctx: AppContext) {
  const app = new Hono<SessionEnv>({ strict: false });

  /** Prices the server's cart, writes the order and starts the hosted checkout; client totals are ignored. */
  app.post('/create-checkout-session', async (c) => {
    const parsed = CreateCheckoutSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ message: firstIssueMessage(parsed.error) }, 400);
    const user = c.get('user');
    const { sessionId, url, orderId } = await ctx.services.checkout.start({
      owner: cartOwner(c),
      user,
      request: parsed.data,
      origin: requestOrigin(c, ctx.config),
    });
    return c.json({ sessionId, url, orderId });
  });

  /** The provider's signed notice of a completed payment, checked on the raw body. */
  app.post('/webhook', async (c) => {
    const raw = await c.req.text();
    let result;
    try {
      result = await ctx.payments.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookRejectedError) return c.json({ message: error.message }, 400);
      throw error;
    }
    if (result?.paid) await ctx.services.orders.confirmPayment(result);
    return c.json({ received: true });
  });

  /** The success page's check: asks the provider, then takes the same step as the webhook. */
  app.get('/verify-payment', async (c) => {
    const sessionId = c.req.query('session_id');
    if (!sessionId) return c.json({ message: 'session_id is required' }, 400);
    const result = await ctx.payments.retrieveCheckout(sessionId);
    if (!result) return c.json({ message: 'Payment session not found' }, 404);
    if (!result.paid) return c.json({ message: 'The payment has not been completed.' }, 402);
    const { order } = await ctx.services.orders.confirmPayment(result);
    return c.json({ success: true, order: orderJson(order) });
  });

  return app;
}

/** Promo codes at checkout: for logged-in customers only; an inactive or unknown code is refused. */
export function promocodesApi(ctx: AppContext) {
  const app = new Hono<SessionEnv>({ strict: false });
  const loginRequired = () => new AppError('unauthorized', 'Please login to use promo codes.');

  // the codes themselves are not listed: the checkout only needs to know whether any are running
  app.get('/active', async (c) => {
    if (!c.get('user')) throw loginRequired();
    const promos = await ctx.services.promos.listActive();
    return c.json({ promos: promos.map((p) => ({ _id: p.id, discount: p.percent, status: 'active' })) });
  });

  app.post('/validate', async (c) => {
    const user = c.get('user');
    if (!user) throw loginRequired();
    const parsed = PromoCodeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ message: firstIssueMessage(parsed.error) }, 400);
    const promo = await ctx.services.promos.validate(parsed.data.code, user.id);
    return c.json({ success: true, promoCode: promo.code, discount: promo.percent });
  });

  app.get('/all', requireSeller, async (c) => {
    const promos = await ctx.services.promos.listActive();
    return c.json({
      promos: promos.map((p) => ({
        _id: p.id,
        code: p.code,
        discount: p.percent,
        status: p.active ? 'active' : 'inactive',
      })),
    });
  });
  return app;
}
