import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { matches } from './negotiation';

/**
 * The files of public/ (favicon, /images/…) keep their names from one release to the next, unlike the hashed
 * /assets: a browser or CDN may keep one for an hour, then asks again, and an unchanged file is a 304.
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * Serves the build's copy of public/ (under `root`) for GET/HEAD paths with a file extension, with
 * Cache-Control, Last-Modified and an ETag (size and time), answering If-None-Match and If-Modified-Since with a
 * 304. Anything else, or a path with no such file, goes on to the app.
 */
export function servePublicFiles(root: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({ root, onFound: (_path, c) => void found.add(c) });
  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      !/\.\w+$/.test(c.req.path) ||
      c.req.path.startsWith('/files/')
    )
      return next();
    const answer = await serve(c, next);
    if (!found.has(c)) return answer;
    const res = answer ?? c.res;
    if (res.status !== 200) return res;
    const modified = res.headers.get('Last-Modified')!;
    const etag = `W/"${Number(res.headers.get('Content-Length')).toString(16)}-${(Date.parse(modified) / 1000).toString(16)}"`;
    const validators = { 'Cache-Control': PUBLIC_FILE_CACHE_CONTROL, ETag: etag, 'Last-Modified': modified };
    if (unchanged(c, etag, modified)) {
      await res.body?.cancel();
      return new Response(null, { status: 304, headers: validators });
    }
    for (const [name, value] of Object.entries(validators)) res.headers.set(name, value);
    return res;
  };
}

/** If-None-Match decides when it is sent; If-Modified-Since only without it (RFC 9110, 13.2.2). */
function unchanged(c: Context, etag: string, modified: string): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch) return matches(ifNoneMatch, etag) || matches(ifNoneMatch, etag.slice(2));
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  return Number.isFinite(since) && Date.parse(modified) <= since;
}
