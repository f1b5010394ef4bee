import { Hono } from 'hono';
import { requireSeller, type SessionEnv } from '../http/session';

/**
 * The seller's read APIs, guarded already; their data arrives with the orders, customers and promo-code
 * work. Until then a seller gets empty lists in the spec's shapes.
 */
export function sellerOrdersApi() {
  const app = new Hono<SessionEnv>({ strict: false });
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
