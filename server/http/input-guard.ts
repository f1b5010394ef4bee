import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BULK_SHIPPING_MAX_BYTES, BULK_SHIPPING_MESSAGES } from '../../domain/bulk-shipping';
import { PRODUCT_IMAGE_TOO_LARGE_MESSAGE } from '../../domain/schemas/product-admin';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_UPLOAD_MESSAGES } from '../../domain/schemas/proofs';
import { LOGO_MAX_BYTES, LOGO_MAX_MB, LOGO_TOO_LARGE_MESSAGE } from '../../domain/uploads';
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
/** A proof carries up to 10 files of up to 10 MB each (the route refuses more, and any one over 10 MB). */
export const PROOF_MULTIPART_MAX_BYTES = PROOF_MAX_FILES * PROOF_MAX_BYTES + 1024 * 1024;

const PICTURE_TOO_LARGE = `The picture is too large. The largest picture we accept is ${LOGO_MAX_MB} MB.`;
const PICTURES_TOO_LARGE = 'The pictures are too large together. Please upload smaller ones.';

/** What each upload operation (its OpenAPI operationId) reads at most, and what it says beyond that. */
export const UPLOAD_LIMITS = {
  addToCart: { maxBytes: MULTIPART_MAX_BYTES, message: LOGO_TOO_LARGE_MESSAGE },
  uploadLogo: { maxBytes: MULTIPART_MAX_BYTES, message: LOGO_TOO_LARGE_MESSAGE },
  // a product's pictures come together (front, back, size chart, per colour); each is still held to 10 MB
  addProduct: { maxBytes: CATALOGUE_MULTIPART_MAX_BYTES, message: PICTURES_TOO_LARGE },
  updateProduct: { maxBytes: CATALOGUE_MULTIPART_MAX_BYTES, message: PICTURES_TOO_LARGE },
  uploadProductImage: { maxBytes: MULTIPART_MAX_BYTES, message: PRODUCT_IMAGE_TOO_LARGE_MESSAGE },
  createBundle: { maxBytes: CATALOGUE_MULTIPART_MAX_BYTES, message: PICTURES_TOO_LARGE },
  sendProof: { maxBytes: PROOF_MULTIPART_MAX_BYTES, message: PROOF_UPLOAD_MESSAGES.tooLarge },
  requestQuote: { maxBytes: MULTIPART_MAX_BYTES, message: LOGO_TOO_LARGE_MESSAGE },
  // a team store's organisation logo and its banner (issue 32)
  uploadStoreLogo: { maxBytes: MULTIPART_MAX_BYTES, message: LOGO_TOO_LARGE_MESSAGE },
  uploadStoreBanner: { maxBytes: MULTIPART_MAX_BYTES, message: PICTURE_TOO_LARGE },
  // a carrier's CSV for bulk shipping (issue 35): the route refuses a file over 2 MB before reading it
  previewShipping: {
    maxBytes: BULK_SHIPPING_MAX_BYTES + 64 * 1024,
    message: BULK_SHIPPING_MESSAGES.tooLarge,
  },
} as const satisfies Record<string, { maxBytes: number; message: string }>;

export type UploadOperation = keyof typeof UPLOAD_LIMITS;

/**
 * The paths whose multipart bodies their route limits itself (limitUpload, after its access check): the
 * guard below passes those bodies on unread. Any other multipart body is held to the form limit.
 */
const UPLOAD_PATHS: RegExp[] = [
  /^\/api\/cart\/?$/,
  /^\/api\/logos\/?$/,
  /^\/api\/products\/(add|images)\/?$/,
  /^\/api\/products\/update\/[^/]+\/?$/,
  /^\/api\/bundle\/?$/,
  /^\/api\/orders\/[^/]+\/proofs\/?$/,
  /^\/api\/quotes\/?$/,
  /^\/api\/stores\/logo\/?$/,
  /^\/api\/stores\/[^/]+\/banner\/?$/,
  /^\/api\/orders\/shipping\/preview\/?$/,
];

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
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
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

const isMultipart = (type: string | undefined) => !!type?.toLowerCase().startsWith('multipart/form-data');

/** NUL in the body's text is refused; else the rest runs. */
async function refuseNul(request: Request, next: () => Promise<void>): Promise<void> {
  if (await bodyHasNul(request)) throw badRequest(NUL_IN_BODY);
  await next();
}

/**
 * An upload route's body limit and NUL check, mounted after the route's access check: a caller who may not
 * upload is answered (401/403) before a byte of the body is read, and one who may is stopped (413) once the
 * body passes what the operation accepts — at once when its Content-Length says so, else as it streams in.
 */
export function limitUpload(operation: UploadOperation): MiddlewareHandler {
  const { maxBytes, message } = UPLOAD_LIMITS[operation];
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
  return (c, next) =>
    // JSON and form bodies were limited and checked by guardInput already
    isMultipart(c.req.header('content-type')) ? limit(c, () => refuseNul(c.req.raw, next)) : next();
}

/**
 * Input no route should ever see, refused with a 400 (or 413) before any route runs: a path or query with a
 * broken %-encoding or a NUL, a body over the form limit, and NUL in a body's text. An upload to an upload
 * route is left unread for the route (limitUpload).
 */
export function guardInput(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => c.json({ message: 'The request is too large.' }, 413),
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
    if (isMultipart(c.req.header('content-type')) && UPLOAD_PATHS.some((p) => p.test(path))) return next();
    return limitBody(c, () => refuseNul(c.req.raw, next));
  };
}
