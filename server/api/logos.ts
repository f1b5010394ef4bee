import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { limitUpload } from '../http/input-guard';
import { requireUser, type SessionEnv } from '../http/session';
import { can } from '../../domain/permissions';
import { LOGO_MAX_MB } from '../../domain/uploads';
import type { LogoSummary } from '../../domain/line-item';
import { summariseLogo, type LogoRow } from '../services/logos';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { LogoParamsSchema } from './validators/orders';
import { fileBody } from '../http/file-body';

const UploadLogoFormSchema = z
  .object({
    logo: z
      .file({ error: 'Please choose a logo file.' })
      .openapi({ type: 'string', format: 'binary', description: 'The logo file' }),
  })
  .strict()
  .openapi('UploadLogo');

/** What the artwork checks read from the file; the wizard judges them at each position (domain/artwork-checks.ts). */
export const ArtworkFactsSchema = z
  .object({
    format: z.enum(['png', 'jpeg', 'svg', 'pdf', 'eps', 'ai']),
    pixels: z
      .object({ width: z.number().int(), height: z.number().int() })
      .nullable()
      .openapi({ description: 'A raster’s size in pixels, upright; null for vectors' }),
    transparentFraction: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .openapi({ description: 'A raster’s share of (nearly) transparent pixels' }),
    distinctColours: z.number().int().nullable().openapi({
      description: 'A rough count of its colours; null when it could not be read (PDF, EPS, AI)',
    }),
  })
  .nullable()
  .openapi('ArtworkFacts', { description: 'Null when the file could not be inspected' });

export function logoJson(logo: LogoSummary) {
  return {
    _id: logo.id,
    name: logo.name,
    format: logo.format,
    url: logo.url,
    previewUrl: logo.previewUrl,
    setupPaid: logo.setupPaid,
    createdAt: logo.createdAt,
  };
}

/** A customer's logo as the upload and the logo list answer it. */
export const LogoJsonSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    format: z.string(),
    url: z.string(),
    previewUrl: z.string().nullable(),
    setupPaid: z.boolean(),
    createdAt: z.string(),
    inCart: z.boolean().openapi({ description: 'Already on a line of the cart, whose setup fee counts it' }),
    artworkFacts: ArtworkFactsSchema,
  })
  .openapi('Logo');

/** The logo as its owner's wizard reads it: the summary, whether the cart holds it, and its artwork facts. */
export function ownLogoJson(row: LogoRow, inCart: boolean) {
  return { ...logoJson(summariseLogo(row)), inCart, artworkFacts: row.artworkFacts ?? null };
}

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };

/** What an upload is stored as (judged by its content): PNG, JPEG, SVG, PDF or PDF-based AI, EPS or older AI. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'application/postscript'];

const logoRoute = (which: 'file' | 'preview') =>
  createRoute({
    method: 'get',
    path: `/{id}/${which}`,
    operationId: which === 'file' ? 'downloadLogo' : 'previewLogo',
    summary:
      which === 'file'
        ? 'The original logo file, as an attachment (its owner and the seller only)'
        : 'The WebP preview of a logo, shown inline (its owner and the seller only)',
    tags: ['Logos'],
    security: SECURITY.session,
    request: { params: LogoParamsSchema },
    responses: {
      200: {
        description: which === 'file' ? 'The file as uploaded' : 'The preview',
        content:
          which === 'file'
            ? Object.fromEntries(LOGO_TYPES.map((type) => [type, binary]))
            : { 'image/webp': binary },
      },
      401: errorResponse('Not logged in'),
      404: errorResponse('No such logo, not yours, or (preview) it has none'),
    },
  });

/**
 * A customer's logo files, for that customer and the seller only. Served with nosniff and a sandboxing CSP;
 * the original file (an SVG, PDF, EPS or AI a browser might run or render) is an attachment, the WebP preview
 * is shown inline.
 */
/** Logos are a customer's: anyone else is answered before their upload is read. */
const requireCustomer: MiddlewareHandler<SessionEnv> = async (c, next) => {
  if (!can(c.get('user'), 'logos:own'))
    return c.json({ message: 'Unauthorized - Please log in to add a logo.' }, 401);
  await next();
};

export function logosApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'uploadLogo',
      summary: 'Upload a logo file; its id then names it in a cart line’s decorations',
      description: `PNG, JPEG, SVG, PDF, EPS or AI up to ${LOGO_MAX_MB} MB, checked by its content (SVG is cleaned). Returns the logo as the customer's logo list shows it; \`POST /api/cart\` and \`PUT /api/cart/{id}/decorations\` take its \`_id\` as a decoration's \`logo\`. A new logo pays its setup fee once per order.`,
      tags: ['Logos'],
      security: SECURITY.session,
      middleware: [requireCustomer, limitUpload('uploadLogo')],
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: UploadLogoFormSchema } } },
      },
      responses: {
        201: jsonContent(z.object({ logo: LogoJsonSchema }), 'Stored, with the artwork facts read from it'),
        400: errorResponse('Not a logo file we take'),
        401: errorResponse('Not logged in'),
        413: errorResponse(`File over ${LOGO_MAX_MB} MB`),
      },
    }),
    async (c) => {
      const user = requireUser(c);
      const { logo } = c.req.valid('form');
      const row = await ctx.services.logos.upload(
        user.id,
        new Uint8Array(await logo.arrayBuffer()),
        logo.name,
      );
      return c.json({ logo: ownLogoJson(row, false) }, 201);
    },
  );
  for (const which of ['file', 'preview'] as const) {
    app.openapi(logoRoute(which), async (c) => {
      const user = requireUser(c);
      const logo = await ctx.services.logos.findById(c.req.valid('param').id);
      if (!logo || (logo.userId !== user.id && !can(user, 'orders:production')))
        return c.json({ message: 'Logo not found' }, 404);
      const preview = which === 'preview';
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
      return fileBody(c, file.stream);
    });
  }
  return app;
}
