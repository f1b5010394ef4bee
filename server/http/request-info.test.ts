import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/test-app';
import { loadConfig } from '../config';
import { cacheOrigin, clientAddress, incomingOrigin, requestOrigin } from './request-info';

/** Asks a bare Hono app what the helpers make of a request arriving on `socket` with `headers`. */
async function seen(trustProxy: string | undefined, socket: string, headers: Record<string, string>) {
  const config = loadConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {});
  const app = new Hono().get('/', (c) =>
    c.json({
      ip: clientAddress(c, config),
      origin: requestOrigin(c, config),
      cached: cacheOrigin(c, config),
    }),
  );
  const res = await app.request(
    'http://shop.test/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  const fromNode = incomingOrigin(
    {
      headers: { host: 'shop.test', ...headers },
      socket: { remoteAddress: socket },
    } as unknown as IncomingMessage,
    config,
  );
  const { ip, origin, cached } = (await res.json()) as { ip: string; origin: string; cached: string | null };
  // the page cache's fast path reads Node's request: it must come to the same origin (or to none)
  expect(fromNode).toBe(cached);
  return { ip, origin, cached };
}

describe('client address and origin', () => {
  const forwarded = {
    'x-forwarded-for': '203.0.113.9, 198.51.100.7',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  };

  it('believes no forwarded header when TRUST_PROXY is off', async () => {
    expect(await seen(undefined, '192.0.2.1', forwarded)).toEqual({
      ip: '192.0.2.1',
      origin: 'http://shop.test',
      cached: 'http://shop.test',
    });
  });

  it.each([
    ['1', '198.51.100.7'],
    ['2', '203.0.113.9'],
    ['10.0.0.0/8', '198.51.100.7'],
    ['10.0.0.1, 198.51.100.7', '203.0.113.9'],
  ])('with TRUST_PROXY=%s, walks back through the trusted hops to %s', async (setting, ip) => {
    const result = await seen(setting, '10.0.0.1', forwarded);
    // a forwarded host draws this answer's links; without PUBLIC_URL no page drawn with it is kept
    expect(result).toEqual({ ip, origin: 'https://evil.example', cached: null });
  });

  it("reads the proxy's own host and protocol, the last in each list, not the client's before them", async () => {
    const result = await seen('1', '10.0.0.1', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example, shop.example.co.uk',
      'x-forwarded-proto': 'https, http',
    });
    expect(result).toEqual({ ip: '203.0.113.9', origin: 'http://shop.example.co.uk', cached: null });
  });

  it('keeps pages for the origin a trusted proxy forwards only the protocol of', async () => {
    const result = await seen('1', '10.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(result).toEqual({ ip: '10.0.0.1', origin: 'https://shop.test', cached: 'https://shop.test' });
  });

  it('ignores forwarded headers from a socket that is not a trusted proxy', async () => {
    expect(await seen('10.0.0.0/8', '192.0.2.1', forwarded)).toEqual({
      ip: '192.0.2.1',
      origin: 'http://shop.test',
      cached: 'http://shop.test',
    });
  });

  it('prefers PUBLIC_URL for the origin, and then keeps pages whatever is forwarded', async () => {
    const config = loadConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://shop.example.co.uk/' });
    const app = new Hono().get('/', (c) => c.text(`${requestOrigin(c, config)} ${cacheOrigin(c, config)}`));
    const res = await app.request('http://shop.test/', { headers: forwarded });
    expect(await res.text()).toBe('https://shop.example.co.uk https://shop.example.co.uk');
  });

  it.each(['SHOP.test', 'shop.test:80', ''])(
    "leaves a Host the app's URL would rewrite (%s) to the app",
    (host) => {
      const req = { headers: { host }, socket: { remoteAddress: '192.0.2.1' } } as unknown as IncomingMessage;
      expect(incomingOrigin(req, loadConfig({}))).toBeNull();
      expect(
        incomingOrigin({ ...req, headers: { host: 'shop.test:3000' } } as IncomingMessage, loadConfig({})),
      ).toBe('http://shop.test:3000');
    },
  );

  it.each(['true', 'not-an-ip', '10.0.0.0/99'])('refuses TRUST_PROXY=%s at start', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be off, a hop count/);
  });
});

describe('per-address limits with TRUST_PROXY off', () => {
  const t = useTestApp('pglite', { TRUST_PROXY: 'off' });

  it('are not escaped by writing a new X-Forwarded-For on each request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.request('/api/auth/signup', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'x-forwarded-for': `198.51.100.${i}`,
        },
        body: JSON.stringify({
          firstName: 'Sam',
          lastName: 'Spray',
          email: `spray${i}@example.co.uk`,
          password: 'spray-and-pray-1',
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});
