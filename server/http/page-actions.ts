import type { MiddlewareHandler } from 'hono';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
export const NOT_A_FORM_MESSAGE =
  'This page takes a form (application/x-www-form-urlencoded or multipart/form-data).';
export const BROKEN_FORM_MESSAGE = 'The form could not be read.';

/**
 * Page actions read their body with React Router's request.formData(), which throws on anything but a form:
 * a JSON, XML or type-less POST to a page was a 500. Such a body is answered 415 before React Router sees it,
 * and a multipart body that does not parse (no boundary, cut short) 400. GET and HEAD pass untouched.
 */
export function refuseNonFormActions(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const type = (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return c.text(NOT_A_FORM_MESSAGE, 415);
    if (type === 'multipart/form-data') {
      // read from a copy, so React Router still reads the body untouched
      const readable = await c.req.raw
        .clone()
        .formData()
        .then(
          () => true,
          () => false,
        );
      if (!readable) return c.text(BROKEN_FORM_MESSAGE, 400);
    }
    return next();
  };
}
