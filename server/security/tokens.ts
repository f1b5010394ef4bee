import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to a browser or a mail (session, guest cart and order-link tokens). Only their hashes are
 * stored, so a leaked database opens nothing; a token has enough entropy that a plain SHA-256 suffices.
 */

/** A new random token, URL-safe (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash stored in place of a token, as lower-case hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
