import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newToken } from './tokens';

/**
 * Tokens the server can check without storing them: `value.signature`, where the signature is an HMAC-SHA256 of
 * the purpose and value under the app's secret. Used for links that must keep working for as long as the value
 * means something (the unsubscribe link in promo mails).
 */
export function signValue(secret: string, purpose: string, value: string): string {
  return `${Buffer.from(value).toString('base64url')}.${mac(secret, purpose, value)}`;
}

/** The value a token signs, or null when it is malformed or signed for another purpose or key. */
export function verifySignedValue(
  secret: string,
  purpose: string,
  token: string | null | undefined,
): string | null {
  if (!token || token.length > 500) return null;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** Between a value and its expiry inside an expiring token: the last `~`, so a value may hold one too. */
const EXPIRY_SEPARATOR = '~';

/**
 * A signed token that stops working at `expiresAt` (kept to the second): for links mailed to a person, which
 * should not open what they open for ever.
 */
export function signExpiring(secret: string, purpose: string, value: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return signValue(secret, purpose, `${value}${EXPIRY_SEPARATOR}${seconds}`);
}

/**
 * What an expiring token signs and when it expires (the caller compares with its clock, so it can tell an
 * expired link from a forged one); `expiresAt` null for a token signed with signValue before links expired.
 * Null when the token is malformed or signed for another purpose or key.
 */
export function readExpiring(
  secret: string,
  purpose: string,
  token: string | null | undefined,
): { value: string; expiresAt: Date | null } | null {
  const signed = verifySignedValue(secret, purpose, token);
  if (signed === null) return null;
  const at = signed.lastIndexOf(EXPIRY_SEPARATOR);
  if (at < 0) return { value: signed, expiresAt: null };
  const seconds = Number(signed.slice(at + 1));
  if (!Number.isSafeInteger(seconds)) return null;
  return { value: signed.slice(0, at), expiresAt: new Date(seconds * 1000) };
}

function mac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
}

/**
 * The app's signing secret: APP_SECRET when set (needed when several instances serve the shop), else one made
 * on first start and kept in the data folder, so links signed before a restart still work.
 */
export function resolveAppSecret(config: { APP_SECRET?: string; dataDir: string }): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'app-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = newToken();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
