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

/** What a request says of itself, from Hono's context or Node's request. */
interface RequestFacts {
  header(name: string): string | undefined;
  socketAddress: string;
}

/**
 * A forwarded header's value as the trusted proxy in front of the shop set it, or nothing. A proxy that adds to
 * the header puts its value last; the ones before it came with the request, from anyone (the probe's
 * `X-Forwarded-Host: evil.example` arrived first in the list and was believed).
 */
function forwarded(request: RequestFacts, config: Config, header: string): string | undefined {
  const trust = trustOf(config);
  if (!trust || !trust(request.socketAddress, 0)) return undefined;
  return request.header(header)?.split(',').at(-1)?.trim() || undefined;
}

const factsOf = (c: Context): RequestFacts => ({
  header: (name) => c.req.header(name),
  socketAddress: socketAddress(c),
});

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
  return originOf(factsOf(c), config, url.protocol.replace(':', ''), url.host);
}

/**
 * The origin a page kept for every visitor may be drawn with, or null when it must not be kept: without
 * PUBLIC_URL, a host forwarded by the proxy may still be one the client wrote (a proxy that passes the header on
 * unchanged), and a kept page would carry it as canonical to everyone, CDNs included.
 */
export function cacheOrigin(c: Context, config: Config): string | null {
  if (config.PUBLIC_URL) return publicOrigin(config);
  if (forwarded(factsOf(c), config, 'x-forwarded-host')) return null;
  return requestOrigin(c, config);
}

function originOf(request: RequestFacts, config: Config, protocol: string, host: string): string {
  const shownProtocol = forwarded(request, config, 'x-forwarded-proto') ?? protocol;
  const shownHost = forwarded(request, config, 'x-forwarded-host') ?? host;
  return `${shownProtocol === 'https' ? 'https' : 'http'}://${shownHost}`;
}

/**
 * cacheOrigin for Node's own request (the page cache's fast path, before the app sees it). Null when its
 * Host is not one the app's URL would read back unchanged (upper case, a default port), or when cacheOrigin's
 * is: the app then answers.
 */
export function incomingOrigin(req: IncomingMessage, config: Config): string | null {
  if (config.PUBLIC_URL) return publicOrigin(config);
  const host = req.headers.host;
  if (!host || !PLAIN_HOST.test(host)) return null;
  const headers = req.headers;
  const facts: RequestFacts = {
    header: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    socketAddress: req.socket?.remoteAddress ?? 'unknown',
  };
  if (forwarded(facts, config, 'x-forwarded-host')) return null;
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted;
  return originOf(facts, config, encrypted ? 'https' : 'http', host);
}
/** A lower-case host name or address, with a port other than http's default. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::(?!80$)\d{1,5})?$/;

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
