/** A stand-in origin to resolve against: only whether a target stays on it matters, not its name. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * The path to send a browser to next, when `target` stays on the shop's own origin; otherwise `fallback`.
 * Browsers drop tabs, CR and LF from URLs and read `\` as `/`, so `/\t/evil.example` or `/\evil.example`
 * would lead off-site: such targets are refused outright, and the rest are resolved as a browser would.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}
