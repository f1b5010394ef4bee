import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHashedAssets } from './hashed-assets';

const SCRIPT = Buffer.from(`export const greeting = "${'hello '.repeat(300)}";\n`);
const STYLE = Buffer.from('body{color:red}');

let dir: string;
let server: Server;
let base: string;
/** What the app behind would have answered: the fast path's "not mine". */
const PASSED_ON = 'passed on to the app';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hashed-assets-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'entry-Abc123.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'entry-Abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets', 'entry-Abc123.js.gz'), gzipSync(SCRIPT));
  // small files are not precompressed (scripts/precompress.mjs)
  await writeFile(path.join(dir, 'assets', 'root-Def456.css'), STYLE);
  await writeFile(path.join(dir, 'secret.txt'), 'not an asset');

  const assets = loadHashedAssets(dir);
  expect(assets.count).toBe(2);
  server = createServer((req, res) => {
    if (assets.serve(req, res, () => 'req-1')) return;
    res.writeHead(404).end(PASSED_ON);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A raw request (fetch would undo the content coding and hide what was sent). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hashed assets from memory', () => {
  it('sends brotli to a browser that takes it, with the type, a year of caching and nosniff', async () => {
    const res = await get('/assets/entry-Abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body)).toEqual(SCRIPT);
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toBe('req-1');
  });

  it('sends gzip when brotli is not accepted or refused, and the file itself when neither is', async () => {
    const gzip = await get('/assets/entry-Abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(SCRIPT);

    const plain = await get('/assets/entry-Abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(SCRIPT);

    // a file with no compressed copies goes as it is, whatever is accepted
    const style = await get('/assets/root-Def456.css', { 'accept-encoding': 'br, gzip' });
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body).toEqual(STYLE);
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await get('/assets/root-Def456.css');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/assets/root-Def456.css', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get('/assets/root-Def456.css', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(STYLE.length));
    expect(head.body.length).toBe(0);
  });

  it('leaves everything else to the app: unknown names, other folders, escapes and other methods', async () => {
    for (const pathname of [
      '/assets/missing-Xyz.js',
      '/assets/entry-Abc123.js.br',
      '/secret.txt',
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString(), pathname).toBe(PASSED_ON);
    }
    const post = await get('/assets/entry-Abc123.js', {}, 'POST');
    expect(post.body.toString()).toBe(PASSED_ON);
  });
});
