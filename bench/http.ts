import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes exactly as they came off the wire (still br/gzip-encoded if the server encoded them). */
  body: Buffer;
}

/**
 * GET over plain node:http. Deliberately not fetch(): fetch decodes br/gzip bodies, and the ceiling
 * server must replay the encoded bytes the shop actually sent.
 */
export function rawGet(url: string, headers: Record<string, string> = {}, timeoutMs = 30_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

export function is2xx(status: number) {
  return status >= 200 && status < 300;
}

/** A port the OS says is free right now (there is a small race until the child binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
