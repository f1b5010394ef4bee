import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';

/**
 * A customer's logo files, for that customer and the seller only. Served with nosniff and a sandboxing CSP;
 * the original file (an SVG, PDF, EPS or AI a browser might run or render) is an attachment, the WebP preview
 * is shown inline.
 */
export function logosApi(ctx: AppContext) {
  const app = new Hono<SessionEnv>({ strict: false });
  app.get('/:id/:which{file|preview}', async (c) => {
    const user = requireUser(c);
    const logo = await ctx.services.logos.findById(c.req.param('id'));
    if (!logo || (logo.userId !== user.id && user.role !== 'seller'))
      return c.json({ message: 'Logo not found' }, 404);
    const preview = c.req.param('which') === 'preview';
    const key = preview ? (logo.previewKey ?? null) : logo.fileKey;
    const file = key ? await ctx.files.read(key) : null;
    if (!file) return c.json({ message: preview ? 'This logo has no preview' : 'Logo not found' }, 404);
    c.header('Content-Type', preview ? 'image/webp' : logo.mimeType);
    c.header('Content-Length', String(file.size));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header('Cache-Control', 'private, max-age=86400');
    if (!preview) {
      const name = `${logo.originalName.replace(/\.[^.]*$/, '').replace(/[^\w .-]/g, '_') || 'logo'}.${logo.fileKey.split('.').pop()}`;
      c.header('Content-Disposition', `attachment; filename="${name}"`);
    }
    return c.body(Readable.toWeb(file.stream) as ReadableStream);
  });
  return app;
}
