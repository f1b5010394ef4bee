import { Hono } from 'hono';
import { MERCHANT_FEED_PATH } from '../../domain/merchant-feed';
import type { AppContext } from '../context';
import { createMerchantFeedService } from '../services/merchant-feed';
import { requestOrigin } from './request-info';

/** Merchant Center fetches on its own schedule; a few minutes' keeping by a proxy is harmless. */
const FEED_CACHE = 'public, max-age=300';

/**
 * Product feeds for shopping channels, public like /sitemap.xml (no login): `/feeds/google-merchant.xml`, the
 * Google Merchant Center feed (domain/merchant-feed). Absolute links use PUBLIC_URL (the request's origin when
 * unset).
 */
export function feedFiles(ctx: AppContext) {
  const app = new Hono();
  const merchant = createMerchantFeedService(ctx.database.db, ctx.services.catalogue);
  app.get(MERCHANT_FEED_PATH, async (c) => {
    const xml = await merchant.xml(requestOrigin(c, ctx.config), ctx.shop.name);
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': FEED_CACHE,
    });
  });
  return app;
}
