import { Hono } from 'hono';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../domain/seo';
import type { AppContext } from '../context';
import { requestOrigin } from './request-info';

/** Crawlers may keep these a few minutes; the sitemap itself is rebuilt on each catalogue version. */
const CRAWLER_CACHE = 'public, max-age=300';

/**
 * `/sitemap.xml` and `/robots.txt`: served here, not by the pages, as plain text the shop builds from the
 * catalogue's cached reads. Absolute addresses use PUBLIC_URL (the request's own origin when unset).
 */
export function crawlerFiles(ctx: AppContext) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    const catalogue = await ctx.services.catalogue.sitemapCatalogue();
    const xml = sitemapXml(sitemapEntries(requestOrigin(c, ctx.config), catalogue));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE,
    });
  });
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(requestOrigin(c, ctx.config)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE,
    }),
  );
  return app;
}
