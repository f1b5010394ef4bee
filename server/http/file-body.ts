import type { Context } from 'hono';
import { Readable } from 'node:stream';

/**
 * A stored file's stream as the response body. A HEAD request sends none, so the stream is let go at once: on
 * S3 it holds one of the client's pooled connections until read or destroyed.
 */
export function fileBody(c: Context, stream: Readable): Response {
  if (c.req.method === 'HEAD') {
    stream.destroy();
    return c.body(null);
  }
  return c.body(Readable.toWeb(stream) as ReadableStream);
}
