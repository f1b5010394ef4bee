import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The seller's earnings chart must never weigh on the shop: no shop route (nor the root or the entry) may load
 * the code of the earnings page or its chart. Reads the client build's route manifest, so it checks the last
 * `npm run build`; without a build it is skipped.
 */
const assets = path.resolve('build/client/assets');
const manifestFile = existsSync(assets)
  ? readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
  : undefined;

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
}

/** Strings only the earnings page and its chart carry (texts and data-* attributes survive minifying). */
const MARKERS = ['Show the figures as a table', 'data-chart'];

describe.skipIf(!manifestFile)("the shop's JavaScript", () => {
  const source = manifestFile ? readFileSync(path.join(assets, manifestFile), 'utf8') : '{}';
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, RouteEntry>;
  };
  const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
  const read = (file: string) => readFileSync(path.join('build/client', file), 'utf8');
  const shopRoutes = Object.values(manifest.routes).filter((r) => !r.id.startsWith('routes/admin/'));

  it('has shop routes and an earnings route to compare', () => {
    expect(shopRoutes.map((r) => r.id)).toContain('routes/home');
    expect(manifest.routes['routes/admin/earnings']).toBeDefined();
    const earnings = files(manifest.routes['routes/admin/earnings']!).map(read).join('\n');
    for (const marker of MARKERS) expect(earnings, marker).toContain(marker);
  });

  it.each(shopRoutes.map((r) => [r.id, r] as const))('%s loads none of the earnings chart', (_id, route) => {
    for (const file of [...files(manifest.entry), ...files(route)]) {
      const text = read(file);
      for (const marker of MARKERS) expect(text.includes(marker), `${file} carries ${marker}`).toBe(false);
    }
  });
});
