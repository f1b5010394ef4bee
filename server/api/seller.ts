import { Hono } from 'hono';
import { AppError } from '../errors';
import { requireSeller, requireUser, type SessionEnv } from '../http/session';

/**
 * Orders. A customer reads only their own list; the seller's APIs are guarded already. Orders are created by
 * checkout (the next piece of work): until then every list is empty, in the spec's shapes.
 */
export function ordersApi() {
  const app = new Hono<SessionEnv>({ strict: false });
  app.get('/order-user/:userId', (c) => {
    const user = requireUser(c);
    if (user.id !== c.req.param('userId') && user.role !== 'seller')
      throw new AppError('forbidden', 'You can only see your own orders.');
    return c.json({ success: true, orders: [] });
  });
  app.use('*', requireSeller);
  app.get('/', (c) => c.json({ success: true, orders: [] }));
  app.get('/count', (c) => c.json({ count: 0 }));
  app.get('/customers', (c) => c.json({ customers: [], count: 0 }));
  app.get('/earnings', (c) => c.json({ totalEarnings: 0 }));
  return app;
}

export function sellerPromocodesApi() {
  const app = new Hono<SessionEnv>({ strict: false });
  app.use('*', requireSeller);
  app.get('/all', (c) => c.json({ promos: [] }));
  return app;
}
