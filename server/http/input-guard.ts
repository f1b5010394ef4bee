import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PRODUCT_IMAGE_TOO_LARGE_MESSAGE } from '../../domain/schemas/product-admin';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_UPLOAD_MESSAGES } from '../../domain/schemas/proofs';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../domain/uploads';
import { badRequest } from '../errors';

/** JSON and form bodies: far above any real order, address or product form, far below a nuisance. */
export const BODY_MAX_BYTES = 256 * 1024;
/** Multipart bodies carry one upload (a logo) and a few fields. */
export const MULTIPART_MAX_BYTES = LOGO_MAX_BYTES + 256 * 1024;
/**
 * The seller's catalogue forms carry several pictures at once (a bundle: thumbnail, size chart, a picture per
 * product and per colour); the route still refuses any one picture over 10 MB.
 */
export const CATALOGUE_MULTIPART_MAX_BYTES = 64 * 1024 * 1024;
const CATALOGUE_UPLOAD_PATHS = /^\/api\/(bundle|products\/add|products\/update\/[^/]+)\/?$/;
/** One product picture: over the limit, the answer names a product picture, not a logo. */
const PRODUCT_PICTURE_PATHS = /^\/api\/products\/images\/?$/;
/** A proof carries up to 10 files of up to 10 MB each (the route refuses more, and any one over 10 MB). */
export const PROOF_MULTIPART_MAX_BYTES = PROOF_MAX_FILES * PROOF_MAX_BYTES + 1024 * 1024;
const PROOF_UPLOAD_PATHS = /^\/api\/orders\/[^/]+\/proofs\/?$/;

const NUL = '\u0000';
const BAD_ADDRESS =
  'The address is not valid: it has a broken %-encoding or a character that is not allowed.';
const NUL_IN_BODY = 'The request contains a character that is not allowed (NUL).';

function decodes(part: string): boolean {
  try {
    return !decodeURIComponent(part.replace(/\+/g, ' ')).includes(NUL);
  } catch {
    return false;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes(NUL) || hasNul(v));
  return false;
}

/** Text the database can't store (PostgreSQL refuses NUL), anywhere in a JSON, form or multipart body. */
async function bodyHasNul(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  // a clone, so the route (or React Router) still reads the body untouched
  const copy = request.clone();
  if (type.startsWith('application/json')) {
    const text = await copy.text();
    try {
      return hasNul(JSON.parse(text));
    } catch {
      return false; // not JSON: the route says so
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded'))
    return (await copy.text()).split('&').some((pair) => !decodes(pair));
  if (type.startsWith('multipart/form-data')) {
    const form = await copy.formData().catch(() => null);
    return (
      !!form && [...form].some(([k, v]) => k.includes(NUL) || (typeof v === 'string' && v.includes(NUL)))
    );
  }
  return false;
}

/**
 * Input no route should ever see, refused with a 400 (or 413) before any route runs: a path or query with a
 * broken %-encoding or a NUL, a body over the limits, and NUL in a body's text.
 */
export function guardInput(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => c.json({ message: 'The request is too large.' }, 413),
  });
  const limitMultipart = bodyLimit({
    maxSize: MULTIPART_MAX_BYTES,
    onError: (c) => c.json({ message: LOGO_TOO_LARGE_MESSAGE }, 413),
  });
  const limitProductPicture = bodyLimit({
    maxSize: MULTIPART_MAX_BYTES,
    onError: (c) => c.json({ message: PRODUCT_IMAGE_TOO_LARGE_MESSAGE }, 413),
  });
  const limitCatalogueMultipart = bodyLimit({
    maxSize: CATALOGUE_MULTIPART_MAX_BYTES,
    onError: (c) =>
      c.json({ message: 'The pictures are too large together. Please upload smaller ones.' }, 413),
  });
  const limitProofMultipart = bodyLimit({
    maxSize: PROOF_MULTIPART_MAX_BYTES,
    onError: (c) => c.json({ message: PROOF_UPLOAD_MESSAGES.tooLarge }, 413),
  });
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const pathAndQuery = start < 0 ? '/' : url.slice(start).split('#')[0]!;
    const [path, query = ''] = pathAndQuery.split('?', 2) as [string, string?];
    if (!decodes(path) || !query.split('&').every(decodes)) {
      return c.json({ message: BAD_ADDRESS }, 400);
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const multipart = c.req.header('content-type')?.startsWith('multipart/form-data');
    const limit = !multipart
      ? limitBody
      : CATALOGUE_UPLOAD_PATHS.test(path)
        ? limitCatalogueMultipart
        : PROOF_UPLOAD_PATHS.test(path)
          ? limitProofMultipart
          : PRODUCT_PICTURE_PATHS.test(path)
            ? limitProductPicture
            : limitMultipart;
    return limit(c, async () => {
      if (await bodyHasNul(c.req.raw)) throw badRequest(NUL_IN_BODY);
      await next();
    });
  };
}
