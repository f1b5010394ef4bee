import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The seller's earnings chart must never weigh on the shop: no shop route (nor the root or the entry) may load
 * the code of the earnings page or its chart. Reads the client build's route manifest — the build these browser
 * tests run against — so no page needs opening.
 */
const assets = path.resolve('build/client/assets');

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
}

/** Strings only the earnings page and its chart carry (texts and data-* attributes survive minifying). */
const MARKERS = ['Show the figures as a table', 'data-chart'];

function readManifest() {
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no route manifest in ${assets}: run npm run build first`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, RouteEntry>;
  };
}

const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
const read = (file: string) => readFileSync(path.join('build/client', file), 'utf8');

test("the shop's JavaScript loads none of the earnings chart", () => {
  const manifest = readManifest();
  const shopRoutes = Object.values(manifest.routes).filter((r) => !r.id.startsWith('routes/admin/'));
  expect(shopRoutes.map((r) => r.id)).toContain('routes/home');

  // the markers are really in the earnings page's code, so their absence elsewhere means something
  const earningsRoute = manifest.routes['routes/admin/earnings'];
  expect(earningsRoute).toBeDefined();
  const earnings = files(earningsRoute!).map(read).join('\n');
  for (const marker of MARKERS) expect(earnings, marker).toContain(marker);

  for (const route of shopRoutes) {
    for (const file of [...files(manifest.entry), ...files(route)]) {
      const text = read(file);
      for (const marker of MARKERS) {
        expect(text.includes(marker), `${route.id}: ${file} carries ${marker}`).toBe(false);
      }
    }
  }
});

/**
 * Node's Buffer does not exist in a browser: a module that touches it at load (csv-parse did, through
 * domain/csv) stops every page hydrating. No client file may name the global.
 */
test("no client file uses Node's Buffer", () => {
  const clientFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(clientFiles.length).toBeGreaterThan(10);
  const users = clientFiles.filter((f) =>
    /(?<![\w$.])Buffer\b/.test(readFileSync(path.join(assets, f), 'utf8')),
  );
  expect(users).toEqual([]);
});
