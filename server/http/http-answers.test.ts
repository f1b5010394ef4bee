import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/test-app';
import { createHttpApp, type ShopApp } from '../app';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, listen } from '../start';
import { PUBLIC_FILE_CACHE_CONTROL } from './public-files';

/** What every answer carries, and how the server holds its connections (issue 27, item 26). */
describe('HTTP answers', () => {
  const t = useTestApp('pglite');
  let app: ShopApp;
  let clientDir: string;
  let server: ServerType;
  let port: number;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const modified = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'shop-client-'));
    await mkdir(path.join(clientDir, 'images'));
    await writeFile(path.join(clientDir, 'favicon.svg'), svg);
    await writeFile(path.join(clientDir, 'images', 'banner.webp'), Buffer.alloc(2048, 7));
    for (const file of ['favicon.svg', 'images/banner.webp'])
      await utimes(path.join(clientDir, file), modified, modified);
    // the app as production builds it: with the build's client folder (public/ is copied into it)
    app = createHttpApp(t.ctx, { clientDir });
    server = await listen(app, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(clientDir, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(p, { method, headers });

  it('holds an idle connection 65 s, longer than load balancers hold theirs, with the headers timeout above', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    const node = server as Server;
    expect(node.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(node.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(node.headersTimeout).toBeGreaterThan(node.keepAliveTimeout);
    // and says so to the client
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            agent.destroy();
            resolve(res.headers['keep-alive'] as string | undefined);
          });
        })
        .on('error', reject);
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('sends a Permissions-Policy: no devices, and for the videos only what their players ask', async () => {
    for (const p of ['/api/health', '/favicon.svg']) {
      const policy = (await get(p)).headers.get('Permissions-Policy') ?? '';
      expect(policy, p).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain(
        'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
      );
    }
  });

  it('gives public files a Cache-Control, validators, and a 304 when they are unchanged', async () => {
    const first = await get('/favicon.svg');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(svg);
    expect(first.headers.get('Cache-Control')).toBe(PUBLIC_FILE_CACHE_CONTROL);
    expect(first.headers.get('Last-Modified')).toBe(modified.toUTCString());
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    for (const conditional of <Record<string, string>[]>[
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag.slice(2)}` },
      { 'If-Modified-Since': modified.toUTCString() },
      { 'If-Modified-Since': new Date(modified.getTime() + 60_000).toUTCString() },
    ]) {
      const res = await get('/favicon.svg', conditional);
      expect(res.status, JSON.stringify(conditional)).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('ETag')).toBe(etag);
      expect(res.headers.get('Cache-Control')).toBe(PUBLIC_FILE_CACHE_CONTROL);
    }
    for (const changed of <Record<string, string>[]>[
      { 'If-None-Match': '"other"' },
      { 'If-Modified-Since': new Date(modified.getTime() - 60_000).toUTCString() },
      // If-None-Match decides when both are sent
      { 'If-None-Match': '"other"', 'If-Modified-Since': modified.toUTCString() },
    ]) {
      const res = await get('/favicon.svg', changed);
      expect(res.status, JSON.stringify(changed)).toBe(200);
      expect(await res.text()).toBe(svg);
    }

    const picture = await get('/images/banner.webp');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/webp');
    expect(picture.headers.get('ETag')).not.toBe(etag);
    expect((await get('/images/banner.webp', { 'If-None-Match': picture.headers.get('ETag')! })).status).toBe(
      304,
    );
    const head = await get('/images/banner.webp', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('ETag')).toBe(picture.headers.get('ETag'));
  });

  it('leaves paths with no such file to the app', async () => {
    const res = await get('/images/missing.webp');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).not.toBe(PUBLIC_FILE_CACHE_CONTROL);
  });
});
