/** A stand-in origin to resolve against: only whether a target stays on it matters, not its name. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * The path to send a browser to next, when `target` stays on the shop's own origin; otherwise `fallback`.
 * Browsers drop tabs, CR and LF from URLs and read `\` as `/`, so `/\t/evil.example` or `/\evil.example`
 * would lead off-site: such targets are refused outright, and the rest are resolved as a browser would.
 * Resolving removes dot segments (`/./`, `/../`, `/%2e/`), so `/.//evil.example` becomes `//evil.example`:
 * a path that starts with `//` is another host to a browser, and is refused too.
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
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return fallback;
  const path = url.pathname + url.search + url.hash;
  // what the browser will make of the answer: the same origin, or nothing
  return new URL(path, OWN_ORIGIN).origin === OWN_ORIGIN ? path : fallback;
}
