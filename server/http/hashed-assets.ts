import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { accepts, matches } from './negotiation';

interface HashedAsset {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

export interface HashedAssets {
  /**
   * Answers GET/HEAD /assets/<file> when the file is one of the build's, with `requestId` as its X-Request-Id;
   * false leaves the request to the app.
   */
  serve(req: IncomingMessage, res: ServerResponse, requestId: () => string): boolean;
  readonly count: number;
}

/** One name in the assets folder: what Vite writes (`entry.client-DbC3PEy7.js`), nothing with a slash or `..`. */
const ASSET_PATH = /^\/assets\/([\w-]+(?:\.[\w-]+)+)(?:\?.*)?$/;

/**
 * The build's hashed files, read once at start-up and answered from memory before the app sees the request, as
 * cached pages are (see serveFromMemory). Through the app's middleware a 531-byte script went out at 1,379 req/s
 * on one core against 6,905 for a cached product page (npm run bench), and a first visit asks for 24 to 43 of
 * them. Their names change with their content, so they are cached for a year; the .br and .gz files
 * scripts/precompress.mjs writes beside them are sent to a browser that accepts them.
 */
export function loadHashedAssets(clientDir: string): HashedAssets {
  const dir = path.join(clientDir, 'assets');
  const assets = new Map<string, HashedAsset>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const file = path.join(dir, name);
      const identity = readFileSync(file);
      const sibling = (suffix: string) =>
        existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
      assets.set(name, {
        identity,
        br: sibling('.br'),
        gzip: sibling('.gz'),
        type: getMimeType(name) ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      });
    }
  }

  return {
    count: assets.size,
    serve(req, res, requestId) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const name = ASSET_PATH.exec(req.url ?? '')?.[1];
      const asset = name === undefined ? undefined : assets.get(name);
      if (!asset) return false;

      const headers: Record<string, string> = {
        'content-type': asset.type,
        'cache-control': 'public, max-age=31536000, immutable',
        etag: asset.etag,
        vary: 'Accept-Encoding',
        // what the app's secure headers give a script or stylesheet; the page-level ones (CSP, framing) are the
        // document's business, not a script's
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'x-request-id': requestId(),
      };
      if (matches(req.headers['if-none-match'], asset.etag)) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      const accepted = req.headers['accept-encoding'] ?? '';
      let body = asset.identity;
      if (asset.br && accepts(accepted, 'br')) {
        body = asset.br;
        headers['content-encoding'] = 'br';
      } else if (asset.gzip && accepts(accepted, 'gzip')) {
        body = asset.gzip;
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
