import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressWhole } from './compression';
import { codingFor } from './negotiation';

const PAGE = `<!doctype html><title>Polos</title>${'<p>Embroidered polo shirt, navy, size M</p>'.repeat(80)}`;

function app() {
  const app = new Hono();
  app.use(compressWhole());
  app.get('/page', (c) => c.html(PAGE));
  app.get('/small', (c) => {
    c.header('Set-Cookie', 'cart=1; Path=/', { append: true });
    c.header('Set-Cookie', 'seen=1; Path=/', { append: true });
    return c.json({ count: 3 });
  });
  app.get('/tagged', (c) => {
    c.header('ETag', '"abc"');
    c.header('Vary', 'Cookie');
    return c.html(PAGE);
  });
  app.get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.html(PAGE);
  });
  app.get('/coded', (c) =>
    c.body(new Uint8Array(4096), 200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/html' }),
  );
  return app;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressWhole', () => {
  it('sends a page whole in brotli when the browser takes it, with its length and Vary', async () => {
    const res = await get('/page', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(PAGE);
  });

  it('falls back to gzip, also when brotli is refused with q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/page', header);
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(PAGE);
    }
  });

  it('sends the page as it is to a client that takes no coding, still marked Vary', async () => {
    const res = await get('/page');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(PAGE);
  });

  it('leaves a small answer uncoded, with every cookie it sets', async () => {
    const res = await get('/small', 'br');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual(['cart=1; Path=/', 'seen=1; Path=/']);
    expect(await res.json()).toEqual({ count: 3 });
  });

  it('weakens a strong ETag on a coded answer and adds to an existing Vary', async () => {
    const res = await get('/tagged', 'gzip');
    expect(res.headers.get('ETag')).toBe('W/"abc"');
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('leaves pictures, no-transform answers, coded answers and HEAD alone', async () => {
    const picture = await get('/picture', 'br');
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    expect(picture.headers.get('Vary')).toBeNull();
    expect((await picture.arrayBuffer()).byteLength).toBe(4096);

    expect((await get('/no-transform', 'br')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/coded', 'br')).headers.get('Content-Encoding')).toBe('gzip');
    expect((await get('/page', 'br', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });
});

describe('codingFor', () => {
  it('prefers brotli, then gzip, and honours a refusal', () => {
    expect(codingFor('gzip, deflate, br')).toBe('br');
    expect(codingFor('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(codingFor('deflate')).toBeNull();
    expect(codingFor('')).toBeNull();
  });
});
