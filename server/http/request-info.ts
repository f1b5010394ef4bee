import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config';

/**
 * What a request says about where it came from. Forwarded headers are written by whoever sends the request,
 * so they are believed only from the proxies TRUST_PROXY names; with it off (the default) only the socket counts.
 */

type Trust = (address: string, hop: number) => boolean;
const trustByConfig = new WeakMap<Config, Trust | null>();

function trustOf(config: Config): Trust | null {
  if (!trustByConfig.has(config)) {
    const setting = config.TRUST_PROXY;
    trustByConfig.set(
      config,
      setting === null
        ? null
        : 'hops' in setting
          ? (_address, hop) => hop < setting.hops
          : proxyaddr.compile(setting.addresses),
    );
  }
  return trustByConfig.get(config)!;
}

function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The first value of a forwarded header, from a trusted proxy only. */
function forwarded(c: Context, config: Config, header: string): string | undefined {
  const trust = trustOf(config);
  if (!trust || !trust(socketAddress(c), 0)) return undefined;
  return c.req.header(header)?.split(',')[0]?.trim() || undefined;
}

/** The visitor's address: the socket's, or, through trusted proxies, the nearest untrusted hop they forward. */
export function clientAddress(c: Context, config: Config): string {
  const trust = trustOf(config);
  const socket = socketAddress(c);
  if (!trust) return socket;
  const request = {
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') },
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  return proxyaddr(request, trust);
}

/**
 * The shop's origin as the visitor reached it, for links sent back to them (payment return pages).
 * PUBLIC_URL when set; otherwise the request's own, with the protocol and host a trusted proxy forwards.
 */
export function requestOrigin(c: Context, config: Config): string {
  if (config.PUBLIC_URL) return publicOrigin(config);
  const url = new URL(c.req.url);
  const protocol = forwarded(c, config, 'x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = forwarded(c, config, 'x-forwarded-host') ?? url.host;
  return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const publicOrigins = new WeakMap<Config, string>();
/** PUBLIC_URL's origin, worked out once (it is asked for on every request). */
function publicOrigin(config: Config): string {
  let origin = publicOrigins.get(config);
  if (origin === undefined) {
    origin = new URL(config.PUBLIC_URL!).origin;
    publicOrigins.set(config, origin);
  }
  return origin;
}

/** Served over https, directly or behind a trusted proxy: cookies get Secure and pages HSTS. */
export const servedOverHttps = (c: Context, config: Config) => requestOrigin(c, config).startsWith('https:');
