import type { MiddlewareHandler } from 'hono';

/**
 * A PDF runs in the browser's viewer at the shop's origin; one with scripts or forms (a proof or a logo uploaded
 * by anyone) could act as the shop there. Served in a sandbox, it is a document of no origin: no scripts, no
 * cookies, nothing it can send.
 */
export const PDF_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Every PDF answer (invoices, work orders, proofs, files) gets the sandboxing policy rather than the pages' own.
 * Register it after secureHeaders (which keeps a policy already set).
 */
export function sandboxPdfs(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.split(';', 1)[0]?.trim().toLowerCase() === 'application/pdf')
      c.res.headers.set('Content-Security-Policy', PDF_SECURITY_POLICY);
  };
}
