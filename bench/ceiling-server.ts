/**
 * The "ceiling": a bare node:http server answering every request with the same cached bytes. It runs
 * in its own process (forked by ceiling.ts) so it does not share an event loop with autocannon, just
 * as the shop doesn't.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CeilingConfig {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface CeilingReady {
  port: number;
}

process.once('message', (message) => {
  const config = message as CeilingConfig;
  const body = Buffer.from(config.body);
  const headers = { ...config.headers, 'content-length': String(body.length) };
  const server = http.createServer((_req, res) => {
    res.writeHead(config.status, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const ready: CeilingReady = { port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  });
});

// the parent is gone (or asked us to stop by disconnecting): don't linger
process.on('disconnect', () => process.exit(0));
