/** The two request headers a response kept in memory is chosen by: shared by the page cache and the hashed assets. */

/** Whether If-None-Match names this ETag (in a list, weak or `*`). */
export const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/** Whether an Accept-Encoding header takes this coding (`br;q=0` refuses it). */
export function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The codings the shop compresses answers in. */
export type Coding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none. */
export function codingFor(acceptEncoding: string): Coding | null {
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}
